import Foundation

/// How an x column's values become numbers (seconds since 1970 for dates), and how a number
/// becomes a bound the column's own index can compare with.
public enum SQLXColumnKind: Equatable, Sendable {
    /// Numbers; `isInteger` for integer columns, whose bounds must stay integers for an index.
    case number(isInteger: Bool, isDate: Bool)
    /// SQLite text dates in ISO 8601 (`2024-03-01`, `2024-03-01 12:00:00`, `2024-03-01T12:00`),
    /// compared as text (ISO order is time order); `separator` is the character before the time.
    case isoText(dateOnly: Bool, separator: Character)
    /// PostgreSQL `timestamp`, `timestamptz` or `date`; ClickHouse `DateTime` or `Date`.
    case timestamp(type: String)

    /// Whether the values are instants (a date x axis).
    public var isDate: Bool {
        switch self {
        case .number(_, let isDate): return isDate
        case .isoText, .timestamp: return true
        }
    }

    /// The column as a Double expression.
    func numberExpression(_ column: String, dialect: SQLDialect) -> String {
        switch (self, dialect) {
        case (.number, .sqlite): return column
        case (.number, .postgres): return "\(column)::float8"
        case (.number, .clickhouse): return "toFloat64(\(column))"
        case (.isoText, _): return "((julianday(\(column)) - 2440587.5) * 86400.0)"
        // DateTime holds seconds since 1970 and Date days, whatever the server's time zone.
        case (.timestamp(let type), .clickhouse):
            return type == "Date" ? "(toFloat64(toUInt16(\(column))) * 86400)" : "toFloat64(toUInt32(\(column)))"
        case (.timestamp, _): return "extract(epoch from \(column))::float8"
        }
    }

    /// A literal the raw column compares with, at or below `value` (`roundUp`: at or above), so
    /// `column >= bound(lo) AND column < bound(hi, roundUp)` keeps every row of [lo, hi) and the
    /// database can walk its index on the column.
    func bound(_ value: Double, roundUp: Bool, dialect: SQLDialect) -> String {
        switch self {
        case .number(let isInteger, _):
            if isInteger {
                let whole = roundUp ? value.rounded(.up) : value.rounded(.down)
                return String(Int64(max(min(whole, 9.2e18), -9.2e18)))
            }
            let text = String(format: "%.17g", value)
            switch dialect {
            case .postgres: return "'\(text)'::float8"
            case .sqlite: return text
            case .clickhouse: return Self.clickhouseExact(value)
            }
        case .isoText(let dateOnly, let separator):
            // Whole seconds (days) outward: the extra rows fall outside the bins and are dropped.
            let step = dateOnly ? 86400.0 : 1.0
            let edge = roundUp ? (value / step).rounded(.up) * step + step : (value / step).rounded(.down) * step
            let date = Date(timeIntervalSince1970: max(min(edge, 253_402_300_799), -62_135_596_800))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let day = String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
            if dateOnly { return "'\(day)'" }
            return "'\(day)\(separator)" + String(format: "%02d:%02d:%02d", c.hour!, c.minute!, c.second!) + "'"
        case .timestamp(let type) where dialect == .clickhouse:
            // Whole seconds (days) outward, in the column's own type so its sorting key serves.
            if type == "Date" {
                let day = roundUp ? (value / 86400).rounded(.up) : (value / 86400).rounded(.down)
                return "toDate(toUInt16(\(Int64(max(min(day, 65535), 0)))))"
            }
            let second = roundUp ? value.rounded(.up) : value.rounded(.down)
            return "toDateTime(toUInt32(\(Int64(max(min(second, 4_294_967_295), 0)))))"
        case .timestamp(let type):
            let text = String(format: "%.17g", value.isFinite ? max(min(value, 9e12), -2e11) : 0)
            return type == "timestamp with time zone" ? "to_timestamp(\(text))" : "(to_timestamp(\(text)) AT TIME ZONE 'UTC')"
        }
    }

    /// The kind of a SQLite column from one of its values and its declared type; nil when the
    /// value is neither a number nor an ISO date.
    static func sqlite(sample: SQLValue, declaredType: String) -> SQLXColumnKind? {
        let type = declaredType.uppercased()
        switch sample {
        case .null:
            return .number(isInteger: false, isDate: false)
        case .number:
            return .number(isInteger: false, isDate: type.contains("DATE") || type.contains("TIME"))
        case .text(let text):
            let bytes = Array(text.utf8)
            let digit = { (i: Int) in i < bytes.count && bytes[i] >= 48 && bytes[i] <= 57 }
            guard bytes.count >= 10, (0..<4).allSatisfy(digit), bytes[4] == 45, digit(5), digit(6),
                  bytes[7] == 45, digit(8), digit(9) else { return nil }
            if bytes.count == 10 { return .isoText(dateOnly: true, separator: " ") }
            guard bytes.count >= 16, bytes[10] == 32 || bytes[10] == 84, digit(11), digit(12), bytes[13] == 58
            else { return nil }
            return .isoText(dateOnly: false, separator: Character(UnicodeScalar(bytes[10])))
        }
    }

    /// `value` exactly, as ClickHouse reads it: its eight bytes (little-endian) reinterpreted,
    /// because ClickHouse's own parser of decimal text may land one unit in the last place off,
    /// which would move a row at a pixel column's edge into its neighbour.
    static func clickhouseExact(_ value: Double) -> String {
        let bits = value.bitPattern.littleEndian
        let hex = (0..<8).map { String(format: "%02X", (bits >> (8 * UInt64($0))) & 0xFF) }.joined()
        return "reinterpretAsFloat64(unhex('\(hex)'))"
    }

    /// The kind of a ClickHouse column from its type name (`Nullable(…)` and `LowCardinality(…)`
    /// unwrapped, `DateTime('UTC')` read as DateTime); nil for types that are not numbers or
    /// instants.
    static func clickhouse(type: String) -> SQLXColumnKind? {
        let base = ClickHouseType.unwrapped(type)
        if base.hasPrefix("Int") || base.hasPrefix("UInt") { return .number(isInteger: true, isDate: false) }
        if base.hasPrefix("Float") || base.hasPrefix("Decimal") { return .number(isInteger: false, isDate: false) }
        if base == "Date" { return .timestamp(type: "Date") }
        if base == "DateTime" || base.hasPrefix("DateTime(") { return .timestamp(type: "DateTime") }
        return nil
    }

    /// The kind of a PostgreSQL column from its type name; nil for types that are not numbers or
    /// instants.
    static func postgres(type: String) -> SQLXColumnKind? {
        switch type {
        case "smallint", "integer", "bigint": return .number(isInteger: true, isDate: false)
        case "real", "double precision": return .number(isInteger: false, isDate: false)
        case "timestamp without time zone", "timestamp with time zone", "date": return .timestamp(type: type)
        default:
            return type.hasPrefix("numeric") ? .number(isInteger: false, isDate: false) : nil
        }
    }
}
