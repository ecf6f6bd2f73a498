import ChartKit
import Foundation

/// The streaming table (`chartbench --series streaming`):
/// - append: 1,000 points appended to a line of 10^4, 10^6 and 10^7 points, then a frame (scene,
///   draw, glFinish), with the view following the newest 2,000 points and with the view showing
///   all the data; medians of 31, and the ratio to the 10^4 case (the goal: flat).
/// - rolling window: 10,000 points per second for 60 simulated seconds at 60 frames per second
///   (167 points a frame) into a 10-second window, the view following it: frame time (median of
///   the 100 frames after the window fills and of the last 100) and resident memory at both
///   points (the goal: flat within 5 %).
func streamingBench(options: Options, renderer: ChartImageRenderer) {
    let size = Size(width: options.width, height: options.height)
    print("chartbench: streaming, \(Int(options.width))x\(Int(options.height)) px, times in ms (median / p90)")
    print("  append 1,000 points + frame")
    print("  (frame = append + scene + draw + glFinish; cpu = append + scene alone)")
    print("      points   following 2,000 pts     ratio   cpu ms  ratio   bytes up   all data in view       ratio   cpu ms  ratio")
    var baseline: (follow: Double, all: Double, cpu: Double, allCPU: Double)?
    for exponent in [4, 6, 7] where exponent <= max(4, options.maxExponent) {
        let n = Int(pow(10, Double(exponent)))
        var timings: [Double] = []
        var bytes: [Int] = []
        var allTimings: [Double] = []
        var cpuTimings: [Double] = [], allCPUTimings: [Double] = []
        for following in [true, false] {
            let chart = Chart(title: "append")
            let source = ArrayDataSource()
            let walk = randomWalk(count: n + 1_000 * (options.frames + 1))
            source.add(LineSeries(title: "walk"), x: (0..<n).map(Double.init), y: Array(walk.prefix(n)))
            chart.dataSource = source
            if following { chart.follow.visibleSpan = 2_000 }
            // Until the first append the view shows everything; one append starts the slide.
            var next = n
            func appendBatch() {
                let xs = (next..<next + 1_000).map(Double.init)
                chart.append(x: xs, y: Array(walk[next..<next + 1_000]), toSeriesAt: 0)
                next += 1_000
            }
            appendBatch()
            renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
            for _ in 0..<options.frames {
                var scene: Scene?
                let cpu = milliseconds {
                    appendBatch()
                    scene = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)
                }
                let ms = cpu + milliseconds { renderer.draw(scene!) }
                if following { cpuTimings.append(cpu) } else { allCPUTimings.append(cpu) }
                if following {
                    timings.append(ms)
                    bytes.append(renderer.lastFrameStats.geometryBytesUploaded)
                } else {
                    allTimings.append(ms)
                }
            }
        }
        let follow = Timing(timings), all = Timing(allTimings)
        let cpu = Timing(cpuTimings).median, allCPU = Timing(allCPUTimings).median
        if baseline == nil { baseline = (follow.median, all.median, cpu, allCPU) }
        let medianBytes = bytes.sorted()[bytes.count / 2]
        print(String(format: "%12d   %7.2f / %-7.2f   %6.2f   %6.2f %6.2f   %8d   %7.2f / %-7.2f   %6.2f   %6.2f %6.2f", n,
                     follow.median, follow.p90, follow.median / baseline!.follow, cpu, cpu / baseline!.cpu, medianBytes,
                     all.median, all.p90, all.median / baseline!.all, allCPU, allCPU / baseline!.allCPU))
    }

    // Rolling window.
    let chart = Chart(title: "rolling window")
    let source = ArrayDataSource()
    source.add(LineSeries(title: "sensor"), x: [], y: [])
    chart.dataSource = source
    chart.rollingWindow = .span(10)
    let feed = ChartFeed()
    chart.attach(feed)
    var generator = SeededGenerator()
    var value = 0.0
    var sent = 0
    let rate = 10_000.0, fps = 60.0, seconds = 60.0
    var frameTimes: [Double] = []
    var residentAtStart = 0, residentAtEnd = 0
    let frames = Int(seconds * fps)
    let filledAt = Int(11 * fps)
    for frame in 0..<frames {
        let time = Double(frame + 1) / fps
        let due = Int(time * rate)
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(due - sent)
        ys.reserveCapacity(due - sent)
        while sent < due {
            value += generator.next() - 0.5
            xs.append(Double(sent) / rate)
            ys.append(value)
            sent += 1
        }
        feed.append(x: xs, y: ys, to: .index(0))
        let ms = milliseconds {
            chart.advance(to: time)
            renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        }
        frameTimes.append(ms)
        if frame == filledAt { residentAtStart = residentBytes() }
    }
    residentAtEnd = residentBytes()
    let startTiming = Timing(Array(frameTimes[filledAt..<filledAt + 100]))
    let endTiming = Timing(Array(frameTimes.suffix(100)))
    print("  rolling window: 10,000 points/s for 60 s, 60 frames/s, last 10 s kept (\(chart.data(forSeriesAt: 0).count) points)")
    print(String(format: "    frame after the window filled (11 s): %6.2f / %-6.2f ms   resident %7.1f MiB",
                 startTiming.median, startTiming.p90, Double(residentAtStart) / 1_048_576))
    print(String(format: "    frame at the end (60 s):              %6.2f / %-6.2f ms   resident %7.1f MiB (%+.1f %%)",
                 endTiming.median, endTiming.p90, Double(residentAtEnd) / 1_048_576,
                 100 * (Double(residentAtEnd) / Double(max(residentAtStart, 1)) - 1)))
}
