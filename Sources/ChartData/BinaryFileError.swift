/// Why a binary data file (`.npy`, a raw column, a mapping) could not be opened or read; databases
/// have their own error, `DatabaseError`. Each case names the file and the problem
/// in one line (`description`), as `chartview` prints it.
public enum BinaryFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file could not be opened or mapped (`errno`'s text).
    case cannotOpen(path: String, reason: String)
    /// The file does not start with a valid `.npy` header.
    case invalidHeader(path: String, reason: String)
    /// A type the readers do not handle (complex, strings, objects, structured, …).
    case unsupportedType(String)
    /// Fewer bytes than the header or the type and count promise.
    case truncated(path: String, expectedBytes: Int, actualBytes: Int)
    /// The file changed size since it was mapped: reading on could fault, so nothing more is read.
    case changedWhileMapped(path: String, mappedBytes: Int, nowBytes: Int)
    /// An array of more dimensions than are read (`NpyFile`'s `maximumRank`), a 3-D one whose
    /// slices are no grids (`ArraySlices`), or a column index out of range.
    case unsupportedShape(path: String, shape: [Int])
    /// A shape whose size in bytes does not fit in a 64-bit integer (a hostile or broken header).
    case sizeOverflow(path: String, shape: [Int], elementBytes: Int)
    /// Values that would be converted into memory but cannot fit (`bytes` needed, `limit` the
    /// most the process may still allocate): said before anything is allocated.
    case conversionTooLarge(path: String, count: Int, bytes: Int, limit: Int)
    /// More columns than a table may have (`DataTable.maximumColumnCount`).
    case tooManyColumns(path: String, count: Int)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "\(path): cannot open: \(reason)"
        case .invalidHeader(let path, let reason): return "\(path): not a .npy file: \(reason)"
        // The type text comes from the file's header: escaped, so the message stays one line.
        case .unsupportedType(let type): return "unsupported element type '\(OneLineText.escaped(String(type.prefix(40))))'"
        case .truncated(let path, let expected, let actual):
            return "\(path): truncated: \(actual) bytes, the header promises \(expected)"
        case .changedWhileMapped(let path, let mapped, let now):
            return "\(path): the file changed while open (\(mapped) bytes mapped, now \(now)); reopen it"
        case .unsupportedShape(let path, let shape):
            return "\(path): shape \(shape) is not drawn: chartview draws arrays of one or two dimensions, and of three whose "
                + "slices are grids (a heatmap per slice); save a slice (e.g. a[0]) as an array of its own"
        case .sizeOverflow(let path, let shape, let size):
            return "\(path): shape \(shape) of \(size)-byte elements is larger than any file can be"
        case .tooManyColumns(let path, let count):
            return "\(path): \(DataTable.tooManyColumnsProblem(count))"
        case .conversionTooLarge(let path, let count, let bytes, let limit):
            return "\(path): \(count) values would need \(bytes >> 20) MiB converted to numbers in memory, more than the \(limit >> 20) MiB this process may use; store them as f64 (read in place, not converted) or cut the file"
        }
    }
}

/// The former name of `BinaryFileError`.
@available(*, deprecated, renamed: "BinaryFileError")
public typealias ChartDataError = BinaryFileError
