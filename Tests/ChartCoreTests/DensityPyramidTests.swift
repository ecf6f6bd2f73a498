@testable import ChartCore
import XCTest

/// `DensityPyramid`: the bins count every finite point, however many cores build them, and a
/// grid answered from them is exact where bin edges fall on cell edges and otherwise within the
/// stated bound of the brute-force `DensityGrid` counts.
final class DensityPyramidTests: XCTestCase {
    private func cloud(_ n: Int, seed: UInt64 = 7) -> (x: [Double], y: [Double]) {
        var state = seed
        func uniform() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
        var x: [Double] = [], y: [Double] = []
        for _ in 0..<n {
            let t = uniform() * 8
            x.append(t)
            y.append(sin(t) + (uniform() + uniform() + uniform() - 1.5))
        }
        return (x, y)
    }

    func testLevelsSumTheFinestBinsAndCountEveryFinitePointOnAnyNumberOfCores() throws {
        var (x, y) = cloud(300_001)
        x[5] = .nan; y[9] = .infinity; x[11] = -.infinity
        let one = try XCTUnwrap(DensityPyramid.build(x: SeriesColumn(x), y: SeriesColumn(y), cores: 1))
        let many = try XCTUnwrap(DensityPyramid.build(x: SeriesColumn(x), y: SeriesColumn(y), cores: 8))
        XCTAssertEqual(one.levels, many.levels)
        XCTAssertEqual(one.pointCount, 300_001 - 3, "NaN and infinite points count nowhere")
        XCTAssertEqual(one.columns * one.rows * 4 <= 300_001, true, "without a view: at most a bin per 4 points")
        XCTAssertEqual(one.columns, one.rows, "without a view: square")
        assertLevelsSumTheirFinerBins(one)
    }

    /// Every resolution pair sums the one below it: rows in pairs up y, columns in pairs across.
    private func assertLevelsSumTheirFinerBins(_ pyramid: DensityPyramid, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(pyramid.levels.count, pyramid.columnLevels * pyramid.rowLevels, file: file, line: line)
        XCTAssertEqual(pyramid.columns >> (pyramid.columnLevels - 1), 1, file: file, line: line)
        XCTAssertEqual(pyramid.rows >> (pyramid.rowLevels - 1), 1, file: file, line: line)
        for kx in 0..<pyramid.columnLevels {
            for ky in 0..<pyramid.rowLevels {
                let width = pyramid.columns >> kx, height = pyramid.rows >> ky, level = pyramid.level(kx, ky)
                XCTAssertEqual(level.count, width * height, file: file, line: line)
                XCTAssertEqual(level.reduce(0) { $0 + Int($1) }, pyramid.pointCount, "level (\(kx), \(ky))", file: file, line: line)
                if kx > 0 {
                    let finer = pyramid.level(kx - 1, ky)
                    for row in 0..<height {
                        for column in 0..<width {
                            XCTAssertEqual(level[row * width + column], finer[row * 2 * width + 2 * column] + finer[row * 2 * width + 2 * column + 1],
                                           file: file, line: line)
                        }
                    }
                } else if ky > 0 {
                    let finer = pyramid.level(0, ky - 1)
                    for row in 0..<height {
                        for column in 0..<width {
                            XCTAssertEqual(level[row * width + column], finer[2 * row * width + column] + finer[(2 * row + 1) * width + column],
                                           file: file, line: line)
                        }
                    }
                }
            }
        }
    }

    func testTheFinestBinsFollowTheViewsPixelsOnEachAxis() throws {
        // A view 1,600 × 900 pixels over the whole extent: two bins a pixel aimed at on each
        // axis (a zoom of 2× still finds bins finer than the pixels), at most half the points.
        let wide = DensityPyramid.sides(count: 10_000_000, spanX: 1e7, spanY: 6, pixelsPerUnit: (1600 / 1e7, -900 / 6.0))
        XCTAssertEqual(wide.columns, 4096)
        XCTAssertEqual(wide.rows, 1024)
        XCTAssertLessThanOrEqual(wide.columns * wide.rows, 10_000_000 / 2)
        let large = DensityPyramid.sides(count: 100_000_000, spanX: 1e8, spanY: 6, pixelsPerUnit: (1600 / 1e8, -900 / 6.0))
        XCTAssertLessThanOrEqual(large.columns * large.rows, DensityPyramid.maximumBins)
        XCTAssertEqual(large.columns, 4096)
        XCTAssertEqual(large.rows, 2048)
        // A tall view: more rows than columns. Few points: the budget binds.
        let tall = DensityPyramid.sides(count: 100_000_000, spanX: 1, spanY: 1, pixelsPerUnit: (200, 3000))
        XCTAssertGreaterThan(tall.rows, tall.columns)
        XCTAssertEqual(tall.columns, 512)
        XCTAssertEqual(tall.rows, 8192)
        let few = DensityPyramid.sides(count: 5_000, spanX: 1, spanY: 1, pixelsPerUnit: (1600, 900))
        XCTAssertLessThanOrEqual(few.columns * few.rows, 2_500)
        // No usable view: the square rule.
        XCTAssertEqual(DensityPyramid.sides(count: 400_000, spanX: 1, spanY: 1, pixelsPerUnit: nil).columns, 256)
        XCTAssertEqual(DensityPyramid.sides(count: 400_000, spanX: 1, spanY: 1, pixelsPerUnit: (.nan, 1)).rows, 256)
    }

