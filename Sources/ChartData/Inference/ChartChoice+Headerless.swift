import Foundation

/// Headerless numeric arrays in text files (every column name made up by the reader), read by
/// their shape as NumPy arrays are, not as a table whose first column is x:
/// - **a square matrix**: N rows of N numbers (N ≥ 3) that is symmetric or has one value down
///   its diagonal (a distance, similarity or correlation matrix written without names) is a
///   grid, drawn as a heatmap as named matrices are;
/// - **channels**: 3 or 4 columns of one kind (ranges within `channelRangeRatio` of each other)
///   whose first column is no axis (not rising, nor rising again in runs), each moving smoothly
///   from row to row (lag-1 autocorrelation `channelSmoothness` or more), are parallel
///   channels of one sequence (a colour map's r, g, b), drawn as lines over the row index, not
///   column 2 scattered against column 1.
extension ChartChoice {
    /// Ranges of channels of one kind lie within this ratio of each other.
    static let channelRangeRatio = 10.0
    /// The least lag-1 autocorrelation of every channel.
    static let channelSmoothness = 0.8

    /// Whether values rise strictly within runs that start again lower (0…9, 0…9, …), each run
    /// four rows or more.
    static func risesInRuns(_ values: [Double]) -> Bool {
        var resets = 0
        for (a, b) in zip(values, values.dropFirst()) where a.isFinite && b.isFinite {
            if b == a { return false }
            if b < a { resets += 1 }
        }
        return resets >= 1 && resets * 4 <= values.count
    }

    /// Cells of a symmetric matrix agree with their mirror within this share of the largest value.
    static let symmetryTolerance = 1e-6

    /// Whether every column's name was made up by the reader (a file without a header).
    static func isHeaderless(_ schema: TableSchema) -> Bool {
        !schema.columns.isEmpty && schema.columns.allSatisfy { $0.name.hasPrefix("column ") && isMadeUpName($0.name) }
    }

    /// A headerless square matrix, symmetric or with a constant diagonal, as a grid; nil for
    /// any other table.
    static func headerlessMatrix(schema: TableSchema) -> (TableGrid, [String])? {
        let n = schema.columns.count
        guard n >= 3, schema.rowCount == n, isHeaderless(schema), schema.columns.allSatisfy({ $0.evidence.isNumeric }) else { return nil }
        let cells = schema.columns.map { schema.table.column(named: $0.name)?.values ?? [] }
        guard cells.allSatisfy({ $0.count == n }) else { return nil }
        var largest = 0.0
        for column in cells { for v in column where v.isFinite { largest = max(largest, abs(v)) } }
        let tolerance = max(largest * symmetryTolerance, .leastNormalMagnitude)
        var symmetric = true
        outer: for i in 0..<n {
            for j in (i + 1)..<n where !(abs(cells[j][i] - cells[i][j]) <= tolerance) {
                symmetric = false
                break outer
            }
        }
        let diagonal = (0..<n).map { cells[$0][$0] }
        let constantDiagonal = diagonal.allSatisfy { $0.isFinite && $0 == diagonal[0] }
        guard symmetric || constantDiagonal else { return nil }
        let why = symmetric ? "symmetric" : "one value (\(short(diagonal[0]))) down its diagonal"
        return (TableGrid(shape: .array, rowNames: nil, columns: schema.columns.map(\.name)),
                ["a headerless \(n) × \(n) matrix, \(why): a grid, as a named matrix is; not column 2 against column 1"])
    }

    /// Draws 3 or 4 headerless columns of one kind as channels over the row index; true when it
    /// did (the choice is then complete but for the axes).
    mutating func chooseChannels(schema: TableSchema, request: ChartRequest) -> Bool {
        guard request.x == nil, request.y.isEmpty, request.by == nil, request.aggregation == nil, request.kind == nil, request.xAxis == nil,
              (3...4).contains(schema.columns.count), schema.rowCount >= 8, Self.isHeaderless(schema),
              schema.columns.allSatisfy({ $0.evidence.isNumeric }) else { return false }
        let first = schema.columns[0].evidence
        // A rising first column is an x (x, y1, y2), and so is one rising again in runs (a step
        // repeated per parameter): not channels.
        guard !(first.isIncreasing && first.distinct == first.filled), !first.isEvenlySpaced,
              let firstValues = schema.table.column(named: schema.columns[0].name)?.values,
              !Self.risesInRuns(firstValues) else { return false }
        // Channels of one sequence move smoothly from row to row (unrelated measures do not).
        for column in schema.columns {
            guard let values = schema.table.column(named: column.name)?.values,
                  Self.correlation(values, values, lag: 1) >= Self.channelSmoothness else { return false }
        }
        let ranges = schema.columns.compactMap { column -> Double? in
            guard let low = column.evidence.low, let high = column.evidence.high else { return nil }
            return max(abs(low), abs(high))
        }.filter { $0 > 0 }
        guard ranges.count == schema.columns.count, let top = ranges.max(), let bottom = ranges.min(),
              top <= bottom * Self.channelRangeRatio else { return false }
        x = nil
        xAxis = .row
        xValues = (0..<schema.rowCount).map(Double.init)
        y = schema.columns.map(\.name)
        kind = "line"
        seriesCount = y.count
        decisions.append(Decision(subject: "x", value: "row index",
                                  reasons: ["\(schema.columns.count) headerless columns of one kind (ranges within \(Int(Self.channelRangeRatio))×): channels of one sequence over the rows"],
                                  beaten: ["\(schema.columns[0].name): \(schema.columns[0].summary), no rising axis"]))
        decisions.append(Decision(subject: "y", value: y.joined(separator: ", "), reasons: ["every channel"]))
        decisions.append(Decision(subject: "kind", value: "line", reasons: ["channels over the row index"],
                                  beaten: ["scatter of column 2 against column 1: the channels are parallel, not related"]))
        return true
    }
}
