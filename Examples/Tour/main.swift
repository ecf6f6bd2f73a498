// A tour of the user guide in one chart: a dark theme, temperature as a line on the left axis and
// rainfall as columns on a second y axis at the right, a legend, annotations above and below the
// data, and the crosshair with its tooltip.
//
//     swift run example-tour                    # a window: hover, drag, scroll, double-click
//     swift run example-tour --render out.png   # headless, the crosshair held at day 20, then exit
import ChartKit
import Foundation

let days = (0..<60).map(Double.init)
let temperature = days.map { 11 + 6 * sin($0 / 9) + 1.5 * sin($0 * 1.3) }
let rainfall = days.map { max(0, 7 * cos($0 / 6) + 3 * sin($0 * 0.7)) }

let rain = NumberAxis()
rain.title = "Rainfall (mm)"
rain.axisPosition = .reverse                 // the right-hand side
rain.showsMajorGridLines = false

let data = ArrayDataSource()                  // the columns first, so the line draws over them
let showers = ColumnSeries(title: "Rainfall")
showers.style.cornerRatio = 0.4
data.add(showers, x: days, y: rainfall)
data.plot(showers, against: rain)
let bergen = LineSeries(title: "Temperature")
bergen.style.lineWidth = 2.5
data.add(bergen, x: days, y: temperature)

let chart = Chart(title: "Bergen, spring")
chart.addYAxis(rain)
chart.dataSource = data
chart.xAxis.title = "Day"
chart.yAxis.title = "°C"
chart.theme = .dark
chart.legend.isVisible = true
chart.legend.position = .top

let storm = Annotation(.verticalBand(from: 33, to: 38), label: "storm", layer: .underlay)
storm.style.fillColor = Color(hex: 0xd55e00, alpha: 0.25)
chart.addAnnotation(storm)
var note = AnnotationStyle()
note.textBackground = Color(hex: 0x333333)
note.textColor = .white
note.anchor = .bottomLeft
chart.addAnnotation(Annotation(.text("warmest week", at: .data(x: 12, y: 17.5)), style: note))

chart.crosshair.mode = .floating             // every series' value at the pointer
chart.crosshair.lines = .vertical

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let size = Size(width: 900, height: 560)
do {
    if let path = option("--render") {
        let renderer = try ChartImageRenderer()
        // Lay out once to learn where day 20 is, then put the pointer there, as a hover would.
        let layout = chart.layout(size: size, measurer: renderer.fonts)
        let plot = layout.plotArea
        let pointer = Point(x: layout.pixelValue(forDataValue: 20, on: chart.xAxis), y: plot.midY)
        chart.handle(.pointerMove(position: pointer, buttons: [], time: 0), in: layout)
        let scale = option("--scale").flatMap(Double.init) ?? 1
        try PNGWriter.write(renderer.render(chart, size: size, scale: scale), to: path)
        // For the tests: the crosshair's x, the plot's top and bottom, and where the temperature
        // line passes under the "warmest week" note's anchor (days 12 to 18).
        let note = (12...18).map { day in
            "\(chart.xAxis.pixelValue(forDataValue: Double(day)) * scale) \(chart.yAxis.pixelValue(forDataValue: temperature[day]) * scale)"
        }
        print("crosshair x \(pointer.x * scale) plot y \(plot.minY * scale) \(plot.maxY * scale) line \(note.joined(separator: " "))")
    } else {
        try ChartView(chart: chart, title: "Tour", size: size).run()
    }
} catch {
    FileHandle.standardError.write(Data("example-tour: \(error)\n".utf8))
    exit(1)
}
