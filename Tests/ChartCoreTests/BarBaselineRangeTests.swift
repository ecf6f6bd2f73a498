import XCTest
@testable import ChartCore

/// Bars and columns stand on the axis line: the value axis is not padded past the baseline the
/// data end on, while the far end and every other kind keep their padding.
final class BarBaselineRangeTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    /// `values` as the series' values: y for columns and lines, x for bars.
    private func fitted(_ series: ChartSeries, y values: [Double], line: [Double]? = nil) -> (x: AxisRange, y: AxisRange, plot: Rect, chart: Chart) {
        let chart = Chart()
        let source = ArrayDataSource()
        let positions = values.indices.map(Double.init)
        if series is BarSeries {
            source.add(series, x: values, y: positions)
        } else {
            source.add(series, x: positions, y: values)
        }
        if let line { source.add(LineSeries(title: "line"), x: line.indices.map(Double.init), y: line) }
        chart.dataSource = source
        let scene = chart.makeScene(size: Size(width: 600, height: 400), measurer: measurer)
        return (chart.xAxis.defaultRange, chart.yAxis.defaultRange, scene.plotArea, chart)
    }

    func testPositiveColumnsStartOnTheAxisLine() {
        let r = fitted(ColumnSeries(title: "c"), y: [3, 8, 5])
        XCTAssertEqual(r.y.min, 0, "no padding below the baseline")
        XCTAssertGreaterThan(r.y.max, 8, "the top keeps its padding")
        XCTAssertEqual(r.chart.yAxis.pixelValue(forDataValue: 0), r.plot.maxY, accuracy: 0.5,
                       "the columns' feet are on the x axis")
    }

    func testNegativeColumnsHangFromTheAxisLineAndMixedSignsPadBothEnds() {
        let down = fitted(ColumnSeries(title: "c"), y: [-3, -8])
        XCTAssertEqual(down.y.max, 0)
        XCTAssertLessThan(down.y.min, -8)
        let both = fitted(ColumnSeries(title: "c"), y: [-3, 8])
        XCTAssertLessThan(both.y.min, -3)
        XCTAssertGreaterThan(both.y.max, 8)
    }

    func testHorizontalBarsStartOnTheYAxisLine() {
        let r = fitted(BarSeries(title: "b"), y: [3, 8, 5])
        XCTAssertEqual(r.x.min, 0, "bars are valued along x")
        XCTAssertGreaterThan(r.x.max, 8)
        XCTAssertLessThan(r.y.min, 0, "the category axis keeps its padding")
    }

    func testALineBelowTheBaselineKeepsThePaddingAndLinesAloneArePadded() {
        let mixed = fitted(ColumnSeries(title: "c"), y: [3, 8], line: [-2, 4])
        XCTAssertLessThan(mixed.y.min, -2, "the data end on the line, not the baseline")
        let line = fitted(LineSeries(title: "l"), y: [0, 8])
        XCTAssertLessThan(line.y.min, 0, "a line that touches 0 is padded as before")
    }
}
