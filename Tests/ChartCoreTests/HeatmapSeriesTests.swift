import XCTest
@testable import ChartCore

/// The heatmap series' model: its grid, where each cell sits, its colours, the mean reduction of
/// large grids, and what hit testing, the crosshair and the colour bar read from it.
final class HeatmapSeriesTests: XCTestCase {
    private let size = Size(width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    private func chart(_ heatmap: HeatmapSeries) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(heatmap)
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        return chart
    }

    private func pointer(_ chart: Chart, _ heatmap: HeatmapSeries, row: Int, column: Int) -> Point {
        let c = heatmap.center(row: row, column: column)
        return Point(x: chart.xAxis.pixelValue(forDataValue: c.x), y: chart.yAxis.pixelValue(forDataValue: c.y))
    }

    func testGridIsPaddedWithMissingCellsAndCut() {
        let short = HeatmapGrid(rows: 2, columns: 2, values: [1, 2, 3])
        XCTAssertEqual(short.values.count, 4)
        XCTAssertTrue(short.value(row: 1, column: 1).isNaN)
        XCTAssertEqual(HeatmapGrid(rows: 1, columns: 2, values: [1, 2, 3]).values, [1, 2])
        XCTAssertTrue(short.value(row: 5, column: 0).isNaN, "outside the grid")
        let ragged = HeatmapGrid(rows: [[1, 2, 3], [4]])
        XCTAssertEqual(ragged.columns, 3)
        XCTAssertEqual(ragged.value(row: 1, column: 0), 4)
        XCTAssertTrue(ragged.value(row: 1, column: 2).isNaN)
        XCTAssertEqual(HeatmapGrid(rows: Int.max, columns: 3, values: []).rows, 0, "an overflowing size is empty")
        XCTAssertEqual(HeatmapGrid(rows: 2, columns: 2, values: [.nan, -3, 7, .infinity]).valueExtent, AxisRange(min: -3, max: 7))
    }

    func testCellsSplitTheExtentsFirstRowAtTop() throws {
        let heatmap = HeatmapSeries(grid: HeatmapGrid(rows: 2, columns: 4, values: Array(0..<8).map(Double.init)),
                                    xExtent: AxisRange(min: 0, max: 8), yExtent: AxisRange(min: 10, max: 20))
        let topLeft = try XCTUnwrap(heatmap.cell(atX: 0.5, y: 19))
        XCTAssertEqual([topLeft.row, topLeft.column], [0, 0])
        let bottomRight = try XCTUnwrap(heatmap.cell(atX: 7.9, y: 10.1))
        XCTAssertEqual([bottomRight.row, bottomRight.column], [1, 3])
        XCTAssertEqual(bottomRight.value, 7)
        XCTAssertNil(heatmap.cell(atX: 8.1, y: 15))
        XCTAssertEqual(heatmap.center(row: 0, column: 1).x, 3)
        XCTAssertEqual(heatmap.center(row: 0, column: 1).y, 17.5)
        heatmap.firstRowAtTop = false
        XCTAssertEqual(try XCTUnwrap(heatmap.cell(atX: 0.5, y: 19)).row, 1)
        XCTAssertEqual(heatmap.center(row: 0, column: 0).y, 12.5)
    }

    func testDefaultExtentsPutCellIAtPositionIForCategoryAxes() {
        let heatmap = HeatmapSeries(grid: HeatmapGrid(rows: 3, columns: 5, values: []))
        XCTAssertEqual(heatmap.xExtent, AxisRange(min: -0.5, max: 4.5))
        XCTAssertEqual(heatmap.center(row: 2, column: 4).x, 4)
        XCTAssertEqual(heatmap.center(row: 2, column: 4).y, 0, "the last row at the bottom position")
        heatmap.rowNames = ["a", "b", "c"]
        XCTAssertEqual(heatmap.yAxisCategories, ["c", "b", "a"])
    }

    func testSequentialMapByDefaultDivergingAroundZero() {
        let positive = HeatmapSeries(grid: HeatmapGrid(rows: 1, columns: 3, values: [2, 5, 9]))
        XCTAssertEqual(positive.resolvedColorMap, .viridis)
        XCTAssertEqual(positive.resolvedValueRange, AxisRange(min: 2, max: 9))
        let correlations = HeatmapSeries(grid: HeatmapGrid(rows: 1, columns: 3, values: [-0.6, 0.1, 1]))
        XCTAssertEqual(correlations.resolvedColorMap, .blueRed)
        XCTAssertEqual(correlations.resolvedValueRange, AxisRange(min: -1, max: 1), "symmetric, so 0 is the midpoint")
        let lopsided = HeatmapSeries(grid: HeatmapGrid(rows: 1, columns: 3, values: [-0.1, 3, 9]))
        XCTAssertEqual(lopsided.resolvedColorMap, .viridis, "a little below 0 is no divergence")
        lopsided.style.colorMap = .inferno
        lopsided.style.valueRange = AxisRange(min: 0, max: 10)
        XCTAssertEqual(lopsided.resolvedColorMap, .inferno)
        XCTAssertEqual(lopsided.resolvedValueRange, AxisRange(min: 0, max: 10))
        let flat = HeatmapSeries(grid: HeatmapGrid(rows: 1, columns: 2, values: [4, 4]))
        XCTAssertEqual(flat.resolvedValueRange, AxisRange(min: 3.5, max: 4.5))
    }

