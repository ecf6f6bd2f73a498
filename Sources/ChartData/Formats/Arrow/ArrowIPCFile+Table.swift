import Foundation

extension ArrowIPCFile {
    struct Failure: Error {
        var reason: String
    }

    /// One buffer's bytes: in the mapping (uncompressed) or decompressed into memory.
    enum BufferBytes {
        case mapped(UnsafeRawBufferPointer, fileOffset: Int)
        case owned([UInt8])

        func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> R) throws(Failure) -> R {
            switch self {
            case .mapped(let bytes, _): return try body(bytes)
            case .owned(let array):
                return try array.withBytes { (raw) throws(Failure) -> R in try body(raw) }
            }
        }
    }

    /// Reads `names` (nil: every readable column) into a `DataTable`, record batch after
    /// record batch: numbers with NaN for nulls, text with "" for nulls, `valueKinds` from the
    /// schema. Missing or unsupported columns asked for by name are an error naming them.
    public func table(columns names: Set<String>? = nil) throws(DataFileError) -> DataTable {
        let chosen = try columns.chosen(names, file: path)
        try storage.checkUnchanged()
        var table = DataTable(columns: [], rowCount: rowCount)
        for column in chosen {
            table.columnNames.append(column.name)
            if let kind = column.valueKind {
                table.columns.append(DataTable.Column(name: column.name, values: try numbers(column)))
                table.valueKinds[column.name] = kind
                continue
            }
            var texts: [String] = []
            texts.reserveCapacity(rowCount)
            for (index, batch) in batches.enumerated() {
                do { try appendTexts(column, batch, to: &texts) } catch {
                    throw DataFileError(file: path, problem: "column \(DataFileError.quoted(column.name)), record batch \(index + 1): \(error.reason)")
                }
            }
            table.textColumns[column.name] = texts
        }
        try storage.checkUnchanged()
        return table
    }

    /// Numeric column `name` of every record batch as one array of Doubles (seconds for time,
    /// NaN for nulls), as `table(columns:)` reads it; nil for a text or unreadable column.
    public func numbers(ofColumn name: String) throws(DataFileError) -> [Double]? {
        guard let column = column(named: name), column.unsupported == nil, column.valueKind != nil else { return nil }
        try storage.checkUnchanged()
        let values = try numbers(column)
        try storage.checkUnchanged()
        return values
    }

    /// A numeric column's batches decoded in parallel, each straight into its own rows of the
    /// one array (the batches' row counts add up to `rowCount`): a file of many record batches
    /// (pyarrow writes 64 Ki rows each) is concatenated once, with no intermediate arrays. A
    /// compressed batch is decompressed on its own, so what is held beside the result is one
    /// batch's buffer per core; the batch's mapped pages leave the process once it is read.
    func numbers(_ column: ArrowColumn) throws(DataFileError) -> [Double] {
        var starts: [Int] = [0]
        starts.reserveCapacity(batches.count + 1)
        for batch in batches { starts.append(starts[starts.count - 1] + batch.length) }
        let failures = FirstFailure()
        let values = [Double](unsafeUninitializedCapacity: rowCount) { buffer, initialized in
            let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: batches.count) { index in
                let batch = batches[index]
                let rows = UnsafeMutableBufferPointer(start: base.map { $0 + starts[index] }, count: batch.length)
                do throws(Failure) { try writeNumbers(column, batch, into: rows) } catch {
                    // Its rows still hold defined values; the error is what the caller sees.
                    rows.update(repeating: .nan)
                    failures.record(index, DataFileError(file: path, problem: "column \(DataFileError.quoted(column.name)), record batch \(index + 1): \(error.reason)"))
                }
                storage.release(batch.bodyStart..<(batch.bodyStart + batch.bodyLength))
            }
            initialized = rowCount
        }
        if let failure = failures.first { throw failure }
        return values
    }

    /// Column `name` read in place from the mapping, with no copy: when the file holds one
    /// record batch, uncompressed, and the column is Float64 or Int64 (a plain integer, or a
    /// timestamp, date or duration in 64-bit units: see `unitsPerSecond(ofColumn:)`) without
    /// nulls. Nil otherwise (read it through `table(columns:)`).
    public func mappedColumn(named name: String) -> MappedColumn? {
        guard batches.count == 1, let column = column(named: name), column.unsupported == nil,
              let batch = batches.first, (try? batch.metadata.table(3)) == nil else { return nil }
        let type: NumericType
        switch column.storage {
        case .float(8): type = NumericType(kind: .float, size: 8)
        case .integer(8, true), .scaled(8, _): type = NumericType(kind: .signed, size: 8)
        default: return nil
        }
        guard let node = try? fieldNode(batch, column.nodeIndex), node.nulls == 0, node.length == batch.length,
              case .mapped(_, let offset)? = try? buffer(batch, column.bufferIndex + 1, needed: node.length * 8) else { return nil }
        guard let mapped = storage.mapped else { return nil }
        return try? MappedColumn(file: mapped, type: type, offset: offset, stride: 8, count: node.length)
    }

    /// How many of column `name`'s stored integers make one second (1000 for a timestamp in
    /// milliseconds), nil for a column whose values are plain numbers: what turns a
    /// `mappedColumn(named:)` of time into seconds since 1970, as `table(columns:)` gives them.
    public func unitsPerSecond(ofColumn name: String) -> Int64? {
        guard case .scaled(8, let units)? = column(named: name)?.storage else { return nil }
        return units
    }

    /// `FieldNode` `index` of `batch`: the field's length and null count.
    func fieldNode(_ batch: Batch, _ index: Int) throws(Failure) -> (length: Int, nulls: Int) {
        do {
            guard let (start, count) = try batch.metadata.vector(1, elementSize: 16), index < count else {
                throw Failure(reason: "no field node \(index + 1)")
            }
            let length = batch.metadata.load(Int64.self, at: start + 16 * index)
            let nulls = batch.metadata.load(Int64.self, at: start + 16 * index + 8)
            guard length == Int64(batch.length), nulls >= 0, nulls <= length else {
                throw Failure(reason: "field node of \(length) values (\(nulls) null) in a batch of \(batch.length)")
            }
            return (Int(length), Int(nulls))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(reason: (error as? FlatBufferTable.Malformed)?.reason ?? "\(error)")
        }
    }

    /// Buffer `index` of `batch`, decompressed when the batch is: at least `needed` bytes
    /// (what the column's length requires), else an error. A compressed buffer's declared size
    /// is checked against what the column needs before anything is allocated.
    /// `neededFromLength`: whether `needed` follows from the column's length (bounded by the
    /// file) rather than from the file's own offsets (text data), which a hostile file could
    /// make huge: then only 1024 times the compressed size is believed.
    func buffer(_ batch: Batch, _ index: Int, needed: Int, neededFromLength: Bool = true) throws(Failure) -> BufferBytes {
        guard let base = storage.bytes.baseAddress else { throw Failure(reason: "empty file") }
        let offset: Int64, length: Int64, codec: Int8?
        do {
            guard let (start, count) = try batch.metadata.vector(2, elementSize: 16), index < count else {
                throw Failure(reason: "no buffer \(index + 1)")
            }
            offset = batch.metadata.load(Int64.self, at: start + 16 * index)
            length = batch.metadata.load(Int64.self, at: start + 16 * index + 8)
            codec = try batch.metadata.table(3).map { (compression) throws(FlatBufferTable.Malformed) -> Int8 in try compression.int(0, as: Int8.self) }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(reason: (error as? FlatBufferTable.Malformed)?.reason ?? "\(error)")
        }
        guard offset >= 0, length >= 0, offset <= Int64(batch.bodyLength), length <= Int64(batch.bodyLength) - offset else {
            throw Failure(reason: "buffer \(index + 1) lies outside its record batch")
        }
        let bytes = UnsafeRawBufferPointer(start: base + batch.bodyStart + Int(offset), count: Int(length))
        guard let codec, length > 0 else {
            guard bytes.count >= needed else { throw Failure(reason: "buffer \(index + 1) holds \(bytes.count) bytes, \(needed) needed") }
            return .mapped(bytes, fileOffset: batch.bodyStart + Int(offset))
        }
        // Compressed: an 8-byte decompressed length first; -1 means the rest is not compressed.
        guard bytes.count >= 8 else { throw Failure(reason: "compressed buffer \(index + 1) shorter than its length") }
        let size = Int64(littleEndian: bytes.loadUnaligned(as: Int64.self))
        let payload = UnsafeRawBufferPointer(rebasing: bytes[8...])
        if size == -1 {
            guard payload.count >= needed else { throw Failure(reason: "buffer \(index + 1) holds \(payload.count) bytes, \(needed) needed") }
            return .mapped(payload, fileOffset: batch.bodyStart + Int(offset) + 8)
        }
        // A negative size (other than -1) or need, or a need near Int64.max, is a hostile header:
        // they trapped in the allocation and in the sum below (the fuzzer's crash-26449c9c).
        guard size >= 0, needed >= 0, size >= Int64(needed),
              (neededFromLength && needed <= Int.max - 4096 && size <= Int64(needed) + 4096)
                || size <= Int64(payload.count) * 1024 + 4096 else {
            throw Failure(reason: "compressed buffer \(index + 1) declares \(size) bytes, \(needed) needed")
        }
        let kind: BlockDecompression.Codec
        switch codec {
        case 0: kind = .lz4Frame
        case 1: kind = .zstd
        default: throw Failure(reason: "compression codec \(codec) is not supported")
        }
        do { return .owned(try BlockDecompression.decompress(payload, codec: kind, size: Int(size))) } catch {
            throw Failure(reason: error.reason)
        }
    }

    /// The validity bits of a field with nulls (nil: every value is valid).
    func validity(_ batch: Batch, _ column: ArrowColumn, nulls: Int, length: Int) throws(Failure) -> BufferBytes? {
        guard nulls > 0 else { return nil }
        return try buffer(batch, column.bufferIndex, needed: (length + 7) / 8)
    }

    /// The value buffer of a numeric `column` in `batch` (checked to hold `length` values of its
    /// width, bits for booleans) and its validity bitmap, if any.
    func numericBuffers(_ column: ArrowColumn, _ batch: Batch, length: Int, nulls: Int) throws(Failure) -> (data: BufferBytes, valid: BufferBytes?) {
        let width: Int
        switch column.storage {
        case .integer(let bytes, _), .float(let bytes), .decimal(let bytes, _), .scaled(let bytes, _): width = bytes
        case .days: width = 4
        case .boolean: width = 0
        case .text, .dictionary, .unsupported: throw Failure(reason: "not a numeric column")
        }
        let (needed, overflow) = length.multipliedReportingOverflow(by: width)
        guard !overflow else { throw Failure(reason: "\(length) values overflow") }
        let data = try buffer(batch, column.bufferIndex + 1, needed: width == 0 ? (length + 7) / 8 : needed)
        return (data, try validity(batch, column, nulls: nulls, length: length))
    }

    /// Writes `batch`'s values of `column` into `output` (its `length` rows).
    private func writeNumbers(_ column: ArrowColumn, _ batch: Batch, into output: UnsafeMutableBufferPointer<Double>) throws(Failure) {
        let (length, nulls) = try fieldNode(batch, column.nodeIndex)
        guard length == output.count else { throw Failure(reason: "\(length) values in a batch of \(output.count) rows") }
        let (data, valid) = try numericBuffers(column, batch, length: length, nulls: nulls)
        try data.withBytes { (raw) throws(Failure) in
            switch column.storage {
            case .float(8):
                for i in 0..<length { output[i] = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))) }
            case .float(4):
                for i in 0..<length { output[i] = Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))) }
            case .float:
                for i in 0..<length { output[i] = ParquetValueConverter.half(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: i * 2, as: UInt16.self))) }
            case .boolean:
                for i in 0..<length { output[i] = Double((raw[i >> 3] >> UInt8(i & 7)) & 1) }
            case .integer(let bytes, let signed):
                for i in 0..<length { output[i] = Self.integer(raw, at: i * bytes, bytes: bytes, signed: signed) }
            case .days:
                for i in 0..<length { output[i] = Double(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: Int32.self))) * 86_400 }
            case .scaled(let bytes, let units):
                for i in 0..<length {
                    let value = bytes == 4 ? Int64(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: Int32.self)))
                        : Int64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: Int64.self))
                    let (seconds, rest) = value.quotientAndRemainder(dividingBy: units)
                    output[i] = Double(seconds) + Double(rest) / Double(units)
                }
            case .decimal(let bytes, let scale):
                let divisor = pow(10, Double(scale))
                for i in 0..<length {
                    // Little-endian two's complement: the most significant byte carries the sign.
                    var value = Double(Int8(bitPattern: raw[i * bytes + bytes - 1]))
                    for k in stride(from: bytes - 2, through: 0, by: -1) { value = value * 256 + Double(raw[i * bytes + k]) }
                    output[i] = value / divisor
                }
            case .text, .dictionary, .unsupported:
                break
            }
        }
        if let valid {
            try valid.withBytes { (bits) throws(Failure) in
                for i in 0..<length where (bits[i >> 3] >> UInt8(i & 7)) & 1 == 0 { output[i] = .nan }
            }
        }
    }

    static func integer(_ raw: UnsafeRawBufferPointer, at offset: Int, bytes: Int, signed: Bool) -> Double {
        switch (bytes, signed) {
        case (1, true): return Double(raw.loadUnaligned(fromByteOffset: offset, as: Int8.self))
        case (1, false): return Double(raw.loadUnaligned(fromByteOffset: offset, as: UInt8.self))
        case (2, true): return Double(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int16.self)))
        case (2, false): return Double(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        case (4, true): return Double(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)))
        case (4, false): return Double(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        case (_, true): return Double(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
        default: return Double(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        }
    }

    private func appendTexts(_ column: ArrowColumn, _ batch: Batch, to output: inout [String]) throws(Failure) {
        if case .dictionary(let id, let indexBytes, let signed, let values) = column.storage {
            return try appendDictionaryTexts(column, batch, id: id, indexBytes: indexBytes, signed: signed, values: values, to: &output)
        }
        guard case .text(let large) = column.storage else { throw Failure(reason: "not a text column") }
        let (length, nulls) = try fieldNode(batch, column.nodeIndex)
        let offsetWidth = large ? 8 : 4
        let offsets = try buffer(batch, column.bufferIndex + 1, needed: length == 0 ? 0 : (length + 1) * offsetWidth)
        let valid = try validity(batch, column, nulls: nulls, length: length)
        guard length > 0 else { return }
        let ends: [Int] = try offsets.withBytes { (raw) throws(Failure) -> [Int] in
            (0...length).map { i in
                large ? Int(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: Int64.self)))
                    : Int(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: Int32.self)))
            }
        }
        guard let last = ends.last, ends[0] >= 0 else { throw Failure(reason: "negative offsets") }
        let data = try buffer(batch, column.bufferIndex + 2, needed: last, neededFromLength: false)
        let validBits: [UInt8]? = try valid?.withBytes { (bits) throws(Failure) -> [UInt8] in Array(bits) }
        try data.withBytes { (raw) throws(Failure) in
            for i in 0..<length {
                if let validBits, (validBits[i >> 3] >> UInt8(i & 7)) & 1 == 0 { output.append(""); continue }
                // Checked at every valid value: the offsets of nulls before it are never looked at.
                guard ends[i] >= 0, ends[i] <= ends[i + 1], ends[i + 1] <= raw.count else { throw Failure(reason: "offsets out of order") }
                output.append(String(decoding: raw[ends[i]..<ends[i + 1]], as: UTF8.self))
            }
        }
    }

    /// A dictionary-encoded text column: each index looked up in dictionary `id` (its batches'
    /// values read as a text column of their own: node 0, buffers 0-2), nulls "".
    private func appendDictionaryTexts(_ column: ArrowColumn, _ batch: Batch, id: Int64, indexBytes: Int, signed: Bool,
                                       values: ArrowColumn.Storage, to output: inout [String]) throws(Failure) {
        guard let parts = dictionaries[id] else { throw Failure(reason: "dictionary \(id) is missing") }
        var words: [String] = []
        let entry = ArrowColumn(name: column.name, valueKind: nil, unsupported: nil, storage: values, nodeIndex: 0, bufferIndex: 0)
        for part in parts { try appendTexts(entry, part, to: &words) }
        let (length, nulls) = try fieldNode(batch, column.nodeIndex)
        let (needed, overflow) = length.multipliedReportingOverflow(by: indexBytes)
        guard !overflow else { throw Failure(reason: "\(length) values overflow") }
        let indices = try buffer(batch, column.bufferIndex + 1, needed: needed)
        let valid = try validity(batch, column, nulls: nulls, length: length)
        let validBits: [UInt8]? = try valid?.withBytes { (bits) throws(Failure) -> [UInt8] in Array(bits) }
        output.reserveCapacity(output.count + length)
        try indices.withBytes { (raw) throws(Failure) in
            for i in 0..<length {
                if let validBits, (validBits[i >> 3] >> UInt8(i & 7)) & 1 == 0 { output.append(""); continue }
                let index = Self.integer(raw, at: i * indexBytes, bytes: indexBytes, signed: signed)
                guard index >= 0, index < Double(words.count) else {
                    throw Failure(reason: "index \(Int64(exactly: index) ?? -1) past its dictionary of \(words.count) values")
                }
                output.append(words[Int(index)])
            }
        }
    }
}

/// The first error of parallel work (lowest index wins, so the message does not depend on
/// which thread ran first).
final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var found: (index: Int, error: DataFileError)?

    func record(_ index: Int, _ error: DataFileError) {
        lock.lock()
        defer { lock.unlock() }
        if found == nil || index < found!.index { found = (index, error) }
    }

    var first: DataFileError? {
        lock.lock()
        defer { lock.unlock() }
        return found?.error
    }
}
