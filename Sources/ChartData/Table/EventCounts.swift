import Foundation

/// A table that is only a list of instants (a log of commit times, one per line) and what it
/// holds to draw: how many events fall in each day, week (from Monday) or month, the finest of
/// these that gives at most 400 bins over the span. Empty bins count 0.
///
/// ```swift
/// if let events = EventCounts(table) {
///     let counts = events.table   // columns "week" (dates) and "events"
/// }
/// ```
public struct EventCounts: Sendable {
    /// The column the instants come from.
    public let column: String
    /// `day`, `week` or `month`.
    public let bin: String
    /// The counts: a date column named by the bin and `events`.
    public let table: DataTable
    /// Instants read (cells that are no date of the column's form are left out).
    public let eventCount: Int

    private static let maximumBins = 400

    /// nil unless `table` has exactly one column and it holds dates (text of one form, or typed instants or dates).
    public init?(_ table: DataTable, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        let names = table.columnNames.isEmpty ? table.columns.map(\.name) + table.textColumnNames : table.columnNames
        guard names.count == 1, let name = names.first else { return nil }
        var instants: [Double]
        if let times = table.isoTimes[name] {
            guard let found = DateColumnParser.detect(times, timeZone: timeZone) else { return nil }
            instants = found.form == .yearFirst ? times.instants(in: timeZone)
                : DateColumnParser(form: found.form, timeZone: timeZone).parseAll(Array(times))
        } else if let texts = table.textColumns[name] {
            guard let found = DateColumnParser.detect(texts, timeZone: timeZone) else { return nil }
            instants = DateColumnParser(form: found.form, timeZone: timeZone).parseAll(texts)
        } else if let values = table.column(named: name)?.values, let kind = table.valueKinds[name], kind == .instant || kind == .date {
            instants = values
        } else {
            return nil
        }
        instants = instants.filter(\.isFinite)
        guard let low = instants.min(), let high = instants.max() else { return nil }
        let days = { (seconds: Double) in Int((seconds / 86_400).rounded(.down)) }
        // Day numbers of each bin's start.
        let weekStart = { (day: Int) in day - DateColumnParser.weekdayFromMonday(day) }
        let monthStart = { (day: Int) -> Int in
            let date = Date(timeIntervalSince1970: Double(day) * 86_400)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let parts = calendar.dateComponents([.year, .month], from: date)
            return DateColumnParser.daysSinceEpoch(year: parts.year!, month: parts.month!, day: 1)
        }
        let span = days(high) - days(low)
        let (binName, start): (String, (Int) -> Int)
        if span < Self.maximumBins { (binName, start) = ("day", { $0 }) }
        else if span / 7 < Self.maximumBins { (binName, start) = ("week", weekStart) }
        else { (binName, start) = ("month", monthStart) }
        var counts: [Int: Double] = [:]
        for instant in instants { counts[start(days(instant)), default: 0] += 1 }
        // Every bin from the first to the last, empty ones as 0.
        var bins: [Int] = []
        var day = start(days(low))
        let last = start(days(high))
        while day <= last {
            bins.append(day)
            switch binName {
            case "day": day += 1
            case "week": day += 7
            default: day = monthStart(day + 31)
            }
        }
        var result = DataTable(columns: [DataTable.Column(name: binName, values: bins.map { Double($0) * 86_400 }),
                                         DataTable.Column(name: "events", values: bins.map { counts[$0] ?? 0 })],
                               rowCount: bins.count)
        result.columnNames = [binName, "events"]
        result.valueKinds[binName] = .date
        self.column = name
        self.bin = binName
        self.table = result
        self.eventCount = instants.count
    }

    /// One line for `--explain`.
    public var explanation: String {
        "table = events per \(bin): \(column) holds only instants (\(eventCount) of them), counted per \(bin)"
    }
}
