import Foundation

/// A Parquet file opened for reading flat columns of numbers, dates, times and text.
///
/// Opening maps the file and decodes its footer (the Thrift `FileMetaData` at its end, see
/// parquet-format's `parquet.thrift`): the schema, the row groups and each column chunk's
/// statistics, so `range(of:)` answers without reading a page. `table(columns:)` then reads
/// only the column chunks asked for, row groups in parallel.
///
/// ```swift
/// let file = try ParquetFile(path: "ticks.parquet")
/// file.columns.map(\.name)                 // ["time", "price"]
/// file.range(of: "price")                  // 9.5...12.25, from the footer alone
/// let table = try file.table(columns: ["time", "price"])
/// table.valueKinds["time"]                 // .instant
/// ```
///
/// Every size and count in the file is checked against the file's size before anything is
/// allocated for it, so a damaged or hostile file gives one `DataFileError` line.
public final class ParquetFile: @unchecked Sendable {
    public let path: String
    /// The top-level columns in schema order, readable or not (`unsupported` says why).
    public let columns: [ParquetColumn]
    /// Rows in the whole file (the row groups' counts added up).
    public let rowCount: Int
    let storage: FileBytesStorage
    let metadata: ParquetMetadata
    /// Each row group's first row.
    let rowGroupStarts: [Int]

    /// The most rows a file may declare for each of its bytes: run-length and dictionary
    /// encoding of real data stay far below; a hostile footer claiming billions of rows in a
    /// few bytes is refused before anything is allocated for them.
    static let trustedRowsPerByte = 4096

    /// The four bytes at both ends of a Parquet file.
    public static let magic: [UInt8] = Array("PAR1".utf8)

    /// Maps and opens `path`.
    public convenience init(path: String) throws(DataFileError) {
        try self.init(storage: try FileBytesStorage.map(path))
    }

    /// Opens a Parquet file held in memory; `name` stands for it in messages.
    public convenience init(bytes: [UInt8], name: String) throws(DataFileError) {
        try self.init(storage: FileBytesStorage(copying: bytes, name: name))
    }

    init(storage: FileBytesStorage) throws(DataFileError) {
        self.storage = storage
        path = storage.name
        let file = storage.name
        func invalid(_ reason: String) -> DataFileError { DataFileError(file: file, problem: "not a valid Parquet file: " + reason) }
        let bytes = storage.bytes
        let size = bytes.count
        guard size >= 12 else { throw invalid("\(size) bytes, shorter than its header and footer") }
        guard Array(bytes[0..<4]) == Self.magic else { throw invalid("no PAR1 at its start") }
        guard Array(bytes[(size - 4)..<size]) == Self.magic else {
            throw invalid("no PAR1 at its end (truncated, or encrypted with PARE)")
        }
        let footerLength = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: size - 8, as: UInt32.self)))
        guard footerLength <= size - 12 else { throw invalid("footer of \(footerLength) bytes in a file of \(size)") }
        let footer = UnsafeRawBufferPointer(rebasing: bytes[(size - 8 - footerLength)..<(size - 8)])
        let metadata: ParquetMetadata
        do { metadata = try ParquetMetadata(footer: footer) } catch { throw invalid("footer: " + error.reason) }
        self.metadata = metadata

        // Row counts: each non-negative, the total trusted only up to what the file's size allows.
        var starts: [Int] = []
        var total = 0
        let trusted = size.multipliedReportingOverflow(by: Self.trustedRowsPerByte).partialValue
        for group in metadata.rowGroups {
            guard group.rowCount >= 0, group.rowCount <= Int64(trusted - total) else {
                throw invalid("row groups declare more rows than \(size) bytes can hold")
            }
            starts.append(total)
            total += Int(group.rowCount)
        }
        rowGroupStarts = starts
        rowCount = total
        columns = try Self.flatColumns(metadata.schema, invalid: invalid)
        let leaves = Self.leafCount(metadata.schema)
        for (index, group) in metadata.rowGroups.enumerated() where group.columns.count != leaves {
            throw invalid("row group \(index + 1) has \(group.columns.count) column chunks for \(leaves) columns")
        }
    }

    /// The root's children as columns: leaves are columns, groups are unsupported (their leaves
    /// still take chunk places, so the indices of later columns stay right).
    private static func flatColumns(_ schema: [ParquetMetadata.SchemaElement],
                                    invalid: (String) -> DataFileError) throws(DataFileError) -> [ParquetColumn] {
        guard let root = schema.first else { throw invalid("no schema") }
        var columns: [ParquetColumn] = []
        var index = 1
        var leaf = 0
        /// Skips the subtree at `index`, counting its leaves.
        func skipSubtree(depth: Int) throws(DataFileError) {
            guard depth < 64 else { throw invalid("schema nested too deep") }
            guard index < schema.count else { throw invalid("schema ends inside a group") }
            let element = schema[index]
            index += 1
            let children = Int(element.childCount ?? 0)
            guard children >= 0, children <= schema.count - index else { throw invalid("a group with more children than the schema") }
            if children == 0 { leaf += 1; return }
            for _ in 0..<children { try skipSubtree(depth: depth + 1) }
        }
        let rootChildren = Int(root.childCount ?? 0)
        guard rootChildren >= 0, rootChildren <= schema.count - 1 else { throw invalid("root with more children than the schema") }
        for _ in 0..<rootChildren {
            guard index < schema.count else { throw invalid("schema ends early") }
            let element = schema[index]
            if (element.childCount ?? 0) > 0 {
                let first = leaf
                try skipSubtree(depth: 0)
                columns.append(ParquetColumn(leaf: element, chunkIndex: first, nestedIn: element.name))
            } else {
                columns.append(ParquetColumn(leaf: element, chunkIndex: leaf))
                index += 1
                leaf += 1
            }
        }
        return columns
    }

    private static func leafCount(_ schema: [ParquetMetadata.SchemaElement]) -> Int {
        schema.dropFirst().filter { ($0.childCount ?? 0) == 0 }.count
    }

    /// How many row groups the file holds (the units `table(columns:rowGroups:)` reads).
    public var rowGroupCount: Int { metadata.rowGroups.count }

    /// The column called `name`.
    public func column(named name: String) -> ParquetColumn? {
        columns.first { $0.name == name }
    }

    /// The smallest and largest value of column `name` over the whole file, from the footer's
    /// statistics alone (no page is read): nil for a text column, or when a row group has no
    /// statistics for it. Values are converted as `table` converts them (seconds for instants).
    public func range(of name: String) -> ClosedRange<Double>? {
        guard let column = column(named: name), column.unsupported == nil, column.valueKind != nil else { return nil }
        var low = Double.infinity, high = -Double.infinity
        for group in metadata.rowGroups where group.rowCount > 0 {
            guard column.chunkIndex < group.columns.count,
                  let stats = group.columns[column.chunkIndex].statistics else { return nil }
            guard let minBytes = stats.min, let maxBytes = stats.max else {
                // A row group of nulls only has no minimum: it adds nothing.
                if let nulls = stats.nullCount, nulls == group.rowCount { continue }
                return nil
            }
            let converter = ParquetValueConverter(column: column)
            guard let minimum = converter.statisticValue(minBytes), let maximum = converter.statisticValue(maxBytes) else { return nil }
            low = min(low, minimum)
            high = max(high, maximum)
        }
        return low <= high ? low...high : nil
    }
}
