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
        XCTAssertEqual(one.side * one.side * 4 <= 300_001, true, "at most a bin per 4 points")
        for k in 1..<one.levels.count {
            let side = one.side >> k, below = one.levels[k - 1]
            for row in 0..<side {
                for column in 0..<side {
                    let a = 2 * row * 2 * side + 2 * column
                    XCTAssertEqual(one.levels[k][row * side + column],
                                   below[a] + below[a + 1] + below[a + 2 * side] + below[a + 2 * side + 1])
                }
            }
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
        XCTAssertEqual(pyramid.side, 128)
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
}
