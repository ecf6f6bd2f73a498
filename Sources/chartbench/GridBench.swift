import ChartKit
import Foundation

/// `chartbench --grid [--grid-charts N] [--grid-points N]`: many charts in one surface, as a
/// window of panes (SciChart's headline: 128 charts of 10^5 points). 100 line charts of 10^5
/// points each (random walks), 10 to a row, in one 1600×1000 surface; a frame pans every chart
/// by 3 px (scenes built, every pane drawn, copied into the surface, GPU finished).
enum GridBench {
    struct Figures {
        var charts: Int
        var points: Int
        var firstFrame: Double
        var pan: Timing
        var scenesOnly: Timing
    }

    static func measure(renderer: ChartImageRenderer, options: Options, charts count: Int = 100,
                        points: Int = 100_000) -> Figures {
        let width = Int(options.width), height = Int(options.height)
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let rects = ChartImageRenderer.paneRects(count: count, arrangement: .grid(columns: columns), width: width, height: height)
        let walk = randomWalk(count: points)
        let charts: [Chart] = (0..<count).map { i in
            let source = ArrayDataSource()
            // Each chart its own values (shifted walks), so no geometry is shared.
            source.add(LineSeries(title: "walk \(i)"), y: walk.map { $0 + Double(i) })
            let chart = Chart(title: "chart \(i)")
            chart.legend.isVisible = false
            chart.dataSource = source
            chart.crosshair.pointerPosition = nil
            return chart
        }
        let span = Double(points) / 2
        func scenes() -> [Scene] {
            charts.enumerated().map { i, chart in
                chart.makeScene(size: Size(width: Double(rects[i].width), height: Double(rects[i].height)), scale: 1,
                                measurer: renderer.fonts)
            }
        }
        let first = milliseconds { renderer.drawPanes(scenes(), rects: rects, width: width, height: height) }
        for chart in charts { chart.xAxis.setVisibleRange(AxisRange(min: Double(points) / 4, max: Double(points) / 4 + span)) }
        renderer.drawPanes(scenes(), rects: rects, width: width, height: height)
        var pan: [Double] = [], sceneTimes: [Double] = []
        for i in 0..<options.frames {
            let plotWidth = charts[0].lastLayout?.plotArea.width ?? 100
            let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * 3 * span / max(plotWidth, 1)
            for chart in charts {
                chart.xAxis.setVisibleRange(AxisRange(min: Double(points) / 4 + offset, max: Double(points) / 4 + offset + span))
            }
            var built: [Scene] = []
            let t = milliseconds {
                sceneTimes.append(milliseconds { built = scenes() })
                renderer.drawPanes(built, rects: rects, width: width, height: height)
            }
            pan.append(t)
        }
        return Figures(charts: count, points: points, firstFrame: first, pan: Timing(pan), scenesOnly: Timing(sceneTimes))
    }

    static func run(_ arguments: [String], renderer: ChartImageRenderer, options: Options) {
        let count = ReportBench.value(after: "--grid-charts", in: arguments).flatMap { Int($0) } ?? 100
        let points = ReportBench.value(after: "--grid-points", in: arguments).flatMap { Double($0) }.map { Int($0) } ?? 100_000
        print(figures: measure(renderer: renderer, options: options, charts: max(1, count), points: max(16, points)),
              options: options)
    }

    static func print(figures f: Figures, options: Options) {
        Swift.print(String(format: "  grid: %d line charts of %d points in one %dx%d surface (a renderer and framebuffer per pane)",
                           f.charts, f.points, Int(options.width), Int(options.height)))
        Swift.print(String(format: "    first frame %.1f ms; frame panning all of them %.2f ms median (%.2f p90), scenes alone "
                           + "%.2f ms; %.3f ms per chart; pan/16 ms budget %.2f", f.firstFrame, f.pan.median, f.pan.p90,
                           f.scenesOnly.median, f.pan.median / Double(f.charts), f.pan.median / 16))
    }
}
