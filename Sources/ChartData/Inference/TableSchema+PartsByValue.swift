import Foundation

/// Parts of a time found by their values, whatever their names: a column that holds, row by
/// row, the hour (`HE` 0…23, or 1…24 as hour-ending tables write it), the minute, the day of the
/// month or of the year, the weekday (in any of its numberings), the month or the year of a
/// time column beside it says nothing that time does not; drawn as a measure it is a sawtooth
/// or a solid band (California's hourly loads with `HE` on the right axis). Named parts are
/// `markPartsBesideTime`'s; this finds the rest from the rows, so names matter nowhere.
extension TableSchema {
    /// A calendar part computed from an instant, and the offsets its columns may be written at
    /// (a constant added to the part; weekdays are numbered from any day, modulo 7).
    struct PartOfInstant {
        var label: String
        /// The values a column of this part may hold (with its offsets): a counter beside
        /// daily dates steps as a weekday does, modulo 7, but runs past 7.
        var range: ClosedRange<Double>
        var offsets: [Int]
        var period: Int?
        var value: (Int, (year: Int, month: Int, day: Int), Int) -> Int
    }

    /// Rows compared at most (an even sample) and at least.
    static let partSample = 4_000
    static let partEvidence = 12
    /// Share of the compared rows that must match: a few cells mistyped or rounded do not hide
    /// a part; a measure matches at no such share by chance.
    static let partShare = 0.95

    static let partsOfInstants: [PartOfInstant] = [
        PartOfInstant(label: "hour", range: 0...24, offsets: [0, 1], period: 24) { seconds, _, _ in seconds / 3600 },
        PartOfInstant(label: "minute", range: 0...59, offsets: [0], period: nil) { seconds, _, _ in seconds / 60 % 60 },
        PartOfInstant(label: "day of the month", range: 1...31, offsets: [0], period: nil) { _, civil, _ in civil.day },
        PartOfInstant(label: "weekday", range: 0...7, offsets: Array(0..<7), period: 7) { _, _, days in ((days + 4) % 7 + 7) % 7 },
        PartOfInstant(label: "day of the year", range: 0...366, offsets: [0, -1], period: nil) { _, civil, days in
            days - CivilDate.days(year: civil.year, month: 1, day: 1) + 1
        },
        PartOfInstant(label: "month", range: 0...12, offsets: [0, -1], period: nil) { _, civil, _ in civil.month },
        PartOfInstant(label: "year", range: 1000...9999, offsets: [0], period: nil) { _, civil, _ in civil.year },
    ]

    /// Marks whole-number columns that equal a part of a date or finer time column, row by row,
    /// as parts of that time (`.time(.datePart)`): never a measure, never x.
    mutating func markPartsOfTimeByValue() {
        let candidates = columns.indices.filter { i in
            let e = columns[i].evidence
            return [.measure, .category].contains(columns[i].role) && e.isNumeric && e.isInteger
                && e.valueKind != .boolean && e.distinct >= 2 && e.filled >= Self.partEvidence
        }
        guard !candidates.isEmpty else { return }
        let times = columns.filter { $0.role == .time(.instant) || $0.role == .time(.date) }.prefix(4)
        for time in times {
            guard let instants = timeValues(of: time.name) else { continue }
            let stride = max(1, instants.count / Self.partSample)
            let rows = Swift.stride(from: 0, to: instants.count, by: stride).filter { instants[$0].isFinite && abs(instants[$0]) < 1e12 }
            guard rows.count >= Self.partEvidence else { continue }
            // Every part of every sampled row, once.
            let parts: [[Int]] = rows.map { row in
                let t = instants[row]
                let days = Int((t / 86_400).rounded(.down))
                let seconds = Int(t - Double(days) * 86_400)
                let civil = CivilDate.from(days: days)
                return Self.partsOfInstants.map { $0.value(seconds, civil, days) }
            }
            for i in candidates where columns[i].role == .measure || columns[i].role == .category {
                guard let values = table.column(named: columns[i].name)?.values, let low = columns[i].evidence.low,
                      let high = columns[i].evidence.high,
                      let label = Self.partLabel(values, low: low, high: high, rows: rows, parts: parts) else { continue }
                columns[i].role = .time(.datePart)
                columns[i].isLevels = false
                let e = columns[i].evidence
                columns[i].summary = "whole numbers \(NumberText.plain(e.low ?? 0))…\(NumberText.plain(e.high ?? 0)) equal to the \(label) of \(time.name) row by row: a part of that time, never a measure"
            }
        }
    }

    /// The part of the time (with its offset) a column equals on `partShare` of the compared
    /// rows, in words, or nil.
    private static func partLabel(_ values: [Double], low: Double, high: Double, rows: [Int], parts: [[Int]]) -> String? {
        // Only columns inside some part's range are compared (a part is at most a year), so
        // every value converted below is a small whole number, never one past Int's range.
        guard partsOfInstants.contains(where: { $0.range.contains(low) && $0.range.contains(high) }) else { return nil }
        var compared: [(value: Int, parts: [Int])] = []
        for (k, row) in rows.enumerated() where row < values.count && values[row] >= low && values[row] <= high {
            compared.append((Int(values[row]), parts[k]))
        }
        guard compared.count >= partEvidence else { return nil }
        let needed = Int((Double(compared.count) * partShare).rounded(.up))
        for (p, part) in partsOfInstants.enumerated() where part.range.contains(low) && part.range.contains(high) {
            // The part must change over the rows, or any constant near it would match.
            guard Set(compared.map { $0.parts[p] }).count >= 2 else { continue }
            for offset in part.offsets {
                let matches = compared.reduce(0) { count, pair in
                    var expected = pair.parts[p] + offset
                    var value = pair.value
                    if let period = part.period { expected = ((expected % period) + period) % period; value = ((value % period) + period) % period }
                    return count + (expected == value ? 1 : 0)
                }
                if matches >= needed {
                    // (A weekday numbered from any day is a weekday; other parts say their offset.)
                    return offset == 0 || part.period == 7 ? part.label : "\(part.label) \(offset > 0 ? "+" : "−")\(abs(offset))"
                }
            }
        }
        return nil
    }
}
