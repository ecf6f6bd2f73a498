import ChartKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `chartbench --report`: the figures of issue 13 §5 in one run, to paste into the README.
///
/// - the machine (CPU model and cores from /proc/cpuinfo, memory) and the empty-frame floor;
/// - a line (random walk, evenly sampled x) and a scatter (unsorted cloud of circles) from 10^3
///   to 10^8 points (`--max-points`): first open (making the data source and chart, then the
///   first frame: pyramid, index or counts included), pan frames (3 px steps) as medians and as
///   ratios to the floor and to 10^4, and resident bytes per point. Each size's data is freed
///   before the next is made, so the peak is one size of one kind (about 2 GB at 10^8);
/// - bands and columns at 10^4 and the largest size: pan and zoom frames and their ratio
///   (ReportBench+BandsAndColumns);
/// - a line of 10^9 points from a memory-mapped `.npy` (`--report-mapped-points`, default 10^9)
///   when the folder (`--report-folder`, default the temporary folder) has room for the file,
///   its cache and 4 GB to spare: generated, opened cold, built, panned, opened again from the
///   cache, then deleted. When there is no room the report says so and why.
enum ReportBench {
    static func run(_ arguments: [String], renderer: ChartImageRenderer, options: Options) {
        let size = Size(width: options.width, height: options.height)
        let quick = arguments.contains("--quick")
        print("chartbench --report\(quick ? " --quick" : ""): \(Int(options.width))x\(Int(options.height)) px, release build")
        print("  machine: \(machineDescription())")
        let floor = measureFloor(options: options, renderer: renderer)
        print(String(format: "  empty frame (clear + finish): %.3f ms median, %.3f ms p90 (the floor)", floor.median, floor.p90))
        renderer.choosesFramesByMeasuring = renderer.allowsMovingFrames
        if renderer.choosesFramesByMeasuring { frameStrategy(size: size, renderer: renderer) }
        densityCounting(renderer: renderer)
        print("  frames: medians of \(options.frames) pan frames (3 px steps, geometry reused); first open: "
              + "data source and chart made, first frame drawn")
        for kind in [BenchKind.line, .scatter] {
            print("")
            print(kind == .line ? "  line (random walk over evenly sampled x)" : "  scatter (unsorted cloud of 7 px circles)")
            print("      points   first open ms   pan ms   pan/floor   pan/pan@10^4   bytes/point   drawn as")
            var panAt10k: Double?
            var rows: [(Int, Row)] = []
            var progressive: [String] = []
            for exponent in 3...max(3, min(options.maxExponent, 8)) {
                let n = Int(pow(10, Double(exponent)))
                let row = measure(kind, points: n, size: size, renderer: renderer,
                                  frames: n >= 100_000_000 ? min(options.frames, 11) : options.frames,
                                  waitsForIndex: !(quick && n >= 100_000_000))
                if let refined = row.refinedOpen {
                    progressive.append(String(format: "  %10d   %14.1f   %14.1f   %18.1f   %13.2f", n, row.firstOpen, refined,
                                              row.buildRatePerCore / 1e6, row.firstOpen / 100))
                }
                if n == 10_000 { panAt10k = row.pan }
                // Below 10^5 points fixed costs (fonts, caches) swamp the bytes per point.
                let ratio = (n >= 10_000 ? panAt10k.map { String(format: "%.2f", row.pan / $0) } : nil) ?? "-"
                let bytes = n >= 100_000 ? String(format: "%.1f", row.bytesPerPoint) : "-"
                print(String(format: "  %10d   %13.1f   %6.2f   %9.1f   ", n, row.firstOpen, row.pan, row.pan / floor.median)
                      + String(repeating: " ", count: max(0, 12 - ratio.count)) + ratio + "   "
                      + String(repeating: " ", count: max(0, 11 - bytes.count)) + bytes + "   " + row.drawnAs)
                rows.append((n, row))
            }
            if !progressive.isEmpty {
                // The line's pyramid build rate (the first and exact frames of every kind follow
                // in their own table).
                print("      drawn from a sample while the pyramid is built (the build's rate):")
                print("      points   first frame ms   exact frame ms   build M pts/s/core   first/100 ms")
                progressive.forEach { print($0) }
            }
            // Zoom steps (the view narrows and widens by 10 %: geometry rebuilt, density recounted).
            print("      points   zoom frame ms   zoom/zoom@10^4")
            let zoomBase = rows.first { $0.0 == 10_000 }?.1.zoom
            for (n, row) in rows {
                // A large density scatter's zoom frames come from its count pyramid; the exact
                // picture follows once the gesture stops (ms from the last zoom frame to it).
                let settled = row.zoomSettled.map { String(format: "   exact picture after the gesture %.1f ms", $0) } ?? ""
                let pyramid = row.densityPyramid.map {
                    String(format: "   count pyramid %.2f bytes/point, built in %.0f ms on %d threads (%.1f M pts/s/thread)",
                           Double($0.bytes) / Double(n), $0.seconds * 1e3, $0.threads, Double(n) / $0.seconds / Double($0.threads) / 1e6)
                } ?? ""
                print(String(format: "  %10d   %13.2f   %14@", n, row.zoom, zoomBase.map { String(format: "%.2f", row.zoom / $0) } ?? "-")
                      + settled + pyramid)
            }
            if let zoomBase, let top = rows.last, top.0 >= 100_000_000 {
                // Issue 26: a scatter's zoom at 10^8 within 4× of 10^4 on llvmpipe, ≤ 16 ms on a GPU.
                print(String(format: "      zoom at %d over zoom at 10^4: %.2f (%.2f ms against %.2f ms)", top.0,
                             top.1.zoom / zoomBase, top.1.zoom, zoomBase))
            }
            // Hover (hit test) and crosshair reading under a still pointer, per size, beside 10^4.
            print(kind == .line ? "      points   hit test ms   hit/hit@10^4   snap crosshair ms   crosshair/@10^4"
                                : "      points   hover ms (indexing)   hover ms   hover/@10^4   floating crosshair ms   crosshair/@10^4")
            let base = rows.first { $0.0 == 10_000 }?.1
            for (n, row) in rows {
                let hitRatio = base.map { String(format: "%.2f", row.hit / $0.hit) } ?? "-"
                let crossRatio = base.map { String(format: "%.2f", row.crosshair / $0.crosshair) } ?? "-"
                if kind == .line {
                    print(String(format: "  %10d   %11.4f   %12@   %17.4f   %15@", n, row.hit, hitRatio, row.crosshair, crossRatio))
                } else {
                    print(String(format: "  %10d   %19.4f   %8.4f   %11@   %21.4f   %15@", n, row.hitWhileIndexing, row.hit,
                                 hitRatio, row.crosshair, crossRatio))
                }
            }
        }
        print("")
        bandAndColumnFrames(size: size, renderer: renderer, frames: options.frames, maxExponent: options.maxExponent)
        print("")
        // Issue 26: a first picture of data in memory within 100 ms at any size, every kind: from
        // a sample while the pyramids (a scatter's counts) are built on every core, then exact
        // (ProgressiveBench; Chart.progressiveLoadThreshold, 2^22 points).
        let largest = Int(pow(10, Double(max(4, min(options.maxExponent, 8)))))
        print("  progressive first picture (first frame from a sample, then the exact one), every kind:")
        ProgressiveBench.printTable(Set([min(10_000_000, largest), largest]).sorted().flatMap { n in
            ProgressiveBench.kinds.map { ProgressiveBench.measure($0, points: n, size: size, renderer: renderer) }
        })
        print("")
        ScaleBench.run(arguments, renderer: renderer, options: options)
        print("")
        if quick {
            print("  mapped line of 10^9 points: skipped (--quick)")
        } else {
            mappedLine(arguments, renderer: renderer, options: options, floor: floor)
        }
    }

