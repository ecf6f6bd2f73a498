import ChartKit
import Foundation

/// `--pan-floor RUNS`: pan frames as multiples of the empty frame, for a line and a scatter of
/// 10^3, 10^4 and 10^7 points, the way a window pans (moving frames: the plot picture moved by
/// whole pixels, the uncovered strip and the changed chrome drawn) and the exact way (the whole
/// base drawn every frame, `--exact-pans`), each run measuring its own floor, so the ratios
/// compare frames taken under the same load. Prints each run's ratios and their medians.
func benchPanFloor(runs: Int, options: Options, renderer: ChartImageRenderer) {
    let size = Size(width: options.width, height: options.height)
    let counts = [1_000, 10_000, 10_000_000].filter { $0 <= Int(pow(10, Double(options.maxExponent))) }
    struct Row { var moving: [Double] = []; var exact: [Double] = []; var movingMs: [Double] = []; var exactMs: [Double] = [] }
    var rows: [String: Row] = [:]
    var floors: [Double] = []
    func key(_ kind: BenchKind, _ n: Int) -> String { "\(kind.rawValue) \(n)" }

    for run in 0..<runs {
        let floor = measureFloor(options: options, renderer: renderer).median
        floors.append(floor)
        for kind in [BenchKind.line, .scatter] {
            for n in counts {
                let chart = Chart(title: "chartbench: \(n) points")
                let source = ArrayDataSource()
                if kind == .line {
                    source.add(LineSeries(title: "random walk"), y: randomWalk(count: n))
                } else {
                    let cloud = scatterCloud(count: n)
                    source.add(ScatterSeries(title: "cloud"), x: cloud.x, y: cloud.y)
                }
                chart.dataSource = source
                chart.crosshair.pointerPosition = nil
                let span = Double(n) / 2
                chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4, max: Double(n) / 4 + span))
                func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
                frame()
                let plot = chart.lastLayout?.plotArea ?? Rect(x: 0, y: 0, width: 1, height: 1)
                let step = 3 * span / plot.width
                func pans(moving: Bool) -> Double {
                    renderer.allowsMovingFrames = moving
                    var samples: [Double] = []
                    for i in 0..<(options.frames + 2) {
                        // 3-pixel steps back and forth, as a drag inside the covered window.
                        let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
                        chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4 + offset, max: Double(n) / 4 + offset + span))
                        let t = milliseconds(frame)
                        if i >= 2 { samples.append(t) }
                    }
                    frame()  // at rest
                    return Timing(samples).median
                }
                let moving = pans(moving: true), exact = pans(moving: false)
                rows[key(kind, n), default: Row()].moving.append(moving / floor)
                rows[key(kind, n), default: Row()].exact.append(exact / floor)
                rows[key(kind, n), default: Row()].movingMs.append(moving)
                rows[key(kind, n), default: Row()].exactMs.append(exact)
            }
        }
        FileHandle.standardError.write(Data("chartbench: pan/floor run \(run + 1) of \(runs) done\n".utf8))
    }
    renderer.allowsMovingFrames = !options.exactPans

    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print("chartbench: pan frames over the empty frame, \(Int(options.width))x\(Int(options.height)) px, \(runs) runs of "
          + "\(options.frames) frames; each run's floor measured in it (floor median \(String(format: "%.3f", median(floors))) ms, "
          + "runs \(floors.map { String(format: "%.3f", $0) }.joined(separator: ", ")))")
    print("    series      points   moving pan ms  ÷ floor (runs)                     exact pan ms  ÷ floor (runs)")
    for kind in [BenchKind.line, .scatter] {
        for n in counts {
            guard let row = rows[key(kind, n)] else { continue }
            func list(_ values: [Double]) -> String { values.map { String(format: "%.1f", $0) }.joined(separator: " ") }
            print(String(format: "    %-8@ %9d   %12.3f  %6.2f  (%@)   %12.3f  %6.2f  (%@)", kind.rawValue as NSString, n,
                         median(row.movingMs), median(row.moving), list(row.moving) as NSString,
                         median(row.exactMs), median(row.exact), list(row.exact) as NSString))
        }
    }
}
