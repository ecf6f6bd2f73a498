import Foundation

/// Reads the Monash forecasting repository's `.tsf` format (what its `convert_tsf_to_dataframe`
/// and aeon's `load_from_tsf_file` read) into a table of one column per series.
///
/// Grammar: `#` comment lines; `@relation NAME`; `@attribute NAME string|numeric|date` for the
/// fields that lead each series (a name, a start timestamp); `@frequency F`, `@horizon N`,
/// `@missing true|false`, `@equallength true|false`; `@data`; then a series per line, its
/// attributes in order separated by `:`, then its values separated by `,`, `?` missing. A date
/// attribute is written `1972-01-01 00-00-00`.
///
/// The table: `time` then a column per series (named by its string attributes, `G1 · T1` when
/// there are several). With a start timestamp and a frequency the rows are the dates every
/// series has, stepped from its start (yearly, quarterly, monthly, weekly, daily, hourly,
/// half_hourly, `10_minutes`, minutely, `4_seconds`, …); otherwise `time` is the position
/// 0, 1, 2, … in each series.
///
/// ```swift
/// let table = try MonashTSFFile.table(from: Array(text.utf8), file: "m1_yearly.tsf")
/// ```
package enum MonashTSFFile {
    struct Attribute {
        var name: String
        var kind: String
    }

    package static func table(from bytes: [UInt8], file: String) throws(DataFileError) -> DataTable {
        var attributes: [Attribute] = []
        var frequency: String?
        var inData = false
        var names: [String] = []
        var starts: [Double?] = []
        var series: [[Double]] = []
        var lineNumber = 0
        for rawLine in TimeSeriesText.lines(bytes) {
            lineNumber += 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if !inData {
                guard line.hasPrefix("@") else {
                    throw DataFileError(file: file, line: lineNumber, problem: "a line before @data that is no header line (@relation, @attribute, …)")
                }
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                switch words[0].lowercased() {
                case "@attribute":
                    guard words.count == 3, ["string", "numeric", "date"].contains(words[2].lowercased()) else {
                        throw DataFileError(file: file, line: lineNumber, problem: "@attribute must give a name and a type: string, numeric or date")
                    }
                    attributes.append(Attribute(name: words[1], kind: words[2].lowercased()))
                case "@frequency":
                    frequency = words.count > 1 ? words[1].lowercased() : nil
                case "@data":
                    inData = true
                default: break  // @relation, @horizon, @missing, @equallength: nothing the picture needs
                }
                continue
            }
            // The attributes, then the values: split at the first `attributes.count` colons.
            let fields = line.split(separator: ":", maxSplits: attributes.count, omittingEmptySubsequences: false)
            guard fields.count == attributes.count + 1 else {
                throw DataFileError(file: file, line: lineNumber, problem: "\(fields.count - 1) attribute\(fields.count == 2 ? "" : "s") before the values, expected \(attributes.count) (one per @attribute)")
            }
            var labels: [String] = []
            var start: Double?
            for (position, (attribute, field)) in zip(attributes, fields).enumerated() {
                switch attribute.kind {
                case "date":
                    guard let seconds = TimeSeriesText.seconds(ofTimestamp: field.trimmingCharacters(in: .whitespaces)) else {
                        throw DataFileError(file: file, line: lineNumber, problem: "field \(position + 1), a date attribute, is not a date (YYYY-MM-DD hh-mm-ss)")
                    }
                    if start == nil { start = seconds }
                case "string": labels.append(String(field))
                default: break
                }
            }
            let values = try TimeSeriesText.values(String(fields.last!), line: lineNumber, what: "the series", file: file)
            guard !values.isEmpty else { throw DataFileError(file: file, line: lineNumber, problem: "a series with no values") }
            names.append(labels.isEmpty ? "series \(series.count + 1)" : labels.joined(separator: " · "))
            starts.append(start)
            series.append(values)
        }
        guard inData else { throw DataFileError(file: file, problem: "no @data line: the header ends without data (a truncated .tsf file?)") }
        guard !series.isEmpty else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        guard series.count < DataTable.maximumColumnCount else {
            throw DataFileError(file: file, problem: DataTable.tooManyColumnsProblem(series.count + 1))
        }
        let step = frequency.flatMap(Step.init)
        var table: DataTable
        var note: String
        if let step, starts.allSatisfy({ $0 != nil }) {
            let times = series.indices.map { step.times(from: starts[$0]!, count: series[$0].count) }
            var rowOf: [Double: Int] = [:]
            let all = Set(times.joined()).sorted()
            for (row, time) in all.enumerated() { rowOf[time] = row }
            try checkCells(rows: all.count, series: series.count, file: file)
            var columns = [DataTable.Column(name: "time", values: all)]
            for (index, values) in series.enumerated() {
                var column = [Double](repeating: .nan, count: all.count)
                for (time, value) in zip(times[index], values) { column[rowOf[time]!] = value }
                columns.append(DataTable.Column(name: "", values: column))
            }
            table = DataTable(columns: [], rowCount: all.count)
            table.columns = columns
            table.valueKinds["time"] = all.allSatisfy { $0.truncatingRemainder(dividingBy: 86_400) == 0 } ? .date : .instant
            note = "Monash .tsf: \(series.count) series, \(frequency!) from each one's start timestamp"
        } else {
            let length = series.map(\.count).max()!
            try checkCells(rows: length, series: series.count, file: file)
            var columns = [DataTable.Column(name: "time", values: (0..<length).map(Double.init))]
            for values in series { columns.append(DataTable.Column(name: "", values: values + Array(repeating: .nan, count: length - values.count))) }
            table = DataTable(columns: [], rowCount: length)
            table.columns = columns
            table.valueKinds["time"] = .integer
            note = "Monash .tsf: \(series.count) series over their position"
                + (frequency == nil ? " (no @frequency)" : step == nil ? " (its @frequency is not one known)" : " (no start timestamp)")
        }
        // Names made unique, as other readers make them.
        var used: Set<String> = ["time"]
        for index in names.indices {
            var name = names[index]
            var suffix = 2
            while used.contains(name) { name = "\(names[index]) \(suffix)"; suffix += 1 }
            used.insert(name)
            table.columns[index + 1].name = name
        }
        table.columnNames = table.columns.map(\.name)
        table.columnsAreDeclaredSeries = true
        table.readingNotes.append(note)
        return table
    }

    private static func checkCells(rows: Int, series: Int, file: String) throws(DataFileError) {
        let (cells, overflow) = rows.multipliedReportingOverflow(by: series)
        guard !overflow, cells <= SeriesCollection.mostCells else {
            throw DataFileError(file: file, problem: "\(series) series over \(rows) times: too many cells to draw (at most \(SeriesCollection.mostCells))")
        }
    }

    /// The step between a series' values, from `@frequency`: calendar months or seconds.
    struct Step {
        /// The most units one step may count (`1000_years`).
        static let mostUnits = 1_000
        var months = 0
        var seconds = 0.0

        init?(_ frequency: String) {
            let parts = frequency.split(separator: "_")
            var count = 1
            var unit = frequency
            if frequency == "half_hourly" {
                seconds = 1800
                return
            }
            // (a count past `mostUnits` is no frequency: 99999999999999_yearly would overflow the
            // months from a start)
            if parts.count == 2, let number = Int(parts[0]), number > 0 {
                guard number <= Self.mostUnits else { return nil }
                count = number
                unit = String(parts[1])
            }
            switch unit {
            case "yearly", "years", "year": months = 12 * count
            case "quarterly", "quarters", "quarter": months = 3 * count
            case "monthly", "months", "month": months = count
            case "weekly", "weeks", "week": seconds = Double(7 * 86_400 * count)
            case "daily", "days", "day": seconds = Double(86_400 * count)
            case "hourly", "hours", "hour": seconds = Double(3600 * count)
            case "minutely", "minutes", "minute", "mins", "min": seconds = Double(60 * count)
            case "secondly", "seconds", "second", "secs", "sec": seconds = Double(count)
            default: return nil
            }
        }

        /// `count` times from `start`: months keep the day of the month (clamped to the month's last).
        func times(from start: Double, count: Int) -> [Double] {
            guard months > 0 else { return (0..<count).map { start + Double($0) * seconds } }
            let days = (start / 86_400).rounded(.down)
            let clock = start - days * 86_400
            let civil = TypedCellTable.civilDate(days: Int(days))
            return (0..<count).map { index in
                let total = civil.month - 1 + index * months
                let year = civil.year + total / 12, month = total % 12 + 1
                let day = min(civil.day, DateColumnParser.daysIn(month, of: year))
                return Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400 + clock
            }
        }
    }
}
