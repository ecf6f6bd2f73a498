extension ChartArrangement {
    /// The grid an arrangement makes of `count` panes; nil for the equal stacks.
    struct GridShape {
        var columns: Int
        var rows: Int
        var columnWeights: [Double]
        var rowWeights: [Double]
    }

    func gridShape(count: Int) -> GridShape? {
        switch self {
        case .vertical, .horizontal:
            return nil
        case .rows(let weights):
            return GridShape(columns: 1, rows: count, columnWeights: [1], rowWeights: Self.weights(weights, count: count))
        case .columns(let weights):
            return GridShape(columns: count, rows: 1, columnWeights: Self.weights(weights, count: count), rowWeights: [1])
        case .grid(let columns, let rowHeights, let columnWidths):
            let columnCount = Swift.max(1, Swift.min(columns, count))
            let rowCount = (count + columnCount - 1) / columnCount
            return GridShape(columns: columnCount, rows: rowCount,
                             columnWeights: Self.weights(columnWidths, count: columnCount),
                             rowWeights: Self.weights(rowHeights, count: rowCount))
        }
    }

    /// For each column of panes, the indices of the panes in it (top to bottom): panes in one
    /// column share their plot areas' left and right edges. Side-by-side panes have none.
    func alignedColumns(count: Int) -> [[Int]] {
        if self == .vertical { return [Array(0..<count)] }
        guard let grid = gridShape(count: count), grid.rows > 1 else { return [] }
        return (0..<grid.columns).map { column in stride(from: column, to: count, by: grid.columns).map { $0 } }
    }

    /// `count` weights from `given`: positive finite ones kept, the rest (and missing ones) 1.
    static func weights(_ given: [Double], count: Int) -> [Double] {
        (0..<count).map { index in
            let weight = index < given.count ? given[index] : 1
            return weight.isFinite && weight > 0 ? weight : 1
        }
    }

    /// Pixel edges that split `length` by `weights`, at rounded positions so panes tile exactly.
    static func edges(length: Int, weights: [Double]) -> [Int] {
        let total = weights.reduce(0, +)
        var running = 0.0
        var edges = [0]
        for weight in weights {
            running += weight
            edges.append(Int((running / total * Double(length)).rounded()))
        }
        edges[edges.count - 1] = length
        return edges
    }

    static func gridRects(count: Int, grid: GridShape, width: Int, height: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        let xs = edges(length: width, weights: grid.columnWeights)
        let ys = edges(length: height, weights: grid.rowWeights)
        return (0..<count).map { index in
            let row = index / grid.columns, column = index % grid.columns
            return (xs[column], ys[row], xs[column + 1] - xs[column], ys[row + 1] - ys[row])
        }
    }
}
