import XCTest
@testable import ChartCore

/// `makeScene` tells observers a frame is about to be laid out (data may still change and shows
/// in that frame) and that it was (its layout is in `lastLayout`).
final class ChartFrameObserverTests: XCTestCase {
    private final class FrameLog: ChartObserver {
        var journal: [String] = []
        var pointsToAdd: (ArrayDataSource, LineSeries)?
        func chartWillBuildScene(_ chart: Chart) {
            journal.append("will build, laid out: \(chart.lastLayout != nil)")
            if let (data, series) = pointsToAdd {
                data.add(series, x: [0, 1, 2], y: [0, 10, 5])
                chart.reloadData()
                pointsToAdd = nil
            }
        }
        func chartDidBuildScene(_ chart: Chart) {
            journal.append("did build, plot width \(chart.lastLayout.map { Int($0.plotArea.width) } ?? -1)")
        }
        func chartDidLoadData(_ chart: Chart) { journal.append("did load") }
    }

    func testFrameEventsSurroundLayoutAndDataGivenBeforeLayoutIsDrawn() {
        let chart = Chart()
        chart.legend.isVisible = false
        let data = ArrayDataSource()
        chart.dataSource = data
        let log = FrameLog()
        let token = chart.addObserver(log)
        log.pointsToAdd = (data, LineSeries(title: "late"))
        let scene = chart.makeScene(size: Size(width: 400, height: 300), scale: 1, measurer: ApproximateTextMeasurer())
        XCTAssertEqual(log.journal.count, 3)
        XCTAssertEqual(log.journal[0], "will build, laid out: false")
        XCTAssertEqual(log.journal[1], "did load")
        XCTAssertTrue(log.journal[2].hasPrefix("did build, plot width "), log.journal[2])
        XCTAssertNotEqual(log.journal[2], "did build, plot width -1")
        XCTAssertEqual(chart.series.count, 1, "the series added before layout is in this frame")
        XCTAssertFalse(scene.series.isEmpty, "and drawn in it")
        chart.applyLayout(size: Size(width: 400, height: 300), scale: 1, measurer: ApproximateTextMeasurer())
        XCTAssertEqual(log.journal[3], "will build, laid out: true")
        withExtendedLifetime(token) {}
    }
}
