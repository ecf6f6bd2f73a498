import ChartCore
import ChartKit
import XCTest

/// The range selector as drawn on its overview: veiled outside the window, clear inside, with
/// the window's outline where the main chart's range ends, in both themes and at scale 2.
final class RangeSelectorPixelTests: XCTestCase {
    func testTheOverviewShowsTheWindow() throws {
        let renderer = try ChartImageRenderer()
        for (theme, scale) in [(Theme.light, 1.0), (Theme.dark, 2.0)] {
            let xs = (0...1_000).map(Double.init)
            func chart() -> Chart {
                let chart = Chart()
                let source = ArrayDataSource()
                source.add(LineSeries(title: "s"), x: xs, y: xs.map { sin($0 / 40) * 10 })
                chart.dataSource = source
                chart.theme = theme
                return chart
            }
            let main = chart(), overview = chart()
            overview.yAxis.showsMajorGridLines = false
            overview.xAxis.showsMajorGridLines = false
            let selector = RangeSelector(main: main, overview: overview)
            main.setRange(min: 300, max: 500, on: main.xAxis)
            let size = Size(width: 600, height: 140)
            let image = renderer.render(overview, size: size, scale: scale)
            if let path = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
                try PNGWriter.write(image, to: "\(path)/range-selector-\(theme.name)@\(Int(scale)).png")
            }
            let window = try XCTUnwrap(selector.windowRect)
            let plot = try XCTUnwrap(overview.lastLayout?.plotArea)
            func pixel(_ x: Double, _ y: Double) -> [UInt8] {
                let p = image[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))]
                return [p.r, p.g, p.b]
            }
            // Same background on both sides of the left edge, away from the line: veiled outside.
            let y = plot.minY + 6
            let outside = pixel(window.minX - 20, y), inside = pixel(window.minX + 20, y)
            XCTAssertNotEqual(outside, inside, "\(theme.name): the veil differs from the window")
            // The outline at the window's left edge.
            let edge = pixel(window.minX, plot.minY + 2)
            XCTAssertNotEqual(edge, inside, "\(theme.name): an outline at the edge")
            withExtendedLifetime(selector) {}
        }
    }
}
