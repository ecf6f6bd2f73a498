import XCTest
@testable import ChartCore

/// Which series the crosshair reads: per-series opt-out (a tornado's padding bars), a single
/// series only, and what a bar of a running-sum stack or an off-zero baseline reads.
final class CrosshairSeriesChoiceTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    /// The tornado recipe of Assets/tornado.json: invisible padding, then the two cases, in a
    /// running-sum stack of horizontal bars.
    private func tornado() -> (Chart, padding: BarSeries) {
        let chart = Chart()
        chart.stacking = .runningSum
        let source = ArrayDataSource()
        let padding = BarSeries(title: "padding"), low = BarSeries(title: "Low case"), high = BarSeries(title: "High case")
        for series in [padding, low, high] { series.stackIndex = 1 }
        padding.crosshairEnabled = false
        let rows = [0.0, 1, 2, 3]
        source.add(padding, x: [45, 35, 20, 75], y: rows)
        source.add(low, x: [5, 15, 30, -25], y: rows)
        source.add(high, x: [5, 10, 20, -25], y: rows)
        chart.dataSource = source
        chart.applyLayout(size: Size(width: 800, height: 500), measurer: measurer)
        return (chart, padding)
    }

    func testTheCrosshairNeverLandsOnASeriesThatOptsOut() throws {
        let (chart, _) = tornado()
        // Over the padding part of row 3 (0…75): the crosshair snaps to a case, not the padding.
        for x in stride(from: 5.0, through: 70, by: 5) {
            chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: x),
                                                    y: chart.yAxis.pixelValue(forDataValue: 3))
            let reading = try XCTUnwrap(chart.crosshairReading())
            XCTAssertFalse(reading.rows.contains { $0.seriesTitle == "padding" }, "at x \(x)")
        }
    }

    func testARunningSumBarReadsWhereItEndsAndTheStepItAdds() throws {
        let (chart, _) = tornado()
        // Row 3: padding to 75, Low case back to 50, High case back to 25.
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 27),
                                                y: chart.yAxis.pixelValue(forDataValue: 3))
        let row = try XCTUnwrap(chart.crosshairReading()?.rows.first)
        XCTAssertEqual(row.seriesTitle, "High case")
        XCTAssertEqual(try XCTUnwrap(row.value(named: "x")).value, 25, "the bar's end, not −25")
        XCTAssertEqual(try XCTUnwrap(row.value(named: "change")).value, -25)
    }

    func testSingleSeriesModeReadsOnlyThatSeries() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [0, 1, 2], y: [0, 10, 20])
        source.add(LineSeries(title: "b"), x: [0, 1, 2], y: [5, 15, 25])
        chart.dataSource = source
        chart.applyLayout(size: Size(width: 800, height: 500), measurer: measurer)
        chart.crosshair.seriesIndex = 1
        // Right on a's point: still b.
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1), y: chart.yAxis.pixelValue(forDataValue: 10))
        XCTAssertEqual(chart.crosshairReading()?.rows.map(\.seriesTitle), ["b"])
        chart.crosshair.mode = .floating
        XCTAssertEqual(chart.crosshairReading()?.rows.map(\.seriesTitle), ["b"])
        chart.crosshair.seriesIndex = nil
        XCTAssertEqual(chart.crosshairReading()?.rows.map(\.seriesTitle), ["a", "b"])
    }
}
