import ChartKit
import ChartTestSupport
import XCTest

/// The series crosshair (`Crosshair.tooltipStyle = .series`): a box in the tracked series' colour
/// above a column's point or right of a bar's end, its text readable on it; and a custom
/// `CrosshairDrawer` replacing the built-in lines and target.
final class SeriesCrosshairPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)
    private let navy = Color(hex: 0x1c2a6e)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func chart(_ series: ChartSeries, x: [Double], y: [Double], color: Color) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(series, x: x, y: y)
        chart.dataSource = source
        chart.legend.isVisible = false
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        chart.crosshair.tooltipStyle = .series
        return chart
    }

    /// Renders once for the layout, points the crosshair at `(x, y)` in data units, renders again.
    private func pointed(_ chart: Chart, x: Double, y: Double) throws -> (RGBAImage, Point) {
        _ = renderer.render(chart, size: size)
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: x),
                                                y: chart.yAxis.pixelValue(forDataValue: y))
        let image = renderer.render(chart, size: size)
        return (image, try XCTUnwrap(chart.crosshairTarget()).position)
    }

    /// Pixels in the rect whose contrast with `fill` is at least `ratio` (text drawn on it).
    private func contrasting(_ image: RGBAImage, _ rect: (Int, Int, Int, Int), with fill: Color, ratio: Double) -> Int {
        var n = 0
        for y in rect.1..<rect.3 {
            for x in rect.0..<rect.2 {
                let p = image[x, y]
                let c = Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
                if c.contrastRatio(with: fill) >= ratio { n += 1 }
            }
        }
        return n
    }

    func testLineTooltipIsFilledWithTheSeriesColourAboveThePoint() throws {
        let line = LineSeries(title: "navy")
        line.style.lineColor = navy
        let c = chart(line, x: [0, 1, 2, 3, 4], y: [1, 3, 2, 4, 3], color: navy)
        let (image, point) = try pointed(c, x: 2, y: 2)
        PixelAssertions.keep(image, name: "series-crosshair-line")
        let px = Int(point.x), py = Int(point.y)
        // The box's bottom edge stands 20 points above the point; its padding is 6 points.
        PixelAssertions.assertColor(image, x: px + 4, y: py - 23, navy, tolerance: 6, "inside the box, above the point")
        PixelAssertions.assertColor(image, x: px + 1, y: py - 13, navy, tolerance: 40, "the caret between box and point")
        PixelAssertions.assertColor(image, x: px + 4, y: py + 23, c.theme.plotBackground, tolerance: 8, "nothing below the point")
        // The text is shaded to read on navy: light pixels stand 4.5:1 apart from the fill.
        let readable = contrasting(image, (px - 40, py - 70, px + 40, py - 26), with: navy, ratio: 4.5)
        XCTAssertGreaterThan(readable, 30, "readable text in the box")
    }

    func testTooltipGoesBelowWhenThePointIsAtTheTop() throws {
        let line = LineSeries(title: "navy")
        line.style.lineColor = navy
        let c = chart(line, x: [0, 1, 2, 3, 4], y: [1, 3, 2, 4, 3], color: navy)
        c.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 4)
        let (image, point) = try pointed(c, x: 3, y: 4)
        PixelAssertions.keep(image, name: "series-crosshair-top")
        PixelAssertions.assertColor(image, x: Int(point.x) + 4, y: Int(point.y) + 23, navy, tolerance: 6,
                                    "no room above the top point: the box is below it")
    }

    func testBarTooltipStandsRightOfTheBarsEnd() throws {
        let orange = Color(hex: 0xe07b00)
        let bars = BarSeries(title: "bars")
        bars.style.fillColor = orange
        // A bar's value is its x, its place its y.
        let c = chart(bars, x: [3, 5, 2], y: [0, 1, 2], color: orange)
        c.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        let (image, point) = try pointed(c, x: 2, y: 2)
        PixelAssertions.keep(image, name: "series-crosshair-bar")
        let px = Int(point.x), py = Int(point.y)
        PixelAssertions.assertColor(image, x: px + 23, y: py + 2, orange, tolerance: 6, "the box right of the bar's end")
        PixelAssertions.assertColor(image, x: px + 13, y: py + 1, orange, tolerance: 40, "the caret pointing left at the end")
        // Orange is a middle tone: white text would stand under 3:1 on it, so the text turns dark.
        let readable = contrasting(image, (px + 22, py - 20, px + 120, py + 20), with: orange, ratio: 4.5)
        XCTAssertGreaterThan(readable, 30, "readable text in the box")
    }

    func testFloatingModeDrawsABoxPerSeriesBesideItsPoint() throws {
        let orange = Color(hex: 0xe07b00)
        let low = LineSeries(title: "low"), high = LineSeries(title: "high")
        low.style.lineColor = orange
        high.style.lineColor = navy
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(low, x: [0, 1, 2, 3, 4], y: [1, 1.5, 1, 1.5, 1])
        source.add(high, x: [0, 1, 2, 3, 4], y: [4, 3.5, 4, 3.5, 4])
        chart.dataSource = source
        chart.legend.isVisible = false
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 5)
        chart.crosshair.mode = .floating
        chart.crosshair.tooltipStyle = .series
        _ = renderer.render(chart, size: size)
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1.5), y: chart.yAxis.pixelValue(forDataValue: 2.5))
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "series-crosshair-floating")
        let reading = try XCTUnwrap(chart.crosshairReading())
        XCTAssertEqual(reading.rows.count, 2)
        for (row, color) in zip(reading.rows, [orange, navy]) {
            // Each box stands 14 points right of the line, centred on its own point.
            PixelAssertions.assertColor(image, x: Int(row.position.x) + 17, y: Int(row.position.y), color, tolerance: 6,
                                        "\(row.seriesTitle)'s box in its colour beside its point")
            PixelAssertions.assertColor(image, x: Int(row.position.x) + 9, y: Int(row.position.y), color, tolerance: 60,
                                        "\(row.seriesTitle)'s caret pointing at its point")
            let px = Int(row.position.x), py = Int(row.position.y)
            XCTAssertGreaterThan(contrasting(image, (px + 18, py - 8, px + 110, py + 8), with: color, ratio: 4.5), 20,
                                 "readable text in \(row.seriesTitle)'s box")
        }
        // The x read in the theme's tooltip box just below the plot, as an axis tag (no x label stands at 1.5).
        let plot = try XCTUnwrap(chart.lastLayout).plotArea
        let foot = (0..<16).map { PixelAssertions.distance(image, Int(reading.position.x) - 8, Int(plot.maxY) + 4 + $0, chart.theme.background) }
        XCTAssertGreaterThan(foot.filter { $0 > 100 }.count, 8, "a dark tag on the light ground below the plot")
        let inside = (4..<40).map { PixelAssertions.distance(image, Int(reading.position.x) - 8, Int(plot.maxY) - $0, chart.theme.plotBackground) }
        XCTAssertEqual(inside.filter { $0 > 100 }.count, 0, "nothing over the plot's foot, where points near the axis are")
    }

    func testFloatingBoxesOfNearbyPointsArePushedApart() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        for (i, title) in ["a", "b", "c"].enumerated() {
            source.add(LineSeries(title: title), x: [0, 4], y: [2 + Double(i) * 0.02, 2 + Double(i) * 0.02])
        }
        chart.dataSource = source
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 5)
        chart.crosshair.mode = .floating
        chart.crosshair.tooltipStyle = .series
        let measurer = renderer.fonts
        chart.applyLayout(size: size, measurer: measurer)
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 2), y: chart.yAxis.pixelValue(forDataValue: 2))
        let scene = chart.makeScene(size: size, measurer: measurer)
        PixelAssertions.keep(renderer.render(scene), name: "series-crosshair-floating-apart")
        let colors = chart.crosshairReading()!.rows.map { $0.color.withAlpha(1) }
        let boxes = scene.overlay.flatMap { command -> [RectShape] in
            if case .rects(let r) = command { return r } else { return [] }
        }.filter { colors.contains($0.fill) && $0.rect.height > 12 }.map(\.rect)
        XCTAssertEqual(boxes.count, 3, "a box per series")
        for i in boxes.indices { for j in boxes.indices where j > i {
            XCTAssertFalse(boxes[i].intersects(boxes[j]), "boxes \(boxes[i]) and \(boxes[j]) do not overlap")
        } }
    }

    private struct SolidLines: CrosshairDrawer {
        let color: Color
        func lineCommands(for reading: CrosshairReading, in context: CrosshairDrawingContext) -> [DrawCommand] {
            let plot = context.plotArea
            return [.segments(SegmentBatch(segments: [.init(from: Point(x: reading.position.x.rounded() + 0.5, y: plot.minY),
                                                            to: Point(x: reading.position.x.rounded() + 0.5, y: plot.maxY))],
                                           color: color, width: 3))]
        }

        func targetCommands(for row: TooltipRow, in context: CrosshairDrawingContext) -> [DrawCommand] {
            [.rects([RectShape(rect: Rect(x: row.position.x - 8, y: row.position.y - 8, width: 16, height: 16), fill: color)])]
        }
    }

    func testCustomDrawerReplacesLinesAndTarget() throws {
        let green = Color(hex: 0x1c9c3c)
        let line = LineSeries(title: "navy")
        line.style.lineColor = navy
        let c = chart(line, x: [0, 1, 2, 3, 4], y: [1, 3, 2, 4, 3], color: navy)
        c.crosshair.showsTooltip = false
        c.crosshairDrawer = SolidLines(color: green)
        let (image, point) = try pointed(c, x: 2, y: 2)
        PixelAssertions.keep(image, name: "series-crosshair-drawer")
        let plot = try XCTUnwrap(c.lastLayout).plotArea
        let column = Int(point.x.rounded())
        // The solid line has no dash gaps: every pixel down the plot area is green.
        let lineColumn = (Int(plot.minY) + 2..<Int(plot.maxY) - 2).filter {
            PixelAssertions.distance(image, column, $0, green) <= 6 || abs($0 - Int(point.y)) < 9
        }
        XCTAssertGreaterThan(Double(lineColumn.count), (plot.height - 4) * 0.9, "a solid custom line")
        PixelAssertions.assertColor(image, x: Int(point.x) + 6, y: Int(point.y) + 6, green, tolerance: 6,
                                    "the square target reaches 8 points out, past the built-in circle")
    }
}
