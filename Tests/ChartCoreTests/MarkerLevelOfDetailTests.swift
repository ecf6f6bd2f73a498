import XCTest
@testable import ChartCore

/// `MarkerGeometryBuilder`: which markers a dense view keeps (the last of each pixel cell, in data
/// order), when it stands aside, how it reuses and extends its geometry, and the series using it.
final class MarkerLevelOfDetailTests: XCTestCase {
    private let plot = Rect(x: 40, y: 20, width: 1_000, height: 500)
    private let xRange = AxisRange(min: 0, max: 1_000)
    private let yRange = AxisRange(min: 0, max: 500)

    /// `count` points in random order, about 1 in 1,000 of them with a NaN or infinite
    /// coordinate, spread a little past the view on every side.
    private func randomPoints(_ count: Int, seed: UInt64 = 7) -> (x: [Double], y: [Double]) {
        var random = DataTestRandom(seed: seed)
        var x = [Double](repeating: 0, count: count), y = [Double](repeating: 0, count: count)
        let bad: [Double] = [.nan, .infinity, -.infinity]
        for i in 0..<count {
            x[i] = Double.random(in: -200..<1_200, using: &random)
            y[i] = Double.random(in: -100..<600, using: &random)
            if Int.random(in: 0..<1_000, using: &random) == 0 {
                if Bool.random(using: &random) { x[i] = bad.randomElement(using: &random)! } else { y[i] = bad.randomElement(using: &random)! }
            }
        }
        return (x, y)
    }

    /// The reference answer, by a dictionary over every point: the indices that are the last of
    /// their cell, in data order, and the cells occupied by any finite point.
    private func lastOfEachCell(_ x: [Double], _ y: [Double], _ grid: MarkerGeometryBuilder.CellGrid)
        -> (kept: [Int], occupied: Set<Int>) {
        var last: [Int: Int] = [:]
        for i in x.indices {
            if let cell = grid.cell(x: x[i], y: y[i]) { last[cell] = i }
        }
        let kept = x.indices.filter { i in grid.cell(x: x[i], y: y[i]).map { last[$0] == i } ?? false }
        return (kept, Set(last.keys))
    }

    /// Asserts that `geometry` holds exactly the points `indices` of (x, y), in that order, and
    /// names the first that differs.
    private func assertHolds(_ geometry: SeriesGeometry, _ x: [Double], _ y: [Double], _ indices: [Int],
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(geometry.count, indices.count, "point count", file: file, line: line)
        for (k, index) in indices.enumerated() where k < geometry.count {
            let expected = (geometry.localX(x[index]), geometry.localY(y[index]))
            let stored = (geometry.vertices[2 * k], geometry.vertices[2 * k + 1])
            if stored != expected {
                XCTFail("vertex \(k) is \(stored), expected point \(index) at \(expected)", file: file, line: line)
                return
            }
        }
    }

    // MARK: - Which markers are kept

    func testMillionRandomPointsKeepTheLastPointOfEveryOccupiedCell() throws {
        let (x, y) = randomPoints(1_000_000)
        let data = SeriesData(x: x, y: y)
        XCTAssertFalse(data.isSortedByX)
        let builder = MarkerGeometryBuilder()
        let transform = try XCTUnwrap(builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot,
                                                     scale: 1, markerReach: 4))
        XCTAssertTrue(builder.lastUpdateRebuilt)
        let grid = try XCTUnwrap(builder.cellGrid)
        // One cell per device pixel, covering the view and more than a marker's reach around it.
        XCTAssertEqual(grid.cellWidth, 1)
        XCTAssertEqual(grid.cellHeight, 1)
        XCTAssertLessThanOrEqual(grid.minX, -4)
        XCTAssertGreaterThanOrEqual(grid.maxX, 1_004)
        XCTAssertLessThanOrEqual(grid.minY, -4)
        XCTAssertGreaterThanOrEqual(grid.maxY, 504)

        let reference = lastOfEachCell(x, y, grid)
        let geometry = builder.geometry
        // Exactly the last point of each cell, in data order, gaps skipped.
        assertHolds(geometry, x, y, reference.kept)
        XCTAssertEqual(Set(reference.kept.compactMap { grid.cell(x: x[$0], y: y[$0]) }), reference.occupied,
                       "every cell a marker lands in without decimation still gets one")
        XCTAssertEqual(geometry.count, reference.occupied.count, "one marker per occupied cell")
        XCTAssertLessThan(geometry.count, 1_000_000)
        XCTAssertFalse(geometry.vertices.contains { !$0.isFinite })

