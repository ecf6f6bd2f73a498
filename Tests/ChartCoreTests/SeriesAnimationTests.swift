import XCTest
@testable import ChartCore

/// Show and hide animations stepped through injected time: frames at fixed times, progress
/// curves, completion flags.
final class SeriesAnimationTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 800, height: 500)

    private func columnChart() -> (Chart, ColumnSeries) {
        let chart = Chart()
        let source = ArrayDataSource()
        let column = ColumnSeries(title: "c")
        source.add(column, y: [4, 8])
        chart.dataSource = source
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        return (chart, column)
    }

    private func rects(_ chart: Chart) -> [RectShape] {
        chart.makeScene(size: size, measurer: measurer).series.flatMap { command -> [RectShape] in
            if case .rects(let r) = command { return r } else { return [] }
        }
    }

    func testCurvesMapTimeOntoProgress() {
        let table: [(AnimationCurve, Double, Double)] = [
            (.linear, 0.25, 0.25), (.easeIn, 0.5, 0.125), (.easeOut, 0.5, 0.875), (.easeInOut, 0.25, 0.0625),
            (.easeInOut, 0.75, 0.9375), (.bounce, 1, 1), (.bounce, 0, 0), (.linear, 2, 1), (.linear, -1, 0), (.linear, .nan, 0),
        ]
        for (curve, t, expected) in table {
            XCTAssertEqual(curve.progress(t), expected, accuracy: 1e-12, "\(curve) at \(t)")
        }
        XCTAssertEqual(AnimationCurve.bounce.progress(0.5), 0.765625, accuracy: 1e-9)
        XCTAssertEqual(AnimationCurve.custom { _ in .nan }.progress(0.5), 0, "a broken custom curve holds still")
        XCTAssertEqual(AnimationProgress.duration(0, curve: .linear).state(atElapsed: 0).isFinished, true)
        XCTAssertEqual(AnimationProgress.duration(2, curve: .linear).state(atElapsed: 1).progress, 0.5)
    }

    func testGrowFromTheBaselineAtFixedTimes() {
        let (chart, column) = columnChart()
        var finished: [Bool] = []
        chart.showSeries(column, animation: .grow(duration: 2, curve: .linear)) { finished.append($0) }
        // Before the first tick the animation has not started: nothing is drawn.
        XCTAssertTrue(rects(chart).allSatisfy { $0.rect.height == 0 })
        let baseline = chart.yAxis.pixelValue(forDataValue: 0).rounded()
        XCTAssertTrue(chart.advance(to: 100).isAnimating)
        XCTAssertTrue(rects(chart).allSatisfy { $0.rect.height == 0 }, "time 0 of the animation")
        chart.advance(to: 101)
        let half = rects(chart)
        let full8 = baseline - chart.yAxis.pixelValue(forDataValue: 8).rounded()
        XCTAssertEqual(half[1].rect.height, full8 / 2, accuracy: 0.01, "half way at one second")
        XCTAssertEqual(half[1].rect.maxY, baseline, accuracy: 0.01, "growing out of the baseline")
        XCTAssertEqual(chart.animationAmount(of: column), 0.5)
        XCTAssertTrue(finished.isEmpty)
        XCTAssertFalse(chart.advance(to: 102.5).isAnimating)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(rects(chart)[1].rect.height, full8, accuracy: 0.01)
    }

    func testHideKeepsTheSeriesUntilTheEndThenRefits() {
        let (chart, column) = columnChart()
        chart.yAxis.explicitDefaultRange = nil
        var finished: [Bool] = []
        chart.hideSeries(column, animation: SeriesAnimation(effect: .fade, duration: 1, curve: .linear)) { finished.append($0) }
        chart.advance(to: 0)
        XCTAssertEqual(rects(chart).first?.fill.alpha, 1)
        chart.advance(to: 0.75)
        XCTAssertEqual(rects(chart).first?.fill.alpha ?? 0, 0.25, accuracy: 1e-9)
        XCTAssertFalse(column.isHidden)
        XCTAssertNotNil(chart.yAxis.dataRange)
        chart.advance(to: 1)
        XCTAssertTrue(column.isHidden)
        XCTAssertNil(chart.yAxis.dataRange, "refitted without it")
        XCTAssertEqual(finished, [true])
        XCTAssertTrue(rects(chart).isEmpty)
    }

    func testInterruptedAnimationsReportNotFinished() {
        let (chart, column) = columnChart()
        var flags: [String] = []
        chart.hideSeries(column, animation: .fade(duration: 1)) { flags.append("hide \($0)") }
        chart.advance(to: 0)
        chart.advance(to: 0.5)
        chart.showSeries(column, animation: .grow(duration: 1)) { flags.append("show \($0)") }
        XCTAssertEqual(flags, ["hide false"])
        XCTAssertFalse(column.isHidden, "an interrupted hide leaves the series shown")
        chart.cancelSeriesAnimations()
        XCTAssertEqual(flags, ["hide false", "show false"])
        XCTAssertFalse(chart.hasRunningSeriesAnimations)
        chart.showSeries(column, animation: .grow(duration: 1)) { flags.append("again \($0)") }
        chart.dataSource = ArrayDataSource()
        chart.advance(to: 5)
        XCTAssertEqual(flags.last, "again false", "a series that left the chart ends its animation")
    }

    func testWithoutAnimationShowAndHideHappenAtOnce() {
        let (chart, column) = columnChart()
        var flags: [Bool] = []
        chart.hideSeries(column) { flags.append($0) }
        XCTAssertTrue(column.isHidden)
        chart.hideSeries(column) { flags.append($0) }
        chart.showSeries(column) { flags.append($0) }
        XCTAssertFalse(column.isHidden)
        XCTAssertEqual(flags, [true, true, true])
        XCTAssertFalse(chart.advance(to: .nan).isAnimating)
    }

    func testGrowingSidewaysAndVerticallyScaleAboutThePlotCentre() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let line = LineSeries(title: "l")
        source.add(line, x: [0, 10], y: [0, 10])
        chart.dataSource = source
        let plain = chart.makeScene(size: size, measurer: measurer)
        let plainLine = try XCTUnwrap(polyline(plain))
        chart.showSeries(line, animation: SeriesAnimation(effect: .growHorizontally, duration: 1, curve: .linear))
        chart.advance(to: 0)
        chart.advance(to: 0.5)
        let scene = chart.makeScene(size: size, measurer: measurer)
        let grown = try XCTUnwrap(polyline(scene))
        XCTAssertEqual(grown.transform.scaleX, plainLine.transform.scaleX / 2, accuracy: 1e-9)
        XCTAssertEqual(grown.transform.scaleY, plainLine.transform.scaleY)
        let midX = scene.plotArea.midX
        XCTAssertEqual(grown.transform.offsetX, midX + (plainLine.transform.offsetX - midX) / 2, accuracy: 1e-9)
        chart.showSeries(line, animation: SeriesAnimation(effect: .growVertically, duration: 1, curve: .linear))
        chart.advance(to: 1)
        chart.advance(to: 1.25)
        let vertical = try XCTUnwrap(polyline(chart.makeScene(size: size, measurer: measurer)))
        XCTAssertEqual(vertical.transform.scaleY, plainLine.transform.scaleY / 4, accuracy: 1e-9)
    }

    private func polyline(_ scene: Scene) -> PolylineCommand? {
        scene.series.compactMap { command -> PolylineCommand? in
            if case .polyline(let p) = command { return p } else { return nil }
        }.first
    }
}
