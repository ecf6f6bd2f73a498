import ChartCore
import ChartGL
import XCTest

/// Pixels of each primitive at computed positions.
final class RendererPrimitiveTests: RendererTestCase {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(hex: 0x1f77b4)

    func testRectIsExactInsideAndBackgroundOutside() {
        let shape = RectShape(rect: Rect(x: 20, y: 30, width: 50, height: 40), fill: blue)
        let image = renderer.renderImage(scene(series: [.rects([shape])]))
        for (x, y) in [(20, 30), (69, 30), (20, 69), (69, 69), (45, 50)] {
            assertPixel(image, x, y, is: blue, "inside")
        }
        for (x, y) in [(19, 50), (70, 50), (45, 29), (45, 70), (19, 29), (70, 70)] {
            assertPixel(image, x, y, is: .white, "outside")
        }
    }

    func testRoundedCornersAndBorder() {
        let shape = RectShape(rect: Rect(x: 20, y: 20, width: 100, height: 60), fill: blue, cornerRadius: 10,
                              borderWidth: 3, borderColor: red)
        let image = renderer.renderImage(scene(series: [.rects([shape])]))
        save(image, as: "rounded-rect")
        assertPixel(image, 20, 20, is: .white, "the corner is cut")
        assertPixel(image, 21, 21, is: .white, "the corner is cut")
        assertPixel(image, 70, 20, is: red, "top border")
        assertPixel(image, 70, 22, is: red, "top border, 3 px")
        assertPixel(image, 70, 23, is: blue, "inside the border")
        assertPixel(image, 20, 50, is: red, "left border")
        assertPixel(image, 119, 50, is: red, "right border")
        assertPixel(image, 120, 50, is: .white)
        assertPixel(image, 70, 50, is: blue)
    }

    func testHairlineOnAPixelCentreCoversExactlyOneColumn() {
        let batch = SegmentBatch(segments: [.init(from: Point(x: 100.5, y: 10), to: Point(x: 100.5, y: 140))],
                                 color: .black, width: 1)
        let image = renderer.renderImage(scene(underlay: [.segments(batch)]))
        for y in [20, 75, 130] {
            assertPixel(image, 100, y, is: .black)
            for x in [98, 99, 101, 102] { assertPixel(image, x, y, is: .white, "beside the hairline") }
        }
        let horizontal = SegmentBatch(segments: [.init(from: Point(x: 10, y: 50.5), to: Point(x: 190, y: 50.5))],
                                      color: .black, width: 1)
        let image2 = renderer.renderImage(scene(underlay: [.segments(horizontal)]))
        assertPixel(image2, 100, 50, is: .black)
        assertPixel(image2, 100, 49, is: .white)
        assertPixel(image2, 100, 51, is: .white)
    }

    func testThickPolylineCoversItsSegmentsAndNothingFarAway() {
        let points: [(Double, Double)] = [(20, 120), (70, 30), (120, 110), (180, 40)]
        let line = PolylineCommand(geometry: GeometryRef(geometry(points)), transform: identity, color: red, width: 6)
        let image = renderer.renderImage(scene(series: [.polyline(line)]))
        save(image, as: "polyline")
        for i in 0..<(points.count - 1) {
            let (a, b) = (points[i], points[i + 1])
            let mid = ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
            assertPixel(image, Int(mid.0), Int(mid.1), is: red, "midpoint of segment \(i)")
            // 10 px away, perpendicular to the segment.
            let length = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
            let normal = (-(b.1 - a.1) / length, (b.0 - a.0) / length)
            for side in [-10.0, 10.0] {
                assertPixel(image, Int(mid.0 + side * normal.0), Int(mid.1 + side * normal.1), is: .white,
                            "10 px from segment \(i)")
            }
        }
        for point in points {
            assertPixel(image, Int(point.0), Int(point.1), is: red, "vertex \(point)")
        }
    }

