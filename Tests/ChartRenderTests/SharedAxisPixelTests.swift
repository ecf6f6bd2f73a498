import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// One x axis shown by two charts of different widths, drawn headlessly: a drag in one moves the
/// data in both, each to the pixel its own layout computes.
final class SharedAxisPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let red = Color(hex: 0xd01c1c)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    /// A chart with a red upright line at x = 40, on `axis`.
    private func chart(_ title: String, axis: Axis) -> Chart {
        let chart = Chart(title: title)
        let source = ArrayDataSource()
        let mark = LineSeries(title: "mark")
        mark.style.lineColor = red
        mark.style.lineWidth = 3
        source.add(mark, x: [40, 40], y: [0, 10])
        chart.dataSource = source
        chart.legend.isVisible = false
        chart.xAxis = axis
        return chart
    }

    /// The centre of the red columns on the plot's middle row, in device pixels.
    private func redColumn(_ image: RGBAImage, plot: Rect, scale: Double) -> Double? {
        let row = Int(plot.midY * scale)
        let columns = (Int(plot.minX * scale)..<Int(plot.maxX * scale)).filter {
            PixelAssertions.distance(image, $0, row, red) < 60
        }
        guard !columns.isEmpty else { return nil }
        return Double(columns.reduce(0, +)) / Double(columns.count) + 0.5
    }

    func testADragInOneChartMovesTheLineInBothToEachChartsOwnPixels() throws {
        let shared = NumberAxis()
        shared.explicitDefaultRange = AxisRange(min: 0, max: 100)
        let wide = chart("wide", axis: shared), narrow = chart("narrow", axis: shared)
        narrow.yAxis.title = "a longer y title"
        let wideSize = Size(width: 640, height: 300), narrowSize = Size(width: 420, height: 300)
        func check(_ label: String) throws -> (wide: Double, narrow: Double) {
            var found: [Double] = []
            for (chart, size) in [(wide, wideSize), (narrow, narrowSize)] {
                let image = renderer.render(chart, size: size, scale: 1)
                PixelAssertions.keep(image, name: "shared-axis-\(chart.title!)-\(label)")
                let layout = try XCTUnwrap(chart.lastLayout)
                let expected = layout.pixelValue(forDataValue: 40, on: shared)
                let column = try XCTUnwrap(redColumn(image, plot: layout.plotArea, scale: 1), "\(label): the line in \(chart.title!)")
                XCTAssertEqual(column, expected, accuracy: 1, "\(label): \(chart.title!) draws x = 40 where its layout puts it")
                found.append(expected)
            }
            return (found[0], found[1])
        }
        let before = try check("before")
        let wideLayout = try XCTUnwrap(wide.lastLayout), narrowLayout = try XCTUnwrap(narrow.lastLayout)
        XCTAssertNotEqual(wideLayout.plotArea.width, narrowLayout.plotArea.width, "two pixel maps")

        // A drag of 120 points to the right in the wide chart, held still before the release.
        let start = Point(x: wideLayout.plotArea.midX, y: wideLayout.plotArea.midY)
        wide.handle(.pointerDown(button: .left, position: start, modifiers: [], clickCount: 1, time: 1), in: wideLayout)
        for step in 1...6 {
            let p = Point(x: start.x + 20 * Double(step), y: start.y)
            wide.handle(.pointerMove(position: p, buttons: [.left], time: 1 + 0.02 * Double(step)), in: wideLayout)
        }
        wide.handle(.pointerUp(button: .left, position: Point(x: start.x + 120, y: start.y), modifiers: [], time: 2), in: wideLayout)
        XCTAssertFalse(wide.isNavigationAnimating, "no momentum after a held release")
        XCTAssertTrue(narrow.advance(to: 2).needsRedraw, "the narrow chart is told to draw again")

        let after = try check("after")
        XCTAssertEqual(after.wide - before.wide, 120, accuracy: 0.5, "the line followed the pointer")
        // The same data shift in the narrow chart is fewer points: its plot is narrower.
        // (The drag mapped through the wide layout it started in; the narrow line is where
        // the narrow chart's own layout now puts it.)
        let narrowNow = try XCTUnwrap(narrow.lastLayout)
        let narrowShift = 120 * narrowNow.plotArea.width / wideLayout.plotArea.width
        XCTAssertEqual(after.narrow - before.narrow, narrowShift, accuracy: 0.5)
    }
}
