import Foundation

/// An Arrow IPC file opened for reading flat columns: the file format (Feather v2, `ARROW1` at
/// both ends) or the stream format (messages each after a 0xFFFFFFFF continuation marker).
///
/// The file is memory-mapped and its messages walked once (`Message.fbs`: a Schema message,
/// then RecordBatch messages, each a FlatBuffers header and a body of buffers). Columns come
/// out as numbers or text in a `DataTable`; an uncompressed Float64 or Int64 column without
/// nulls in a single record batch is also available in place as a `MappedColumn`
/// (`mappedColumn(named:)`), read straight from the page cache as a `.npy` column is; a Float64
/// column over many uncompressed batches is available in place as a `ChunkedColumn`
/// (`mappedChunks(named:)`, one run per batch); and
/// `strideSample(rows:)` reads every k-th row of any file in place for a coarse first picture.
///
/// ```swift
/// let file = try ArrowIPCFile(path: "ticks.feather")
/// let table = try file.table(columns: ["time", "price"])
/// let price = file.mappedColumn(named: "price")   // nil when compressed, nullable or chunked
/// let runs = file.mappedChunks(named: "price")    // Float64 across uncompressed batches
/// ```
public final class ArrowIPCFile: @unchecked Sendable {
    /// Where one record batch's metadata and body lie in the file.
    struct Batch {
        var metadata: FlatBufferTable
        var bodyStart: Int
        var bodyLength: Int
        var length: Int
    }

    public let path: String
    public let columns: [ArrowColumn]
    /// Rows in the whole file (the record batches' lengths added up).
    public let rowCount: Int
    let storage: FileBytesStorage
    let batches: [Batch]
    /// The dictionary batches by dictionary id, in file order (a delta batch appends to the
    /// ones before it; a batch that is not a delta replaces them).
    let dictionaries: [Int64: [Batch]]

    /// `ARROW1`, the file format's magic at both ends (Feather v2 is this format).
    public static let fileMagic: [UInt8] = Array("ARROW1".utf8)
    /// The stream format's continuation marker, before each message's length.
    static let continuation: UInt32 = 0xFFFF_FFFF

    /// Whether `bytes` (a file's first bytes) start an Arrow IPC file or stream.
    public static func recognises(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: fileMagic) || bytes.starts(with: [0xFF, 0xFF, 0xFF, 0xFF])
    }

    /// Maps and opens `path`.
    public convenience init(path: String) throws(DataFileError) {
        try self.init(storage: try FileBytesStorage.map(path))
    }

    /// Opens Arrow IPC bytes held in memory; `name` stands for them in messages.
    public convenience init(bytes: [UInt8], name: String) throws(DataFileError) {
        try self.init(storage: FileBytesStorage(copying: bytes, name: name))
    }

    init(storage: FileBytesStorage) throws(DataFileError) {
        self.storage = storage
        path = storage.name
        let file = storage.name
        func invalid(_ reason: String) -> DataFileError { DataFileError(file: file, problem: "not a valid Arrow IPC file: " + reason) }
        let bytes = storage.bytes
        guard bytes.count >= 8 else { throw invalid("\(bytes.count) bytes, shorter than a message") }
        // The file format: the stream starts after the 6-byte magic and 2 bytes of padding.
        var position = Array(bytes[0..<6]) == Self.fileMagic ? 8 : 0
        var schema: FlatBufferTable?
        var batches: [Batch] = []
        var dictionaries: [Int64: [Batch]] = [:]
        var total = 0
        do {
            while position <= bytes.count - 8 {
                var length = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
                var metadataStart = position + 4
                if UInt32(length) == Self.continuation {
                    length = Int(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: position + 4, as: Int32.self)))
                    metadataStart = position + 8
                }
                if length == 0 { break }    // end of stream
                guard length > 0, length <= bytes.count - metadataStart else { throw invalid("a message of \(length) bytes past the end") }
                let message = try FlatBufferTable(root: UnsafeRawBufferPointer(rebasing: bytes[metadataStart..<(metadataStart + length)]))
                let bodyLength = try message.int(3, as: Int64.self)
                let bodyStart = metadataStart + length
                guard bodyLength >= 0, bodyLength <= Int64(bytes.count - bodyStart) else { throw invalid("a message body past the end") }
                // MessageHeader: Schema 1, DictionaryBatch 2, RecordBatch 3.
                switch try message.int(1, as: UInt8.self) {
                case 1:
                    if schema == nil { schema = try message.table(2) }
                case 2:
                    // DictionaryBatch: id 0, data 1 (a RecordBatch of one column), isDelta 2.
                    guard let header = try message.table(2), let data = try header.table(1) else {
                        throw invalid("a dictionary batch without data")
                    }
                    let id = try header.int(0, as: Int64.self)
                    let rows = try data.int(0, as: Int64.self)
                    guard rows >= 0, rows <= Int64(bytes.count) * 8 else { throw invalid("a dictionary batch of \(rows) values") }
                    let batch = Batch(metadata: data, bodyStart: bodyStart, bodyLength: Int(bodyLength), length: Int(rows))
                    dictionaries[id] = (try header.bool(2) ? dictionaries[id] ?? [] : []) + [batch]
                case 3:
                    guard let header = try message.table(2) else { throw invalid("a record batch without a header") }
                    let rows = try header.int(0, as: Int64.self)
                    // A batch's rows are bounded by its buffers when read; here only by the file.
                    guard rows >= 0, rows <= Int64(bytes.count) * 8 - Int64(total) else { throw invalid("a record batch of \(rows) rows") }
                    batches.append(Batch(metadata: header, bodyStart: bodyStart, bodyLength: Int(bodyLength), length: Int(rows)))
                    total += Int(rows)
                default:
                    break
                }
                position = bodyStart + Int(bodyLength)
                // The file format's footer follows the stream's end marker; stop at its magic.
                if position <= bytes.count - 6, Array(bytes[position..<(position + 6)]) == Self.fileMagic { break }
            }
            guard let schema else { throw invalid("no schema message") }
            var nodes = 0, buffers = 0
            var columns: [ArrowColumn] = []
            for field in try schema.tables(1) {
                columns.append(try ArrowColumn(field: field, nodes: &nodes, buffers: &buffers))
            }
            self.columns = columns
        } catch let error as DataFileError {
            throw error
        } catch {
            throw invalid((error as? FlatBufferTable.Malformed)?.reason ?? "\(error)")
        }
        self.batches = batches
        self.dictionaries = dictionaries
        rowCount = total
    }

    public func column(named name: String) -> ArrowColumn? {
        columns.first { $0.name == name }
    }
}
