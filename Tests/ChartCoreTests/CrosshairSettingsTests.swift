import XCTest
@testable import ChartCore

/// The crosshair's settings and its state are two values: interaction writes the state alone,
/// settings copied between charts carry no pointer, and `chart.crosshair` still reads and
/// writes both as one.
final class CrosshairSettingsTests: XCTestCase {
    private func laidOutChart() -> Chart {
        let chart = Chart(title: "c")
        let source = ArrayDataSource()
        let xs = (0...50).map(Double.init)
        source.add(LineSeries(title: "s"), x: xs, y: xs.map { $0 * $0 })
        chart.dataSource = source
        chart.applyLayout(size: Size(width: 600, height: 400), measurer: ApproximateTextMeasurer())
        return chart
    }

    func testInteractionSetsTheStateAndLeavesTheSettingsAlone() throws {
        let chart = laidOutChart()
        chart.crosshair.mode = .floating
        chart.crosshair.activation = .hover
        let settings = chart.crosshairSettings
        let plot = try XCTUnwrap(chart.lastLayout).plotArea
        chart.handle(.pointerMove(position: Point(x: plot.midX, y: plot.midY), buttons: [], time: 1))
        chart.handle(.key(.right, modifiers: .shift, isRepeat: false, time: 2))
        XCTAssertEqual(chart.crosshairState.pointerPosition, Point(x: plot.midX, y: plot.midY))
        XCTAssertEqual(chart.crosshairSettings, settings, "no event changes a setting")
        XCTAssertNotNil(chart.crosshairReading())
    }

    func testSettingsCopiedToAnotherChartCarryNoPointer() {
        let a = laidOutChart(), b = laidOutChart()
        a.crosshair.lines = .horizontal
        a.crosshair.tooltipStyle = .series
        a.crosshair.pointerPosition = Point(x: 100, y: 100)
        b.crosshairSettings = a.crosshairSettings
        XCTAssertEqual(b.crosshair.lines, .horizontal)
        XCTAssertEqual(b.crosshair.tooltipStyle, .series)
        XCTAssertNil(b.crosshairState.pointerPosition)
        XCTAssertNil(b.crosshair.pointerPosition)
    }

    func testTheWholeCrosshairStillReadsAndWritesBoth() {
        let chart = laidOutChart()
        var crosshair = Crosshair()
        crosshair.mode = .floating
        crosshair.pointerPosition = Point(x: 10, y: 20)
        chart.crosshair = crosshair
        XCTAssertEqual(chart.crosshairSettings.mode, .floating)
        XCTAssertEqual(chart.crosshairState.pointerPosition, Point(x: 10, y: 20))
        XCTAssertEqual(chart.crosshair, crosshair)
        // Moving the pointer clears a stream's anchor, through either door.
        chart.crosshairState.anchor = CrosshairAnchor(seriesIndex: 0, x: 1, y: 1)
        chart.crosshair.pointerPosition = Point(x: 11, y: 20)
        XCTAssertNil(chart.crosshairState.anchor)
    }
}
