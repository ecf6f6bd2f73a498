import Foundation

/// What each column of a table is: a `ColumnRole` per column with the `ColumnEvidence` it was
/// inferred from, and the date parts that combine into one time. Found in time linear in rows
/// (one pass per column, distinct counts from a capped sample, dates detected from a sample).
///
/// ```swift
/// let table = try TableFile.read("weather.csv")
/// let schema = try TableSchema(table: table)
/// for column in schema.columns { print(column.name, column.role, column.summary) }
/// // year      constant          1 distinct value (2013)
/// // time_hour time (instant)   ISO timestamps, 26,115 distinct
/// // temp      measure           …
/// ```
public struct TableSchema: Sendable {
    /// One column's role and the facts behind it.
    public struct Column: Sendable {
        public var name: String
        /// Position in the file, 0 first.
        public var position: Int
        public var role: ColumnRole
        public var evidence: ColumnEvidence
        /// Why the role: a short phrase (`ISO timestamps, 26,115 distinct`).
        public var summary: String
        /// Numeric epoch columns: units per second (1, 1e3, 1e6, 1e9).
        public var epochScale: Double?
        /// Numeric columns of dates written as one number (`19580329`, `800102`, `1947.01`).
        public var compactDates: CompactDates.Form?
        /// Text date columns: the parser of their form.
        package var dateParser: DateColumnParser?
        /// A few small whole numbers (cyl 4/6/8, a 1–5 scale): levels across entities, but counts
        /// when drawn over time, so a time series still draws them.
        public var isLevels = false
        /// A survey weight (`finalwgt`): a number of the sample design, drawn only when nothing
        /// measured is left (`ColumnName.soundsLikeSurveyWeight`).
        public var isSurveyWeight = false
        /// A counter (`TableSchema+Counters`): a row id that may stand for the row index, never a y series.
        public var isCounter = false
    }

    /// Date parts spread over columns (year and month at least), combined into one time.
    public struct DateParts: Sendable, Equatable {
        /// Column name of each part present, year first.
        public var columns: [(part: DatePart, name: String)]
        /// The finest part present (`.day` for year/month/day).
        public var finest: DatePart { columns.map(\.part).max() ?? .year }
        /// The name the combined time goes by, as `--x` accepts it: `year+month+day`.
        public var name: String { columns.map(\.name).joined(separator: "+") }
        /// The resolution of the combined time.
        public var resolution: TimeResolution {
            switch finest {
            case .year: return .year
            case .quarter, .month: return .month
            case .day: return .date
            default: return .instant
            }
        }

        /// Set when a whole date in one column is completed by a time of day in another (`date`
        /// 2023-05-01 beside `time` 00:20): `columns` then names the two as `.day` and `.minute`
        /// (`TableSchema+DateAndClock`).
        public var dateAndClock: DateAndClock? = nil
        /// Set when a column of times of day is the only time (`Zeit` 00:00:00, 00:01:00, … in
        /// a table of typical days): drawn over one unnamed day (`TableSchema+DateAndClock`).
        public var isTimeOfDayAlone = false
        /// Whether the file names the year: R's airquality has `Month` and `Day` alone, drawn as
        /// dates of `standInYear` with no year written on the axis.
        public var hasYear: Bool { columns.first?.part == .year || dateAndClock != nil }
        /// The year a date without one is placed in: a leap year, so February 29 is a day.
        public static let standInYear = 2000
        /// Why the combined time, for `--explain`.
        public var summary: String {
            if let pair = dateAndClock { return "dates of \(pair.date) at the times of day of \(pair.clock)" }
            if isTimeOfDayAlone { return "times of day of \(name) and no date: drawn over one unnamed day" }
            if !hasYear { return "\(columns.map(\.part.rawValue).joined(separator: " and ")) without a year: dates within one unnamed year" }
            return "date parts combined to one time (\(finest.rawValue)s)"
        }

        public static func == (lhs: DateParts, rhs: DateParts) -> Bool {
            lhs.columns.map(\.part) == rhs.columns.map(\.part) && lhs.columns.map(\.name) == rhs.columns.map(\.name)
        }
    }

