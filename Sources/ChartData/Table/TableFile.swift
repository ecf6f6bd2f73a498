import Foundation

/// Reads any table file ChartData knows into a `DataTable`: the one entry point the viewer, the
/// spec loader and a library user share, so one data set gives one table whatever its format.
///
/// ```swift
/// let table = try TableFile.read("prices.csv")
/// let sheet = try TableFile.read("book.xlsx", options: .init(sheet: "2024"))
/// let run = try TableFile.read("runs.h5:/run7/samples")
/// ```
///
/// Each format's reader lives in its own folder under `Formats/` and is reached through
/// `TableFileFormat`; a new format adds a case there and a branch here. A file in a format
/// known but not read ("ORC") is refused in one line naming it (`UnsupportedFormat`).
public enum TableFile {
    /// What a caller may ask of a read beyond the path.
    public struct Options: Sendable {
        /// The columns the chart needs, when known: readers of columnar formats read only these
        /// (nil: every column).
        public var columns: Set<String>?
        /// JSON lines: the key that is x (`--x`), read first.
        public var xKey: String?
        /// Excel: the sheet to read (`--sheet`; nil: the first).
        public var sheet: String?
        /// HDF5: the dataset to read (`--dataset`, or `file.h5:/path`; nil: the only one).
        public var dataset: String?
        /// The most bytes a compressed file or archive member may decompress to: 2 GiB. More is
        /// refused (a decompression bomb ends in one line). A compressed delimited file, which
        /// is streamed, may also reach `maximumCompressionRatio` times its own size.
        public var maximumDecompressedBytes: Int
        /// A compressed delimited file may decompress to this many times its size (when that is
        /// more than `maximumDecompressedBytes`): 250, past what text compresses to in practice;
        /// 0 leaves `maximumDecompressedBytes` alone as the limit.
        public var maximumCompressionRatio = 250
        /// Delimited text: keep parsed columns in a cache beside a big file and read them from
        /// there next time (`ColumnCacheSidecar`); false never reads nor writes one.
        public var cachesColumns = true
        /// Delimited text: refuse a big file in which no column holds numbers after a look at a
        /// few pieces of it (a chart needs them), instead of after reading it all.
        public var requiresNumbers = false

        public init(columns: Set<String>? = nil, xKey: String? = nil, sheet: String? = nil, dataset: String? = nil,
                    maximumDecompressedBytes: Int = 1 << 31, cachesColumns: Bool = true, requiresNumbers: Bool = false) {
            self.columns = columns
            self.xKey = xKey
            self.sheet = sheet
            self.dataset = dataset
            self.maximumDecompressedBytes = maximumDecompressedBytes
            self.cachesColumns = cachesColumns
            self.requiresNumbers = requiresNumbers
        }
    }

    /// Reads `path` in the format its bytes and extension say; errors name the path.
    /// `-` is standard input: compressed streams are recognised by their magic bytes, and text
    /// is JSON lines when it starts with `{`, a JSON document with `[`, else delimited text.
    /// Text that is not UTF-8 is read as UTF-16 when a byte order mark says so, else as
    /// Windows-1252 (Latin-1) when its bytes are not valid UTF-8 and look like text, with a
    /// warning naming the encoding (`TableFile+Encodings.swift`); binary data is refused.
    public static func read(_ path: String, options: Options = Options()) throws(DataFileError) -> DataTable {
        if path != "-", let encoding = LegacyTextEncoding.byteOrderMark(leadingBytes(of: path, count: 2)),
           let table = try readTranscoded(path, encoding: encoding, options: options) {
            return table
        }
        do {
            return try readAsWritten(path, options: options)
        } catch where path != "-" && error.problem.hasPrefix(DataFileError.notUTF8) {
            guard let table = try readTranscoded(path, encoding: .windows1252, options: options) else { throw error.suggestingRawNumbers }
            return table
        } catch {
            throw error.suggestingRawNumbers
        }
    }

    /// `table`, when it has rows: a columnar file of a schema and no rows says `FILE: no data
    /// rows`, as a CSV of only a header, empty JSON records and an empty sheet do.
    @discardableResult
    package static func withRows(_ table: DataTable, file: String) throws(DataFileError) -> DataTable {
        guard table.rowCount > 0 else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        return table
    }

