import XCTest
@testable import ChartCore

final class ChartSceneTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 800, height: 500)

    private func chart(_ add: (ArrayDataSource) -> Void) -> Chart {
        let chart = Chart(title: "Title")
        let source = ArrayDataSource()
        add(source)
        chart.dataSource = source
        return chart
    }

    private func segments(_ commands: [DrawCommand]) -> [SegmentBatch] {
        commands.compactMap { if case .segments(let s) = $0 { return s } else { return nil } }
    }

    private func texts(_ commands: [DrawCommand]) -> [TextCommand] {
        commands.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }

    func testPlotAreaLiesInsideTheCanvasBelowTheTitle() {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 10], y: [0, 5]) }
        let scene = c.makeScene(size: size, scale: 1, measurer: measurer)
        let plot = scene.plotArea
        XCTAssertGreaterThan(plot.minX, 12)
        XCTAssertLessThanOrEqual(plot.maxX, 800 - 12)
        XCTAssertGreaterThan(plot.minY, 12 + 16)  // below the 16 pt title
        XCTAssertLessThan(plot.maxY, 500 - 12 - 11)  // above the x labels
        XCTAssertEqual(plot.minX, plot.minX.rounded(), "plot edges sit on device pixels")
        XCTAssertEqual(plot.maxY, plot.maxY.rounded())
        let title = texts(scene.chrome).first { $0.text == "Title" }
        XCTAssertEqual(title?.position.x, plot.midX)
        XCTAssertEqual(title?.verticalAnchor, .top)
    }

    func testVerticalGridLinesSitOnTickPixelCentres() throws {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 10], y: [0, 5]) }
        c.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        let scene = c.makeScene(size: size, scale: 1, measurer: measurer)
        let layout = try XCTUnwrap(c.lastLayout)
        let ticks = layout.xAxis.majorTicks.values
        XCTAssertEqual(ticks.first, 0)
        XCTAssertEqual(ticks.last, 10)
        let grid = try XCTUnwrap(segments(scene.underlay).first { $0.segments.first?.from.x == $0.segments.first?.to.x })
        XCTAssertEqual(grid.segments.count, ticks.count)
        for (segment, tick) in zip(grid.segments, ticks) {
            let exact = c.xAxis.pixelValue(forDataValue: tick)
            XCTAssertEqual(segment.from.x, exact.rounded(.down) + 0.5, "hairline on the pixel holding the tick")
            XCTAssertEqual(segment.from.y, scene.plotArea.minY)
            XCTAssertEqual(segment.to.y, scene.plotArea.maxY)
        }
    }

    func testTickLabelsMatchTheTicks() throws {
        let c = chart { $0.add(LineSeries(title: "a"), x: [0, 1], y: [0, 1]) }
        c.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 1)
        let scene = c.makeScene(size: size, scale: 1, measurer: measurer)
        let layout = try XCTUnwrap(c.lastLayout)
        XCTAssertEqual(layout.xAxis.labels.first, "0.0")
        XCTAssertEqual(layout.xAxis.labels.count, layout.xAxis.majorTicks.values.count)
        let labels = texts(scene.chrome).filter { layout.xAxis.labels.contains($0.text) }
        XCTAssertGreaterThanOrEqual(labels.count, layout.xAxis.labels.count)
    }

    func testDarkThemeChangesBackgroundAndExplicitStylesStick() {
        let c = chart { $0.add(LineSeries(title: "a"), y: [1, 2, 3]) }
        let red = Color(hex: 0xff0000)
        c.xAxis.style.lineColor = red
        XCTAssertEqual(c.makeScene(size: size, measurer: measurer).background, Theme.light.background)
        c.theme = .dark
        let scene = c.makeScene(size: size, measurer: measurer)
        XCTAssertEqual(scene.background, Theme.dark.background)
        XCTAssertTrue(segments(scene.chrome).contains { $0.color == red }, "a colour set on a style survives the theme")
        XCTAssertTrue(segments(scene.chrome).contains { $0.color == Theme.dark.axisLineColor }, "the unset y axis follows the theme")
    }

    func testSeriesKeepTheirPaletteColourWhenOthersAreAdded() {
        let a = LineSeries(title: "a"), b = LineSeries(title: "b"), c = LineSeries(title: "c")
        let first = ArrayDataSource()
        first.add(a, y: [1, 2]); first.add(c, y: [3, 4])
        let chart = Chart()
        chart.dataSource = first
        _ = chart.series
        XCTAssertEqual(a.paletteIndex, 0)
        XCTAssertEqual(c.paletteIndex, 1)
        let second = ArrayDataSource()
        second.add(b, y: [1]); second.add(c, y: [3, 4]); second.add(a, y: [1, 2])
        chart.dataSource = second
        _ = chart.series
        XCTAssertEqual(a.paletteIndex, 0)
        XCTAssertEqual(c.paletteIndex, 1)
        XCTAssertEqual(b.paletteIndex, 2)
    }

    func testLegendIsHiddenByDefaultAndListsSeriesWhenShown() throws {
        let c = chart {
            $0.add(LineSeries(title: "alpha"), y: [1, 2])
            $0.add(ScatterSeries(title: "beta"), y: [2, 1])
        }
        c.applyLayout(size: size, measurer: measurer)
        XCTAssertNil(c.lastLayout?.legendFrame)
        c.legend.isVisible = true
        let withLegend = c.makeScene(size: size, measurer: measurer)
        let frame = try XCTUnwrap(c.lastLayout?.legendFrame)
        XCTAssertGreaterThanOrEqual(frame.minX, withLegend.plotArea.maxX, "outside placement keeps the legend beside the plot")
        XCTAssertEqual(c.lastLayout?.legendEntries.map(\.title), ["alpha", "beta"])
        XCTAssertEqual(texts(withLegend.chrome).filter { $0.text == "alpha" || $0.text == "beta" }.count, 2)
    }

    func testSceneIsStableWhenNothingChanges() {
        let c = chart { $0.add(LineSeries(title: "a"), y: [1, 3, 2]) }
        c.legend.isVisible = true
        let a = c.makeScene(size: size, measurer: measurer)
        let b = c.makeScene(size: size, measurer: measurer)
        XCTAssertTrue(a.hasSameBase(as: b), "an unchanged chart must not force a redraw of the cached base")
        c.xAxis.setVisibleRange(AxisRange(min: 0.5, max: 1.5))
        XCTAssertFalse(c.makeScene(size: size, measurer: measurer).hasSameBase(as: b))
    }

    func testDegenerateDataGivesSensibleRanges() {
        let cases: [(String, [Double], [Double])] = [
            ("empty", [], []),
            ("single point", [5], [7]),
            ("all equal", [1, 2, 3], [4, 4, 4]),
            ("NaN and infinities", [0, 1, 2, 3], [.nan, .infinity, 2, -.infinity]),
            ("only NaN", [0, 1], [.nan, .nan]),
        ]
        for (name, x, y) in cases {
            let c = chart { $0.add(LineSeries(title: name), x: x, y: y) }
            let scene = c.makeScene(size: size, measurer: measurer)
            for axis in [c.xAxis, c.yAxis] {
                let r = axis.visibleRange
                XCTAssertTrue(r.min.isFinite && r.max.isFinite && r.span > 0, "\(name): \(r)")
            }
            XCTAssertGreaterThan(scene.plotArea.width, 0, name)
        }
        let single = chart { $0.add(LineSeries(title: "p"), x: [5], y: [7]) }
        XCTAssertTrue(single.yAxis.visibleRange.contains(7))
        XCTAssertTrue(single.xAxis.visibleRange.contains(5))
    }

    func testTinyCanvasDoesNotCrash() {
        let c = chart { $0.add(LineSeries(title: "a"), y: [1, 2, 3]) }
        c.legend.isVisible = true
        c.xAxis.title = "x"; c.yAxis.title = "y"
        for s in [Size(width: 1, height: 1), Size(width: 40, height: 30), Size(width: 0, height: 0)] {
            let scene = c.makeScene(size: s, measurer: measurer)
            XCTAssertGreaterThan(scene.plotArea.width, 0)
            XCTAssertGreaterThan(scene.plotArea.height, 0)
        }
    }
}
