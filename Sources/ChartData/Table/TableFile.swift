import Foundation

/// Reads any table file ChartData knows into a `DataTable`: the one entry point the viewer, the
/// spec loader and a library user share, so one data set gives one table whatever its format.
///
/// ```swift
/// let table = try TableFile.read("prices.csv")
/// ```
///
/// Each format's reader lives in its own file and is reached through `TableFileFormat`; a new
/// format adds a case there and a branch here.
public enum TableFile {
    /// What a caller may ask of a read beyond the path.
    public struct Options: Sendable {
        /// The columns the chart needs, when known: readers of columnar formats read only these
        /// (nil: every column).
        public var columns: Set<String>?
        /// JSON lines: the key that is x (`--x`), read first.
        public var xKey: String?

        public init(columns: Set<String>? = nil, xKey: String? = nil) {
            self.columns = columns
            self.xKey = xKey
        }
    }

    /// Reads `path` in the format its bytes and extension say; errors name the path.
    /// `-` is standard input, read as delimited text.
    public static func read(_ path: String, options: Options = Options()) throws(DataFileError) -> DataTable {
        switch TableFileFormat.detect(path: path, leadingBytes: leadingBytes(of: path)) {
        case .parquet:
            return try ParquetFile(path: path).table(columns: options.columns)
        case .arrowIPC:
            return try ArrowIPCFile(path: path).table(columns: options.columns)
        case .jsonLines:
            return try JSONLinesTable.table(from: FileBytes.readAll(path, file: path), file: path, xKey: options.xKey)
        case .delimitedText, nil:
            return try DelimitedTextParser.parse(contentsOf: path, keepTextColumns: true)
        }
    }

    /// The first bytes of `path`, for `TableFileFormat.detect` (none for standard input or a
    /// file that cannot be opened: the reader then says why).
    package static func leadingBytes(of path: String, count: Int = 8) -> [UInt8] {
        guard path != "-", let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        return [UInt8]((try? handle.read(upToCount: count)) ?? Data())
    }
}
