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
        /// Delimited text: keep parsed columns in a cache beside a big file and read them from
        /// there next time (`ColumnCacheSidecar`); false never reads nor writes one.
        public var cachesColumns = true
        /// Delimited text: refuse a big file in which no column holds numbers after a look at a
        /// few pieces of it (a chart needs them), instead of after reading it all.
        public var requiresNumbers = false

        public init(columns: Set<String>? = nil, xKey: String? = nil, cachesColumns: Bool = true, requiresNumbers: Bool = false) {
            self.columns = columns
            self.xKey = xKey
            self.cachesColumns = cachesColumns
            self.requiresNumbers = requiresNumbers
        }
    }

    /// Reads `path` in the format its bytes and extension say; errors name the path.
    /// `-` is standard input, read as delimited text.
    public static func read(_ path: String, options: Options = Options()) throws(DataFileError) -> DataTable {
        switch TableFileFormat.detect(path: path, leadingBytes: []) {
        case .jsonLines:
            return try JSONLinesTable.table(from: FileBytes.readAll(path, file: path), file: path, xKey: options.xKey)
        case .delimitedText, nil:
            return try DelimitedTextParser.parse(contentsOf: path, keepTextColumns: true, cachesColumns: options.cachesColumns,
                                                 requiresNumbers: options.requiresNumbers)
        }
    }
}
