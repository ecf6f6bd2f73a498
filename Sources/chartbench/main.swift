import ChartKit
import Foundation

/// chartbench: frame times of a line chart and of a scatter chart from 10^3 to 10^7 points,
/// headless at 1600×1000.
///
/// Three kinds of frame, each timed from building the scene to the GPU finishing (glFinish):
/// - full: the view jumps to another part of the data, so the series geometry is rebuilt and the
///   whole base image redrawn;
/// - pan: the view moves by 3 pixels, so the geometry is reused (only its transform changes) and
///   the plot picture moved as a window moves it (moving frames; `--exact-pans` redraws the
///   whole base image instead);
/// - overlay: only the crosshair moves, so the cached base image is composited and the overlay drawn.
/// Prints the median and 90th percentile of each, in milliseconds, one table per series kind.
/// A second table per kind times `Chart.makeScene` alone (no GL): the CPU's share of a frame when
/// the crosshair moves over an unchanged chart, and when the view pans by 3 pixels.
/// A third table times a floating crosshair over 20 overlay annotations (scene build alone), and
/// whole frames while one annotation moves (overlay only: the base image is reused).
/// `--json` prints the same as JSON; `--series line|scatter|both` picks the tables (default both).
/// `--series streaming` prints the streaming table instead (StreamingBench.swift).
/// `--database URL` measures a PostgreSQL table instead (DatabaseBench.swift).
/// `--read-table FILE [--runs N]` times reading a table file without drawing (ColumnarReadBench.swift).
/// `--mapped-line FILE.npy [--generate POINTS]` measures a line read in place from a mapped file
/// (MappedLineBench.swift).
/// `--report [--report-folder DIR] [--report-mapped-points N]` prints the issue-13 figures in one
/// run (ReportBench.swift); `--report --quick` the same in a few minutes (no 10^9 mapped file, 11
/// frames a size); `--report-scale [--scale-points N]` its scale section alone (ScaleBench.swift);
/// `--grid [--grid-charts N] [--grid-points N]` many charts in one surface (GridBench.swift).
/// `--zoom-report [--zoom-points N] [--zoom-pictures DIR]` the scatter and band zoom frames at
/// 10^4 and N points, scene and draw apart, with the coarse, settled and plain pictures (ZoomBench.swift).
/// `--build-report [--build-points N] [--build-without-index]` the pyramid and index build rates, points a second a core (BuildBench.swift).
/// `--first-report [--first-points N,N] [--first-pictures DIR]` the first and exact picture of data in memory, every kind (ProgressiveBench.swift).

struct Options {
    var json = false
    var maxExponent = 7
    var frames = 31
    var kinds: [BenchKind] = [.line, .scatter]
    /// `--series pie`: the rotation frame of pies from 10 to 10,000 slices (PieBench.swift).
    var pie = false
    var width = 1600.0, height = 1000.0
    /// `--reference-paths`: frames drawn the reference way (shader composite, painted plot
    /// background), to compare with the fast paths in the same conditions.
    var referencePaths = false
    /// `--breakdown`: the cost of each layer of a 10^3-point pan frame (FrameBreakdown.swift).
    var breakdown = false
    /// `--soak SECONDS`: replay gestures for that long and print resident memory (SoakBench.swift).
    var soakSeconds: Double?
    /// `--exact-pans`: pan frames draw the whole base every frame instead of moving the plot
    /// picture as a window does (`ChartImageRenderer.allowsMovingFrames`).
    var exactPans = false
    /// `--pan-floor RUNS`: pan/floor ratios, moving and exact, over several runs (PanFloorBench.swift).
    var panFloorRuns: Int?
    /// `--no-progressive`: long lines load the plain way (pyramid built before the first frame),
    /// to compare with the progressive first picture (`Chart.progressiveLoadThreshold`).
    var progressive = true