    /// Filled cells of one value that make a column constant: two equal cells are too few to say.
    public static let constantEvidence = 3

    public internal(set) var columns: [Column] = []
    public private(set) var rowCount: Int
    /// Date parts that combine into one time, if the table spreads a date over columns.
    public internal(set) var dateParts: DateParts?
    /// The time zone text dates without an offset are read in.
    public let timeZone: TimeZone
    let table: DataTable
    /// Columns that are a function of another (a square, a logarithm, a lag, a coarser time),
    /// by name (`TableSchema+Measures`).
    public internal(set) var derivations: [String: Derivation] = [:]
    /// Values that stand for no value, read as gaps in `drawnTable` (`TableSchema+Placeholders`).
    public private(set) var placeholders: [Placeholder] = []

    /// Infers the role of every column of `table`. `dateFormat` (a strftime pattern, as
    /// `--date-format` takes) reads text dates of that form; dates without an offset are read
    /// in `timeZone`.
    public init(table: DataTable, dateFormat: String? = nil, timeZone: TimeZone = TimeZone(identifier: "UTC")!) throws(InferenceError) {
        // Placeholders (`-9999.`) are gaps before any statistic is taken (TableSchema+Placeholders).
        let read = Self.readingPlaceholdersAsGaps(table)
        var table = read.0
        self.placeholders = read.1
        // Dates of the user's form are read from their texts (ISO times kept as numbers are
        // written back: a `String` a row, for that option alone).
        if dateFormat != nil { table.writeISOTimesAsText() }
        self.table = table
        self.rowCount = table.rowCount
        self.timeZone = timeZone
        var pattern: DateColumnParser?
        if let dateFormat {
            guard let parser = DateColumnParser(pattern: dateFormat, timeZone: timeZone) else {
                throw InferenceError("--date-format \(dateFormat): unknown directive (known: \(DateColumnParser.knownDirectives))")
            }
            pattern = parser
        }
        let names = table.columnNames.isEmpty ? table.columns.map(\.name) + table.textColumnNames : table.columnNames
        // Readers name a blank header cell `column N`; beside real names it was left blank (the
        // header pandas and R give the row numbers they write), not a file without a header.
        let blankFirstHeader = names.first == "column 1" && names.dropFirst().contains { !$0.hasPrefix("column ") }
        for (position, name) in names.enumerated() {
            if let texts = table.textColumns[name] {
                columns.append(Self.textColumn(name, position: position, texts: texts, evidence: ColumnEvidence(texts: texts),
                                               pattern: pattern, timeZone: timeZone))
            } else if let times = table.isoTimes[name] {
                // The same column as its texts give, read from a sample of cells written back.
                columns.append(Self.textColumn(name, position: position, texts: times, evidence: ColumnEvidence(isoTimes: times),
                                               pattern: pattern, timeZone: timeZone))
            } else if let values = table.column(named: name)?.values {
                columns.append(Self.numericColumn(name, position: position, values: values, kind: table.valueKinds[name],
                                                  evidence: table.columnEvidence[name], headerIsBlank: position == 0 && blankFirstHeader))
            }
        }
        findDateParts()
        if dateParts == nil { findDateAndClock() }
        findUnnamedDateParts()
        findTimeOfDayAlone()
        markPartsBesideTime()
        markPartsOfTimeByValue()
        findCodesOfTexts()
        findCodesByForm()
        findCountersAndYears()
        findTwoValuedCodesAndTimeNumbers()
        findRegisterCodes()
        findCheckDigitCodes()
        findCoordinates()
        findMeasureShapes()
        findReplicateWeights()
    }

    /// Longitude and latitude columns (`lon`/`lng`/`long`/`longitude` within ±180, `lat`/`latitude`
    /// within ±90): a location, drawn longitude across and latitude up.
    public private(set) var coordinates: (longitude: String, latitude: String)?

    /// The column called `name`.
    public func column(named name: String) -> Column? {
        columns.first { $0.name == name }
    }

