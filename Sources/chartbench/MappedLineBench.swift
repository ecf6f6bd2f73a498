import ChartKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `chartbench --mapped-line FILE.npy [--generate POINTS]`: a line drawn in place from a
/// memory-mapped `.npy` of Float64 y over evenly sampled x (10^9 points when there is disk for
/// it), against the same chart over a 10^4-point array in the same run.
///
/// `--pictures FOLDER` writes the coarse first picture and the complete one there as PNG.
/// `--generate POINTS` first writes FILE as a random walk of that many points with a streaming
/// writer (1 MiB at a time, so memory stays flat); delete it afterwards. Reports:
/// - first open: no cache, the file's pages dropped from the page cache (`POSIX_FADV_DONTNEED`):
///   opening, reading the preview sample and drawing the first (coarse) frame;
/// - the background pyramid build until complete, and the resident memory during it, split into
///   anonymous memory (the process's own) and file pages (page cache mapped in);
/// - cached open, cold (data and cache dropped from the page cache) and warm: opening with the
///   sidecar and drawing the first, exact frame;
/// - pan frames at 10^9 (3 px steps, geometry reused) and full frames (geometry rebuilt) as
///   medians, and the pan median as a multiple of the pan at 10^4.
enum MappedLineBench {
    static func run(_ arguments: [String], renderer: ChartImageRenderer, options: Options) {
        guard let index = arguments.firstIndex(of: "--mapped-line"), index + 1 < arguments.count else {
            fail("--mapped-line takes a .npy path")
        }
        let path = arguments[index + 1]
        if let g = arguments.firstIndex(of: "--generate"), g + 1 < arguments.count {
            guard let points = Double(arguments[g + 1]).map({ Int($0) }), points > 0 else { fail("--generate takes a point count") }
            let seconds = milliseconds { writeRandomWalk(points: points, to: path) } / 1000
            print(String(format: "chartbench: wrote %@ (%d points, %.1f GB) in %.1f s", path, points,
                         Double(points) * 8 / 1e9, seconds))
        }
        let size = Size(width: options.width, height: options.height)
        let cachePath = path + PyramidSidecar.suffix
        unlink(cachePath)
        print("chartbench: line read in place from \(path), \(Int(options.width))x\(Int(options.height)) px "
              + "(a shared machine: other builds ran beside it)")
        let memoryAtStart = memoryStatus()

        // First open: no cache, cold data.
        dropFromPageCache(path)
        var opened: (MappedLineSource, Chart)!
        let firstOpen = milliseconds {
            opened = open(path)
            renderer.draw(opened.1.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        }
        let (source, chart) = opened!
        let points = source.data[0].count
        // `--pictures FOLDER`: the coarse first picture and the refined one, to look at.
        let pictures = arguments.firstIndex(of: "--pictures").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        if let pictures { try? renderer.writePNG(chart, size: size, scale: 1, to: pictures + "/mapped-first.png") }
        print(String(format: "  first open, no cache, cold page cache: %.0f ms to the first (coarse) frame; %d points",
                     firstOpen, points))
        // The build in the background while frames are drawn, as in a window.
        var peakAnon = 0, peakFile = 0, refinements = 0
        let buildStart = DispatchTime.now().uptimeNanoseconds
        source.stepPoints = 1 << 26
        source.startBuilding()
        while source.isRefining || !source.sidecars.allSatisfy({ $0?.blocks.isComplete ?? true }) {
            usleep(100_000)
            renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
            refinements += 1
            let now = memoryStatus()
            peakAnon = max(peakAnon, now.anon - memoryAtStart.anon)
            peakFile = max(peakFile, now.file)
        }
        source.waitUntilBuilt()
        let buildSeconds = Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1e9
        print(String(format: "  pyramid built in the background in %.1f s (%.0f M points/s), %d refining frames drawn meanwhile; "
                     + "cache: %@", buildSeconds, Double(points) / buildSeconds / 1e6, refinements,
                     "\(source.sidecars.first.flatMap { $0?.storage } ?? .memory)"))
        print(String(format: "  resident during the build: anonymous +%.0f MB at most (the process's own memory), "
                     + "mapped file pages %.0f MB at most (page cache)", Double(peakAnon) / 1e6, Double(peakFile) / 1e6))
        if let pictures { try? renderer.writePNG(chart, size: size, scale: 1, to: pictures + "/mapped-complete.png") }
        let (full, pan) = frames(chart, size: size, renderer: renderer, frames: options.frames)
        let afterPans = memoryStatus()
        print(String(format: "  after the pans: anonymous +%.0f MB, mapped file pages %.0f MB",
                     Double(afterPans.anon - memoryAtStart.anon) / 1e6, Double(afterPans.file) / 1e6))
        opened = nil

        // Cached opens.
        dropFromPageCache(path)
        dropFromPageCache(cachePath)
        var cold: (MappedLineSource, Chart)!
        let cachedCold = milliseconds {
            cold = open(path)
            renderer.draw(cold.1.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        }
        let coldExact = !cold.0.isRefining
        cold = nil
        var warmTimes: [Double] = []
        var warmMemory = (anon: 0, file: 0)
        for _ in 0..<5 {
            var warm: (MappedLineSource, Chart)!
            warmTimes.append(milliseconds {
                warm = open(path)
                renderer.draw(warm.1.makeScene(size: size, scale: 1, measurer: renderer.fonts))
            })
            warmMemory = memoryStatus()
            warm = nil
        }
        print(String(format: "  cached open: cold page cache %.0f ms, warm %.0f ms (median of 5), to the first exact frame (%@)",
                     cachedCold, Timing(warmTimes).median, coldExact ? "exact" : "NOT exact"))
        print(String(format: "  resident after a cached open and its first frame: anonymous +%.0f MB, mapped file pages %.0f MB",
                     Double(warmMemory.anon - memoryAtStart.anon) / 1e6, Double(warmMemory.file) / 1e6))

        // The same chart over 10^4 points in memory, in the same run.
        let smallPan = panAt10k(size: size, renderer: renderer, frames: options.frames)
        print(String(format: "  frames at %d points: full (rebuild) %.2f ms, pan (reuse) %.2f ms (medians); "
                     + "pan at 10^4: %.2f ms; pan ratio %.2f", points, full.median, pan.median, smallPan.median,
                     pan.median / smallPan.median))
    }

    /// Opens `path` as a chartview would: the data mapped, the line attached.
    static func open(_ path: String) -> (MappedLineSource, Chart) {
        do {
            let file = try NpyFile(path: path)
            let source = try MappedLineSource(y: [try file.column(0)])
            let chart = Chart(title: "chartbench: mapped line")
            chart.crosshair.pointerPosition = nil
            source.attach(to: chart)
            return (source, chart)
        } catch {
            fail("\(error)")
        }
    }

    /// Full frames (the view jumps, geometry rebuilt) and pan frames (3 px steps, reused).
    static func frames(_ chart: Chart, size: Size, renderer: ChartImageRenderer, frames: Int) -> (Timing, Timing) {
        func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
        let n = Double(chart.data(forSeriesAt: 0).count)
        let span = n / 2
        var full: [Double] = []
        for i in 0..<frames {
            let start = i % 2 == 0 ? n / 2 : 0
            chart.xAxis.setVisibleRange(AxisRange(min: start, max: start + span))
            full.append(milliseconds(frame))
        }
        chart.xAxis.setVisibleRange(AxisRange(min: n / 4, max: n / 4 + span))
        frame()
        let plot = chart.lastLayout?.plotArea ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let step = 3 * span / plot.width
        var pan: [Double] = []
        for i in 0..<frames {
            let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
            chart.xAxis.setVisibleRange(AxisRange(min: n / 4 + offset, max: n / 4 + offset + span))
            pan.append(milliseconds(frame))
        }
        return (Timing(full), Timing(pan))
    }

    /// Writes a `.npy` of `points` Float64 values (a random walk) a mebibyte at a time.
    static func writeRandomWalk(points: Int, to path: String) {
        guard let handle = fopen(path, "wb") else { fail("cannot create \(path): \(String(cString: strerror(errno)))") }
        defer { fclose(handle) }
        var header = "{'descr': '<f8', 'fortran_order': False, 'shape': (\(points),), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        var bytes: [UInt8] = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]
        let length = UInt16(header.utf8.count)
        bytes += [UInt8(length & 0xff), UInt8(length >> 8)]
        bytes += Array(header.utf8)
        fwrite(bytes, 1, bytes.count, handle)
        var state: UInt64 = 0x9e3779b97f4a7c15
        var value = 0.0
        var chunk = [Double](repeating: 0, count: 1 << 17)
        var written = 0
        while written < points {
            let n = min(chunk.count, points - written)
            for i in 0..<n {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                value += Double(Int64(bitPattern: state >> 11) % 2001 - 1000) / 1000
                chunk[i] = value
            }
            guard chunk.withUnsafeBytes({ fwrite($0.baseAddress, 8, n, handle) }) == n else {
                fail("writing \(path): \(String(cString: strerror(errno)))")
            }
            written += n
            if written % (1 << 27) == 0 {
                // Written pages go to disk and leave the page cache, so the build starts cold.
                fflush(handle)
                let fd = fileno(handle)
                fdatasync(fd)
                posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED))
            }
        }
    }

    /// Drops a file's clean pages from the page cache (no privileges needed), for cold timings.
    static func dropFromPageCache(_ path: String) {
        let fd = Glibc.open(path, O_RDONLY)
        guard fd >= 0 else { return }
        fdatasync(fd)
        posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED))
        close(fd)
    }

    /// Resident anonymous memory and resident mapped file pages of this process, in bytes.
    static func memoryStatus() -> (anon: Int, file: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return parts.count > 1 ? (Int(parts[1]) ?? 0) * 1024 : 0
        }
        return (field("RssAnon"), field("RssFile"))
    }

    /// Pan frames of the same kind of line over 10^4 points in memory: the reference a mapped
    /// line's pan is compared with, measured in the same run.
    static func panAt10k(size: Size, renderer: ChartImageRenderer, frames count: Int) -> Timing {
        let small = Chart(title: "chartbench: 10^4 points")
        let arrays = ArrayDataSource()
        arrays.add(LineSeries(title: "random walk"), y: randomWalk(count: 10_000))
        small.dataSource = arrays
        small.crosshair.pointerPosition = nil
        renderer.draw(small.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        return frames(small, size: size, renderer: renderer, frames: count).1
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("chartbench: \(message)\n".utf8))
        exit(2)
    }
}
