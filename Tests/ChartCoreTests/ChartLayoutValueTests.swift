import XCTest
@testable import ChartCore

/// `Chart.layout(size:scale:measurer:)` is a value computed without side effects; applying it,
/// building a scene in it and handing input over with it act exactly as a frame did before.
final class ChartLayoutValueTests: XCTestCase {
    private let size = Size(width: 640, height: 400)
    private let measurer = ApproximateTextMeasurer()

    private func chart() -> Chart {
        let chart = Chart(title: "Two series")
        let source = ArrayDataSource()
        let xs = (0...200).map { Double($0) / 2 }
        source.add(LineSeries(title: "sine"), x: xs, y: xs.map { 1_000 * sin($0 / 7) })
        source.add(LineSeries(title: "slope"), x: xs, y: xs.map { $0 * 9 })
        chart.dataSource = source
        chart.legend.isVisible = true
        return chart
    }

    func testLayingOutChangesNothingInTheChartOrItsAxes() {
        let chart = chart()
        let before = (chart.xAxes + chart.yAxes).map { ($0.pixelStart, $0.pixelLength, $0.layoutMemory) }
        let first = chart.layout(size: size, measurer: measurer)
        let second = chart.layout(size: size, measurer: measurer)
        XCTAssertEqual(first, second, "a pure layout gives the same value every time")
        XCTAssertNil(chart.lastLayout, "nothing applied")
        for (axis, kept) in zip(chart.xAxes + chart.yAxes, before) {
            XCTAssertEqual(axis.pixelStart, kept.0)
            XCTAssertEqual(axis.pixelLength, kept.1)
            XCTAssertEqual(axis.layoutMemory, kept.2)
        }
        XCTAssertGreaterThan(first.xAxis.pixelLength, 0)
        XCTAssertEqual(first.xAxis.pixelStart, first.plotArea.minX)
        XCTAssertEqual(first.xAxis.pixelLength, first.plotArea.width)
        XCTAssertEqual(first.yAxis.pixelStart, first.plotArea.minY)
        XCTAssertEqual(first.yAxis.pixelLength, first.plotArea.height)
    }

    func testTheLayoutMapsPixelsAsTheAxisDoesOnceApplied() {
        let chart = chart()
        let layout = chart.layout(size: size, measurer: measurer)
        let x = layout.pixelValue(forDataValue: 25, on: chart.xAxis)
        let y = layout.pixelValue(forDataValue: 300, on: chart.yAxis)
        XCTAssertEqual(layout.dataValue(forPixelValue: x, on: chart.xAxis), 25, accuracy: 1e-9)
        XCTAssertEqual(layout.dataValue(forPixelValue: y, on: chart.yAxis), 300, accuracy: 1e-9)
        chart.apply(layout)
        XCTAssertEqual(chart.lastLayout, layout)
        XCTAssertEqual(chart.xAxis.pixelValue(forDataValue: 25), x)
        XCTAssertEqual(chart.yAxis.pixelValue(forDataValue: 300), y)
        XCTAssertNotNil(layout.layout(of: chart.yAxis))
        XCTAssertNil(layout.layout(of: NumberAxis()), "an axis the layout never measured")
    }

    /// The split frame (prepare, layout, scene in that layout) draws what the one-call
    /// `makeScene(size:)` draws, frame after frame, so the label memory carries the same way.
    func testASceneBuiltInALayoutEqualsTheOneCallScene() {
        let oneCall = chart(), split = chart()
        for width in [640.0, 500, 500, 700] {
            let size = Size(width: width, height: 400)
            let expected = oneCall.makeScene(size: size, scale: 2, measurer: measurer)
            split.prepareFrame()
            let layout = split.layout(size: size, scale: 2, measurer: measurer)
            let scene = split.makeScene(layout: layout, measurer: measurer)
            XCTAssertEqual(scene.plotArea, expected.plotArea)
            XCTAssertEqual(scene.chrome, expected.chrome, "axes, labels, legend and title")
            XCTAssertEqual(scene.underlay, expected.underlay, "grid lines")
            XCTAssertEqual(split.lastLayout?.xAxes.map(\.tickMarks), oneCall.lastLayout?.xAxes.map(\.tickMarks))
            XCTAssertEqual(split.yAxis.layoutMemory, oneCall.yAxis.layoutMemory, "the label space carries the same way")
        }
    }

    /// Input handed over with a layout needs no scene: a drag pans by the pixels it moved in
    /// that layout's mapping.
    func testADragInALayoutPansWithoutAScene() {
        let chart = chart()
        let layout = chart.layout(size: size, measurer: measurer)
        let range = chart.xAxis.visibleRange
        let plot = layout.plotArea
        let from = Point(x: plot.midX, y: plot.midY), to = Point(x: plot.midX - 100, y: plot.midY)
        chart.handle(.pointerDown(button: .left, position: from, modifiers: [], clickCount: 1, time: 0), in: layout)
        chart.handle(.pointerMove(position: to, buttons: [.left], time: 0.5), in: layout)
        chart.handle(.pointerUp(button: .left, position: to, modifiers: [], time: 5), in: layout)
        let moved = chart.xAxis.visibleRange.min - range.min
        XCTAssertEqual(moved, 100 / plot.width * range.span, accuracy: range.span * 1e-6,
                       "the content moved with the pointer: 100 points to the left")
    }
}
