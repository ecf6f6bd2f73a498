import Foundation

extension TableSchema {
    /// The times of a time column as seconds since 1970 UTC, NaN for gaps: text dates parsed,
    /// epoch numbers scaled to seconds, typed instants as they are, fractional years by their
    /// share of the year, and `dateParts.name` (`year+month+day`) combined from its columns.
    /// nil for a column that holds no times.
    ///
    /// ```swift
    /// schema.timeValues(of: "year+month")   // [1.7040672e9, …] (2024-01-01, …)
    /// ```
    public func timeValues(of name: String) -> [Double]? {
        if let parts = dateParts, parts.name == name { return combine(parts) }
        guard let column = column(named: name) else { return nil }
        if let parser = column.dateParser, let texts = table.textColumns[name] { return parser.parseAll(texts) }
        guard let values = table.column(named: name)?.values else { return nil }
        switch column.role {
        case .time(.instant) where column.epochScale != nil:
            let scale = column.epochScale!
            return scale == 1 ? values : values.map { $0 / scale }
        case .time(.instant), .time(.date):
            return values
        case .time(.fractionalYear):
            return values.map(Self.seconds(fractionalYear:))
        default:
            return nil
        }
    }

    /// 1949.5 → seconds of 1949-07-02T12:00Z (the year's share of its own length).
    static func seconds(fractionalYear value: Double) -> Double {
        guard value.isFinite else { return .nan }
        let year = Int(value.rounded(.down))
        let start = Double(DateCellParser.dayNumber(year: year, month: 1, day: 1)) * 86_400
        let end = Double(DateCellParser.dayNumber(year: year + 1, month: 1, day: 1)) * 86_400
        return start + (value - Double(year)) * (end - start)
    }

    /// Year, month (day, hour, minute, second) columns as one time, read in `timeZone`.
    private func combine(_ parts: DateParts) -> [Double] {
        let columns = parts.columns.map { table.column(named: $0.name)?.values ?? [] }
        let isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
        return (0..<rowCount).map { row -> Double in
            // year, quarter, month, day, hour, minute, second
            var fields = [0.0, 1, 1, 1, 0, 0, 0]
            for (i, part) in parts.columns.enumerated() {
                guard row < columns[i].count, columns[i][row].isFinite else { return .nan }
                fields[DatePart.allCases.firstIndex(of: part.part)!] = columns[i][row]
            }
            if parts.columns.contains(where: { $0.part == .quarter }) { fields[2] = (fields[1] - 1) * 3 + 1 }
            let day = DateCellParser.dayNumber(year: Int(fields[0]), month: Int(fields[2]), day: Int(fields[3]))
            let local = Double(day) * 86_400 + fields[4] * 3600 + fields[5] * 60 + fields[6]
            guard !isUTC else { return local }
            return local - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
        }
    }
}
