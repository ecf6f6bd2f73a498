/// One cell of a heatmap: where it is in the grid and its value (NaN when missing).
public struct HeatmapCell: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var value: Double

    public init(row: Int, column: Int, value: Double) {
        self.row = row
        self.column = column
        self.value = value
    }
}
