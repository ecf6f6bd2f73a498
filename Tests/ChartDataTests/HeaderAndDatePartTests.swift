import Foundation
import XCTest
@testable import ChartData

/// Headers that are not one plain row (a header line closing a prose preamble above a `***` rule,
/// a commented header, two header rows), and dates the inference had drawn as measures: calendar
/// parts beside a time, day/month/year in unnamed columns, `yyyymm` months, an hour 1…24 with a
/// month and day. Each fixture is the shape alone, made up here (no file of any data set).
final class HeaderAndDatePartTests: XCTestCase {
    private func parse(_ text: String) throws -> DataTable {
        try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
    }

    private func choice(_ text: String) throws -> (TableSchema, ChartChoice) {
        let schema = try TableSchema(table: parse(text))
        return (schema, try ChartChoice(schema: schema, request: ChartRequest()))
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        let rows: [String] = (0..<count).map(body)
        return header + "\n" + rows.joined(separator: "\n") + "\n"
    }

    private func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
    }

    // MARK: Headers

    /// Prose, then a line of names, then a `***` rule, then whitespace-aligned numbers: the names
    /// are kept, the rule is no row, and month, day and hour 1…24 make one time.
    func testAHeaderLineClosingAPreambleAboveARuleIsKept() throws {
        var lines = ["Station report for a test year", "Made by the national weather service", "",
                     "Columns:", "MM month", "DD day", "HH hour (1..24)", "t air temperature", "",
                     "MM  DD  HH     t      p", "***"]
        for hour in 0..<72 {
            let (month, d) = hour < 48 ? (1, 30 + hour / 24) : (2, 1)
            lines.append(String(format: "%2d  %2d  %2d  %5.1f  %6.1f", month, d, hour % 24 + 1, Double(hour % 7) - 2, 1000 + Double(hour % 5)))
        }
        let table = try parse(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(table.columnNames, ["MM", "DD", "HH", "t", "p"])
        XCTAssertEqual(table.rowCount, 72, "the rule line is not a row")
        XCTAssertTrue(table.readingNotes.contains { $0.hasPrefix("lines 1–9 skipped") }, "\(table.readingNotes)")
        let (schema, chosen) = try choice(lines.joined(separator: "\n") + "\n")
        let parts = try XCTUnwrap(schema.dateParts)
        XCTAssertEqual(parts.name, "MM+DD+HH")
        XCTAssertEqual(chosen.x, "MM+DD+HH")
        XCTAssertEqual(Set(chosen.y), ["t", "p"], "day and hour are parts of the time, not measures")
        let times = try XCTUnwrap(schema.timeValues(of: parts.name))
        XCTAssertEqual(times[23], day(TableSchema.DateParts.standInYear, 1, 31), "hour 24 is the next midnight")
    }

    func testRuleLinesAreNoRecords() {
        func isRule(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { TableReader.isRuleLine(0..<$0.count, in: $0) }
        }
        XCTAssertTrue(isRule("***"))
        XCTAssertTrue(isRule("=========="))
        XCTAssertTrue(isRule(" - - - "))
        XCTAssertFalse(isRule("--"), "two marks are too few")
        XCTAssertFalse(isRule("-1"))
        XCTAssertFalse(isRule("*-*"), "one mark repeated, not a mix")
    }

    /// `# time,a,b` as the first line, prose comments after it, then headerless rows.
    func testACommentedHeaderNamesHeaderlessRows() throws {
        var lines = ["# time,depth_10cm,depth_25cm", "#", "# Soil moisture at one site, courtesy of a university, thanks"]
        for i in 0..<20 { lines.append(String(format: "2020-01-%02d,%.2f,%.2f", i + 1, 0.2 + Double(i) / 100, 0.3)) }
        let table = try parse(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(table.columnNames, ["time", "depth_10cm", "depth_25cm"])
        XCTAssertEqual(table.rowCount, 20, "the first row is still data")
        XCTAssertTrue(table.readingNotes.contains { $0.contains("comment line") }, "\(table.readingNotes)")
    }

    /// A comment line of another field count, or with numbers, is no header.
    func testACommentThatDoesNotFitIsNoHeader() throws {
        let table = try parse("# made 2020, by hand\n1,2,3\n4,5,6\n7,8,9\n")
        XCTAssertEqual(table.columnNames, ["column 1", "column 2", "column 3"])
    }

    /// pandas' two-level columns: `Winter,Winter,Summer,Summer` over `Sat,Sun,Sat,Sun` over rows.
    func testTwoHeaderRowsNameEachColumnByBoth() throws {
        var lines = [",Winter,Winter,Summer,Summer", "[kWh],Sat,Sun,Sat,Sun"]
        for i in 0..<24 { lines.append(String(format: "%02d:00,%d,%d,%d,%d", i, 10 + i, 12 + i, 5 + i, 6 + i)) }
        let table = try parse(lines.joined(separator: "\n") + "\n")
        // The corner cell `[kWh]` is the unit of the numbers, not the name of the times of day.
        XCTAssertEqual(table.columnNames, ["column 1", "Winter · Sat", "Winter · Sun", "Summer · Sat", "Summer · Sun"])
        XCTAssertEqual(table.units["Winter · Sat"], "kWh")
        XCTAssertEqual(table.rowCount, 24)
        XCTAssertEqual(table.column(named: "Summer · Sun")?.values.first, 6)
        XCTAssertTrue(table.readingNotes.contains { $0.contains("two rows") }, "\(table.readingNotes)")
    }

    /// A merged upper cell leaves blanks after its name: the name carries over them.
    func testBlanksAfterAnUpperNameCarryIt() {
        XCTAssertEqual(TableReader.combinedNames(top: ["", "Winter", "", "Summer", ""], bottom: ["hour", "Sat", "Sun", "Sat", "Sun"]),
                       ["hour", "Winter · Sat", "Winter · Sun", "Summer · Sat", "Summer · Sun"])
        XCTAssertTrue(TableReader.repeatsNames(["", "Winter", "", "Summer", ""]))
        XCTAssertFalse(TableReader.repeatsNames(["time", "temp", "pressure"]), "distinct names over units stay a units row")
    }

    /// An upper name carried over thousands of blank cells is cut to the name limit before it is
    /// carried, so a two-row header's names grow with the line, not its square (the fuzzer's 164 KB
    /// name carried over 16,580 blank cells made 2.7 GB of names and ran for minutes; that input is
    /// replayed from Tests/Fuzz/Crashes/compressed by FuzzCorpusTests).
    func testALongUpperNameCarriedOverManyBlanksIsCutFirst() {
        let limit = TableReader.headerNameLimit
        let columns = 10_000
        let top = TableReader.headerNames(["", String(repeating: "n", count: 100_000)] + Array(repeating: "", count: columns - 2))
        let bottom = ["hour"] + (1..<columns).map { "c\($0)" }
        let names = TableReader.combinedNames(top: top, bottom: bottom)
        XCTAssertEqual(names.count, columns)
        XCTAssertEqual(names.last, String(repeating: "n", count: limit) + " · c\(columns - 1)")
        XCTAssertEqual(TableReader.headerNames([String(repeating: "é", count: limit + 1), "'a'", "b"]),
                       [String(repeating: "é", count: limit), "'a'", "b"], "cut by characters; quotes stay unless every name has them")
        XCTAssertEqual(TableReader.headerNames(["'a'", "", "'b'"]), ["a", "", "b"])
    }

    /// A units row under distinct names is still a units row, not a second header row.
    func testAUnitsRowIsStillAUnitsRow() throws {
        let table = try parse("time,temp,pressure\ns,degC,hPa\n0,20.5,1001\n1,20.7,1002\n2,20.9,1003\n")
        XCTAssertEqual(table.columnNames, ["time", "temp", "pressure"])
        XCTAssertEqual(table.units["temp"], "degC")
    }

    // MARK: Date parts and codes beside a time

    /// A weekday 1…7 and an hour_of_day beside timestamps are parts of that time, never measures.
    func testCalendarPartsBesideATimeAreNoMeasures() throws {
        let text = csv("time,period,weekday,hour_of_day,load", 96) { i -> String in
            let load: Double = 0.05 + Double(i % 13) / 100
            return String(format: "2007-01-%02d %02d:00:00,winter,%d,%d,%.3f", i / 24 + 1, i % 24, (i / 24) % 7 + 1, i % 24 + 1, load)
        }
        let (schema, chosen) = try choice(text)
        XCTAssertEqual(schema.column(named: "weekday")?.role, ColumnRole.time(.datePart))
        XCTAssertEqual(schema.column(named: "hour_of_day")?.role, ColumnRole.time(.datePart))
        XCTAssertTrue(schema.column(named: "weekday")?.summary.contains("beside the time in time") ?? false)
        XCTAssertEqual(chosen.x, "time")
        XCTAssertEqual(chosen.y, ["load"])
    }

    /// Month, Day, Hour averaged by a resampler (6.5, 15.5) beside a timestamp.
    func testAveragedDatePartsBesideATimeAreNoMeasures() throws {
        let text = csv("measured_on,Month,Day,Hour,ghi", 40) { i -> String in
            let month: Double = 6.5 + Double(i % 3) / 4
            let dayValue: Double = 15.5 - Double(i % 5)
            let hour: Double = 11.5 - Double(i % 7)
            return String(format: "2016-07-01 %02d:%02d:00,%.2f,%.2f,%.2f,%d", i / 4, i % 4 * 15, month, dayValue, hour, i * 10)
        }
        let (_, chosen) = try choice(text)
        XCTAssertEqual(chosen.x, "measured_on")
        XCTAssertEqual(chosen.y, ["ghi"])
    }

    /// People with a birth date and a death date each spread over year, month and day columns:
    /// the birth parts combine into the time, the death month and day are parts of another
    /// date, never measures; weight stays the measure. A `hours` count beside no `…Year` stays.
    func testPartsOfASecondDateAreNoMeasures() throws {
        let text = csv("playerID,birthYear,birthMonth,birthDay,deathYear,deathMonth,deathDay,weight,workHours", 60) { i -> String in
            "p\(i),\(1900 + i),\(i % 12 + 1),\(i % 28 + 1),\(1960 + i),\((i * 5) % 12 + 1),\((i * 7) % 28 + 1),\(150 + (i * 13) % 70),\(30 + i % 20)"
        }
        let (schema, chosen) = try choice(text)
        XCTAssertEqual(schema.dateParts?.columns.map(\.1), ["birthYear", "birthMonth", "birthDay"])
        XCTAssertEqual(schema.column(named: "deathMonth")?.role, ColumnRole.time(.datePart))
        XCTAssertEqual(schema.column(named: "deathDay")?.role, ColumnRole.time(.datePart))
        XCTAssertEqual(schema.column(named: "workHours")?.role, ColumnRole.measure)
        XCTAssertFalse(chosen.y.contains("deathMonth") || chosen.y.contains("deathDay"), chosen.explanation)
    }

    /// Without a time in the table, a weekday column stays what it was (it may be a key).
    func testAWeekdayWithoutATimeIsNotMarked() throws {
        let text = csv("weekday,factor", 70) { i -> String in "\(i % 7 + 1),\(Double(i) / 10)" }
        let schema = try TableSchema(table: parse(text))
        XCTAssertNotEqual(schema.column(named: "weekday")?.role, ColumnRole.time(.datePart))
    }

    /// A temperature named `min` beside a date is a measure: abbreviations are not parts here.
    func testAbbreviatedNamesBesideATimeStayMeasures() throws {
        let text = csv("date,min,max", 30) { i -> String in String(format: "2020-06-%02d,%d,%d", i + 1, 10 + i % 9, 20 + i % 9) }
        let (_, chosen) = try choice(text)
        XCTAssertEqual(Set(chosen.y), ["min", "max"])
    }

    /// A headerless file of day, month, year, then measures: the three unnamed columns are one date.
    func testUnnamedDayMonthYearColumnsAreOneDate() throws {
        let rows: [String] = (0..<60).map { i -> String in
            let d = i < 31 ? i + 1 : i - 30
            let m = i < 31 ? 7 : 8
            let a: Double = 2 + Double(i % 5) / 3
            return String(format: "  %d.0  %d.0  1952.0  %.3f  %.3f", d, m, a, Double(i % 11))
        }
        let text = rows.joined(separator: "\n") + "\n"
        let (schema, chosen) = try choice(text)
        let parts = try XCTUnwrap(schema.dateParts)
        XCTAssertEqual(parts.name, "column 3+column 2+column 1")
        XCTAssertEqual(schema.timeValues(of: parts.name)?[31], day(1952, 8, 1))
        XCTAssertEqual(chosen.x, parts.name)
        XCTAssertEqual(Set(chosen.y), ["column 4", "column 5"])
    }

    /// Unnamed columns that fit day and month ranges but go back in time are no date.
    func testUnnamedColumnsThatGoBackAreNoDate() throws {
        let rows: [String] = (0..<40).map { i -> String in "\((i * 7) % 28 + 1),\(i % 12 + 1),\(1990 + i % 3),\(i)" }
        let text = rows.joined(separator: "\n") + "\n"
        let schema = try TableSchema(table: parse(text))
        XCTAssertNil(schema.dateParts)
    }

    /// `Date` 192607, 192608, …: months written yyyymm.
    func testYearMonthNumbersAreMonths() throws {
        var rows: [String] = []
        for i in 0..<30 { rows.append("\(1926 + (i + 6) / 12)\(String(format: "%02d", (i + 6) % 12 + 1)),\(Double(i % 7) - 3)") }
        let (schema, chosen) = try choice("Date,Mkt-RF\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(schema.column(named: "Date")?.role, .time(.month))
        XCTAssertEqual(schema.column(named: "Date")?.compactDates, .yearMonth)
        XCTAssertEqual(chosen.x, "Date")
        XCTAssertEqual(chosen.xValues.first, day(1926, 7, 1))
        XCTAssertEqual(chosen.xValues[6], day(1927, 1, 1))
    }

    /// Days written yymmdd (days past 12) are not read as yyyymm months.
    func testShortYearDaysAreNotMonths() {
        XCTAssertEqual(CompactDates.detect(name: "date", values: [170113, 170114, 170131]), .shortYearMonthDay)
        XCTAssertEqual(CompactDates.detect(name: "date", values: [192607, 192608, 192609]), .yearMonth)
    }

    /// Typical days: a house, a day type and `HH:MM:SS` times of day, no date anywhere: the times
    /// of day are the x, over one unnamed day.
    func testTimesOfDayWithNoDateAreTheTime() throws {
        let text = csv("house,daytype,clock,load", 96) { i -> String in
            String(format: "H%d,D%d,%02d:%02d:00,%.3f", i / 48, i / 24 % 2, i % 24, i % 2 * 30, 0.1 + Double(i % 9) / 50)
        }
        let (schema, chosen) = try choice(text)
        let parts = try XCTUnwrap(schema.dateParts)
        XCTAssertTrue(parts.isTimeOfDayAlone)
        XCTAssertFalse(parts.hasYear)
        XCTAssertEqual(chosen.x, "clock")
        XCTAssertEqual(schema.timeValues(of: "clock")?[13], day(TableSchema.DateParts.standInYear, 1, 1) + 13 * 3600 + 1800)
        XCTAssertTrue(parts.summary.contains("no date"), parts.summary)
    }

    /// Load profiles label quarter hours as intervals (`00:00-00:15`): their starts are the times.
    func testIntervalsOfTimesOfDayAreTheirStarts() throws {
        XCTAssertEqual(TableSchema.secondsOfDayOrIntervalStart("00:15-00:30"), 900)
        XCTAssertNil(TableSchema.secondsOfDayOrIntervalStart("00:15-x"))
        XCTAssertNil(TableSchema.secondsOfDay("00:15-00:30"), "a date's clock column stays exact")
        let text = csv("slot,load", 24) { i -> String in String(format: "%02d:00-%02d:00,%d", i, (i + 1) % 24, 10 + i % 5) }
        let (_, chosen) = try choice(text)
        XCTAssertEqual(chosen.x, "slot")
        XCTAssertEqual(chosen.y, ["load"])
    }

    /// Fewer than 12 distinct times of day (a few lap times) are not the table's time.
    func testAFewClockTextsAreNotTheTime() throws {
        let text = csv("runner,lap,place", 30) { i -> String in "r\(i),1:\(10 + i % 5),\(i)" }
        let schema = try TableSchema(table: parse(text))
        XCTAssertNil(schema.dateParts)
    }

    /// `Time` 0000, 0100, … 2300 (whole hours written hhmm) beside a date: one instant, not 24 keys.
    func testWholeHoursWrittenHhmmBesideADateAreItsHours() throws {
        let text = csv("Date,Time,Value", 96) { i -> String in String(format: "2020-03-%02d,%02d00,%d", i / 24 + 1, i % 24, 100 + i % 7) }
        let (schema, chosen) = try choice(text)
        XCTAssertEqual(schema.dateParts?.dateAndClock?.form, .hhmm)
        XCTAssertEqual(chosen.x, "Date+Time")
        XCTAssertNil(chosen.by)
        XCTAssertEqual(schema.timeValues(of: "Date+Time")?[25], day(2020, 3, 2) + 3600)
    }
}