        // The transform puts the stored points where the data are.
        let first = reference.kept[0]
        let drawn = transform.apply(localX: Double(geometry.vertices[0]), localY: Double(geometry.vertices[1]))
        XCTAssertEqual(drawn.x, plot.minX + x[first] / 1_000 * plot.width, accuracy: 1e-3)
        XCTAssertEqual(drawn.y, plot.maxY - y[first] / 500 * plot.height, accuracy: 1e-3)
    }

    func testSortedDataScanOnlyTheCoveredWindow() throws {
        let count = 400_000
        var random = DataTestRandom(seed: 3)
        let x = (0..<count).map { Double($0) / 100 }
        var y = x.map { _ in Double.random(in: 0..<500, using: &random) }
        y[250_000] = .nan
        let data = SeriesData(x: x, y: y)
        XCTAssertTrue(data.isSortedByX)
        let builder = MarkerGeometryBuilder()
        XCTAssertNotNil(builder.update(data: data, xRange: AxisRange(min: 1_500, max: 2_500), yRange: yRange,
                                       plotRect: plot, scale: 2, markerReach: 4))
        let grid = try XCTUnwrap(builder.cellGrid)
        XCTAssertEqual(grid.cellWidth, 0.5, "a device pixel at scale 2")
        let reference = lastOfEachCell(x, y, grid)
        assertHolds(builder.geometry, x, y, reference.kept)
        XCTAssertTrue(reference.kept.allSatisfy { x[$0] >= grid.minX && x[$0] <= grid.maxX })
    }

    func testCellNumbering() {
        let builder = MarkerGeometryBuilder()
        let data = SeriesData(x: (0..<100_000).map { Double($0 % 1_000) }, y: (0..<100_000).map { Double($0 % 500) })
        XCTAssertNotNil(builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1,
                                       markerReach: 4))
        guard let cells = builder.cellGrid else { return XCTFail("no grid") }
        XCTAssertEqual(cells.cell(x: cells.minX, y: cells.minY), 0)
        XCTAssertEqual(cells.cell(x: cells.minX + 1.5 * cells.cellWidth, y: cells.minY), 1)
        XCTAssertEqual(cells.cell(x: cells.minX, y: cells.minY + cells.cellHeight), cells.columns)
        XCTAssertEqual(cells.cell(x: cells.maxX, y: cells.maxY), cells.columns * cells.rows - 1, "far edges in the last cell")
        XCTAssertNil(cells.cell(x: cells.minX - 0.01, y: cells.minY))
        XCTAssertNil(cells.cell(x: cells.maxX + 0.01, y: cells.minY))
        XCTAssertNil(cells.cell(x: .nan, y: 10))
        XCTAssertNil(cells.cell(x: 10, y: .infinity))
    }

    // MARK: - When it stands aside

    func testFewPointsAreLeftToTheCaller() {
        let builder = MarkerGeometryBuilder()
        let threshold = MarkerGeometryBuilder.defaultDecimationThreshold
        let (x, y) = randomPoints(threshold)
        XCTAssertNil(builder.update(data: SeriesData(x: x, y: y), xRange: xRange, yRange: yRange, plotRect: plot,
                                    scale: 1, markerReach: 4), "at the threshold every point is drawn")
        XCTAssertEqual(builder.geometry.count, 0)
        XCTAssertNil(builder.cellGrid)
        let (x2, y2) = randomPoints(threshold + 1)
        XCTAssertNotNil(builder.update(data: SeriesData(x: x2, y: y2), xRange: xRange, yRange: yRange, plotRect: plot,
                                       scale: 1, markerReach: 4), "one more is decimated")
    }

    func testSortedDataCountOnlyThePointsInView() {
        // 200,000 sorted points, 20,000 of them where the view can see them.
        let x = (0..<200_000).map { Double($0) / 20 }
        let data = SeriesData(x: x, y: x.map { $0.truncatingRemainder(dividingBy: 500) })
        let builder = MarkerGeometryBuilder()
        XCTAssertNil(builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1, markerReach: 4))
        XCTAssertNotNil(builder.update(data: data, xRange: AxisRange(min: 0, max: 10_000), yRange: yRange,
                                       plotRect: plot, scale: 1, markerReach: 4))
        XCTAssertGreaterThan(builder.geometry.count, 0)
        XCTAssertNil(builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1, markerReach: 4),
                     "zoomed back in, every point again")
        XCTAssertEqual(builder.geometry.count, 0, "and the decimated geometry is let go")
    }

    func testBadViewsAreLeftToTheCaller() {
        let (x, y) = randomPoints(60_000)
        let data = SeriesData(x: x, y: y)
        let builder = MarkerGeometryBuilder()
        XCTAssertNil(builder.update(data: data, xRange: AxisRange(min: .nan, max: 1), yRange: yRange, plotRect: plot,
                                    scale: 1, markerReach: 4))
        XCTAssertNil(builder.update(data: data, xRange: xRange, yRange: AxisRange(min: 0, max: .infinity),
                                    plotRect: plot, scale: 1, markerReach: 4))
        XCTAssertNil(builder.update(data: data, xRange: xRange, yRange: yRange,
                                    plotRect: Rect(x: .nan, y: 0, width: 10, height: 10), scale: 1, markerReach: 4))
        XCTAssertNil(builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 0, markerReach: 4))
        // Spans whose cells would round together at this magnitude.
        XCTAssertNil(builder.update(data: data, xRange: AxisRange(min: 1e300, max: 1e300 * (1 + 1e-15)),
                                    yRange: yRange, plotRect: plot, scale: 1, markerReach: 4))
        // A NaN reach counts as none; huge values in the data are simply outside.
        let huge = SeriesData(x: x.map { $0 * 1e305 }, y: y)
        XCTAssertNotNil(builder.update(data: huge, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1,
                                       markerReach: .nan))
        XCTAssertFalse(builder.geometry.vertices.contains { !$0.isFinite })
    }

    func testAllBadPointsGiveEmptyGeometry() throws {
        let data = SeriesData(x: [Double](repeating: .nan, count: 60_000), y: [Double](repeating: 1, count: 60_000))
        let builder = MarkerGeometryBuilder()
        XCTAssertNotNil(builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1, markerReach: 4))
        XCTAssertEqual(builder.geometry.count, 0)
    }

    // MARK: - Reuse and appends

    func testSmallPansReuseAndZoomsRebuild() {
        let (x, y) = randomPoints(200_000)
        let data = SeriesData(x: x, y: y)
        let builder = MarkerGeometryBuilder()
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1, markerReach: 4)
        let revision = builder.geometry.revision
        let panned = builder.update(data: data, xRange: AxisRange(min: 30, max: 1_030), yRange: AxisRange(min: -20, max: 480),
                                    plotRect: plot, scale: 1, markerReach: 4)
        XCTAssertFalse(builder.lastUpdateRebuilt, "a pan inside the margin only moves the transform")
        XCTAssertEqual(builder.geometry.revision, revision)
        XCTAssertEqual(panned?.offsetX ?? 0, plot.minX + (builder.geometry.originX - 30), accuracy: 1e-9)

        builder.update(data: data, xRange: AxisRange(min: 200, max: 1_200), yRange: yRange, plotRect: plot, scale: 1,
                       markerReach: 4)
        XCTAssertTrue(builder.lastUpdateRebuilt, "past the margin")
        builder.update(data: data, xRange: AxisRange(min: 300, max: 700), yRange: yRange, plotRect: plot, scale: 1,
                       markerReach: 4)
        XCTAssertTrue(builder.lastUpdateRebuilt, "cells would be 2.5 pixels wide")
        builder.update(data: data, xRange: AxisRange(min: 300, max: 700), yRange: yRange, plotRect: plot, scale: 1,
                       markerReach: 4)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        builder.decimationThreshold = 100_000
        builder.update(data: data, xRange: AxisRange(min: 300, max: 700), yRange: yRange, plotRect: plot, scale: 1,
                       markerReach: 4)
        XCTAssertTrue(builder.lastUpdateRebuilt, "a new threshold")
    }

    func testAppendedPointsGoOnTopUntilTheyOutnumberTheKept() throws {
        let (x, y) = randomPoints(100_000)
        let data = SeriesData(x: x, y: y)
        let builder = MarkerGeometryBuilder()
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1, markerReach: 4)
        let kept = builder.geometry.count
        let revision = builder.geometry.revision
        let grid = try XCTUnwrap(builder.cellGrid)

        data.append(x: [10, .nan, 5_000, 20], y: [10, 10, 10, .infinity])
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1, markerReach: 4)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        XCTAssertTrue(builder.lastUpdateAppended)
        XCTAssertEqual(builder.geometry.revision, revision)
        XCTAssertEqual(builder.geometry.count, kept + 1, "only the finite point inside the grid")
        XCTAssertEqual(builder.geometry.dataPoint(at: kept).x, 10, accuracy: 1e-4)
        XCTAssertEqual(builder.cellGrid, grid)

        let many = randomPoints(kept + 10, seed: 11)
        data.append(x: many.x, y: many.y)
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1, markerReach: 4)
        XCTAssertTrue(builder.lastUpdateRebuilt, "more appended than kept: rebuilt")
        let reference = lastOfEachCell(data.x.array, data.y.array, try XCTUnwrap(builder.cellGrid))
        assertHolds(builder.geometry, data.x.array, data.y.array, reference.kept)
    }

    // MARK: - Series

    private func chart(_ series: ChartSeries, x: [Double], y: [Double]) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(series, x: x, y: y)
        chart.dataSource = source
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 1_000)
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 500)
        return chart
    }

    private func markers(_ chart: Chart) -> [MarkerCommand] {
        chart.makeScene(size: Size(width: 800, height: 500), scale: 1, measurer: ApproximateTextMeasurer())
            .series.compactMap { if case .markers(let m) = $0 { return m } else { return nil } }
    }

    func testDenseScatterDrawsTheDecimatedGeometryAndItsSelection() throws {
        let (x, y) = randomPoints(200_000)
        let series = ScatterSeries(title: "dots")
        let c = chart(series, x: x, y: y)
        series.selectedPointIndices = [5, 7]
        let drawn = markers(c)
        XCTAssertEqual(drawn.count, 2, "the series, then its selected points")
        let builder = c.seriesStates[0].cache.markerLevelOfDetail
        XCTAssertGreaterThan(builder.geometry.count, 0)
        XCTAssertEqual(drawn[0].geometry, GeometryRef(builder.geometry))
        XCTAssertEqual(drawn[1].geometry.count, [5, 7].filter { x[$0].isFinite && y[$0].isFinite }.count,
                       "selected points are all marked, decimated or not")
    }

    func testSmallOrTranslucentScatterDrawsEveryPoint() {
        let small = ScatterSeries(title: "few")
        let (x, y) = randomPoints(1_000)
        let f = chart(small, x: x, y: y)
        XCTAssertEqual(markers(f).first?.geometry, GeometryRef(f.seriesStates[0].geometryBuilder.geometry),
                       "every point from the line geometry, as before")
        XCTAssertGreaterThanOrEqual(f.seriesStates[0].geometryBuilder.geometry.count, 990)

        let (dx, dy) = randomPoints(200_000)
        let translucent = ScatterSeries(title: "mist")
        translucent.style.marker.fillColor = Color(red: 0, green: 0, blue: 1, alpha: 0.4)
        let c = chart(translucent, x: dx, y: dy)
        XCTAssertEqual(markers(c).first?.geometry, GeometryRef(c.seriesStates[0].geometryBuilder.geometry))
        XCTAssertGreaterThanOrEqual(c.seriesStates[0].geometryBuilder.geometry.count, 199_000)
        XCTAssertEqual(c.seriesStates[0].cache.markerLevelOfDetail.geometry.count, 0)

        let halfStroke = ScatterSeries(title: "rims")
        halfStroke.style.marker.strokeColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let h = chart(halfStroke, x: dx, y: dy)
        XCTAssertEqual(markers(h).first?.geometry, GeometryRef(h.seriesStates[0].geometryBuilder.geometry))
    }

    func testDenseLineWithMarkersAggregatesTheLineAndDecimatesTheMarkers() throws {
        let count = 200_000
        let x = (0..<count).map { Double($0) / 200 }
        let y = x.map { 250 + 200 * sin($0 / 50) }
        let line = LineSeries(title: "dense")
        line.style.showsMarkers = true
        let c = chart(line, x: x, y: y)
        let drawn = markers(c)
        XCTAssertTrue(c.seriesStates[0].geometryBuilder.lastUpdateAggregated)
        let builder = c.seriesStates[0].cache.markerLevelOfDetail
        XCTAssertEqual(drawn.first?.geometry, GeometryRef(builder.geometry))
        XCTAssertLessThan(builder.geometry.count, count / 10)

        // Few points: markers share the line's own geometry, as before.
        let sparse = LineSeries(title: "sparse")
        sparse.style.showsMarkers = true
        let s = chart(sparse, x: [1, 2, 3], y: [4, .nan, 6])
        let sparseMarkers = markers(s)
        XCTAssertEqual(sparseMarkers.first?.geometry, GeometryRef(s.seriesStates[0].geometryBuilder.geometry))
    }
}
