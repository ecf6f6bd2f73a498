import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Every program in Examples/, run headless as a user would (`--render OUT.png`), its picture
/// checked at the positions the program reports for what it drew.
final class ExamplesTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("examples")
    }

    /// Runs `example-NAME --render` and returns its image and the numbers of its one report line.
    private func render(_ name: String, _ arguments: [String] = []) throws -> (RGBAImage, [Double]) {
        let path = scratch.path("\(name).png")
        let result = try CommandRunner.run(CommandRunner.product("example-\(name)"), ["--render", path] + arguments)
        XCTAssertEqual(result.status, 0, "example-\(name) failed: \(result.stderr)")
        let image = try PNGReader.read(path)
        PixelAssertions.keep(image, name: "example-\(name)")
        let numbers = result.stdout.split(whereSeparator: { " ,\n".contains($0) }).compactMap { Double($0) }
        return (image, numbers)
    }

    private func isColor(_ image: RGBAImage, _ x: Int, _ y: Int, _ color: Color, tolerance: Int = 12) -> Bool {
        PixelAssertions.distance(image, x, y, color) <= tolerance
    }

    private func count(_ color: Color, in image: RGBAImage, x: Range<Int>, y: Range<Int>, tolerance: Int = 12) -> Int {
        var found = 0
        for py in y.clamped(to: 0..<image.height) {
            for px in x.clamped(to: 0..<image.width) where isColor(image, px, py, color, tolerance: tolerance) { found += 1 }
        }
        return found
    }

    func testTornadoBarsGrowBothWaysFromTheBaseLine() throws {
        let (image, numbers) = try render("tornado")
        XCTAssertEqual(image.width, 800)
        guard numbers.count == 6 else { return XCTFail("base x and five rows: \(numbers)") }
        let baseX = Int(numbers[0]), rows = numbers.dropFirst().map { Int($0) }
        let low = Color(hex: 0xe69f00), high = Color(hex: 0x0072b2)
        // Rows 0-2 and 4: the low estimate left of the base, the high one right of it.
        for row in [1, 2, 4] {
            XCTAssertGreaterThan(count(low, in: image, x: (baseX - 60)..<(baseX - 4), y: rows[row]..<(rows[row] + 1)), 20, "row \(row)")
            XCTAssertGreaterThan(count(high, in: image, x: (baseX + 4)..<(baseX + 60), y: rows[row]..<(rows[row] + 1)), 20, "row \(row)")
        }
        // Row 3 is inverted (its low estimate lies above the base): each bar on the other side.
        XCTAssertGreaterThan(count(low, in: image, x: (baseX + 4)..<(baseX + 60), y: rows[3]..<(rows[3] + 1)), 20)
        XCTAssertGreaterThan(count(high, in: image, x: (baseX - 60)..<(baseX - 4), y: rows[3]..<(rows[3] + 1)), 20)
        // The base line between the rows, and nothing of the bars far past a row's ends.
        let between = (rows[0] + rows[1]) / 2
        XCTAssertTrue(isColor(image, baseX, between, Color(hex: 0x333333), tolerance: 40), "the base line")
        XCTAssertEqual(count(low, in: image, x: 0..<(baseX - 200), y: rows[0]..<(rows[0] + 1)), 0, "Tax rate's low bar is short")
    }

    func testRangeSelectorVeilsTheOverviewOutsideItsWindow() throws {
        let (image, numbers) = try render("range-selector")
        guard numbers.count == 4 else { return XCTFail("the window's edges: \(numbers)") }
        // The overview is the lower quarter of the 600-point-high image (rows 3:1).
        let top = 450.0, minX = numbers[0], maxX = numbers[1], y = Int(top + numbers[2] + 6)
        XCTAssertGreaterThan(maxX - minX, 20, "the window spans days 200-280 of 365")
        func rgb(_ x: Double) -> [UInt8] {
            let p = image[Int(x), y]
            return [p.r, p.g, p.b]
        }
        // Above the data: the same veil on both sides of the window, something else inside it.
        XCTAssertEqual(rgb(minX - 30), rgb(maxX + 30), "veiled on both sides")
        XCTAssertNotEqual(rgb((minX + maxX) / 2), rgb(minX - 30), "the window is not veiled")
        // The main chart shows the window's days only: its line crosses the whole plot.
        let line = Theme.light.palette[0]
        XCTAssertGreaterThan(count(line, in: image, x: 100..<800, y: 40..<420, tolerance: 30), 500)
    }

    func testStreamingChartKeepsTheCrosshairOnItsPoint() throws {
        let (image, numbers) = try render("streaming", ["--ticks", "80"])
        guard numbers.count == 4 else { return XCTFail("point, series, crosshair x before and after: \(numbers)") }
        let before = numbers[2], after = numbers[3]
        XCTAssertLessThan(after, before - 20, "the crosshair slid left with its point as 20 readings arrived")
        let width = image.width
        let speed = Color(hex: 0x0072b2), distance = Color(hex: 0xd55e00), card = Color(hex: 0xfff4d6)
        XCTAssertGreaterThan(count(speed, in: image, x: 0..<width, y: 60..<500, tolerance: 30), 200, "the speed line")
        XCTAssertGreaterThan(count(distance, in: image, x: 0..<width, y: 60..<500, tolerance: 30), 200, "the distance line")
        // The custom tooltip's card beside the crosshair, to its right or left.
        let x = Int(after)
        let nearCard = count(card, in: image, x: (x - 190)..<(x + 190), y: 0..<image.height, tolerance: 4)
        XCTAssertGreaterThan(nearCard, 8_000, "the custom card is drawn (its map is white)")
    }

    func testDashboardDrawsEveryHostInEveryChart() throws {
        let (image, _) = try render("dashboard")
        XCTAssertEqual(image.height, 800)
        // Panes of 2:1:1 rows; each shows the four hosts' colours (lines shade a pale palette
        // colour to stand 3:1 on the ground).
        let palette = Theme.light.palette.prefix(4).map { $0.readable(on: Theme.light.plotBackground) }
        for (index, rows) in [0..<400, 400..<600, 600..<800].enumerated() {
            let shown = palette.filter { count($0, in: image, x: 0..<1000, y: rows, tolerance: 20) > 40 }
            XCTAssertEqual(shown.count, 4, "pane \(index) shows every host")
        }
    }

    func testTourDrawsTheDarkThemeBothAxesAndTheCrosshair() throws {
        let (image, numbers) = try render("tour")
        guard numbers.count == 17 else { return XCTFail("crosshair x, plot top and bottom, 7 line points: \(numbers)") }
        let theme = Theme.dark
        XCTAssertTrue(isColor(image, 2, 2, theme.background, tolerance: 3), "the dark theme")
        let plotTop = Int(numbers[1]), plotBottom = Int(numbers[2])
        let lines = theme.palette.prefix(2).filter {
            count($0, in: image, x: 0..<image.width, y: plotTop..<plotBottom, tolerance: 20) > 100
        }
        XCTAssertEqual(lines.count, 2, "temperature and rainfall")
        // The crosshair's vertical line at day 20 (away from the tooltip beside it).
        let x = Int(numbers[0])
        let column = (plotTop..<plotBottom).filter { isColor(image, x, $0, theme.crosshairColor, tolerance: 40) }
        XCTAssertGreaterThan(column.count, (plotBottom - plotTop) / 4, "the crosshair line")
        // The "warmest week" note does not sit on the temperature line it names (days 12 to 18).
        let temperature = theme.palette[1]
        for day in 0..<7 {
            let px = Int(numbers[3 + 2 * day]), py = Int(numbers[4 + 2 * day])
            XCTAssertGreaterThan(count(temperature, in: image, x: (px - 1)..<(px + 2), y: (py - 1)..<(py + 2), tolerance: 40), 0,
                                 "the line shows at day \(12 + day)")
        }
    }

    func testExamplesRenderAtScale2() throws {
        let (image, _) = try render("tornado", ["--scale", "2"])
        XCTAssertEqual(image.width, 1600)
    }
}
