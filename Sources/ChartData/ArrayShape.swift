/// How an unnamed numeric array (an HDF5 dataset, a plain `.npy`) becomes table columns, decided
/// from its shape alone, before a cell is read.
///
/// A 2-D array is a table of series when one side is short: its columns are series, or its rows
/// when only the rows are few (xarray's `(chain, draw)`: a few long rows). When both sides are
/// longer than `maximumSeries` it is a grid (an image, a map, a matrix): drawing each column as a
/// line would cost a series per column and show nothing, and ChartCore has no heat-map series of
/// cell values (its density mode counts scattered points), so it is refused in one line naming
/// the shape. Arrays of more than two dimensions are refused likewise.
package enum ArrayShape: Equatable, Sendable {
    /// One value per row (1-D).
    case single
    /// Row `r`, column `c` is cell `[r, c]`: one column per second index.
    case columns
    /// Row `r`, column `c` is cell `[c, r]`: one column per first index.
    case transposed

    /// The most series an array is read as: more columns than this cannot be told apart in a
    /// legend or a palette, and are a grid rather than a table.
    package static let maximumSeries = 64

    /// How an array of `shape` (`shape.count` dimensions) named `name` reads, or the one-line
    /// problem when it does not.
    package static func of(_ shape: [Int], name: String, typeName: String) -> Result<ArrayShape, ArrayShapeProblem> {
        let written = shape.map(String.init).joined(separator: "×")
        switch shape.count {
        case 1: return .success(.single)
        case 2:
            if shape[1] <= maximumSeries { return .success(.columns) }
            if shape[0] <= maximumSeries { return .success(.transposed) }
            return .failure(ArrayShapeProblem(
                "\(name) is a \(written) grid of \(typeName): more columns than chartview draws as series (\(maximumSeries)), and there is no heat map; save the columns to draw (e.g. a[:, :8]) as an array of their own"))
        default:
            return .failure(ArrayShapeProblem(
                "\(name) has \(shape.count) dimensions (\(written) \(typeName)); chartview draws 1-D and 2-D arrays: save a 2-D slice (e.g. a[0]) as an array of its own"))
        }
    }
}

/// Why an array's shape is not drawn (`ArrayShape.of`): one line, no cell of the file.
package struct ArrayShapeProblem: Error, Equatable, Sendable {
    package var problem: String
    init(_ problem: String) { self.problem = problem }
}
