// A range selector: a main chart over an overview chart of the same prices. The overview's
// window shows (and sets) the main chart's x range; panning or zooming the main chart moves it.
//
//     swift run example-range-selector                    # a window: drag the window, its handles, or the main chart
//     swift run example-range-selector --render out.png   # headless, then exit
import ChartKit
import Foundation

// A year of daily closing prices: a seeded random walk, so every run draws the same.
var generator = SplitMix(seed: 7)
let days = (0..<365).map(Double.init)
var price = 100.0
let closes = days.map { _ in
    price *= 1 + 0.02 * (generator.unit() - 0.5)
    return price
}

func priceChart(title: String?) -> Chart {
    let chart = Chart(title: title)
    let data = ArrayDataSource()
    let line = LineSeries(title: "ACME")
    line.style.showsFill = true
    data.add(line, x: days, y: closes)
    chart.dataSource = data
    return chart
}
let main = priceChart(title: "ACME, daily close")
main.yAxis.title = "USD"
let overview = priceChart(title: nil)
overview.yAxis.showsLabels = false
overview.yAxis.showsMajorGridLines = false
overview.xAxis.title = "Day"

let selector = RangeSelector(main: main, overview: overview)
selector.style.showsNewestMarker = false   // a year of history, not a live feed: no newest-point line
main.setRange(min: 200, max: 280, on: main.xAxis, animated: false)   // the window starts on days 200-280

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let size = Size(width: 900, height: 600)
do {
    if let path = option("--render") {
        let image = try ChartImageRenderer().render(charts: [main, overview], arrangement: .rows([3, 1]), size: size,
                                                    scale: option("--scale").flatMap(Double.init) ?? 1)
        try PNGWriter.write(image, to: path)
        // The window on the overview, in the overview's points: what the tests check.
        if let window = selector.windowRect {
            print("window x \(window.minX) \(window.maxX) y \(window.minY) \(window.maxY)")
        }
    } else {
        let view = try ChartView(charts: [main, overview], arrangement: .rows([3, 1]), title: "Range selector", size: size)
        withExtendedLifetime(selector) { view.run() }
    }
} catch {
    FileHandle.standardError.write(Data("example-range-selector: \(error)\n".utf8))
    exit(1)
}

/// A small seeded generator (SplitMix64), so the example's data are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    /// A value in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