    /// Column names in file order.
    public var names: [String] { columns.map(\.name) }

    // MARK: - Roles

    /// Words that name a longitude, within ±180, and a latitude, within ±90.
    static let longitudeWords: (words: Set<String>, limit: Double) = (["lon", "lng", "long", "longitude"], 180)
    static let latitudeWords: (words: Set<String>, limit: Double) = (["lat", "latitude"], 90)

    /// Whether `name`, of values `low…high`, names a coordinate of `kind`. Longitudes may run
    /// east up to 360 as well (climate grids write 0…360; a list of places may write one west of
    /// the date line as 195° beside others at −178°).
    static func isCoordinate(_ name: String, low: Double, high: Double, _ kind: (words: Set<String>, limit: Double)) -> Bool {
        let isLongitude = kind.words == longitudeWords.words
        guard low >= -kind.limit, high <= (isLongitude ? 2 * kind.limit : kind.limit) else { return false }
        return namesCoordinate(name, kind)
    }

    /// Whether `name` is a name of a coordinate of `kind`, whatever its values.
    static func namesCoordinate(_ name: String, _ kind: (words: Set<String>, limit: Double)) -> Bool {
        let name = ColumnName(name)
        return name.words.contains(where: kind.words.contains) || kind.words.contains(name.words.joined())
    }

    private mutating func findCoordinates() {
        func find(_ kind: (words: Set<String>, limit: Double)) -> String? {
            columns.first { column in
                guard column.role == .measure, let low = column.evidence.low, let high = column.evidence.high else { return false }
                return Self.isCoordinate(column.name, low: low, high: high, kind)
            }?.name
        }
        guard let longitude = find(Self.longitudeWords), let latitude = find(Self.latitudeWords) else { return }
        coordinates = (longitude, latitude)
    }

    private static func textColumn<Texts: RandomAccessCollection>(_ name: String, position: Int, texts: Texts, evidence: ColumnEvidence,
                                                                   pattern: DateColumnParser?, timeZone: TimeZone) -> Column
    where Texts.Element == String, Texts.Index == Int {
        var evidence = evidence
        var column = Column(name: name, position: position, role: .freeText, evidence: evidence, summary: "")
        var parser: DateColumnParser?
        if let pattern {
            let sample = texts.prefix(200).filter { !$0.isEmpty }
            if !sample.isEmpty, sample.filter({ pattern.seconds(from: $0) != nil }).count * 20 >= sample.count * 19 {
                parser = pattern
            }
        } else if let found = DateColumnParser.detect(texts, timeZone: timeZone) {
            parser = DateColumnParser(form: found.form, timeZone: timeZone)
        }
        if let parser {
            evidence.dateForm = parser.form.rawValue
            column.evidence = evidence
            column.dateParser = parser
            let resolution = Self.resolution(of: texts, parser: parser)
            let written = parser.form == .yearFirst ? "ISO dates" : parser.form == .pattern ? "dates of the given format" : "dates (\(parser.form.rawValue))"
            if evidence.distinct == 1 && evidence.filled >= Self.constantEvidence {
                column.role = .constant
                column.summary = "\(written), \(evidence.distinctText)"
            } else {
                column.role = .time(resolution)
                let what = resolution == .instant ? written.replacingOccurrences(of: "dates", with: "timestamps") : written
                column.summary = "\(what), \(evidence.distinctText)"
            }
            return column
        }
        // Not dates: every cell as text (a column of ISO times is dates, unless --date-format
        // says otherwise, and then it is plain text already).
        let texts = texts as? [String] ?? Array(texts)
        if evidence.distinct >= 2, ColumnName.areLinks(texts) {
            // A page per record: it names the record, as a row number does, and splits nothing.
            column.role = .identifier
            column.summary = "links (URLs), \(evidence.distinctText) in \(ColumnEvidence.grouped(evidence.filled)) rows: they name records, never a key"
        } else if evidence.distinct >= 2, Self.areWKTGeometries(texts) {
            column.role = .identifier
            column.summary = "shapes written as WKT (\(texts.first { !ColumnEvidence.isBlank($0) }?.prefix(12) ?? "")…), \(evidence.distinctText): a shape per record, never a category or a key"
        } else if evidence.filled == 0 || (evidence.distinct == 1 && evidence.filled >= Self.constantEvidence) {
            column.role = .constant
            column.summary = evidence.filled == 0 ? "no values" : "text, \(evidence.distinctText)"
        } else if evidence.distinct <= 50 || evidence.distinct * 10 <= evidence.filled {
            column.role = .category
            column.summary = "text, \(evidence.distinctText) in \(ColumnEvidence.grouped(evidence.filled)) rows"
        } else {
            column.summary = "text, \(evidence.distinctText) in \(ColumnEvidence.grouped(evidence.filled)) rows"
        }
        return column
    }

