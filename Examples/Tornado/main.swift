// A tornado chart: for each factor, how far profit moves from its base case when the factor is
// at its low or its high estimate. Bars grow from the base value in both directions, the value
// axis runs along the top, and a line marks the base.
//
//     swift run example-tornado                    # a window
//     swift run example-tornado --render out.png   # headless, then exit
import ChartKit
import Foundation

let base = 50.0
let factors = ["Tax rate", "Volume", "Price", "Exchange rate", "Unit cost"]
let whenLow: [Double] = [45, 35, 20, 75, 10]   // the exchange rate is inverted: low helps
let whenHigh: [Double] = [55, 60, 70, 25, 90]

let data = ArrayDataSource()
let low = BarSeries(title: "Low estimate")
low.style.fillColor = Color(hex: 0xe69f00)
let high = BarSeries(title: "High estimate")
high.style.fillColor = Color(hex: 0x0072b2)
data.addTornado(low: low, high: high, positions: factors.indices.map(Double.init),
                low: whenLow, high: whenHigh, base: base)

let chart = Chart(title: "Profit sensitivity (k€)")
chart.dataSource = data
chart.yAxis = CategoryAxis(categories: factors)
chart.xAxis.axisPosition = .reverse                              // the value axis along the top
chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 100)   // 50 either side of the base
chart.xAxis.title = "Profit, base case \(Int(base))"
let baseLine = Annotation(.verticalLine(x: base))
baseLine.style.strokeColor = Color(hex: 0x333333)
baseLine.style.strokeWidth = 2
chart.addAnnotation(baseLine)
chart.legend.isVisible = true
chart.legend.position = .bottom

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let size = Size(width: 800, height: 500)
do {
    if let path = option("--render") {
        let scale = option("--scale").flatMap(Double.init) ?? 1
        try ChartImageRenderer().writePNG(chart, size: size, scale: scale, to: path)
        // Where the base line and each row were drawn, in device pixels: what the tests check.
        let rows = factors.indices.map { chart.yAxis.pixelValue(forDataValue: Double($0)) * scale }
        print("base x \(chart.xAxis.pixelValue(forDataValue: base) * scale) rows y \(rows.map { "\($0)" }.joined(separator: " "))")
    } else {
        try ChartView(chart: chart, title: "Tornado", size: size).run()
    }
} catch {
    FileHandle.standardError.write(Data("example-tornado: \(error)\n".utf8))
    exit(1)
}
