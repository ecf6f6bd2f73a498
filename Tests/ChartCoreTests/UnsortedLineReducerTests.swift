import XCTest
@testable import ChartCore

/// The unsorted line's reduction against the data, point by point: kept points are a
/// subsequence, every gap is kept, and every skipped point sits between two kept points whose
/// run fits in a box of one device pixel or, off the view, lies on one side of it; so every
/// segment drawn from the data is drawn within a pixel of where it was.
final class UnsortedLineReducerTests: XCTestCase {
    private struct Region {
        var xMin, xMax, yMin, yMax, cellWidth, cellHeight: Double
        func sides(_ x: Double, _ y: Double) -> UInt8 {
            var sides: UInt8 = 0
            if x < xMin { sides |= 1 } else if x > xMax { sides |= 2 }
            if y < yMin { sides |= 4 } else if y > yMax { sides |= 8 }
            return sides
        }
    }

    /// A 2-D random walk with gaps, repeated points and spikes far off the view.
    private func walk(count: Int, seed: UInt64, step: Double = 0.05) -> (x: [Double], y: [Double]) {
        var random = DataTestRandom(seed: seed)
        var x = [Double](), y = [Double]()
        var px = 0.0, py = 0.0
        for _ in 0..<count {
            switch Int.random(in: 0..<1_000, using: &random) {
            case 0: x.append(.nan); y.append(py); continue
            case 1: x.append(px); y.append(1e9); continue
            case 2...40: break  // the same point again
            default:
                px += Double.random(in: -step...step, using: &random)
                py += Double.random(in: -step...step, using: &random)
            }
            x.append(px)
            y.append(py)
        }
        return (x, y)
    }

    private func check(_ data: (x: [Double], y: [Double]), _ region: Region, cullsOffView: Bool,
                       file: StaticString = #filePath, line: UInt = #line) -> Int {
        var reducer = UnsortedLineReducer(xMin: region.xMin, xMax: region.xMax, yMin: region.yMin, yMax: region.yMax,
                                          cellWidth: region.cellWidth, cellHeight: region.cellHeight,
                                          cullsOffView: cullsOffView)
        var kept: [Int] = []
        for index in data.x.indices {
            reducer.add(index, x: data.x[index], y: data.y[index]) { kept.append($0) }
        }
        reducer.finish { kept.append($0) }
        XCTAssertEqual(kept, kept.sorted(), "kept points in data order", file: file, line: line)
        XCTAssertEqual(Set(kept).count, kept.count, "each point kept once", file: file, line: line)
        let keptSet = Set(kept)
        func finite(_ index: Int) -> Bool { data.x[index].isFinite && data.y[index].isFinite }
        for index in data.x.indices where !finite(index) {
            XCTAssertTrue(keptSet.contains(index), "gap \(index) kept", file: file, line: line)
        }
        if let last = data.x.indices.last { XCTAssertTrue(keptSet.contains(last), "last point kept", file: file, line: line) }
        if !data.x.isEmpty { XCTAssertTrue(keptSet.contains(0), "first point kept", file: file, line: line) }
        // Every stretch of skipped points between kept a and kept b: a...b is one run.
        for (a, b) in zip(kept, kept.dropFirst()) where b > a + 1 {
            XCTAssertTrue(finite(a) && finite(b), "a run of finite points \(a)...\(b)", file: file, line: line)
            let anchorSides = region.sides(data.x[a], data.y[a])
            if anchorSides == 0 {
                for index in a...b {
                    XCTAssertEqual(region.sides(data.x[index], data.y[index]), 0, file: file, line: line)
                }
                let xs = data.x[a...b], ys = data.y[a...b]
                XCTAssertLessThanOrEqual(xs.max()! - xs.min()!, region.cellWidth, "points \(a)...\(b) within a pixel",
                                         file: file, line: line)
                XCTAssertLessThanOrEqual(ys.max()! - ys.min()!, region.cellHeight, "points \(a)...\(b) within a pixel",
                                         file: file, line: line)
            } else {
                XCTAssertTrue(cullsOffView, "no off-view run without culling", file: file, line: line)
                let shared = (a...b).reduce(UInt8(15)) { $0 & region.sides(data.x[$1], data.y[$1]) }
                XCTAssertNotEqual(shared, 0, "points \(a)...\(b) on one side off the view", file: file, line: line)
            }
        }
        return kept.count
    }

