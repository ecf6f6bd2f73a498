/// One column of a Parquet file's schema as ChartData reads it: its name, what its values mean,
/// and whether it can be read (flat columns of the supported types).
public struct ParquetColumn: Sendable, Equatable {
    /// What a column's values stand for, from its physical, converted and logical types.
    enum Meaning: Equatable, Sendable {
        case integer(signed: Bool)
        case float
        case float16
        case boolean
        case text
        /// Days since 1970 (INT32 DATE).
        case date
        /// A count of `unitsPerSecond`ths of a second since 1970 (TIMESTAMP of any unit).
        case instant(unitsPerSecond: Int64)
        /// Legacy INT96 timestamps: nanoseconds of the day, then the Julian day.
        case int96Instant
        /// A time of day in `unitsPerSecond`ths of a second, read as seconds.
        case timeOfDay(unitsPerSecond: Int64)
        /// An unscaled integer (INT32, INT64, or big-endian bytes) over 10^scale.
        case decimal(scale: Int32)
    }

    /// The top-level field's name (`DataTable` column name).
    public let name: String
    /// What the numbers mean (`DataTable.valueKinds`); nil for a text column.
    public let valueKind: ValueKind?
    /// Why the column cannot be read (nested, an unknown type), or nil when it can.
    public let unsupported: String?

    let meaning: Meaning
    /// Parquet's physical `Type` (BOOLEAN 0 … FIXED_LEN_BYTE_ARRAY 7).
    let physicalType: Int32
    let typeLength: Int
    /// 1 for an OPTIONAL column (definition levels of one bit), 0 for a REQUIRED one.
    let maxDefinitionLevel: Int
    /// The column chunk's place in each row group's list (leaves in schema order).
    let chunkIndex: Int

    /// The physical types' names, for messages.
    static func physicalTypeName(_ type: Int32) -> String {
        switch type {
        case 0: return "BOOLEAN"
        case 1: return "INT32"
        case 2: return "INT64"
        case 3: return "INT96"
        case 4: return "FLOAT"
        case 5: return "DOUBLE"
        case 6: return "BYTE_ARRAY"
        case 7: return "FIXED_LEN_BYTE_ARRAY"
        default: return "type \(type)"
        }
    }

    /// The width of one PLAIN value of a fixed-width type in bytes (0: byte arrays or booleans).
    var fixedWidth: Int {
        switch physicalType {
        case 1, 4: return 4
        case 2, 5: return 8
        case 3: return 12
        case 7: return typeLength
        default: return 0
        }
    }
}

extension ParquetColumn {
    /// Resolves a leaf's meaning from its schema element; `unsupported` says why not.
    init(leaf element: ParquetMetadata.SchemaElement, chunkIndex: Int, nestedIn group: String? = nil) {
        name = group ?? element.name
        self.chunkIndex = chunkIndex
        physicalType = element.physicalType ?? -1
        typeLength = Int(element.typeLength ?? 0)
        maxDefinitionLevel = element.repetition == 1 ? 1 : 0
        let (meaning, problem) = Self.meaning(of: element)
        self.meaning = meaning
        if group != nil {
            unsupported = "nested columns (groups, lists, maps) are not supported"
        } else if element.repetition == 2 {
            unsupported = "repeated columns (lists) are not supported"
        } else {
            unsupported = problem
        }
        switch meaning {
        case .integer: valueKind = .integer
        case .boolean: valueKind = .boolean
        case .date: valueKind = .date
        case .instant, .int96Instant: valueKind = .instant
        case .float, .float16, .timeOfDay, .decimal: valueKind = .number
        case .text: valueKind = nil
        }
    }

    private static func meaning(of element: ParquetMetadata.SchemaElement) -> (Meaning, String?) {
        let converted = element.convertedType
        let logical = element.logicalType
        if case .decimal(let scale)? = logical { return (.decimal(scale: scale), nil) }
        if converted == 5 { return (.decimal(scale: element.scale ?? 0), nil) }
        switch element.physicalType {
        case 0?: return (.boolean, nil)
        case 1?, 2?:
            switch logical {
            case .date?: return (.date, nil)
            case .timestamp(let units)?: return (.instant(unitsPerSecond: units), nil)
            case .time(let units)?: return (.timeOfDay(unitsPerSecond: units), nil)
            case .integer(_, let signed)?: return (.integer(signed: signed), nil)
            default: break
            }
            switch converted {
            case 6?: return (.date, nil)
            case 7?: return (.timeOfDay(unitsPerSecond: 1_000), nil)
            case 8?: return (.timeOfDay(unitsPerSecond: 1_000_000), nil)
            case 9?: return (.instant(unitsPerSecond: 1_000), nil)
            case 10?: return (.instant(unitsPerSecond: 1_000_000), nil)
            case 11?, 12?, 13?, 14?: return (.integer(signed: false), nil)
            default: return (.integer(signed: true), nil)
            }
        case 3?: return (.int96Instant, nil)
        case 4?, 5?: return (.float, nil)
        case 6?: return (.text, nil)
        case 7?:
            if case .float16? = logical { return (.float16, element.typeLength == 2 ? nil : "FLOAT16 of \(element.typeLength ?? 0) bytes") }
            guard let length = element.typeLength, length > 0 else { return (.text, "FIXED_LEN_BYTE_ARRAY without a length") }
            return (.text, nil)
        case let other?: return (.text, "physical type \(other) is not supported")
        case nil: return (.text, "no physical type")
        }
    }
}
