import XCTest
@testable import ChartCore

/// The window's status line (with the first-open hint) in a strip below the axes, the
/// measurement readout in the plot corner with the least data and away from the pointer, and the
/// drawn data's obstacles gathered once per view.
final class WindowOverlayPlacementTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    private func texts(_ commands: [DrawCommand]) -> [TextCommand] {
        commands.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }

    func testStatusLineAndHintStandInAStripBelowTheAxisLabels() throws {
        let r = GestureReplay.standard()
        let plain = r.plot
        let status = StatusLine(hint: "? or F1: keys and gestures")
        r.chart.addExtension(status)
        r.layOut()
        let layout = try XCTUnwrap(r.chart.lastLayout)
        let strip = try XCTUnwrap(layout.footerStrip, "the status line asks for a strip")
        XCTAssertLessThan(layout.plotArea.height, plain.height, "the plot area gives the strip its room")
        XCTAssertLessThanOrEqual(layout.xAxis.frame.maxY, strip.minY, "the x axis and its labels stand above the strip")
        XCTAssertLessThanOrEqual(strip.maxY, r.size.height)
        let drawn = texts(r.chart.extensionOverlayCommands(layout: layout, measurer: measurer))
        let line = try XCTUnwrap(drawn.first)
        XCTAssertTrue(line.text.hasSuffix("keys and gestures"), line.text)
        XCTAssertGreaterThan(line.position.y, layout.plotArea.maxY, "below the plot area, over no data")
        XCTAssertGreaterThan(line.position.y, strip.minY)
        XCTAssertLessThanOrEqual(line.position.y, strip.maxY)
        // The strip's size does not follow the text: the plot keeps its place while it changes.
        r.move(Point(x: layout.plotArea.midX, y: layout.plotArea.midY), buttons: [])
        XCTAssertEqual(r.chart.lastLayout?.plotArea, layout.plotArea)
        // Suspended (while the window saves a picture) it takes no room.
        status.isSuspended = true
        r.layOut()
        XCTAssertNil(r.chart.lastLayout?.footerStrip)
        XCTAssertEqual(r.chart.lastLayout?.plotArea, plain)
    }

    func testStatusLineReadsOnEveryTheme() throws {
        for theme in [Theme.light, Theme.dark, Theme.vivid] {
            let r = GestureReplay.standard { $0.theme = theme }
            let status = StatusLine(hint: "hint")
            r.chart.addExtension(status)
            r.layOut()
            let line = try XCTUnwrap(texts(r.chart.extensionOverlayCommands(layout: r.chart.lastLayout!, measurer: measurer)).first)
            XCTAssertGreaterThanOrEqual(line.color.contrastRatio(with: theme.background), 4.5, "\(theme)")
        }
    }

    /// A line from corner to corner of a wide plot, with the cursors at its first and last x.
    private func rampChart(descending: Bool) -> (Chart, Size) {
        let chart = Chart()
        let source = ArrayDataSource()
        let xs = (0...100).map(Double.init)
        source.add(LineSeries(title: "r"), x: xs, y: xs.map { descending ? 100 - $0 : $0 })
        chart.dataSource = source
        chart.legend.isVisible = false
        chart.setMeasurementCursors(40, 60)
        let size = Size(width: 1200, height: 640)
        chart.applyLayout(size: size, measurer: measurer)
        return (chart, size)
    }

    /// The readout's box: the rectangle in the theme's tooltip colour in the clipped overlay.
    private func readout(_ chart: Chart, size: Size) throws -> Rect {
        let scene = chart.makeScene(size: size, measurer: measurer)
        let boxes = scene.plotOverlay.flatMap { command -> [RectShape] in
            if case .rects(let r) = command { return r } else { return [] }
        }.filter { $0.fill == chart.theme.tooltipBackground }
        return try XCTUnwrap(boxes.first).rect
    }

    func testMeasurementReadoutTakesACornerClearOfTheData() throws {
        let (up, upSize) = rampChart(descending: false)
        let plot = try XCTUnwrap(up.lastLayout).plotArea
        let free = try readout(up, size: upSize)
        XCTAssertTrue(free.maxX < plot.midX && free.maxY < plot.midY, "a rising line leaves the top left free: \(free)")
        let (down, downSize) = rampChart(descending: true)
        let box = try readout(down, size: downSize)
        XCTAssertTrue(box.minX > plot.midX && box.maxY < plot.midY, "a falling line leaves the top right free: \(box)")
    }

    func testMeasurementReadoutMovesAwayFromThePointer() throws {
        let (chart, size) = rampChart(descending: false)
        let plot = try XCTUnwrap(chart.lastLayout).plotArea
        let pointer = Point(x: plot.minX + 30, y: plot.minY + 20)
        chart.crosshair.pointerPosition = pointer
        let box = try readout(chart, size: size)
        XCTAssertFalse(box.insetBy(dx: -24, dy: -24).contains(pointer), "not at the pointer: \(box)")
        // Still clear of the rising line y = x: the box's x and y spans (in data) do not meet.
        let x0 = chart.xAxis.dataValue(forPixelValue: box.minX), x1 = chart.xAxis.dataValue(forPixelValue: box.maxX)
        let y0 = chart.yAxis.dataValue(forPixelValue: box.maxY), y1 = chart.yAxis.dataValue(forPixelValue: box.minY)
        XCTAssertTrue(x1 < y0 || y1 < x0, "the box is clear of the line: x \(x0)…\(x1), y \(y0)…\(y1)")
    }

    /// Every box filled with the theme's tooltip colour in `commands`.
    private func tooltipBoxes(_ commands: [DrawCommand], theme: Theme) -> [Rect] {
        commands.flatMap { command -> [RectShape] in
            if case .rects(let r) = command { return r } else { return [] }
        }.filter { $0.fill == theme.tooltipBackground }.map(\.rect)
    }

    func testMeasurementReadoutKeepsClearOfTheCrosshairTooltip() throws {
        var collidedBefore = 0
        for mode in [CrosshairMode.floating, .snap] {
            let (chart, size) = rampChart(descending: false)
            chart.crosshair.mode = mode
            let layout = try XCTUnwrap(chart.lastLayout)
            let plot = layout.plotArea
            var both = 0
            // Pointers across the plot, 40 points apart: the tooltip follows each.
            for y in stride(from: plot.minY + 10, to: plot.maxY, by: 40) {
                for x in stride(from: plot.minX + 10, to: plot.maxX, by: 40) {
                    let pointer = Point(x: x, y: y)
                    chart.crosshair.pointerPosition = pointer
                    let scene = chart.makeScene(size: size, measurer: measurer)
                    guard let tooltip = tooltipBoxes(scene.overlay, theme: chart.theme).first,
                          let readout = tooltipBoxes(scene.plotOverlay, theme: chart.theme).first else { continue }
                    both += 1
                    XCTAssertFalse(readout.intersects(tooltip), "\(mode) pointer \(pointer): readout \(readout), tooltip \(tooltip)")
                    // Where the readout stood before it knew of the tooltip.
                    let builder = SceneBuilder(chart: chart, layout: try XCTUnwrap(chart.lastLayout), measurer: measurer)
                    let before = SceneBuilder.readoutPlace(size: readout.size, plot: plot, occupancy: builder.dataOccupancy(),
                                                           pointer: pointer, cursorPixels: [40, 60].map(chart.xAxis.pixelValue(forDataValue:)))
                    if before.intersects(tooltip) { collidedBefore += 1 }
                }
            }
            XCTAssertGreaterThan(both, 100, "\(mode): the tooltip and the readout are shown together")
        }
        XCTAssertGreaterThan(collidedBefore, 0, "some of these pointers put the tooltip over the readout's old place")
    }

    func testDataObstaclesAreGatheredOncePerView() throws {
        let r = GestureReplay.standard()
        r.chart.addAnnotation(Annotation(.horizontalLine(y: 20), label: "limit"))
        r.layOut()
        let gathered = r.chart.overlayState.obstacleGathers
        XCTAssertGreaterThan(gathered, 0)
        for i in 0..<5 {
            r.chart.crosshair.pointerPosition = Point(x: r.plot.minX + 40 + Double(i) * 30, y: r.plot.midY)
            r.layOut()
        }
        XCTAssertEqual(r.chart.overlayState.obstacleGathers, gathered, "crosshair frames reuse the view's obstacles")
        r.chart.xAxis.setVisibleRange(AxisRange(min: 10, max: 60))
        r.layOut()
        XCTAssertEqual(r.chart.overlayState.obstacleGathers, gathered + 1, "a new view gathers them again")
    }
}
