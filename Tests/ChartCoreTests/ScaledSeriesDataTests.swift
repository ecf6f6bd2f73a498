import XCTest
@testable import ChartCore

/// Series data mapped onto non-linear axis scales for the GPU: values, gaps, caching, appends
/// and invalidation.
final class ScaledSeriesDataTests: XCTestCase {
    func testLinearAxesPassTheDataThrough() {
        let data = SeriesData(x: [1, 2], y: [3, 4])
        XCTAssertTrue(ScaledSeriesData().data(data, xAxis: NumberAxis(), yAxis: NumberAxis()) === data)
        let empty = DiscontinuousNumberAxis()
        XCTAssertTrue(ScaledSeriesData().data(data, xAxis: empty, yAxis: NumberAxis()) === data, "no exclusions: linear")
    }

    func testLogValuesAndGapsForValuesWithoutALogarithm() {
        let cache = ScaledSeriesData()
        let data = SeriesData(x: [1, 2, 3, 4], y: [10, -5, 1000, 0])
        let mapped = cache.data(data, xAxis: NumberAxis(), yAxis: LogarithmicAxis())
        XCTAssertEqual(mapped.x, [1, 2, 3, 4])
        XCTAssertEqual(mapped.y[0], 1)
        XCTAssertTrue(mapped.y[1].isNaN, "−5 is a gap")
        XCTAssertEqual(mapped.y[2], 3)
        XCTAssertTrue(mapped.y[3].isNaN, "0 is a gap")
        XCTAssertTrue(mapped.isSortedByX)
        // On a log x axis, a point without a logarithm keeps the x before it, so the series stays
        // sorted for level-of-detail drawing, and becomes a gap.
        let logX = ScaledSeriesData().data(SeriesData(x: [10, -1, 100], y: [1, 2, 3]), xAxis: LogarithmicAxis(), yAxis: NumberAxis())
        XCTAssertEqual(logX.x, [1, 1, 2])
        XCTAssertTrue(logX.y[1].isNaN)
        XCTAssertTrue(logX.isSortedByX)
        let extents = cache.shownExtents(data, xAxis: NumberAxis(), yAxis: LogarithmicAxis())
        XCTAssertEqual(extents.y, AxisRange(min: 10, max: 1000), "only values with a logarithm")
        XCTAssertEqual(extents.x, AxisRange(min: 1, max: 4))
    }

    func testCachedAppendedAndRemappedWhenTheScaleChanges() {
        let cache = ScaledSeriesData()
        let axis = DiscontinuousNumberAxis()
        axis.addExcludedRange(AxisRange(min: 10, max: 20))
        let data = SeriesData(x: [0, 5, 25], y: [1, 2, 3])
        let first = cache.data(data, xAxis: axis, yAxis: NumberAxis())
        XCTAssertEqual(first.x, [0, 5, 15])
        XCTAssertTrue(cache.data(data, xAxis: axis, yAxis: NumberAxis()) === first, "kept between frames")
        data.append(x: 30, y: 4)
        let appended = cache.data(data, xAxis: axis, yAxis: NumberAxis())
        XCTAssertTrue(appended === first, "appends extend the same copy")
        XCTAssertEqual(appended.x, [0, 5, 15, 20])
        axis.addExcludedRange(AxisRange(min: 0, max: 4))
        let remapped = cache.data(data, xAxis: axis, yAxis: NumberAxis())
        XCTAssertFalse(remapped === first, "new exclusions: mapped again")
        XCTAssertEqual(remapped.x.array, [4, 5, 15, 20].map { $0 - 4 + axis.linearValue(4) })
        let other = SeriesData(x: [1], y: [1])
        XCTAssertEqual(cache.data(other, xAxis: axis, yAxis: NumberAxis()).count, 1, "several data objects each get a copy")
        XCTAssertTrue(cache.data(data, xAxis: axis, yAxis: NumberAxis()) === remapped)
    }

    func testALogChartHandsTheBuilderLogarithms() throws {
        let chart = Chart()
        chart.yAxis = LogarithmicAxis()
        let source = ArrayDataSource()
        source.add(LineSeries(), x: [0, 1, 2, 3], y: [1, 100, -1, 10_000])
        chart.dataSource = source
        // The builder runs as a frame draws the line.
        XCTAssertFalse(chart.makeScene(size: Size(width: 400, height: 300), measurer: ApproximateTextMeasurer()).series.isEmpty)
        let geometry = chart.seriesStates[0].geometryBuilder.geometry
        XCTAssertEqual(geometry.count, 4)
        let ys = (0..<4).map { geometry.dataPoint(at: $0).1 }
        XCTAssertEqual(ys[0], 0, accuracy: 1e-6)
        XCTAssertEqual(ys[1], 2, accuracy: 1e-6)
        XCTAssertTrue(ys[2].isNaN, "the point at −1 is a gap")
        XCTAssertEqual(ys[3], 4, accuracy: 1e-6)
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 1, max: 10_000))
    }
}
