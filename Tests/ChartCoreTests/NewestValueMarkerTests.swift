import XCTest
@testable import ChartCore

/// The newest-visible-value line: it finds the right-most point in view (skipping gaps, any x
/// order), follows a pan, and draws a line and a tag with the y axis's own text at that value.
final class NewestValueMarkerTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    private func chart(x: [Double], y: [Double]) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "s"), x: x, y: y)
        chart.dataSource = source
        chart.applyLayout(size: Size(width: 600, height: 400), measurer: measurer)
        return chart
    }

    func testTheRightMostPointInViewFollowsThePan() throws {
        let xs = (0..<100).map(Double.init)
        let c = chart(x: xs, y: xs.map { $0 * 2 })
        let marker = NewestValueMarker()
        XCTAssertEqual(marker.newestVisiblePoint(in: c)?.x, 99)
        c.setRange(min: 10, max: 40.5, on: c.xAxis)
        let point = try XCTUnwrap(marker.newestVisiblePoint(in: c))
        XCTAssertEqual(point.x, 40)
        XCTAssertEqual(point.y, 80)
        c.setRange(min: 200, max: 300, on: c.xAxis)
        XCTAssertNil(marker.newestVisiblePoint(in: c), "no point in view")
    }

    func testGapsAreSkippedAndSeriesOutOfOrderHaveNoNewestPoint() {
        let gap = chart(x: [0, 1, 2, 3], y: [5, 6, .nan, .nan])
        XCTAssertEqual(NewestValueMarker().newestVisiblePoint(in: gap)?.x, 1)
        let shuffled = chart(x: [3, 0, 2, 1], y: [30, 0, 20, 10])
        XCTAssertNil(NewestValueMarker().newestVisiblePoint(in: shuffled))
        // A gap longer than the walk's limit gives up rather than scanning the series.
        let n = NewestValueMarker.gapWalkLimit + 10
        let long = chart(x: (0..<n).map(Double.init), y: [1] + Array(repeating: .nan, count: n - 1))
        XCTAssertNil(NewestValueMarker().newestVisiblePoint(in: long))
    }

    func testItDrawsALineAndATagWithTheAxisText() throws {
        let xs = (0..<10).map(Double.init)
        let c = chart(x: xs, y: xs.map { 100 + $0 / 4 })
        let marker = NewestValueMarker()
        let layout = try XCTUnwrap(c.lastLayout)
        let commands = marker.overlayCommands(for: c, layout: layout, measurer: measurer)
        let lines = commands.compactMap { if case .segments(let s) = $0 { return s } else { return nil } }
        let texts = commands.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
        let y = c.yAxis.pixelValue(forDataValue: 102.25)
        XCTAssertEqual(lines.first?.segments.first?.from.y ?? .nan, y, accuracy: 1e-9)
        XCTAssertEqual(lines.first?.segments.first?.from.x ?? .nan, layout.plotArea.minX, accuracy: 1e-9)
        XCTAssertEqual(texts.map(\.text), [c.yAxis.tooltipString(for: 102.25)])
        c.series[0].isHidden = true
        XCTAssertTrue(marker.overlayCommands(for: c, layout: layout, measurer: measurer).isEmpty)
    }

    func testTheRangeSelectorAttachesItOnRequest() {
        let main = chart(x: [0, 1], y: [0, 1]), overview = chart(x: [0, 1], y: [0, 1])
        let selector = RangeSelector(main: main, overview: overview)
        XCTAssertFalse(main.extensions.contains { $0.value === selector.newestValueMarker })
        selector.marksNewestVisibleValue = true
        XCTAssertTrue(main.extensions.contains { $0.value === selector.newestValueMarker })
        selector.marksNewestVisibleValue = false
        XCTAssertFalse(main.extensions.contains { $0.value === selector.newestValueMarker })
    }
}
