import Foundation
import XCTest
@testable import ChartData

/// Months written as names: a wide year × month table (statsmodels elnino, BLS unemployment) is
/// one monthly series; month names beside a year combine into a time (Wooldridge ezanders);
/// month names as categories go in calendar order (pingouin mixed_anova).
final class MonthTablesTests: XCTestCase {
    private func read(_ text: String) throws -> DataTable {
        try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
    }

    private func day(_ year: Int, _ month: Int) -> Double {
        Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: 1)) * 86_400
    }

    func testMonthNames() {
        XCTAssertEqual(MonthNames.number(of: "JAN"), 1)
        XCTAssertEqual(MonthNames.number(of: "September"), 9)
        XCTAssertEqual(MonthNames.number(of: "sept"), 9)
        XCTAssertNil(MonthNames.number(of: "Ma"), "two letters say nothing")
        XCTAssertNil(MonthNames.number(of: "Annual"))
        XCTAssertNil(MonthNames.number(of: "decade"))
        XCTAssertEqual(MonthNames.calendarOrder(["August", "January", "June"]), ["January", "June", "August"])
        XCTAssertNil(MonthNames.calendarOrder(["August", "Control"]))
        XCTAssertNil(MonthNames.calendarOrder(["Jan", "January"]), "one month twice is no calendar")
    }

    func testWideYearByMonthTableIsOneMonthlySeries() throws {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let text = "Year," + months.joined(separator: ",") + ",Annual\n"
            + (0..<3).map { y in "\(1948 + y)," + (1...12).map { "\(y * 100 + $0)" }.joined(separator: ",") + ",5.5" }.joined(separator: "\n") + "\n"
        let table = try read(text)
        let wide = try XCTUnwrap(WideMonthTable(table))
        XCTAssertEqual(wide.yearColumn, "Year")
        XCTAssertEqual(wide.monthColumns, months)
        XCTAssertEqual(wide.droppedColumns, ["Annual"])
        let long = wide.monthly(table)
        XCTAssertEqual(long.rowCount, 36)
        XCTAssertEqual(long.column(named: "month")?.values.first, day(1948, 1))
        XCTAssertEqual(long.column(named: "month")?.values[13], day(1949, 2))
        XCTAssertEqual(long.column(named: "value")?.values[13], 102)
        XCTAssertEqual(long.valueKinds["month"], .date)
        let schema = try TableSchema(table: long)
        let choice = try ChartChoice(schema: schema, request: ChartRequest())
        XCTAssertEqual(choice.x, "month")
        XCTAssertEqual(choice.y, ["value"])
        XCTAssertEqual(choice.xAxis, .date)
        // Not a grid: a column that is neither a month nor an aggregate, or a month missing.
        XCTAssertNil(WideMonthTable(try read("Year,Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec,price\n" + "2000" + String(repeating: ",1", count: 13) + "\n")))
        XCTAssertNil(WideMonthTable(try read("YEAR,JAN,FEB,MAR\n2000,1,2,3\n2001,1,2,3\n")))
    }

    func testYearAndMonthNamesCombine() throws {
        let names = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        let text = "month,uclms,year\n" + (0..<24).map { "\(names[$0 % 12]),\(18000 - $0 * 10),\(1980 + $0 / 12)" }.joined(separator: "\n") + "\n"
        let schema = try TableSchema(table: try read(text))
        XCTAssertEqual(schema.dateParts?.name, "year+month")
        XCTAssertEqual(schema.column(named: "month")?.role, .time(.datePart))
        let times = try XCTUnwrap(schema.timeValues(of: "year+month"))
        XCTAssertEqual(times[0], day(1980, 1))
        XCTAssertEqual(times[14], day(1981, 3))
        let choice = try ChartChoice(schema: schema, request: ChartRequest())
        XCTAssertEqual(choice.x, "year+month")
        XCTAssertEqual(choice.y, ["uclms"])
    }

    func testMonthCategoriesInCalendarOrder() throws {
        let rows = ["August", "January", "June"].flatMap { month in (0..<4).map { "\(month),\($0 + 1)" } }
        let table = try read("Time,Scores\n" + rows.joined(separator: "\n") + "\n")
        let schema = try TableSchema(table: table)
        var request = ChartRequest()
        request.x = "Time"
        let choice = try ChartChoice(schema: schema, request: request)
        XCTAssertEqual(choice.categories, ["January", "June", "August"])
        let series = choice.series(schema: schema)
        XCTAssertEqual(series.first?.x.first, 0, "January first")
        XCTAssertEqual(series.first?.y.first, 2.5, "the mean of January's scores")
    }
}
