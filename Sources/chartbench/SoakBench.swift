import ChartKit
import Foundation

/// `chartbench --soak SECONDS`: replays rounds of scroll-zoom and drag gestures on a line and
/// scatter chart drawn headless, as the window does, and prints the resident memory after each
/// round, so growth that never levels off (a leak, a cache without a bound) shows. Scripts/soak
/// runs it and judges the result.
///
/// One round: 12 wheel steps in at varying points, a 40-step drag, 12 wheel steps out, a drag back,
/// each event followed by frames until the momentum and zoom animations settle.
func soak(seconds: Double, renderer: ChartImageRenderer) {
    let chart = Chart(title: "Soak")
    let source = ArrayDataSource()
    let count = 200_000
    let xs = (0..<count).map { Double($0) / 100 }
    source.add(LineSeries(title: "line"), x: xs, y: xs.map { sin($0) + 0.1 * sin(37 * $0) })
    source.add(ScatterSeries(title: "scatter"), x: xs.enumerated().filter { $0.offset % 10 == 0 }.map(\.element),
               y: xs.enumerated().filter { $0.offset % 10 == 0 }.map { cos($0.element) })
    chart.dataSource = source
    let size = Size(width: 1200, height: 800)
    var time = 100.0
    func frame() {
        time += 1.0 / 60
        _ = chart.advance(to: time)
        renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
    }
    func send(_ event: InputEvent) {
        _ = chart.handle(event)
        frame()
    }
    func settle() { for _ in 0..<40 { frame() } }
    frame()
    let start = Date()
    var round = 0
    print("round,seconds,rss_mb")
    while Date().timeIntervalSince(start) < seconds {
        round += 1
        guard let plot = chart.lastLayout?.plotArea else { break }
        let phase = Double(round % 7) / 7
        let at = Point(x: plot.minX + plot.width * (0.2 + 0.6 * phase), y: plot.midY)
        for _ in 0..<12 { send(.scroll(dx: 0, dy: 1, position: at, modifiers: [], isPrecise: false, time: time)) }
        settle()
        send(.pointerDown(button: .left, position: at, modifiers: [], clickCount: 1, time: time))
        for step in 1...40 {
            send(.pointerMove(position: Point(x: at.x - Double(step) * 6, y: at.y + Double(step % 5)), buttons: [.left], time: time))
        }
        send(.pointerUp(button: .left, position: Point(x: at.x - 240, y: at.y), modifiers: [], time: time))
        settle()
        for _ in 0..<12 { send(.scroll(dx: 0, dy: -1, position: at, modifiers: [], isPrecise: false, time: time)) }
        settle()
        send(.pointerDown(button: .left, position: at, modifiers: [], clickCount: 1, time: time))
        for step in 1...40 { send(.pointerMove(position: Point(x: at.x + Double(step) * 6, y: at.y), buttons: [.left], time: time)) }
        send(.pointerUp(button: .left, position: Point(x: at.x + 240, y: at.y), modifiers: [], time: time))
        settle()
        print("\(round),\(Int(Date().timeIntervalSince(start))),\(String(format: "%.1f", residentMegabytes()))")
        fflush(stdout)
    }
}

/// The process's resident set from /proc/self/statm, in MiB.
func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
