import ChartKit
import ChartTestSupport
import XCTest

/// Annotations and cursors drawn headlessly: under or over the series, clipped to the plot area,
/// images from RGBA pixels, and overlay-only changes that reuse the cached base image.
final class AnnotationPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)
    private let red = Color(hex: 0xd01c1c)
    private let green = Color(hex: 0x1c9c3c)
    private let blue = Color(hex: 0x1f5fb4)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func chart() -> Chart {
        let chart = Chart()
        let line = LineSeries(title: "flat")
        line.style.lineColor = red
        line.style.lineWidth = 8
        let source = ArrayDataSource()
        source.add(line, x: [0, 5, 10], y: [50, 50, 50])
        chart.dataSource = source
        chart.legend.isVisible = false
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 100)
        return chart
    }

    private func px(_ chart: Chart, _ x: Double) -> Int { Int(chart.xAxis.pixelValue(forDataValue: x)) }
    private func py(_ chart: Chart, _ y: Double) -> Int { Int(chart.yAxis.pixelValue(forDataValue: y)) }

    func testUnderlayIsBelowTheSeriesAndOverlayAbove() {
        let c = chart()
        c.addAnnotation(Annotation(.horizontalBand(from: 40, to: 60), style: AnnotationStyle(fillColor: green), layer: .underlay))
        c.addAnnotation(Annotation(.verticalBand(from: 6, to: 8), style: AnnotationStyle(fillColor: blue)))
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "annotation-layers")
        PixelAssertions.assertColor(image, x: px(c, 2), y: py(c, 50), red, "the series covers the underlay band")
        PixelAssertions.assertColor(image, x: px(c, 2), y: py(c, 45), green, "the underlay band beside the line")
        PixelAssertions.assertColor(image, x: px(c, 7), y: py(c, 50), blue, "the overlay band covers the series")
        PixelAssertions.assertColor(image, x: px(c, 7), y: py(c, 80), blue)
    }

    /// Text on a blue ground anchored on the red line at x = 5, y = 50.
    private func noteOnTheLine(_ configure: (inout AnnotationStyle) -> Void = { _ in },
                               at position: AnnotationPosition = .data(x: 5, y: 50)) -> Chart {
        let c = chart()
        var style = AnnotationStyle()
        style.textBackground = blue
        style.textColor = .white
        configure(&style)
        c.addAnnotation(Annotation(.text("a note on the line", at: position), style: style))
        return c
    }

    func testTextAnnotationMovesOffTheDrawnLine() {
        let c = noteOnTheLine()
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "annotation-text-off-line")
        PixelAssertions.assertColor(image, x: px(c, 5), y: py(c, 50), red, "the line at the anchor is not covered")
        // The note stands just above the line (the first clear place), not far away.
        let above = PixelAssertions.countPixels(in: image, x0: px(c, 5) - 20, y0: py(c, 50) - 40, x1: px(c, 5) + 20,
                                                y1: py(c, 50) - 5, differingFrom: blue, tolerance: 6)
        XCTAssertGreaterThan(40 * 35 - above, 300, "the note's blue just above the line")
    }

    func testTextAnnotationKeepsItsAnchorWhenAskedOrPinnedToThePlot() {
        for c in [noteOnTheLine { $0.avoidsData = false }, noteOnTheLine { $0.rotation = 10 }] {
            let image = renderer.render(c, size: size)
            // In the box's top padding, clear of the glyphs.
            PixelAssertions.assertColor(image, x: px(c, 5), y: py(c, 50) - 8, blue, tolerance: 6, "kept on its anchor, over the line")
        }
        let pinned = noteOnTheLine(at: .plot(x: 0.5, y: 0.5))
        let image = renderer.render(pinned, size: size)
        PixelAssertions.assertColor(image, x: px(pinned, 5), y: py(pinned, 50) - 8, blue, tolerance: 6,
                                    "a note pinned to the plot stays where it was put")
    }

    func testOverlayAnnotationsAreClippedToThePlotArea() throws {
        let c = chart()
        c.addAnnotation(Annotation(.verticalBand(from: -5, to: 1), style: AnnotationStyle(fillColor: blue)))
        let image = renderer.render(c, size: size)
        let plot = try XCTUnwrap(c.lastLayout).plotArea
        PixelAssertions.assertColor(image, x: Int(plot.minX) + 3, y: Int(plot.midY), blue)
        PixelAssertions.assertColor(image, x: Int(plot.minX) - 30, y: Int(plot.midY), c.theme.background,
                                    "left of the plot area, over the axis labels' band")
    }

    func testMovingAnOverlayAnnotationOrCursorRedrawsNoBaseImage() throws {
        let c = chart()
        final class Stats: ChartObserver {
            var frames: [ChartFrameStats] = []
            func chart(_ chart: Chart, didRender stats: ChartFrameStats) { frames.append(stats) }
        }
        let stats = Stats()
        let token = c.addObserver(stats)
        let marker = c.addAnnotation(Annotation(.verticalLine(x: 2), style: AnnotationStyle(strokeColor: blue, strokeWidth: 3)))
        _ = renderer.render(c, size: size)
        XCTAssertTrue(renderer.lastFrameStats.baseRedrawn)
        // The shared renderer drew other charts before: that frame ended a stream of changed bases
        // and went straight to the target, so the next unchanged frame caches the base once.
        _ = renderer.render(c, size: size)
        marker.kind = .verticalLine(x: 8)
        let moved = renderer.render(c, size: size)
        XCTAssertFalse(renderer.lastFrameStats.baseRedrawn, "only the overlay changed")
        XCTAssertEqual(renderer.lastFrameStats.drawCalls[.series], 0)
        PixelAssertions.assertColor(moved, x: px(c, 8), y: py(c, 80), blue)
        PixelAssertions.assertColor(moved, x: px(c, 2), y: py(c, 80), c.theme.plotBackground, "the old place is clear")

        c.setMeasurementCursors(3, 4)
        _ = renderer.render(c, size: size)
        XCTAssertFalse(renderer.lastFrameStats.baseRedrawn)
        c.setMeasurementCursors(3, 6)
        _ = renderer.render(c, size: size)
        XCTAssertFalse(renderer.lastFrameStats.baseRedrawn, "dragging a cursor redraws no base image")

        XCTAssertEqual(stats.frames.map(\.baseRedrawn).dropFirst(2), [false, false, false])
        XCTAssertTrue(stats.frames.allSatisfy { $0.pixelWidth == 640 && $0.pixelHeight == 400 && $0.drawCalls > 0 })
        withExtendedLifetime(token) {}
    }

    func testImageAnnotationIsDrawnFromItsPixelsAndUploadedOnce() throws {
        let c = chart()
        // Red, green / blue, white quadrants, each of 2×2 pixels so linear filtering keeps the centres.
        var pixels: [UInt8] = []
        for row in 0..<4 {
            for column in 0..<4 {
                let quadrant = (row < 2 ? 0 : 2) + (column < 2 ? 0 : 1)
                pixels += [[208, 28, 28, 255], [28, 156, 60, 255], [31, 95, 180, 255], [255, 255, 255, 255]][quadrant]
            }
        }
        let image = ChartImage(RGBAImage(width: 4, height: 4, pixels: pixels))
        c.addAnnotation(Annotation(.image(image, at: .data(x: 5, y: 50)), sizing: .points(Size(width: 80, height: 80))))
        let first = renderer.render(c, size: size)
        PixelAssertions.keep(first, name: "annotation-image")
        XCTAssertGreaterThanOrEqual(renderer.lastFrameStats.textureBytesUploaded, 64)
        let cx = px(c, 5), cy = py(c, 50)
        PixelAssertions.assertColor(first, x: cx - 30, y: cy - 30, red, tolerance: 6)
        PixelAssertions.assertColor(first, x: cx + 30, y: cy - 30, green, tolerance: 6)
        PixelAssertions.assertColor(first, x: cx - 30, y: cy + 30, blue, tolerance: 6)
        PixelAssertions.assertColor(first, x: cx + 30, y: cy + 30, .white, tolerance: 6)
        c.xAxis.setVisibleRange(AxisRange(min: 1, max: 9))  // a new base: the texture stays
        _ = renderer.render(c, size: size)
        XCTAssertTrue(renderer.lastFrameStats.baseRedrawn)
        XCTAssertEqual(renderer.lastFrameStats.textureBytesUploaded, 0, "uploaded once, kept by identity")
    }

    func testCrosshairMarkerIsDrawnInTheSeriesOwnColour() throws {
        let c = chart()
        (c.series[0] as? LineSeries)?.style.lineWidth = 1
        c.crosshair.showsTooltip = false
        c.crosshair.lines = CrosshairLines.none
        _ = renderer.render(c, size: size)
        let centre = Point(x: (c.xAxis.pixelValue(forDataValue: 5)).rounded() + 0.5,
                           y: (c.yAxis.pixelValue(forDataValue: 50)).rounded() + 0.5)
        c.crosshair.pointerPosition = centre
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "crosshair-marker")
        XCTAssertNotEqual(red, c.theme.paletteColor(0))
        let x = Int(centre.x), y = Int(c.yAxis.pixelValue(forDataValue: 50))
        PixelAssertions.assertColor(image, x: x, y: y + 2, red, tolerance: 40, "the marker's fill, off the 1-pixel line")
        PixelAssertions.assertColor(image, x: x, y: y - 2, red, tolerance: 40)
        XCTAssertGreaterThan(PixelAssertions.distance(image, x, y + 8, red), 100, "outside the marker")
    }

    func testTooltipBoxIsDrawnWithItsRowsInSnapAndFloatingModes() throws {
        for (mode, scale) in [(CrosshairMode.snap, 1.0), (.floating, 2.0)] {
            let c = Chart(title: "Tooltip")
            let source = ArrayDataSource()
            let a = LineSeries(title: "Bergen"), b = StepLineSeries(title: "Madrid")
            a.style.lineColor = red
            source.add(a, x: [0, 1, 2, 3, 4], y: [3, 5, 4, 6, 5])
            source.add(b, x: [0, 1, 2, 3, 4], y: [8, 9, 7, 8, 10])
            c.dataSource = source
            c.crosshair.mode = mode
            c.theme = mode == .snap ? .light : .dark
            _ = renderer.render(c, size: size, scale: scale)
            c.crosshair.pointerPosition = Point(x: c.xAxis.pixelValue(forDataValue: 1.6), y: c.yAxis.pixelValue(forDataValue: 5))
            let scene = c.makeScene(size: size, scale: scale, measurer: renderer.fonts)
            let image = renderer.render(scene)
            PixelAssertions.keep(image, name: "tooltip-\(mode)")
            let box = try XCTUnwrap(scene.overlay.compactMap { command -> RectShape? in
                if case .rects(let r) = command, r.count == 1, r[0].cornerRadius == 4 { return r[0] } else { return nil }
            }.first)
            XCTAssertTrue(scene.plotArea.contains(Point(x: box.rect.minX, y: box.rect.minY)))
            XCTAssertTrue(scene.plotArea.contains(Point(x: box.rect.maxX, y: box.rect.maxY)))
            // Inside the box, between its border and its text: the tooltip background.
            PixelAssertions.assertColor(image, x: Int((box.rect.minX + 3) * scale), y: Int((box.rect.minY + 3) * scale),
                                        c.theme.tooltipBackground, tolerance: 30, "translucent over the plot")
        }
    }

    func testZoomingBoxGrowsAndFixedRectangleKeepsItsSizeInPixels() throws {
        let c = chart()
        c.addAnnotation(Annotation(.box(x1: 4, y1: 70, x2: 6, y2: 90), style: AnnotationStyle(strokeColor: blue, fillColor: blue)))
        c.addAnnotation(Annotation(.rectangle(at: .data(x: 5, y: 20)), style: AnnotationStyle(strokeColor: green, fillColor: green),
                                   sizing: .points(Size(width: 20, height: 20))))
        for range in [AxisRange(min: 0, max: 10), AxisRange(min: 3, max: 7)] {
            c.xAxis.setVisibleRange(range)
            let image = renderer.render(c, size: size)
            PixelAssertions.keep(image, name: "annotation-zoom-\(range.min)")
            let left = c.xAxis.pixelValue(forDataValue: 4), right = c.xAxis.pixelValue(forDataValue: 6)
            let y = py(c, 80)
            PixelAssertions.assertColor(image, x: Int(left) + 2, y: y, blue, "just inside the box's left edge at \(range)")
            PixelAssertions.assertColor(image, x: Int(right) - 3, y: y, blue, "just inside its right edge")
            PixelAssertions.assertColor(image, x: Int(left) - 3, y: y, c.theme.plotBackground, "outside it")
            let centre = c.xAxis.pixelValue(forDataValue: 5), ry = py(c, 20)
            PixelAssertions.assertColor(image, x: Int(centre + 7), y: ry, green, "inside the 20-point rectangle")
            PixelAssertions.assertColor(image, x: Int(centre + 13), y: ry, c.theme.plotBackground, "it does not grow")
        }
    }
}
