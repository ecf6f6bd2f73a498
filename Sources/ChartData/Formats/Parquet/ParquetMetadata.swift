/// The parts of a Parquet file's footer (`FileMetaData` in parquet-format's `parquet.thrift`)
/// that reading flat columns needs; every other field is skipped.
///
/// Field numbers below are those of `parquet.thrift`; enum values are its `Type`,
/// `ConvertedType`, `FieldRepetitionType`, `Encoding` and `CompressionCodec`.
struct ParquetMetadata {
    /// `SchemaElement`: a leaf column, or a group (the root, or a nested field) with children.
    struct SchemaElement {
        var name = ""
        var physicalType: Int32?          // 1: Type
        var typeLength: Int32?            // 2
        var repetition: Int32?            // 3: REQUIRED 0, OPTIONAL 1, REPEATED 2
        var childCount: Int32?            // 5
        var convertedType: Int32?         // 6
        var scale: Int32?                 // 7
        var precision: Int32?             // 8
        var logicalType: LogicalType?     // 10
    }

    /// The `LogicalType` union, reduced to what decides how values read.
    enum LogicalType {
        case string, decimal(scale: Int32), date, time(unitsPerSecond: Int64), timestamp(unitsPerSecond: Int64)
        case integer(bits: Int8, signed: Bool), unknown(Int16), float16
    }

    /// `Statistics`: the encoded minimum and maximum (plain encoding of the column's type).
    struct Statistics {
        var min: [UInt8]?
        var max: [UInt8]?
        var nullCount: Int64?
    }

    /// `ColumnMetaData` of one column in one row group.
    struct ColumnChunk {
        var physicalType: Int32 = -1      // 1
        var path: [String] = []           // 3
        var codec: Int32 = 0              // 4
        var valueCount: Int64 = 0         // 5
        var totalCompressedSize: Int64 = 0  // 7
        var dataPageOffset: Int64 = -1    // 9
        var dictionaryPageOffset: Int64?  // 11
        var statistics: Statistics?       // 12
    }

    struct RowGroup {
        var columns: [ColumnChunk] = []   // 1
        var rowCount: Int64 = 0           // 3
    }

    var schema: [SchemaElement] = []      // 2
    var rowCount: Int64 = 0               // 3
    var rowGroups: [RowGroup] = []        // 4

    typealias Malformed = ThriftCompactReader.Malformed

    /// Decodes `FileMetaData` from the footer's bytes.
    init(footer: UnsafeRawBufferPointer) throws(Malformed) {
        var reader = ThriftCompactReader(footer)
        var metadata = self
        try reader.readStruct { (r, id, type) throws(Malformed) in
            switch (id, type) {
            case (2, .list): metadata.schema = try r.readList { (r, _) throws(Malformed) in try Self.schemaElement(&r) }
            case (3, .i64): metadata.rowCount = try r.i64()
            case (4, .list): metadata.rowGroups = try r.readList { (r, _) throws(Malformed) in try Self.rowGroup(&r) }
            default: try r.skip(type)
            }
        }
        self = metadata
    }

    private init() {}

    private static func schemaElement(_ r: inout ThriftCompactReader) throws(Malformed) -> SchemaElement {
        var element = SchemaElement()
        try r.readStruct { (r, id, type) throws(Malformed) in
            switch (id, type) {
            case (1, .i32): element.physicalType = try r.i32()
            case (2, .i32): element.typeLength = try r.i32()
            case (3, .i32): element.repetition = try r.i32()
            case (4, .binary): element.name = try r.string()
            case (5, .i32): element.childCount = try r.i32()
            case (6, .i32): element.convertedType = try r.i32()
            case (7, .i32): element.scale = try r.i32()
            case (8, .i32): element.precision = try r.i32()
            case (10, .structure): element.logicalType = try logicalType(&r)
            default: try r.skip(type)
            }
        }
        return element
    }

    /// The `LogicalType` union: exactly one field is set, its number says which type.
    private static func logicalType(_ r: inout ThriftCompactReader) throws(Malformed) -> LogicalType? {
        var result: LogicalType?
        try r.readStruct { (r, id, type) throws(Malformed) in
            guard type == .structure else { return try r.skip(type) }
            switch id {
            case 1: result = .string; try r.skip(type)
            case 5:
                var scale: Int32 = 0
                try r.readStruct { (r, id, type) throws(Malformed) in
                    if id == 1, type == .i32 { scale = try r.i32() } else { try r.skip(type) }
                }
                result = .decimal(scale: scale)
            case 6: result = .date; try r.skip(type)
            case 7, 8:
                // TimeType and TimestampType: 1 isAdjustedToUTC, 2 unit (a TimeUnit union).
                var units: Int64 = 1000
                try r.readStruct { (r, id, type) throws(Malformed) in
                    guard id == 2, type == .structure else { return try r.skip(type) }
                    // TimeUnit: MILLIS 1, MICROS 2, NANOS 3.
                    try r.readStruct { (r, id, type) throws(Malformed) in
                        switch id {
                        case 1: units = 1_000
                        case 2: units = 1_000_000
                        case 3: units = 1_000_000_000
                        default: break
                        }
                        try r.skip(type)
                    }
                }
                result = id == 7 ? .time(unitsPerSecond: units) : .timestamp(unitsPerSecond: units)
            case 10:
                var bits: Int8 = 64, signed = true
                try r.readStruct { (r, id, type) throws(Malformed) in
                    switch (id, type) {
                    case (1, .byte): bits = Int8(truncatingIfNeeded: try r.byte())
                    case (2, .booleanTrue), (2, .booleanFalse): signed = ThriftCompactReader.boolean(type)
                    default: try r.skip(type)
                    }
                }
                result = .integer(bits: bits, signed: signed)
            case 15: result = .float16; try r.skip(type)
            default: result = .unknown(id); try r.skip(type)
            }
        }
        return result
    }

