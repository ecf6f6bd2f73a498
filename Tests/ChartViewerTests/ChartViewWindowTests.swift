import ChartKit
import ChartText
import ChartViewer
import ChartTestSupport
import Foundation
import XCTest

/// The real `chartview` window on a private Xvfb server, checked by screenshot.
final class ChartViewWindowTests: XCTestCase {
    /// A chartview process showing its window on a private server, and where that window is.
    private struct OpenWindow {
        let x: XvfbSession
        let viewer: ViewerWindow
        var process: Process { viewer.process }
        var left: Int { viewer.left }
        var top: Int { viewer.top }
        var width: Int { viewer.width }
        var height: Int { viewer.height }

        /// How many pixels of the window lie within `tolerance` of `color`.
        func count(_ color: Color, in shot: RGBAImage, tolerance: Int = 12) -> Int {
            width * height - PixelAssertions.countPixels(in: shot, x0: left, y0: top, x1: left + width, y1: top + height,
                                                         differingFrom: color, tolerance: tolerance)
        }

        /// The screen once it shows what `done` looks for (looked at after each frame presented).
        func shot(until done: (RGBAImage) -> Bool) throws -> RGBAImage {
            try viewer.screenshot(until: done)
        }

        func close() throws {
            // With no window manager, keys go to the window under the pointer.
            try x.run("xdotool", ["mousemove", "\(left + width / 2)", "\(top + height / 2)"])
            try x.run("xdotool", ["key", "ctrl+q"])
            process.waitUntilExit()
        }
    }

    private func open(_ arguments: [String], x: XvfbSession) throws -> OpenWindow {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        return OpenWindow(x: x, viewer: try ViewerWindow(x, arguments: arguments))
    }

    private func startServer() throws -> XvfbSession {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        return try XvfbSession(width: 1100, height: 700)
    }

    func testChartviewOpensAWindowShowingTheDemoChart() throws {
        let x = try startServer()
        defer { x.stop() }
        let window = try open(["--size", "900x560", "--print-layout"], x: x)
        defer { if window.process.isRunning { window.process.terminate(); window.process.waitUntilExit() } }
        XCTAssertEqual(window.width, 900)
        XCTAssertEqual(window.height, 560)
        let (left, top) = (window.left, window.top)
        // Where the title is: the same chart laid out in-process with the same fonts.
        let demo = try Self.demoLayout().layout
        let title = try XCTUnwrap(demo.titleFrame)

        // The first frame is on screen once the demo's first series colour shows.
        let lineColor = Theme.light.paletteColor(0)
        var shot = try window.shot { window.count(lineColor, in: $0) > 500 }
        PixelAssertions.keep(shot, name: "chartview-window")
        XCTAssertGreaterThan(window.count(lineColor, in: shot), 500, "the demo's first line is drawn in the window")
        // The canvas corner is the light theme's background, and the title row has dark glyph pixels.
        PixelAssertions.assertColor(shot, x: left + 3, y: top + 3, Theme.light.background, tolerance: 1)
        let titleInk = PixelAssertions.countPixels(in: shot, x0: left + Int(title.minX), y0: top + Int(title.minY),
                                                   x1: left + Int(title.maxX), y1: top + Int(title.maxY),
                                                   differingFrom: Theme.light.background, tolerance: 60)
        XCTAssertGreaterThan(titleInk, 100, "the title is drawn")

        // Hovering over the plot draws the crosshair and its tooltip beside the pointer.
        let idle = shot
        func changed(_ image: RGBAImage) -> Int {
            var n = 0
            for y in top..<(top + 560) {
                for x in left..<(left + 900) where PixelAssertions.distance(image, x, y, Self.color(idle, x, y)) > 30 {
                    n += 1
                }
            }
            return n
        }
        // Into the plot as the frame laid it out (--print-layout), left of its middle.
        let plot = try window.viewer.plotArea()
        XCTAssertEqual(plot, demo.plotArea, "the window's frame put the plot where the same chart laid out in-process does")
        try x.run("xdotool", ["mousemove"] + window.viewer.screen(Point(x: plot.minX + 0.4 * plot.width, y: plot.midY)))
        shot = try window.shot { changed($0) > 2000 }
        PixelAssertions.keep(shot, name: "chartview-window-hover")
        XCTAssertGreaterThan(changed(shot), 2000, "crosshair lines and tooltip appear under the pointer")

        // Ctrl+Q closes the window and chartview exits cleanly.
        try window.close()
        XCTAssertEqual(window.process.terminationStatus, 0)
    }

