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
        chart.applyLayout(size: size, measurer: measurer)
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

    func testReadingFollowsDataTitleAndColourChanges() throws {
        let c = chart()
        c.setMeasurementCursors(0, 4)
        XCTAssertEqual(c.measurementReading()?.series[0].maximum, 8)
        let series = try XCTUnwrap(c.series[0] as? LineSeries)
        series.title = "renamed"
        series.style.lineColor = Color(hex: 0x00ff00)
        XCTAssertEqual(c.measurementReading()?.series[0].seriesTitle, "renamed")
        XCTAssertEqual(c.measurementReading()?.series[0].color, Color(hex: 0x00ff00))
        let source = ArrayDataSource()
        source.add(series, x: [0, 4], y: [0, 100])
        c.dataSource = source
        c.applyLayout(size: size, measurer: measurer)
        XCTAssertEqual(c.measurementReading()?.series[0].maximum, 100, "new data: measured again")
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
        c.applyLayout(size: size, measurer: measurer)
        XCTAssertTrue(c.handle(.key(.character("m"), modifiers: [], isRepeat: false, time: 0.1)).needsRedraw)
        _ = c.handle(.pointerMove(position: Point(x: px(3), y: y), buttons: [], time: 0.2))
        XCTAssertTrue(c.handle(.key(.character("m"), modifiers: [], isRepeat: false, time: 0.3)).needsRedraw)
        XCTAssertEqual(c.measurementCursors, [1, 3], "snapped to the crosshair's points")
        // Ctrl+click moves the nearer cursor to the pointer.
        XCTAssertTrue(c.handle(.pointerDown(button: .left, position: Point(x: px(3.5), y: y), modifiers: .control,
                                            clickCount: 1, time: 0.4)).needsRedraw)
        _ = c.handle(.pointerUp(button: .left, position: Point(x: px(3.5), y: y), modifiers: .control, time: 0.45))
        XCTAssertEqual(c.measurementCursors[1], 3.5, accuracy: 1e-9)
        // Dragging the first cursor moves it and pans nothing.
        let range = c.xAxis.visibleRange
        XCTAssertTrue(c.handle(.pointerDown(button: .left, position: Point(x: px(1) + 2, y: y), modifiers: [],
                                            clickCount: 1, time: 0.5)).needsRedraw)
        XCTAssertTrue(c.handle(.pointerMove(position: Point(x: px(2), y: y), buttons: [.left], time: 0.6)).needsRedraw)
        XCTAssertTrue(c.handle(.pointerUp(button: .left, position: Point(x: px(2), y: y), modifiers: [], time: 0.7)).needsRedraw)
        XCTAssertEqual(c.measurementCursors[0], 2, accuracy: 1e-9)
        XCTAssertEqual(c.xAxis.visibleRange, range)
        XCTAssertTrue(c.handle(.key(.character("M"), modifiers: .shift, isRepeat: false, time: 0.8)).needsRedraw)
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
        XCTAssertTrue(texts.contains("ramp  Δy = 4  slope = 2"), "\(texts)")
        XCTAssertTrue(texts.contains("min = 2  max = 6  mean = 4"), "\(texts)")
        XCTAssertTrue(scene.overlay.isEmpty, "nothing outside the clipped overlay")
    }

    func testDeltaXIsADurationOnADateAxisAndANumberElsewhere() throws {
        let axis = DateTimeAxis()
        XCTAssertEqual(axis.spanString(for: 3 * 86_400 + 4 * 3600 + 120), "3d 4h")
        XCTAssertEqual(axis.spanString(for: 2 * 3600 + 5 * 60), "2h 5m")
        XCTAssertEqual(axis.spanString(for: -90), "\u{2212}1m 30s")
        XCTAssertEqual(axis.spanString(for: 12.5), "12.5 s")
        XCTAssertEqual(axis.spanString(for: 0.25), "250 ms")
        XCTAssertEqual(axis.spanString(for: .nan), "–")
        let number = NumberAxis()
        XCTAssertEqual(number.spanString(for: 2.5), "2.5")
        XCTAssertEqual(number.spanString(for: -1234567), "\u{2212}1.235e+06")

        let c = Chart()
        let source = ArrayDataSource()
        let day = 86_400.0
        source.add(LineSeries(title: "daily"), x: (0..<10).map { 1_709_251_200 + Double($0) * day }, y: (0..<10).map(Double.init))
        c.dataSource = source
        c.xAxis = DateTimeAxis()
        c.applyLayout(size: size, measurer: measurer)
        c.setMeasurementCursors(1_709_251_200 + day, 1_709_251_200 + 3.5 * day)
        let m = try XCTUnwrap(c.measurementReading())
        XCTAssertEqual(m.deltaXText, "2d 12h")
        XCTAssertEqual(try XCTUnwrap(m.series[0].slope(deltaX: m.deltaX)), 1 / day, accuracy: 1e-15, "per x unit (seconds)")
    }
}
