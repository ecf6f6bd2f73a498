import ChartKit
import Foundation

/// chartbench: frame times of a line chart and of a scatter chart from 10^3 to 10^7 points,
/// headless at 1600×1000.
///
/// Three kinds of frame, each timed from building the scene to the GPU finishing (glFinish):
/// - full: the view jumps to another part of the data, so the series geometry is rebuilt and the
///   whole base image redrawn;
/// - pan: the view moves by 3 pixels, so the geometry is reused (only its transform changes) and
///   the base image redrawn;
/// - overlay: only the crosshair moves, so the cached base image is composited and the overlay drawn.
/// Prints the median and 90th percentile of each, in milliseconds, one table per series kind.
/// A second table per kind times `Chart.makeScene` alone (no GL): the CPU's share of a frame when
/// the crosshair moves over an unchanged chart, and when the view pans by 3 pixels.
/// `--json` prints the same as JSON; `--series line|scatter|both` picks the tables (default both).
/// `--series streaming` prints the streaming table instead (StreamingBench.swift).

struct Options {
    var json = false
    var maxExponent = 7
    var frames = 31
    var kinds: [BenchKind] = [.line, .scatter]
    /// `--series pie`: the rotation frame of pies from 10 to 10,000 slices (PieBench.swift).
    var pie = false
    var width = 1600.0, height = 1000.0
    /// `--soak SECONDS`: replay gestures for that long and print resident memory (SoakBench.swift).
    var soakSeconds: Double?

    init(_ args: [String]) {
        var it = args.dropFirst().makeIterator()
        while let a = it.next() {
            switch a {
            case "--json": json = true
            case "--max-points":
                if let v = it.next(), let n = Double(v), n >= 10 { maxExponent = Int(log10(n).rounded()) }
            case "--frames":
                if let v = it.next(), let n = Int(v), n > 0 { frames = n }
            case "--series":
                switch it.next() {
                case "line": kinds = [.line]
                case "scatter": kinds = [.scatter]
                case "both": kinds = [.line, .scatter]
                case "streaming": kinds = [.streaming]
                case "pie":
                    kinds = []
                    pie = true
                default:
                    FileHandle.standardError.write(Data("chartbench: --series takes line, scatter, both, streaming or pie\n".utf8))
                    exit(2)
                }
            case "--soak":
                if let v = it.next(), let n = Double(v), n > 0 { soakSeconds = n }
            case "-h", "--help":
                print("usage: chartbench [--json] [--max-points N] [--frames N] [--series line|scatter|both|streaming|pie]")
                exit(0)
            default:
                FileHandle.standardError.write(Data("chartbench: unknown argument \(a)\n".utf8))
                exit(2)
            }
        }
    }
}

/// The series each table draws.
enum BenchKind: String, Codable {
    /// A random walk over sorted x: M4 aggregation when dense.
    case line
    /// An unsorted cloud of circles: marker decimation when dense.
    case scatter
    /// Appends and a rolling window (StreamingBench.swift); printed as text only.
    case streaming
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
    var series: BenchKind
    var points: Int
    var firstFrameMs: Double
    var fullMs: Timing
    var panMs: Timing
    var overlayMs: Timing
    /// `makeScene` alone while the crosshair moves over an unchanged chart.
    var sceneCrosshairMs: Timing
    /// `makeScene` alone for a pan step of 3 pixels.
    var scenePanMs: Timing
    var seriesDrawCalls: Int
    var overlayFrameSeriesDrawCalls: Int
    /// Vertices of the line's geometry; for a scatter, the markers drawn in the last full frame.
    var geometryVertices: Int
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// A 64-bit linear congruential generator: the same data on every run.
struct SeededGenerator {
    var state: UInt64 = 0x9e3779b97f4a7c15

    /// A value in 0..<1.
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) * 0x1p-53
    }
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

/// A cloud in data order unrelated to x: x uniform over 0..<count, y a bell around a slow wave
/// (the sum of four uniforms), so the middle rows are crowded and the edges sparse.
func scatterCloud(count: Int) -> (x: [Double], y: [Double]) {
    var random = SeededGenerator()
    var x = [Double](repeating: 0, count: count)
    var y = [Double](repeating: 0, count: count)
    for i in 0..<count {
        let position = random.next() * Double(count)
        x[i] = position
        let noise = random.next() + random.next() + random.next() + random.next() - 2
        y[i] = sin(position / Double(count) * 12) + noise
    }
    return (x, y)
}

