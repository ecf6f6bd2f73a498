import ChartKit
@testable import ChartCore
import ChartTestSupport
import XCTest

/// Scatter density mode drawn headlessly: each pixel's colour is the colour map at its count.
final class DensityPixelTests: HostCountedDensityTestCase {
    private let size = Size(width: 640, height: 400)

    private func densityChart(_ points: (x: [Double], y: [Double]), dark: Bool = false) -> (Chart, ScatterSeries) {
        let chart = Chart(title: "Density")
        let source = ArrayDataSource()
        let series = ScatterSeries(title: "cloud")
        series.densityMode = .always
        source.add(series, x: points.x, y: points.y)
        chart.dataSource = source
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 100)
        chart.yAxis.explicitDefaultRange = AxisRange(min: -6, max: 6)
        // No grid lines, so an empty pixel shows the plot background alone.
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        if dark { chart.theme = .dark }
        return (chart, series)
    }

    func testEachPixelHasTheColourOfItsCount() throws {
        for (scale, dark) in [(1.0, false), (2.0, true)] {
            let points = cloud(300_000)
            let (chart, series) = densityChart(points, dark: dark)
            let image = renderer.render(chart, size: size, scale: scale)
            PixelAssertions.keep(image, name: "density-scale\(Int(scale))\(dark ? "-dark" : "")")
            let builder = series.densityBuilder
            XCTAssertGreaterThan(builder.maximumCount, 1)
            let command = try XCTUnwrap(chart.makeScene(size: size, scale: scale, measurer: renderer.fonts).series
                .compactMap { if case .densityImage(let c) = $0 { return c } else { return nil } }.first)
            let plot = try XCTUnwrap(chart.lastLayout?.plotArea)
            // The image's corner as the renderer places it (`DensityImageCommand`).
            func pixel(_ v: Double) -> Int { Int(abs(v - v.rounded()) < 1e-6 ? v.rounded() : v.rounded(.down)) }
            let left = pixel(command.rect.minX * scale), top = pixel(command.rect.minY * scale)
            let colors = DensityGridBuilder.colored(builder.counts, maximum: UInt32(builder.maximumCount),
                                                    map: series.densityColorMap)
            var checked = 0, empty = 0
            // Every 7th pixel of the plot's left half (the colour bar sits top-right).
            for py in stride(from: Int(plot.minY * scale) + 1, to: Int(plot.maxY * scale) - 1, by: 7) {
                for px in stride(from: Int(plot.minX * scale) + 1, to: Int(plot.midX * scale), by: 7) {
                    let cell = (py - top) * command.image.width + (px - left)
                    let p = image[px, py]
                    if builder.counts[cell] == 0 {
                        PixelAssertions.assertColor(image, x: px, y: py, dark ? Theme.dark.plotBackground : Theme.light.plotBackground,
                                                    tolerance: 1)
                        empty += 1
                    } else {
                        XCTAssertEqual([p.r, p.g, p.b], Array(colors[4 * cell..<4 * cell + 3]), "pixel \(px), \(py)")
                    }
                    checked += 1
                }
            }
            XCTAssertGreaterThan(empty, 50)
            XCTAssertGreaterThan(checked - empty, 500)
        }
    }

    func testAZoomCountedOnTheGPUDrawsTheSamePicture() throws {
        let points = cloud(400_000)
        func zoomed(_ choice: DensityCountingStrategy.Choice, scale: Double) -> (RGBAImage, DensityGridBuilder) {
            renderer.densityCounting = DensityCountingStrategy(decided: choice)
            let (chart, series) = densityChart(points)
            _ = renderer.render(chart, size: size, scale: scale)
            // The first frame is counted on the CPU; the renderer offers its GPU for the next count.
            chart.xAxis.setVisibleRange(AxisRange(min: 20.5, max: 61.25))
            chart.yAxis.setVisibleRange(AxisRange(min: -3.1, max: 2.9))
            return (renderer.render(chart, size: size, scale: scale), series.densityBuilder)
        }
        for scale in [1.0, 2.0] {
            let (device, deviceBuilder) = zoomed(.device, scale: scale)
            let (host, hostBuilder) = zoomed(.host, scale: scale)
            XCTAssertEqual(deviceBuilder.deviceCountCount, 1, "the zoom was counted on the GPU")
            XCTAssertEqual(hostBuilder.deviceCountCount, 0)
            XCTAssertEqual(deviceBuilder.maximumCount, hostBuilder.maximumCount, "the colour bar's top count")
            PixelAssertions.keep(device, name: "density-zoom-gpu-scale\(Int(scale))")
            XCTAssertEqual(device.width, host.width)
            let differing = stride(from: 0, to: device.pixels.count, by: 4).filter {
                device.pixels[$0..<$0 + 4] != host.pixels[$0..<$0 + 4]
            }.count
            XCTAssertEqual(differing, 0, "pixels that differ between GPU and CPU counts at scale \(scale)")
        }
    }

    func testAGPUCountedImageStillGivesItsPixelsToAnSVGOrPDF() throws {
        let points = cloud(20_000)
        func zoomedImage(_ choice: DensityCountingStrategy.Choice) -> DensityImage {
            renderer.densityCounting = DensityCountingStrategy(decided: choice)
            let (chart, series) = densityChart(points)
            _ = renderer.render(chart, size: size)
            chart.xAxis.setVisibleRange(AxisRange(min: 10, max: 60))
            _ = renderer.render(chart, size: size)
            return series.densityBuilder.image
        }
        let device = zoomedImage(.device), host = zoomedImage(.host)
        XCTAssertTrue(device.isCountedElsewhere)
        XCTAssertFalse(host.isCountedElsewhere)
        XCTAssertEqual(device.width, host.width)
        XCTAssertEqual(device.height, host.height)
        // Counted on the CPU when first read, as the writers read them.
        XCTAssertTrue(device.pixels == host.pixels, "the CPU's pixels for the GPU-counted grid")
    }

    func testCountsAreExactAndAPanInsideTheGridCountsNothingAgain() throws {
        // Three points in one cell, one in another, one NaN, one far outside.
        let (chart, series) = densityChart((x: [10, 10, 10, 50, .nan, 1e9], y: [0, 0, 0, 1, 2, 0]))
        _ = renderer.render(chart, size: size)
        let builder = series.densityBuilder
        XCTAssertEqual(builder.counts.reduce(0, +), 4)
        XCTAssertEqual(builder.counts.max(), 3)
        XCTAssertEqual(builder.maximumCount, 3)
        XCTAssertEqual(builder.buildCount, 1)
        let first = try XCTUnwrap(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts).series.compactMap {
            if case .densityImage(let c) = $0 { return c } else { return nil } }.first)
        let step = 100 / chart.lastLayout!.plotArea.width * 3
        chart.xAxis.setVisibleRange(AxisRange(min: step, max: 100 + step))
        let image = renderer.render(chart, size: size)
        XCTAssertEqual(builder.buildCount, 1, "a pan of 3 pixels reuses the counts")
        let moved = try XCTUnwrap(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts).series.compactMap {
            if case .densityImage(let c) = $0 { return c } else { return nil } }.first)
        XCTAssertEqual(moved.rect.minX, first.rect.minX - 3, accuracy: 1e-6)
        XCTAssertEqual(moved.revision, first.revision, "the texture is not uploaded again")
        // The crowded cell shows the top of the map at its point.
        // (On a pixel edge the point may fall either side: look at its 3×3 neighbourhood.)
        let px = Int(chart.xAxis.pixelValue(forDataValue: 10)), py = Int(chart.yAxis.pixelValue(forDataValue: 0))
        let top = series.densityColorMap.color(at: 1).rgba8
        var found = 0
        for dy in -1...1 {
            for dx in -1...1 {
                let p = image[px + dx, py + dy]
                if abs(Int(p.r) - Int(top.0)) <= 2 && abs(Int(p.g) - Int(top.1)) <= 2 && abs(Int(p.b) - Int(top.2)) <= 2 {
                    found += 1
                }
            }
        }
        XCTAssertEqual(found, 1, "one pixel near (10, 0) has the most crowded colour")
        chart.xAxis.setVisibleRange(AxisRange(min: 0, max: 30))
        _ = renderer.render(chart, size: size)
        XCTAssertEqual(builder.buildCount, 2, "a zoom counts again")
    }

    func testAutomaticModeFollowsTheThresholdAndLogAxesFallBackToMarkers() throws {
        let points = cloud(5000)
        let (chart, series) = densityChart(points)
        series.densityMode = .automatic
        func hasDensity() -> Bool {
            chart.makeScene(size: size, scale: 1, measurer: renderer.fonts).series.contains {
                if case .densityImage = $0 { return true } else { return false }
            }
        }
        XCTAssertFalse(hasDensity())
        series.densityThreshold = 4999
        XCTAssertTrue(hasDensity())
        series.densityMode = .never
        XCTAssertFalse(hasDensity())
        series.densityMode = .always
        chart.yAxis = LogarithmicAxis()
        XCTAssertFalse(hasDensity(), "a log axis is not affine: markers instead")
    }
}

