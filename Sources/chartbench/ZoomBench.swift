import ChartKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `chartbench --zoom-report [--zoom-points N] [--zoom-pictures DIR]`: issue 26's zoom goals
/// alone — a density scatter's zoom frame at N points (default 10^8) against the same frame at
/// 10^4 (goal ≤ 4× on llvmpipe), a band's and columns' (goal ≤ 2×). The columns row splits a
/// column frame into scene and draw on a GPU (x = 0, 1, 2, …: aggregated per pixel column).
///
/// Both sizes of a kind are opened as `--report` opens them, then everything their first frames
/// start on other threads is waited for (a scatter's exact first picture and its count pyramid,
/// a band's min/max pyramids), so the zoom frames measure the steady state a user zooms in, not
/// a build racing them; the build's time is printed beside. The view is the middle half of x;
/// 11 zoom steps narrow and widen it by 10 % about its centre, the two sizes' frames taken in
/// turn (small, large, small, …) so that both see the same load of a shared machine. Each frame
/// is split into the scene (`Chart.makeScene`: counts, geometry) and the draw (upload, GL,
/// glFinish). `--zoom-pictures DIR` writes the large scatter's last coarse zoom frame, the
/// settled (exact) frame after it, and the same view rendered plainly by a fresh chart, and
/// prints how many pixels the settled and plain pictures differ by (0 is the goal).
enum ZoomBench {
    static func run(_ arguments: [String], renderer: ChartImageRenderer, options: Options) {
        let size = Size(width: options.width, height: options.height)
        let largest = ReportBench.value(after: "--zoom-points", in: arguments).flatMap { Double($0) }.map { Int($0) } ?? 100_000_000
        let pictures = ReportBench.value(after: "--zoom-pictures", in: arguments)
        print("chartbench --zoom-report: \(Int(options.width))x\(Int(options.height)) px, release build")
        print("  machine: \(ReportBench.machineDescription())")
        print("  device: \(renderer.deviceName); medians of 11 zoom steps (10 % in and out about the centre of the middle half), "
              + "the two sizes' frames in turn")
        print("    kind       points   zoom ms   scene ms   draw ms   zoom/@10^4   built in the background before the zoom")
        for kind in ["scatter", "band", "column"] {
            let sizes = largest > 10_000 ? [10_000, largest] : [10_000]
            let opened = sizes.map { open(kind, points: $0, size: size, renderer: renderer) }
            var scenes = [[Double]](repeating: [], count: sizes.count), draws = scenes
            var lastScene: Scene?
            for i in 0..<11 {
                for (s, chart) in opened.enumerated() {
                    let view = chart.view
                    let half = view.span / 2 * (i % 2 == 0 ? 0.9 : 1)
                    chart.chart.xAxis.setVisibleRange(AxisRange(min: view.min + view.span / 2 - half, max: view.min + view.span / 2 + half))
                    var scene: Scene!
                    scenes[s].append(milliseconds { scene = chart.chart.makeScene(size: size, scale: 1, measurer: renderer.fonts) })
                    draws[s].append(milliseconds { renderer.draw(scene) })
                    lastScene = scene
                }
            }
            let zooms = zip(scenes, draws).map { zip($0, $1).map { $0 + $1 } }
            let base = Timing(zooms[0]).median
            for (s, n) in sizes.enumerated() {
                let zoom = Timing(zooms[s]).median
                print(String(format: "    %-7@ %10d   %7.2f   %8.2f   %7.2f   %10.2f   %@", kind, n, zoom, Timing(scenes[s]).median,
                             Timing(draws[s]).median, zoom / base, opened[s].note))
            }
            for (s, n) in sizes.enumerated() {
                printGPUSplit(kind: kind, points: n, chart: opened[s].chart, size: size, renderer: renderer)
            }
            if let large = opened.last, large.chart.isRefiningDensity {
                settle(large, lastScene: lastScene, size: size, renderer: renderer, pictures: kind == "scatter" ? pictures : nil)
            }
        }
    }

