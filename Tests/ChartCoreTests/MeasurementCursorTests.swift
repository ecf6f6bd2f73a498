import XCTest
@testable import ChartCore

/// Two measurement cursors: Δx, Δy, slope, min, max and mean per series, placed by key, click and
/// drag, drawn in the clipped overlay.
final class MeasurementCursorTests: XCTestCase {
    private let size = Size(width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    private func chart() -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "ramp"), x: [0, 1, 2, 3, 4], y: [0, 2, 4, 6, 8])
        source.add(LineSeries(title: "bumpy"), x: [0, 1, 2, 3, 4], y: [5, 1, .nan, 9, 3])
        chart.dataSource = source
        _ = chart.makeScene(size: size, measurer: measurer)
        return chart
    }

    func testReadingBetweenTwoCursors() throws {
        let c = chart()
        XCTAssertNil(c.measurementReading())
        c.setMeasurementCursors(0.5, 3)
        let m = try XCTUnwrap(c.measurementReading())
        XCTAssertEqual(m.deltaX, 2.5)
        let ramp = m.series[0], bumpy = m.series[1]
        XCTAssertEqual(ramp.y1, 1)
        XCTAssertEqual(ramp.y2, 6)
        XCTAssertEqual(ramp.deltaY, 5)
        XCTAssertEqual(try XCTUnwrap(ramp.slope(deltaX: m.deltaX)), 2, accuracy: 1e-12)
        XCTAssertEqual(ramp.minimum, 2)
        XCTAssertEqual(ramp.maximum, 6)
        XCTAssertEqual(ramp.mean, 4)
        XCTAssertEqual(ramp.count, 3)
        // Points 1 and 3 between the cursors; the missing point 2 counts for nothing.
        XCTAssertEqual(bumpy.minimum, 1)
        XCTAssertEqual(bumpy.maximum, 9)
        XCTAssertEqual(bumpy.mean, 5)
        XCTAssertEqual(bumpy.count, 2)
        XCTAssertEqual(bumpy.y1, 3, "halfway from 5 to 1")
        XCTAssertEqual(bumpy.y2, 9)
    }

    func testCursorsOutsideTheDataGiveNoValues() throws {
        let c = chart()
        c.setMeasurementCursors(-10, -5)
        let m = try XCTUnwrap(c.measurementReading())
        XCTAssertNil(m.series[0].y1)
        XCTAssertNil(m.series[0].deltaY)
        XCTAssertNil(m.series[0].mean)
        XCTAssertEqual(m.series[0].count, 0)
        c.setMeasurementCursors(.nan, 2)
        XCTAssertEqual(c.measurementCursors, [2], "a non-finite cursor is ignored")
        XCTAssertNil(c.measurementReading())
    }

    func testKeysPlaceAndRemoveCursorsAndADragMovesOne() throws {
        let c = chart()
        func px(_ x: Double) -> Double { c.xAxis.pixelValue(forDataValue: x) }
        let y = c.yAxis.pixelValue(forDataValue: 4)
        _ = c.handle(.pointerMove(position: Point(x: px(1), y: y), buttons: [], time: 0))
        _ = c.makeScene(size: size, measurer: measurer)
        XCTAssertTrue(c.handle(.key(.character("m"), modifiers: [], isRepeat: false, time: 0.1)))
        _ = c.handle(.pointerMove(position: Point(x: px(3), y: y), buttons: [], time: 0.2))
        XCTAssertTrue(c.handle(.key(.character("m"), modifiers: [], isRepeat: false, time: 0.3)))
        XCTAssertEqual(c.measurementCursors, [1, 3], "snapped to the crosshair's points")
        // Ctrl+click moves the nearer cursor to the pointer.
        XCTAssertTrue(c.handle(.pointerDown(button: .left, position: Point(x: px(3.5), y: y), modifiers: .control,
                                            clickCount: 1, time: 0.4)))
        _ = c.handle(.pointerUp(button: .left, position: Point(x: px(3.5), y: y), modifiers: .control, time: 0.45))
        XCTAssertEqual(c.measurementCursors[1], 3.5, accuracy: 1e-9)
        // Dragging the first cursor moves it and pans nothing.
        let range = c.xAxis.visibleRange
        XCTAssertTrue(c.handle(.pointerDown(button: .left, position: Point(x: px(1) + 2, y: y), modifiers: [],
                                            clickCount: 1, time: 0.5)))
        XCTAssertTrue(c.handle(.pointerMove(position: Point(x: px(2), y: y), buttons: [.left], time: 0.6)))
        XCTAssertTrue(c.handle(.pointerUp(button: .left, position: Point(x: px(2), y: y), modifiers: [], time: 0.7)))
        XCTAssertEqual(c.measurementCursors[0], 2, accuracy: 1e-9)
        XCTAssertEqual(c.xAxis.visibleRange, range)
        XCTAssertTrue(c.handle(.key(.character("M"), modifiers: .shift, isRepeat: false, time: 0.8)))
        XCTAssertEqual(c.measurementCursors, [])
    }

    func testCursorsAreDrawnInTheClippedOverlayWithAReadout() throws {
        let c = chart()
        c.setMeasurementCursors(1, 3)
        let scene = c.makeScene(size: size, measurer: measurer)
        let lines = scene.plotOverlay.compactMap { if case .segments(let b) = $0 { return b } else { return nil } }
        let xs = try XCTUnwrap(lines.first).segments.map(\.from.x)
        XCTAssertEqual(xs.count, 2)
        for (x, value) in zip(xs, [1.0, 3.0]) {
            XCTAssertEqual(x, c.xAxis.pixelValue(forDataValue: value), accuracy: 1, "snapped to the pixel grid")
        }
        let texts = scene.plotOverlay.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } }
        XCTAssertTrue(texts.contains("Δx = 2"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("ramp  Δy = 4  slope = 2  min = 2  max = 6  mean = 4") }, "\(texts)")
        XCTAssertTrue(scene.overlay.isEmpty, "nothing outside the clipped overlay")
    }
}
