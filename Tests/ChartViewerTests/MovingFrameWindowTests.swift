import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Moving frames in a real window (`ChartView` on a private Xvfb server): a pan's frames move
/// the plot picture, what the screen shows mid-pan stays within the moving-frame bound of the
/// exact picture (drawn offscreen by `ChartImageRenderer`), and the frame at rest that the view
/// asks for after a moved frame makes the screen exactly the offscreen picture.
final class MovingFrameWindowTests: XCTestCase {
    func testAPanMovesThePictureAndTheScreenAtRestIsExact() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let x = try XvfbSession(width: 800, height: 600)
        defer { x.stop() }
        x.exportDisplay()

        let chart = Chart(title: "Moving frames in a window")
        let source = ArrayDataSource()
        let xs = (0..<5000).map(Double.init)
        source.add(LineSeries(title: "wave"), x: xs, y: xs.map { sin($0 / 90) * 3 + cos($0 / 23) })
        chart.dataSource = source
        chart.crosshair.isEnabled = false
        chart.xAxis.setVisibleRange(AxisRange(min: 1000, max: 3000))
        let size = Size(width: 480, height: 300)
        let view = try ChartView(chart: chart, title: "moving-frame-window-test", size: size)
        defer { view.window.close() }
        // Moving frames whatever this device measures faster (FrameStrategy): they are what is tested.
        view.frameStrategy = FrameStrategy(decided: .movingFrames)
        view.run(frames: 2)

        func screen() throws -> RGBAImage {
            let shot = try x.screenshot()
            // With no window manager the window sits at the top-left corner.
            var pixels: [UInt8] = []
            for row in 0..<Int(size.height) {
                let start = (row * shot.width) * 4
                pixels += shot.pixels[start..<(start + Int(size.width) * 4)]
            }
            return RGBAImage(width: Int(size.width), height: Int(size.height), pixels: pixels)
        }
        func exact() throws -> RGBAImage {
            view.window.releaseContext()
            return try ChartImageRenderer().render(chart, size: size)
        }
        func differing(_ a: RGBAImage, _ b: RGBAImage) -> Int {
            var count = 0
            for i in stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4)
            where a.pixels[i] != b.pixels[i] || a.pixels[i + 1] != b.pixels[i + 1] || a.pixels[i + 2] != b.pixels[i + 2] {
                count += 1
            }
            return count
        }

        XCTAssertEqual(differing(try screen(), try exact()), 0, "the first picture")
        var moved = 0
        for _ in 0..<6 {
            let r = chart.xAxis.visibleRange
            let step = 4 * (r.max - r.min) / (chart.lastLayout?.plotArea.width ?? 400)
            chart.xAxis.setVisibleRange(AxisRange(min: r.min + step, max: r.max + step))
            view.run(frames: 1)
            if view.lastFrameStats.movedPlotPicture { moved += 1 }
        }
        XCTAssertGreaterThanOrEqual(moved, 4, "the pan's frames after its first move the picture")
        XCTAssertTrue(view.lastFrameStats.movedPlotPicture)
        let midPan = differing(try screen(), try exact())
        XCTAssertLessThanOrEqual(midPan * 100_000, 20 * Int(size.width * size.height), "mid-pan: \(midPan) pixels differ")
        // The view asked for a frame after the moved one: at rest, drawn exactly.
        view.run(frames: 1)
        XCTAssertFalse(view.lastFrameStats.movedPlotPicture)
        XCTAssertEqual(differing(try screen(), try exact()), 0, "at rest")
    }
}
