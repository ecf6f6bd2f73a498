import XCTest
@testable import ChartCore

/// A line's lone points (drawn as dots) kept up to date as points stream in and out: equal to a
/// scan of the whole series after every change, and found by examining only the changed points.
final class LonePointsTests: XCTestCase {
    /// Lone points by definition, from a scan of everything.
    private func bruteForce(_ data: SeriesData) -> [Double] {
        let count = data.count
        func drawable(_ i: Int) -> Bool { i >= 0 && i < count && data.x[i].isFinite && data.y[i].isFinite }
        return (0..<count).filter { count > 1 && drawable($0) && !drawable($0 - 1) && !drawable($0 + 1) }
            .map { data.x[$0] }
    }

    private func found(_ lone: LonePoints) -> [Double] {
        (Array(lone.interior.x) + Array(lone.ends?.x ?? [])).sorted()
    }

    func testLonePointsMatchAFullScanThroughRandomAppendsAndRemovals() {
        var seed: UInt64 = 7
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let data = SeriesData(x: [], y: [])
        let cache = SeriesCache()
        var x = 0.0
        for step in 0..<400 {
            if next() % 4 == 0 {
                data.removeFirst(Int(next() % 6))
            } else {
                let added = Int(next() % 5) + 1
                let ys = (0..<added).map { _ in next() % 3 == 0 ? Double.nan : Double(next() % 100) }
                let xs = (0..<added).map { _ -> Double in x += 1; return x }
                data.append(x: xs, y: ys)
            }
            let lone = try! XCTUnwrap(cache.lonePointData(data))
            XCTAssertEqual(found(lone), bruteForce(data), "step \(step)")
        }
    }

    func testAnAppendExaminesOnlyTheNewPointsWhateverTheSeriesHolds() {
        for count in [10_000, 1_000_000] {
            var ys = (0..<count).map { Double($0 % 97) }
            for gap in stride(from: 50, to: count, by: 1_000) { ys[gap] = .nan; ys[gap + 2] = .nan }
            let data = SeriesData(x: (0..<count).map(Double.init), y: ys)
            let cache = SeriesCache()
            let lone = try! XCTUnwrap(cache.lonePointData(data))
            XCTAssertEqual(lone.interior.count, (count - 50 + 999) / 1_000, "one lone point between each pair of gaps")
            for batch in 0..<10 {
                let before = lone.examined
                let start = Double(count + 100 * batch)
                data.append(x: (0..<100).map { start + Double($0) }, y: (0..<100).map { $0 == 50 ? .nan : Double($0) })
                _ = cache.lonePointData(data)
                XCTAssertLessThanOrEqual(lone.examined - before, 3 * 100 + 12,
                                         "\(count) points: an append of 100 looks at the new points and the ends only")
            }
        }
    }

    func testAStreamedLineKeepsItsLonePointDotsWithoutRescanning() {
        let chart = Chart(title: "lone")
        let source = ArrayDataSource()
        let count = 200_000
        var ys = (0..<count).map { Double($0 % 13) }
        ys[10] = .nan; ys[12] = .nan
        source.add(LineSeries(title: "a"), x: (0..<count).map(Double.init), y: ys)
        chart.dataSource = source
        chart.follow.visibleSpan = 2_000
        let measurer = ApproximateTextMeasurer()
        // Lone points are found as a frame draws the line.
        XCTAssertFalse(chart.makeScene(size: Size(width: 600, height: 400), measurer: measurer).series.isEmpty)
        let lone = try! XCTUnwrap(chart.seriesStates[0].cache.lonePoints)
        for batch in 0..<5 {
            let before = lone.examined
            let start = Double(count + 1_000 * batch)
            chart.append(x: (0..<1_000).map { start + Double($0) }, y: (0..<1_000).map { Double($0) }, toSeriesAt: 0)
            XCTAssertFalse(chart.makeScene(size: Size(width: 600, height: 400), measurer: measurer).series.isEmpty)
            XCTAssertLessThanOrEqual(lone.examined - before, 3 * 1_000 + 12)
        }
        XCTAssertEqual(Array(lone.interior.x), [11])
    }

    /// A long series (a 10^8-row file's second open) is judged from its gaps: the points after
    /// them are all that is examined, and the lone points are those of a full scan.
    func testALongSeriesIsJudgedFromItsGapsAlone() {
        let count = 1 << 18
        var ys = (0..<count).map { Double($0 % 89) }
        var gaps = 0
        for gap in stride(from: 100, to: count - 3, by: 4_099) {
            ys[gap] = .nan
            ys[gap + 2] = .nan  // gap + 1 lone
            ys[gap + 3] = gap % 3 == 0 ? .nan : ys[gap + 3]  // some runs of gaps
            gaps += 3
        }
        ys[count - 2] = .nan  // the last point lone, an end
        let data = SeriesData(x: (0..<count).map(Double.init), y: ys)
        let lone = try! XCTUnwrap(SeriesCache().lonePointData(data))
        XCTAssertEqual(found(lone), bruteForce(data))
        XCTAssertGreaterThan(lone.interior.count, 60)
        XCTAssertLessThanOrEqual(lone.examined, 3 * (gaps + 1) + 12, "only the points beside the gaps")
        // Unsorted x (or a NaN x) is judged point by point, with the same answer.
        var shuffled = Array(data.x)
        shuffled.swapAt(10, 20)
        let unsorted = SeriesData(x: shuffled, y: ys)
        let scanned = try! XCTUnwrap(SeriesCache().lonePointData(unsorted))
        XCTAssertEqual(found(scanned), bruteForce(unsorted))
        XCTAssertGreaterThan(scanned.examined, count)
    }
}