    /// What `read("-")` does, on `input` standing in for standard input (a pipe): the path
    /// `chartview render -` reads by, driven without the process's own standard input (the
    /// `stdin` fuzz target).
    package static func read(standardInput input: TableInput, options: Options = Options()) throws(DataFileError) -> DataTable {
        try readAsWritten("-", options: options, standardInput: input)
    }

    /// `read` of a file whose text, if it is text, is UTF-8; `standardInput`: what `-` reads
    /// (nil: the process's own).
    private static func readAsWritten(_ path: String, options: Options,
                                      standardInput: TableInput? = nil) throws(DataFileError) -> DataTable {
        var options = options
        var filePath = path
        if options.dataset == nil, let split = HDF5Table.splitDatasetPath(path) {
            filePath = split.file
            options.dataset = split.dataset
        }
        let input: TableInput
        if let standardInput, path == "-" {
            input = standardInput
        } else {
            input = try TableInput(path: filePath, file: path == "-" ? "<stdin>" : path)
        }
        let leading = input.leadingBytes
        let format = TableFileFormat.detect(path: filePath, leadingBytes: leading)
        let ext = URL(fileURLWithPath: filePath).pathExtension.lowercased()
        if options.sheet != nil, format != .excel {
            throw DataFileError(file: input.file, problem: "--sheet is for Excel .xlsx workbooks")
        }
        if options.dataset != nil, format != .hdf5, format != .numpyArchive {
            throw DataFileError(file: input.file, problem: "--dataset is for HDF5 files and NumPy .npz archives")
        }
        if path == "-", let name = Self.spooledExtension(format) {
            // Read from a file: standard input is kept in one first (`TableInput+Spool.swift`).
            let options = options
            return try input.withSpooledFile(extension: name) { spooled throws(DataFileError) in
                var table = try read(spooled, options: options)
                table.readingNotes = table.readingNotes.map { $0.replacingOccurrences(of: spooled, with: "<stdin>") }
                return table
            }
        }
        switch format {
        case .parquet:
            return try withRows(ParquetFile(path: filePath).table(columns: options.columns), file: input.file)
        case .arrowIPC:
            return try withRows(ArrowIPCFile(path: filePath).table(columns: options.columns), file: input.file)
        case .compressedText:
            let compression = TextCompression.detect(leadingBytes: leading)!
            // The inner format from the name without its compression suffix (`x.csv.gz`).
            var inner: TableFileFormat?
            if path != "-", TextCompression.from(extension: ext) != nil {
                let innerExt = URL(fileURLWithPath: String(filePath.dropLast(ext.count + 1))).pathExtension
                if !innerExt.isEmpty { inner = TableFileFormat.textFormat(extension: innerExt) }
            }
            return try CompressedTableReader.read(input, compression: compression, inner: inner, options: options)
        case .excel:
            return try ExcelTable.table(path: filePath, file: input.file, sheet: options.sheet)
        case .numpyArchive:
            return try NumPyTable.table(npzPath: filePath, file: input.file, limit: options.maximumDecompressedBytes,
                                        array: options.dataset)
        case .numpyArray:
            return try NumPyTable.table(npyBytes: input.readAllBytes(), file: input.file)
        case .hdf5:
            return try HDF5Table.table(path: filePath, file: path == filePath ? nil : filePath, dataset: options.dataset)
        case nil:
            if let name = UnsupportedFormat.detect(path: filePath, leadingBytes: leading) {
                throw UnsupportedFormat.message(file: input.file, format: name)
            }
            // A binary file of no known kind: the text reader says "not a text file".
            return try readText(input, format: .delimitedText, options: options)
        case .sktimeTS, .monashTSF, .arff:
            return try readText(input, format: format!, options: options)
        case .jsonLines, .jsonData, .delimitedText:
            if let compression = TextCompression.from(extension: ext) {
                throw DataFileError(file: input.file, problem: "named .\(ext) but not \(compression.displayName) data")
            }
            var textFormat = format!
            if path == "-" {
                let first = leading.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
                textFormat = first == UInt8(ascii: "{") ? .jsonLines : first == UInt8(ascii: "[") ? .jsonData : .delimitedText
            }
            return try readText(input, format: textFormat, options: options)
        }
    }