    struct Row {
        var firstOpen: Double
        var pan: Double
        var bytesPerPoint: Double
        var drawnAs: String
        /// Medians in ms: a hit test at the plot's centre (after any spatial index is built), the
        /// same before (while a background build runs; the sample answers), and a crosshair reading.
        var hit = 0.0
        var hitWhileIndexing = 0.0
        var crosshair = 0.0
        /// A line drawn progressively: ms from the start of the open to its exact frame, and the
        /// pyramid build's points per second per core.
        var refinedOpen: Double?
        var buildRatePerCore = 0.0
        /// Median of zoom steps (10 % in and out about the centre).
        var zoom = 0.0
        /// A density scatter drawn coarsely while zooming: ms to its exact picture after the last
        /// zoom frame; and its count pyramid (bytes, build seconds, threads).
        var zoomSettled: Double?
        var densityPyramid: (bytes: Int, seconds: Double, threads: Int)?
    }

    /// One size of one kind; everything it made is freed on return.
    static func measure(_ kind: BenchKind, points n: Int, size: Size, renderer: ChartImageRenderer, frames: Int,
                        waitsForIndex: Bool = true) -> Row {
        let residentBefore = residentBytes()
        var chart: Chart!
        var source: ArrayDataSource!
        // The data are made first (not timed): a file's parse is not what this measures.
        var cloud: (x: [Double], y: [Double]) = ([], [])
        var walk: [Double] = []
        if kind == .line { walk = randomWalk(count: n) } else { cloud = scatterCloud(count: n) }
        func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
        let firstOpen = milliseconds {
            source = ArrayDataSource()
            if kind == .line {
                source.add(LineSeries(title: "random walk"), y: walk)
            } else {
                source.add(ScatterSeries(title: "cloud"), x: cloud.x, y: cloud.y)
            }
            chart = Chart(title: "chartbench: \(n) points")
            chart.dataSource = source
            chart.crosshair.pointerPosition = nil
            frame()
        }
        var refinedOpen: Double?, buildRate = 0.0
        if chart.isBuildingPyramids {
            // The exact frame follows when the background build ends.
            refinedOpen = firstOpen + milliseconds {
                chart.data(forSeriesAt: 0).waitUntilPyramidBuilt()
                frame()
            }
            if let build = chart.data(forSeriesAt: 0).pyramidBuildTime {
                buildRate = Double(n) / build.seconds / Double(build.cores)
            }
        } else if chart.isRefiningDensity {
            // A density scatter's first picture came from a sample; the exact one follows.
            refinedOpen = firstOpen + milliseconds {
                chart.waitForDensityCounts()
                frame()
            }
        }
        walk = []
        cloud = ([], [])
        // A density scatter's count pyramid is built on other threads after its first picture:
        // the zoom steps below measure the frames it answers, not a build racing them.
        waitForCountPyramid(chart, points: n)
        let bytesPerPoint = Double(residentBytes() - residentBefore) / Double(n)
        let span = Double(n) / 2
        chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4, max: Double(n) / 4 + span))
        frame()
        let plot = chart.lastLayout?.plotArea ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let step = 3 * span / plot.width
        var pan: [Double] = []
        var layered = false
        for i in 0..<frames {
            let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
            chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4 + offset, max: Double(n) / 4 + offset + span))
            pan.append(milliseconds(frame))
            layered = layered || renderer.lastFrameStats.markerLayersDrawn + renderer.lastFrameStats.markerLayersReused > 0
        }
        let drawnAs: String
        if kind == .line {
            drawnAs = "\(chart.seriesGeometryVertexCount(at: 0)) vertices"
        } else {
            // The kept markers: one frame drawn the plain way (no retained layer, no moved picture),
            // since a layer's frame draws one quad for all of them.
            let (layers, moving) = (renderer.usesMarkerLayers, renderer.allowsMovingFrames)
            renderer.usesMarkerLayers = false
            renderer.allowsMovingFrames = false
            frame()
            let quads = (renderer.lastFrameStats.triangles[.series] ?? 0) / 2
            renderer.usesMarkerLayers = layers
            renderer.allowsMovingFrames = moving
            // Above the threshold (automatic mode) one counted texture and its colour bar are drawn.
            drawnAs = n > ScatterSeries(title: "").densityThreshold ? "density"
                : "\(quads) markers" + (layered ? ", kept as a layer" : "")
        }
        // Hover and crosshair under a still pointer at the plot's centre. A scatter's first hover
        // asks for its spatial index (built on another thread above 10^6 points; the sample
        // answers meanwhile), then waits for it.
        // Zoom steps about the view's centre, 10 % in then out (geometry rebuilt each time).
        let view = chart.xAxis.visibleRange
        let zoom = Timing((0..<min(frames, 11)).map { i in
            let half = view.span / 2 * (i % 2 == 0 ? 0.9 : 1)
            chart.xAxis.setVisibleRange(AxisRange(min: view.min + view.span / 2 - half, max: view.min + view.span / 2 + half))
            return milliseconds(frame)
        }).median
        var zoomSettled: Double?
        if chart.isRefiningDensity {
            zoomSettled = milliseconds {
                chart.waitForDensityCounts()
                frame()
            }
        }
        let densityPyramid = (chart.series.first as? ScatterSeries)?.densityPyramidBuild
        chart.xAxis.setVisibleRange(view)
        frame()
        let centre = Point(x: plot.midX, y: plot.midY)
        let hitWhileIndexing = Timing((0..<11).map { _ in milliseconds { _ = chart.hitTest(at: centre) } }).median
        while waitsForIndex && chart.isIndexing { usleep(10_000) }
        let hit = Timing((0..<31).map { _ in milliseconds { _ = chart.hitTest(at: centre) } }).median
        chart.crosshair.mode = kind == .line ? .snap : .floating
        chart.crosshair.pointerPosition = centre
        _ = chart.crosshairReading()
        let crosshair = Timing((0..<31).map { _ in milliseconds { _ = chart.crosshairReading() } }).median
        // An index build is not stopped when its chart goes: left running (the quick report's 10^8
        // cloud, ~25 s on the GPU machine's 4 cores), it shared them with every row measured after
        // this one (bands and columns at 10^8, the 100-chart grid's scenes 2x). Wait for it here.
        while !waitsForIndex && chart.isIndexing { usleep(10_000) }
        return Row(firstOpen: firstOpen, pan: Timing(pan).median, bytesPerPoint: bytesPerPoint, drawnAs: drawnAs,
                   hit: hit, hitWhileIndexing: hitWhileIndexing, crosshair: crosshair, refinedOpen: refinedOpen,
                   buildRatePerCore: buildRate, zoom: zoom, zoomSettled: zoomSettled, densityPyramid: densityPyramid)
    }

    /// Waits (at most 15 minutes) for the count pyramid of a density scatter large enough to get
    /// one (2^22 points, `DensityGridBuilder.pyramidPointFloor`).
    static func waitForCountPyramid(_ chart: Chart, points n: Int) {
        guard let scatter = chart.series.first as? ScatterSeries, n > scatter.densityThreshold, n >= 1 << 22 else { return }
        let deadline = DispatchTime.now().uptimeNanoseconds + 900_000_000_000
        while scatter.densityPyramidBuild == nil && DispatchTime.now().uptimeNanoseconds < deadline { usleep(20_000) }
    }

    /// Where scatter density counts are made on this device (`DensityCountingStrategy`: the GPU
    /// and one core timed on the same 2^20-point cloud), and whether the GPU's counts of 10^6
    /// random points, a few on pixel edges, equal the CPU's cell for cell.
    static func densityCounting(renderer: ChartImageRenderer) {
        let choice = renderer.decideDensityCounting()
        let timed = renderer.densityCounting.costs.map { c in
            let from = c.deviceFrom.map { "the GPU from \($0) points" } ?? "the CPU at every size"
            return String(format: "GPU %.3f ms + %.3f ns a point (timed up to %d points), CPU %.3f ns a point on one core, %d cores (affinity): %@; 10^8 points: GPU %.1f ms, CPU %.1f ms",
                          c.deviceFixed * 1e3, c.devicePerPoint * 1e9, c.devicePoints, c.hostPerPoint * 1e9, c.cores, from,
                          c.deviceSeconds(points: 100_000_000) * 1e3, c.hostSeconds(points: 100_000_000) * 1e3)
        } ?? "not measured (no Float64 shaders)"
        print("  density counting on \(renderer.deviceName) (into 1024×1024 cells): \(timed): \(choice)")
        var state: UInt64 = 0x2545_f491_4f6c_dd1d
        func uniform() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
        let grid = DensityGrid(originX: -0.25, originY: 1.25, unitsX: 1600, unitsY: -1000, width: 2400, height: 1500)
        // Every 1000th point sits on a cell edge, computed in Float64 as the grid's own edges.
        let x = (0..<1_000_000).map { i in i % 1000 == 0 ? grid.originX + Double(i / 1000) / grid.unitsX : uniform() }
        let y = (0..<1_000_000).map { _ in uniform() }
        let data = SeriesData(x: x, y: y)
        guard let device = renderer.deviceDensityCounts(of: data, in: grid) else {
            print("    GPU counts: not available on this device")
            return
        }
        let host = grid.counts(of: data)
        let differing = zip(device.counts, host).filter { $0 != $1 }.count
        print("    GPU counts of 10^6 random points (1,000 on cell edges) equal the CPU's: "
              + (differing == 0 && device.maximum == host.max() ? "yes" : "NO, \(differing) cells differ"))
    }

    /// Moving pan frames or whole redraws on this device (`FrameStrategy`): a line of 10^3 points
    /// panned until the renderer has timed both kinds and chosen; every later frame uses the choice.
    static func frameStrategy(size: Size, renderer: ChartImageRenderer) {
        let chart = Chart(title: "frame strategy")
        let source = ArrayDataSource()
        source.add(LineSeries(title: "walk"), y: randomWalk(count: 1_000))
        chart.dataSource = source
        chart.xAxis.setVisibleRange(AxisRange(min: 250, max: 750))
        var frames = 0
        while renderer.frameStrategy.choice == .measuring && frames < 8 * FrameStrategy.probesPerKind {
            let range = chart.xAxis.visibleRange
            let step = 3 * range.span / max(1, chart.lastLayout?.plotArea.width ?? 1) * ((frames / 10) % 2 == 0 ? 1 : -1)
            chart.xAxis.setVisibleRange(AxisRange(min: range.min + step, max: range.max + step))
            renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
            frames += 1
        }
        let measured = renderer.frameStrategy.measurements
        let moving = FrameStrategy.median(measured.moving) * 1e3, redraw = FrameStrategy.median(measured.redraw) * 1e3
        print(String(format: "  frame strategy on %@ (pans of a 10^3-point line, %d + %d frames timed): moving frame %.3f ms, "
                     + "whole redraw %.3f ms median, moving/redraw %.2f: %@", renderer.deviceName, measured.moving.count,
                     measured.redraw.count, moving, redraw, moving / redraw, "\(renderer.frameStrategy.choice)"))
    }

    /// The 10^9-point line from a mapped file, when the disk has room for it.
    static func mappedLine(_ arguments: [String], renderer: ChartImageRenderer, options: Options, floor: Timing) {
        let points = value(after: "--report-mapped-points", in: arguments).flatMap { Double($0) }.map { Int($0) } ?? 1_000_000_000
        let folder = value(after: "--report-folder", in: arguments) ?? FileManager.default.temporaryDirectory.path
        guard points > 0 else {
            print("  mapped line: skipped (--report-mapped-points 0)")
            return
        }
        let dataBytes = Double(points) * 8, cacheBytes = Double(points)
        let spare = 4e9
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else {
            print("  mapped line of \(points) points: skipped (cannot read the free space of \(folder))")
            return
        }
        let free = Double(info.f_bavail) * Double(info.f_frsize)
        guard free >= dataBytes + cacheBytes + spare else {
            print(String(format: "  mapped line of %d points: skipped: %@ has %.1f GB free, the file and its cache need "
                         + "%.1f GB plus %.0f GB to spare", points, folder, free / 1e9, (dataBytes + cacheBytes) / 1e9, spare / 1e9))
            return
        }
        let path = folder + "/chartbench-report-\(getpid()).npy"
        let cachePath = path + PyramidSidecar.suffix
        defer {
            unlink(path)
            unlink(cachePath)
        }
        let size = Size(width: options.width, height: options.height)
        print(String(format: "  mapped line of %d points (%.1f GB .npy of Float64 y, evenly sampled x), %.0f GB free in %@",
                     points, dataBytes / 1e9, free / 1e9, folder))
        let writeSeconds = milliseconds { MappedLineBench.writeRandomWalk(points: points, to: path) } / 1000
        print(String(format: "    generated in %.1f s (deleted at the end)", writeSeconds))
        let memoryAtStart = MappedLineBench.memoryStatus()
        MappedLineBench.dropFromPageCache(path)
        var opened: (MappedLineSource, Chart)!
        let firstOpen = milliseconds {
            opened = MappedLineBench.open(path)
            renderer.draw(opened.1.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        }
        let (source, chart) = opened!
        print(String(format: "    first open (no cache, data not in the page cache): first (coarse) frame in %.0f ms", firstOpen))
        var peakAnon = 0
        let buildSeconds = milliseconds {
            source.stepPoints = 1 << 26
            source.startBuilding()
            while source.isRefining || !source.sidecars.allSatisfy({ $0?.blocks.isComplete ?? true }) {
                usleep(100_000)
                renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
                peakAnon = max(peakAnon, MappedLineBench.memoryStatus().anon - memoryAtStart.anon)
            }
            source.waitUntilBuilt()
        } / 1000
        print(String(format: "    pyramid built in the background in %.1f s (%.0f M points/s) while frames were drawn; "
                     + "the process's own memory +%.0f MB at most", buildSeconds, Double(points) / buildSeconds / 1e6,
                     Double(peakAnon) / 1e6))
        let (full, pan) = MappedLineBench.frames(chart, size: size, renderer: renderer, frames: options.frames)
        opened = nil
        MappedLineBench.dropFromPageCache(path)
        MappedLineBench.dropFromPageCache(cachePath)
        var cached: (MappedLineSource, Chart)!
        let cachedCold = milliseconds {
            cached = MappedLineBench.open(path)
            renderer.draw(cached.1.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        }
        // A big cache is checked against its checksums by the build thread before it counts.
        let cachedExact = milliseconds {
            cached.0.startBuilding()
            cached.0.waitUntilBuilt()
            renderer.draw(cached.1.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        } + cachedCold
        let damaged = cached.0.sidecars.first??.foundDamagedCache ?? false
        cached = nil
        var warm: [Double] = []
        for _ in 0..<3 {
            warm.append(milliseconds {
                let again = MappedLineBench.open(path)
                renderer.draw(again.1.makeScene(size: size, scale: 1, measurer: renderer.fonts))
                again.0.startBuilding()
                again.0.waitUntilBuilt()
                renderer.draw(again.1.makeScene(size: size, scale: 1, measurer: renderer.fonts))
            })
        }
        print(String(format: "    cached open, cold page cache: first frame %.0f ms, exact (cache checked) %.0f ms%@; "
                     + "warm: exact in %.0f ms (median of 3)", cachedCold, cachedExact, damaged ? " (cache found damaged!)" : "",
                     Timing(warm).median))
        print(String(format: "    frames at %d points: pan %.2f ms (%.1f× the floor), full rebuild %.2f ms", points,
                     pan.median, pan.median / floor.median, full.median))
        let smallPan = MappedLineBench.panAt10k(size: size, renderer: renderer, frames: options.frames)
        print(String(format: "    pan at %d points over pan at 10^4 in memory (%.2f ms, measured now): %.2f", points,
                     smallPan.median, pan.median / smallPan.median))
    }

    static func value(after flag: String, in arguments: [String]) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }

    /// "CPU model (N cores), M GB memory", from /proc.
    static func machineDescription() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / Double(1 << 30)
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
        return String(format: "%@, %d cores, %.0f GiB memory; load average %@ at the start", model, cores, memory, String(load))
    }
}
