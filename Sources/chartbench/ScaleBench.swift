import ChartKit
import Foundation

/// The scale section of `chartbench --report` (issue 26 §1), also alone as `--report-scale`:
/// - an unsorted line (x not monotonic: a 2-D random walk) of 10^7 points drawn exactly, every segment, beside
///   SciChart's published 2.9 FPS for the same on an RTX 4090;
/// - streaming into a rolling window of 2.4·10^7 visible points: appends per frame rising until
///   a frame (append + trim + scene + draw + glFinish) passes 16 ms; the largest rate that held,
///   then a soak at that rate through three windows (points kept, memory, worst frame);
/// - 100 charts of 10^5 points in a 10×10 grid of one surface, all panned by 3 px, as a window of
///   panes draws them (GridBench.swift);
/// - bytes per point for band and column series (line and scatter are in the tables above);
/// - points per second per core building the min/max pyramid and the k-d tree.
/// `--scale-points N` scales the sizes down (default 10^7 for the unsorted line; the rolling
/// window is 2.4 × that).
enum ScaleBench {
    static func run(_ arguments: [String], renderer: ChartImageRenderer, options: Options) {
        let size = Size(width: options.width, height: options.height)
        let base = ReportBench.value(after: "--scale-points", in: arguments).flatMap(Double.init).map { Int($0) } ?? 10_000_000
        print("  scale (issue 26): \(base) points unless said")
        unsortedLine(points: base, size: size, renderer: renderer)
        streaming(visible: base * 12 / 5, size: size, renderer: renderer)
        grid(size: size, renderer: renderer)
        bytesPerPoint(points: min(base, 10_000_000), size: size, renderer: renderer)
        buildRates(points: base)
    }

