import XCTest
@testable import ChartCore

/// One `Axis` in two charts of different sizes, with nothing saying which chart is at work:
/// each layout measures the axis along its own length, laying out one chart leaves the other's
/// placement alone, and the crosshair of the second chart reads its own pixels (the first
/// chart's would give another value).
final class SharedAxisLayoutTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    /// A wide (1200) and a narrow (300) chart sharing their x axis over 0...1000.
    private func pair() -> (wide: Chart, narrow: Chart, axis: NumberAxis) {
        let xs = (0...100).map { Double($0) * 10 }
        func chart(_ title: String) -> Chart {
            let chart = Chart(title: title)
            let source = ArrayDataSource()
            source.add(LineSeries(title: title), x: xs, y: xs.map { $0 / 10 })
            chart.dataSource = source
            return chart
        }
        let wide = chart("wide"), narrow = chart("narrow")
        let shared = NumberAxis()
        wide.xAxis = shared
        narrow.xAxis = shared
        return (wide, narrow, shared)
    }

    func testEachChartMeasuresTheSharedAxisAlongItsOwnLength() throws {
        let (wide, narrow, axis) = pair()
        let a = wide.layout(size: Size(width: 1200, height: 400), measurer: measurer)
        let b = narrow.layout(size: Size(width: 300, height: 400), measurer: measurer)
        let wideAxis = try XCTUnwrap(a.layout(of: axis)), narrowAxis = try XCTUnwrap(b.layout(of: axis))
        XCTAssertGreaterThan(wideAxis.majorTicks.values.count, narrowAxis.majorTicks.values.count,
                             "tick density follows each chart's own pixels")
        // Each mark sits where its own layout maps its value.
        for (layout, measured) in [(a, wideAxis), (b, narrowAxis)] {
            for mark in measured.tickMarks {
                XCTAssertEqual(mark.position, layout.pixelValue(forDataValue: mark.value, on: axis), accuracy: 1e-9)
            }
        }
    }

    func testLayingOutOneChartLeavesEveryPlacementAsItWas() {
        let (wide, narrow, axis) = pair()
        wide.apply(wide.layout(size: Size(width: 1200, height: 400), measurer: measurer))
        narrow.apply(narrow.layout(size: Size(width: 300, height: 400), measurer: measurer))
        let keptWide = wide.axisPlacements, keptNarrow = narrow.axisPlacements
        _ = narrow.layout(size: Size(width: 700, height: 200), measurer: measurer)
        _ = wide.layout(size: Size(width: 400, height: 900), measurer: measurer)
        XCTAssertEqual(wide.axisPlacements, keptWide)
        XCTAssertEqual(narrow.axisPlacements, keptNarrow)
        XCTAssertNotEqual(wide.span(of: axis), narrow.span(of: axis))
    }

    func testTheSecondChartsCrosshairReadsItsOwnPixels() throws {
        let (wide, narrow, axis) = pair()
        let wideLayout = wide.applyLayout(size: Size(width: 1200, height: 400), measurer: measurer)
        let layout = narrow.applyLayout(size: Size(width: 300, height: 400), measurer: measurer)
        narrow.crosshair.mode = .floating
        let pixel = layout.pixelValue(forDataValue: 500, on: axis)
        let elsewhere = wideLayout.pixelValue(forDataValue: 500, on: axis)
        XCTAssertGreaterThan(abs(pixel - elsewhere), 10, "the two charts place 500 apart, so reading the wrong one shows")
        narrow.handle(.pointerMove(position: Point(x: pixel, y: layout.plotArea.midY), buttons: [], time: 1), in: layout)
        let reading = try XCTUnwrap(narrow.crosshairReading())
        XCTAssertEqual(reading.x, 500, accuracy: 1e-6)
        XCTAssertEqual(reading.rows.first?.position.x ?? .nan, pixel, accuracy: 1e-6)
    }
}
