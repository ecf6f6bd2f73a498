import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Pies and donuts drawn headlessly, checked at pixels computed from the slices' angles.
final class RadialPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 480, height: 360)
    private let colors = [Color(hex: 0xd01c1c), Color(hex: 0x1f5fb4), Color(hex: 0x2a9d2a), Color(hex: 0xe0a000)]
    private let background = Theme.light.plotBackground

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func pieChart(_ series: PieSeries, values: [Double] = [1, 2, 3, 4]) -> Chart {
        let names = values.indices.map { "s\($0)" }
        series.labelPosition = .none
        series.sliceBorderWidth = 0
        for (i, name) in names.enumerated() { series.sliceColors[name] = colors[i % colors.count] }
        let source = ArrayDataSource()
        source.add(series, values: values, names: names)
        let chart = Chart()
        chart.dataSource = source
        return chart
    }

    private func pixel(_ center: Point, radius: Double, degrees: Double) -> (Int, Int) {
        let a = degrees * .pi / 180
        return (Int((center.x + radius * cos(a)).rounded(.down)), Int((center.y + radius * sin(a)).rounded(.down)))
    }

    func testSelectedStyleFillAndSpokeAnchorDotArePainted() throws {
        let donut = DonutSeries(title: "d")
        let chart = pieChart(donut, values: [1, 1])
        donut.labelPosition = .outside
        let gold = Color(hex: 0xffc000), ink = Color(hex: 0x202020)
        donut.selectedSliceStyle = PieSliceStyle(fillColor: gold)
        donut.protrusion = 0
        donut.spokeStyle = SpokeStyle(color: ink, width: 1, length: 18, anchorOffset: -8, anchorRadius: 4)
        chart.setPointSelected(true, pointIndex: 0, seriesIndex: 0)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "pie-slice-style")
        let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
        // Slice 0 runs from 12 o'clock clockwise to 6: its middle is at 3 o'clock (0°).
        let (x0, y0) = pixel(center, radius: radius * 0.8, degrees: 20)
        PixelAssertions.assertColor(image, x: x0, y: y0, gold, tolerance: 3, "the selected slice in the selected fill")
        let (x1, y1) = pixel(center, radius: radius * 0.8, degrees: 200)
        PixelAssertions.assertColor(image, x: x1, y: y1, colors[1], tolerance: 3, "the other slice in its own colour")
        // The anchor dot: 8 points inside the rim on each slice's middle (0° and 180°).
        let (dx, dy) = pixel(center, radius: radius - 8, degrees: 0)
        PixelAssertions.assertColor(image, x: dx, y: dy, ink, tolerance: 40, "the anchor dot inside the rim")
        let (ex, ey) = pixel(center, radius: radius - 8, degrees: 180)
        PixelAssertions.assertColor(image, x: ex + 1, y: ey, ink, tolerance: 40, "the other slice's anchor dot")
    }

    func testEachColourCoversTheAngleOfItsValue() throws {
        let pie = PieSeries(title: "pie")
        let chart = pieChart(pie)
        for scale in [1.0, 2.0] {
            let image = renderer.render(chart, size: size, scale: scale)
            PixelAssertions.keep(image, name: "radial-pie-1234-x\(Int(scale))")
            let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
            let slices = chart.slices(of: pie)
            // 1:2:3:4 of a turn is 36°, 72°, 108° and 144°, clockwise from 12 o'clock.
            XCTAssertEqual(slices.map { ($0.span * 180 / .pi * 1e9).rounded() / 1e9 }, [36, 72, 108, 144])
            var edge = -90.0
            for (k, span) in [36.0, 72, 108, 144].enumerated() {
                XCTAssertEqual(slices[k].startAngle * 180 / .pi, edge, accuracy: 1e-9)
                // Inside the slice, 1.5° from each edge and every few degrees between: its colour.
                for degrees in stride(from: edge + 1.5, through: edge + span - 1.5, by: 3) {
                    for r in [radius * 0.3, radius * 0.95] {
                        let (x, y) = pixel(center, radius: r, degrees: degrees)
                        PixelAssertions.assertColor(image, x: Int(Double(x) * scale), y: Int(Double(y) * scale),
                                                    colors[k], tolerance: 3, "slice \(k) at \(degrees)° ×\(scale)")
                    }
                }
                edge += span
            }
            // Just past the rim: background.
            let (x, y) = pixel(center, radius: radius + 2, degrees: 0)
            PixelAssertions.assertColor(image, x: Int(Double(x) * scale), y: Int(Double(y) * scale), background, tolerance: 3)
        }
    }
}

