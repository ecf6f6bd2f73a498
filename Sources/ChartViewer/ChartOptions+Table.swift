import ChartData
import Foundation

extension ChartOptions {
    /// What the options choose for a data file's table (`TablePlan` infers the rest).
    func tableChoice() throws(ViewerError) -> TableChoice {
        var choice = TableChoice()
        choice.x = x
        choice.y = try yColumns
        choice.by = by
        choice.agg = agg
        choice.type = type
        choice.dateFormat = dateFormat
        choice.xAxisKind = try xAxisKind.map { name throws(ViewerError) in try AxisKind.named(name, option: "--x-axis") }
        choice.timeZone = try resolvedTimeZone()
        choice.explain = explain
        return choice
    }

    /// One end of `--x-range`/`--y-range`: a number, or a date in any form a date column may be
    /// written in (read in UTC; a zone may be given: 2024-03-01T12:00+01:00).
    static func rangeBound(_ text: Substring) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let value = Double(trimmed) { return value }
        guard let found = DateColumnParser.detect([trimmed], timeZone: TimeZone(identifier: "UTC")!) else { return nil }
        return DateColumnParser(form: found.form, timeZone: TimeZone(identifier: "UTC")!).seconds(from: trimmed)
    }
}