    /// The finest unit a sample of dates tells apart: instants when any has a time of day,
    /// months when every date is the first of its month, else days.
    private static func resolution<Texts: RandomAccessCollection>(of texts: Texts, parser: DateColumnParser) -> TimeResolution
    where Texts.Element == String, Texts.Index == Int {
        let step = max(1, texts.count / 400)
        var allFirstOfMonth = true
        var sawOne = false
        var row = 0
        let calendarZone = parser.timeZone
        while row < texts.count {
            defer { row += step }
            guard let seconds = parser.seconds(from: texts[row]) else { continue }
            sawOne = true
            let local = seconds + Double(calendarZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
            let secondsOfDay = local - (local / 86_400).rounded(.down) * 86_400
            if secondsOfDay != 0 { return .instant }
            if allFirstOfMonth {
                let day = Int((local / 86_400).rounded(.down))
                if Self.dayOfMonth(daysSince1970: day) != 1 { allFirstOfMonth = false }
            }
        }
        return sawOne && allFirstOfMonth && texts.count > 1 ? .month : .date
    }

    /// Day of month of a day number (civil from days, Hinnant).
    static func dayOfMonth(daysSince1970 z: Int) -> Int {
        CivilDate.from(days: z).day
    }

    /// `evidence`: the column's `ColumnEvidence(values:)` when the reader has it already (a
    /// big file's column cache keeps it), so that it is not computed again.
    private static func numericColumn(_ name: String, position: Int, values: [Double], kind: ValueKind?,
                                      evidence known: ColumnEvidence? = nil, headerIsBlank: Bool = false) -> Column {
        var evidence = known ?? ColumnEvidence(values: values)
        evidence.valueKind = kind
        var column = Column(name: name, position: position, role: .measure, evidence: evidence, summary: "")
        let header = ColumnName(name)
        let range = evidence.low.map { low in "\(NumberText.plain(low))…\(NumberText.plain(evidence.high!))" } ?? ""
        if evidence.filled == 0 {
            // Empty or NULL in every row: nothing to draw, never x, y or a series (drawn, as
            // gaps, only when nothing else is left).
            column.role = .constant
            column.summary = "no values (empty in every row)"
        } else if evidence.distinct == 1 && evidence.filled >= Self.constantEvidence {
            column.role = .constant
            column.summary = "\(evidence.distinctText) (\(NumberText.plain(evidence.low!)))"
        } else if kind == .instant || kind == .date {
            column.role = .time(kind == .instant ? .instant : .date)
            column.summary = "typed \(kind!.rawValue)s, \(evidence.distinctText)"
        } else if kind == .boolean || (evidence.isInteger && evidence.distinct == 2 && evidence.low == 0 && evidence.high == 1
                                        && evidence.filled >= 20) {
            column.role = .category
            column.summary = kind == .boolean ? "booleans" : "a 0/1 flag"
        } else if let offset = evidence.countsRows, header.isRowName || (position == 0 && header.text.trimmingCharacters(in: .whitespaces).isEmpty) {
            column.role = .identifier
            column.summary = "row numbers \(offset)…\(values.count - 1 + offset) under a row-name header"
        } else if evidence.isInteger, header.soundsLikeYear, header.soundsLikeCode, evidence.low! >= 1000, evidence.high! <= 9999 {
            // (before codes: `yearID` holds years, whatever the `ID`)
            column.role = .time(.year)
            column.summary = "whole years \(range), \(evidence.distinctText)"
        } else if evidence.isInteger, header.soundsLikeCode {
            column.role = .code
            column.summary = "whole numbers named as a code (\(evidence.distinctText))"
        } else if let form = Self.compactDates(name, values: values, evidence: evidence) {
            column.role = .time(form == .yearDotMonth || form == .yearMonth ? .month : form.hasClock ? .instant : .date)
            column.compactDates = form
            column.summary = "dates written as numbers (\(form.rawValue)) \(range), \(evidence.distinctText)"
        } else if let scale = Self.epochScale(header: header, evidence: evidence) ?? Self.earlyEpochScale(header: header, values: values, evidence: evidence)
                    ?? Self.wholeDayEpochScale(values: values, evidence: evidence) {
            column.role = .time(.instant)
            column.epochScale = scale
            let unit = [1: "seconds", 1e3: "milliseconds", 1e6: "microseconds", 1e9: "nanoseconds"][scale] ?? "seconds"
            column.summary = "epoch \(unit), \(evidence.distinctText)"
        } else if evidence.isInteger, header.soundsLikeYear, evidence.low! >= 1000, evidence.high! <= 9999 {
            column.role = .time(.year)
            column.summary = "whole years \(range), \(evidence.distinctText)"
        } else if Self.isYearRowNames(header: header, position: position, evidence: evidence) {
            column.role = .time(.year)
            column.summary = "whole years \(range) rising under a row-name header, \(evidence.distinctText)"
        } else if position == 0, header.isWrittenRowName || headerIsBlank, evidence.filled == values.count, Self.isSampledRowNumbers(evidence) {
            // pandas writes the index it kept after a sample or a filter (6, 9, 15, … 85): row
            // numbers of another table, still no data.
            column.role = .identifier
            column.summary = "row numbers \(range) with gaps (a sample's index) under a row-name header, \(evidence.distinctText)"
        } else if Self.isClockOfDay(header: header, values: values, evidence: evidence) {
            column.role = .time(.datePart)
            column.summary = "clock times written hhmm \(range), \(evidence.distinctText): a part of a time, never a measure"
        } else if Self.isFractionalYear(header: header, evidence: evidence)
                    || Self.isRepeatedFractionalYear(header: header, values: values, evidence: evidence) {
            column.role = .time(.fractionalYear)
            column.summary = "fractional years \(range), \(evidence.distinctText)"
        } else if evidence.isInteger, evidence.distinct <= 15, evidence.filled >= 10 * evidence.distinct,
                  evidence.low! >= 0, evidence.high! <= 20 {
            // cyl 4/6/8, sex 1/2, a 1–5 scale: a few small whole numbers are levels, not quantities.
            column.role = .category
            column.isLevels = true
            column.summary = "whole numbers \(range), \(evidence.distinctText) in \(ColumnEvidence.grouped(evidence.filled)) rows: levels"
        } else {
            column.summary = "numbers \(range), \(evidence.distinctText)"
        }
        if column.role == .measure, header.soundsLikeSurveyWeight {
            column.isSurveyWeight = true
            column.summary = "survey weights \(range), \(evidence.distinctText): drawn only when nothing measured is left"
        }
        return column
    }

    /// Whole-number columns that name what a text column names, one to one (a country code beside
    /// the country, `LocID` beside `Location`): codes, whatever their header. Checked only between
    /// columns of equal distinct counts, one pass each.
    private mutating func findCodesOfTexts() {
        // Only texts that repeat: between two columns of distinct values any pairing is one to one.
        let texts = columns.indices.filter { !columns[$0].evidence.isNumeric && columns[$0].evidence.distinct >= 3
            && !columns[$0].evidence.distinctIsSampled && columns[$0].dateParser == nil
            && columns[$0].evidence.distinct * 2 <= columns[$0].evidence.filled }
        guard !texts.isEmpty else { return }
        for i in columns.indices where columns[i].evidence.isNumeric && columns[i].evidence.isInteger
            && (columns[i].role == .measure || columns[i].role == .category) && columns[i].evidence.valueKind != .boolean {
            guard let values = table.column(named: columns[i].name)?.values else { continue }
            // (Equal counts, or nearly: a code column may split or merge a few of the named
            // things, as `politycode` does for 3 of 200 countries.)
            for t in texts where Self.countsMatch(columns[t].evidence.distinct, columns[i].evidence.distinct) {
                guard let cells = table.textColumns[columns[t].name], Self.isOneToOne(values, cells) else { continue }
                columns[i].role = .code
                columns[i].summary = "whole numbers naming \(columns[t].name) one to one (\(columns[i].evidence.distinctText))"
                break
            }
        }
    }

    /// Distinct counts equal, or within 3 % of each other when there are 30 or more.
    static func countsMatch(_ a: Int, _ b: Int) -> Bool {
        a == b || (min(a, b) >= 30 && Double(abs(a - b)) <= 0.03 * Double(max(a, b)))
    }

    /// Whether values and texts name each other one to one: every text with one value and every
    /// value with one text, or (30 or more of them) all but 3 % of each.
    static func isOneToOne(_ values: [Double], _ cells: [String]) -> Bool {
        var forward: [UInt64: Set<String>] = [:]
        var backward: [String: Set<UInt64>] = [:]
        for (value, cell) in zip(values, cells) where value.isFinite && !cell.isEmpty {
            forward[value.bitPattern, default: []].insert(cell)
            backward[cell, default: []].insert(value.bitPattern)
        }
        guard !forward.isEmpty else { return false }
        let splitValues = forward.values.filter { $0.count > 1 }.count
        let splitTexts = backward.values.filter { $0.count > 1 }.count
        if splitValues == 0 && splitTexts == 0 { return true }
        return min(forward.count, backward.count) >= 30
            && Double(splitValues) <= 0.03 * Double(forward.count) && Double(splitTexts) <= 0.03 * Double(backward.count)
    }

    /// Units per second of a numeric column named like a time whose values are epoch seconds,
    /// milliseconds, microseconds or nanoseconds of 1973…2286; nil otherwise.
    static func epochScale(header: ColumnName, evidence: ColumnEvidence) -> Double? {
        guard header.soundsLikeTime, let low = evidence.low, let high = evidence.high else { return nil }
        // A unit in the name says what the numbers count: microseconds since a logger started
        // (3.9e8 µs, six minutes) are no epoch seconds of 1982.
        let scales = header.timeUnitsPerSecond.map { [$0] } ?? [1.0, 1e3, 1e6, 1e9]
        for scale in scales where low >= 1e8 * scale && high <= 1e10 * scale { return scale }
        return nil
    }

    /// Years with a fraction (R's `time(ts)`: 1949, 1949.083, …): rising values between 1000 and
    /// 3000, not all whole, named like a year or a time (then in any order: a long table), or
    /// rising evenly by a month, quarter, week or half year.
    static func isFractionalYear(header: ColumnName, evidence: ColumnEvidence) -> Bool {
        guard !evidence.isInteger, let low = evidence.low, let high = evidence.high, low >= 1000, high <= 3000 else { return false }
        if header.soundsLikeYear || header.soundsLikeTime { return true }
        guard evidence.isIncreasing, let step = evidence.step else { return false }
        return [1.0 / 12, 0.25, 1.0 / 52, 0.5].contains { abs(step - $0) < 1e-3 }
    }

    /// Fractional years that repeat, each for a block of rows (WMM's test vectors: 2020.0 ×10,
    /// 2020.5 ×10, … 2024.5), under no name: never falling, between 1000 and 3000, not all whole,
    /// and each new value a month, quarter, week or half year after the last, every time.
    static func isRepeatedFractionalYear(header: ColumnName, values: [Double], evidence: ColumnEvidence) -> Bool {
        guard !evidence.isInteger, evidence.isIncreasing, !evidence.isEvenlySpaced, evidence.distinct >= 3,
              let low = evidence.low, let high = evidence.high, low >= 1000, high <= 3000 else { return false }
        var previous: Double?
        var step: Double?
        for value in values where value.isFinite {
            defer { previous = value }
            guard let last = previous, value != last else { continue }
            let change = value - last
            if let step {
                guard abs(change - step) < 1e-6 else { return false }
            } else {
                guard [1.0 / 12, 0.25, 1.0 / 52, 0.5].contains(where: { abs(change - $0) < 1e-3 }) else { return false }
                step = change
            }
        }
        return step != nil
    }

    /// Columns named year, month, day, hour, minute holding whole numbers in their ranges, year
    /// and month at least: one time, and none of them a measure.
    private mutating func findDateParts() {
        var found: [DatePart: Int] = [:]
        for (i, column) in columns.enumerated() {
            if found[.month] == nil, ColumnName(column.name).datePart == .month, let texts = table.textColumns[column.name],
               column.dateParser == nil, MonthNames.isMonthColumn(texts) {
                found[.month] = i  // month names (`JAN`, `February`) beside a year column
                continue
            }
            guard column.evidence.isNumeric, column.evidence.isInteger, let low = column.evidence.low,
                  let high = column.evidence.high, let part = ColumnName(column.name).datePart,
                  found[part] == nil, part.range.contains(low), part.range.contains(high),
                  [.measure, .category, .constant, .time(.year)].contains(column.role)
            else { continue }
            found[part] = i
        }
        guard found[.year] != nil, found[.month] != nil || found[.quarter] != nil else {
            markPartsWithoutYear(month: found[.month], day: found[.day], hour: found[.hour])
            return
        }
        // Parts from the year down, without a hole (year, month, hour is no date); a quarter
        // only stands in for a missing month.
        if found[.month] != nil { found[.quarter] = nil }
        var parts: [(DatePart, Int)] = []
        for part in DatePart.allCases where part != .quarter || found[.quarter] != nil {
            guard let i = found[part] else { break }
            parts.append((part, i))
        }
        dateParts = DateParts(columns: parts.map { ($0.0, columns[$0.1].name) })
        for (_, i) in parts { columns[i].isLevels = false }
        for (part, i) in parts where columns[i].role != .constant {
            columns[i].role = .time(.datePart)
            columns[i].summary = "\(part.rawValue) part of \(dateParts!.name)"
        }
        markPartsOfOtherDates(used: Set(parts.map(\.1)))
    }

    /// A second date spread over columns beside the one combined (`deathYear`, `deathMonth`,
    /// `deathDay` after `birthYear`…): its month, day and clock parts, named with the word of a
    /// year column beside them and in their ranges, are parts of that date, never measures.
    private mutating func markPartsOfOtherDates(used: Set<Int>) {
        func split(_ name: String) -> (part: DatePart, word: String)? {
            let words = ColumnName(name).words
            guard words.count == 2, let part = ColumnName(name).datePart else { return nil }
            return (part, DatePart.named[words[1]] == part ? words[0] : words[1])
        }
        let yearWords = Set(columns.indices.compactMap { i -> String? in
            guard !used.contains(i), let (part, word) = split(columns[i].name), part == .year else { return nil }
            return word
        })
        guard !yearWords.isEmpty else { return }
        for i in columns.indices where !used.contains(i) && columns[i].evidence.isNumeric && columns[i].evidence.isInteger {
            guard let (part, word) = split(columns[i].name), part > .year, part != .quarter, yearWords.contains(word),
                  let low = columns[i].evidence.low, let high = columns[i].evidence.high,
                  part.range.contains(low), part.range.contains(high), columns[i].role != .constant else { continue }
            columns[i].role = .time(.datePart)
            columns[i].isLevels = false
            columns[i].summary = "\(part.rawValue) part of the \(word) date, not combined (the chart's time is \(dateParts!.name))"
        }
    }
}