    func testLargeGridsAreAveragedByBlocksOnce() {
        // 6 × 5 cells to at most 2 texels a side: blocks of 3 rows × 3 columns (the last 2 wide).
        var values = (0..<30).map(Double.init)
        values[0] = .nan
        let grid = HeatmapGrid(rows: 6, columns: 5, values: values)
        let image = HeatmapImage.reduced(grid, maximumSide: 2)
        XCTAssertEqual([image.width, image.height], [2, 2])
        XCTAssertEqual(image.cellsPerTexel.x, 3)
        // Top-left block: rows 0-2, columns 0-2, without the missing cell.
        let topLeft = [1.0, 2, 5, 6, 7, 10, 11, 12]
        XCTAssertEqual(Double(image.values[0]), topLeft.reduce(0, +) / Double(topLeft.count), accuracy: 1e-5)
        let topRight = [3.0, 4, 8, 9, 13, 14]
        XCTAssertEqual(Double(image.values[1]), topRight.reduce(0, +) / 6, accuracy: 1e-5)
        let allMissing = HeatmapImage.reduced(HeatmapGrid(rows: 4, columns: 4, values: []), maximumSide: 2)
        XCTAssertTrue(allMissing.values.allSatisfy(\.isNaN))
        let small = HeatmapSeries(grid: grid)
        XCTAssertTrue(small.image === small.image, "made once")
        XCTAssertEqual(small.image.width, 5)
        small.maximumTextureSide = 2
        XCTAssertEqual(small.image.width, 2)
    }

    func testSceneDrawsOneHeatmapCommandOverTheGridAndAColourBar() throws {
        let heatmap = HeatmapSeries(title: "kinship", grid: HeatmapGrid(rows: 3, columns: 3, values: (1...9).map(Double.init)))
        let c = Chart()
        let source = ArrayDataSource()
        source.add(heatmap)
        c.dataSource = source
        let scene = c.makeScene(size: size, measurer: measurer)
        let commands = scene.series.compactMap { if case .heatmap(let h) = $0 { return h } else { return nil } }
        XCTAssertEqual(commands.count, 1)
        let command = try XCTUnwrap(commands.first)
        XCTAssertEqual(command.low, 1)
        XCTAssertEqual(command.high, 9)
        XCTAssertEqual(command.rect.minX, c.xAxis.pixelValue(forDataValue: -0.5), accuracy: 1e-9)
        XCTAssertEqual(command.rect.minY, c.yAxis.pixelValue(forDataValue: 2.5), accuracy: 1e-9, "row 0's edge at the top")
        XCTAssertGreaterThan(command.rect.height, 0)
        let layout = try XCTUnwrap(c.lastLayout)
        let bar = try XCTUnwrap(layout.colorBarFrame)
        XCTAssertGreaterThanOrEqual(bar.minX, layout.plotArea.maxX, "right of the plot, never over cells")
        let labels = scene.chrome.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } }
        XCTAssertTrue(labels.contains("kinship"), "the bar's title")
        XCTAssertTrue(labels.contains("2") && labels.contains("8"), "value ticks: \(labels)")
        heatmap.style.showsColorBar = false
        c.applyLayout(size: size, measurer: measurer)
        XCTAssertNil(c.lastLayout?.colorBarFrame)
    }

    func testHitTestAndCrosshairReadTheCellUnderThePointer() throws {
        let heatmap = HeatmapSeries(title: "m", grid: HeatmapGrid(rows: 2, columns: 3, values: [1, 2, 3, 4, .nan, 6]))
        heatmap.rowNames = ["r0", "r1"]
        heatmap.columnNames = ["a", "b", "c"]
        let c = chart(heatmap)
        let p = pointer(c, heatmap, row: 1, column: 2)
        let found = try XCTUnwrap(c.heatmapCell(at: p))
        XCTAssertEqual(found.seriesIndex, 0)
        XCTAssertEqual(found.cell, HeatmapCell(row: 1, column: 2, value: 6))
        let hit = try XCTUnwrap(c.hitTest(at: p))
        XCTAssertEqual(hit.pointIndex, 5, "row · columns + column")
        XCTAssertEqual(hit.distance, 0)

        c.crosshair.pointerPosition = p
        let reading = try XCTUnwrap(c.crosshairReading())
        let row = try XCTUnwrap(reading.rows.first)
        XCTAssertEqual(row.value(named: "row")?.text, "r1")
        XCTAssertEqual(row.value(named: "column")?.text, "c")
        XCTAssertEqual(row.value(named: "value")?.value, 6)
        XCTAssertEqual(reading.target?.pointIndex, 5)
        XCTAssertEqual(reading.position.x, p.x, accuracy: 1e-9, "at the cell's centre")

        c.crosshair.pointerPosition = pointer(c, heatmap, row: 1, column: 1)
        XCTAssertEqual(try XCTUnwrap(c.crosshairReading()).rows.first?.value(named: "value")?.text, "missing")
        c.crosshair.mode = .floating
        c.crosshair.pointerPosition = pointer(c, heatmap, row: 0, column: 0)
        let floating = try XCTUnwrap(c.crosshairReading())
        XCTAssertEqual(floating.rows.count, 1)
        XCTAssertEqual(floating.rows.first?.value(named: "value")?.value, 1)
    }
}