/// Bad input in density mode has a defined outcome.
final class DensityBadInputTests: XCTestCase {
    private func commands(x: [Double], y: [Double], range: AxisRange? = nil) -> [DrawCommand] {
        let chart = Chart(title: "bad")
        let source = ArrayDataSource()
        let series = ScatterSeries(title: "s")
        series.densityMode = .always
        source.add(series, x: x, y: y)
        chart.dataSource = source
        if let range { chart.xAxis.setVisibleRange(range) }
        return chart.makeScene(size: Size(width: 400, height: 300), scale: 2, measurer: ApproximateTextMeasurer()).series
    }

    private func image(_ commands: [DrawCommand]) -> DensityImageCommand? {
        commands.compactMap { if case .densityImage(let c) = $0 { return c } else { return nil } }.first
    }

    func testEmptyAndNaN() throws {
        // Empty and all-NaN: an image with nothing in it (every pixel transparent).
        for (x, y) in [([], []), ([.nan, .infinity, 1], [1, 2, .nan])] as [([Double], [Double])] {
            let c = try XCTUnwrap(image(commands(x: x, y: y)))
            XCTAssertTrue(stride(from: 3, to: c.image.pixels.count, by: 4).allSatisfy { c.image.pixels[$0] == 0 })
        }
    }

