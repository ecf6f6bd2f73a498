import ChartKit
@testable import ChartCore
import ChartTestSupport
import XCTest

/// A zoom of a large density scatter: the first frame comes from the `DensityPyramid`'s bins,
/// the settled one (once the exact counts are made on other threads) is the plain picture.
final class DensityRefinementPixelTests: HostCountedDensityTestCase {
    private let size = Size(width: 240, height: 160)

    private func densityChart(_ points: (x: [Double], y: [Double]), pyramidFloor: Int) -> (Chart, ScatterSeries) {
        let chart = Chart(title: "Density")
        let source = ArrayDataSource()
        let series = ScatterSeries(title: "cloud")
        series.densityMode = .always
        series.densityBuilder.pyramidPointFloor = pyramidFloor
        source.add(series, x: points.x, y: points.y)
        chart.dataSource = source
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 100)
        chart.yAxis.explicitDefaultRange = AxisRange(min: -6, max: 6)
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        return (chart, series)
    }

    private func zoom(_ chart: Chart) {
        // Cells still wider than the finest bins (256 across the cloud): the pyramid answers.
        chart.xAxis.setVisibleRange(AxisRange(min: 5.5, max: 95.25))
        chart.yAxis.setVisibleRange(AxisRange(min: -5.1, max: 5.3))
    }

    func testAZoomShowsTheBinsAtOnceAndTheExactPictureOnceCounted() throws {
        let points = cloud(600_000)
        let (chart, series) = densityChart(points, pyramidFloor: 100_000)
        let builder = series.densityBuilder
        _ = renderer.render(chart, size: size)
        XCTAssertTrue(builder.isExact, "the first frame is counted from the points")
        builder.waitForPyramid()
        zoom(chart)
        let coarseScene = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)
        XCTAssertEqual(builder.coarseCountCount, 1, "the zoom was answered from the pyramid")
        XCTAssertFalse(builder.isExact)
        XCTAssertTrue(chart.isRefiningDensity)
        XCTAssertTrue(chart.isAnimating, "frames keep coming until the exact counts are in")
        series.isHidden = true
        XCTAssertFalse(chart.isRefiningDensity, "a hidden scatter keeps no frames coming")
        series.isHidden = false
        let coarse = renderer.render(coarseScene)
        PixelAssertions.keep(coarse, name: "density-zoom-coarse")

        chart.waitForDensityCounts()
        let settled = renderer.render(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        XCTAssertTrue(builder.isExact)
        XCTAssertFalse(chart.isRefiningDensity)
        XCTAssertEqual(builder.buildCount, 2, "taking the exact counts in is no new count")
        PixelAssertions.keep(settled, name: "density-zoom-settled")

        // The same zoom counted from the points alone (no pyramid): today's picture.
        let (plainChart, plainSeries) = densityChart(points, pyramidFloor: .max)
        _ = renderer.render(plainChart, size: size)
        zoom(plainChart)
        let plain = renderer.render(plainChart, size: size)
        XCTAssertEqual(plainSeries.densityBuilder.coarseCountCount, 0)
        XCTAssertEqual(builder.counts, plainSeries.densityBuilder.counts, "the settled counts are the brute-force ones")
        XCTAssertEqual(builder.maximumCount, plainSeries.densityBuilder.maximumCount)
        XCTAssertEqual(settled.width, plain.width)
        let differing = stride(from: 0, to: plain.pixels.count, by: 4).filter {
            settled.pixels[$0..<$0 + 4] != plain.pixels[$0..<$0 + 4]
        }.count
        XCTAssertEqual(differing, 0, "pixels that differ between the settled and the plain picture")
        let coarseDiffering = stride(from: 0, to: plain.pixels.count, by: 4).filter {
            coarse.pixels[$0..<$0 + 4] != plain.pixels[$0..<$0 + 4]
        }.count
        XCTAssertGreaterThan(coarseDiffering, 0, "the coarse picture is the bins' (else this test proves nothing)")
    }

    func testWithAGPUCounterAZoomShowsTheBinsAndTheGPUCountsTheSettledPicture() throws {
        let points = cloud(600_000)
        renderer.densityCounting = DensityCountingStrategy(decided: .device)
        let (chart, series) = densityChart(points, pyramidFloor: 100_000)
        let builder = series.densityBuilder
        // The first frame is counted here; drawing it gives the image the renderer's GPU counter.
        _ = renderer.render(chart, size: size)
        builder.waitForPyramid()
        zoom(chart)
        let coarse = renderer.render(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        XCTAssertEqual(builder.coarseCountCount, 1, "the gesture's frame read the bins, not every point")
        XCTAssertEqual(builder.deviceCountCount, 0, "no frame of the gesture counted every point on the GPU")
        XCTAssertTrue(chart.isRefiningDensity)
        PixelAssertions.keep(coarse, name: "density-zoom-coarse-gpu")

        chart.waitForDensityCounts()
        let settled = renderer.render(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        XCTAssertEqual(builder.deviceCountCount, 1, "once the gesture stopped, the GPU counted every point once")
        XCTAssertTrue(builder.isExact)
        XCTAssertFalse(chart.isRefiningDensity)
        XCTAssertEqual(builder.buildCount, 2, "taking the exact counts in is no new count")
        PixelAssertions.keep(settled, name: "density-zoom-settled-gpu")

        // The same zoom counted from every point on the CPU: the plain picture.
        renderer.densityCounting = DensityCountingStrategy(decided: .host)
        let (plainChart, plainSeries) = densityChart(points, pyramidFloor: .max)
        _ = renderer.render(plainChart, size: size)
        zoom(plainChart)
        let plain = renderer.render(plainChart, size: size)
        XCTAssertEqual(plainSeries.densityBuilder.deviceCountCount, 0)
        XCTAssertEqual(builder.maximumCount, plainSeries.densityBuilder.maximumCount, "the colour bar's top count")
        XCTAssertEqual(settled.width, plain.width)
        let differing = stride(from: 0, to: plain.pixels.count, by: 4).filter {
            settled.pixels[$0..<$0 + 4] != plain.pixels[$0..<$0 + 4]
        }.count
        XCTAssertEqual(differing, 0, "pixels that differ between the GPU-settled and the plain picture")
        let coarseDiffering = stride(from: 0, to: plain.pixels.count, by: 4).filter {
            coarse.pixels[$0..<$0 + 4] != plain.pixels[$0..<$0 + 4]
        }.count
        XCTAssertGreaterThan(coarseDiffering, 0, "the gesture's picture is the bins' (else this test proves nothing)")
    }

    func testAFileRenderWaitsForTheExactCounts() throws {
        let points = cloud(600_000)
        let (chart, series) = densityChart(points, pyramidFloor: 100_000)
        _ = renderer.render(chart, size: size)
        series.densityBuilder.waitForPyramid()
        zoom(chart)
        let image = renderer.render(chart, size: size)
        XCTAssertEqual(series.densityBuilder.coarseCountCount, 1)
        XCTAssertTrue(series.densityBuilder.isExact, "render(_:size:) shows the exact picture")
        let (plainChart, _) = densityChart(points, pyramidFloor: .max)
        _ = renderer.render(plainChart, size: size)
        zoom(plainChart)
        XCTAssertTrue(image.pixels == renderer.render(plainChart, size: size).pixels)
    }

    func testAStreamedCloudBuildsNoPyramidPerVersion() throws {
        let points = cloud(200_000)
        let (chart, series) = densityChart(points, pyramidFloor: 100_000)
        _ = renderer.render(chart, size: size)
        XCTAssertTrue(series.densityBuilder.holdsPyramid, "a cloud's first count starts its pyramid")
        let data = chart.data(forSeriesAt: 0)
        data.append(x: [50], y: [0])
        _ = renderer.render(chart, size: size)
        XCTAssertFalse(series.densityBuilder.holdsPyramid, "a changed cloud's pyramid is dropped, not rebuilt")
        chart.xAxis.setVisibleRange(AxisRange(min: 10, max: 60))
        _ = renderer.render(chart, size: size)
        XCTAssertTrue(series.densityBuilder.holdsPyramid, "counted again unchanged (a zoom): built")
    }

    func testADeepZoomCountsOnlyThePointsInViewAndExactly() throws {
        let points = cloud(600_000)
        let (chart, series) = densityChart(points, pyramidFloor: 100_000)
        _ = renderer.render(chart, size: size)
        series.densityBuilder.waitForPyramid()
        // Cells far narrower than the bins (a 200× zoom): no coarse picture, the index reads the bins in view.
        chart.xAxis.setVisibleRange(AxisRange(min: 40, max: 40.5))
        chart.yAxis.setVisibleRange(AxisRange(min: 0, max: 0.06))
        let image = renderer.render(chart, size: size)
        XCTAssertEqual(series.densityBuilder.indexCountCount, 1)
        XCTAssertEqual(series.densityBuilder.coarseCountCount, 0)
        XCTAssertTrue(series.densityBuilder.isExact)
        let (plainChart, plainSeries) = densityChart(points, pyramidFloor: .max)
        _ = renderer.render(plainChart, size: size)
        plainChart.xAxis.setVisibleRange(AxisRange(min: 40, max: 40.5))
        plainChart.yAxis.setVisibleRange(AxisRange(min: 0, max: 0.06))
        let plain = renderer.render(plainChart, size: size)
        XCTAssertEqual(series.densityBuilder.counts, plainSeries.densityBuilder.counts)
        XCTAssertGreaterThan(plainSeries.densityBuilder.counts.reduce(0, +), 0, "the view holds points")
        XCTAssertTrue(image.pixels == plain.pixels)
    }

    func testALargeCloudsFirstFrameIsASampleThenThePlainPicture() throws {
        let points = cloud(1_100_000)
        let (chart, series) = densityChart(points, pyramidFloor: 100_000)
        let builder = series.densityBuilder
        let sampleScene = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)
        XCTAssertEqual(builder.sampleCountCount, 1, "the first frame counted a sample")
        XCTAssertFalse(builder.isExact)
        XCTAssertTrue(chart.isRefiningDensity)
        XCTAssertFalse(builder.holdsPyramid, "the exact counts and the pyramid start after the first frame, not beside it")
        let sample = renderer.render(sampleScene)
        PixelAssertions.keep(sample, name: "density-first-sample")
        chart.waitForDensityCounts()
        XCTAssertTrue(builder.holdsPyramid, "started with the exact counts")
        let refined = renderer.render(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        XCTAssertTrue(builder.isExact)
        XCTAssertFalse(chart.isRefiningDensity)
        PixelAssertions.keep(refined, name: "density-first-refined")
        let (plainChart, plainSeries) = densityChart(points, pyramidFloor: .max)
        let plain = renderer.render(plainChart, size: size)
        XCTAssertEqual(plainSeries.densityBuilder.sampleCountCount, 0)
        XCTAssertEqual(builder.counts, plainSeries.densityBuilder.counts)
        let differing = stride(from: 0, to: plain.pixels.count, by: 4).filter {
            refined.pixels[$0..<$0 + 4] != plain.pixels[$0..<$0 + 4]
        }.count
        XCTAssertEqual(differing, 0, "the refined first frame is 0 px from the plain picture")
        XCTAssertFalse(sample.pixels == plain.pixels, "the first frame was the sample's")
    }

    func testAZoomToHalfTheCloudAcrossIsAnsweredFromBinsSizedToTheViewsPixels() throws {
        // The pyramid's bins follow the first view's pixels (two a pixel on each axis), so a
        // zoom to half the x range still finds bins finer than its pixels; a square pyramid of
        // a bin per 4 points (256 a side here) was too coarse across and counted every point.
        let points = cloud(600_000)
        let (chart, series) = densityChart(points, pyramidFloor: 100_000)
        let builder = series.densityBuilder
        _ = renderer.render(chart, size: size)
        builder.waitForPyramid()
        chart.xAxis.setVisibleRange(AxisRange(min: 25, max: 75))
        let coarseScene = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)
        XCTAssertEqual(builder.coarseCountCount, 1, "the zoom was answered from the bins")
        XCTAssertFalse(builder.isExact)
        let coarse = renderer.render(coarseScene)
        PixelAssertions.keep(coarse, name: "density-half-zoom-coarse")
        chart.waitForDensityCounts()
        let settled = renderer.render(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        XCTAssertTrue(builder.isExact)
        PixelAssertions.keep(settled, name: "density-half-zoom-settled")
        let (plainChart, plainSeries) = densityChart(points, pyramidFloor: .max)
        _ = renderer.render(plainChart, size: size)
        plainChart.xAxis.setVisibleRange(AxisRange(min: 25, max: 75))
        let plain = renderer.render(plainChart, size: size)
        XCTAssertEqual(builder.counts, plainSeries.densityBuilder.counts, "the settled counts are the brute-force ones")
        let differing = stride(from: 0, to: plain.pixels.count, by: 4).filter {
            settled.pixels[$0..<$0 + 4] != plain.pixels[$0..<$0 + 4]
        }.count
        XCTAssertEqual(differing, 0, "pixels that differ between the settled and the plain picture")
    }
}
