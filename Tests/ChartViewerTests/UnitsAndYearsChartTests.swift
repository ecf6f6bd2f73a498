import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// What chartview makes of a units row (axis titles with units), short rows (gaps, not an
/// error), year columns (a year scale: "2007", never "2,007" or "2007.5") and newly read date
/// forms (RFC 2822, two-digit years) with the year named on the axis.
final class UnitsAndYearsChartTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("units-years")
    }

    override func tearDown() {
        scratch = nil
    }

    private func chart(_ name: String, _ text: String, _ arguments: [String] = []) throws -> Chart {
        let path = try scratch.write(name, text)
        return try ChartFactory.makeChart(path: path, options: try ChartOptions.parse(arguments)).0
    }

    private func sceneTexts(_ chart: Chart) -> [String] {
        chart.makeScene(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer()).chrome.compactMap {
            if case .text(let text) = $0 { return text.text } else { return nil }
        }
    }

    func testUnitsRowGivesAxisTitlesWithUnits() throws {
        let logger = try chart("logger.csv", "time,temp\ns,degC\n0,20.1\n10,20.4\n20,20.2\n")
        XCTAssertEqual(logger.xAxis.title, "time (s)")
        XCTAssertEqual(logger.yAxis.title, "temp (degC)")
        XCTAssertEqual(logger.dataSource?.chart(logger, numberOfPointsInSeriesAt: 0), 3, "the units are not a data row")
        XCTAssertTrue(sceneTexts(logger).contains("temp (degC)"))
    }

    /// A cross table whose corner cell is its unit (`[kWh]` over times of day): the unit titles
    /// the y axis of its many series, and is no name under the x axis.
    func testACornerCellUnitTitlesTheYAxis() throws {
        let chart = try chart("profile.csv", "[kWh],Mon,Tue,Wed\n00:00,1,2,3\n00:15,2,3,4\n00:30,3,4,5\n00:45,2,2,2\n")
        XCTAssertEqual(chart.yAxis.title, "kWh")
        XCTAssertNotEqual(chart.xAxis.title, "[kWh]")
    }

    func testShortRowsAreGaps() throws {
        let chart = try chart("short.csv", "t,a,b\n1,2,3\n2,4\n3,5,6\n")
        let source = try XCTUnwrap(chart.dataSource)
        XCTAssertEqual(source.numberOfSeries(in: chart), 2)
        XCTAssertTrue(source.chart(chart, pointAt: 1, inSeriesAt: 1).y.isNaN)
        XCTAssertEqual(source.chart(chart, pointAt: 1, inSeriesAt: 0).y, 4)
    }

    func testYearColumnsGetAYearScale() throws {
        let chart = try chart("years.csv", "year,value\n2005,1\n2006,3\n2007,2\n2008,5\n2009,4\n")
        let axis = try XCTUnwrap(chart.xAxis as? NumberAxis)
        XCTAssertTrue(axis.isYearScale)
        let texts = sceneTexts(chart)
        XCTAssertTrue(texts.contains("2007"))
        XCTAssertFalse(texts.contains { $0.contains("2007.5") || $0.contains("2,00") }, "\(texts)")
    }

    func testNewDateFormsDrawOnADateAxisThatNamesTheYear() throws {
        let mail = try chart("mail.csv", "date,messages\n\"Sat, 01 Apr 2017 08:00:00 -0500\",3\n"
                             + "\"Sun, 09 Apr 2017 10:00:00 -0500\",5\n\"Mon, 17 Apr 2017 12:00:00 -0500\",4\n")
        XCTAssertTrue(mail.xAxis is DateTimeAxis)
        XCTAssertTrue(sceneTexts(mail).contains("2017"), "days inside one year: the year in the axis note")
        let close = try chart("close.csv", "Date,Close\n19-Sep-03,1\n20-Sep-03,2\n22-Sep-03,3\n")
        XCTAssertTrue(close.xAxis is DateTimeAxis)
        let range = close.xAxis.visibleRange
        XCTAssertLessThanOrEqual(range.min, 1_063_929_600, "19 September 2003")
        XCTAssertGreaterThanOrEqual(range.max, 1_064_188_800, "22 September 2003")
        let pattern = try chart("pattern.csv", "when,v\nSaturday 22/04/17,1\nSunday 23/04/17,2\n", ["--date-format", "%A %d/%m/%y"])
        XCTAssertTrue(pattern.xAxis is DateTimeAxis)
    }
}