    func testAZoomAlongXReadsBinsJustFinerThanThePixelsOnEachAxis() throws {
        // x and y on a lattice, 8 times finer across than up: a pyramid for a view with 8 times
        // more pixels across, so its finest bins are 8 times narrower than tall.
        var x: [Double] = [], y: [Double] = []
        var state: UInt64 = 5
        for _ in 0..<300_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            x.append(Double((state >> 20) % 512) / 512 + 1.0 / 4096)
            y.append(Double((state >> 40) % 64) / 64 + 1.0 / 4096)
        }
        x.append(0); y.append(0); x.append(1); y.append(1)
        let pyramid = try XCTUnwrap(DensityPyramid.build(x: SeriesColumn(x), y: SeriesColumn(y), cores: 2,
                                                         pixelsPerUnit: (x: 512, y: 64)))
        XCTAssertEqual(pyramid.columns, 1024, "two bins a pixel across")
        XCTAssertEqual(pyramid.rows, 128, "two bins a pixel up")
        assertLevelsSumTheirFinerBins(pyramid)
        // Cells on the lattice, at the view's resolution and coarser along x alone (a zoom out
        // along x): every bin inside one cell, so the coarse counts are the exact ones.
        let data = SeriesData(x: x, y: y)
        for unitsX in [512.0, 128, 16] {
            let grid = DensityGrid(originX: 0, originY: 0, unitsX: unitsX, unitsY: 64, width: Int(unitsX), height: 64)
            let coarse = try XCTUnwrap(pyramid.coarseCounts(in: grid), "\(unitsX) cells across")
            var exact = grid.counts(of: data)
            // (1, 1) lies on the grid's far corner, outside it; the largest values share the last bin.
            exact[exact.count - 1] += 1
            XCTAssertEqual(coarse, exact, "\(unitsX) cells across")
        }
    }

    func testCellsOnBinEdgesGetTheExactCounts() throws {
        // x and y on a 1/64 lattice over [0, 1]: with 64 cells of 2 bins (side 128), every bin
        // lies inside one cell and every point is counted in its own cell.
        var x: [Double] = [], y: [Double] = []
        var state: UInt64 = 3
        for _ in 0..<70_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            x.append(Double((state >> 20) % 64) / 64 + 1.0 / 256)
            y.append(Double((state >> 40) % 64) / 64 + 1.0 / 256)
        }
        x.append(0); y.append(0); x.append(1); y.append(1)
        let pyramid = try XCTUnwrap(DensityPyramid.build(x: SeriesColumn(x), y: SeriesColumn(y), cores: 2))
        XCTAssertEqual(pyramid.columns, 128)
        XCTAssertEqual(pyramid.rows, 128)
        // Rows up the y axis, so a bin's low edge is its cell's low edge on both axes.
        let grid = DensityGrid(originX: 0, originY: 0, unitsX: 64, unitsY: 64, width: 64, height: 64)
        let coarse = try XCTUnwrap(pyramid.coarseCounts(in: grid))
        var exact = grid.counts(of: SeriesData(x: x, y: y))
        // (1, 1) lies on the grid's far corner, outside it; the largest values share the last bin.
        exact[63 * 64 + 63] += 1
        XCTAssertEqual(coarse, exact)
    }

    func testCoarseCountsStayWithinOneCellOfTheExactOnes() throws {
        let (x, y) = cloud(400_000)
        let data = SeriesData(x: x, y: y)
        let pyramid = try XCTUnwrap(DensityPyramid.build(x: data.x, y: data.y, cores: 2))
        // Cells of no whole number of bins, a view inside the cloud and one around it.
        for grid in [DensityGrid(originX: 1.37, originY: 1.9, unitsX: 21.3, unitsY: -17.7, width: 90, height: 60),
                     DensityGrid(originX: -1, originY: 4, unitsX: 9.1, unitsY: -7.3, width: 100, height: 70)] {
            let coarse = try XCTUnwrap(pyramid.coarseCounts(in: grid))
            let exact = grid.counts(of: data)
            // The points around the grid too: a bin on its edge may hold only points beyond it.
            let wider = DensityGrid(originX: grid.originX - 1 / grid.unitsX, originY: grid.originY - 1 / grid.unitsY,
                                    unitsX: grid.unitsX, unitsY: grid.unitsY, width: grid.width + 2, height: grid.height + 2)
            let around = wider.counts(of: data)
            var nonzero = 0
            for row in 0..<grid.height {
                for column in 0..<grid.width {
                    let c = coarse[row * grid.width + column]
                    if c == 0 { continue }
                    nonzero += 1
                    // Every point given to this cell lies in a bin overlapping it: inside its 3×3 neighbourhood.
                    var neighbourhood: UInt32 = 0
                    for j in row...(row + 2) {
                        for i in column...(column + 2) { neighbourhood += around[j * wider.width + i] }
                    }
                    XCTAssertLessThanOrEqual(c, neighbourhood, "cell (\(column), \(row))")
                }
            }
            if grid.originX < 0 {
                // The whole cloud in view: the totals differ by rounding alone (under one a cell).
                let total = coarse.reduce(0) { $0 + Int($1) }
                XCTAssertEqual(exact.reduce(0) { $0 + Int($1) }, 400_000)
                XCTAssertLessThanOrEqual(abs(total - 400_000), nonzero)
            }
        }
    }

    func testADeepZoomOrNoExtentGetsNoCoarseCounts() throws {
        let (x, y) = cloud(10_000)
        let pyramid = try XCTUnwrap(DensityPyramid.build(x: SeriesColumn(x), y: SeriesColumn(y), cores: 1))
        // Cells narrower than the finest bins: counted from the points instead.
        XCTAssertNil(pyramid.coarseCounts(in: DensityGrid(originX: 2, originY: 1, unitsX: 1e4, unitsY: -1e4, width: 50, height: 50)))
        XCTAssertNil(DensityPyramid.build(x: SeriesColumn([.nan, 1]), y: SeriesColumn([0, .nan]), cores: 1))
        XCTAssertNil(DensityPyramid.build(x: SeriesColumn([-1e308, 1e308]), y: SeriesColumn([0, 1]), cores: 1),
                     "a width past the largest Double")
        // Every point at one place: one bin of no width, in one cell.
        let single = try XCTUnwrap(DensityPyramid.build(x: SeriesColumn([3, 3, 3]), y: SeriesColumn([5, 5, 5]), cores: 1))
        let grid = DensityGrid(originX: 0, originY: 10, unitsX: 1, unitsY: -1, width: 10, height: 10)
        XCTAssertEqual(single.coarseCounts(in: grid), grid.counts(of: SeriesData(x: [3, 3, 3], y: [5, 5, 5])))
    }

    func testTheIndexCountsAnyViewExactlyFromThePointsNearIt() throws {
        var (x, y) = cloud(300_000, seed: 11)
        x[3] = .nan; y[4] = -.infinity
        // 20,000 points at one place, and a few at the cloud's corners.
        for i in 1_000..<21_000 { x[i] = 4.25; y[i] = 0.5 }
        x[22] = 0; y[22] = -1.5; x[23] = 8; y[23] = 2.5
        let data = SeriesData(x: x, y: y)
        let pyramid = try XCTUnwrap(DensityPyramid.build(x: data.x, y: data.y, cores: 3))
        XCTAssertEqual(Set(pyramid.order).count, 300_000 - 2, "every finite point once")
        XCTAssertFalse(pyramid.order.contains(3))
        let grids = [
            // The whole cloud, a deep zoom (cells far narrower than the bins), one onto the
            // crowded place, one half outside the cloud, rows down and up, one beside the cloud.
            DensityGrid(originX: -1, originY: 4, unitsX: 9.1, unitsY: -7.3, width: 100, height: 70),
            DensityGrid(originX: 2.001, originY: 0.9, unitsX: 3e4, unitsY: -2.5e4, width: 120, height: 90),
            DensityGrid(originX: 4.2, originY: 0.52, unitsX: 1000, unitsY: -1000, width: 100, height: 50),
            DensityGrid(originX: 7.5, originY: -2, unitsX: 50, unitsY: 40, width: 80, height: 60),
            DensityGrid(originX: 20, originY: 0, unitsX: 10, unitsY: 10, width: 30, height: 30),
        ]
        for (number, grid) in grids.enumerated() {
            let exact = try XCTUnwrap(pyramid.exactCounts(in: grid, x: data.x, y: data.y), "grid \(number)")
            XCTAssertEqual(exact, grid.counts(of: data), "grid \(number): the brute-force counts")
        }
        let deep = try XCTUnwrap(pyramid.pointsNear(grids[1]))
        XCTAssertLessThan(deep, 3_000, "a deep zoom reads the points of a few bins, not the cloud")
        XCTAssertEqual(pyramid.pointsNear(grids[4]), 0)
        // Evenly sampled x is read as its arithmetic.
        let even = SeriesData(x: SeriesColumn(start: -3, step: 1e-4, count: 200_000), y: SeriesColumn(y.prefix(200_000).map { $0 }))
        let evenPyramid = try XCTUnwrap(DensityPyramid.build(x: even.x, y: even.y, cores: 2))
        let grid = DensityGrid(originX: 5.5, originY: 1, unitsX: 400, unitsY: -300, width: 300, height: 200)
        XCTAssertEqual(evenPyramid.exactCounts(in: grid, x: even.x, y: even.y), grid.counts(of: even))
    }

    /// The build split among threads (runs of 4,096 points each) gives the one-thread build's
    /// counts and index bit for bit, and both equal the definition: every finite point's index,
    /// sorted by finest bin and stably (ascending within a bin). A crowd in one bin, the extent's
    /// corners, non-finite points and evenly sampled x are in the clouds.
    func testTheBuildOnEveryCoreEqualsTheOneThreadBuildAndTheIndexSortedByBin() throws {
        var (x, y) = cloud(200_003, seed: 5)
        x[7] = .nan; y[8] = .infinity; x[9] = -.infinity
        for i in 50_000..<90_000 { x[i] = 6.125; y[i] = -0.25 }
        x[10] = 0; y[10] = -1.5; x[11] = 8; y[11] = 2.5
        let clouds = [(SeriesColumn(x), SeriesColumn(y)),
                      (SeriesColumn(start: -3, step: 1e-4, count: 150_000), SeriesColumn(Array(y.prefix(150_000))))]
        // No view (square bins), a view 1600 x 1000 px (bins follow its pixels: many bands of
        // rows), and one 40 x 30 px (a few bins).
        let views: [(x: Double, y: Double)?] = [nil, (200, -400), (5, -12)]
        for (c, (xs, ys)) in clouds.enumerated() {
            for (v, view) in views.enumerated() {
                let one = try XCTUnwrap(DensityPyramid.build(x: xs, y: ys, cores: 1, pixelsPerUnit: view))
                let many = try XCTUnwrap(DensityPyramid.build(x: xs, y: ys, cores: 5, pixelsPerUnit: view, pointsPerWorker: 1 << 12))
                XCTAssertEqual(one.buildThreads, 1)
                XCTAssertEqual(many.buildThreads, 5, "cloud \(c) view \(v): split among threads")
                XCTAssertEqual(one.levels, many.levels, "cloud \(c) view \(v)")
                XCTAssertEqual(one.order, many.order, "cloud \(c) view \(v)")
                XCTAssertEqual(one.binStart, many.binStart, "cloud \(c) view \(v)")
                // The definition, from each point's bin.
                let shape = DensityPyramid.BinShape(minX: one.minX, minY: one.minY, binWidth: one.binWidth,
                                                    binHeight: one.binHeight, columns: one.columns, rows: one.rows)
                let (sx, sy) = shape.scales
                let finite = (0..<min(xs.count, ys.count)).filter { xs[$0].isFinite && ys[$0].isFinite }
                let bins = finite.map { shape.bin(xs[$0], ys[$0], sx: sx, sy: sy) }
                let sorted = zip(finite, bins).sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
                XCTAssertEqual(one.order, sorted.map { UInt32($0.0) }, "cloud \(c) view \(v): the index sorted by bin")
                var finest = [UInt32](repeating: 0, count: one.columns * one.rows)
                for b in bins { finest[b] += 1 }
                XCTAssertEqual(one.level(0, 0), finest, "cloud \(c) view \(v): the finest counts")
                var start: UInt32 = 0
                let starts = finest.map { n -> UInt32 in defer { start += n }; return start } + [UInt32(finite.count)]
                XCTAssertEqual(one.binStart, starts, "cloud \(c) view \(v): each bin's run")
                assertLevelsSumTheirFinerBins(many)
            }
        }
    }
}
