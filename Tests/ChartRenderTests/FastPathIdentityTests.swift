import ChartCore
@testable import ChartGL
import XCTest

/// The cheap frame paths (blit of the cached base, bases drawn straight to the target during a
/// pan, the plot background as a scissored clear) give exactly the pixels of the reference paths
/// (shader composite every frame, every rectangle painted).
final class FastPathIdentityTests: RendererTestCase {
    private func chart(dark: Bool) -> Chart {
        let chart = Chart(title: "Fast paths")
        let source = ArrayDataSource()
        let x = (0..<400).map(Double.init)
        // Filled, so fills are cut to the plot's columns too (sorted x), against the reference.
        let wave = LineSeries(title: "wave")
        wave.style.showsFill = true
        source.add(wave, x: x, y: x.map { sin($0 / 17) * 3 + cos($0 / 5) })
        source.add(ScatterSeries(title: "dots"), x: x.map { $0 * 0.97 + 3 }, y: x.map { cos($0 / 11) * 2 })
        chart.dataSource = source
        chart.xAxis.style.gridStripeColor = Color(hex: 0x808080).withAlpha(0.08)
        if dark { chart.theme = .dark }
        return chart
    }

    /// The frames of a session: first draw, crosshair moves, a pan of several steps (a stream of
    /// changed bases), then crosshair moves again over the panned view.
    private func frames(_ chart: Chart, scale: Double, renderer: ChartRenderer) -> [(RGBAImage, FrameStats)] {
        let size = Size(width: 420, height: 260)
        var images: [(RGBAImage, FrameStats)] = []
        func frame() {
            images.append((renderer.renderImage(chart.makeScene(size: size, scale: scale, measurer: atlas.library)),
                           renderer.lastFrameStats))
        }
        chart.xAxis.setVisibleRange(AxisRange(min: 20, max: 220))
        frame()
        let plot = chart.lastLayout!.plotArea
        for i in 0..<2 {
            chart.crosshair.pointerPosition = Point(x: plot.minX + 30 + Double(i) * 41.5, y: plot.midY)
            frame()
        }
        chart.crosshair.pointerPosition = nil
        for step in 1...4 {
            chart.xAxis.setVisibleRange(AxisRange(min: 20 + Double(step) * 1.7, max: 220 + Double(step) * 1.7))
            frame()
        }
        for i in 0..<2 {
            chart.crosshair.pointerPosition = Point(x: plot.minX + 60 + Double(i) * 23.25, y: plot.midY - 10)
            frame()
        }
        return images
    }

    private func assertIdentical(dark: Bool, scale: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let reference = try ChartRenderer(atlas: atlas)
        reference.usesFastPaths = false
        let fast = renderer!
        let expected = frames(chart(dark: dark), scale: scale, renderer: reference)
        let actual = frames(chart(dark: dark), scale: scale, renderer: fast)
        XCTAssertEqual(expected.count, actual.count)
        for (i, (e, a)) in zip(expected, actual).enumerated() {
            XCTAssertEqual(e.0.width, a.0.width)
            var differing = 0
            for index in 0..<min(e.0.pixels.count, a.0.pixels.count) where e.0.pixels[index] != a.0.pixels[index] {
                differing += 1
            }
            XCTAssertEqual(differing, 0, "frame \(i) (dark \(dark), scale \(scale)): bytes differ", file: file, line: line)
            XCTAssertEqual(e.1.scissoredClears, 0)
            if a.1.baseRedrawn, e.1.baseRedrawn {
                XCTAssertEqual(a.1.scissoredClears, 1, "frame \(i): the plot background is a clear")
                XCTAssertEqual(a.1.drawCalls[.underlay], (e.1.drawCalls[.underlay] ?? 0) - 1)
            }
        }
        // Which path each frame took: cached first draw, blits, the pan's first step through the
        // cache and the rest straight, the crosshair after the pan re-caching once, then blits.
        XCTAssertEqual(actual.map(\.1.baseRedrawn), [true, false, false, true, true, true, true, true, false])
        XCTAssertEqual(actual.map { $0.1.drawCalls[.composite] ?? 0 }, [1, 1, 1, 1, 0, 0, 0, 1, 1])
    }

    func testFastPathsMatchTheReferenceLight() throws { try assertIdentical(dark: false, scale: 1) }
    func testFastPathsMatchTheReferenceDark() throws { try assertIdentical(dark: true, scale: 1) }
    func testFastPathsMatchTheReferenceHiDPI() throws { try assertIdentical(dark: false, scale: 2) }
    func testFastPathsMatchTheReferenceFractionalScale() throws { try assertIdentical(dark: true, scale: 1.5) }

    func testSmallAndFractionalPlotAreasClearExactlyTheirPixels() throws {
        let reference = try ChartRenderer(atlas: atlas)
        reference.usesFastPaths = false
        let line = PolylineCommand(geometry: GeometryRef(geometry([(0, 0), (200, 150)])), transform: identity,
                                   color: Color(hex: 0xd01c1c), width: 2)
        // Plot areas on device pixels become clears (small ones clear the plot through the
        // scissor, large ones the margins); one off the pixel grid is painted as before.
        for (plot, scale, clears) in [(Rect(x: 30, y: 20, width: 40, height: 30), 1.0, 1),
                                      (Rect(x: 2, y: 2, width: 190, height: 140), 1.5, 1),
                                      (Rect(x: 60.5, y: 40, width: 20.5, height: 70.5), 2.0, 1),
                                      (Rect(x: 30.5, y: 20.25, width: 40.5, height: 30), 1.0, 0)] {
            var s = scene(scale: scale, background: Color(hex: 0x202020),
                          underlay: [.rects([RectShape(rect: plot, fill: Color(hex: 0xe8f0ff))])],
                          series: [.polyline(line)])
            s.plotArea = plot
            let expected = reference.renderImage(s), actual = renderer.renderImage(s)
            XCTAssertEqual(renderer.lastFrameStats.scissoredClears, clears, "plot \(plot) at scale \(scale)")
            XCTAssertEqual(expected, actual, "plot \(plot) at scale \(scale)")
        }
    }

    func testOnlyAnOpaquePlainRectangleCoveringThePlotBecomesAClear() {
        let box = (x: 10, y: 20, width: 100, height: 50)
        let viewport = SIMD2<Float>(200, 150)
        // The box in points: y from 150 - 70 = 80 to 130.
        let covering = RectShape(rect: Rect(x: 10, y: 80, width: 100, height: 50), fill: .black)
        XCTAssertNotNil(ChartRenderer.plotClearColor(.rects([covering]), covering: box, scale: 1, viewport: viewport))
        var translucent = covering
        translucent.fill = Color.black.withAlpha(0.5)
        XCTAssertNil(ChartRenderer.plotClearColor(.rects([translucent]), covering: box, scale: 1, viewport: viewport))
        var bordered = covering
        bordered.borderWidth = 1
        bordered.borderColor = .white
        XCTAssertNil(ChartRenderer.plotClearColor(.rects([bordered]), covering: box, scale: 1, viewport: viewport))
        var short = covering
        short.rect.size.width = 99.5
        XCTAssertNil(ChartRenderer.plotClearColor(.rects([short]), covering: box, scale: 1, viewport: viewport))
        XCTAssertNil(ChartRenderer.plotClearColor(.rects([covering, covering]), covering: box, scale: 1, viewport: viewport))
        XCTAssertNil(ChartRenderer.plotClearColor(nil, covering: box, scale: 1, viewport: viewport))
    }
}
