import XCTest
@testable import ChartCore

final class LineGeometryBuilderTests: XCTestCase {
    private let plot = Rect(x: 40, y: 20, width: 1_000, height: 500)

    /// The geometry's points in data coordinates (after Float rounding); NaN for gaps.
    private func points(_ geometry: SeriesGeometry) -> [(x: Double, y: Double)] {
        (0..<geometry.count).map { geometry.dataPoint(at: $0) }
    }

    private func isGap(_ point: (x: Double, y: Double)) -> Bool {
        point.x.isNaN && point.y.isNaN
    }

    // MARK: - Aggregation

    func testAggregatedBinsKeepEachBinsExtremes() {
        var random = DataTestRandom(seed: 99)
        let count = 1_000_000
        // Integer y values are exact in Float, so emitted values compare exactly.
        let y = (0..<count).map { _ in Double(Int.random(in: -1_000...1_000, using: &random)) }
        let data = SeriesData(y: y)
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: AxisRange(min: 0, max: 1_000_000),
                       yRange: AxisRange(min: -1_024, max: 1_024),
                       plotRect: plot, scale: 1)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        XCTAssertTrue(builder.lastUpdateAggregated)

        // One device pixel is 1,000 points: bin k holds x in [1000k, 1000k + 1000).
        var perBin = [[(x: Double, y: Double)]](repeating: [], count: 1_000)
        var previousX = -Double.infinity
        for point in points(builder.geometry) {
            XCTAssertFalse(isGap(point))
            XCTAssertGreaterThan(point.x, previousX, "x order kept, no duplicates")
            previousX = point.x
            XCTAssertEqual(point.y, y[Int(point.x)], "every vertex is a real point at its true x")
            perBin[Int(point.x) / 1_000].append(point)
        }
        for bin in 0..<1_000 {
            let members = perBin[bin]
            let slice = y[(bin * 1_000)..<(bin * 1_000 + 1_000)]
            XCTAssertLessThanOrEqual(members.count, 4)
            XCTAssertEqual(members.map(\.y).min(), slice.min(), "bin \(bin)")
            XCTAssertEqual(members.map(\.y).max(), slice.max(), "bin \(bin)")
            XCTAssertEqual(members.first?.x, Double(bin * 1_000), "first point of bin \(bin)")
            XCTAssertEqual(members.last?.x, Double(bin * 1_000 + 999), "last point of bin \(bin)")
        }
    }

    func testAggregatedGeometryIsReusedWhenPanningByWholeBins() {
        let data = SeriesData(y: (0..<1_000_000).map { sin(Double($0) * 0.001) })
        let builder = LineGeometryBuilder()
        let yRange = AxisRange(min: -1, max: 1)
        let first = builder.update(data: data, xRange: AxisRange(min: 200_000, max: 400_000),
                                   yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertTrue(builder.lastUpdateAggregated)
        let revision = builder.geometry.revision
        // Bins are 100 data units (200,000 / 2,000 device pixels); pan by 7 of them.
        let panned = builder.update(data: data, xRange: AxisRange(min: 200_700, max: 400_700),
                                    yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        XCTAssertTrue(builder.lastUpdateAggregated)
        XCTAssertEqual(builder.geometry.revision, revision)
        XCTAssertEqual(panned.offsetX - first.offsetX, -3.5, accuracy: 1e-9, "7 device pixels at scale 2")
        // Cost follows pixels: at most 4 points per bin over three views, plus two neighbours.
        XCTAssertLessThanOrEqual(builder.geometry.count, 4 * 3 * 2_000 + 2)

        // Zooming in 4x leaves bins far too coarse: rebuilt, finer.
        builder.update(data: data, xRange: AxisRange(min: 250_000, max: 300_000),
                       yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        XCTAssertTrue(builder.lastUpdateAggregated)

        // Zoomed in to a few points per pixel: raw points.
        builder.update(data: data, xRange: AxisRange(min: 250_000, max: 251_000),
                       yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        XCTAssertFalse(builder.lastUpdateAggregated)
    }

    func testAggregationCanBeTurnedOff() {
        let data = SeriesData(y: (0..<300_000).map { Double($0 % 17) })
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: AxisRange(min: 0, max: 100_000), yRange: AxisRange(min: 0, max: 20),
                       plotRect: plot, scale: 1, allowAggregation: false)
        XCTAssertFalse(builder.lastUpdateAggregated)
        // A window of three spans centred on the view, clamped to the data, plus the next point.
        XCTAssertEqual(builder.geometry.count, 200_002)
    }

    func testAggregatedGapsStayOpen() {
        var y = (0..<1_000_000).map { Double($0 % 100) }
        for index in 400_000..<420_000 { y[index] = .nan }
        let data = SeriesData(y: y)
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: AxisRange(min: 0, max: 1_000_000), yRange: AxisRange(min: 0, max: 100),
                       plotRect: plot, scale: 1)
        XCTAssertTrue(builder.lastUpdateAggregated)
        let all = points(builder.geometry)
        let gaps = all.indices.filter { isGap(all[$0]) }
        XCTAssertEqual(gaps.count, 1, "the NaN run is one gap")
        guard let gap = gaps.first else { return }
        XCTAssertLessThan(all[gap - 1].x, 400_000)
        XCTAssertGreaterThanOrEqual(all[gap + 1].x, 420_000)
    }

    // MARK: - Precision and reuse

    /// Millisecond samples on an epoch-seconds axis, 200 s of them.
    private func epochData() -> SeriesData {
        let x = (0..<200_000).map { 1.7e9 + Double($0) * 0.001 }
        return SeriesData(x: x, y: x.indices.map { sin(Double($0) * 0.7) })
    }

    /// The spacing of Doubles near 1.7e9 (2^-22 s, about 0.24 µs).
    private let epochStep = (1.7e9).ulp

    /// About 10 ms starting 100.0003 s in; both bounds exact, the span 42,000 Double steps.
    private var epochView: AxisRange {
        let start = 1.7e9 + 100.0003
        return AxisRange(min: start, max: start + 42_000 * epochStep)
    }

    /// Every vertex that stands for a data point within two plot widths of the plot's centre
    /// lands within `tolerance` device pixels of the point's exact position; returns how many
    /// were checked.
    @discardableResult
    private func assertExactPlacement(_ builder: LineGeometryBuilder, _ data: SeriesData,
                                      _ transform: DataTransform, xRange: AxisRange, yRange: AxisRange,
                                      scale: Double, tolerance: Double,
                                      file: StaticString = #filePath, line: UInt = #line) -> Int {
        let geometry = builder.geometry
        var checked = 0
        for vertex in 0..<geometry.count {
            let localX = Double(geometry.vertices[2 * vertex])
            let localY = Double(geometry.vertices[2 * vertex + 1])
            guard let index = data.nearestIndex(toX: geometry.dataPoint(at: vertex).x) else { continue }
            let drawn = transform.apply(localX: localX, localY: localY)
            let exactX = plot.minX + (data.x[index] - xRange.min) / xRange.span * plot.width
            let exactY = plot.maxY - (data.y[index] - yRange.min) / yRange.span * plot.height
            guard abs(exactX - plot.midX) <= 2 * plot.width else { continue }
            XCTAssertEqual(drawn.x * scale, exactX * scale, accuracy: tolerance, "vertex \(vertex)", file: file, line: line)
            XCTAssertEqual(drawn.y * scale, exactY * scale, accuracy: tolerance, "vertex \(vertex)", file: file, line: line)
            checked += 1
        }
        return checked
    }

    func testMillisecondsOnAnEpochAxisDrawExactly() {
        let data = epochData()
        let builder = LineGeometryBuilder()
        let xRange = epochView
        let yRange = AxisRange(min: -1.5, max: 1.5)
        let transform = builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertFalse(builder.lastUpdateAggregated)
        // Float alone would round 1.7e9 to a multiple of 128 s; local coordinates keep it exact.
        let checked = assertExactPlacement(builder, data, transform, xRange: xRange, yRange: yRange,
                                           scale: 1, tolerance: 0.01)
        XCTAssertEqual(builder.geometry.count, 32, "99.991 s ... 100.020 s, plus one neighbour each side")
        XCTAssertEqual(checked, 32)
    }

    func testSmallPanReusesTheGeometryAndMovesTheOffsetByThePan() {
        let data = epochData()
        let builder = LineGeometryBuilder()
        let yRange = AxisRange(min: -1.5, max: 1.5)
        let xRange = epochView
        let before = builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        let revision = builder.geometry.revision

        // 2,000 device pixels show 42,000 Double steps, so 105 steps are exactly 5 pixels.
        let shift = 105 * epochStep
        let panned = AxisRange(min: xRange.min + shift, max: xRange.max + shift)
        let after = builder.update(data: data, xRange: panned, yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        XCTAssertEqual(builder.geometry.revision, revision)
        XCTAssertEqual((after.offsetX - before.offsetX) * 2, -5, accuracy: 1e-6)
        XCTAssertEqual(after.offsetY, before.offsetY)
        XCTAssertEqual(after.scaleX, before.scaleX)
        assertExactPlacement(builder, data, after, xRange: panned, yRange: yRange, scale: 2, tolerance: 0.01)

        // A pan of a whole second leaves the covered window: rebuilt, still exact.
        let far = AxisRange(min: xRange.min + 1, max: xRange.max + 1)
        let moved = builder.update(data: data, xRange: far, yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        XCTAssertGreaterThan(builder.geometry.revision, revision)
        assertExactPlacement(builder, data, moved, xRange: far, yRange: yRange, scale: 2, tolerance: 0.01)
    }

    func testZoomingDeepIntoAWholeSeriesRebuildsForPrecision() {
        // Stored whole (small series), so only precision can force the rebuild.
        let x = (0..<1_000).map { 1.7e9 + Double($0) }
        let data = SeriesData(x: x, y: x.map { _ in 0 })
        let builder = LineGeometryBuilder()
        let yRange = AxisRange(min: -1, max: 1)
        builder.update(data: data, xRange: AxisRange(min: 1.7e9, max: 1.7e9 + 999), yRange: yRange,
                       plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.count, 1_000)
        let revision = builder.geometry.revision
        builder.update(data: data, xRange: AxisRange(min: 1.7e9 + 100, max: 1.7e9 + 900), yRange: yRange,
                       plotRect: plot, scale: 1)
        XCTAssertFalse(builder.lastUpdateRebuilt, "a mild zoom keeps the whole series")
        XCTAssertEqual(builder.geometry.revision, revision)
        let deep = AxisRange(min: 1.7e9 + 990, max: 1.7e9 + 990.004)
        let transform = builder.update(data: data, xRange: deep, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        XCTAssertEqual(builder.geometry.originX, deep.min + deep.span / 2)
        let checked = assertExactPlacement(builder, data, transform, xRange: deep, yRange: yRange,
                                           scale: 1, tolerance: 0.01)
        XCTAssertEqual(checked, 1, "only x = 1.7e9 + 990 is near the view")
    }

    func testTransformMapsTheRangeOntoThePlot() {
        let data = SeriesData(x: [0, 10], y: [-5, 5])
        let builder = LineGeometryBuilder()
        let transform = builder.update(data: data, xRange: AxisRange(min: 0, max: 10),
                                       yRange: AxisRange(min: -5, max: 5), plotRect: plot, scale: 1)
        let geometry = builder.geometry
        let start = transform.apply(localX: Double(geometry.vertices[0]), localY: Double(geometry.vertices[1]))
        let end = transform.apply(localX: Double(geometry.vertices[2]), localY: Double(geometry.vertices[3]))
        XCTAssertEqual(start, Point(x: plot.minX, y: plot.maxY))
        XCTAssertEqual(end, Point(x: plot.maxX, y: plot.minY), "y.max at the top")
    }

    // MARK: - Bad data

    func testNonFiniteValuesBecomeSingleGaps() {
        let data = SeriesData(x: [0, 1, 2, 3, 4, 5, 6, 7],
                              y: [.nan, 1, 2, .nan, .infinity, 5, -.infinity, 7])
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: AxisRange(min: 0, max: 7), yRange: AxisRange(min: 0, max: 8),
                       plotRect: plot, scale: 1)
        let drawn = points(builder.geometry)
        // The leading NaN adds nothing; NaN then infinity collapse into one gap.
        XCTAssertEqual(drawn.count, 6)
        XCTAssertEqual(drawn.map { isGap($0) }, [false, false, true, false, true, false])
        XCTAssertEqual(drawn.filter { !isGap($0) }.map(\.y), [1, 2, 5, 7])
    }

    /// Without aggregation, unsorted data are stored whole in data order (with it, a line past
    /// `smallSeriesLimit` is reduced for the view: `UnsortedLineReducerTests`).
    func testUnsortedDataAreDrawnInDataOrderWithoutAggregation() {
        var random = DataTestRandom(seed: 21)
        let x = (0..<150_000).map { _ in Double.random(in: 0...1_000, using: &random) }
        let data = SeriesData(x: x, y: x.map { $0 / 10 })
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: AxisRange(min: 400, max: 410), yRange: AxisRange(min: 0, max: 100),
                       plotRect: plot, scale: 1, allowAggregation: false)
        XCTAssertFalse(builder.lastUpdateAggregated)
        XCTAssertEqual(builder.geometry.count, x.count)
        for index in stride(from: 0, to: x.count, by: 997) {
            XCTAssertEqual(builder.geometry.dataPoint(at: index).x, x[index], accuracy: 1e-3)
        }

        let small = SeriesData(x: [3, 1, .nan, 2], y: [30, 10, 99, 20])
        builder.update(data: small, xRange: AxisRange(min: 0, max: 4), yRange: AxisRange(min: 0, max: 40),
                       plotRect: plot, scale: 1)
        let drawn = points(builder.geometry)
        XCTAssertEqual(drawn.count, 4)
        XCTAssertEqual(drawn[0].x, 3)
        XCTAssertEqual(drawn[1].x, 1)
        XCTAssertTrue(isGap(drawn[2]), "a NaN x is a gap too")
        XCTAssertEqual(drawn[3].x, 2)
    }

    func testEmptyAndSinglePointSeries() {
        let builder = LineGeometryBuilder()
        let range = AxisRange(min: 0, max: 1)
        builder.update(data: SeriesData(y: []), xRange: range, yRange: range, plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.count, 0)
        builder.update(data: SeriesData(x: [0.5], y: [0.25]), xRange: range, yRange: range, plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.count, 1)
        XCTAssertEqual(builder.geometry.dataPoint(at: 0).x, 0.5)
        XCTAssertEqual(builder.geometry.dataPoint(at: 0).y, 0.25)
    }

    func testDegenerateViewsNeverCrash() {
        let data = SeriesData(y: [1, 2, 3])
        let builder = LineGeometryBuilder()
        let good = AxisRange(min: 0, max: 2)
        let broken = builder.update(data: data, xRange: AxisRange(min: .nan, max: 1), yRange: good,
                                    plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.count, 0)
        XCTAssertEqual(broken.scaleX, 0)
        builder.update(data: data, xRange: good, yRange: AxisRange(min: -1e308, max: 1e308),
                       plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.count, 3,
                       "a span past Double's range is narrowed to a finite one (ARCHITECTURE.md, Extreme ranges)")
        let flat = builder.update(data: data, xRange: AxisRange(min: 1, max: 1), yRange: good,
                                  plotRect: plot, scale: 1)
        XCTAssertTrue(flat.scaleX.isFinite)
        XCTAssertEqual(builder.geometry.count, 3)
        builder.update(data: data, xRange: good, yRange: good, plotRect: .zero, scale: 0)
        XCTAssertEqual(builder.geometry.count, 0, "scale 0 is no plot at all")
    }

    func testFarOutliersAreClippedWithoutBendingTheVisibleLine() {
        let data = SeriesData(x: [0, 1, 2, 3], y: [0, 1, 1e300, 3])
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: AxisRange(min: 0, max: 3), yRange: AxisRange(min: 0, max: 4),
                       plotRect: plot, scale: 1)
        let drawn = points(builder.geometry)
        // (0,0), (1,1), where 1→2 leaves the clip box, gap, where 2→3 comes back, (3,3).
        XCTAssertEqual(drawn.count, 6)
        XCTAssertTrue(isGap(drawn[3]))
        for point in drawn where !isGap(point) {
            XCTAssertTrue(point.x.isFinite && point.y.isFinite)
            XCTAssertLessThan(abs(point.y), 1e7)
        }
        // The cut points lie on the true segments (slopes of about 1e300).
        XCTAssertEqual(drawn[2].x, 1 + (drawn[2].y - 1) / (1e300 - 1), accuracy: 1e-9)
        XCTAssertEqual(drawn[4].x, 3 - (drawn[4].y - 3) / (1e300 - 3), accuracy: 1e-9)
        XCTAssertGreaterThan(drawn[2].y, 100_000)
    }

    // MARK: - Streaming

    func testAppendedPointsAreAppendedNotRebuilt() {
        let data = SeriesData(y: (0..<100).map { Double($0 % 7) })
        let builder = LineGeometryBuilder()
        let xRange = AxisRange(min: 0, max: 200)
        let yRange = AxisRange(min: 0, max: 10)
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        let revision = builder.geometry.revision
        data.append(x: 100, y: .nan)
        data.append(x: [101, 102, 103], y: [3, 4, 5])
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        XCTAssertTrue(builder.lastUpdateAppended)
        XCTAssertEqual(builder.geometry.revision, revision)

        let fresh = LineGeometryBuilder()
        fresh.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.count, fresh.geometry.count)
        XCTAssertEqual(builder.geometry.vertices.map(\.bitPattern), fresh.geometry.vertices.map(\.bitPattern))

        // An append that breaks the order rebuilds, in data order.
        data.append(x: 50, y: 1)
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        XCTAssertEqual(builder.geometry.count, fresh.geometry.count + 1)
    }

    func testAppendsAtTheLiveEdgeOfAWindowAreAppended() {
        let data = SeriesData(y: (0..<200_000).map { Double($0 % 13) })
        let builder = LineGeometryBuilder()
        let xRange = AxisRange(min: 199_000, max: 200_000)
        let yRange = AxisRange(min: 0, max: 13)
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertFalse(builder.lastUpdateAggregated)
        let revision = builder.geometry.revision
        // Inside the covered window (up to x = 201,000), then one point far beyond it.
        data.append(x: [200_000, 200_001, 200_002, 250_000], y: [1, .nan, 3, 4])
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertTrue(builder.lastUpdateAppended)
        XCTAssertEqual(builder.geometry.revision, revision)
        let fresh = LineGeometryBuilder()
        fresh.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.vertices.map(\.bitPattern), fresh.geometry.vertices.map(\.bitPattern))

        // The point after the window is already there: later points change nothing.
        let count = builder.geometry.count
        data.append(x: 260_000, y: 5)
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertFalse(builder.lastUpdateAppended)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        XCTAssertEqual(builder.geometry.count, count)
    }

    func testAppendsPastACoveredWindowChangeNothing() {
        let data = SeriesData(y: (0..<1_000_000).map { Double($0 % 1_000) })
        let builder = LineGeometryBuilder()
        let xRange = AxisRange(min: 100_000, max: 200_000)
        let yRange = AxisRange(min: 0, max: 1_000)
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertTrue(builder.lastUpdateAggregated)
        let count = builder.geometry.count
        let revision = builder.geometry.revision
        data.append(x: [1_000_000, 1_000_001], y: [1, 2])
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        XCTAssertFalse(builder.lastUpdateAppended)
        XCTAssertEqual(builder.geometry.count, count)
        XCTAssertEqual(builder.geometry.revision, revision)
    }
}