    private static func rowGroup(_ r: inout ThriftCompactReader) throws(Malformed) -> RowGroup {
        var group = RowGroup()
        try r.readStruct { (r, id, type) throws(Malformed) in
            switch (id, type) {
            case (1, .list): group.columns = try r.readList { (r, _) throws(Malformed) in try columnChunk(&r) }
            case (3, .i64): group.rowCount = try r.i64()
            default: try r.skip(type)
            }
        }
        return group
    }

    private static func columnChunk(_ r: inout ThriftCompactReader) throws(Malformed) -> ColumnChunk {
        var chunk = ColumnChunk()
        var hasMetadata = false
        try r.readStruct { (r, id, type) throws(Malformed) in
            switch (id, type) {
            case (1, .binary): throw Malformed(reason: "a column chunk in another file")
            case (3, .structure):
                hasMetadata = true
                try r.readStruct { (r, id, type) throws(Malformed) in
                    switch (id, type) {
                    case (1, .i32): chunk.physicalType = try r.i32()
                    case (3, .list): chunk.path = try r.readList { (r, _) throws(Malformed) in try r.string() }
                    case (4, .i32): chunk.codec = try r.i32()
                    case (5, .i64): chunk.valueCount = try r.i64()
                    case (7, .i64): chunk.totalCompressedSize = try r.i64()
                    case (9, .i64): chunk.dataPageOffset = try r.i64()
                    case (11, .i64): chunk.dictionaryPageOffset = try r.i64()
                    case (12, .structure): chunk.statistics = try statistics(&r)
                    default: try r.skip(type)
                    }
                }
            default: try r.skip(type)
            }
        }
        guard hasMetadata else { throw Malformed(reason: "a column chunk without metadata") }
        return chunk
    }

    /// `Statistics`: `min_value`/`max_value` (5, 6) when written, else the deprecated
    /// `min`/`max` (2, 1), whose order is only right for signed numbers.
    static func statistics(_ r: inout ThriftCompactReader) throws(Malformed) -> Statistics {
        var stats = Statistics()
        var legacyMin: [UInt8]?, legacyMax: [UInt8]?
        try r.readStruct { (r, id, type) throws(Malformed) in
            switch (id, type) {
            case (1, .binary): legacyMax = Array(try r.binary())
            case (2, .binary): legacyMin = Array(try r.binary())
            case (3, .i64): stats.nullCount = try r.i64()
            case (5, .binary): stats.max = Array(try r.binary())
            case (6, .binary): stats.min = Array(try r.binary())
            default: try r.skip(type)
            }
        }
        if stats.min == nil, stats.max == nil {
            stats.min = legacyMin
            stats.max = legacyMax
        }
        return stats
    }
}

/// `PageHeader` and the headers of the page kinds a column chunk holds.
struct ParquetPageHeader {
    enum Kind { case dataV1, dataV2, dictionary, other }
    var kind = Kind.other                 // 1: DATA_PAGE 0, INDEX_PAGE 1, DICTIONARY_PAGE 2, DATA_PAGE_V2 3
    var uncompressedSize = 0              // 2
    var compressedSize = 0                // 3
    var valueCount = 0                    // 5/7/8: num_values
    var encoding: Int32 = 0               // data or dictionary page encoding
    var nullCount = 0                     // v2: 2
    var definitionLevelsLength = 0        // v2: 5
    var repetitionLevelsLength = 0        // v2: 6
    var isCompressed = true               // v2: 7

    typealias Malformed = ThriftCompactReader.Malformed

    init(_ r: inout ThriftCompactReader) throws(Malformed) {
        var header = ParquetPageHeader()
        try r.readStruct { (r, id, type) throws(Malformed) in
            switch (id, type) {
            case (1, .i32):
                switch try r.i32() {
                case 0: header.kind = .dataV1
                case 2: header.kind = .dictionary
                case 3: header.kind = .dataV2
                default: header.kind = .other
                }
            case (2, .i32): header.uncompressedSize = try r.count("page size")
            case (3, .i32): header.compressedSize = try r.count("page size")
            case (5, .structure), (7, .structure):
                try r.readStruct { (r, id, type) throws(Malformed) in
                    switch (id, type) {
                    case (1, .i32): header.valueCount = try r.count("value count")
                    case (2, .i32): header.encoding = try r.i32()
                    default: try r.skip(type)
                    }
                }
            case (8, .structure):
                try r.readStruct { (r, id, type) throws(Malformed) in
                    switch (id, type) {
                    case (1, .i32): header.valueCount = try r.count("value count")
                    case (2, .i32): header.nullCount = try r.count("null count")
                    case (4, .i32): header.encoding = try r.i32()
                    case (5, .i32): header.definitionLevelsLength = try r.count("level length")
                    case (6, .i32): header.repetitionLevelsLength = try r.count("level length")
                    case (7, .booleanTrue), (7, .booleanFalse): header.isCompressed = ThriftCompactReader.boolean(type)
                    default: try r.skip(type)
                    }
                }
            default: try r.skip(type)
            }
        }
        self = header
    }

    private init() {}
}
