/// One top-level field of an Arrow IPC schema as ChartData reads it: its name, what its values
/// mean, and whether it can be read (flat fields of the supported types).
public struct ArrowColumn: Sendable, Equatable {
    /// The field's type, reduced to how its values read (`Schema.fbs`'s `Type` union).
    enum Storage: Equatable, Sendable {
        case integer(bytes: Int, signed: Bool)
        case float(bytes: Int)              // 2, 4, 8
        case boolean                        // bit-packed
        case decimal(bytes: Int, scale: Int32)
        /// A fixed-width integer of `unitsPerSecond`ths of a second (timestamps, dates in
        /// milliseconds, times, durations); dates in days are `unitsPerSecond` 1 / 86400,
        /// written as `daysBytes`.
        case scaled(bytes: Int, unitsPerSecond: Int64)
        case days                           // Date(DAY): int32 days
        case text(largeOffsets: Bool)       // Utf8, Binary (32-bit offsets) or Large* (64-bit)
        /// Dictionary-encoded (pandas' categoricals): integer indices into dictionary `id`'s
        /// values, which have the field's own type (`values`).
        indirect case dictionary(id: Int64, indexBytes: Int, signed: Bool, values: Storage)
        case unsupported
    }

    public let name: String
    /// What the numbers mean (`DataTable.valueKinds`); nil for a text column.
    public let valueKind: ValueKind?
    /// Why the column cannot be read (nested, dictionary-encoded, an unknown type), or nil.
    public let unsupported: String?

    let storage: Storage
    /// The field's first node and buffer in a record batch's flattened lists.
    let nodeIndex: Int
    let bufferIndex: Int
}

extension ArrowColumn {
    /// Reads a top-level `Field` table; `nodes` and `buffers` advance past the field and its
    /// children (pre-order), as a record batch lays them out. Throws only for metadata that
    /// cannot be laid out (an unknown type, a view type whose buffer count varies).
    init(field: FlatBufferTable, nodes: inout Int, buffers: inout Int) throws(FlatBufferTable.Malformed) {
        name = try field.string(0) ?? ""
        nodeIndex = nodes
        bufferIndex = buffers
        let (storage, problem) = try Self.storage(of: field)
        var budget = 10_000
        try Self.advance(field, nodes: &nodes, buffers: &buffers, depth: 0, budget: &budget)
        if let encoding = try field.table(4) {
            // DictionaryEncoding: id 0, indexType 1 (Int: bitWidth 0, is_signed 1; int32 when absent).
            let index = try encoding.table(1)
            let bits = try index?.int(0, as: Int32.self) ?? 32
            if problem == nil, case .text = storage, [8, 16, 32, 64].contains(bits) {
                self.storage = .dictionary(id: try encoding.int(0, as: Int64.self), indexBytes: Int(bits) / 8,
                                           signed: try index?.bool(1) ?? true, values: storage)
                unsupported = nil
            } else {
                self.storage = .unsupported
                unsupported = problem.map { "dictionary-encoded \($0)" }
                    ?? "dictionary-encoded columns of numbers are not supported (only of strings)"
            }
        } else {
            self.storage = storage
            unsupported = problem
        }
        switch self.storage {
        case .integer: valueKind = .integer
        case .boolean: valueKind = .boolean
        case .days: valueKind = .date
        case .scaled(_, _):
            let typeID = (try? field.int(2, as: UInt8.self)) ?? 0
            valueKind = typeID == 10 ? .instant : typeID == 8 ? .date : .number
        case .float, .decimal: valueKind = .number
        case .text, .dictionary, .unsupported: valueKind = nil
        }
    }

