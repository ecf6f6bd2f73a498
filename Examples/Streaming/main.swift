// A chart fed point by point, as a movement tracker would: speed on the left axis, distance on a
// second axis at the right, the view following the newest minutes. The tooltip is drawn by the
// example (a card with the values and a small map of the route up to the point), and the
// crosshair stays on its data point while new data slide the view under a still pointer.
//
//     swift run example-streaming                               # a window, a reading every 0.2 s
//     swift run example-streaming --render out.png [--ticks N]  # N injected ticks, then a picture
import ChartKit
import Foundation

let tracker = Tracker(start: 1_700_000_000, secondsPerTick: 5)
let speedColor = Color(hex: 0x0072b2), distanceColor = Color(hex: 0xd55e00)
let cardColor = Color(hex: 0xfff4d6)

let distanceAxis = NumberAxis()
distanceAxis.title = "Distance (miles)"
distanceAxis.axisPosition = .reverse
distanceAxis.showsMajorGridLines = false

let data = ArrayDataSource()
let speed = LineSeries(title: "Speed")
speed.style.lineColor = speedColor
speed.style.lineWidth = 2
data.add(speed, x: [], y: [])
let distance = LineSeries(title: "Distance")
distance.style.lineColor = distanceColor
distance.style.lineWidth = 2
data.add(distance, x: [], y: [])
data.plot(distance, against: distanceAxis)

let chart = Chart(title: "Movement tracker")
chart.xAxis = DateTimeAxis()
chart.xAxis.title = "Time (UTC)"
chart.yAxis.title = "Speed (mph)"
chart.addYAxis(distanceAxis)
chart.dataSource = data
chart.legend.isVisible = true
chart.legend.position = .top
chart.rollingWindow = .span(3600)               // keep the last hour
chart.follow.visibleSpan = 300                  // show the last five minutes, sliding

let feed = ChartFeed()                          // the producer's side: any thread
chart.attach(feed)
func takeReading() {
    let reading = tracker.next()
    feed.append(x: reading.time, y: reading.speed, toSeriesAt: 0)
    feed.append(x: reading.time, y: reading.distance, toSeriesAt: 1)
}

// The custom tooltip: a card beside the point with its time, speed and distance, and the route
// travelled until then, drawn with the same primitives as everything else.
chart.tooltipDrawing = { reading, context in
    let card = Size(width: 170, height: 160)
    var origin = Point(x: reading.position.x + 14, y: reading.position.y - card.height / 2)
    if origin.x + card.width > context.plotArea.maxX { origin.x = reading.position.x - 14 - card.width }
    origin.y = min(max(origin.y, context.plotArea.minY + 4), context.plotArea.maxY - card.height - 4)
    let route = tracker.route(upTo: reading.x)
    guard let last = route.last else { return [] }
    let font = context.theme.tooltipFont, ink = Color(hex: 0x222222)
    func line(_ text: String, _ row: Double, _ color: Color = ink) -> DrawCommand {
        .text(TextCommand(text: text, font: font, color: color, position: Point(x: origin.x + 10, y: origin.y + 18 * row)))
    }
    var commands: [DrawCommand] = [
        .rects([RectShape(rect: Rect(x: origin.x, y: origin.y, width: card.width, height: card.height), fill: cardColor,
                          cornerRadius: 6, borderWidth: 1, borderColor: Color(hex: 0x8a6d3b))]),
        line(chart.xAxis.tooltipString(for: last.time), 1),
        line(String(format: "%.1f mph", last.speed), 2, speedColor),
        line(String(format: "%.2f miles", last.distance), 3, distanceColor),
    ]
    // The map: the route scaled into the card's lower part, north up, the point at its end.
    let frame = Rect(x: origin.x + 8, y: origin.y + 64, width: card.width - 16, height: card.height - 72)
    commands.append(.rects([RectShape(rect: frame, fill: .white, cornerRadius: 3, borderWidth: 1, borderColor: Color(hex: 0xc8b98f))]))
    let map = Rect(x: frame.minX + 6, y: frame.minY + 6, width: frame.width - 12, height: frame.height - 12)
    let east = route.map(\.east), north = route.map(\.north)
    let scale = min(map.width / max(east.max()! - east.min()!, 1e-9), map.height / max(north.max()! - north.min()!, 1e-9))
    let left = map.midX - (east.max()! - east.min()!) * scale / 2, bottom = map.midY + (north.max()! - north.min()!) * scale / 2
    let at = { (r: Tracker.Reading) in
        Point(x: left + (r.east - east.min()!) * scale, y: bottom - (r.north - north.min()!) * scale)
    }
    let segments = zip(route, route.dropFirst()).map { SegmentBatch.Segment(from: at($0), to: at($1)) }
    commands.append(.segments(SegmentBatch(segments: segments, color: ink, width: 1.5)))
    let end = at(last)
    commands.append(.rects([RectShape(rect: Rect(x: end.x - 3, y: end.y - 3, width: 6, height: 6), fill: distanceColor, cornerRadius: 3)]))
    return commands
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let size = Size(width: 900, height: 540)
do {
    if let path = option("--render") {
        let ticks = max(option("--ticks").flatMap(Int.init) ?? 120, 25)
        let scale = option("--scale").flatMap(Double.init) ?? 1
        let renderer = try ChartImageRenderer()
        // Time is the tick count: each tick takes a reading and advances the chart's clock.
        func tick(_ n: Int) {
            takeReading()
            chart.advance(to: Double(n) * tracker.secondsPerTick)
        }
        for n in 0..<(ticks - 20) { tick(n) }
        // The pointer comes to rest over the plot's middle, with a frame drawn before and after
        // as a window draws them (the line's geometry grows frame by frame), then twenty more
        // readings arrive.
        let plot = chart.makeScene(size: size, scale: scale, measurer: renderer.fonts).plotArea
        _ = chart.handle(.pointerMove(position: Point(x: plot.midX, y: plot.midY), buttons: [], time: 0))
        let shown = chart.makeScene(size: size, scale: scale, measurer: renderer.fonts)
        let held = shown.overlay.isEmpty ? nil : chart.crosshairTarget()
        for n in (ticks - 20)..<ticks { tick(n) }
        try PNGWriter.write(renderer.render(chart, size: size, scale: scale), to: path)
        if let before = held, let after = chart.crosshairTarget() {
            // For the tests: where the crosshair was and is, in device pixels.
            print("crosshair point \(after.pointIndex) of series \(after.seriesIndex), held from x \(before.position.x * scale) to \(after.position.x * scale)")
        }
    } else {
        let view = try ChartView(chart: chart, title: "Movement tracker", size: size)
        let producer = Thread {
            while true {
                takeReading()
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        producer.start()
        view.run()
    }
} catch {
    FileHandle.standardError.write(Data("example-streaming: \(error)\n".utf8))
    exit(1)
}
