import Foundation

/// The text pieces the time-series formats share (`.ts`, `.tsf`, ARFF): lines, comma lists of
/// values with `?` for missing, and timestamps written `YYYY-MM-DD hh:mm:ss` (Monash writes
/// `hh-mm-ss`).
enum TimeSeriesText {
    /// The lines of `bytes`, `\n` or `\r\n` ended, as text (invalid UTF-8 repaired: the
    /// readers name lines, never echo them).
    static func lines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0...buffer.count where index == buffer.count || buffer[index] == 0x0A {
                var end = index
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                if index < buffer.count || end > start {
                    lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
                }
                start = index + 1
            }
        }
        return lines
    }

    /// A value: a number, or NaN for `?`, `NaN` or an empty field; nil when it is neither.
    static func value<S: StringProtocol>(_ text: S) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "?" || trimmed.lowercased() == "nan" { return .nan }
        return Double(trimmed)
    }

    /// A comma list of values; `what` names the list in an error ("dimension 2").
    static func values(_ text: String, line: Int, what: String, file: String) throws(DataFileError) -> [Double] {
        var values: [Double] = []
        for (index, field) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            guard let value = value(field) else {
                throw DataFileError(file: file, line: line, problem: "\(what), value \(index + 1) is not a number")
            }
            values.append(value)
        }
        // A line ending in a comma (or a dimension with no values) leaves one empty field: no value.
        if values.count == 1, values[0].isNaN, text.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
        return values
    }

    /// Seconds since 1970 UTC of `YYYY-MM-DD`, with ` hh:mm[:ss]` or ` hh-mm-ss` (or `T`) after
    /// it; nil for anything else.
    static func seconds(ofTimestamp text: String) -> Double? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard let datePart = parts.first, parts.count <= 2 else { return nil }
        let date = datePart.split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
              (1...12).contains(month), (1...31).contains(day), (0...9999).contains(year) else { return nil }
        var seconds = Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
        if parts.count == 2 {
            let clock = parts[1].split(whereSeparator: { $0 == ":" || $0 == "-" })
            guard (2...3).contains(clock.count), let hour = Int(clock[0]), let minute = Int(clock[1]),
                  (0...23).contains(hour), (0...59).contains(minute) else { return nil }
            let second = clock.count == 3 ? Double(clock[2]) : 0
            guard let second, (0..<61).contains(second) else { return nil }
            seconds += Double(hour * 3600 + minute * 60) + second
        }
        return seconds
    }
}
