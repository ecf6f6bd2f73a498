import Foundation
import XCTest
@testable import ChartData

/// Date forms public data files write beyond ISO 8601: two-digit years (pivoted as POSIX
/// strptime does), weekday names and RFC 2822, months and quarters, `%a`/`%A` patterns; and
/// numbers and codes that must stay what they are.
final class WrittenDateFormTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    private func seconds(_ text: String, _ form: DateColumnParser.Form = .yearFirst) -> Double? {
        DateColumnParser(form: form, timeZone: utc).seconds(from: text)
    }

    private func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
    }

    func testTwoDigitYearsPivotAsStrptime() {
        XCTAssertEqual(seconds("19-Sep-03"), day(2003, 9, 19), "dd-mmm-yy")
        XCTAssertEqual(seconds("22 Apr 17"), day(2017, 4, 22))
        XCTAssertEqual(seconds("01-Jan-69"), day(1969, 1, 1), "69 is the first 19xx year")
        XCTAssertEqual(seconds("31-Dec-68"), day(2068, 12, 31), "68 is the last 20xx year")
        XCTAssertEqual(seconds("03/09/19", .monthFirst), day(2019, 3, 9))
        XCTAssertEqual(seconds("03/09/19", .dayFirst), day(2019, 9, 3))
        XCTAssertEqual(seconds("22.04.99 15:11", .dayFirst), day(1999, 4, 22) + 15 * 3600 + 11 * 60)
        XCTAssertNil(seconds("03/09/19", .yearFirst), "a two-digit year is never first")
        XCTAssertEqual(seconds("3/9/19 14:30", .monthFirst), day(2019, 3, 9) + 14.5 * 3600, "m/d/yy as spreadsheets write it")
        XCTAssertNil(seconds("03/09-19", .monthFirst), "mixed separators")
        XCTAssertNil(seconds("10.4.12", .dayFirst), "dotted: two digits each, or a version number")
        XCTAssertNil(seconds("Sep-19-03"), "with two 2-digit numbers the month name sits between them")
        XCTAssertEqual(DateColumnParser.detect(["19-Sep-03", "22-Sep-03", "23-Oct-03"], timeZone: utc)?.form, .yearFirst)
        XCTAssertEqual(DateColumnParser.detect(["03/09/19", "03/10/19", "03/13/19"], timeZone: utc),
                       .init(form: .monthFirst, isAmbiguous: false))
        XCTAssertEqual(DateColumnParser.detect(["13/09/19", "14/09/19"], timeZone: utc),
                       .init(form: .dayFirst, isAmbiguous: false))
    }

    func testWeekdayNamesAndRFC2822() {
        let instant = day(2017, 4, 22) + 20 * 3600 + 11 * 60 + 58  // 15:11:58 -0500
        for text in ["Sat, 22 Apr 2017 15:11:58 -0500", "Sat, 22 Apr 2017 15:11:58 -0500 (CDT)",
                     "Sat, 22 Apr 2017 15:11:58 CDT", "Saturday, 22 April 2017 15:11:58 -05:00",
                     "sat 22 apr 2017 20:11:58 GMT", "Sat, 22 Apr 2017 20:11:58 +0000", "Sat, 22 Apr 17 15:11:58 EST"] {
            XCTAssertEqual(seconds(text), instant, text)
        }
        XCTAssertEqual(seconds("Saturday, April 22, 2017"), day(2017, 4, 22))
        // ctime, asctime and `date`: the clock before the year.
        let clock = day(2017, 4, 22) + 15 * 3600 + 11 * 60 + 58
        XCTAssertEqual(seconds("Sat Apr 22 15:11:58 2017"), clock)
        XCTAssertEqual(seconds("Sat Apr  2 15:11:58 2017"), clock - 20 * 86_400)
        XCTAssertEqual(seconds("Sat Apr 22 15:11:58 UTC 2017"), clock)
        XCTAssertEqual(seconds("Sat Apr 22 10:11:58 EST 2017"), clock)
        XCTAssertNil(seconds("Sat Apr 22 15:11:58"), "no year")
        XCTAssertNil(seconds("Sat Apr 22 15:11:58 17"), "a two-digit year after the clock")
        XCTAssertEqual(seconds("Thurs 20 Apr 2017"), day(2017, 4, 20))
        XCTAssertEqual(seconds("Sat 04/22/2017", .monthFirst), day(2017, 4, 22))
        XCTAssertNil(seconds("Saturday"))
        XCTAssertNil(seconds("Sat,"))
        XCTAssertNil(seconds("Sat 22 Apr 2017 15:11:58 -0500 (CDT"), "an unclosed comment")
        XCTAssertNil(seconds("Sat 22 Apr 2017 15:11:58 XYZ"))
        XCTAssertEqual(DateColumnParser.detect(["Sat, 22 Apr 2017 15:11:58 -0500", "Sun, 23 Apr 2017 09:00:00 -0500"],
                                               timeZone: utc)?.form, .yearFirst)
    }

    func testISOWithFractionsAndOffsets() {
        XCTAssertEqual(seconds("2017-04-22T15:11:58.123+05:30"), day(2017, 4, 22) + 15 * 3600 + 11 * 60 + 58.123 - 5.5 * 3600)
        XCTAssertEqual(seconds("2017-04-22T15:11:58Z"), day(2017, 4, 22) + 15 * 3600 + 11 * 60 + 58)
        XCTAssertEqual(seconds("22 Apr 2017"), day(2017, 4, 22))
        XCTAssertEqual(seconds("April 22, 2017"), day(2017, 4, 22))
    }

    func testMonthsAndQuartersOfAYear() {
        for text in ["2017-04", "2017/4", "Apr 2017", "April-2017", "2017 Apr", "april 2017"] {
            XCTAssertEqual(seconds(text), day(2017, 4, 1), text)
        }
        XCTAssertEqual(seconds("04/2017", .monthFirst), day(2017, 4, 1))
        for text in ["2017Q2", "2017-Q2", "2017 Q2", "Q2 2017", "q2-2017", "2017q2"] {
            XCTAssertEqual(seconds(text), day(2017, 4, 1), text)
        }
        XCTAssertEqual(seconds("1999Q4"), day(1999, 10, 1))
        // Spreadsheets' `mmm-yy` and quarters with a two-digit year after a dash, pivoted as %y.
        XCTAssertEqual(seconds("Jan-80"), day(1980, 1, 1))
        XCTAssertEqual(seconds("sep-04"), day(2004, 9, 1))
        XCTAssertEqual(seconds("Q1-92"), day(1992, 1, 1))
        XCTAssertEqual(seconds("Q4/08"), day(2008, 10, 1))
        for text in ["2017Q5", "2017Q0", "Q1 17", "Jan 15", "Jan-5", "Q192", "Q1-9", "2017-13", "2017.04", "17-04", "2017-04 12:00", "Q1", "2017"] {
            XCTAssertNil(seconds(text), text)
        }
        XCTAssertEqual(DateColumnParser.detect(["2017-01", "2017-02", "2017-03"], timeZone: utc)?.form, .yearFirst)
        XCTAssertEqual(DateColumnParser.detect(["Jan-80", "Feb-80", "Mar-80"], timeZone: utc)?.form, .yearFirst)
        XCTAssertEqual(DateColumnParser.detect(["Q1-92", "Q2-92", "Q3-92"], timeZone: utc)?.form, .yearFirst)
    }

    /// Seasons of a year as spreadsheets of seasonal sales write them, winter first: the first
    /// day of the season's quarter, so the rows keep their order and step evenly.
    func testSeasonsOfAYear() {
        for (text, month) in [("Winter-2001", 1), ("Spring 2001", 4), ("2001 Summer", 7), ("Fall-2001", 10),
                              ("autumn/2001", 10), ("SUMMER-01", 7), ("2001-Winter", 1)] {
            XCTAssertEqual(seconds(text), day(2001, month, 1), text)
        }
        for text in ["Winter", "Winter 01", "Winterfell-2001", "Fall-2001 x", "Spring-20011", "Summer 2001-07", "2001 Falls"] {
            XCTAssertNil(seconds(text), text)
        }
        XCTAssertEqual(DateColumnParser.detect(["Winter-2001", "Spring-2001", "Summer-2001", "Fall-2001", "Winter-2002"], timeZone: utc)?.form, .yearFirst)
    }

    /// ISO 8601 weeks as R's tsibble writes them (`1991 W06`): the Monday of the week, week 1
    /// holding 4 January (so 2021-W01 starts 2021-01-04 and 2020-W53 on 2020-12-28).
    func testISOWeeks() {
        for text in ["1991 W06", "1991-W06", "1991W06", "1991-w06", " 1991 W06 "] {
            XCTAssertEqual(seconds(text), day(1991, 2, 4), text)
        }
        XCTAssertEqual(seconds("2021-W01"), day(2021, 1, 4))
        XCTAssertEqual(seconds("2020-W53"), day(2020, 12, 28))
        XCTAssertEqual(seconds("2015-W01"), day(2014, 12, 29), "week 1 may start in December")
        XCTAssertEqual(seconds("1991-W06-3"), day(1991, 2, 6), "a weekday after the week")
        for text in ["2021-W53", "1991 W00", "1991 W6", "1991-W06-8", "W06 1991", "1991 W06 x"] {
            XCTAssertNil(seconds(text), text)
        }
        XCTAssertEqual(DateColumnParser.detect(["1991 W06", "1991 W07", "1991 W08"], timeZone: utc)?.form, .yearFirst)
    }

    /// Codes, versions, amounts and clock times a date reader must leave alone.
    func testNumbersAndCodesAreNotDates() {
        let codes = ["1.2.3", "10.4.12", "12-34-56", "555-1234", "3.14", "2017", "20170422", "1e5", "A1-B2", "Q5",
                     "12:30", "12/31", "v1.2.10", "Mon", "Tuesday", "SAT-01", "2017.5", "99/99/99", "1/2/3"]
        for form in [DateColumnParser.Form.yearFirst, .dayFirst, .monthFirst] {
            for text in codes { XCTAssertNil(seconds(text, form), "\(text) as \(form)") }
        }
        XCTAssertNil(DateColumnParser.detect(["12-34-56", "10-20-30", "44-55-66"], timeZone: utc))
    }

    /// Cells of date-like pieces in random order: every form answers (a finite value or nil)
    /// without trapping, whatever the pieces.
    func testRandomDateLikeCellsNeverTrap() throws {
        let pieces = ["Sat", "Saturday", ",", " ", "  ", "22", "2", "Apr", "April", "2017", "17", "-", "/", ".", ":",
                      "15", "11:58", "Q", "Q1", "q9", "T", "Z", "UTC", "EST", "(", ")", "(CDT)", "+05:30", "-0500",
                      "PM", "1st", "0", "99", "123456789012345678901234", "é", "\u{0}"]
        var state: UInt64 = 20
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let parsers = [DateColumnParser(form: .yearFirst, timeZone: utc), DateColumnParser(form: .dayFirst, timeZone: utc),
                       DateColumnParser(form: .monthFirst, timeZone: utc),
                       try XCTUnwrap(DateColumnParser(pattern: "%a, %d %b %y %H:%M:%S %z", timeZone: utc))]
        for _ in 0..<20_000 {
            let cell = (0..<(1 + random(9))).map { _ in pieces[random(pieces.count)] }.joined()
            for parser in parsers {
                if let value = parser.seconds(from: cell) { XCTAssertTrue(value.isFinite, cell) }
            }
        }
    }

    func testWeekdayDirectivesInPatterns() throws {
        let rfc = try XCTUnwrap(DateColumnParser(pattern: "%a, %d %b %Y %H:%M:%S %z", timeZone: utc))
        XCTAssertEqual(rfc.seconds(from: "Sat, 22 Apr 2017 15:11:58 -0500"), day(2017, 4, 22) + 20 * 3600 + 11 * 60 + 58)
        XCTAssertNil(rfc.seconds(from: "Xyz, 22 Apr 2017 15:11:58 -0500"))
        let long = try XCTUnwrap(DateColumnParser(pattern: "%A %d/%m/%y", timeZone: utc))
        XCTAssertEqual(long.seconds(from: "Saturday 22/04/17"), day(2017, 4, 22))
        XCTAssertEqual(long.seconds(from: "Friday 31/12/99"), day(1999, 12, 31))
        XCTAssertTrue(DateColumnParser.knownDirectives.contains("%a %A"))
    }
}
