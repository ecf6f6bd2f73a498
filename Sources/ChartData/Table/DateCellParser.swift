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
package struct DateCellParser {
    package let timeZone: TimeZone
    private let local: Calendar
    private let utc: Calendar

    package init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var local = Calendar(identifier: .gregorian)
        local.timeZone = timeZone
        self.local = local
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        self.utc = utc
    }

    /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is not an ISO 8601 date.
    package func seconds(from text: String) -> Double? {
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
        // 30 February does not exist. Days are counted in the proleptic Gregorian calendar, as
        // ISO 8601, d3 and matplotlib count them (Foundation's Gregorian calendar turns Julian
        // before October 1582, which would shift those dates by up to ten days).
        guard day <= Self.daysIn(month: month, year: year) else { return nil }
        // A leap second (:60) counts as the first second of the next minute.
        let wall = Double(Self.dayNumber(year: year, month: month, day: day)) * 86_400
            + Double(hour * 3600 + minute * 60 + min(second, 59))
        var zoneOffset = offset ?? timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall))
        if offset == nil {
            // The offset in force at the instant itself (they differ next to a clock change).
            zoneOffset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - Double(zoneOffset)))
        }
        return wall - Double(zoneOffset) + Double(second - min(second, 59)) + fraction
    }

    /// Days from 1970-01-01 to the date, in the proleptic Gregorian calendar (valid for every year).
    package static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// A cursor over the bytes of one cell.
    private struct Scanner {
        package let bytes: [UInt8]
        package var index = 0

        package init(_ bytes: [UInt8]) { self.bytes = bytes }

        package var isAtEnd: Bool { index == bytes.count }

        package mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
            index += 1
            return true
        }

        package mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }

        package mutating func digits(exactly count: Int) -> Int? {
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
        package mutating func fractionDigits() -> (Int, Int)? {
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
