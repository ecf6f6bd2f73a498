import ChartKit
import ChartTestSupport
import XCTest

/// The measurement readout and the crosshair's tooltip drawn together: the readout leaves the
/// corner it would take when the tooltip stands there, so neither box covers the other.
final class ReadoutTooltipPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 900, height: 520)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func boxes(_ commands: [DrawCommand], fill: Color) -> [Rect] {
        commands.flatMap { command -> [RectShape] in
            if case .rects(let r) = command { return r } else { return [] }
        }.filter { $0.fill == fill }.map(\.rect)
    }

    func testReadoutLeavesTheCornerUnderTheFloatingTooltip() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let xs = (0...100).map(Double.init)
        source.add(LineSeries(title: "rising"), x: xs, y: xs)
        source.add(LineSeries(title: "half"), x: xs, y: xs.map { $0 / 2 })
        chart.dataSource = source
        chart.crosshair.mode = .floating
        chart.setMeasurementCursors(40, 60)
        _ = renderer.render(chart, size: size)
        let plot = try XCTUnwrap(chart.lastLayout).plotArea
        let alone = try XCTUnwrap(boxes(chart.makeScene(size: size, measurer: renderer.fonts).plotOverlay,
                                        fill: chart.theme.tooltipBackground).first, "the readout without a pointer")
        XCTAssertLessThan(alone.midX, plot.midX, "the rising lines leave the top left to the readout")
        // Just below the readout's free corner and clear of its pointer margin: the tooltip, above
        // and right of the pointer, reaches up into that corner.
        chart.crosshair.pointerPosition = Point(x: alone.minX + 40, y: alone.maxY + 30)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "readout-beside-tooltip")
        let scene = chart.makeScene(size: size, measurer: renderer.fonts)
        let tooltip = try XCTUnwrap(boxes(scene.overlay, fill: chart.theme.tooltipBackground).first)
        let readout = try XCTUnwrap(boxes(scene.plotOverlay, fill: chart.theme.tooltipBackground).first)
        XCTAssertTrue(tooltip.intersects(alone), "the tooltip stands where the readout was: \(tooltip) \(alone)")
        XCTAssertFalse(readout.intersects(tooltip), "the readout moved: \(readout) \(tooltip)")
        // In the picture, the boxes' padding (no text there) shows the translucent box fill over the plot.
        let f = chart.theme.tooltipBackground, ground = chart.theme.plotBackground
        let fill = Color(red: f.red * f.alpha + ground.red * (1 - f.alpha), green: f.green * f.alpha + ground.green * (1 - f.alpha),
                         blue: f.blue * f.alpha + ground.blue * (1 - f.alpha))
        PixelAssertions.assertColor(image, x: Int(readout.minX) + 3, y: Int(readout.midY), fill, tolerance: 6,
                                    "the readout in its new place")
        PixelAssertions.assertColor(image, x: Int(tooltip.maxX) - 3, y: Int(tooltip.midY), fill, tolerance: 6,
                                    "the tooltip in the readout's old corner")
    }

    /// The case seen in the window (shinobi3's screenshot): a wave, cursors over its trough, and
    /// the snapping crosshair on the first crest, whose tooltip rose into the readout's corner.
    func testReadoutLeavesTheCornerUnderTheSnappedTooltip() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let xs = (0..<120).map(Double.init)
        source.add(LineSeries(title: "price"), x: xs, y: xs.map { 75 + 33 * cos(($0 - 18) * .pi / 36) * (1 - $0 / 500) })
        chart.dataSource = source
        chart.legend.isVisible = false
        chart.setMeasurementCursors(38, 85)
        _ = renderer.render(chart, size: Size(width: 800, height: 500))
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 18), y: chart.yAxis.pixelValue(forDataValue: 100))
        let image = renderer.render(chart, size: Size(width: 800, height: 500))
        PixelAssertions.keep(image, name: "readout-beside-snapped-tooltip")
        let scene = chart.makeScene(size: Size(width: 800, height: 500), measurer: renderer.fonts)
        let tooltip = try XCTUnwrap(boxes(scene.overlay, fill: chart.theme.tooltipBackground).first)
        let readout = try XCTUnwrap(boxes(scene.plotOverlay, fill: chart.theme.tooltipBackground).first)
        XCTAssertFalse(readout.intersects(tooltip), "readout \(readout), tooltip \(tooltip)")
    }
}
