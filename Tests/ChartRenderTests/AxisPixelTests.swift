import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Axes drawn headlessly and checked at pixels computed from the model: two y axes, an axis
/// crossing at a value, log grid lines, and timestamps zoomed to milliseconds.
final class AxisPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)
    private let red = Color(hex: 0xd01c1c)
    private let blue = Color(hex: 0x1040e0)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    /// Two series on chosen axes.
    private final class Source: ChartDataSource {
        var entries: [(ChartSeries, [Double], [Double], Axis?)] = []
        func numberOfSeries(in chart: Chart) -> Int { entries.count }
        func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { entries[index].0 }
        func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { entries[seriesIndex].1.count }
        func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
            DataPoint(x: entries[seriesIndex].1[pointIndex], y: entries[seriesIndex].2[pointIndex])
        }
        func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? { entries[seriesIndex].3 }
    }

    private func texts(_ scene: Scene) -> [TextCommand] {
        scene.chrome.compactMap { command -> TextCommand? in
            if case .text(let t) = command { return t } else { return nil }
        }
    }

    /// The axis-aligned box a text command covers, from the font's measurements.
    private func box(_ text: TextCommand) -> Rect {
        let m = renderer.fonts.measure(text.text, font: text.font)
        let turned = abs(abs(text.rotation) - Double.pi / 2) < 1e-9
        let w = turned ? m.height : m.width, h = turned ? m.width : m.height
        var x = text.position.x, y = text.position.y
        if !turned {
            switch text.horizontalAnchor { case .left: break; case .center: x -= w / 2; case .right: x -= w }
            switch text.verticalAnchor { case .top: break; case .center: y -= h / 2; case .baseline: y -= m.ascent; case .bottom: y -= h }
        } else {
            x -= w / 2
            y -= h / 2
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    func testLeftAndRightAxesDrawTheirLabelsAndTitlesWithoutOverlap() throws {
        let chart = Chart(title: "Climate")
        let rain = NumberAxis()
        rain.axisPosition = .reverse
        rain.title = "Rainfall (mm)"
        rain.showsMajorGridLines = false
        chart.yAxis.title = "Temperature (°C)"
        chart.addYAxis(rain)
        let temperature = LineSeries(title: "t"), rainfall = LineSeries(title: "r")
        temperature.style.lineColor = red
        rainfall.style.lineColor = blue
        let source = Source()
        let months = (0..<12).map(Double.init)
        source.entries = [(temperature, months, months.map { 10 + 8 * sin($0 / 2) }, nil),
                          (rainfall, months, months.map { 500 + 400 * cos($0 / 2) }, rain)]
        chart.dataSource = source
        let scene = chart.makeScene(size: size, measurer: renderer.fonts)
        let image = renderer.render(scene)
        PixelAssertions.keep(image, name: "two-y-axes")
        let layout = try XCTUnwrap(chart.lastLayout)
        let plot = layout.plotArea

        // Every tick label of both axes: beside its own axis, none overlapping another.
        let labels = texts(scene).filter { text in
            (layout.yAxes[0].labels + layout.yAxes[1].labels).contains(text.text) && text.rotation == 0
                && text.horizontalAnchor != .center
        }
        XCTAssertEqual(labels.count, layout.yAxes[0].tickMarks.filter(\.showsLabel).count
                       + layout.yAxes[1].tickMarks.filter(\.showsLabel).count)
        for label in labels {
            let b = box(label)
            XCTAssertTrue(b.maxX <= plot.minX || b.minX >= plot.maxX, "\(label.text) sits beside the plot")
        }
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] {
                XCTAssertFalse(box(a).insetBy(dx: 0.5, dy: 0.5).intersects(box(b)), "\(a.text) overlaps \(b.text)")
            }
        }
        // The right axis's labels are inked right of the plot, at the rows of their ticks.
        for mark in layout.yAxes[1].tickMarks where mark.showsLabel {
            let row = Int(mark.position)
            let ink = PixelAssertions.countPixels(in: image, x0: Int(plot.maxX) + 8, y0: row - 4, x1: Int(layout.yAxes[1].frame.maxX) - 16,
                                                  y1: row + 5, differingFrom: Theme.light.background)
            XCTAssertGreaterThan(ink, 4, "label \(mark.text) is drawn")
        }
        // Both titles are drawn, turned, in their bands.
        for (axisLayout, title) in [(layout.yAxes[0], "Temperature (°C)"), (layout.yAxes[1], "Rainfall (mm)")] {
            let text = try XCTUnwrap(texts(scene).first { $0.text == title })
            let b = box(text)
            XCTAssertTrue(axisLayout.frame.insetBy(dx: -1, dy: -1).contains(Point(x: b.minX, y: b.minY)))
            let ink = PixelAssertions.countPixels(in: image, x0: Int(b.minX), y0: Int(b.minY), x1: Int(b.maxX) + 1,
                                                  y1: Int(b.maxY) + 1, differingFrom: Theme.light.background)
            XCTAssertGreaterThan(ink, 100, "\(title) is drawn")
            XCTAssertGreaterThan(b.height, b.width, "\(title) reads vertically")
        }
        // Each line follows its own axis.
        let x = chart.xAxis.pixelValue(forDataValue: 5)
        PixelAssertions.assertColor(image, x: Int(x), y: Int(chart.yAxis.pixelValue(forDataValue: 10 + 8 * sin(2.5))), red, tolerance: 60)
        PixelAssertions.assertColor(image, x: Int(x), y: Int(rain.pixelValue(forDataValue: 500 + 400 * cos(2.5))), blue, tolerance: 60)
    }

    func testAnXAxisCrossingAtZeroIsDrawnThere() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(), x: [-5, 5], y: [-4, 9])
        chart.dataSource = source
        chart.yAxis.setVisibleRange(AxisRange(min: -5, max: 10))
        chart.xAxis.axisPositionValue = 0
        chart.xAxis.style.lineColor = blue
        chart.xAxis.style.lineWidth = 2
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "crossing-axis")
        let layout = try XCTUnwrap(chart.lastLayout)
        let plot = layout.plotArea
        let row = layout.xAxis.linePosition
        XCTAssertEqual(row + 1, chart.yAxis.pixelValue(forDataValue: 0), accuracy: 0.5)
        // The line, two pixels thick, across the plot at y = 0; nothing blue below it.
        // Probed halfway between tick marks, whose ends reach into the line.
        let marks = layout.xAxis.tickMarks.map(\.position).sorted()
        for (a, b) in zip(marks, marks.dropFirst()) where b - a > 6 {
            let x = Int((a + b) / 2)
            PixelAssertions.assertColor(image, x: x, y: Int(row), blue, tolerance: 8)
            PixelAssertions.assertColor(image, x: x, y: Int(row) + 1, blue, tolerance: 8)
        }
        let belowBlue = (Int(row) + 12..<Int(plot.maxY) - 2).filter { PixelAssertions.distance(image, Int(plot.midX) + 3, $0, blue) < 10 }
        XCTAssertEqual(belowBlue, [], "no second axis line at the bottom")
        // Its labels hang under the line, inside the plot area.
        let label = try XCTUnwrap(layout.xAxis.tickMarks.first { $0.showsLabel && $0.value == 2 })
        let ink = PixelAssertions.countPixels(in: image, x0: Int(label.position) - 6, y0: Int(layout.xAxis.labelPosition),
                                              x1: Int(label.position) + 6, y1: Int(layout.xAxis.labelPosition) + 12,
                                              differingFrom: Theme.light.plotBackground)
        XCTAssertGreaterThan(ink, 5)
    }

    func testLogGridLinesSitAtThePowersOfTen() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let series = LineSeries()
        series.style.lineColor = red
        source.add(series, x: [0, 1, 2, 3, 4], y: [1, 10, -3, 1000, 10_000])
        chart.yAxis = LogarithmicAxis()
        chart.yAxis.showsMinorGridLines = true
        chart.dataSource = source
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 1, max: 10_000), "−3 has no logarithm: it does not count")
        chart.yAxis.setVisibleRange(AxisRange(min: 1, max: 10_000))
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "log-grid")
        let layout = try XCTUnwrap(chart.lastLayout)
        let plot = layout.plotArea
        XCTAssertEqual(layout.yAxis.majorTicks.values, [1, 10, 100, 1000, 10_000])
        XCTAssertEqual(layout.yAxis.labels, ["1", "10", "100", "1,000", "10,000"])
        // Equal ratios, equal distances: a decade is a quarter of the plot.
        let probeX = Int(plot.maxX) - 4
        for k in 1...3 {
            let y = plot.minY + plot.height * Double(4 - k) / 4
            XCTAssertEqual(chart.yAxis.pixelValue(forDataValue: pow(10, Double(k))), y, accuracy: 1e-9)
            PixelAssertions.assertColor(image, x: probeX, y: Int(y), Theme.light.majorGridLineColor, tolerance: 3, "10^\(k)")
        }
        // Minor lines at 2 … 9 × 10^k, log-spaced.
        let two = chart.yAxis.pixelValue(forDataValue: 200), five = chart.yAxis.pixelValue(forDataValue: 500)
        XCTAssertEqual(two, plot.minY + plot.height * (1 - (2 + log10(2)) / 4), accuracy: 1e-9)
        PixelAssertions.assertColor(image, x: probeX, y: Int(two), Theme.light.minorGridLineColor, tolerance: 3)
        PixelAssertions.assertColor(image, x: probeX, y: Int(five), Theme.light.minorGridLineColor, tolerance: 3)
        // The line is drawn where it has logarithms, and broken around the point at −3.
        let x01 = (chart.xAxis.pixelValue(forDataValue: 0) + chart.xAxis.pixelValue(forDataValue: 1)) / 2
        let y01 = (chart.yAxis.pixelValue(forDataValue: 1) + chart.yAxis.pixelValue(forDataValue: 10)) / 2
        PixelAssertions.assertColor(image, x: Int(x01), y: Int(y01), red, tolerance: 60)
        let x2 = Int(chart.xAxis.pixelValue(forDataValue: 2))
        let redInGap = PixelAssertions.countPixels(in: image, x0: x2 - 30, y0: Int(plot.minY), x1: x2 + 30, y1: Int(plot.maxY),
                                                   differingFrom: red, tolerance: 60)
        XCTAssertEqual(redInGap, 60 * (Int(plot.maxY) - Int(plot.minY)), "no red around the gap at x = 2")
    }

    /// Points 0.5 ms apart, ten milliseconds of them, viewed through a five-millisecond window:
    /// every marker's centre lies within half a pixel of its exact position, the line passes
    /// through the markers, and the tick labels are distinct and name the right instants.
    private func checkDeepZoom(axis: DateTimeAxis, origin: Double, unitsPerMillisecond: Double, name: String) throws {
        let chart = Chart()
        chart.xAxis = axis
        let line = LineSeries(title: "samples")
        line.style.lineColor = red
        line.style.lineWidth = 1
        line.style.showsMarkers = true
        line.style.marker = MarkerStyle(shape: .square, size: 5, fillColor: blue, strokeColor: blue, strokeWidth: 0)
        let xs = (0...20).map { origin + Double($0) * 0.5 * unitsPerMillisecond }
        let ys = (0...20).map { Double($0 % 4) }
        let source = ArrayDataSource()
        source.add(line, x: xs, y: ys)
        chart.dataSource = source
        chart.yAxis.setVisibleRange(AxisRange(min: -1, max: 4))
        chart.xAxis.setVisibleRange(AxisRange(min: origin + 2.2 * unitsPerMillisecond, max: origin + 7.2 * unitsPerMillisecond))
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: name)
        let layout = try XCTUnwrap(chart.lastLayout)
        let plot = layout.plotArea
        var checked = 0
        for (x, y) in zip(xs, ys) {
            // The exact position, in Double arithmetic from the axis range.
            let px = chart.xAxis.pixelValue(forDataValue: x), py = chart.yAxis.pixelValue(forDataValue: y)
            guard px > plot.minX + 6, px < plot.maxX - 6 else { continue }
            // The centroid of the marker's blue pixels.
            var sumX = 0.0, sumY = 0.0, weight = 0.0
            for row in Int(py) - 6...Int(py) + 6 {
                for column in Int(px) - 6...Int(px) + 6 {
                    let p = image[column, row]
                    let blueness = max(0, Double(p.b) - Double(p.r)) / 255
                    guard blueness > 0.1 else { continue }
                    sumX += (Double(column) + 0.5) * blueness
                    sumY += (Double(row) + 0.5) * blueness
                    weight += blueness
                }
            }
            XCTAssertGreaterThan(weight, 10, "marker at \(x) is drawn")
            XCTAssertEqual(sumX / weight, px, accuracy: 0.5, "marker x at \(x)")
            XCTAssertEqual(sumY / weight, py, accuracy: 0.5, "marker y at \(x)")
            checked += 1
        }
        XCTAssertEqual(checked, 10, "ten markers inside the window")
        // The line between two neighbouring markers runs through its exact midpoint.
        for i in 5..<13 {
            let mx = (chart.xAxis.pixelValue(forDataValue: xs[i]) + chart.xAxis.pixelValue(forDataValue: xs[i + 1])) / 2
            let my = (chart.yAxis.pixelValue(forDataValue: ys[i]) + chart.yAxis.pixelValue(forDataValue: ys[i + 1])) / 2
            guard mx > plot.minX + 2, mx < plot.maxX - 2 else { continue }
            let nearest = (Int(my) - 2...Int(my) + 2).map { PixelAssertions.distance(image, Int(mx), $0, red) }.min() ?? 255
            XCTAssertLessThan(nearest, 90, "line between points \(i) and \(i + 1)")
        }
        // Tick labels: distinct, and each names its instant to the tenth of a millisecond.
        let labels = layout.xAxis.labels
        XCTAssertGreaterThanOrEqual(labels.count, 4)
        XCTAssertEqual(Set(labels).count, labels.count, "distinct labels: \(labels)")
        for (value, label) in zip(layout.xAxis.majorTicks.values, labels) {
            let seconds = value / (unitsPerMillisecond * 1000)
            let fraction = seconds - seconds.rounded(.down)
            XCTAssertTrue(label.hasPrefix("22:13:20."), label)
            XCTAssertEqual(Double("0" + label.dropFirst(8))!, fraction, accuracy: 0.00005, label)
            // Within Double's own resolution of the window's start (2.4e-7 s ≈ 0.03 px here).
            let tick = chart.xAxis.pixelValue(forDataValue: value)
            XCTAssertEqual(tick, plot.minX + (value - (origin + 2.2 * unitsPerMillisecond)) / (5 * unitsPerMillisecond) * plot.width,
                           accuracy: 0.05)
        }
    }

    func testEpochSecondsZoomedToMillisecondsDrawWithinHalfAPixel() throws {
        try checkDeepZoom(axis: DateTimeAxis(), origin: 1_700_000_000, unitsPerMillisecond: 0.001, name: "deep-zoom-seconds")
    }

    func testEpochMillisecondsZoomedToMillisecondsDrawWithinHalfAPixel() throws {
        let axis = DateTimeAxis()
        axis.valueUnit = .milliseconds
        try checkDeepZoom(axis: axis, origin: 1_700_000_000_000, unitsPerMillisecond: 1, name: "deep-zoom-milliseconds")
    }
}
