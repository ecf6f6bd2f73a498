import XCTest
@testable import ChartCore

/// The overlay's lifecycle events — render started and finished, crosshair changes, measurement
/// changes — reach the delegate and every observer, once per change, and stop after removal.
final class OverlayObserverTests: XCTestCase {
    private final class Log: ChartDelegate {
        let name: String
        var journal: [String] = []
        init(_ name: String) { self.name = name }
        func chartWillRender(_ chart: Chart) { journal.append("\(name) will render") }
        func chart(_ chart: Chart, didRender stats: ChartFrameStats) {
            journal.append("\(name) rendered \(stats.baseRedrawn ? "base" : "overlay")")
        }
        func chart(_ chart: Chart, didChangeCrosshair reading: CrosshairReading?) {
            journal.append("\(name) crosshair \(reading.map { "\($0.x)" } ?? "nil")")
        }
        func chart(_ chart: Chart, didChangeMeasurement reading: MeasurementReading?) {
            journal.append("\(name) measure \(reading.map { "\($0.deltaX)" } ?? "nil")")
        }
    }

    private let size = Size(width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    func testSeveralObserversEachHearEveryEventAndStopAfterRemoval() {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [0, 1, 2, 3], y: [0, 1, 4, 9])
        chart.dataSource = source
        let delegate = Log("d"), a = Log("a"), b = Log("b")
        chart.delegate = delegate
        let tokenA = chart.addObserver(a)
        let tokenB = chart.addObserver(b)
        // Readings are reported as a frame draws them.
        @discardableResult func frame() -> Scene {
            chart.makeScene(size: size, measurer: measurer)
        }
        frame()  // nothing shown yet: nothing to report
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1),
                                                y: chart.yAxis.pixelValue(forDataValue: 1))
        frame()
        frame()  // unchanged: not reported again
        chart.reportRenderStarted()
        chart.reportRenderFinished(ChartFrameStats(baseRedrawn: false, drawCalls: 4, overlayDrawCalls: 3))
        chart.setMeasurementCursors(0, 2)
        frame()
        chart.crosshair.pointerPosition = nil
        frame()
        let expected = ["crosshair 1.0", "will render", "rendered overlay", "measure 2.0", "crosshair nil"]
        XCTAssertEqual(delegate.journal, expected.map { "d \($0)" })
        XCTAssertEqual(a.journal, expected.map { "a \($0)" })
        XCTAssertEqual(b.journal, expected.map { "b \($0)" })

        tokenA.cancel()
        chart.clearMeasurementCursors()
        frame()
        chart.reportRenderStarted()
        XCTAssertEqual(a.journal.count, expected.count, "a hears nothing after removal")
        XCTAssertEqual(b.journal.suffix(2), ["b measure nil", "b will render"])
        XCTAssertEqual(delegate.journal.suffix(2), ["d measure nil", "d will render"])
        withExtendedLifetime(tokenB) {}
    }
}
