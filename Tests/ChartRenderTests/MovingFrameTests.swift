import ChartCore
@testable import ChartGL
import XCTest

/// Moving frames (`ChartRenderer.allowsMovingFrames`): during a pan the plot picture is moved
/// by whole device pixels and only the uncovered strips and the changed chrome are drawn. Each
/// frame of a session is compared with the same scene drawn by a renderer without moving frames
/// (the exact way, pixel-identical to earlier versions: `FastPathIdentityTests`):
/// - a whole-pixel pan differs from it in at most `wholePixelBound` pixels per 100,000, by at
///   most 8 levels (Float rounding of moved line positions flips a level of coverage at a few
///   edge pixels; measured: at most 2 of 166,400 pixels, by one level);
/// - a fractional pan is within half a pixel of it (counted with looser bounds: 8 % of the
///   pixels by more than 16 levels, 25 % at all);
/// - a frame at rest (the same scene again) is identical, byte for byte;
/// - whatever else changes mid-pan (appended points, a hidden series, a zoom, a theme, a size,
///   the scale) draws the plot afresh: identical too.
final class MovingFrameTests: RendererTestCase {
    /// Differing pixels allowed in a frame moved by whole pixels, per 100,000 pixels.
    static let wholePixelBound = 20

    private func chart(dashed: Bool = false) -> (Chart, ArrayDataSource) {
        let chart = Chart(title: "Moving frames")
        let source = ArrayDataSource()
        let x = (0..<2000).map { Double($0) * 0.25 }
        let wave = LineSeries(title: "wave")
        wave.style.showsFill = true
        source.add(wave, x: x, y: x.map { sin($0 / 17) * 3 + cos($0 / 5) })
        var gappy = x.map { cos($0 / 9) * 2 - 1 }
        for i in stride(from: 100, to: gappy.count, by: 337) { gappy[i] = .nan }
        let gaps = LineSeries(title: dashed ? "dashed, with gaps" : "with gaps")
        if dashed { gaps.style.dash = [6, 3] }
        source.add(gaps, x: x, y: gappy)
        source.add(ScatterSeries(title: "dots"), x: x.map { $0 * 0.97 + 3 }.enumerated().filter { $0.offset % 9 == 0 }.map(\.element),
                   y: x.enumerated().filter { $0.offset % 9 == 0 }.map { cos($0.element / 11) * 2 })
        chart.dataSource = source
        chart.crosshair.pointerPosition = nil
        return (chart, source)
    }

    private struct Comparison {
        var differing: Int
        var largest: Int
        var pixels: Int
        /// Pixels differing by more than 16 levels in some channel.
        var clearlyDiffering = 0
    }