    private static func readText(_ input: TableInput, format: TableFileFormat, options: Options) throws(DataFileError) -> DataTable {
        switch format {
        case .jsonLines:
            return try JSONLinesTable.table(from: input.readAllText(), file: input.file, xKey: options.xKey)
        case .jsonData:
            return try JSONDataTable.table(from: input.readAllText(), file: input.file)
        case .sktimeTS:
            return try SktimeTSFile.table(from: input.readAllText(), file: input.file)
        case .monashTSF:
            return try MonashTSFFile.table(from: input.readAllText(), file: input.file)
        case .arff:
            return try ARFFFile.table(from: input.readAllText(), file: input.file)
        default:
            if input.file != "<stdin>" {
                // IPAC, CDS, MESA, `|` dumps, comment blocks, value(error) cells, fixed-width
                // tables with blank cells: told from the first 64 KiB (Layouts/TextLayout.swift).
                if let table = try TextLayout.read(input) { return table }
                // A file: the parallel whole-file path.
                do {
                    return try DelimitedTextParser.parse(contentsOf: input.file, keepTextColumns: true,
                                                         cachesColumns: options.cachesColumns, requiresNumbers: options.requiresNumbers)
                } catch where error.problem.hasSuffix(DataFileError.fixedWidthHint) {
                    // Blanks pad the columns and some cells hold blanks: read the columns by position.
                    // When that fails too, the first error (it names the layout) is the one said.
                    guard let table = try? FixedWidthTable.read(input.readAllText(), file: input.file) else { throw error }
                    return table
                } catch where TableBlocks.mayFindTable(after: error, file: input.file) {
                    // Refused as one table from the first line: the table may sit under a report or
                    // beside another (Layouts/TableBlocks.swift). When none is found, the refusal stands.
                    guard let bytes = try? input.readAllText(),
                          let table = try? TableBlocks.read(bytes, file: input.file) else { throw error }
                    return table
                }
            }
            // Standard input: the same parts and parsing as a file (`DelimitedFileReader`), so its
            // text is never held whole and any length reads in the memory of its columns.
            var readOptions = DelimitedFileReader.Options()
            readOptions.requiresNumbers = options.requiresNumbers
            return try DelimitedFileReader(stream: input, options: readOptions).finish()
        }
    }

    /// The file name extension standard input of `format` is kept under, for the formats read
    /// from a file (they seek and map it); nil for those read as a stream.
    private static func spooledExtension(_ format: TableFileFormat?) -> String? {
        switch format {
        case .parquet: return "parquet"
        case .arrowIPC: return "arrow"
        case .excel: return "xlsx"
        case .numpyArchive: return "npz"
        case .hdf5: return "h5"
        default: return nil
        }
    }

    /// The first bytes of `path`, for `TableFileFormat.detect` (none for standard input or a
    /// file that cannot be opened, a FIFO or a device among them: the reader then says why).
    /// Opened through `FileOpening`, which never blocks on a FIFO with no writer.
    package static func leadingBytes(of path: String, count: Int = TableInput.leadingCount) -> [UInt8] {
        guard path != "-", let descriptor = try? FileOpening.openRegularFile(path) else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, count) }
        return Array(bytes.prefix(max(0, got)))
    }

    /// Whether `path` is plain delimited text by its first bytes and name (what the viewer's
    /// progressive CSV load can read); false for every compressed or binary format.
    public static func isDelimitedText(_ path: String) -> Bool {
        guard path != "-", let input = try? TableInput(path: path) else { return false }
        let format = TableFileFormat.detect(path: path, leadingBytes: input.leadingBytes)
        return format == .delimitedText && UnsupportedFormat.detect(path: path, leadingBytes: input.leadingBytes) == nil
            && TextCompression.from(extension: URL(fileURLWithPath: path).pathExtension) == nil
    }
}
