import ChartCore
import ChartGL
import ChartText
import XCTest

/// Positions: far-from-zero data through Double transforms, and HiDPI scale.
final class RendererPrecisionTests: RendererTestCase {
    let red = Color(red: 1, green: 0, blue: 0)

    /// Red coverage of a pixel drawn red over white (0…1, from the green channel).
    private func coverage(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
        1 - Double(image[x, y].g) / 255
    }

    func testEpochSecondsWithMillisecondOffsetsLandOnTheRightSubpixel() {
        // Ten points one millisecond apart, stored relative to an origin at 1.7e9 s.
        let origin = 1_700_000_000.0
        let data = SeriesGeometry(originX: origin, originY: 0)
        for k in 0...10 { data.append(x: origin + Double(k) * 0.001, y: 75.5) }
        // The visible window starts 0.3 ms before the origin; 18 px per millisecond.
        let viewStart = origin - 0.0003, pixelsPerSecond = 18_000.0, plotLeft = 10.5
        let transform = DataTransform(scaleX: pixelsPerSecond, scaleY: 1,
                                      offsetX: plotLeft + (origin - viewStart) * pixelsPerSecond, offsetY: 0)
        let markers = MarkerCommand(geometry: GeometryRef(data), transform: transform, shape: .circle, size: 4, fill: red)
        let image = renderer.renderImage(scene(width: 220, series: [.markers(markers)]))
        for k in 0...10 {
            let (x, _) = data.dataPoint(at: k)
            let center = plotLeft + (x - viewStart) * pixelsPerSecond
            // Within Double's own resolution at 1.7e9 (2.4e-7 s, 0.004 px here). A Float
            // computation of x itself would be off by up to 64 s: a million pixels.
            XCTAssertEqual(center, 15.9 + 18 * Double(k), accuracy: 0.01)
            for column in (Int(center) - 3)...(Int(center) + 3) {
                let expected = max(0, min(1, 2 + 0.5 - abs(Double(column) + 0.5 - center)))
                XCTAssertEqual(coverage(image, column, 75), expected, accuracy: 0.02, "point \(k), column \(column)")
            }
        }
    }

    func testPolylineFarFromZeroDrawsAtTheComputedPixels() {
        let origin = 1_700_000_000.0
        let data = SeriesGeometry(originX: origin, originY: 1_000_000)
        data.append(x: origin + 0.002, y: 1_000_000 + 10)
        data.append(x: origin + 0.008, y: 1_000_000 + 10)
        // 20 000 px per second in x; y flipped: value 1e6 + 10 at y = 100.5.
        let transform = DataTransform(scaleX: 20_000, scaleY: -1, offsetX: 0, offsetY: 110.5)
        let line = PolylineCommand(geometry: GeometryRef(data), transform: transform, color: red, width: 1)
        let image = renderer.renderImage(scene(series: [.polyline(line)]))
        for x in [45, 100, 155] {
            XCTAssertEqual(coverage(image, x, 100), 1, accuracy: 0.01)
            XCTAssertEqual(coverage(image, x, 99), 0, accuracy: 0.01)
            XCTAssertEqual(coverage(image, x, 101), 0, accuracy: 0.01)
        }
        XCTAssertEqual(coverage(image, 35, 100), 0, accuracy: 0.01, "before the first point (x = 40)")
        XCTAssertEqual(coverage(image, 165, 100), 0, accuracy: 0.01, "after the last point (x = 160)")
    }

    func testScaleTwoDoublesTheImageAndEveryPosition() throws {
        let points: [(Double, Double)] = [(20, 60), (80, 60)]
        let commands: [DrawCommand] = [
            .rects([RectShape(rect: Rect(x: 10, y: 10, width: 20, height: 15), fill: red)]),
            .segments(SegmentBatch(segments: [.init(from: Point(x: 50.5, y: 30), to: Point(x: 50.5, y: 50))],
                                   color: .black, width: 1)),
            .polyline(PolylineCommand(geometry: GeometryRef(geometry(points)), transform: identity, color: red,
                                      width: 2)),
        ]
        let one = renderer.renderImage(scene(width: 100, height: 75, scale: 1, series: commands))
        let two = renderer.renderImage(scene(width: 100, height: 75, scale: 2, series: commands))
        XCTAssertEqual(one.width * 2, two.width)
        XCTAssertEqual(one.height * 2, two.height)
        // The rectangle: points 10…30 × 10…25 → pixels 20…60 × 20…50.
        assertPixel(two, 20, 20, is: red)
        assertPixel(two, 59, 49, is: red)
        assertPixel(two, 19, 30, is: .white)
        assertPixel(two, 60, 30, is: .white)
        assertPixel(two, 40, 50, is: .white)
        // The 1-point hairline at x = 50.5 pt is 2 px wide around x = 101 px.
        assertPixel(two, 100, 80, is: .black)
        assertPixel(two, 101, 80, is: .black)
        assertPixel(two, 99, 80, is: .white)
        assertPixel(two, 102, 80, is: .white)
        // The 2-point line at y = 60 pt covers pixel rows 118…121.
        for row in 118...121 { assertPixel(two, 100 - 40, row, is: red) }
        assertPixel(two, 60, 117, is: .white)
        assertPixel(two, 60, 122, is: .white)
        // Every pixel of the scale-1 image appears as a 2×2 block of the same colour, away from edges.
        for (x, y) in [(15, 15), (35, 60), (50, 40), (70, 60)] {
            let block = [rgba(two, 2 * x, 2 * y), rgba(two, 2 * x + 1, 2 * y + 1)]
            XCTAssertEqual(block, [rgba(one, x, y), rgba(one, x, y)], "at (\(x), \(y))")
        }
    }

    func testTextAtScaleTwoIsRasterisedTwiceAsLarge() {
        let text = TextCommand(text: "Scale", font: FontSpec(size: 12), color: .black, position: Point(x: 10, y: 30))
        func inkHeight(_ image: RGBAImage) -> Int {
            let rows = (0..<image.height).filter { y in (0..<image.width).contains { differs(image, $0, y, from: .white) } }
            return (rows.max() ?? 0) - (rows.min() ?? 0) + 1
        }
        let one = renderer.renderImage(scene(width: 100, height: 50, scale: 1, overlay: [.text(text)]))
        let two = renderer.renderImage(scene(width: 100, height: 50, scale: 2, overlay: [.text(text)]))
        save(two, as: "text-scale2")
        XCTAssertEqual(Double(inkHeight(two)), 2 * Double(inkHeight(one)), accuracy: 2)
    }
}
