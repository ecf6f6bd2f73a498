import ChartCore
import ChartGL
import XCTest

/// The renderer additions the series kinds need: tip-only rounded corners, a fill between two
/// lines (with a crossed colour), a sideways fill, and dash patterns that run on across vertices.
final class SeriesPrimitiveTests: RendererTestCase {
    let blue = Color(hex: 0x1f77b4)
    let orange = Color(hex: 0xe69f00)
    let red = Color(red: 1, green: 0, blue: 0)

    func testRoundedCornersOnlyWhereAsked() {
        let shape = RectShape(rect: Rect(x: 20, y: 20, width: 60, height: 100), fill: blue, cornerRadius: 30,
                              roundedCorners: .top)
        let image = renderer.renderImage(scene(series: [.rects([shape])]))
        save(image, as: "tip-rounded")
        assertPixel(image, 21, 21, is: .white, "a rounded tip corner is cut")
        assertPixel(image, 78, 21, is: .white, "a rounded tip corner is cut")
        assertPixel(image, 50, 20, is: blue, tolerance: 1, "the tip's middle reaches the top")
        assertPixel(image, 20, 119, is: blue, "the base's corners stay square")
        assertPixel(image, 79, 119, is: blue, "the base's corners stay square")
    }

    func testFillBetweenTwoLinesAndTheCrossedColour() {
        // High runs along y = 40 then drops to 100; low runs along y = 80: they cross at x = 120.
        let high = geometry([(0, 40), (100, 40), (140, 120), (200, 120)])
        let low = geometry([(0, 80), (100, 80), (140, 80), (200, 80)])
        // identity has scaleY = +1 (y down in data): a smaller y is "higher" on screen only if
        // values grow upward, so flip the value axis to read like a chart.
        let flipped = DataTransform(scaleX: 1, scaleY: -1, offsetX: 0, offsetY: 150)
        func flip(_ g: SeriesGeometry) -> SeriesGeometry {
            SeriesGeometry(originX: 0, originY: 0, vertices: stride(from: 0, to: g.vertices.count, by: 2).flatMap {
                [g.vertices[$0], 150 - g.vertices[$0 + 1]]
            })
        }
        let fill = FillCommand(geometry: GeometryRef(flip(high)), transform: flipped, baseline: 0, color: blue,
                               lowerGeometry: GeometryRef(flip(low)), crossedColor: orange)
        let image = renderer.renderImage(scene(series: [.fill(fill)]))
        save(image, as: "band-fill")
        assertPixel(image, 50, 60, is: blue, "between high (40) and low (80)")
        assertPixel(image, 50, 35, is: .white, "above high")
        assertPixel(image, 50, 85, is: .white, "below low")
        assertPixel(image, 170, 100, is: orange, "low above high: the crossed colour")
        assertPixel(image, 170, 75, is: .white, "above the crossed region")
        assertPixel(image, 170, 125, is: .white, "below the crossed region")
    }

    func testVerticalFillReachesSidewaysToItsBaseline() {
        let line = geometry([(120, 10), (160, 140)])
        let fill = FillCommand(geometry: GeometryRef(line), transform: identity, baseline: 40, color: blue, isVertical: true)
        let image = renderer.renderImage(scene(series: [.fill(fill)]))
        save(image, as: "vertical-fill")
        assertPixel(image, 80, 20, is: blue, "between the baseline (x 40) and the line")
        assertPixel(image, 30, 20, is: .white, "left of the baseline")
        assertPixel(image, 150, 20, is: .white, "right of the line")
        assertPixel(image, 80, 145, is: .white, "past the line's end")
    }

    /// Pixels along a dense dashed line that are background: the gaps of the dashes.
    private func gapPixels(withPhase: Bool) -> (gaps: Int, inked: Int) {
        // 360 segments of half a pixel each: far shorter than a dash.
        let points = (0...360).map { (10 + Double($0) * 0.5, 75.0) }
        let line = geometry(points)
        let phase = DashPhaseBuilder()
        let reference = withPhase ? phase.update(for: line, transform: identity, dash: [6, 6]) : nil
        let command = PolylineCommand(geometry: GeometryRef(line), transform: identity, color: red, width: 3,
                                      dash: [6, 6], dashPhase: reference)
        let image = renderer.renderImage(scene(series: [.polyline(command)]))
        save(image, as: withPhase ? "dense-dash-phase" : "dense-dash-restart")
        var gaps = 0, inked = 0
        for x in 20..<180 where differs(image, x, 75, from: .white) { inked += 1 }
        for x in 20..<180 where !differs(image, x, 75, from: .white) { gaps += 1 }
        return (gaps, inked)
    }

    func testDashesRunOnAcrossVerticesSoDenseDashedLinesShowGaps() {
        let restarted = gapPixels(withPhase: false)
        XCTAssertLessThan(restarted.gaps, 5, "restarting at every short segment paints it solid")
        let continued = gapPixels(withPhase: true)
        // 160 px of a 12 px pattern: about half the pixels are gaps.
        XCTAssertGreaterThan(continued.gaps, 55)
        XCTAssertGreaterThan(continued.inked, 55)
    }

    func testAPhaseBufferShorterThanTheLineIsIgnored() {
        let line = geometry([(10, 10), (100, 10), (190, 10)])
        let short = SeriesGeometry(originX: 0, originY: 0, vertices: [0, 0])
        let command = PolylineCommand(geometry: GeometryRef(line), transform: identity, color: red, width: 3,
                                      dash: [6, 6], dashPhase: GeometryRef(short))
        let image = renderer.renderImage(scene(series: [.polyline(command)]))
        assertPixel(image, 12, 10, is: red, tolerance: 2, "drawn, dashes starting afresh")
        assertPixel(image, 18, 10, is: .white, "the first gap")
    }
}
