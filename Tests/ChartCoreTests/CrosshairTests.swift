import XCTest
@testable import ChartCore

/// The crosshair finds points where they are drawn: on their own axes, at the top of their
/// stack segment, at their column's centre.
final class CrosshairTests: XCTestCase {
    private let size = Size(width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    func testStackedColumnsReportTheTopOfTheirSegment() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let lower = ColumnSeries(title: "lower"), upper = ColumnSeries(title: "upper")
        lower.stackIndex = 1
        upper.stackIndex = 1
        source.add(lower, x: [0, 1, 2], y: [1, 2, 3])
        source.add(upper, x: [0, 1, 2], y: [10, 20, 30])
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        // Point at the top of the second stack (2 + 20 = 22).
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1),
                                                y: chart.yAxis.pixelValue(forDataValue: 21.5))
        let target = try XCTUnwrap(chart.crosshairTarget())
        XCTAssertEqual(target.seriesIndex, 1)
        XCTAssertEqual(target.pointIndex, 1)
        XCTAssertEqual(target.x, 1)
        XCTAssertEqual(target.y, 22, "the stacked top, not the raw value 20")
        XCTAssertEqual(target.position.y, chart.yAxis.pixelValue(forDataValue: 22), accuracy: 1e-9)
    }

    func testSideBySideColumnsAreFoundAtTheirOwnCentre() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(ColumnSeries(title: "a"), x: [0, 1, 2], y: [5, 5, 5])
        source.add(ColumnSeries(title: "b"), x: [0, 1, 2], y: [8, 8, 8])
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        // The right-hand column of group 1 is series b; its centre lies right of x = 1.
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1.2),
                                                y: chart.yAxis.pixelValue(forDataValue: 7.5))
        let target = try XCTUnwrap(chart.crosshairTarget())
        XCTAssertEqual(target.seriesIndex, 1)
        XCTAssertEqual(target.pointIndex, 1)
        XCTAssertGreaterThan(target.position.x, chart.xAxis.pixelValue(forDataValue: 1))
    }

    func testSeriesOnASecondYAxisIsPlacedByThatAxis() throws {
        final class TwoAxes: ChartDataSource {
            let right = NumberAxis()
            let left = LineSeries(title: "left"), other = LineSeries(title: "right")
            func numberOfSeries(in chart: Chart) -> Int { 2 }
            func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { index == 0 ? left : other }
            func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { 3 }
            func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
                DataPoint(x: Double(pointIndex), y: seriesIndex == 0 ? 1 : 1000 * Double(pointIndex + 1))
            }
            func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? { seriesIndex == 1 ? right : nil }
        }
        let chart = Chart()
        let source = TwoAxes()
        chart.addYAxis(source.right)
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        let y = source.right.pixelValue(forDataValue: 2000)
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1), y: y)
        let target = try XCTUnwrap(chart.crosshairTarget())
        XCTAssertEqual(target.seriesIndex, 1)
        XCTAssertEqual(target.y, 2000)
        XCTAssertEqual(target.position.y, y, accuracy: 1e-9)
    }
}

/// A filled line on a log axis fills down to the bottom of the view (0 has no logarithm).
final class LogFillTests: XCTestCase {
    func testFillBaselineOnALogAxisIsTheLowEndOfTheView() throws {
        let chart = Chart()
        chart.yAxis = LogarithmicAxis()
        let series = LineSeries(title: "growth")
        series.style.showsFill = true
        let source = ArrayDataSource()
        source.add(series, x: [0, 1, 2, 3], y: [1, 10, 100, 1000])
        chart.dataSource = source
        let scene = chart.makeScene(size: Size(width: 600, height: 400), measurer: ApproximateTextMeasurer())
        let fill = try XCTUnwrap(scene.series.compactMap { command -> FillCommand? in
            if case .fill(let f) = command { return f } else { return nil }
        }.first)
        XCTAssertTrue(fill.baseline.isFinite)
        let baselinePixel = fill.transform.offsetY + fill.baseline * fill.transform.scaleY
        XCTAssertEqual(baselinePixel, scene.plotArea.maxY, accuracy: 1e-6, "the fill reaches the bottom edge")
    }
}