    private func compare(_ a: RGBAImage, _ b: RGBAImage) -> Comparison {
        XCTAssertEqual(a.width, b.width)
        XCTAssertEqual(a.height, b.height)
        var differing = 0, largest = 0, clearly = 0
        let count = min(a.pixels.count, b.pixels.count) / 4
        for i in 0..<count {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(a.pixels[4 * i + c]) - Int(b.pixels[4 * i + c]))) }
            if d > 0 { differing += 1 }
            if d > 16 { clearly += 1 }
            largest = max(largest, d)
        }
        return Comparison(differing: differing, largest: largest, pixels: count, clearlyDiffering: clearly)
    }

    /// Draws `step` on both renderers' charts after applying it, and compares.
    private final class Session {
        let test: MovingFrameTests
        let moving: ChartRenderer
        let exact: ChartRenderer
        var charts: [(Chart, ArrayDataSource)]
        var size = Size(width: 520, height: 320)
        var scale: Double

        init(test: MovingFrameTests, scale: Double, dashed: Bool = false,
             makeChart: (() -> (Chart, ArrayDataSource))? = nil) throws {
            self.test = test
            moving = test.renderer!
            moving.allowsMovingFrames = true
            exact = try ChartRenderer(atlas: test.atlas)
            let make = makeChart ?? { test.chart(dashed: dashed) }
            charts = [make(), make()]
            self.scale = scale
        }

        /// Applies `change` to both charts, draws a frame on each renderer and returns the
        /// comparison and the moving renderer's stats.
        @discardableResult
        func frame(_ change: (Chart, ArrayDataSource) -> Void = { _, _ in }) -> (Comparison, FrameStats) {
            for (chart, source) in charts { change(chart, source) }
            let a = moving.renderImage(charts[0].0.makeScene(size: size, scale: scale, measurer: test.atlas.library))
            let stats = moving.lastFrameStats
            let b = exact.renderImage(charts[1].0.makeScene(size: size, scale: scale, measurer: test.atlas.library))
            let c = test.compare(a, b)
            if ProcessInfo.processInfo.environment["MOVING_FRAME_COUNTS"] != nil {
                print("moving frame: moved \(stats.movedPlotPicture), \(c.differing) of \(c.pixels) differ by up to \(c.largest), plot pixels drawn \(stats.plotPixelsDrawn)")
            }
            return (c, stats)
        }

        var plotWidth: Double { charts[0].0.lastLayout!.plotArea.width }

        /// Pans x by `pixels` device pixels (a drag's step).
        func pan(byPixels pixels: Double) -> (Comparison, FrameStats) {
            frame { chart, _ in
                let range = chart.xAxis.visibleRange
                let step = pixels / self.scale * (range.max - range.min) / self.plotWidth
                chart.xAxis.setVisibleRange(AxisRange(min: range.min + step, max: range.max + step))
            }
        }
    }

    private func assertWholePixelPans(_ session: Session, steps: [Double], file: StaticString = #filePath, line: UInt = #line) {
        for (i, pixels) in steps.enumerated() {
            let (c, stats) = session.pan(byPixels: pixels)
            // The first step too: the resting frame before it left a plot picture to move.
            XCTAssertTrue(stats.movedPlotPicture, "step \(i) moved the picture", file: file, line: line)
            XCTAssertLessThanOrEqual(c.differing * 100_000, Self.wholePixelBound * c.pixels,
                                     "step \(i) (\(pixels) px): \(c.differing) of \(c.pixels) pixels differ, by up to \(c.largest)",
                                     file: file, line: line)
            XCTAssertLessThanOrEqual(c.largest, 8, "step \(i): by at most a few levels", file: file, line: line)
            if stats.movedPlotPicture {
                XCTAssertLessThan(stats.plotPixelsDrawn, c.pixels / 10, "only strips drawn", file: file, line: line)
            }
        }
    }

    private func assertRestIsExact(_ session: Session, file: StaticString = #filePath, line: UInt = #line) {
        let (c, stats) = session.frame()
        XCTAssertFalse(stats.movedPlotPicture, file: file, line: line)
        XCTAssertEqual(c.differing, 0, "the frame at rest is exact", file: file, line: line)
    }

    private func start(scale: Double, dashed: Bool = false) throws -> Session {
        let session = try Session(test: self, scale: scale, dashed: dashed)
        session.frame { chart, _ in chart.xAxis.setVisibleRange(AxisRange(min: 100, max: 300)) }
        return session
    }

    func testWholePixelPansStayWithinTheBoundAndRestIsExact() throws {
        let session = try start(scale: 1)
        assertWholePixelPans(session, steps: [3, 3, -2, 5, 1, -7, 40, -3])
        assertRestIsExact(session)
    }

    func testHiDPIPans() throws {
        let session = try start(scale: 2)
        assertWholePixelPans(session, steps: [3, 3, -2, 5, 1, -7, 40, -3])
        assertRestIsExact(session)
    }

    func testVerticalAndDiagonalPans() throws {
        let session = try start(scale: 1)
        func panY(_ pixels: Double) -> (Comparison, FrameStats) {
            session.frame { chart, _ in
                let range = chart.yAxis.visibleRange
                let step = pixels * (range.max - range.min) / chart.lastLayout!.plotArea.height
                chart.yAxis.setVisibleRange(AxisRange(min: range.min + step, max: range.max + step))
            }
        }
        _ = panY(2)
        for pixels in [3.0, -4, 6] {
            let (c, stats) = panY(pixels)
            XCTAssertTrue(stats.movedPlotPicture)
            XCTAssertLessThanOrEqual(c.differing * 100_000, Self.wholePixelBound * c.pixels, "\(c)")
        }
        let (c, stats) = session.frame { chart, _ in
            for axis in [chart.xAxis, chart.yAxis] {
                let range = axis.visibleRange
                let plot = chart.lastLayout!.plotArea
                let step = 4 * (range.max - range.min) / (axis === chart.xAxis ? plot.width : plot.height)
                axis.setVisibleRange(AxisRange(min: range.min + step, max: range.max + step))
            }
        }
        XCTAssertTrue(stats.movedPlotPicture)
        XCTAssertLessThanOrEqual(c.differing * 100_000, Self.wholePixelBound * c.pixels, "\(c)")
        assertRestIsExact(session)
    }

    /// Momentum moves by fractions of a pixel: the picture's move is rounded to whole pixels, so
    /// the moved pixels are within half a pixel of their place; counted, and exact again at rest.
    func testFractionalPansStayWithinHalfAPixel() throws {
        let session = try start(scale: 1)
        _ = session.pan(byPixels: 2)
        for pixels in [1.7, 0.4, 2.35, -1.6, 0.5] {
            let (c, stats) = session.pan(byPixels: pixels)
            XCTAssertTrue(stats.movedPlotPicture)
            // Lines moved by up to half a pixel: their edges differ, a few percent of the image.
            // Line edges move by up to half a pixel, and a fill's gradient, which runs per column
            // from the line down, shifts a level or two in whole columns. Measured: 6.5 to 11 % of
            // the pixels differ, 2.7 to 4.6 % by more than 16 levels.
            XCTAssertLessThanOrEqual(c.clearlyDiffering * 100, 8 * c.pixels, "\(pixels) px: \(c)")
            XCTAssertLessThanOrEqual(c.differing * 100, 25 * c.pixels, "\(pixels) px: \(c)")
        }
        assertRestIsExact(session)
    }

    /// Everything that is not a pure move draws the plot afresh: the frame equals the exact one.
    func testChangesMidPanInvalidateThePicture() throws {
        let session = try start(scale: 1)
        _ = session.pan(byPixels: 3)
        _ = session.pan(byPixels: 3)
        let changes: [(String, (Chart, ArrayDataSource) -> Void)] = [
            ("appended points", { chart, _ in
                chart.append(x: [500.25, 500.5], y: [10, -10], toSeriesAt: 0)
            }),
            ("hidden series", { chart, _ in chart.series[1].isHidden = true }),
            ("zoom", { chart, _ in
                let r = chart.xAxis.visibleRange
                chart.xAxis.setVisibleRange(AxisRange(min: r.min + 10, max: r.max - 10))
            }),
            ("theme", { chart, _ in chart.theme = .dark }),
        ]
        for (name, change) in changes {
            let (c, stats) = session.frame(change)
            XCTAssertFalse(stats.movedPlotPicture, name)
            XCTAssertEqual(c.differing, 0, "\(name): \(c)")
            // The pan goes on from the changed chart.
            _ = session.pan(byPixels: 3)
            let (after, moved) = session.pan(byPixels: -2)
            XCTAssertTrue(moved.movedPlotPicture, name)
            XCTAssertLessThanOrEqual(after.differing * 100_000, Self.wholePixelBound * after.pixels, "\(name), then a pan: \(after)")
        }
        session.size = Size(width: 480, height: 300)
        let (resized, stats) = session.pan(byPixels: 3)
        XCTAssertFalse(stats.movedPlotPicture, "resized")
        XCTAssertEqual(resized.differing, 0, "resized")
        session.scale = 2
        let (scaled, scaledStats) = session.pan(byPixels: 3)
        XCTAssertFalse(scaledStats.movedPlotPicture, "scale")
        XCTAssertEqual(scaled.differing, 0, "scale")
        assertRestIsExact(session)
    }

    /// A dashed line's phases are measured again when a pan changes the scale by a rounding
    /// error (`DashPhaseBuilder` keys on the exact scale): then the plot is drawn afresh. Either
    /// way the frames stay within the bound.
    func testDashedLinesPan() throws {
        let session = try start(scale: 1, dashed: true)
        for pixels in [3.0, 3, -2, 5] {
            let (c, _) = session.pan(byPixels: pixels)
            XCTAssertLessThanOrEqual(c.differing * 100_000, Self.wholePixelBound * c.pixels, "\(pixels) px: \(c)")
        }
        assertRestIsExact(session)
    }

    /// A cloud dense enough that its markers are decimated and kept as a retained layer
    /// (`MarkerLayerCache`): the strips a moving frame draws take the markers from that layer,
    /// moved, instead of sending every kept marker again, and stay within the same bound.
    func testDenseMarkersPanThroughTheirLayer() throws {
        func cloud() -> (Chart, ArrayDataSource) {
            let chart = Chart(title: "Dense cloud")
            let source = ArrayDataSource()
            // Low-discrepancy sequences: a cloud spread evenly over the range, the same every run.
            let x = (0..<60_000).map { (Double($0) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1) * 500 }
            let y = (0..<60_000).map { sin(x[$0] / 23) * 3 + (Double($0) * 0.414_213_562_373_095).truncatingRemainder(dividingBy: 1) * 2 - 1 }
            source.add(ScatterSeries(title: "cloud"), x: x, y: y)
            chart.dataSource = source
            chart.crosshair.pointerPosition = nil
            return (chart, source)
        }
        let session = try Session(test: self, scale: 1, makeChart: cloud)
        let (_, first) = session.frame { chart, _ in chart.xAxis.setVisibleRange(AxisRange(min: 100, max: 300)) }
        XCTAssertEqual(first.markerLayersDrawn, 1, "the kept markers go through a layer")
        for (i, pixels) in [3.0, 3, -2, 5, -7].enumerated() {
            let (c, stats) = session.pan(byPixels: pixels)
            XCTAssertTrue(stats.movedPlotPicture, "step \(i)")
            XCTAssertEqual(stats.markerLayersDrawn, 0, "step \(i): the layer is only moved")
            XCTAssertEqual(stats.markerLayersReused, 1, "step \(i): the strips take the markers from the layer")
            XCTAssertLessThanOrEqual(c.differing * 100_000, Self.wholePixelBound * c.pixels, "step \(i): \(c)")
            XCTAssertLessThan(stats.plotPixelsDrawn, c.pixels / 10, "step \(i): only strips drawn")
        }
        // Momentum: fractional moves round the layer's shift as they round the picture's, so the
        // markers are not drawn into it again each frame; within half a pixel, as for lines.
        for pixels in [1.7, 0.4, -2.35] {
            let (c, stats) = session.pan(byPixels: pixels)
            XCTAssertTrue(stats.movedPlotPicture)
            XCTAssertEqual(stats.markerLayersDrawn, 0, "\(pixels) px: the layer is only moved")
            XCTAssertGreaterThanOrEqual(stats.markerLayersReused, 1, "\(pixels) px: a strip or two take the markers from it")
            XCTAssertLessThanOrEqual(c.clearlyDiffering * 100, 8 * c.pixels, "\(pixels) px: \(c)")
            XCTAssertLessThanOrEqual(c.differing * 100, 25 * c.pixels, "\(pixels) px: \(c)")
        }
        assertRestIsExact(session)
    }

    func testOffByDefault() throws {
        let fresh = try ChartRenderer(atlas: atlas)
        XCTAssertFalse(fresh.allowsMovingFrames)
    }
}
