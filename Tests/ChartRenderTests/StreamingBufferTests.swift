import ChartCore
import ChartKit
import ChartGL
import XCTest

/// A rolling window on the GPU: appends upload only the tail, head drops move the buffer's start
/// (one 8-byte gap vertex) without uploading the rest, and compaction happens on the GPU.
final class StreamingBufferTests: RendererTestCase {
    let red = Color(red: 1, green: 0, blue: 0)
    let paper = Color(hex: 0xf0f0f0)

    private func lineScene(_ data: SeriesGeometry) -> Scene {
        let line = PolylineCommand(geometry: GeometryRef(data), transform: identity, color: red, width: 3)
        return scene(underlay: [.rects([RectShape(rect: Rect(x: 0, y: 0, width: 200, height: 150), fill: paper)])],
                     series: [.polyline(line)])
    }

    func testDroppingTheHeadUploadsOnlyTheGapVertex() {
        let data = SeriesGeometry(originX: 0, originY: 0)
        for i in 0...190 { data.append(x: Double(i), y: 100) }
        _ = renderer.renderImage(lineScene(data))
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 193 * 8)

        // Drop the points left of x = 100: the buffer's start moves, nothing else is sent.
        data.dropFirst(100)
        let image = renderer.renderImage(lineScene(data))
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 8, "only the new leading gap")
        assertPixel(image, 150, 100, is: red, "the kept points are drawn")
        assertPixel(image, 50, 100, is: paper, "the dropped ones are gone")

        // Drop and append in one frame: the gap plus the tail.
        data.dropFirst(20)
        for i in 191..<200 { data.append(x: Double(i), y: 100) }
        let both = renderer.renderImage(lineScene(data))
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 8 + 9 * 8 + 8)
        assertPixel(both, 110, 100, is: paper)
        assertPixel(both, 196, 100, is: red)
    }

    func testARollingWindowNeverUploadsItsHistoryAgain() {
        // Slide a 100-point window along 2,000 points, 10 at a time: each frame sends the gap
        // and the ten new points, whatever compaction the buffer does on the GPU meanwhile.
        let data = SeriesGeometry(originX: 0, originY: 0)
        for i in 0..<100 { data.append(x: Double(i) / 10, y: 100) }
        _ = renderer.renderImage(lineScene(data))
        for step in 0..<190 {
            data.dropFirst(10)
            for i in 0..<10 { data.append(x: Double(100 + step * 10 + i) / 10, y: 100) }
            _ = renderer.renderImage(lineScene(data))
            XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 8 + 10 * 8 + 8, "step \(step)")
        }
        // The window now holds x 190…199.9; scaled by 10 and shifted it lies at pixels 10…109.
        let shifted = PolylineCommand(geometry: GeometryRef(data),
                                      transform: DataTransform(scaleX: 10, scaleY: 1, offsetX: -1890, offsetY: 0),
                                      color: red, width: 3)
        let image = renderer.renderImage(scene(underlay: [.rects([RectShape(rect: Rect(x: 0, y: 0, width: 200, height: 150),
                                                                            fill: paper)])],
                                               series: [.polyline(shifted)]))
        assertPixel(image, 20, 100, is: red, "after compactions the line is whole")
        assertPixel(image, 105, 100, is: red)
        assertPixel(image, 5, 100, is: paper, "nothing left of the window's first point (x = 190 → 10 px)")
    }
}

/// The whole path, chart to GPU: a rolling window appended through the chart uploads the new
/// points, one gap vertex for the dropped head and one end marker, and draws what a fresh
/// chart of the same points draws.
final class StreamingChartRenderTests: XCTestCase {
    func testARollingChartUploadsOnlyWhatChanged() throws {
        let renderer = try ChartImageRenderer()
        let chart = Chart()
        let source = ArrayDataSource()
        let xs = (0..<1_000).map(Double.init)
        source.add(LineSeries(title: "s"), x: xs, y: xs.map { sin($0 / 30) })
        chart.dataSource = source
        chart.rollingWindow = .points(1_000)
        chart.follow.visibleSpan = 1_000
        let size = Size(width: 600, height: 300)
        _ = renderer.render(chart, size: size)
        let next = (1_000..<1_010).map(Double.init)
        chart.append(x: next, y: next.map { sin($0 / 30) }, toSeriesAt: 0)
        let image = renderer.render(chart, size: size)
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 8 + 10 * 8 + 8)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 1_000)

        // A fresh chart of the same 1,000 points, at the same ranges, looks the same.
        let fresh = Chart()
        let freshSource = ArrayDataSource()
        let kept = (10..<1_010).map(Double.init)
        freshSource.add(LineSeries(title: "s"), x: kept, y: kept.map { sin($0 / 30) })
        fresh.dataSource = freshSource
        fresh.xAxis.setVisibleRange(chart.xAxis.visibleRange)
        fresh.yAxis.setVisibleRange(chart.yAxis.visibleRange)
        let expected = try ChartImageRenderer().render(fresh, size: size)
        var differing = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4)
        where (0..<3).contains(where: { abs(Int(image.pixels[i + $0]) - Int(expected.pixels[i + $0])) > 24 }) {
            differing += 1
        }
        XCTAssertLessThan(differing, 20, "\(differing) pixels differ")
    }

    func testThePausedChartShowsTheFollowButton() throws {
        let renderer = try ChartImageRenderer()
        for theme in [Theme.light, Theme.dark] {
            let chart = Chart(title: "Paused")
            let source = ArrayDataSource()
            let xs = (0..<300).map(Double.init)
            source.add(LineSeries(title: "s"), x: xs, y: xs.map { sin($0 / 20) })
            chart.dataSource = source
            chart.theme = theme
            chart.follow.visibleSpan = 100
            chart.append(x: [300], y: [0], toSeriesAt: 0)
            // A key pan pauses following, as a user's would.
            let size = Size(width: 600, height: 300)
            _ = renderer.render(chart, size: size, scale: 2)
            _ = chart.handle(.key(.left, modifiers: [], isRepeat: false, time: 1))
            _ = chart.advance(to: 3)
            XCTAssertFalse(chart.isFollowing)
            let image = renderer.render(chart, size: size, scale: 2)
            if let path = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
                try PNGWriter.write(image, to: "\(path)/follow-button-\(theme.name).png")
            }
            let plot = try XCTUnwrap(chart.lastLayout?.plotArea)
            // The button's border at its left end, mid-height, in the crosshair colour.
            let x = Int(((plot.maxX - 8 - 92) * 2).rounded()) + 1, y = Int(((plot.minY + 8 + 11) * 2).rounded())
            let p = image[x, y]
            let c = theme.crosshairColor
            XCTAssertLessThan(abs(Int(p.r) - Int((c.red * 255).rounded())) + abs(Int(p.g) - Int((c.green * 255).rounded())), 60,
                              "\(theme.name): border pixel \(p)")
        }
    }
}
