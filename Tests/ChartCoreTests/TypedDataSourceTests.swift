import Foundation
import XCTest
@testable import ChartCore

/// Dates, category names and a user's own model values put on a chart without converting them
/// by hand, through key paths or closures, into the same columns arrays of `Double` give.
final class TypedDataSourceTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    private struct Sale {
        var day: Date
        var region: String
        var amount: Int
        var returns: Double?
    }

    private struct Celsius: ChartCoordinate {
        var degrees: Double
        var chartCoordinate: Double { degrees }
    }

    private struct Reading {
        var hour: Int
        var temperature: Celsius
    }

    private let start = Date(timeIntervalSince1970: 1_704_067_200)   // 2024-01-01
    private var sales: [Sale] {
        [Sale(day: start, region: "north", amount: 12, returns: 1),
         Sale(day: start.addingTimeInterval(86_400), region: "south", amount: 7, returns: nil),
         Sale(day: start.addingTimeInterval(2 * 86_400), region: "north", amount: 9, returns: 0.5)]
    }

    func testDatesAndNumbersThroughKeyPathsBecomeTheSeriesColumns() throws {
        let source = ArrayDataSource()
        let line = LineSeries(title: "amount")
        source.add(line, sales, x: \.day, y: \.amount)
        let chart = Chart()
        chart.xAxis = DateTimeAxis()
        chart.dataSource = source
        let points = try XCTUnwrap(source.chart(chart, pointsForSeriesAt: 0))
        XCTAssertEqual(points.x, [1_704_067_200, 1_704_153_600, 1_704_240_000])
        XCTAssertEqual(points.y, [12, 7, 9])
        // A missing value (nil) is a gap, as NaN is.
        let gaps = ArrayDataSource()
        gaps.add(LineSeries(title: "returns"), sales, x: \.day, y: \.returns)
        XCTAssertTrue(try XCTUnwrap(gaps.chart(chart, pointsForSeriesAt: 0)).y[1].isNaN)
        // The same chart as from arrays of Double: nothing differs in what is drawn.
        _ = chart.makeScene(size: Size(width: 600, height: 400), measurer: measurer)
        let plain = Chart()
        plain.xAxis = DateTimeAxis()
        let arrays = ArrayDataSource()
        arrays.add(LineSeries(title: "amount"), x: sales.map { $0.day.timeIntervalSince1970 }, y: sales.map { Double($0.amount) })
        plain.dataSource = arrays
        _ = plain.makeScene(size: Size(width: 600, height: 400), measurer: measurer)
        XCTAssertEqual(chart.xAxis.visibleRange, plain.xAxis.visibleRange)
        XCTAssertEqual(chart.yAxis.visibleRange, plain.yAxis.visibleRange)
    }

    func testCategoryNamesShareOneAxisInTheOrderFirstSeen() throws {
        let regions = CategoryAxis()
        let source = ArrayDataSource()
        source.add(ColumnSeries(title: "2024"), sales, category: \.region, on: regions, y: \.amount)
        let later = [Sale(day: start, region: "east", amount: 3, returns: nil), Sale(day: start, region: "south", amount: 4, returns: nil)]
        source.add(ColumnSeries(title: "2025"), later, category: \.region, on: regions, y: \.amount)
        XCTAssertEqual(regions.categories, ["north", "south", "east"])
        let chart = Chart()
        chart.xAxis = regions
        chart.dataSource = source
        XCTAssertEqual(try XCTUnwrap(source.chart(chart, pointsForSeriesAt: 0)).x, [0, 1, 0])
        XCTAssertEqual(try XCTUnwrap(source.chart(chart, pointsForSeriesAt: 1)).x, [2, 1])
        _ = chart.makeScene(size: Size(width: 600, height: 400), measurer: measurer)
        XCTAssertEqual(chart.xAxis.string(for: 2), "east")
    }

    func testAUsersOwnTypeAndClosuresAndPieSlices() throws {
        let readings = (0..<24).map { Reading(hour: $0, temperature: Celsius(degrees: 10 + Double($0) / 2)) }
        let source = ArrayDataSource()
        source.add(LineSeries(title: "t"), readings, x: \.hour, y: \.temperature)
        source.add(LineSeries(title: "doubled"), readings, x: { Double($0.hour) * 2 }, y: { $0.temperature.degrees * 2 })
        let pie = PieSeries(title: "shares")
        source.add(pie, sales, name: \.region, value: \.amount)
        let chart = Chart()
        chart.dataSource = source
        XCTAssertEqual(try XCTUnwrap(source.chart(chart, pointsForSeriesAt: 0)).y.last, 21.5)
        XCTAssertEqual(try XCTUnwrap(source.chart(chart, pointsForSeriesAt: 1)).x?.last, 46)
        XCTAssertEqual(source.chart(chart, namesForPointsInSeriesAt: 2), ["north", "south", "north"])
        XCTAssertEqual(try XCTUnwrap(source.chart(chart, pointsForSeriesAt: 2)).y, [12, 7, 9])
    }
}