    func testThickOpaquePolylineHasNoHolesNearJoints() {
        // Every pixel centre within (half width - 0.5) of the path must be fully coloured.
        let points: [(Double, Double)] = [(10, 75), (40, 20), (41, 130), (90, 60), (130, 60.3), (150, 140), (190, 10)]
        let line = PolylineCommand(geometry: GeometryRef(geometry(points)), transform: identity, color: red, width: 7)
        let image = renderer.renderImage(scene(series: [.polyline(line)]))
        save(image, as: "polyline-joints")
        var holes = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = (Double(x) + 0.5, Double(y) + 0.5)
                let nearest = (0..<(points.count - 1)).map { distance(p, points[$0], points[$0 + 1]) }.min()!
                if nearest <= 3.0, rgba(image, x, y) != rgba(red) { holes += 1 }
            }
        }
        XCTAssertEqual(holes, 0)
    }

    func testTranslucentPolylineJointsAreNotDarker() {
        let translucent = red.withAlpha(0.5)
        let points: [(Double, Double)] = [(20, 120), (70, 30), (120, 110), (125, 30), (180, 40)]
        let line = PolylineCommand(geometry: GeometryRef(geometry(points)), transform: identity, color: translucent,
                                   width: 8)
        let image = renderer.renderImage(scene(series: [.polyline(line)]))
        save(image, as: "polyline-translucent")
        let body = rgba(image, 45, 75)  // on segment 0, well inside
        XCTAssertEqual(body[0], 255)
        XCTAssertEqual(Int(body[1]), 128, accuracy: 1)
        // Around every joint no pixel may be darker than the line's body (a double blend would be 64).
        for point in points {
            for dy in -6...6 {
                for dx in -6...6 {
                    let pixel = rgba(image, Int(point.0) + dx, Int(point.1) + dy)
                    XCTAssertGreaterThanOrEqual(pixel[1], body[1], "at \(point) + (\(dx), \(dy))")
                }
            }
        }
    }

    func testNaNVertexLeavesAGap() {
        let points: [(Double, Double)] = [(20, 75), (40, 75), (60, 75), (.nan, .nan), (100, 75), (120, 75), (140, 75)]
        let line = PolylineCommand(geometry: GeometryRef(geometry(points)), transform: identity, color: red, width: 4)
        let image = renderer.renderImage(scene(series: [.polyline(line)]))
        assertPixel(image, 50, 75, is: red)
        assertPixel(image, 110, 75, is: red)
        for x in [66, 70, 80, 90, 94] { assertPixel(image, x, 75, is: .white, "in the gap") }
    }

    func testMarkersAreColouredAtTheirCentres() {
        let points: [(Double, Double)] = [(30, 40), (80, 40), (.nan, 10), (130, 100)]
        for shape in MarkerShape.allCases {
            let markers = MarkerCommand(geometry: GeometryRef(geometry(points)), transform: identity, shape: shape,
                                        size: 12, fill: blue, strokeColor: red, strokeWidth: 2)
            let image = renderer.renderImage(scene(series: [.markers(markers)]))
            if shape == .circle { save(image, as: "markers-circle") }
            for point in points where !point.0.isNaN {
                assertPixel(image, Int(point.0), Int(point.1), is: blue, "\(shape) centre")
                assertPixel(image, Int(point.0) + 10, Int(point.1), is: .white, "\(shape) beyond its size")
            }
            assertPixel(image, 10, 10, is: .white, "\(shape): the NaN point draws nothing")
            XCTAssertEqual(renderer.lastFrameStats.drawCalls[.series], 1)
        }
        // The circle's outline: its stroke at the radius, the bounding box's corner empty.
        // Centred on a pixel centre, radius 10: pixel centres 10 px away lie on the outline.
        let circle = MarkerCommand(geometry: GeometryRef(geometry([(100.5, 75.5)])), transform: identity,
                                   shape: .circle, size: 20, fill: blue, strokeColor: red, strokeWidth: 2)
        let image = renderer.renderImage(scene(series: [.markers(circle)]))
        assertPixel(image, 110, 75, is: red, "stroke on the right edge")
        assertPixel(image, 90, 75, is: red, "stroke on the left edge")
        assertPixel(image, 100, 65, is: red, "stroke on the top edge")
        assertPixel(image, 108, 75, is: blue, "inside the stroke")
        assertPixel(image, 112, 75, is: .white, "outside")
        assertPixel(image, 109, 66, is: .white, "corner of the bounding square")
    }

    func testMarkerShapesDifferWhereTheyShould() {
        // Size 20 (radius 10) centred on the pixel centre (100.5, 75.5), fill only.
        func draw(_ shape: MarkerShape) -> RGBAImage {
            let marker = MarkerCommand(geometry: GeometryRef(geometry([(100.5, 75.5)])), transform: identity,
                                       shape: shape, size: 20, fill: blue)
            return renderer.renderImage(scene(series: [.markers(marker)]))
        }
        let circle = draw(.circle), square = draw(.square), diamond = draw(.diamond)
        let triangle = draw(.triangle), cross = draw(.cross)
        assertPixel(circle, 108, 67, is: .white, "outside the circle, inside its square")
        assertPixel(square, 108, 67, is: blue, "the square fills its corner")
        assertPixel(diamond, 106, 75, is: blue, "on the diamond's horizontal axis")
        assertPixel(diamond, 106, 69, is: .white, "beyond the diamond's edge")
        assertPixel(triangle, 100, 67, is: blue, "near the apex, which points up")
        assertPixel(triangle, 100, 82, is: .white, "below the triangle's base")
        assertPixel(cross, 100, 67, is: blue, "on the vertical arm")
        assertPixel(cross, 107, 68, is: .white, "between the arms")
    }

    func testFillCoversTheAreaUnderTheLineOnly() {
        let points: [(Double, Double)] = [(20, 60), (100, 30), (180, 60)]
        let fill = FillCommand(geometry: GeometryRef(geometry(points)), transform: identity, baseline: 130, color: blue)
        let image = renderer.renderImage(scene(series: [.fill(fill)]))
        save(image, as: "fill")
        assertPixel(image, 100, 32, is: blue, "just under the peak")
        assertPixel(image, 100, 28, is: .white, "above the peak")
        assertPixel(image, 60, 47, is: blue, "under the rising edge (line at y = 45)")
        assertPixel(image, 60, 42, is: .white, "above the rising edge")
        assertPixel(image, 60, 129, is: blue, "just above the baseline")
        assertPixel(image, 60, 130, is: .white, "below the baseline")
        assertPixel(image, 19, 100, is: .white, "left of the data")
        assertPixel(image, 180, 100, is: .white, "right of the data")
    }

    func testFillGradientRunsFromLineToBaseline() {
        let points: [(Double, Double)] = [(0, 20), (200, 20)]
        let fill = FillCommand(geometry: GeometryRef(geometry(points)), transform: identity, baseline: 120,
                               color: red, baselineColor: blue)
        let image = renderer.renderImage(scene(series: [.fill(fill)]))
        let top = rgba(image, 100, 20), bottom = rgba(image, 100, 119), middle = rgba(image, 100, 70)
        XCTAssertEqual(top[0], 255, accuracy: 3)
        XCTAssertEqual(Int(bottom[2]), Int(rgba(blue)[2]), accuracy: 3)
        XCTAssertEqual(Int(middle[0]), (255 + Int(rgba(blue)[0])) / 2, accuracy: 3)
    }

    func testFillBelowTheBaselineWhenTheLineCrossesIt() {
        let points: [(Double, Double)] = [(20, 50), (180, 130)]
        let fill = FillCommand(geometry: GeometryRef(geometry(points)), transform: identity, baseline: 90, color: blue)
        let image = renderer.renderImage(scene(series: [.fill(fill)]))
        assertPixel(image, 50, 80, is: blue, "between line (y 65) and baseline")
        assertPixel(image, 50, 60, is: .white, "above the line")
        assertPixel(image, 150, 100, is: blue, "between baseline and line (y 115)")
        assertPixel(image, 150, 120, is: .white, "under the line that is under the baseline")
        assertPixel(image, 150, 85, is: .white, "above the baseline")
    }

    func testDashedSegmentsAlternate() {
        let batch = SegmentBatch(segments: [.init(from: Point(x: 10, y: 50.5), to: Point(x: 190, y: 50.5))],
                                 color: .black, width: 1, dash: [6, 4])
        let image = renderer.renderImage(scene(underlay: [.segments(batch)]))
        // Dashes cover x in [10, 16), [20, 26), …; gaps [16, 20), [26, 30), …
        for x in [11, 14, 21, 24, 101, 104] { assertPixel(image, x, 50, is: .black, "dash") }
        for x in [17, 18, 27, 28, 107, 108] { assertPixel(image, x, 50, is: .white, "gap") }
    }

    func testUnderlayAndSeriesAreClippedToThePlotArea() {
        var s = scene(series: [.rects([RectShape(rect: Rect(x: 0, y: 0, width: 200, height: 150), fill: blue)])])
        s.plotArea = Rect(x: 50, y: 40, width: 100, height: 60)
        s.chrome = [.rects([RectShape(rect: Rect(x: 0, y: 0, width: 10, height: 10), fill: red)])]
        let image = renderer.renderImage(s)
        assertPixel(image, 50, 40, is: blue)
        assertPixel(image, 149, 99, is: blue)
        assertPixel(image, 49, 60, is: .white)
        assertPixel(image, 150, 60, is: .white)
        assertPixel(image, 100, 39, is: .white)
        assertPixel(image, 100, 100, is: .white)
        assertPixel(image, 5, 5, is: red, "chrome is not clipped")
    }

    func testBadInputDrawsNothingAndRaisesNoGLError() {
        let empty = SeriesGeometry(originX: 0, originY: 0)
        let single = geometry([(50, 50)])
        let nanTransform = DataTransform(scaleX: .nan, scaleY: 1, offsetX: 0, offsetY: 0)
        let huge = geometry([(-1e30, 75), (1e30, 75), (.infinity, 10)])
        let commands: [DrawCommand] = [
            .rects([RectShape(rect: Rect(x: .nan, y: 0, width: 10, height: 10), fill: red),
                    RectShape(rect: Rect(x: 10, y: 10, width: .infinity, height: 10), fill: red),
                    RectShape(rect: Rect(x: 10, y: 10, width: 0, height: 10), fill: red),
                    RectShape(rect: Rect(x: 10, y: 10, width: 10, height: 10), fill: .clear)]),
            .segments(SegmentBatch(segments: [.init(from: Point(x: .nan, y: 0), to: Point(x: 10, y: 10))],
                                   color: red, width: 2)),
            .segments(SegmentBatch(segments: [.init(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10))],
                                   color: red, width: .infinity)),
            .segments(SegmentBatch(segments: [], color: red, width: 1)),
            .polyline(PolylineCommand(geometry: GeometryRef(empty), transform: identity, color: red, width: 2)),
            .polyline(PolylineCommand(geometry: GeometryRef(single), transform: identity, color: red, width: 2)),
            .polyline(PolylineCommand(geometry: GeometryRef(single), transform: nanTransform, color: red, width: 2)),
            .fill(FillCommand(geometry: GeometryRef(single), transform: identity, baseline: .nan, color: red)),
            .markers(MarkerCommand(geometry: GeometryRef(empty), transform: identity, shape: .circle, size: 5, fill: red)),
            .markers(MarkerCommand(geometry: GeometryRef(single), transform: identity, shape: .circle, size: -5,
                                   fill: red)),
            .text(TextCommand(text: "x", font: FontSpec(), color: red, position: Point(x: .nan, y: 10))),
            .text(TextCommand(text: "", font: FontSpec(), color: red, position: Point(x: 10, y: 10))),
        ]
        let image = renderer.renderImage(scene(series: commands))
        XCTAssertEqual(Set(stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0 + 1] }), [255],
                       "nothing was drawn")
        // A line between far-away points still draws where it crosses the canvas.
        let far = renderer.renderImage(scene(series: [
            .polyline(PolylineCommand(geometry: GeometryRef(huge), transform: identity, color: red, width: 2)),
        ]))
        assertPixel(far, 100, 75, is: red)
        assertPixel(far, 100, 70, is: .white)
    }

    func testInvalidDashOrRotationFallsBackToSolidAndUnrotated() {
        let bad = SegmentBatch(segments: [.init(from: Point(x: 10, y: 50.5), to: Point(x: 190, y: 50.5))],
                               color: .black, width: 1, dash: [.nan, -1])
        let solid = SegmentBatch(segments: bad.segments, color: .black, width: 1)
        XCTAssertEqual(renderer.renderImage(scene(underlay: [.segments(bad)])),
                       renderer.renderImage(scene(underlay: [.segments(solid)])))
        let text = TextCommand(text: "Hi", font: FontSpec(size: 20), color: .black, position: Point(x: 20, y: 60))
        var spun = text
        spun.rotation = .infinity
        XCTAssertEqual(renderer.renderImage(scene(overlay: [.text(spun)])),
                       renderer.renderImage(scene(overlay: [.text(text)])))
    }

    private func distance(_ p: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let (abx, aby) = (b.0 - a.0, b.1 - a.1)
        let t = max(0, min(1, ((p.0 - a.0) * abx + (p.1 - a.1) * aby) / (abx * abx + aby * aby)))
        let (dx, dy) = (p.0 - a.0 - t * abx, p.1 - a.1 - t * aby)
        return (dx * dx + dy * dy).squareRoot()
    }
}
