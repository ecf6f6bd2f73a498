import XCTest
@testable import ChartCore

/// Stacking: cumulative in series order, positive and negative apart, by index or by position,
/// once per reload or visibility change.
final class SeriesStackingTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    private func assertEqualWithNaN(_ a: [Double], _ b: [Double], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, file: file, line: line)
        for (x, y) in zip(a, b) where !(x.isNaN && y.isNaN) {
            XCTAssertEqual(x, y, file: file, line: line)
        }
    }

    func testAlignedSeriesStackPositiveAndNegativeValuesApart() {
        let positions: [Double] = [0, 1, 2]
        let stacks = StackSegments.stack([(positions, [1, -2, 3]), (positions, [2, -1, .nan]), (positions, [4, 5, -6])],
                                         baseline: 0)
        assertEqualWithNaN(stacks[0].base, [0, 0, 0])
        assertEqualWithNaN(stacks[0].top, [1, -2, 3])
        assertEqualWithNaN(stacks[1].base, [1, -2, .nan])
        assertEqualWithNaN(stacks[1].top, [3, -3, .nan])
        assertEqualWithNaN(stacks[2].base, [3, 0, 0])
        assertEqualWithNaN(stacks[2].top, [7, 5, -6])
        XCTAssertEqual(stacks[2].extent, AxisRange(min: -6, max: 7))
    }

    func testSeriesWithDifferentPositionsStackByPosition() {
        let stacks = StackSegments.stack([([0, 1, 2], [1, 1, 1]), ([1, 2, 3], [2, 2, 2]), ([2, .nan], [5, 5])],
                                         baseline: 10)
        assertEqualWithNaN(stacks[1].base, [11, 11, 10])
        assertEqualWithNaN(stacks[1].top, [13, 13, 12])
        assertEqualWithNaN(stacks[2].base, [13, .nan])
        assertEqualWithNaN(stacks[2].top, [18, .nan])
    }

    func testEmptyInputStacksNothing() {
        XCTAssertTrue(StackSegments.stack([], baseline: 0).isEmpty)
        let empty = StackSegments.stack([([], [])], baseline: 0)
        XCTAssertEqual(empty.count, 1)
        XCTAssertNil(empty[0].extent)
    }

    private func stackedColumns() -> (Chart, [ColumnSeries]) {
        let chart = Chart()
        let source = ArrayDataSource()
        let series = (0..<3).map { ColumnSeries(title: "s\($0)") }
        series[0].stackIndex = 0
        series[1].stackIndex = 0
        source.add(series[0], y: [1, 2, 3])
        source.add(series[1], y: [4, -5, 6])
        source.add(series[2], y: [1, 1, 1])
        chart.dataSource = source
        return (chart, series)
    }

    func testChartStacksSeriesOfOneIndexAndFitsTheTotals() {
        let (chart, _) = stackedColumns()
        XCTAssertEqual(chart.seriesStates[1].values.stack?.base, [1, 0, 3])
        XCTAssertEqual(chart.seriesStates[1].values.stack?.top, [5, -5, 9])
        XCTAssertNil(chart.seriesStates[2].values.stack, "no stack index: not stacked")
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: -5, max: 9))
        // Columns widen the x fit by half a slot on each side so the end columns show whole.
        XCTAssertEqual(chart.xAxis.dataRange, AxisRange(min: -0.5, max: 2.5))
    }

    func testHidingASeriesTakesItOutOfTheStack() {
        let (chart, series) = stackedColumns()
        series[0].isHidden = true
        chart.refitAxes()
        XCTAssertEqual(chart.seriesStates[1].values.stack?.base, [0, 0, 0])
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: -5, max: 6))
    }

    func testStacksAreComputedOncePerReloadNotPerFrame() {
        let (chart, _) = stackedColumns()
        let generation = chart.stackGeneration
        for _ in 0..<3 { XCTAssertFalse(chart.makeScene(size: Size(width: 600, height: 400), measurer: measurer).series.isEmpty) }
        XCTAssertEqual(chart.stackGeneration, generation)
        chart.reloadData()
        XCTAssertEqual(chart.stackGeneration, generation + 1)
    }

    func testOnlyTheSameFamilyStacksTogether() {
        let chart = Chart()
        let source = ArrayDataSource()
        let line = LineSeries(title: "line"), column = ColumnSeries(title: "column"), bar = BarSeries(title: "bar")
        for s in [line, column, bar] as [ChartSeries] { s.stackIndex = 0 }
        source.add(column, y: [1, 1])
        source.add(line, y: [2, 2])
        source.add(bar, x: [3, 3], y: [0, 1])
        chart.dataSource = source
        XCTAssertEqual(chart.seriesStates[1].values.stack?.base, [0, 0], "a line does not sit on a column")
        XCTAssertEqual(chart.seriesStates[2].values.stack?.base, [0, 0])
        XCTAssertEqual(chart.seriesStates[2].values.stack?.top, [3, 3], "a bar stacks its x (its length)")
    }

    func testStackedAreaFillsDownToTheSeriesBelow() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let lower = LineSeries(title: "lower"), upper = LineSeries(title: "upper")
        for s in [lower, upper] {
            s.stackIndex = 2
            s.style.showsFill = true
        }
        source.add(lower, y: [1, 2, 3])
        source.add(upper, y: [1, 1, 1])
        chart.dataSource = source
        let scene = chart.makeScene(size: Size(width: 600, height: 400), measurer: measurer)
        let fills = scene.series.compactMap { command -> FillCommand? in
            if case .fill(let f) = command { return f } else { return nil }
        }
        XCTAssertEqual(fills.count, 2)
        let top = try XCTUnwrap(fills.last)
        let lowerLine = try XCTUnwrap(top.lowerGeometry?.geometry)
        let upperLine = top.geometry.geometry
        XCTAssertEqual(lowerLine.count, 3)
        XCTAssertEqual(upperLine.count, 3)
        for i in 0..<3 {
            XCTAssertEqual(upperLine.dataPoint(at: i).y, [2, 3, 4][i])
            XCTAssertEqual(lowerLine.dataPoint(at: i).y, [1, 2, 3][i])
            XCTAssertEqual(upperLine.dataPoint(at: i).x, lowerLine.dataPoint(at: i).x, "paired vertices share x")
        }
    }
}