    /// The GPU's side of a zoom frame (`GPUWorkQuery`, medians of 7 frames whose base is redrawn):
    /// the whole frame's GPU time, the same frame without its series, the difference (the series'
    /// draw: the columns' rectangles in the column row), and the fragment shader runs and pixels
    /// written of each. A draw that costs what it rasterizes shows as many runs as its time; a
    /// fixed cost per frame shows as time without runs.
    static func printGPUSplit(kind: String, points: Int, chart: Chart, size: Size, renderer: ChartImageRenderer) {
        let full = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)
        var bare = full
        bare.series = []
        var measured: [[GPUWorkQuery]] = [[], []]
        for i in 0..<8 {
            for (k, scene) in [full, bare].enumerated() {
                var frame = scene
                // Another background each frame: the base is redrawn, not copied from the cache.
                frame.background = i % 2 == 0 ? Color(hex: 0xffffff) : Color(hex: 0xfefefe)
                guard let work = renderer.drawMeasuringGPU(frame) else { return }
                if i > 0 { measured[k].append(work) }
            }
        }
        func median(_ values: [Double]) -> Double { Timing(values).median }
        let time = measured.map { median($0.map(\.milliseconds)) }
        let runs = measured.map { median($0.map { Double($0.fragmentShaderRuns ?? -1) }) }
        let written = measured.map { median($0.map { Double($0.samplesPassed) }) }
        let runsNote = runs[0] < 0 ? "fragment runs not offered" : String(
            format: "fragment runs %.2f M (series %.2f M)", runs[0] / 1e6, (runs[0] - runs[1]) / 1e6)
        print(String(format: "        %@ %d on the GPU: frame %.3f ms, without series %.3f ms, series %.3f ms; %@; "
                     + "pixels written %.2f M (series %.2f M)", kind, points, time[0], time[1], time[0] - time[1],
                     runsNote, written[0] / 1e6, (written[0] - written[1]) / 1e6))
    }

    /// One size of one kind, opened, its background work waited for, the view the middle half of x.
    struct Opened {
        var chart: Chart
        var view: AxisRange
        var cloud: (x: [Double], y: [Double])
        var points: Int
        var note: String
    }

    static func open(_ kind: String, points n: Int, size: Size, renderer: ChartImageRenderer) -> Opened {
        let chart = Chart(title: "chartbench: \(n) points")
        chart.crosshair.pointerPosition = nil
        func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
        var cloud: (x: [Double], y: [Double]) = ([], [])
        let source = ArrayDataSource()
        if kind == "scatter" {
            cloud = scatterCloud(count: n)
            source.add(ScatterSeries(title: "cloud"), x: cloud.x, y: cloud.y)
        } else if kind == "column" {
            source.add(ColumnSeries(title: "columns"), x: (0..<n).map(Double.init), y: randomWalk(count: n))
        } else {
            let walk = randomWalk(count: n)
            source.add(BandSeries(title: "band"), x: (0..<n).map(Double.init), low: walk, high: walk.map { $0 + 1 })
        }
        chart.dataSource = source
        let built = milliseconds {
            frame()
            chart.waitForPyramids()
            chart.waitForDensityCounts()
            frame()
            ReportBench.waitForCountPyramid(chart, points: n)
        }
        let note: String
        if let pyramid = (chart.series.first as? ScatterSeries)?.densityPyramidBuild {
            note = String(format: "count pyramid %.2f bytes/point, built in %.0f ms on %d threads (first frames and waits: %.0f ms)",
                          Double(pyramid.bytes) / Double(n), pyramid.seconds * 1e3, pyramid.threads, built)
        } else {
            note = String(format: "first frames and waits %.0f ms", built)
        }
        let xs = chart.xAxis.visibleRange
        let span = xs.span / 2
        let view = AxisRange(min: xs.min + span / 2, max: xs.min + span / 2 + span)
        chart.xAxis.setVisibleRange(view)
        frame()
        chart.waitForDensityCounts()
        frame()
        return Opened(chart: chart, view: view, cloud: kind == "scatter" ? cloud : ([], []), points: n, note: note)
    }

    /// The time to the exact picture after the gesture, and the pictures when asked for.
    static func settle(_ opened: Opened, lastScene: Scene?, size: Size, renderer: ChartImageRenderer, pictures: String?) {
        let chart = opened.chart
        let coarse = pictures.flatMap { _ in lastScene.map { renderer.render($0) } }
        let settled = milliseconds {
            chart.waitForDensityCounts()
            renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        }
        print(String(format: "        %d points: exact picture %.1f ms after the gesture", opened.points, settled))
        guard let folder = pictures, let coarse else { return }
        let exact = renderer.render(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        // The same view drawn by a chart that never zoomed: the plain picture.
        let plainChart = Chart(title: "chartbench: \(opened.points) points")
        plainChart.crosshair.pointerPosition = nil
        let plainSource = ArrayDataSource()
        plainSource.add(ScatterSeries(title: "cloud"), x: opened.cloud.x, y: opened.cloud.y)
        plainChart.dataSource = plainSource
        plainChart.xAxis.setVisibleRange(chart.xAxis.visibleRange)
        plainChart.yAxis.setVisibleRange(chart.yAxis.visibleRange)
        let plain = renderer.render(plainChart, size: size)
        var differing = abs(exact.pixels.count - plain.pixels.count) / 4
        for i in stride(from: 0, to: min(exact.pixels.count, plain.pixels.count), by: 4)
        where exact.pixels[i..<i + 4] != plain.pixels[i..<i + 4] { differing += 1 }
        var written: [String] = []
        for (name, image) in [("coarse", coarse), ("settled", exact), ("plain", plain)] {
            let path = "\(folder)/zoom-\(opened.points)-\(name).png"
            if (try? PNGWriter.write(image, to: path)) != nil { written.append(path) }
        }
        print("        settled picture against the plain one: \(differing) pixels differ; wrote " + written.joined(separator: ", "))
    }
}
