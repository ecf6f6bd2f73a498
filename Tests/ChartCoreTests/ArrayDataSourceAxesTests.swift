import XCTest
@testable import ChartCore

/// `ArrayDataSource.plot(_:against:)`: a series held in arrays on an axis other than the first.
final class ArrayDataSourceAxesTests: XCTestCase {
    func testASeriesGoesOnTheAxisItWasGivenForEachDirection() {
        let chart = Chart()
        let top = chart.addXAxis(NumberAxis())
        let right = chart.addYAxis(NumberAxis())
        let spare = chart.addYAxis(NumberAxis())
        let data = ArrayDataSource()
        let first = LineSeries(title: "first"), second = LineSeries(title: "second")
        data.add(first, x: [0, 1], y: [1, 2])
        data.add(second, x: [10, 20], y: [30, 40])
        data.plot(second, against: spare)
        data.plot(second, against: right)        // the later y axis replaces the earlier one
        data.plot(second, against: top)
        chart.dataSource = data
        chart.applyLayout(size: Size(width: 600, height: 400), measurer: ApproximateTextMeasurer())

        XCTAssertEqual(chart.xAxis.dataRange, AxisRange(min: 0, max: 1))
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 1, max: 2))
        XCTAssertEqual(top.dataRange, AxisRange(min: 10, max: 20))
        XCTAssertEqual(right.dataRange, AxisRange(min: 30, max: 40))
        XCTAssertNil(spare.dataRange)
        XCTAssertNil(data.chart(chart, yAxisForSeriesAt: 0))
        XCTAssertNil(data.chart(chart, yAxisForSeriesAt: 7), "an index past the series has no axis")
    }
}
