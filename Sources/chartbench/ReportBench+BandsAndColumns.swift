import ChartKit
import Foundation

extension ReportBench {
    /// Issue 26's goal for bands and columns: a pan frame and a zoom step at the largest size
    /// (10^8 unless `--max-points` says less) within 2× of the same frame at 10^4. Each is a band
    /// (a random walk and the walk + 1) or columns over x = 0, 1, 2, …, the view the middle half;
    /// pans move 3 px a frame, zooms narrow and widen the view by 10 % about its centre. Bytes a
    /// point: resident memory grown by the open (data, pyramids, caches; the data alone is 16
    /// bytes a point for columns, x and y, and 24 for bands, x, low and high), at 10^5 and up.
    static func bandAndColumnFrames(size: Size, renderer: ChartImageRenderer, frames: Int, maxExponent: Int) {
        let largest = Int(pow(10, Double(max(4, min(maxExponent, 8)))))
        print("  bands and columns (x = 0, 1, 2, …, the middle half in view): medians of \(frames) pans and 11 zoom steps")
        print("    kind          points   first open ms   pan ms   pan/pan@10^4   zoom ms   zoom/zoom@10^4   bytes/point")
        for kind in ["band", "column"] {
            var base: (pan: Double, zoom: Double)?
            for n in largest > 10_000 ? [10_000, largest] : [10_000] {
                let (open, pan, zoom, bytes) = measureFrames(kind, points: n, size: size, renderer: renderer, frames: frames)
                if base == nil { base = (pan, zoom) }
                // Below 10^5 points fixed costs (fonts, caches) swamp the bytes per point.
                let perPoint = n >= 100_000 ? String(format: "%.1f", Double(bytes) / Double(n)) : "-"
                print(String(format: "    %-8@   %10d   %13.1f   %6.2f   %12.2f   %7.2f   %14.2f   %11@", kind, n, open, pan,
                             pan / base!.pan, zoom, zoom / base!.zoom, perPoint))
            }
        }
    }

    /// First open, pan and zoom medians in ms of one kind at one size; the data is freed on return.
    private static func measureFrames(_ kind: String, points n: Int, size: Size, renderer: ChartImageRenderer,
                                      frames: Int) -> (open: Double, pan: Double, zoom: Double, bytes: Int) {
        let residentBefore = residentBytes()
        // The data are made first (not timed), as for lines and scatters.
        var walk = randomWalk(count: n)
        var positions = (0..<n).map(Double.init), high = kind == "band" ? walk.map { $0 + 1 } : []
        let chart = Chart(title: "chartbench: \(n) points")
        func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
        let open = milliseconds {
            let source = ArrayDataSource()
            if kind == "band" {
                source.add(BandSeries(title: "band"), x: positions, low: walk, high: high)
            } else {
                source.add(ColumnSeries(title: "columns"), x: positions, y: walk)
            }
            chart.dataSource = source
            chart.crosshair.pointerPosition = nil
            frame()
        }
        walk = []
        positions = []
        high = []
        chart.waitForPyramids()
        let bytes = residentBytes() - residentBefore
        let span = Double(n) / 2
        chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4, max: Double(n) / 4 + span))
        frame()
        let plot = chart.lastLayout?.plotArea ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let step = 3 * span / plot.width
        let pans = (0..<frames).map { i -> Double in
            let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
            chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4 + offset, max: Double(n) / 4 + offset + span))
            return milliseconds(frame)
        }
        let view = chart.xAxis.visibleRange
        let zooms = (0..<11).map { i -> Double in
            let half = view.span / 2 * (i % 2 == 0 ? 0.9 : 1)
            chart.xAxis.setVisibleRange(AxisRange(min: view.min + view.span / 2 - half, max: view.min + view.span / 2 + half))
            return milliseconds(frame)
        }
        return (open, Timing(pans).median, Timing(zooms).median, bytes)
    }
}