func bench(_ kind: BenchKind, options: Options, renderer: ChartImageRenderer) -> [Result] {
    let size = Size(width: options.width, height: options.height)
    var results: [Result] = []
    for exponent in 3...max(3, options.maxExponent) {
        let n = Int(pow(10, Double(exponent)))
        let chart = Chart(title: "chartbench: \(n) points")
        let source = ArrayDataSource()
        switch kind {
        case .line:
            source.add(LineSeries(title: "random walk"), y: randomWalk(count: n))
        case .scatter, .streaming:
            let cloud = scatterCloud(count: n)
            source.add(ScatterSeries(title: "cloud"), x: cloud.x, y: cloud.y)
        }
        chart.dataSource = source
        chart.crosshair.pointerPosition = nil

        func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
        // Two triangles per marker; the few selected markers or none.
        func markersDrawn() -> Int { (renderer.lastFrameStats.triangles[.series] ?? 0) / 2 }

        let first = milliseconds(frame)
        let seriesDrawCalls = renderer.lastFrameStats.drawCalls[.series] ?? 0

        let span = Double(n) / 2
        var full: [Double] = []
        for i in 0..<options.frames {
            let start = i % 2 == 0 ? Double(n) / 2 : 0
            chart.xAxis.setVisibleRange(AxisRange(min: start, max: start + span))
            full.append(milliseconds(frame))
        }
        let markers = markersDrawn()

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

        // The CPU alone: the same crosshair moves and pan steps, building the scene without drawing it.
        func buildScene() { _ = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts) }
        var sceneCrosshair: [Double] = []
        for i in 0..<options.frames {
            chart.crosshair.pointerPosition = Point(x: plot.minX + 20 + Double(i * 37 % Int(max(1, plot.width - 40))),
                                                    y: plot.midY)
            sceneCrosshair.append(milliseconds(buildScene))
        }
        chart.crosshair.pointerPosition = nil
        var scenePan: [Double] = []
        for i in 0..<options.frames {
            let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
            chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4 + offset, max: Double(n) / 4 + offset + span))
            scenePan.append(milliseconds(buildScene))
        }

        let vertices = kind == .scatter ? markers : chart.seriesGeometryVertexCount(at: 0)
        results.append(Result(series: kind, points: n, firstFrameMs: first, fullMs: Timing(full), panMs: Timing(pan),
                              overlayMs: Timing(overlay), sceneCrosshairMs: Timing(sceneCrosshair),
                              scenePanMs: Timing(scenePan), seriesDrawCalls: seriesDrawCalls,
                              overlayFrameSeriesDrawCalls: overlaySeriesCalls, geometryVertices: vertices))
        if !options.json {
            let r = results.last!
            if results.count == 1 {
                let what = kind == .line ? "line chart" : "scatter chart (circles)"
                let count = kind == .line ? "vertices" : " markers"
                print("chartbench: \(what), \(Int(options.width))x\(Int(options.height)) px, "
                      + "\(options.frames) frames per kind, times in ms (median / p90)")
                print("    points   first      full (rebuild)    pan (reuse)      overlay only    \(count)  series draws (overlay frame)")
            }
            func f(_ t: Timing) -> String { String(format: "%7.2f / %-7.2f", t.median, t.p90) }
            print(String(format: "%10d %7.1f  ", r.points, r.firstFrameMs) + "\(f(r.fullMs))  \(f(r.panMs))  \(f(r.overlayMs))"
                  + String(format: "  %8d  %d (%d)", r.geometryVertices, r.seriesDrawCalls, r.overlayFrameSeriesDrawCalls))
        }
    }
    if !options.json {
        print("  scene build, ms (Chart.makeScene alone, no GL; median / p90)")
        print("    points   crosshair moved     pan step")
        for r in results {
            print(String(format: "%10d   %7.3f / %-7.3f   %7.3f / %-7.3f", r.points, r.sceneCrosshairMs.median,
                         r.sceneCrosshairMs.p90, r.scenePanMs.median, r.scenePanMs.p90))
        }
    }
    return results
}

let options = Options(CommandLine.arguments)
let renderer: ChartImageRenderer
do {
    renderer = try ChartImageRenderer()
} catch {
    FileHandle.standardError.write(Data("chartbench: \(error)\n".utf8))
    exit(1)
}

if let seconds = options.soakSeconds {
    soak(seconds: seconds, renderer: renderer)
    exit(0)
}

var results: [Result] = []
for (number, kind) in options.kinds.enumerated() {
    if number > 0 && !options.json { print("") }
    if kind == .streaming {
        streamingBench(options: options, renderer: renderer)
        continue
    }
    results += bench(kind, options: options, renderer: renderer)
}

if options.pie { benchPie(options: options, renderer: renderer) }

if options.json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try! encoder.encode(results), as: UTF8.self))
}
