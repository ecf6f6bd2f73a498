import ChartKit
@testable import ChartCore
import ChartTestSupport
import XCTest

/// A dense scatter drawn from decimated markers looks like the same scatter drawn marker by marker.
final class ScatterLevelOfDetailPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    /// 200,000 points in data order unrelated to x: a dense bell around a wave, thinning out
    /// towards the edges, so the picture has a solid middle, loose edges and lone markers.
    private func cloud(count: Int = 200_000) -> (x: [Double], y: [Double]) {
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        func uniform() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
        var x: [Double] = [], y: [Double] = []
        for _ in 0..<count {
            let position = uniform() * 100
            x.append(position)
            y.append(sin(position / 8) + 1.5 * (uniform() + uniform() + uniform() - 1.5))
        }
        return (x, y)
    }

    private func chart(_ series: ChartSeries, _ points: (x: [Double], y: [Double])) -> Chart {
        let chart = Chart(title: "Scatter")
        let source = ArrayDataSource()
        source.add(series, x: points.x, y: points.y)
        chart.dataSource = source
        chart.xAxis.explicitDefaultRange = AxisRange(min: 10, max: 90)
        chart.yAxis.explicitDefaultRange = AxisRange(min: -4, max: 4)
        return chart
    }

    /// Renders `chart` decimated and with every marker; `markers` counts the decimated markers each
    /// time (0 when the builder stood aside).
    private func renderBothWays(_ chart: Chart, scale: Double = 1)
        -> (decimated: RGBAImage, full: RGBAImage, markers: (decimated: Int, full: Int)) {
        let builder = chart.seriesStates[0].cache.markerLevelOfDetail
        builder.decimationThreshold = MarkerGeometryBuilder.defaultDecimationThreshold
        let decimated = renderer.render(chart, size: size, scale: scale)
        let kept = builder.geometry.count
        builder.decimationThreshold = .max
        let full = renderer.render(chart, size: size, scale: scale)
        return (decimated, full, (kept, builder.geometry.count))
    }

    /// The share of pixels whose channels differ by more than `tolerance`, and the mean
    /// difference per channel over the whole image, in 8-bit levels.
    private func difference(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) -> (share: Double, mean: Double) {
        var count = 0, sum = 0
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            var d = 0
            for channel in 0..<3 {
                let delta = abs(Int(a.pixels[index + channel]) - Int(b.pixels[index + channel]))
                d = max(d, delta)
                sum += delta
            }
            if d > tolerance { count += 1 }
        }
        let pixels = Double(a.width * a.height)
        return (Double(count) / pixels, Double(sum) / (3 * pixels))
    }

    func testDecimatedScatterMatchesEveryMarkerDrawn() {
        let c = chart(ScatterSeries(title: "cloud"), cloud())
        let images = renderBothWays(c)
        PixelAssertions.keep(images.decimated, name: "scatter-lod-decimated")
        PixelAssertions.keep(images.full, name: "scatter-lod-full")
        XCTAssertGreaterThan(images.markers.decimated, 0)
        XCTAssertLessThan(images.markers.decimated, 100_000, "most markers lie under later ones")
        XCTAssertEqual(images.markers.full, 0, "with decimation off the builder stands aside")
        // What differs is the rim of a dropped marker peeking out less than a pixel from under
        // the later marker that replaced it (measured: 0.57 % of pixels, mean 0.08 levels).
        XCTAssertLessThan(difference(images.decimated, images.full, tolerance: 0).share, 0.01)
        XCTAssertLessThan(difference(images.decimated, images.full, tolerance: 24).share, 0.003)
        XCTAssertLessThan(difference(images.decimated, images.full, tolerance: 0).mean, 0.25)
    }

    func testDecimatedScatterMatchesAtTwiceTheScale() {
        let c = chart(ScatterSeries(title: "cloud"), cloud())
        let images = renderBothWays(c, scale: 2)
        XCTAssertGreaterThan(images.markers.decimated, 0)
        XCTAssertLessThan(images.markers.decimated, 200_000)
        // Measured: 0.05 % of pixels, mean 0.012 levels.
        XCTAssertLessThan(difference(images.decimated, images.full, tolerance: 0).share, 0.002)
        XCTAssertLessThan(difference(images.decimated, images.full, tolerance: 0).mean, 0.05)
    }

    func testTranslucentMarkersAreAllDrawn() {
        let series = ScatterSeries(title: "cloud")
        series.style.marker.fillColor = Color(hex: 0x1f5fb4, alpha: 0.5)
        let c = chart(series, cloud())
        let image = renderer.render(c, size: size)
        XCTAssertEqual(c.seriesStates[0].cache.markerLevelOfDetail.geometry.count, 0)
        XCTAssertEqual(renderer.lastFrameStats.triangles[.series], 2 * 200_000, "a quad per point")
        PixelAssertions.keep(image, name: "scatter-lod-translucent")
    }

    func testOpaqueDenseMarkersDrawOnlyTheKeptOnes() {
        let c = chart(ScatterSeries(title: "cloud"), cloud())
        // Drawn straight: through a retained layer the series is one quad (MarkerLayerPixelTests).
        renderer.usesMarkerLayers = false
        defer { renderer.usesMarkerLayers = true }
        _ = renderer.render(c, size: size)
        let kept = c.seriesStates[0].cache.markerLevelOfDetail.geometry.count
        XCTAssertGreaterThan(kept, 0)
        XCTAssertEqual(renderer.lastFrameStats.triangles[.series], 2 * kept, "a quad per kept point")
    }

    func testLineMarkersAreDecimatedUnderAnAggregatedLine() {
        let line = LineSeries(title: "dense")
        line.style.showsMarkers = true
        let count = 200_000
        let x = (0..<count).map { Double($0) / Double(count) * 100 }
        let y = x.map { sin($0 / 3) * 3 }
        let c = chart(line, (x, y))
        let images = renderBothWays(c, scale: 2)
        PixelAssertions.keep(images.decimated, name: "line-markers-lod")
        PixelAssertions.keep(images.full, name: "line-markers-full")
        XCTAssertTrue(c.seriesStates[0].geometryBuilder.lastUpdateAggregated, "the line is drawn from M4 bins")
        XCTAssertGreaterThan(images.markers.decimated, 0)
        XCTAssertLessThan(images.markers.decimated, count / 4)
        // Measured: no pixel differs by more than 24 levels, 0.009 % at all.
        XCTAssertEqual(difference(images.decimated, images.full, tolerance: 24).share, 0)
        XCTAssertLessThan(difference(images.decimated, images.full, tolerance: 0).share, 0.001)

        // At scale 1 the markers' 1-pixel rims are narrower than the cells: drawn whole, a sweep of
        // markers a thousandth of a pixel apart leaves every pixel of the band under the rim of
        // the last marker to reach it (the stroke colour); decimated, fill shows between rims.
        // Measured: 2 % of the pixels differ by more than 24 levels, all inside the band.
        let lowResolution = renderBothWays(c, scale: 1)
        XCTAssertLessThan(difference(lowResolution.decimated, lowResolution.full, tolerance: 24).share, 0.03)
    }
}