extension RadialPixelTests {
    func testADonutsCentreIsBackgroundAndItsRingIsFilled() throws {
        let donut = DonutSeries(title: "d")
        donut.innerRadius = 0.5
        let chart = pieChart(donut, values: [1, 1])
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "radial-donut")
        let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
        PixelAssertions.assertColor(image, x: Int(center.x), y: Int(center.y), background, tolerance: 2, "the hole")
        let (hx, hy) = pixel(center, radius: radius * 0.45, degrees: 10)
        PixelAssertions.assertColor(image, x: hx, y: hy, background, tolerance: 2, "just inside the hole's edge")
        let (rx, ry) = pixel(center, radius: radius * 0.75, degrees: 10)
        PixelAssertions.assertColor(image, x: rx, y: ry, colors[0], tolerance: 3, "the ring")
        let (lx, ly) = pixel(center, radius: radius * 0.75, degrees: 170)
        PixelAssertions.assertColor(image, x: lx, y: ly, colors[1], tolerance: 3, "the second half of the ring")
    }

    func testAProtrudingSlicesPixelsMoveOutwardByTheProtrusion() throws {
        let pie = PieSeries(title: "p")
        pie.protrusion = 16
        let chart = pieChart(pie, values: [1, 1, 1, 1])
        let before = renderer.render(chart, size: size)
        let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
        // Slice 1 spans 0°…90° (3 to 6 o'clock); its middle is at 45°.
        let rim = radius + 8, apex = 8.0
        let (ox, oy) = pixel(center, radius: rim, degrees: 45)
        let (ix, iy) = pixel(center, radius: apex, degrees: 45)
        PixelAssertions.assertColor(before, x: ox, y: oy, background, tolerance: 2, "beyond the rim before")
        PixelAssertions.assertColor(before, x: ix, y: iy, colors[1], tolerance: 3, "near the apex before")
        chart.setPointSelected(true, pointIndex: 1, seriesIndex: 0)
        let after = renderer.render(chart, size: size)
        PixelAssertions.keep(after, name: "radial-protrusion")
        XCTAssertEqual(chart.radialRadius, radius, "selection moves the slice, not the pie")
        PixelAssertions.assertColor(after, x: ox, y: oy, colors[1], tolerance: 3, "the slice now reaches past the rim")
        PixelAssertions.assertColor(after, x: ix, y: iy, background, tolerance: 2, "and has left the centre")
        // 16 points out along 45°: the rim point moved there exactly.
        let (px, py) = pixel(center, radius: radius + 16 - 1.5, degrees: 45)
        PixelAssertions.assertColor(after, x: px, y: py, colors[1], tolerance: 3)
        let (qx, qy) = pixel(center, radius: radius + 16 + 1.5, degrees: 45)
        PixelAssertions.assertColor(after, x: qx, y: qy, background, tolerance: 2)
        // The others stay.
        let (sx, sy) = pixel(center, radius: radius * 0.5, degrees: 135)
        PixelAssertions.assertColor(after, x: sx, y: sy, colors[2], tolerance: 3)
    }

    func testNeighboursMeetWithoutAGapAtAnyScale() throws {
        // Every pixel along a boundary is a mix of the two slices' colours alone: no background
        // shows through the seam (it would lift the mix towards white).
        let pie = PieSeries(title: "p")
        let chart = pieChart(pie, values: [1, 1, 1, 1, 1, 1, 1])
        for scale in [1.0, 2.0, 1.5] {
            let image = renderer.render(chart, size: size, scale: scale)
            PixelAssertions.keep(image, name: "radial-seams-x\(scale)")
            let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
            let slices = chart.slices(of: pie)
            for (k, slice) in slices.enumerated() {
                let a = colors[k % colors.count], b = colors[((k + 1) % slices.count) % colors.count]
                let ca = [a.red, a.green, a.blue].map { $0 * 255 }, cb = [b.red, b.green, b.blue].map { $0 * 255 }
                for r in stride(from: radius * 0.15, to: radius * 0.95, by: 2.5) {
                    for nudge in [-0.6, 0, 0.6] {
                        let x = (center.x + r * cos(slice.endAngle) + nudge) * scale
                        let y = (center.y + r * sin(slice.endAngle)) * scale
                        let p = image[Int(x), Int(y)]
                        let pc = [Double(p.r), Double(p.g), Double(p.b)]
                        // The best mix t·a + (1 − t)·b, by least squares.
                        let d = zip(ca, cb).map { $0 - $1 }
                        let t = max(0, min(1, zip(zip(pc, cb).map { $0 - $1 }, d).map { $0 * $1 }.reduce(0, +)
                            / max(d.map { $0 * $0 }.reduce(0, +), 1e-9)))
                        let worst = (0..<3).map { abs(pc[$0] - (t * ca[$0] + (1 - t) * cb[$0])) }.max()!
                        XCTAssertLessThan(worst, 8, "seam after slice \(k) at r \(r) ×\(scale)")
                    }
                }
            }
        }
    }

    func testAThinSliceIsStillDrawn() throws {
        let pie = PieSeries(title: "p")
        let chart = pieChart(pie, values: [2000, 1])
        let image = renderer.render(chart, size: size, scale: 1)
        let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
        let thin = chart.slices(of: pie)[1]
        XCTAssertLessThan(thin.span * radius, 0.5, "narrower than half a pixel at the rim")
        var seen = 0
        for r in stride(from: radius * 0.3, to: radius * 0.95, by: 4) {
            let x = center.x + r * cos(thin.midAngle), y = center.y + r * sin(thin.midAngle)
            if PixelAssertions.distance(image, Int(x), Int(y), colors[1]) < 150 { seen += 1 }
        }
        XCTAssertGreaterThan(seen, 5, "the sliver shows along its length")
    }
}