    func testClickingALegendEntryHidesAndShowsItsSeries() throws {
        let x = try startServer()
        defer { x.stop() }
        let window = try open(["--size", "900x560"], x: x)
        defer { if window.process.isRunning { window.process.terminate(); window.process.waitUntilExit() } }

        // Where the legend entries are: the same chart laid out in-process with the same fonts.
        let (layout, chart) = try Self.demoLayout()
        let entry = try XCTUnwrap(layout.legendEntries.first { $0.title == "Madrid" })
        // A line in a pale palette colour is drawn shaded to 3:1 on the ground.
        let madrid = Theme.light.paletteColor(chart.series[entry.seriesIndex].paletteIndex ?? 0)
            .readable(on: Theme.light.plotBackground)
        let plot = layout.plotArea
        func plotPixels(_ image: RGBAImage, _ color: Color) -> Int {
            let x0 = window.left + Int(plot.minX), y0 = window.top + Int(plot.minY)
            let x1 = window.left + Int(plot.maxX), y1 = window.top + Int(plot.maxY)
            return (x1 - x0) * (y1 - y0) - PixelAssertions.countPixels(in: image, x0: x0, y0: y0, x1: x1, y1: y1,
                                                                      differingFrom: color, tolerance: 12)
        }
        let before = try window.shot { plotPixels($0, madrid) > 1000 }
        XCTAssertGreaterThan(plotPixels(before, madrid), 1000, "Madrid's line is drawn")

        let click = ["\(window.left + Int(entry.symbolFrame.midX))", "\(window.top + Int(entry.symbolFrame.midY))"]
        try x.run("xdotool", ["mousemove"] + click + ["click", "1"])
        let hidden = try window.shot { plotPixels($0, madrid) < 20 }
        PixelAssertions.keep(hidden, name: "chartview-legend-hidden")
        XCTAssertLessThan(plotPixels(hidden, madrid), 20, "a click on its legend entry hides the series")
        XCTAssertGreaterThan(plotPixels(hidden, Theme.light.paletteColor(0)), 1000, "the others stay")

        // The second click lands on the entry's title, farther from the first than a double-click
        // may stray (ClickCounter's 4 points): a click of its own however soon it comes.
        let title = Point(x: entry.frame.maxX - 3, y: entry.frame.midY)
        XCTAssertGreaterThan(title.x - entry.symbolFrame.midX, 2 * InputEvent.ClickCounter().distance)
        let titleClick = ["\(window.left + Int(title.x))", "\(window.top + Int(title.y))"]
        try x.run("xdotool", ["mousemove"] + titleClick + ["click", "1"])
        let shown = try window.shot { plotPixels($0, madrid) > 1000 }
        XCTAssertGreaterThan(plotPixels(shown, madrid), 1000, "a second click shows it again")
        try window.close()
    }

    /// The demo chart of a 900×560 window laid out in-process with the window's fonts, and the chart.
    private static func demoLayout() throws -> (layout: ChartLayout, chart: Chart) {
        let (chart, _) = try ChartFactory.makeChart(path: nil, options: ChartOptions.parse([]))
        let status = StatusLine()   // as the window has: its strip below takes room from the plot
        chart.addExtension(status)
        let layout = chart.applyLayout(size: Size(width: 900, height: 560), scale: 1, measurer: try FontLibrary())
        withExtendedLifetime(status) {}
        return (layout, chart)
    }

    private static func color(_ image: RGBAImage, _ x: Int, _ y: Int) -> Color {
        let p = image[x, y]
        return Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
    }
}
