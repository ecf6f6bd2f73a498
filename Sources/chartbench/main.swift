import ChartKit
import Foundation

/// chartbench: frame times of a line chart from 10^3 to 10^7 points, headless at 1600×1000.
///
/// Three kinds of frame, each timed from building the scene to the GPU finishing (glFinish):
/// - full: the view jumps to another part of the data, so the series geometry is rebuilt and the
///   whole base image redrawn;
/// - pan: the view moves by 3 pixels, so the geometry is reused (only its transform changes) and
///   the base image redrawn;
/// - overlay: only the crosshair moves, so the cached base image is composited and the overlay drawn.
/// Prints the median and 90th percentile of each, in milliseconds. `--json` prints the same as JSON.

struct Options {
    var json = false
    var maxExponent = 7
    var frames = 31
    var width = 1600.0, height = 1000.0

    init(_ args: [String]) {
        var it = args.dropFirst().makeIterator()
        while let a = it.next() {
            switch a {
            case "--json": json = true
            case "--max-points":
                if let v = it.next(), let n = Double(v), n >= 10 { maxExponent = Int(log10(n).rounded()) }
            case "--frames":
                if let v = it.next(), let n = Int(v), n > 0 { frames = n }
            case "-h", "--help":
                print("usage: chartbench [--json] [--max-points N] [--frames N]")
                exit(0)
            default:
                FileHandle.standardError.write(Data("chartbench: unknown argument \(a)\n".utf8))
                exit(2)
            }
        }
    }
}

struct Timing: Codable {
    var median: Double
    var p90: Double

    init(_ samples: [Double]) {
        let s = samples.sorted()
        median = s[s.count / 2]
        p90 = s[min(s.count - 1, Int((Double(s.count) * 0.9).rounded(.up)) - 1)]
    }
}

struct Result: Codable {
    var points: Int
    var firstFrameMs: Double
    var fullMs: Timing
    var panMs: Timing
    var overlayMs: Timing
    var seriesDrawCalls: Int
    var overlayFrameSeriesDrawCalls: Int
    var geometryVertices: Int
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// A random walk: what sensor and price data look like, and the worst case for min/max
/// aggregation (every bin has a different min and max).
func randomWalk(count: Int) -> [Double] {
    var state: UInt64 = 0x9e3779b97f4a7c15
    var y = [Double](repeating: 0, count: count)
    var value = 0.0
    for i in 0..<count {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        value += Double(Int64(bitPattern: state >> 11) % 2001 - 1000) / 1000
        y[i] = value
    }
    return y
}

let options = Options(CommandLine.arguments)
let renderer: ChartImageRenderer
do {
    renderer = try ChartImageRenderer()
} catch {
    FileHandle.standardError.write(Data("chartbench: \(error)\n".utf8))
    exit(1)
}
let size = Size(width: options.width, height: options.height)
var results: [Result] = []

for exponent in 3...max(3, options.maxExponent) {
    let n = Int(pow(10, Double(exponent)))
    let chart = Chart(title: "chartbench: \(n) points")
    let source = ArrayDataSource()
    let series = LineSeries(title: "random walk")
    source.add(series, y: randomWalk(count: n))
    chart.dataSource = source
    chart.crosshair.pointerPosition = nil

    func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }

    let first = milliseconds(frame)
    let seriesDrawCalls = renderer.lastFrameStats.drawCalls[.series] ?? 0

    let span = Double(n) / 2
    var full: [Double] = []
    for i in 0..<options.frames {
        let start = i % 2 == 0 ? Double(n) / 2 : 0
        chart.xAxis.setVisibleRange(AxisRange(min: start, max: start + span))
        full.append(milliseconds(frame))
    }

    chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4, max: Double(n) / 4 + span))
    frame()
    let plot = chart.lastLayout?.plotArea ?? Rect(x: 0, y: 0, width: 1, height: 1)
    let step = 3 * span / plot.width
    var pan: [Double] = []
    for i in 0..<options.frames {
        // Back and forth, so the view stays inside the covered window as a user's drag would.
        let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
        chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4 + offset, max: Double(n) / 4 + offset + span))
        pan.append(milliseconds(frame))
    }

    var overlay: [Double] = []
    var overlaySeriesCalls = 0
    for i in 0..<options.frames {
        chart.crosshair.pointerPosition = Point(x: plot.minX + 20 + Double(i * 37 % Int(max(1, plot.width - 40))),
                                                y: plot.midY)
        overlay.append(milliseconds(frame))
        overlaySeriesCalls = max(overlaySeriesCalls, renderer.lastFrameStats.drawCalls[.series] ?? 0)
    }
    chart.crosshair.pointerPosition = nil

    let vertices = chart.data(forSeriesAt: 0).count > 0 ? geometryVertexCount(chart) : 0
    results.append(Result(points: n, firstFrameMs: first, fullMs: Timing(full), panMs: Timing(pan),
                          overlayMs: Timing(overlay), seriesDrawCalls: seriesDrawCalls,
                          overlayFrameSeriesDrawCalls: overlaySeriesCalls, geometryVertices: vertices))
    if !options.json {
        let r = results.last!
        if results.count == 1 {
            print("chartbench: line chart, 1600x1000 px, \(options.frames) frames per kind, times in ms (median / p90)")
            print("    points   first      full (rebuild)    pan (reuse)      overlay only    vertices  series draws (overlay frame)")
        }
        func f(_ t: Timing) -> String { String(format: "%7.2f / %-7.2f", t.median, t.p90) }
        print(String(format: "%10d %7.1f  ", r.points, r.firstFrameMs) + "\(f(r.fullMs))  \(f(r.panMs))  \(f(r.overlayMs))"
              + String(format: "  %8d  %d (%d)", r.geometryVertices, r.seriesDrawCalls, r.overlayFrameSeriesDrawCalls))
    }
}

if options.json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try! encoder.encode(results), as: UTF8.self))
}

func geometryVertexCount(_ chart: Chart) -> Int {
    chart.seriesGeometryVertexCount(at: 0)
}