extension RadialPixelTests {
    func testRadarPolygonVerticesAndFillAtTheComputedPixels() throws {
        let chart = Chart()
        let radar = RadarSeries(title: "r")
        radar.color = colors[0]
        radar.markerSize = 8
        let source = ArrayDataSource()
        let values = [4.0, 2, 3, 1, 2.5]
        source.add(radar, y: values)
        chart.xAxis = CategoryAxis(categories: ["a", "b", "c", "d", "e"])
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 5)
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        chart.dataSource = source
        for scale in [1.0, 2.0] {
            let image = renderer.render(chart, size: size, scale: scale)
            PixelAssertions.keep(image, name: "radial-radar-x\(Int(scale))")
            let center = try XCTUnwrap(chart.radialCenter)
            for (i, v) in values.enumerated() {
                let vertex = try XCTUnwrap(chart.polarPoint(x: Double(i), y: v))
                // Vertex i of five at 72° steps clockwise from the top, at v / 5 of the radius.
                let a = -Double.pi / 2 + Double(i) * 2 * .pi / 5, R = try XCTUnwrap(chart.radialRadius)
                XCTAssertEqual(vertex.x, center.x + v / 5 * R * cos(a), accuracy: 1e-9)
                PixelAssertions.assertColor(image, x: Int(vertex.x * scale), y: Int(vertex.y * scale), colors[0], tolerance: 4,
                                            "the marker on vertex \(i) ×\(scale)")
                // Inside the fan triangle of this vertex and the next (its centroid): the
                // translucent fill over the background.
                let next = try XCTUnwrap(chart.polarPoint(x: Double((i + 1) % values.count), y: values[(i + 1) % values.count]))
                let mid = Point(x: (vertex.x + next.x + center.x) / 3, y: (vertex.y + next.y + center.y) / 3)
                let fill = background.mixed(with: colors[0], amount: radar.fillOpacity)
                PixelAssertions.assertColor(image, x: Int(mid.x * scale), y: Int(mid.y * scale), fill, tolerance: 8,
                                            "the fill inside towards vertex \(i) ×\(scale)")
                // Beyond the vertex along its ray: no fill.
                let out = Point(x: center.x + (v / 5 * R + 8) * cos(a), y: center.y + (v / 5 * R + 8) * sin(a))
                XCTAssertGreaterThan(PixelAssertions.distance(image, Int(out.x * scale), Int(out.y * scale), fill), 8,
                                     "outside the polygon past vertex \(i) ×\(scale)")
            }
        }
    }
}

extension RadialPixelTests {
    func testTenThousandSlicesAndAMegabyteNameDrawWithoutGLErrors() throws {
        let pie = PieSeries(title: "many")
        pie.labelPosition = .outside
        let source = ArrayDataSource()
        let names = (0..<10_000).map { $0 == 0 ? String(repeating: "x", count: 1_000_000) : "n\($0)" }
        source.add(pie, values: (0..<10_000).map { Double($0 % 5 + 1) }, names: names)
        let chart = Chart()
        chart.dataSource = source
        chart.legend.isVisible = true
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "radial-10000")
        let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
        // Every pixel well inside the disc is painted by some slice: none is left background.
        var background = 0
        for degrees in stride(from: 0.0, to: 360, by: 7) {
            let (x, y) = pixel(center, radius: radius * 0.6, degrees: degrees)
            if PixelAssertions.distance(image, x, y, self.background) < 10 { background += 1 }
        }
        XCTAssertEqual(background, 0)
    }
}
