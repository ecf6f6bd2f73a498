import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// The real `chartview` window on a private Xvfb server, checked by screenshot.
final class ChartViewWindowTests: XCTestCase {
    func testChartviewOpensAWindowShowingTheDemoChart() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        let x = try XvfbSession(width: 1100, height: 700)
        defer { x.stop() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: chartview)
        process.arguments = ["--size", "900x560"]
        process.environment = x.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate(); process.waitUntilExit() } }

        // xdotool's --sync returns once the window exists.
        let id = try x.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "chartview"]).split(separator: "\n").first.map(String.init)
        let window = try XCTUnwrap(id, "no chartview window appeared")
        let geometry = try x.run("xdotool", ["getwindowgeometry", "--shell", window])
        let values = Dictionary(uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
            let parts = line.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
        })
        XCTAssertEqual(values["WIDTH"], 900)
        XCTAssertEqual(values["HEIGHT"], 560)
        let left = values["X"] ?? 0, top = values["Y"] ?? 0

        // Poll (bounded) until the first frame is on screen: the demo's first series colour shows.
        let lineColor = Theme.light.paletteColor(0)
        var shot = try x.screenshot()
        var linePixels = 0
        for _ in 0..<100 {
            linePixels = PixelAssertions.countPixels(in: shot, x0: left, y0: top, x1: left + 900, y1: top + 560,
                                                     differingFrom: lineColor, tolerance: 12)
            linePixels = 900 * 560 - linePixels
            if linePixels > 500 { break }
            usleep(50_000)
            shot = try x.screenshot()
        }
        PixelAssertions.keep(shot, name: "chartview-window")
        XCTAssertGreaterThan(linePixels, 500, "the demo's first line is drawn in the window")
        // The canvas corner is the light theme's background, and the title row has dark glyph pixels.
        PixelAssertions.assertColor(shot, x: left + 3, y: top + 3, Theme.light.background, tolerance: 1)
        let titleInk = PixelAssertions.countPixels(in: shot, x0: left + 200, y0: top + 10, x1: left + 700, y1: top + 34,
                                                   differingFrom: Theme.light.background, tolerance: 60)
        XCTAssertGreaterThan(titleInk, 100, "the title is drawn")

        // Hovering over the plot draws the crosshair and its tooltip beside the pointer.
        let idle = shot
        try x.run("xdotool", ["mousemove", "\(left + 400)", "\(top + 300)"])
        var changed = 0
        for _ in 0..<100 {
            shot = try x.screenshot()
            changed = 0
            for y in top..<(top + 560) {
                for x in left..<(left + 900) where PixelAssertions.distance(shot, x, y, Self.color(idle, x, y)) > 30 {
                    changed += 1
                }
            }
            if changed > 2000 { break }
            usleep(50_000)
        }
        PixelAssertions.keep(shot, name: "chartview-window-hover")
        XCTAssertGreaterThan(changed, 2000, "crosshair lines and tooltip appear under the pointer")

        // Ctrl+Q closes the window and chartview exits cleanly. With no window manager, keys go to
        // the window under the pointer.
        try x.run("xdotool", ["mousemove", "\(left + 450)", "\(top + 280)"])
        try x.run("xdotool", ["key", "ctrl+q"])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    private static func color(_ image: RGBAImage, _ x: Int, _ y: Int) -> Color {
        let p = image[x, y]
        return Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
    }
}
