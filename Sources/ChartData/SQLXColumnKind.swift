import Foundation

/// How an x column's values become numbers (seconds since 1970 for dates), and how a number
/// becomes a bound the column's own index can compare with.
public enum SQLXColumnKind: Equatable, Sendable {
    /// Numbers; `isInteger` for integer columns, whose bounds must stay integers for an index.
    case number(isInteger: Bool, isDate: Bool)
    /// SQLite text dates in ISO 8601 (`2024-03-01`, `2024-03-01 12:00:00`, `2024-03-01T12:00`),
    /// compared as text (ISO order is time order); `separator` is the character before the time.
    case isoText(dateOnly: Bool, separator: Character)
    /// PostgreSQL `timestamp`, `timestamptz` or `date`.
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
        case (.isoText, _): return "((julianday(\(column)) - 2440587.5) * 86400.0)"
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
            return dialect == .postgres ? "'\(text)'::float8" : text
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
