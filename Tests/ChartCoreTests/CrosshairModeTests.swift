import XCTest
@testable import ChartCore

/// Crosshair modes, lines, colours, out-of-range behaviour, activation and keys, read through
/// `crosshairReading()` and the overlay's commands.
final class CrosshairModeTests: XCTestCase {
    private let size = Size(width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    private func chart(_ add: (ArrayDataSource) -> Void) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        add(source)
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        return chart
    }

    private func pointer(_ chart: Chart, x: Double, y: Double) -> Point {
        Point(x: chart.xAxis.pixelValue(forDataValue: x), y: chart.yAxis.pixelValue(forDataValue: y))
    }

    // MARK: Floating mode

    func testFloatingModeInterpolatesEverySeriesLinearly() throws {
        let c = chart {
            $0.add(LineSeries(title: "a"), x: [0, 1, 2, 4], y: [0, 10, 20, 0])
            $0.add(LineSeries(title: "b"), x: [0, 2, 4], y: [100, 50, 0])
        }
        c.crosshair.mode = .floating
        c.crosshair.pointerPosition = pointer(c, x: 3, y: 5)
        let reading = try XCTUnwrap(c.crosshairReading())
        XCTAssertEqual(reading.mode, .floating)
        XCTAssertEqual(reading.x, 3, accuracy: 1e-9)
        XCTAssertEqual(reading.rows.map(\.seriesTitle), ["a", "b"])
        XCTAssertEqual(try XCTUnwrap(reading.rows[0].value(named: "y")).value, 10, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(reading.rows[1].value(named: "y")).value, 25, accuracy: 1e-9)
        XCTAssertNil(reading.rows[0].pointIndex, "interpolated, not a data point")
        XCTAssertEqual(reading.rows[1].position.y, c.yAxis.pixelValue(forDataValue: 25), accuracy: 1e-9)
    }

    func testFloatingModeHoldsStepLinesTheWayTheyAreDrawn() throws {
        let across = StepLineSeries(title: "across"), up = StepLineSeries(title: "up")
        up.stepDirection = .upThenAcross
        let c = chart {
            $0.add(across, x: [0, 1, 2], y: [1, 5, 9])
            $0.add(up, x: [0, 1, 2], y: [1, 5, 9])
        }
        c.crosshair.mode = .floating
        c.crosshair.pointerPosition = pointer(c, x: 1.5, y: 3)
        let rows = try XCTUnwrap(c.crosshairReading()).rows
        XCTAssertEqual(rows[0].value(named: "y")?.value, 5, "across then up: the earlier value holds")
        XCTAssertEqual(rows[1].value(named: "y")?.value, 9, "up then across: the later value holds")
        c.crosshair.interpolation = .linear
        XCTAssertEqual(try XCTUnwrap(c.crosshairReading()).rows[0].value(named: "y")?.value ?? .nan, 7, accuracy: 1e-9)
    }

    func testFloatingModeLeavesOutSeriesWhoseDataDoNotReachThePointer() throws {
        let c = chart {
            $0.add(LineSeries(title: "long"), x: [0, 10], y: [0, 10])
            $0.add(LineSeries(title: "short"), x: [0, 2], y: [5, 5])
            $0.add(LineSeries(title: "gap"), x: [0, 5, 10], y: [1, .nan, 1])
        }
        c.crosshair.mode = .floating
        c.crosshair.pointerPosition = pointer(c, x: 6, y: 5)
        XCTAssertEqual(try XCTUnwrap(c.crosshairReading()).rows.map(\.seriesTitle), ["long"])
    }

    // MARK: Lines and colours

