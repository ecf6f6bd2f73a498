import Foundation
import XCTest
@testable import ChartData

/// Times spread over columns in the shapes loggers, weather archives and Python write them: a date
/// beside a time of day (`24:00` included), a month and day with no year, a typical year stitched
/// from many years (TMY3), Python ordinal days; and a header kept above a units row and a row of keys.
final class InferenceTimeShapeTests: XCTestCase {
    private func parse(_ text: String) throws -> DataTable {
        try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
    }

    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: parse(text))
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    private func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
    }

    func testClockTextsAreTimesOfDay() {
        XCTAssertEqual(TableSchema.secondsOfDay("00:20"), 1200)
        XCTAssertEqual(TableSchema.secondsOfDay("7:05"), 7 * 3600 + 300)
        XCTAssertEqual(TableSchema.secondsOfDay("23:59:30.5"), 86_370.5)
        XCTAssertEqual(TableSchema.secondsOfDay("24:00"), 86_400, "the midnight that ends the day")
        for bad in ["24:30", "12:60", "1:2", "12", "ab:cd", "12:30:99", "-1:00", "12:30 pm"] {
            XCTAssertNil(TableSchema.secondsOfDay(bad), bad)
        }
    }

    /// great_tables gibraltar: `date` 2023-05-01 beside `time` 00:20, readings every 30 minutes.
    func testADateBesideATimeOfDayIsOneInstantOnX() throws {
        let text = csv("date,time,temp,condition", 96) { i in
            String(format: "2023-05-%02d,%02d:%02d,%d,Fair", i / 48 + 1, i % 48 / 2, i % 2 * 30 + 20, 15 + i % 7)
        }
        let s = try schema(text)
        let parts = try XCTUnwrap(s.dateParts)
        XCTAssertEqual(parts.name, "date+time")
        XCTAssertEqual(parts.dateAndClock?.form, .text)
        XCTAssertEqual(s.column(named: "time")?.role, .time(.datePart), "a part of the instant, not a key of 48 series")
        let times = try XCTUnwrap(s.timeValues(of: "date+time"))
        XCTAssertEqual(times[0], day(2023, 5, 1) + 20 * 60)
        XCTAssertEqual(times[95], day(2023, 5, 2) + 23 * 3600 + 50 * 60)
        let choice = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(choice.x, "date+time")
        XCTAssertEqual(choice.xAxis, .date)
        XCTAssertEqual(choice.y, ["temp"])
        XCTAssertNil(choice.by)
        XCTAssertTrue(choice.warnings.isEmpty, "\(choice.warnings)")
    }

    /// great_tables pizzaplace: orders of two pizzas at a date and time, each of 20 names at a tenth
    /// of the instants: records, not 20 series, though (name, instant) pairs are unique.
    func testEventsLabelledByACategoryAreNotSplitIntoSeries() throws {
        let names = (0..<20).map { "pizza\($0)" }
        let text = csv("date,time,name,price", 300) { i in
            let order = i / 2
            return String(format: "2015-01-%02d,%02d:%02d:00,%@,%d", order / 15 + 1, 11 + order % 15 / 2, order * 7 % 60, names[i * 7 % 20], 10 + i % 9)
        }
        let choice = try ChartChoice(schema: try schema(text), request: ChartRequest())
        XCTAssertEqual(choice.x, "date+time")
        XCTAssertNil(choice.by, choice.decisions.map(\.description).joined(separator: "; "))
    }

    /// TMY3: `Date (MM/DD/YYYY)` and `Time (HH:MM)` from 01:00 to 24:00, the last the next midnight.
    func testTwentyFourHundredIsTheNextMidnight() throws {
        let text = csv("Date (MM/DD/YYYY),Time (HH:MM),GHI (W/m^2)", 48) { i in
            String(format: "01/%02d/1999,%02d:00,%d", i / 24 + 1, i % 24 + 1, i)
        }
        let s = try schema(text)
        let name = try XCTUnwrap(s.dateParts?.name)
        let times = try XCTUnwrap(s.timeValues(of: name))
        XCTAssertEqual(times[0], day(1999, 1, 1) + 3600)
        XCTAssertEqual(times[23], day(1999, 1, 2), "01/01 24:00 is 01/02 00:00")
        XCTAssertEqual(times[24], day(1999, 1, 2) + 3600)
        XCTAssertTrue(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "strictly rising")
    }

    /// A date beside an hhmm clock number, and beside an hour column.
    func testADateBesideAnHhmmClockOrAnHourCombines() throws {
        let hhmm = try schema(csv("date,dep_time,delay", 40) { i in "2013-01-0\(i / 20 + 1),\((5 + i / 3) * 100 + i * 7 % 60),\(i % 9)" })
        XCTAssertEqual(hhmm.dateParts?.dateAndClock?.form, .hhmm)
        let hour = try schema(csv("date,hour,load", 48) { i in "2020-03-0\(i / 24 + 1),\(i % 24),\(100 + i)" })
        XCTAssertEqual(hour.dateParts?.dateAndClock?.form, .hour)
        XCTAssertEqual(hour.timeValues(of: "date+hour")?[25], day(2020, 3, 2) + 3600)
    }

    /// A length of time written `H:MM` far from the date and not named like a time is no clock.
    func testALapTimeAwayFromTheDateIsNoClock() throws {
        let s = try schema(csv("date,runner,lap,place", 30) { i in "2021-06-\(10 + i % 3),r\(i),\(1 + i % 3):\(10 + i),\(i)" })
        XCTAssertNil(s.dateParts)
    }

    /// R's airquality: `Month` 5…9 and `Day`, no year: dates within one unnamed year on x.
    func testMonthAndDayWithoutAYearAreDatesOfOneUnnamedYear() throws {
        let text = csv("Ozone,Solar.R,Wind,Temp,Month,Day", 153) { i in
            let month = [5, 6, 7, 8, 9].first { m in i < [31, 61, 92, 123, 153][m - 5] }!
            let start = [0, 31, 61, 92, 123][month - 5]
            return "\(10 + i * 7 % 90),\(100 + i % 200),\(5 + i % 10),\(60 + i % 30),\(month),\(i - start + 1)"
        }
        let s = try schema(text)
        let parts = try XCTUnwrap(s.dateParts)
        XCTAssertFalse(parts.hasYear)
        XCTAssertEqual(s.timeValues(of: parts.name)?.first, day(TableSchema.DateParts.standInYear, 5, 1))
        XCTAssertEqual(s.timeValues(of: parts.name)?.last, day(TableSchema.DateParts.standInYear, 9, 30))
        let choice = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(choice.x, "Month+Day")
        XCTAssertEqual(choice.xAxis, .date)
        XCTAssertTrue(choice.decisions[0].reasons[0].contains("without a year"), choice.decisions[0].description)
    }

    /// TMY3: each month from another year, in calendar order, ending on 12/31 24:00.
    func testATypicalYearIsDrawnOverOneYear() throws {
        let years = [1991, 2003, 1998, 1996, 2005, 1993, 1999, 2001, 1994, 1992, 2000, 1997]
        var rows: [String] = []
        for month in 1...12 {
            for d in 1...DateColumnParser.daysIn(month, of: 1999) {
                for hour in [6, 12, 18, 24] { rows.append(String(format: "%02d/%02d/%d,%02d:00,%d", month, d, years[month - 1], hour, hour * month)) }
            }
        }
        let s = try schema("Date (MM/DD/YYYY),Time (HH:MM),ETR (W/m^2)\n" + rows.joined(separator: "\n") + "\n")
        let choice = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(choice.x, "Date (MM/DD/YYYY)+Time (HH:MM)")
        XCTAssertEqual(choice.xValues.first, day(1991, 1, 1) + 6 * 3600)
        XCTAssertEqual(choice.xValues[4 * 31], day(1991, 2, 1) + 6 * 3600, "February moved from 2003 to 1991")
        XCTAssertEqual(choice.xValues.last, day(1992, 1, 1), "12/31 24:00 is the next year's first midnight")
        XCTAssertTrue(zip(choice.xValues, choice.xValues.dropFirst()).allSatisfy { $0 < $1 })
        XCTAssertTrue(choice.warnings.contains { $0.contains("a typical year") && $0.contains("1991–2005") }, "\(choice.warnings)")
    }

    /// The same typical year as pandas writes it from TMY3: hour 24 as hour 0 of the same date,
    /// the months in a leap year first (no February 29 in the file).
    func testATypicalYearWithMidnightsDatedTheDayTheyEnd() {
        let years = [1988, 1996, 2003, 1998, 1996, 2005, 1993, 1999, 2001, 1994, 1992, 2000]
        var times: [Double] = []
        for month in 1...12 {
            for d in 1...DateColumnParser.daysIn(month, of: 1999) {
                for hour in [6, 12, 18, 0] { times.append(day(years[month - 1], month, d) + Double(hour) * 3600) }
            }
        }
        let typical = TypicalYear(times: times, timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(typical?.drawnIn, 1988)
        XCTAssertEqual(typical?.times[3], day(1988, 1, 2), "01/01 00:00 after 18:00 is the day's end")
        XCTAssertEqual(typical?.times.last, day(1989, 1, 1))
        XCTAssertTrue(typical.map { zip($0.times, $0.times.dropFirst()).allSatisfy { $0 < $1 } } ?? false)
    }

    /// Series that are no typical year keep their instants: two real years, a year from July to
    /// June, a year in descending order.
    func testRealSeriesAreNoTypicalYear() {
        let utc = TimeZone(identifier: "UTC")!
        let twoYears = (0..<730).map { day(2019, 1, 1) + Double($0) * 86_400 }
        XCTAssertNil(TypicalYear(times: twoYears, timeZone: utc))
        let julyToJune = (0..<365).map { day(2020, 7, 1) + Double($0) * 86_400 }
        XCTAssertNil(TypicalYear(times: julyToJune, timeZone: utc))
        XCTAssertNil(TypicalYear(times: Array(twoYears.reversed()), timeZone: utc))
        var gap = (0..<365).map { day(2019, 1, 1) + Double($0) * 86_400 }
        gap.removeSubrange(40..<47)
        XCTAssertNil(TypicalYear(times: gap, timeZone: utc), "a week missing is a gap, not a seam")
        // Daily rows, the months alternately of 2001 and 2002: a typical year, drawn in 2001.
        let stitched = (1...12).flatMap { m in (1...DateColumnParser.daysIn(m, of: 2001)).map { day(m % 2 == 1 ? 2001 : 2002, m, $0) } }
        let typical = TypicalYear(times: stitched, timeZone: utc)
        XCTAssertEqual(typical?.times.last, day(2001, 12, 31))
        XCTAssertEqual(typical?.years, 2001...2002)
    }

    /// river trump_approval: `ordinal_date` 736389… (Python `date.toordinal()`) is a date.
    func testPythonOrdinalDaysAreDates() throws {
        let s = try schema(csv("ordinal_date,approve", 30) { "\(736_389 + $0),\(40 + $0 % 5)" })
        XCTAssertEqual(s.column(named: "ordinal_date")?.role, .time(.date))
        XCTAssertEqual(s.timeValues(of: "ordinal_date")?.first, day(2017, 3, 1))
        // A count of that size not named like a date stays a number.
        let counts = try schema(csv("visitors,approve", 30) { "\(736_389 + $0 * 17),\($0)" })
        XCTAssertEqual(counts.column(named: "visitors")?.role, .measure)
    }

    /// pvlib's Sandia module table: a header, a units row, a row of keys, then the modules.
    func testAUnitsRowFollowedByAKeyRowKeepsTheHeader() throws {
        let text = "Name,Vintage,Area,Isco,Voco\nUnits,,,A,V\n[0],snl_vintage,snl_area,snl_isco,snl_voco\n"
            + (0..<12).map { "Module \($0),2009 (E),1.\($0),5.\($0),4\($0).1" }.joined(separator: "\n") + "\n"
        let table = try parse(text)
        XCTAssertEqual(table.columnNames, ["Name", "Vintage", "Area", "Isco", "Voco"])
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.units["Isco"], "A")
        XCTAssertEqual(table.column(named: "Area")?.values.first, 1.0)
        XCTAssertEqual(table.readingNotes, ["line 3 skipped: text only, under the units row (line 2) and above the numbers"])
        // A header over rows of text alone reads every row as before.
        let texts = try parse("carrier,name\n9E,Endeavor\nAA,American\nAS,Alaska\nB6,JetBlue\nDL,Delta\n")
        XCTAssertEqual(texts.rowCount, 5)
    }
}
