import Foundation
import XCTest
@testable import ChartData

/// Date cells in the forms data files write them: exact seconds, forms detected per column,
/// day/month order decided from the data or reported ambiguous, strftime patterns, zones.
final class DateColumnParserTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    private func seconds(_ text: String, _ form: DateColumnParser.Form = .yearFirst, zone: TimeZone? = nil) -> Double? {
        DateColumnParser(form: form, timeZone: zone ?? utc).seconds(from: text)
    }

    func testYearFirstFormsWithTimesFractionsAndZones() {
        XCTAssertEqual(seconds("2023-11-14T22:13:20Z"), 1_700_000_000)
        XCTAssertEqual(seconds("2023-11-14 22:13:20"), 1_700_000_000)
        XCTAssertEqual(seconds("2023/11/14 22:13:20"), 1_700_000_000)
        XCTAssertEqual(seconds("2023-11-14T23:13:20+01:00"), 1_700_000_000)
        XCTAssertEqual(seconds("2023-11-14T17:13:20-0500"), 1_700_000_000)
        XCTAssertEqual(seconds("2023-11-14T23:13:20+01"), 1_700_000_000)
        XCTAssertEqual(seconds("2023-11-14 22:13:20 UTC"), 1_700_000_000)
        XCTAssertEqual(seconds("2023-11-14T22:13:20.250Z"), 1_700_000_000.25)
        XCTAssertEqual(seconds("2010/01/01 00:00"), 1_262_304_000)
        XCTAssertEqual(seconds("2012/01/01"), 1_325_376_000)
        XCTAssertEqual(seconds("1900-03-01"), -2_203_891_200)
        XCTAssertEqual(seconds("2024-02-29"), 1_709_164_800)
    }

    func testImpossibleDatesAndOtherTextAreNil() {
        for text in ["2023-02-29", "2024-02-30", "2024-13-01", "2024-03-01T25:00", "2024-03-01T12:61", "14:30", "abc",
                     "", "12", "1.5.2", "2024-03-01 junk", "2024-03-01T12:00+25:00"] {
            XCTAssertNil(seconds(text), text)
        }
    }

    func testDayAndMonthFirstForms() {
        XCTAssertEqual(seconds("14.11.2023 22:13:20", .dayFirst), 1_700_000_000)
        XCTAssertEqual(seconds("14/11/2023 22:13:20", .dayFirst), 1_700_000_000)
        XCTAssertEqual(seconds("11/14/2023 10:13:20 PM", .monthFirst), 1_700_000_000)
        XCTAssertEqual(seconds("11/14/2023 12:00 AM", .monthFirst), 1_699_920_000)
        XCTAssertNil(seconds("14/11/2023", .monthFirst))
        XCTAssertNil(seconds("14/11/2023", .yearFirst), "a 4-digit year last needs a day/month order")
    }

    func testMonthNames() {
        let jan1 = 946_684_800.0
        for text in ["Jan 1 2000", "1 January 2000", "January 1, 2000", "01-Jan-2000", "2000 Jan 1", "JAN 1 2000",
                     "Jan 1st 2000", "1 jan 2000 00:00"] {
            XCTAssertEqual(seconds(text), jan1, text)
        }
        XCTAssertEqual(seconds("Sept 30 2000"), 970_272_000)
        XCTAssertNil(seconds("Foo 1 2000"))
    }

    func testDetectionDecidesDayOrMonthFirstFromTheData() throws {
        XCTAssertEqual(DateColumnParser.detect(["01/02/2024", "13/02/2024"], timeZone: utc),
                       .init(form: .dayFirst, isAmbiguous: false))
        XCTAssertEqual(DateColumnParser.detect(["01/02/2024", "02/13/2024"], timeZone: utc),
                       .init(form: .monthFirst, isAmbiguous: false))
        XCTAssertEqual(DateColumnParser.detect(["01/02/2024", "03/04/2024"], timeZone: utc),
                       .init(form: .monthFirst, isAmbiguous: true))
        XCTAssertEqual(DateColumnParser.detect(["01.02.2024", "03.04.2024"], timeZone: utc)?.form, .dayFirst,
                       "dotted dates are day first")
        XCTAssertEqual(DateColumnParser.detect(["2024-01-01", "2024-01-02"], timeZone: utc),
                       .init(form: .yearFirst, isAmbiguous: false))
        XCTAssertEqual(DateColumnParser.detect(["Jan 1 2000", "Feb 1 2000"], timeZone: utc)?.form, .yearFirst)
        XCTAssertNil(DateColumnParser.detect(["MSFT", "AAPL"], timeZone: utc))
        XCTAssertNil(DateColumnParser.detect(["00M", "0E0", "52E"], timeZone: utc))
        XCTAssertNil(DateColumnParser.detect(["", " "], timeZone: utc))
    }

    func testTheOrderOfTheRowsDecidesDayOrMonthFirstWhereOneReadingJumps() throws {
        // A logger every 10 minutes for 31 hours from 9 January, with a pause of 80 minutes: read
        // month first, the same steps and a month's jump (1 September to 1 October).
        let start = 1_452_353_400.0   // 2016-01-09 15:30 UTC
        let logger = (0..<187).filter { !(3..<10).contains($0) }.map { i -> String in
            let t = start + Double(i) * 600
            let d = Date(timeIntervalSince1970: t)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = utc
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: d)
            return String(format: "%02d/%02d/%04d %02d:%02d", c.day!, c.month!, c.year!, c.hour!, c.minute!)
        }
        let dayFirst = try XCTUnwrap(DateColumnParser.detect(logger, timeZone: utc))
        XCTAssertEqual(dayFirst.form, .dayFirst)
        XCTAssertFalse(dayFirst.isAmbiguous)
        XCTAssertGreaterThan(try XCTUnwrap(dayFirst.orderJump), 1000)
        // Hourly from 10 January, written month first: the day-first reading jumps a month.
        let hourly = (0..<48).map { String(format: "01/%02d/2020 %02d:00", 10 + $0 / 24, $0 % 24) }
        XCTAssertEqual(DateColumnParser.detect(hourly, timeZone: utc)?.form, .monthFirst)
        XCTAssertNotNil(DateColumnParser.detect(hourly, timeZone: utc)?.orderJump)
        // Must not: monthly dates on the 1st step evenly either way (a month or a day), and dates of
        // records in no order jump either way: both stay ambiguous, read month first.
        let monthly = (1...12).map { String(format: "%02d/01/2020", $0) }
        XCTAssertEqual(DateColumnParser.detect(monthly, timeZone: utc), .init(form: .monthFirst, isAmbiguous: true))
        // Monthly on the 1st over several years, written day first (dmba's Amtrak ridership): read
        // month first the dates run 1…12 January and jump to the next year; day first they step a month.
        let years = (0..<36).map { String(format: "01/%02d/%d", $0 % 12 + 1, 1991 + $0 / 12) }
        let monthlyDayFirst = try XCTUnwrap(DateColumnParser.detect(years, timeZone: utc))
        XCTAssertEqual(monthlyDayFirst.form, .dayFirst)
        XCTAssertFalse(monthlyDayFirst.isAmbiguous)
        XCTAssertGreaterThan(try XCTUnwrap(monthlyDayFirst.orderJump), 100)
        let quarterlyMonthFirst = (0..<12).map { String(format: "%02d/01/%d", ($0 % 4) * 3 + 1, 2001 + $0 / 4) }
        XCTAssertEqual(DateColumnParser.detect(quarterlyMonthFirst, timeZone: utc)?.form, .monthFirst)
        let records = ["03/04/2020", "11/02/2020", "01/09/2020", "07/07/2020", "12/01/2020", "02/05/2020", "05/11/2020"]
        XCTAssertEqual(DateColumnParser.detect(records, timeZone: utc), .init(form: .monthFirst, isAmbiguous: true))
    }

    func testPatterns() throws {
        let p = try XCTUnwrap(DateColumnParser(pattern: "%d/%m/%Y %H:%M", timeZone: utc))
        XCTAssertEqual(p.seconds(from: "14/11/2023 22:13"), 1_699_999_980)
        XCTAssertNil(p.seconds(from: "2023-11-14 22:13"))
        let q = try XCTUnwrap(DateColumnParser(pattern: "%Y%m%d-%H%M%S.%f", timeZone: utc))
        XCTAssertEqual(q.seconds(from: "20231114-221320.5"), 1_700_000_000.5)
        let r = try XCTUnwrap(DateColumnParser(pattern: "%b %e %y", timeZone: utc))
        XCTAssertEqual(r.seconds(from: "Jan  1 00"), 946_684_800)
        let j = try XCTUnwrap(DateColumnParser(pattern: "%Y-%j", timeZone: utc))
        XCTAssertEqual(j.seconds(from: "2024-060"), 1_709_164_800, "day 60 of a leap year is 29 February")
        XCTAssertEqual(DateColumnParser(pattern: "%F %T%z", timeZone: utc)?.seconds(from: "2023-11-14 23:13:20+0100"), 1_700_000_000)
        XCTAssertNil(DateColumnParser(pattern: "%Q", timeZone: utc))
    }

    func testWallClockTimesInAZoneAndParallelParsingAgree() throws {
        let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        XCTAssertEqual(seconds("2023-11-14 17:13:20", zone: newYork), 1_700_000_000)
        XCTAssertEqual(seconds("2023-07-01 00:00", zone: newYork), 1_688_184_000, "summer: UTC-4")
        XCTAssertEqual(seconds("2023-07-01T00:00Z", zone: newYork), 1_688_169_600, "a written zone wins")
        var texts: [String] = (0..<50_000).map { (i: Int) -> String in
            String(format: "2023-%02d-%02d %02d:00", i % 12 + 1, i % 28 + 1, i % 24)
        }
        texts += ["bad", ""]
        let parser = DateColumnParser(form: .yearFirst, timeZone: newYork)
        let all = parser.parseAll(texts)
        XCTAssertEqual(all.count, texts.count)
        for i in stride(from: 0, to: 50_000, by: 997) { XCTAssertEqual(all[i], parser.seconds(from: texts[i]), texts[i]) }
        XCTAssertTrue(all[50_000].isNaN)
        XCTAssertTrue(all[50_001].isNaN)
    }
}