    func testLinesOptionChoosesWhichLinesAreDrawn() throws {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 1, 2], y: [0, 1, 2]) }
        c.crosshair.pointerPosition = pointer(c, x: 1, y: 1)
        func segments() -> [SegmentBatch.Segment] {
            let scene = c.makeScene(size: size, measurer: measurer)
            return scene.overlay.compactMap { if case .segments(let b) = $0 { return b } else { return nil } }
                .flatMap(\.segments)
        }
        XCTAssertEqual(segments().count, 2, "snap mode draws both by default")
        c.crosshair.lines = .vertical
        let vertical = segments()
        XCTAssertEqual(vertical.count, 1)
        XCTAssertEqual(vertical[0].from.x, vertical[0].to.x)
        c.crosshair.lines = CrosshairLines.none
        XCTAssertEqual(segments().count, 0)
        c.crosshair.lines = nil
        c.crosshair.mode = .floating
        XCTAssertEqual(segments().count, 1, "floating mode draws the vertical line by default")
    }

    func testTargetMarkerTakesTheSeriesOwnColour() throws {
        let line = LineSeries(title: "own colour")
        let own = Color(hex: 0x123456)
        line.style.lineColor = own
        let c = chart { $0.add(line, x: [0, 1, 2], y: [0, 1, 2]) }
        c.crosshair.pointerPosition = pointer(c, x: 1, y: 1)
        let scene = c.makeScene(size: size, measurer: measurer)
        let markers = scene.overlay.compactMap { if case .markers(let m) = $0, m.shape == .circle { return m } else { return nil } }
        XCTAssertEqual(markers.map(\.fill), [own], "not the palette colour \(c.theme.paletteColor(0))")
        XCTAssertEqual(try XCTUnwrap(c.crosshairReading()).rows[0].color, own)
    }

    // MARK: Out of range

    func testOutOfRangeHidesOrClampsToThePlotEdge() throws {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 1, 2], y: [0, 1, 2]) }
        let plot = try XCTUnwrap(c.lastLayout).plotArea
        c.crosshair.pointerPosition = Point(x: plot.minX - 10, y: plot.midY)
        XCTAssertNil(c.crosshairReading(), "hide: nothing left of the plot")
        c.crosshair.outOfRange = .clamp
        let reading = try XCTUnwrap(c.crosshairReading())
        XCTAssertEqual(reading.target?.pointIndex, 0)
        XCTAssertGreaterThanOrEqual(reading.position.x, plot.minX)

        // A point above the visible range: hidden, or pinned to the top edge.
        c.yAxis.setVisibleRange(AxisRange(min: 0, max: 1.5))
        c.applyLayout(size: size, measurer: measurer)
        c.crosshair.pointerPosition = pointer(c, x: 2, y: 1.4)
        c.crosshair.outOfRange = .hide
        XCTAssertNotEqual(c.crosshairReading()?.target?.pointIndex, 2, "point 2 (y = 2) is out of view")
        c.crosshair.outOfRange = .clamp
        let clamped = try XCTUnwrap(c.crosshairReading())
        XCTAssertEqual(clamped.target?.pointIndex, 2)
        XCTAssertEqual(clamped.position.y, plot.minY, accuracy: 1e-9)
    }

    // MARK: Activation and keys

    func testToggleKeyTurnsTheCrosshairOffAndOn() {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 1, 2], y: [0, 1, 2]) }
        c.crosshair.pointerPosition = pointer(c, x: 1, y: 1)
        XCTAssertNotNil(c.crosshairReading())
        XCTAssertTrue(c.handle(.key(.character("c"), modifiers: [], isRepeat: false, time: 0)).needsRedraw)
        XCTAssertNil(c.crosshairReading())
        XCTAssertTrue(c.handle(.key(.character("c"), modifiers: [], isRepeat: false, time: 0.1)).needsRedraw)
        XCTAssertNotNil(c.crosshairReading())
    }

    func testShiftArrowsStepThroughPoints() throws {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 1, 2, 3], y: [0, .nan, 2, 3]) }
        c.crosshair.pointerPosition = pointer(c, x: 0, y: 0)
        XCTAssertEqual(c.crosshairReading()?.target?.pointIndex, 0)
        XCTAssertTrue(c.handle(.key(.right, modifiers: .shift, isRepeat: false, time: 0)).needsRedraw)
        XCTAssertEqual(c.crosshairReading()?.target?.pointIndex, 2, "the missing point 1 is skipped")
        XCTAssertTrue(c.handle(.key(.right, modifiers: .shift, isRepeat: false, time: 0.1)).needsRedraw)
        XCTAssertEqual(c.crosshairReading()?.target?.pointIndex, 3)
        XCTAssertFalse(c.handle(.key(.right, modifiers: .shift, isRepeat: false, time: 0.2)).needsRedraw, "no point after the last")
        XCTAssertTrue(c.handle(.key(.left, modifiers: .shift, isRepeat: false, time: 0.3)).needsRedraw)
        XCTAssertEqual(c.crosshairReading()?.target?.pointIndex, 2)
        // Moving the pointer hands the crosshair back to it.
        _ = c.handle(.pointerMove(position: pointer(c, x: 0.1, y: 0), buttons: [], time: 0.4))
        XCTAssertEqual(c.crosshairReading()?.target?.pointIndex, 0)
    }

    func testPressAndHoldShowsTheCrosshairAfterTheDelayAndDoesNotPan() throws {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 1, 2], y: [0, 1, 2]) }
        c.crosshair.activation = .pressAndHold
        c.crosshair.holdDelay = 0.5
        let start = pointer(c, x: 1, y: 1)
        _ = c.handle(.pointerMove(position: start, buttons: [], time: 0))
        XCTAssertNil(c.crosshairReading(), "hovering shows nothing under press-and-hold")
        _ = c.handle(.pointerDown(button: .left, position: start, modifiers: [], clickCount: 1, time: 1))
        XCTAssertTrue(c.isCrosshairHoldPending)
        XCTAssertFalse(c.advance(to: 1.3).needsRedraw)
        XCTAssertNil(c.crosshairReading())
        XCTAssertTrue(c.advance(to: 1.5).needsRedraw)
        XCTAssertEqual(c.crosshairReading()?.target?.pointIndex, 1)
        let range = c.xAxis.visibleRange
        // Moving while held moves the crosshair, not the axes.
        XCTAssertTrue(c.handle(.pointerMove(position: pointer(c, x: 2, y: 2), buttons: [.left], time: 1.6)).needsRedraw)
        XCTAssertEqual(c.crosshairReading()?.target?.pointIndex, 2)
        XCTAssertEqual(c.xAxis.visibleRange, range)
        XCTAssertTrue(c.handle(.pointerUp(button: .left, position: pointer(c, x: 2, y: 2), modifiers: [], time: 1.7)).needsRedraw)
        XCTAssertNil(c.crosshairReading(), "released: hidden again")
        XCTAssertEqual(c.xAxis.visibleRange, range)
    }

    func testPressAndHoldBecomesAPanWhenThePointerMovesFirst() {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 1, 2], y: [0, 1, 2]) }
        c.crosshair.activation = .pressAndHold
        let start = pointer(c, x: 1, y: 1)
        let range = c.xAxis.visibleRange
        _ = c.handle(.pointerDown(button: .left, position: start, modifiers: [], clickCount: 1, time: 0))
        _ = c.handle(.pointerMove(position: Point(x: start.x + 40, y: start.y), buttons: [.left], time: 0.1))
        XCTAssertFalse(c.isCrosshairHoldPending)
        XCTAssertFalse(c.advance(to: 2).needsRedraw)
        XCTAssertNotEqual(c.xAxis.visibleRange, range, "it panned")
    }

    // MARK: Linked charts

    func testLinkedChartsShowTheCrosshairAtTheSameX() throws {
        let a = chart { $0.add(LineSeries(title: "a"), x: [0, 1, 2, 3], y: [0, 1, 2, 3]) }
        let b = chart { $0.add(LineSeries(title: "b"), x: [0, 1, 2, 3], y: [5, 6, 7, 8]) }
        let link = ChartLink(charts: [a, b])
        a.applyLayout(size: size, measurer: measurer)
        b.applyLayout(size: size, measurer: measurer)
        a.crosshair.pointerPosition = pointer(a, x: 2.1, y: 2)
        // The link passes the crosshair's x on as a frame of `a` draws it.
        XCTAssertFalse(a.makeScene(size: size, measurer: measurer).overlay.isEmpty, "a draws its crosshair")
        XCTAssertEqual(b.crosshair.linkedX, 2)
        let reading = try XCTUnwrap(b.crosshairReading())
        XCTAssertTrue(reading.isLinked)
        XCTAssertEqual(reading.x, 2)
        XCTAssertEqual(reading.position.x, b.xAxis.pixelValue(forDataValue: 2), accuracy: 1e-9)
        a.crosshair.pointerPosition = nil
        XCTAssertTrue(a.makeScene(size: size, measurer: measurer).overlay.isEmpty, "a draws no crosshair")
        XCTAssertNil(b.crosshair.linkedX)
        XCTAssertNil(b.crosshairReading())
        link.cancel()
        a.crosshair.pointerPosition = pointer(a, x: 1, y: 1)
        XCTAssertFalse(a.makeScene(size: size, measurer: measurer).overlay.isEmpty, "a draws its crosshair")
        XCTAssertNil(b.crosshair.linkedX, "unlinked")
    }

    // MARK: Bad input

    func testNonFinitePointerShowsNothing() {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 1], y: [0, 1]) }
        c.crosshair.pointerPosition = Point(x: .nan, y: 10)
        XCTAssertNil(c.crosshairReading())
        c.crosshair.outOfRange = .clamp
        c.crosshair.pointerPosition = Point(x: .infinity, y: 10)
        XCTAssertNil(c.crosshairReading())
        let empty = chart { _ in }
        empty.crosshair.pointerPosition = Point(x: 300, y: 200)
        empty.crosshair.mode = .floating
        XCTAssertEqual(empty.crosshairReading()?.rows, [])
        empty.applyLayout(size: size, measurer: measurer)
    }
}