    func testHugeValues() throws {
        // Values near the limits of Double: the points in view are counted, none overflow a cell.
        // (±1e308 itself, a range wider than Double holds, crashes the axis layout before any
        // series is drawn, markers or density: a bug of the layout, reported, not fixed here.)
        let huge = try XCTUnwrap(image(commands(x: [-1e300, 0, 1e300, 5e299], y: [1e300, 0, -1e300, 1])))
        XCTAssertEqual(stride(from: 3, to: huge.image.pixels.count, by: 4).filter { huge.image.pixels[$0] > 0 }.count, 4)
    }

    func testExtremeZoomFallsBackToMarkers() throws {
        // A view of 2e-9 around 1: pixel steps no longer agree across the plot in Double (the
        // mapping is not affine to a fraction of a pixel), so markers are drawn instead.
        let zoomed = commands(x: [0, 1, 2], y: [0, 1, 2], range: AxisRange(min: 1 - 1e-9, max: 1 + 1e-9))
        XCTAssertNil(image(zoomed))
        XCTAssertTrue(zoomed.contains { if case .markers = $0 { return true } else { return false } })
        // At 2e-3 it still counts: the one point in view.
        let moderate = try XCTUnwrap(image(commands(x: [0, 1, 2], y: [0, 1, 2], range: AxisRange(min: 1 - 1e-3, max: 1 + 1e-3))))
        XCTAssertEqual(stride(from: 3, to: moderate.image.pixels.count, by: 4).filter { moderate.image.pixels[$0] > 0 }.count, 1)
        XCTAssertLessThanOrEqual(moderate.image.width, DensityGridBuilder.maximumSide)
    }
}
