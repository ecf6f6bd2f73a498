import Foundation

/// Reads the dates and times of a CSV column: ISO 8601 as data files write it.
///
/// Accepted: `2024-03-01`, `2024-03-01T14:30`, `2024-03-01 14:30:05`, `2024-03-01T14:30:05.250`,
/// each optionally followed by `Z`, `+01:00`, `-0500` or `+01`. A text without an offset is a wall
/// clock time in `timeZone` (so `2024-03-10 02:30` in New York, which never happened, is read as
/// 03:30, as Foundation's calendar moves skipped times). Anything else — `2024-02-30`, `14:30`,
/// `03/01/2024` — is not a date: nil.
///
/// ```swift
/// let parser = DateCellParser(timeZone: TimeZone(identifier: "UTC")!)
/// parser.seconds(from: "2023-11-14T22:13:20Z")   // 1_700_000_000
/// ```
struct DateCellParser {
    let timeZone: TimeZone
    private let local: Calendar
    private let utc: Calendar

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var local = Calendar(identifier: .gregorian)
        local.timeZone = timeZone
        self.local = local
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        self.utc = utc
    }

    /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is not an ISO 8601 date.
    func seconds(from text: String) -> Double? {
        var scanner = Scanner(Array(text.trimmingCharacters(in: .whitespaces).utf8))
        guard let year = scanner.digits(exactly: 4), scanner.take("-"),
              let month = scanner.digits(exactly: 2), scanner.take("-"),
              let day = scanner.digits(exactly: 2) else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var offset: Int?
        if scanner.take("T") || scanner.take(" ") {
            guard let h = scanner.digits(exactly: 2), scanner.take(":"), let m = scanner.digits(exactly: 2) else { return nil }
            hour = h
            minute = m
            if scanner.take(":") {
                guard let s = scanner.digits(exactly: 2) else { return nil }
                second = s
                if scanner.take(".") || scanner.take(",") {
                    guard let (digits, count) = scanner.fractionDigits() else { return nil }
                    fraction = Double(digits) / pow(10, Double(count))
                }
            }
            if scanner.take("Z") {
                offset = 0
            } else if let sign = scanner.sign() {
                guard let oh = scanner.digits(exactly: 2) else { return nil }
                var om = 0
                if scanner.take(":") {
                    guard let m = scanner.digits(exactly: 2) else { return nil }
                    om = m
                } else if let m = scanner.digits(exactly: 2) {
                    om = m
                }
                guard oh <= 23, om <= 59 else { return nil }
                offset = sign * (oh * 3600 + om * 60)
            }
        }
        guard scanner.isAtEnd, (1...12).contains(month), (1...31).contains(day), hour <= 23, minute <= 59,
              second <= 60 else { return nil }
        // The calendar would roll 30 February over into March: such a date does not exist.
        var day0 = DateComponents()
        day0.year = year
        day0.month = month
        day0.day = day
        guard let midnight = utc.date(from: day0) else { return nil }
        let back = utc.dateComponents([.year, .month, .day], from: midnight)
        guard back.year == year, back.month == month, back.day == day else { return nil }
        var parts = day0
        parts.hour = hour
        parts.minute = minute
        // A leap second (:60) counts as the first second of the next minute.
        parts.second = min(second, 59)
        guard let date = (offset == nil ? local : utc).date(from: parts) else { return nil }
        return date.timeIntervalSince1970 - Double(offset ?? 0) + Double(second - min(second, 59)) + fraction
    }

    /// A cursor over the bytes of one cell.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
            index += 1
            return true
        }

        mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }

        mutating func digits(exactly count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for i in index..<(index + count) {
                let b = bytes[i]
                guard b >= 48, b <= 57 else { return nil }
                value = value * 10 + Int(b - 48)
            }
            index += count
            return value
        }

        /// One to nine digits (more are read and rounded away).
        mutating func fractionDigits() -> (Int, Int)? {
            var value = 0, count = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                if count < 9 {
                    value = value * 10 + Int(bytes[index] - 48)
                    count += 1
                }
                index += 1
            }
            return count == 0 ? nil : (value, count)
        }
    }
}