    /// `Type` union member ids (Schema.fbs): Null 1, Int 2, FloatingPoint 3, Binary 4, Utf8 5,
    /// Bool 6, Decimal 7, Date 8, Time 9, Timestamp 10, Interval 11, List 12, Struct_ 13,
    /// Union 14, FixedSizeBinary 15, FixedSizeList 16, Map 17, Duration 18, LargeBinary 19,
    /// LargeUtf8 20, LargeList 21, RunEndEncoded 22, BinaryView 23, Utf8View 24, ListView 25,
    /// LargeListView 26.
    private static func storage(of field: FlatBufferTable) throws(FlatBufferTable.Malformed) -> (Storage, String?) {
        let typeID = try field.int(2, as: UInt8.self)
        let type = try field.table(3)
        func unitsPerSecond(_ unit: Int16) -> Int64 {
            switch unit {   // TimeUnit: SECOND 0, MILLISECOND 1, MICROSECOND 2, NANOSECOND 3
            case 0: return 1
            case 1: return 1_000
            case 2: return 1_000_000
            default: return 1_000_000_000
            }
        }
        switch typeID {
        case 2:
            let bits = try type?.int(0, as: Int32.self) ?? 0
            guard [8, 16, 32, 64].contains(bits) else { return (.unsupported, "Int of \(bits) bits") }
            return (.integer(bytes: Int(bits) / 8, signed: try type?.bool(1) ?? false), nil)
        case 3:
            switch try type?.int(0, as: Int16.self) ?? 0 {
            case 0: return (.float(bytes: 2), nil)
            case 1: return (.float(bytes: 4), nil)
            default: return (.float(bytes: 8), nil)
            }
        case 4, 5: return (.text(largeOffsets: false), nil)
        case 19, 20: return (.text(largeOffsets: true), nil)
        case 6: return (.boolean, nil)
        case 7:
            let bits = try type?.int(2, as: Int32.self, default: 128) ?? 128
            guard [32, 64, 128, 256].contains(bits) else { return (.unsupported, "Decimal of \(bits) bits") }
            return (.decimal(bytes: Int(bits) / 8, scale: try type?.int(1, as: Int32.self) ?? 0), nil)
        case 8:
            // DateUnit: DAY 0 (int32), MILLISECOND 1 (int64).
            return try type?.int(0, as: Int16.self, default: 1) == 0 ? (.days, nil) : (.scaled(bytes: 8, unitsPerSecond: 1_000), nil)
        case 9:
            let bits = try type?.int(1, as: Int32.self, default: 32) ?? 32
            guard bits == 32 || bits == 64 else { return (.unsupported, "Time of \(bits) bits") }
            return (.scaled(bytes: Int(bits) / 8, unitsPerSecond: unitsPerSecond(try type?.int(0, as: Int16.self, default: 1) ?? 1)), nil)
        case 10, 18:
            return (.scaled(bytes: 8, unitsPerSecond: unitsPerSecond(try type?.int(0, as: Int16.self) ?? 0)), nil)
        case 12, 13, 14, 16, 17, 21, 22, 25, 26:
            return (.unsupported, "nested columns (lists, structs, maps, unions) are not supported")
        case 1: return (.unsupported, "a column of nulls only")
        default: return (.unsupported, "Arrow type \(typeID) is not supported")
        }
    }

    /// Moves past the nodes and buffers of `field` and its children (Columnar.rst, "Buffer
    /// Layout"; a dictionary-encoded field lays out its indices).
    /// `budget` counts the fields visited: children vectors may share tables, so a hostile
    /// schema could otherwise make the walk exponential.
    private static func advance(_ field: FlatBufferTable, nodes: inout Int, buffers: inout Int, depth: Int,
                                budget: inout Int) throws(FlatBufferTable.Malformed) {
        guard depth < 64 else { throw FlatBufferTable.Malformed(reason: "schema nested too deep") }
        budget -= 1
        guard budget >= 0 else { throw FlatBufferTable.Malformed(reason: "a field with more than 10000 children") }
        nodes += 1
        let typeID = try field.int(2, as: UInt8.self)
        if try field.table(4) != nil {
            buffers += 2
            return
        }
        switch typeID {
        case 1: break
        case 4, 5, 19, 20, 25, 26: buffers += 3
        case 12, 17, 21: buffers += 2
        case 13, 16: buffers += 1
        case 14:
            // UnionMode: Sparse 0 (type ids), Dense 1 (type ids and offsets); no validity.
            buffers += try field.table(3)?.int(0, as: Int16.self) == 1 ? 2 : 1
        case 22: break
        case 23, 24: throw FlatBufferTable.Malformed(reason: "view types (Utf8View, BinaryView) are not supported")
        case 0: throw FlatBufferTable.Malformed(reason: "a field without a type")
        default: buffers += 2
        }
        for child in try field.tables(5) { try advance(child, nodes: &nodes, buffers: &buffers, depth: depth + 1, budget: &budget) }
    }
}