    /// How fast the level-of-detail structures are built from data in memory, on every core:
    /// the min/max pyramid of a line (on first need) and the k-d tree of a scatter.
    static func buildRates(points n: Int) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let y = randomWalk(count: n)
        let data = SeriesData(x: (0..<n).map(Double.init), y: y)
        let pyramid = milliseconds { _ = data.yExtent(inXRange: AxisRange(min: 1, max: Double(n - 2))) }
        let cloud = scatterCloud(count: n)
        let tree = milliseconds { _ = PointIndex(x: cloud.x, y: cloud.y) }
        func rate(_ ms: Double) -> String {
            String(format: "%.0f ms, %.1f M points/s, %.1f M points/s per core", ms, Double(n) / ms / 1_000,
                   Double(n) / ms / 1_000 / Double(cores))
        }
        print("    built on \(cores) cores over \(n) points: min/max pyramid " + rate(pyramid) + "; k-d tree " + rate(tree))
    }

    /// Every segment of a line whose x goes back and forth (a 2-D random walk, a trajectory):
    /// no binning along x applies, so every segment is drawn. (Points scattered uniformly and
    /// joined in order would make every segment cross the whole plot: a fill-rate test, which
    /// llvmpipe takes seconds per frame for at 10^5 points.)
    static func unsortedLine(points n: Int, size: Size, renderer: ChartImageRenderer) {
        let x = randomWalk(count: n)
        // An independent walk for y (randomWalk is one fixed sequence).
        var state: UInt64 = 0xD1B5_4A32_D192_ED03
        var value = 0.0
        let y = (0..<n).map { _ -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            value += Double(state >> 11) * 0x1p-53 - 0.5
            return value
        }
        let chart = Chart(title: "unsorted line")
        let source = ArrayDataSource()
        source.add(LineSeries(title: "unsorted"), x: x, y: y)
        chart.dataSource = source
        let first = milliseconds { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
        let vertices = chart.seriesGeometryVertexCount(at: 0)
        // Zoom steps: the geometry is rebuilt each time (a pan could move the picture).
        let all = chart.xAxis.visibleRange
        var frames: [Double] = []
        for step in 0..<5 {
            let inset = all.span * 0.02 * Double(step % 2 + 1)
            chart.xAxis.setVisibleRange(AxisRange(min: all.min + inset, max: all.max - inset))
            frames.append(milliseconds { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) })
        }
        let median = Timing(frames).median
        print(String(format: "    unsorted line of %d points, drawn exactly (%d vertices): first frame %.0f ms, "
                     + "zoom frame %.0f ms median (%.2f FPS); SciChart publishes 2.9 FPS on an RTX 4090",
                     n, vertices, first, median, 1_000 / median))
    }

    /// Appends per frame into a rolling window that keeps `visible` points, all in view: the
    /// rate rises until the median CPU side of a frame (append + trim + scene; the draw is the
    /// GPU's work, llvmpipe's rasteriser here, and is reported beside it) passes 16 ms; then a
    /// soak at the largest rate that held,
    /// for three windows' worth of points (so every column and the pyramid compact their
    /// removed heads at least twice), checks that the window kept exactly the newest points
    /// and that resident memory stayed flat, with the worst frame (a compaction's) named.
    static func streaming(visible: Int, size: Size, renderer: ChartImageRenderer) {
        let chart = Chart(title: "rolling window")
        let source = ArrayDataSource()
        let walk = randomWalk(count: visible)
        source.add(LineSeries(title: "stream"), x: (0..<visible).map(Double.init), y: walk)
        chart.dataSource = source
        chart.rollingWindow = .points(visible)
        chart.follow.visibleSpan = Double(visible)
        renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        var next = visible
        var value = walk.last ?? 0
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        /// One frame: `perFrame` new points (made outside the timing), append + trim + scene
        /// (cpu), then draw + glFinish (frame).
        func frame(_ perFrame: Int) -> (cpu: Double, frame: Double) {
            var ys = [Double](repeating: 0, count: perFrame)
            for k in 0..<perFrame {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                value += Double(state >> 11) * 0x1p-53 - 0.5
                ys[k] = value
            }
            let xs = (next..<next + perFrame).map(Double.init)
            next += perFrame
            var scene: Scene?
            let cpu = milliseconds {
                chart.append(x: xs, y: ys, toSeriesAt: 0)
                scene = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)
            }
            return (cpu, cpu + milliseconds { renderer.draw(scene!) })
        }
        var held: (perFrame: Int, cpu: Double, frame: Double)?
        var lines: [String] = []
        for perFrame in [1_000, 10_000, 100_000, 166_667, 333_334, 500_000, 1_000_000, 2_000_000] {
            let frames = (0..<15).map { _ in frame(perFrame) }
            let cpu = Timing(frames.map(\.cpu)).median, whole = Timing(frames.map(\.frame)).median
            lines.append(String(format: "%d/frame %.1f ms (cpu %.1f)", perFrame, whole, cpu))
            if cpu <= 16 { held = (perFrame, cpu, whole) } else { break }
        }
        let kept = source.chart(chart, numberOfPointsInSeriesAt: 0)
        print("    rolling window of \(visible) visible points (kept \(kept)), frame median (append + trim + scene "
              + "+ draw + glFinish; cpu = without draw): " + lines.joined(separator: ", "))
        if let held {
            print(String(format: "      largest rate holding 16 ms of CPU a frame: %.3g points/s (%d a frame at 60 FPS; cpu %.1f ms, "
                         + "with llvmpipe's draw %.1f ms)", Double(held.perFrame) * 60, held.perFrame, held.cpu, held.frame))
        } else {
            print("      no rate tried held 16 ms of CPU a frame here (1,000 a frame: 60,000 points/s); the soaks run at "
                  + "\(max(1_000, visible / 100)) a frame")
        }
        // Without a rate that held, a window's hundredth a frame keeps each soak to 300 frames.
        let soakRate = held?.perFrame ?? max(1_000, visible / 100)
        // Soak at that rate: the whole live block moved at once when the dead head outgrows it
        // (as before), then compacted a slice per change (RollingBuffer), in the same run.
        func soak(_ perFrame: Int, label: String) -> Double {
        let soakFrames = (3 * visible + perFrame - 1) / perFrame
        let residentBefore = residentBytes()
        var cpuTimes: [Double] = [], soakFrameTimes: [Double] = []
        cpuTimes.reserveCapacity(soakFrames)
        var residentMiddle = 0
        for index in 0..<soakFrames {
            let timing = frame(perFrame)
            cpuTimes.append(timing.cpu)
            soakFrameTimes.append(timing.frame)
            if index == soakFrames / 2 { residentMiddle = residentBytes() }
        }
        let residentAfter = residentBytes()
        let data = chart.data(forSeriesAt: 0)
        let exact = data.count == visible && source.chart(chart, numberOfPointsInSeriesAt: 0) == visible
            && data.x.first == Double(next - visible) && data.x.last == Double(next - 1)
            && source.chart(chart, pointAt: 0, inSeriesAt: 0).x == Double(next - visible)
        let sorted = cpuTimes.sorted()
        let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
        func mebibytes(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }
        print(String(format: "      soak, dead head %@: %d frames at %d a frame (%d points through the window): kept %@; "
                     + "cpu median %.1f / p99 %.1f / max %.1f ms (with draw %.1f median); "
                     + "resident start, middle, end %.0f / %.0f / %.0f MiB (%+.1f %% middle to end)",
                     label, soakFrames, perFrame, soakFrames * perFrame,
                     exact ? "exactly the newest \(visible) points (series and datasource)" : "WRONG POINTS",
                     Timing(cpuTimes).median, p99, sorted.last ?? 0, Timing(soakFrameTimes).median, mebibytes(residentBefore),
                     mebibytes(residentMiddle), mebibytes(residentAfter),
                     100 * (Double(residentAfter) / Double(max(residentMiddle, 1)) - 1)))
        return p99
        }
        var p99s: [Double] = []
        for sliced in [false, true] {
            SeriesColumn.compactsInSlices = sliced
            p99s.append(soak(soakRate, label: sliced ? "compacted in slices" : "moved at once (the default)"))
        }
        SeriesColumn.compactsInSlices = false
        print(String(format: "      compaction spike: p99 %.1f ms moved at once, %.1f ms in slices (%.2fx)", p99s[0], p99s[1],
                     p99s[0] / max(p99s[1], 1e-9)))
    }

    /// 100 charts of 10^5 points in a 10×10 grid of one surface, all panned (GridBench.swift).
    static func grid(size: Size, renderer: ChartImageRenderer) {
        var options = Options([])
        options.width = size.width
        options.height = size.height
        options.frames = 11
        GridBench.print(figures: GridBench.measure(renderer: renderer, options: options), options: options)
    }

    /// Resident bytes per point of band and column series.
    static func bytesPerPoint(points n: Int, size: Size, renderer: ChartImageRenderer) {
        var parts: [String] = []
        for kind in ["band", "column"] {
            let before = residentBytes()
            var chart: Chart? = Chart(title: kind)
            let source = ArrayDataSource()
            let walk = randomWalk(count: n)
            if kind == "band" {
                source.add(BandSeries(title: "band"), x: (0..<n).map(Double.init), low: walk, high: walk.map { $0 + 1 })
            } else {
                source.add(ColumnSeries(title: "columns"), x: (0..<n).map(Double.init), y: walk)
            }
            chart!.dataSource = source
            renderer.draw(chart!.makeScene(size: size, scale: 1, measurer: renderer.fonts))
            let bytes = Double(residentBytes() - before) / Double(n)
            parts.append(String(format: "%@ %.1f", kind, bytes))
            chart = nil
        }
        print("    bytes per point at \(n) points (resident growth, data included): " + parts.joined(separator: ", "))
    }
}
