/// How a 3-D numeric array is drawn: small multiples, one heatmap per slice along its axis of
/// fewest entries (pyEDM's `(19, 19, 4)`: four 19 × 19 matrices), decided from the shape alone.
///
/// The slices must be grids (`GridAxes.isGrid`: a third dimension says the other two are one
/// grid, as axes beside a 2-D array do); a cube whose slices are a few long series, such as
/// `(1000000, 2, 2)`, is refused. At most `maximumPanes` slices are drawn, the first ones, so a
/// cube of many slices never makes as many panes.
package struct ArraySlices: Equatable, Sendable {
    /// The array's shape, three dimensions.
    package let shape: [Int]
    /// The dimension sliced: the one of fewest entries (the first of those on a tie).
    package let axis: Int

    /// The most slices drawn: a 4 × 3 grid of panes stays readable on one screen.
    package static let maximumPanes = 12

    /// The slices of an array of `shape`, or nil when it is not 3-D, holds no cell, or its
    /// slices are no grids.
    package init?(shape: [Int]) {
        guard shape.count == 3, shape.allSatisfy({ $0 > 0 }) else { return nil }
        let axis = shape.indices.min { shape[$0] < shape[$1] }!
        self.shape = shape
        self.axis = axis
        guard GridAxes.isGrid(rows: rows, columns: columns) else { return nil }
    }

    /// The slices there are.
    package var count: Int { shape[axis] }
    /// The slices drawn: the first `maximumPanes`.
    package var drawnCount: Int { min(count, Self.maximumPanes) }
    /// The dimensions left in a slice, in order: its rows, then its columns.
    package var kept: [Int] { (0..<3).filter { $0 != axis } }
    package var rows: Int { shape[kept[0]] }
    package var columns: Int { shape[kept[1]] }

    /// The index in the flat data of cell [row, column] of slice `slice`, C order (last index
    /// fastest) or Fortran order (first index fastest).
    package func element(slice: Int, row: Int, column: Int, fortranOrder: Bool) -> Int {
        var index = [0, 0, 0]
        index[axis] = slice
        index[kept[0]] = row
        index[kept[1]] = column
        if fortranOrder { return index[0] + shape[0] * (index[1] + shape[1] * index[2]) }
        return (index[0] * shape[1] + index[1]) * shape[2] + index[2]
    }

    /// NumPy's spelling of slice `slice`: `[:, :, 3]`.
    package func indexText(_ slice: Int) -> String {
        "[" + (0..<3).map { $0 == axis ? String(slice) : ":" }.joined(separator: ", ") + "]"
    }

    /// What `--explain` says: the kind and why, then which slices are drawn.
    package var explanation: String {
        let written = shape.map(String.init).joined(separator: " × ")
        let drawn = drawnCount == count ? "all \(count)" : "the first \(drawnCount) of \(count)"
        return [
            ChartChoice.Decision(subject: "kind", value: "heatmap per slice",
                                 reasons: ["a \(written) array: \(count) slices along axis \(axis), its fewest entries, each a \(rows) × \(columns) grid"],
                                 beaten: ["refusal: a 3-D array is its slices, side by side"]),
            ChartChoice.Decision(subject: "panes", value: "\(drawn) slices, \(indexText(0)) first",
                                 reasons: ["one colour scale for all", "at most \(Self.maximumPanes) panes"]),
        ].map(\.description).joined(separator: "\n")
    }
}
