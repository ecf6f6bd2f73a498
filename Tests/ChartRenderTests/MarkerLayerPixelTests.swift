import ChartKit
@testable import ChartCore
import ChartTestSupport
import XCTest

/// Dense scatters drawn through a retained marker layer (`ChartRenderer.usesMarkerLayers`) look
/// like the same scatters with every kept marker drawn straight onto the frame, view after view:
/// first drawn, panned by whole pixels (the layer only moves), panned by a fraction of a pixel and
/// zoomed (the layer is drawn again).
final class MarkerLayerPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        renderer?.usesMarkerLayers = true
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private struct Random {
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        mutating func uniform() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
        /// Roughly normal: the sum of four uniforms, centred, unit spread.
        mutating func bell() -> Double {
            (uniform() + uniform() + uniform() + uniform() - 2) * 1.7
        }
    }

    private static let count = 120_000

    /// Clouds that stress different parts of the picture, all over x 0…100, y −5…5.
    private enum Cloud: String, CaseIterable {
        /// Evenly spread: loose markers everywhere, few merged.
        case uniform
        /// Five gaussian clusters: solid cores, loose halos.
        case clusters
        /// A thin noisy curve: markers in a band a few pixels wide.
        case lineLike
        /// Every point on one of 40 spots: most markers drawn over others.
        case overplotted
        /// Points on and beyond the view's edges, with NaN and infinite coordinates mixed in.
        case edgesAndBadValues

        func points() -> (x: [Double], y: [Double]) {
            var random = Random()
            var x: [Double] = [], y: [Double] = []
            x.reserveCapacity(MarkerLayerPixelTests.count)
            y.reserveCapacity(MarkerLayerPixelTests.count)
            for i in 0..<MarkerLayerPixelTests.count {
                switch self {
                case .uniform:
                    x.append(random.uniform() * 100)
                    y.append(random.uniform() * 10 - 5)
                case .clusters:
                    let k = Double(i % 5)
                    x.append(15 + 17 * k + random.bell() * (2 + k))
                    y.append(-3 + 1.5 * k + random.bell() * 0.4 * (1 + k / 2))
                case .lineLike:
                    let t = random.uniform() * 100
                    x.append(t)
                    y.append(3 * sin(t / 7) + random.bell() * 0.02)
                case .overplotted:
                    let spot = Double(i % 40)
                    x.append(2.5 * spot + 1)
                    y.append(4 * sin(spot) + random.bell() * 0.001)
                case .edgesAndBadValues:
                    switch i % 10 {
                    case 0: x.append(.nan); y.append(random.uniform())
                    case 1: x.append(random.uniform() * 100); y.append(.infinity)
                    case 2: x.append(-.infinity); y.append(0)
                    case 3: x.append(0); y.append(random.uniform() * 10 - 5)
                    case 4: x.append(100); y.append(random.uniform() * 10 - 5)
                    case 5: x.append(random.uniform() * 100); y.append(5)
                    case 6: x.append(random.uniform() * 120 - 10); y.append(random.uniform() * 12 - 6)
                    default: x.append(random.uniform() * 100); y.append(random.bell())
                    }
                }
            }
            return (x, y)
        }
    }

    private func chart(_ cloud: Cloud, dark: Bool) -> Chart {
        let chart = Chart(title: "Markers")
        let source = ArrayDataSource()
        let series = ScatterSeries(title: cloud.rawValue)
        // Markers only: density mode would take over above its threshold otherwise.
        series.densityMode = .never
        let points = cloud.points()
        source.add(series, x: points.x, y: points.y)
        chart.dataSource = source
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 100)
        chart.yAxis.explicitDefaultRange = AxisRange(min: -5, max: 5)
        if dark { chart.theme = .dark }
        return chart
    }

    /// Pixels whose largest channel difference exceeds `tolerance` levels.
    private func differing(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var count = 0
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            var d = 0
            for channel in 0..<3 { d = max(d, abs(Int(a.pixels[index + channel]) - Int(b.pixels[index + channel]))) }
            if d > tolerance { count += 1 }
        }
        return count
    }

    /// What one view looked like both ways.
    private struct Comparison {
        var layersDrawn: Int
        var layersReused: Int
        var differing: Int
        var differingByMoreThanOne: Int
        var largest: Int
    }

    /// Renders the chart's current view through the layers, then the reference way.
    private func compare(_ chart: Chart, scale: Double, name: String) -> Comparison {
        renderer.usesMarkerLayers = true
        let layered = renderer.render(chart, size: size, scale: scale)
        let stats = renderer.lastFrameStats
        renderer.usesMarkerLayers = false
        let straight = renderer.render(chart, size: size, scale: scale)
        renderer.usesMarkerLayers = true
        PixelAssertions.keep(layered, name: "marker-layer-\(name)")
        PixelAssertions.keep(straight, name: "marker-layer-\(name)-straight")
        var largest = 0
        for index in stride(from: 0, to: layered.pixels.count, by: 4) {
            for channel in 0..<3 {
                largest = max(largest, abs(Int(layered.pixels[index + channel]) - Int(straight.pixels[index + channel])))
            }
        }
        return Comparison(layersDrawn: stats.markerLayersDrawn, layersReused: stats.markerLayersReused,
                          differing: differing(layered, straight, tolerance: 0),
                          differingByMoreThanOne: differing(layered, straight, tolerance: 1), largest: largest)
    }

    /// Every cloud, light at scale 1 and dark at scale 2, through five views: first drawn, panned
    /// by whole device pixels on both axes (the layer moves), panned by a fraction of a pixel, zoomed
    /// in, and panned by whole pixels again at the new zoom.
    func testLayeredScattersMatchEveryMarkerDrawnStraight() throws {
        for (scale, dark) in [(1.0, false), (2.0, true)] {
            for cloud in Cloud.allCases {
                let c = chart(cloud, dark: dark)
                let name = "\(cloud.rawValue)-scale\(Int(scale))\(dark ? "-dark" : "")"
                var results: [(String, Comparison)] = []
                results.append(("first", compare(c, scale: scale, name: name)))
                let plot = try XCTUnwrap(c.lastLayout?.plotArea)
                // Data units per device pixel.
                func pixelX() -> Double { c.xAxis.visibleRange.span / (plot.width * scale) }
                func pixelY() -> Double { c.yAxis.visibleRange.span / (plot.height * scale) }
                func pan(byPixels dx: Double, _ dy: Double) {
                    let x = c.xAxis.visibleRange, y = c.yAxis.visibleRange
                    let sx = dx * pixelX(), sy = dy * pixelY()
                    c.xAxis.setVisibleRange(AxisRange(min: x.min + sx, max: x.max + sx))
                    c.yAxis.setVisibleRange(AxisRange(min: y.min + sy, max: y.max + sy))
                }
                pan(byPixels: 17, -9)
                results.append(("whole-pixel pan", compare(c, scale: scale, name: name + "-pan")))
                pan(byPixels: 0.37, 0.61)
                results.append(("fractional pan", compare(c, scale: scale, name: name + "-fraction")))
                c.xAxis.setVisibleRange(AxisRange(min: 20, max: 60))
                c.yAxis.setVisibleRange(AxisRange(min: -3, max: 2))
                results.append(("zoomed", compare(c, scale: scale, name: name + "-zoom")))
                pan(byPixels: -23, 11)
                results.append(("zoomed, whole-pixel pan", compare(c, scale: scale, name: name + "-zoom-pan")))

                for (view, r) in results {
                    let what = "\(name), \(view)"
                    // Only the 8-bit rounding of the layer's partly covered pixels differs: the layer
                    // rounds once and the composite again where straight drawing rounds once.
                    // Measured over all clouds and views: at most 2 levels in a channel, more than 1
                    // on at most 49 pixels of 1,024,000 (the dark theme at scale 2), any difference
                    // on at most 0.35 % of the pixels (scale 1: 42 pixels of 256,000).
                    XCTAssertLessThanOrEqual(r.largest, 2, what)
                    XCTAssertLessThanOrEqual(r.differingByMoreThanOne, 100, what)
                    XCTAssertLessThan(Double(r.differing), 0.01 * size.width * size.height * scale * scale, what)
                }
                // The layer is used where it saves work, and a whole-pixel pan only moves it.
                let moved = [results[1].1, results[4].1]
                let redrawn = [results[0].1, results[2].1, results[3].1]
                if cloud == .overplotted {
                    // 40 spots keep few markers: drawing them straight is cheaper than a layer.
                    XCTAssertEqual(results.map { $0.1.layersDrawn + $0.1.layersReused }, [0, 0, 0, 0, 0], name)
                } else {
                    XCTAssertEqual(moved.map(\.layersReused), [1, 1], name)
                    XCTAssertEqual(moved.map(\.layersDrawn), [0, 0], name)
                    XCTAssertEqual(redrawn.map(\.layersDrawn), [1, 1, 1], name)
                }
            }
        }
    }

    /// A dense line's decimated markers are layered too, over the line drawn each frame.
    func testLineMarkersThroughALayerMatchStraightDrawing() throws {
        let line = LineSeries(title: "dense")
        line.style.showsMarkers = true
        let count = 200_000
        let x = (0..<count).map { Double($0) / Double(count) * 100 }
        let y = x.map { sin($0 / 3) * 3 }
        let c = Chart(title: "Line markers")
        let source = ArrayDataSource()
        source.add(line, x: x, y: y)
        c.dataSource = source
        c.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 100)
        c.yAxis.explicitDefaultRange = AxisRange(min: -5, max: 5)
        let first = compare(c, scale: 2, name: "line-markers")
        let plot = try XCTUnwrap(c.lastLayout?.plotArea)
        let x0 = c.xAxis.visibleRange
        let shift = 40 * x0.span / (plot.width * 2)
        c.xAxis.setVisibleRange(AxisRange(min: x0.min + shift, max: x0.max + shift))
        let panned = compare(c, scale: 2, name: "line-markers-pan")
        XCTAssertEqual(first.layersDrawn, 1)
        XCTAssertEqual(panned.layersReused, 1)
        for r in [first, panned] {
            XCTAssertLessThanOrEqual(r.largest, 2)
            XCTAssertLessThanOrEqual(r.differingByMoreThanOne, 100)
        }
    }

    /// A pan frame through a reused layer draws one quad for the series, whatever the point count.
    func testWholePixelPanDrawsOneQuadForTheMarkers() throws {
        let c = chart(.uniform, dark: false)
        _ = renderer.render(c, size: size)
        let kept = c.seriesStates[0].cache.markerLevelOfDetail.geometry.count
        XCTAssertGreaterThan(kept, 10_000)
        XCTAssertEqual(renderer.lastFrameStats.markerLayersDrawn, 1)
        let plot = try XCTUnwrap(c.lastLayout?.plotArea)
        let x = c.xAxis.visibleRange
        let shift = 5 * x.span / plot.width
        c.xAxis.setVisibleRange(AxisRange(min: x.min + shift, max: x.max + shift))
        _ = renderer.render(c, size: size)
        XCTAssertEqual(renderer.lastFrameStats.markerLayersReused, 1)
        XCTAssertEqual(renderer.lastFrameStats.triangles[.series], 2, "one quad: the layer")
        renderer.usesMarkerLayers = false
        _ = renderer.render(c, size: size)
        XCTAssertEqual(renderer.lastFrameStats.triangles[.series], 2 * kept, "a quad per kept marker")
    }

    /// Translucent markers are never decimated, so never layered: every one is drawn each frame.
    func testTranslucentMarkersAreNotLayered() {
        let c = chart(.uniform, dark: false)
        (c.seriesStates[0].series as? ScatterSeries)?.style.marker.fillColor = Color(hex: 0x1f5fb4, alpha: 0.5)
        _ = renderer.render(c, size: size)
        XCTAssertEqual(renderer.lastFrameStats.markerLayersDrawn, 0)
        XCTAssertEqual(renderer.lastFrameStats.triangles[.series], 2 * MarkerLayerPixelTests.count)
    }
}
