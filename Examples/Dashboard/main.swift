// A monitoring dashboard: CPU, memory and network of four hosts in three charts whose x ranges
// (pan, zoom, momentum, resets) and crosshair x stay in sync, with one colour per host in every
// chart, whatever order each chart lists the hosts in.
//
//     swift run example-dashboard                    # a window: drag or scroll any chart
//     swift run example-dashboard --render out.png   # headless, then exit
import ChartKit
import Foundation

let hosts = ["web-1", "web-2", "db-1", "cache-1"]
let start = 1_700_000_000.0
let minutes = (0..<120).map { start + Double($0) * 60 }

/// A metric of one host over two hours: a level, a daily-looking swell and a wobble, seeded by
/// the host and metric so every run draws the same.
func samples(host: Int, metric: Int, level: Double, swing: Double) -> [Double] {
    minutes.indices.map { i in
        let t = Double(i), phase = Double(host * 3 + metric)
        return max(0, level + swing * sin(t / (18 + phase)) + swing * 0.3 * sin(t * 0.9 + phase))
    }
}

func metricChart(_ title: String, unit: String, metric: Int, level: Double, swing: Double, hostOrder: [Int]) -> Chart {
    let chart = Chart(title: title)
    chart.xAxis = DateTimeAxis()
    chart.yAxis.title = unit
    let data = ArrayDataSource()
    for host in hostOrder {
        let line = LineSeries(title: hosts[host])
        line.style.lineWidth = 2
        data.add(line, x: minutes, y: samples(host: host, metric: metric, level: level * Double(host + 1), swing: swing))
    }
    chart.dataSource = data
    chart.legend.isVisible = true
    chart.legend.position = .right
    return chart
}

let cpu = metricChart("CPU", unit: "%", metric: 0, level: 12, swing: 8, hostOrder: [0, 1, 2, 3])
let memory = metricChart("Memory", unit: "GiB", metric: 1, level: 2, swing: 0.6, hostOrder: [3, 2, 1, 0])
let network = metricChart("Network", unit: "MB/s", metric: 2, level: 5, swing: 4, hostOrder: [2, 0, 3, 1])
cpu.crosshair.mode = .floating
memory.crosshair.mode = .floating
network.crosshair.mode = .floating

let arrangement = ChartArrangement.grid(columns: 1, rowHeights: [2, 1, 1])
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let size = Size(width: 1000, height: 800)
do {
    // Links the charts and gives each host one palette colour in all of them.
    let dashboard = try ChartDashboard(charts: [cpu, memory, network])
    if let path = option("--render") {
        let image = try ChartImageRenderer().render(charts: dashboard.charts, arrangement: arrangement, size: size,
                                                    scale: option("--scale").flatMap(Double.init) ?? 1)
        try PNGWriter.write(image, to: path)
    } else {
        let view = try ChartView(charts: dashboard.charts, arrangement: arrangement, title: "Hosts", size: size)
        withExtendedLifetime(dashboard) { view.run() }
    }
} catch {
    FileHandle.standardError.write(Data("example-dashboard: \(error)\n".utf8))
    exit(1)
}
