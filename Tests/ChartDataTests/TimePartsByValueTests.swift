import Foundation
import XCTest
@testable import ChartData

/// Parts of a time found by their values whatever their names (`TableSchema+PartsByValue`): an
/// hour-ending column `HE`, a weekday numbered from any day, a day of the month and a month
/// beside the time they come from are parts of it, never measures; numbers that only resemble
/// a part stay measures. Each fixture is the shape alone, made up here.
final class TimePartsByValueTests: XCTestCase {
    private func schemaAndChoice(_ text: String) throws -> (TableSchema, ChartChoice) {
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        let schema = try TableSchema(table: table)
        return (schema, try ChartChoice(schema: schema, request: ChartRequest()))
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// Hourly stamps over four days (2018-01-01 was a Monday) with the hour as `HE` 0…23, the
    /// hour ending 1…24 under a name that says nothing, and the weekday numbered Monday = 0.
    func testHourAndWeekdayColumnsOfATimeAreParts() throws {
        let text = csv("Dates,HE,k1,k2,load", 96) { i in
            String(format: "2018-01-%02d %02d:00:00,", i / 24 + 1, i % 24) + "\(i % 24),\(i % 24 + 1),\(i / 24)," + String(format: "%.2f", 900 + Double(i % 17) * 3.5)
        }
        let (schema, chosen) = try schemaAndChoice(text)
        for name in ["HE", "k1", "k2"] {
            XCTAssertEqual(schema.column(named: name)?.role, .time(.datePart), name)
        }
        XCTAssertTrue(schema.column(named: "HE")?.summary.contains("equal to the hour of Dates") ?? false)
        XCTAssertTrue(schema.column(named: "k1")?.summary.contains("hour +1") ?? false)
        XCTAssertEqual(chosen.x, "Dates")
        XCTAssertEqual(chosen.y, ["load"])
    }

    /// Daily dates with the day of the month and the month written beside them as numbers.
    func testDayAndMonthColumnsOfADateAreParts() throws {
        let text = csv("date,a,b,rain", 80) { i in
            let month = i < 31 ? 1 : i < 59 ? 2 : 3
            let day = i < 31 ? i + 1 : i < 59 ? i - 30 : i - 58
            return String(format: "2021-%02d-%02d,", month, day) + "\(day),\(month)," + String(format: "%.1f", Double(i % 9) * 1.3)
        }
        let (schema, chosen) = try schemaAndChoice(text)
        XCTAssertEqual(schema.column(named: "a")?.role, .time(.datePart))
        XCTAssertEqual(schema.column(named: "b")?.role, .time(.datePart))
        XCTAssertEqual(chosen.y, ["rain"])
    }

    /// Must not: whole numbers 0…23 that are not the hour of their row, a count that matches the
    /// hour on a third of the rows, and an hour-like column with no time beside it stay measures.
    func testNumbersThatOnlyResembleAPartStayMeasures() throws {
        let text = csv("time,shuffled,partly,load", 96) { i in
            let partly = i % 3 == 0 ? i % 24 : (i * 5 + 3) % 24
            return String(format: "2018-01-%02d %02d:00:00,", i / 24 + 1, i % 24) + "\((i * 7 + 5) % 24),\(partly),\(Double(i % 11))"
        }
        let (schema, _) = try schemaAndChoice(text)
        XCTAssertNotEqual(schema.column(named: "shuffled")?.role, .time(.datePart))
        XCTAssertNotEqual(schema.column(named: "partly")?.role, .time(.datePart))
        // A running number and a balance beside daily dates step as a weekday does modulo 7, but
        // run past 7: no weekday.
        let daily = csv("date,serial,balance", 30) { i in String(format: "2020-01-%02d,", i + 1) + "\(i + 1),\(i - 5)" }
        let (days, _) = try schemaAndChoice(daily)
        XCTAssertNotEqual(days.column(named: "balance")?.role, .time(.datePart))
        let noTime = csv("n,hour,load", 48) { i in "\(i),\(i % 24),\(Double(i % 7) * 2)" }
        let (alone, _) = try schemaAndChoice(noTime)
        XCTAssertNotEqual(alone.column(named: "hour")?.role, .time(.datePart))
    }

    /// Whole numbers past any part's range (ids of 10^19 and more, beyond Int) beside a time are
    /// not compared at all: no part, no trap converting them.
    func testWholeNumbersBeyondIntAreNoPartAndNoTrap() throws {
        let text = csv("time,id,level", 40) { i in
            String(format: "2020-03-%02d,", i % 28 + 1) + "\(Double(i + 1) * 1e19),\(i % 9)"
        }
        let (schema, _) = try schemaAndChoice(text)
        XCTAssertNotEqual(schema.column(named: "id")?.role, .time(.datePart))
    }
}