    init(_ args: [String]) {
        var it = args.dropFirst().makeIterator()
        while let a = it.next() {
            switch a {
            case "--json": json = true
            case "--reference-paths": referencePaths = true
            case "--breakdown": breakdown = true
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
            case "--exact-pans": exactPans = true
            case "--no-progressive": progressive = false
            case "--pan-floor":
                if let v = it.next(), let n = Int(v), n > 0 { panFloorRuns = n }
            case "--soak":
                if let v = it.next(), let n = Double(v), n > 0 { soakSeconds = n }
            case "-h", "--help":
                print("usage: chartbench [--json] [--max-points N] [--frames N] [--series line|scatter|both|streaming|pie] [--reference-paths] [--exact-pans] [--no-progressive] [--pan-floor RUNS] [--breakdown] [--soak SECONDS] [--mapped-line FILE.npy [--generate POINTS] [--pictures DIR]] [--report [--quick] [--report-folder DIR] [--report-mapped-points N] [--scale-points N]] [--grid [--grid-charts N] [--grid-points N]] [--report-scale [--scale-points N]] [--zoom-report [--zoom-points N] [--zoom-pictures DIR]] [--build-report [--build-points N] [--build-without-index]] [--first-report [--first-points N,N] [--first-pictures DIR]]")
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
    /// `makeScene` alone while a floating crosshair (interpolated rows, tooltip) moves over the
    /// chart with 20 overlay annotations (lines, bands, text).
    var sceneFloatingMs: Timing
    /// A whole frame (GPU included) while one of those annotations moves: overlay only.
    var annotationMoveMs: Timing
    var seriesDrawCalls: Int
    var overlayFrameSeriesDrawCalls: Int
    /// Vertices of the line's geometry; for a scatter, the markers drawn in the last full frame.
    var geometryVertices: Int
    /// Pan and overlay medians as multiples of the empty frame (`floorMs`), and the pan median
    /// as a multiple of the same kind's pan at 10^4 points (nil below 10^4 or when not measured).
    var panToFloor: Double = 0
    var overlayToFloor: Double = 0
    var panTo10k: Double?
    /// Building a scatter's spatial index (`PointIndex`, once per data change; 0 for lines), and a
    /// hover: `crosshairTarget` plus `hitTest`, no drawing.
    var indexBuildMs: Double = 0
    /// Resident memory added by making the data and the chart and drawing its first frame,
    /// divided by the points (the data source's arrays included).
    var bytesPerPoint: Double = 0
    var hoverMs: Timing?
}

/// The empty frame: clearing an offscreen target of the benchmark's size and waiting for the GPU.
func measureFloor(options: Options, renderer: ChartImageRenderer) -> Timing {
    let size = Size(width: options.width, height: options.height)
    for _ in 0..<5 { renderer.drawEmptyFrame(size: size) }
    return Timing((0..<max(options.frames, 31)).map { _ in milliseconds { renderer.drawEmptyFrame(size: size) } })
}

/// Resident memory of this process (Linux: /proc/self/statm), in bytes; 0 when unknown.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
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

func bench(_ kind: BenchKind, options: Options, renderer: ChartImageRenderer, floor: Timing) -> [Result] {
    let size = Size(width: options.width, height: options.height)
    var results: [Result] = []
    for exponent in 3...max(3, options.maxExponent) {
        let n = Int(pow(10, Double(exponent)))
        let residentBefore = residentBytes()
        let chart = Chart(title: "chartbench: \(n) points")
        if !options.progressive { chart.progressiveLoadThreshold = .max }
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
        let bytesPerPoint = Double(residentBytes() - residentBefore) / Double(n)
        let seriesDrawCalls = renderer.lastFrameStats.drawCalls[.series] ?? 0

        let span = Double(n) / 2
        var full: [Double] = []
        for i in 0..<options.frames {
            let start = i % 2 == 0 ? Double(n) / 2 : 0
            chart.xAxis.setVisibleRange(AxisRange(min: start, max: start + span))
            full.append(milliseconds(frame))
        }
        let markers = kind == .scatter ? keptMarkerCount(renderer: renderer, frame: frame) : markersDrawn()

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

        var hover: [Double] = []
        var indexBuild = 0.0
        if kind == .scatter {
            let data = chart.data(forSeriesAt: 0)
            indexBuild = milliseconds { _ = PointIndex(x: data.x.array, y: data.y.array) }
        }
        for i in 0..<options.frames {
            chart.crosshair.pointerPosition = Point(x: plot.minX + 20 + Double(i * 53 % Int(max(1, plot.width - 40))),
                                                    y: plot.minY + Double(i * 29 % Int(max(1, plot.height))))
            let t = milliseconds {
                _ = chart.crosshairTarget()
                _ = chart.hitTest(at: chart.crosshair.pointerPosition!)
            }
            hover.append(t)
        }

        // The CPU alone: the same crosshair moves and pan steps, building the scene without drawing it.
        func buildScene() { withExtendedLifetime(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) {} }
        var sceneCrosshair: [Double] = []
        for i in 0..<options.frames {
            chart.crosshair.pointerPosition = Point(x: plot.minX + 20 + Double(i * 37 % Int(max(1, plot.width - 40))),
                                                    y: plot.midY)
            sceneCrosshair.append(milliseconds(buildScene))
        }
        // Floating crosshair over 20 overlay annotations, then an annotation dragged across.
        var annotations: [Annotation] = []
        for i in 0..<20 {
            let x = Double(n) / 4 + span * Double(i) / 20
            let kind: AnnotationKind = i % 3 == 0 ? .verticalLine(x: x)
                : i % 3 == 1 ? .verticalBand(from: x, to: x + span / 100) : .text("event \(i)", at: .data(x: x, y: 0))
            annotations.append(chart.addAnnotation(Annotation(kind, label: i % 3 == 2 ? nil : "event \(i)")))
        }
        chart.crosshair.mode = .floating
        var sceneFloating: [Double] = []
        for i in 0..<options.frames {
            chart.crosshair.pointerPosition = Point(x: plot.minX + 20 + Double(i * 37 % Int(max(1, plot.width - 40))),
                                                    y: plot.midY)
            sceneFloating.append(milliseconds(buildScene))
        }
        chart.crosshair.pointerPosition = nil
        chart.crosshair.mode = .snap
        frame()
        var annotationMove: [Double] = []
        for i in 0..<options.frames {
            let x = Double(n) / 4 + span * Double(i + 1) / Double(options.frames + 2)
            annotations[0].kind = .verticalLine(x: x)
            annotationMove.append(milliseconds(frame))
        }
        chart.removeAllAnnotations()
        frame()
        var scenePan: [Double] = []
        for i in 0..<options.frames {
            let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
            chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4 + offset, max: Double(n) / 4 + offset + span))
            scenePan.append(milliseconds(buildScene))
        }

        let vertices = kind == .scatter ? markers : chart.seriesGeometryVertexCount(at: 0)
        results.append(Result(series: kind, points: n, firstFrameMs: first, fullMs: Timing(full), panMs: Timing(pan),
                              overlayMs: Timing(overlay), sceneCrosshairMs: Timing(sceneCrosshair),
                              scenePanMs: Timing(scenePan), sceneFloatingMs: Timing(sceneFloating),
                              annotationMoveMs: Timing(annotationMove), seriesDrawCalls: seriesDrawCalls,
                              overlayFrameSeriesDrawCalls: overlaySeriesCalls, geometryVertices: vertices))
        results[results.count - 1].indexBuildMs = indexBuild
        results[results.count - 1].bytesPerPoint = bytesPerPoint
        results[results.count - 1].hoverMs = Timing(hover)
        results[results.count - 1].panToFloor = Timing(pan).median / floor.median
        results[results.count - 1].overlayToFloor = Timing(overlay).median / floor.median
        if let tenK = results.first(where: { $0.points == 10_000 }) {
            results[results.count - 1].panTo10k = Timing(pan).median / tenK.panMs.median
        }
        if !options.json {
            let r = results.last!
            if results.count == 1 {
                let what = kind == .line ? "line chart" : "scatter chart (circles)"
                let count = kind == .line ? "vertices" : " markers"
                print("chartbench: \(what), \(Int(options.width))x\(Int(options.height)) px, "
                      + "\(options.frames) frames per kind, times in ms (median / p90)")
                print("    points   first      full (rebuild)    pan (reuse)      overlay only    \(count)  series draws (overlay frame)"
                      + "  pan/floor  overlay/floor  pan/pan@10^4")
            }
            func f(_ t: Timing) -> String { String(format: "%7.2f / %-7.2f", t.median, t.p90) }
            print(String(format: "%10d %7.1f  ", r.points, r.firstFrameMs) + "\(f(r.fullMs))  \(f(r.panMs))  \(f(r.overlayMs))"
                  + String(format: "  %8d  %d (%d)", r.geometryVertices, r.seriesDrawCalls, r.overlayFrameSeriesDrawCalls)
                  + String(format: "          %6.2f  %13.2f  ", r.panToFloor, r.overlayToFloor)
                  + (r.panTo10k.map { String(format: "%12.2f", $0) } ?? "           -"))
        }
    }
    if !options.json {
        print("  scene build, ms (Chart.makeScene alone, no GL; median / p90)")
        print("    points   crosshair moved     pan step            floating + 20 annotations")
        for r in results {
            print(String(format: "%10d   %7.3f / %-7.3f   %7.3f / %-7.3f   %7.3f / %-7.3f", r.points, r.sceneCrosshairMs.median,
                         r.sceneCrosshairMs.p90, r.scenePanMs.median, r.scenePanMs.p90,
                         r.sceneFloatingMs.median, r.sceneFloatingMs.p90))
        }
        print("  a whole frame while an overlay annotation moves (no base redraw), ms (median / p90)")
        for r in results {
            print(String(format: "%10d   %7.3f / %-7.3f", r.points, r.annotationMoveMs.median, r.annotationMoveMs.p90))
        }
        print("  spatial index and hover on the series, memory per point")
        print("    points   index build ms   hover ms (median / p90)   bytes/point")
        for r in results {
            print(String(format: "%10d   %14.1f   %7.3f / %-7.3f   %11.1f", r.points,
                         r.indexBuildMs, r.hoverMs?.median ?? 0, r.hoverMs?.p90 ?? 0, r.bytesPerPoint))
        }
    }
    return results
}

if CommandLine.arguments.contains("--read-table") {
    ColumnarReadBench.run(CommandLine.arguments)
    exit(0)
}
if CommandLine.arguments.contains("--database") {
    DatabaseBench.run(CommandLine.arguments)
    exit(0)
}
var options = Options(commonArguments(CommandLine.arguments))
let renderer: ChartImageRenderer
do {
    renderer = try ChartImageRenderer()
} catch {
    FileHandle.standardError.write(Data("chartbench: \(error)\n".utf8))
    exit(1)
}
// Every mode pans as a window does unless told otherwise.
renderer.usesFastPaths = !options.referencePaths
renderer.allowsMovingFrames = !options.exactPans && !options.referencePaths
if CommandLine.arguments.contains("--mapped-line") {
    MappedLineBench.run(CommandLine.arguments, renderer: renderer, options: options)
    exit(0)
}

if CommandLine.arguments.contains("--grid") && !CommandLine.arguments.contains("--report") {
    // Many charts in one surface (GridBench.swift): `--grid [--grid-charts N] [--grid-points N]`.
    GridBench.run(CommandLine.arguments, renderer: renderer, options: options)
    exit(0)
}

if CommandLine.arguments.contains("--report-scale") {
    // The scale section of the report alone (ScaleBench.swift), `--scale-points N` to shrink it.
    ScaleBench.run(CommandLine.arguments, renderer: renderer, options: options)
    exit(0)
}

if CommandLine.arguments.contains("--build-report") {
    // Pyramid and index build rates alone (BuildBench.swift): `--build-report [--build-points N]`.
    BuildBench.run(CommandLine.arguments, options: options)
    exit(0)
}

if CommandLine.arguments.contains("--first-report") {
    // The first picture of data in memory, every kind (ProgressiveBench.swift):
    // `--first-report [--first-points N,N] [--first-pictures DIR]`.
    ProgressiveBench.run(CommandLine.arguments, renderer: renderer, options: options)
    exit(0)
}

if CommandLine.arguments.contains("--zoom-report") {
    // Issue 26's zoom goals alone (ZoomBench.swift): `--zoom-report [--zoom-points N] [--zoom-pictures DIR]`.
    ZoomBench.run(CommandLine.arguments, renderer: renderer, options: options)
    exit(0)
}

if CommandLine.arguments.contains("--report") {
    // `--report`: the issue-13 figures in one run, up to 10^8 points unless --max-points says less.
    if !CommandLine.arguments.contains("--max-points") { options.maxExponent = 8 }
    if CommandLine.arguments.contains("--quick") && !CommandLine.arguments.contains("--frames") { options.frames = 11 }
    ReportBench.run(CommandLine.arguments, renderer: renderer, options: options)
    exit(0)
}

if let seconds = options.soakSeconds {
    soak(seconds: seconds, renderer: renderer)
    exit(0)
}

if let runs = options.panFloorRuns {
    benchPanFloor(runs: runs, options: options, renderer: renderer)
    exit(0)
}
let floor = measureFloor(options: options, renderer: renderer)
if !options.json {
    print(String(format: "chartbench: empty frame (clear + finish) at %dx%d px: %.3f / %.3f ms (median / p90); "
                 + "ratios below are to its median", Int(options.width), Int(options.height), floor.median, floor.p90))
    print("")
}
if options.breakdown {
    benchBreakdown(options: options, renderer: renderer, floor: floor)
    exit(0)
}
var results: [Result] = []
for (number, kind) in options.kinds.enumerated() {
    if number > 0 && !options.json { print("") }
    if kind == .streaming {
        streamingBench(options: options, renderer: renderer)
        continue
    }
    results += bench(kind, options: options, renderer: renderer, floor: floor)
}

if options.kinds.contains(.scatter) && !options.json { scatterLevelOfDetailReport(options: options, renderer: renderer) }
if options.pie { benchPie(options: options, renderer: renderer) }

if options.json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try! encoder.encode(results), as: UTF8.self))
}