    func testKeptPointsDrawEverySegmentWithinAPixel() {
        let data = walk(count: 200_000, seed: 5)
        // A view on part of the walk, pixels of a few steps, and one of a whole view.
        // Pixels of a few steps over part of the walk, of many steps over all of it, and a
        // small view with pixels under a step (little to reduce, every rule still holds).
        for (region, reduces) in [(Region(xMin: -8, xMax: 8, yMin: -6, yMax: 6, cellWidth: 0.1, cellHeight: 0.08), true),
                                  (Region(xMin: -80, xMax: 80, yMin: -60, yMax: 60, cellWidth: 1, cellHeight: 0.75), true),
                                  (Region(xMin: 3, xMax: 7.5, yMin: -2, yMax: 0.5, cellWidth: 0.01, cellHeight: 0.01), false)] {
            let kept = check(data, region, cullsOffView: true)
            if reduces { XCTAssertLessThan(kept, data.x.count / 4, "the reduction keeps fewer points (\(kept))") }
            _ = check(data, region, cullsOffView: false)
        }
    }

    func testDegenerateInputs() {
        let region = Region(xMin: 0, xMax: 10, yMin: 0, yMax: 10, cellWidth: 1, cellHeight: 1)
        XCTAssertEqual(check(([], []), region, cullsOffView: true), 0)
        XCTAssertEqual(check(([5], [5]), region, cullsOffView: true), 1)
        XCTAssertEqual(check(([.nan, .nan, 5, .infinity], [1, 2, 3, 4]), region, cullsOffView: true), 4)
        // A million points in one pixel: the first and the last.
        let one = (x: [Double](repeating: 5.5, count: 1_000_000), y: [Double](repeating: 2.5, count: 1_000_000))
        XCTAssertEqual(check(one, region, cullsOffView: true), 2)
    }

    /// The chart's line builder reduces a large unsorted line, and holds every point of a small one.
    func testLineBuilderReducesOnlyLargeUnsortedLines() {
        let data = walk(count: 300_000, seed: 9, step: 0.02)
        let series = SeriesData(x: data.x, y: data.y)
        XCTAssertFalse(series.isSortedByX)
        let builder = LineGeometryBuilder()
        builder.update(data: series, xRange: AxisRange(min: -50, max: 50), yRange: AxisRange(min: -50, max: 50),
                       plotRect: Rect(x: 0, y: 0, width: 400, height: 300), scale: 1)
        XCTAssertTrue(builder.lastUpdateAggregated)
        XCTAssertLessThan(builder.geometry.count, data.x.count / 4)
        // A pan of a few pixels keeps it; a zoom in past the cells rebuilds it.
        builder.update(data: series, xRange: AxisRange(min: -49, max: 51), yRange: AxisRange(min: -50, max: 50),
                       plotRect: Rect(x: 0, y: 0, width: 400, height: 300), scale: 1)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        builder.update(data: series, xRange: AxisRange(min: -20, max: 20), yRange: AxisRange(min: -50, max: 50),
                       plotRect: Rect(x: 0, y: 0, width: 400, height: 300), scale: 1)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        let small = SeriesData(x: Array(data.x.prefix(1_000)), y: Array(data.y.prefix(1_000)))
        builder.update(data: small, xRange: AxisRange(min: -50, max: 50), yRange: AxisRange(min: -50, max: 50),
                       plotRect: Rect(x: 0, y: 0, width: 400, height: 300), scale: 1)
        XCTAssertFalse(builder.lastUpdateAggregated)
    }
}
