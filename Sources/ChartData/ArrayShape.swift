/// How an unnamed numeric array (an HDF5 dataset, a plain `.npy`) becomes table columns, decided
/// from its shape alone, before a cell is read.
///
/// A 2-D array is a table of series when one side is short: its columns are series, or its rows
/// when only the rows are few (xarray's `(chain, draw)`: a few long rows). When both sides are
/// longer than `maximumSeries` it is a grid (an image, a map, a matrix), read cell [r, c] as row
/// r, column c like `columns`, for the inference to draw as a heatmap. Arrays of more than two
/// dimensions are refused in one line naming the shape.
package enum ArrayShape: Equatable, Sendable {
    /// One value per row (1-D).
    case single
    /// Row `r`, column `c` is cell `[r, c]`: one column per second index.
    case columns
    /// Row `r`, column `c` is cell `[c, r]`: one column per first index.
    case transposed
    /// Both sides longer than `maximumSeries`: a grid, read as `columns` (row `r`, column `c` is
    /// cell `[r, c]`).
    case grid

    /// The most series an array is read as: more columns than this cannot be told apart in a
    /// legend or a palette, and are a grid rather than a table.
    package static let maximumSeries = 64

    /// How an array of `shape` (`shape.count` dimensions) named `name` reads, or the one-line
    /// problem when it does not (naming each dimension where `dimensions` names them all).
    package static func of(_ shape: [Int], name: String, typeName: String,
                           dimensions: [String] = []) -> Result<ArrayShape, ArrayShapeProblem> {
        switch shape.count {
        case 1: return .success(.single)
        case 2:
            if shape[1] <= maximumSeries { return .success(.columns) }
            if shape[0] <= maximumSeries { return .success(.transposed) }
            return .success(.grid)
        default:
            return .failure(ArrayShapeProblem(
                "\(name) has \(shape.count) dimensions (\(written(shape, typeName: typeName, dimensions: dimensions))); chartview draws 1-D and 2-D arrays: save a 2-D slice (e.g. a[0]) as an array of its own"))
        }
    }

    /// `4×3×5 float32`, or with every dimension named `time 4 × lat 3 × lon 5 float32` (names
    /// from a file, shown as `DataFileError.name` shows them).
    package static func written(_ shape: [Int], typeName: String, dimensions: [String] = []) -> String {
        guard dimensions.count == shape.count else { return "\(shape.map(String.init).joined(separator: "×")) \(typeName)" }
        return zip(dimensions, shape).map { "\(DataFileError.name($0)) \($1)" }.joined(separator: " × ") + " \(typeName)"
    }
}

/// Why an array's shape is not drawn (`ArrayShape.of`): one line, no cell of the file.
package struct ArrayShapeProblem: Error, Equatable, Sendable {
    package var problem: String
    init(_ problem: String) { self.problem = problem }
}
