import XCTest
@testable import ChartCore

final class SeriesDataTests: XCTestCase {
    private func bruteYExtent(_ data: SeriesData, _ range: AxisRange) -> AxisRange? {
        var low = Double.infinity
        var high = -Double.infinity
        for index in 0..<data.count where range.contains(data.x[index]) && data.y[index].isFinite {
            low = min(low, data.y[index])
            high = max(high, data.y[index])
        }
        return low <= high ? AxisRange(min: low, max: high) : nil
    }

    func testMismatchedColumnsAreCutToTheShorter() {
        let data = SeriesData(x: [1, 2, 3, 4], y: [10, 20])
        XCTAssertEqual(data.count, 2)
        XCTAssertEqual(data.x, [1, 2])
        XCTAssertEqual(data.y, [10, 20])
    }

    func testIndexXWhenOnlyYIsGiven() {
        let data = SeriesData(y: [5, 6, 7])
        XCTAssertEqual(data.x, [0, 1, 2])
        XCTAssertTrue(data.isSortedByX)
        XCTAssertEqual(data.xExtent, AxisRange(min: 0, max: 2))
        XCTAssertEqual(data.yExtent, AxisRange(min: 5, max: 7))
    }

    func testSortedness() {
        XCTAssertTrue(SeriesData(x: [1, 2, 2, 3], y: [0, 0, 0, 0]).isSortedByX)
        XCTAssertTrue(SeriesData(x: [1, 2, 3], y: [0, .nan, 0]).isSortedByX, "a NaN y is a gap, not disorder")
        XCTAssertTrue(SeriesData(x: [-.infinity, 0, .infinity], y: [1, 2, 3]).isSortedByX)
        XCTAssertFalse(SeriesData(x: [1, 3, 2], y: [0, 0, 0]).isSortedByX)
        XCTAssertFalse(SeriesData(x: [1, .nan, 3], y: [0, 0, 0]).isSortedByX)
        XCTAssertFalse(SeriesData(x: [.nan], y: [0]).isSortedByX)
        XCTAssertTrue(SeriesData(x: [], y: []).isSortedByX)
    }

    func testExtentsSkipNonFiniteValues() {
        let data = SeriesData(x: [.nan, 2, -.infinity, 8], y: [.infinity, -3, 9, .nan])
        XCTAssertEqual(data.xExtent, AxisRange(min: 2, max: 8))
        XCTAssertEqual(data.yExtent, AxisRange(min: -3, max: 9))
        let gaps = SeriesData(x: [.nan, .nan], y: [.nan, .infinity])
        XCTAssertNil(gaps.xExtent)
        XCTAssertNil(gaps.yExtent)
        XCTAssertNil(SeriesData(y: []).yExtent)
    }

    func testVisibleYExtentMatchesBruteForceOnSortedData() {
        var random = DataTestRandom(seed: 11)
        var x: [Double] = []
        var position = 0.0
        for _ in 0..<50_000 {
            // Repeated x values and uneven steps, as real time stamps have.
            position += Double(Int.random(in: 0...3, using: &random)) * 0.5
            x.append(position)
        }
        let y = x.indices.map { index -> Double in
            index % 97 == 0 ? .nan : Double.random(in: -100...100, using: &random)
        }
        let data = SeriesData(x: x, y: y)
        XCTAssertTrue(data.isSortedByX)
        for _ in 0..<400 {
            let a = Double.random(in: -10...(position + 10), using: &random)
            let width = Bool.random(using: &random) ? Double.random(in: 0...20, using: &random)
                                                    : Double.random(in: 0...position, using: &random)
            let range = AxisRange(min: a, max: a + width)
            XCTAssertEqual(data.yExtent(inXRange: range), bruteYExtent(data, range), "\(range)")
        }
        // Bounds are included: a range of exactly one x value.
        let single = AxisRange(min: x[1_000], max: x[1_000])
        XCTAssertEqual(data.yExtent(inXRange: single), bruteYExtent(data, single))
        XCTAssertNotNil(data.yExtent(inXRange: single))
    }

    func testVisibleYExtentOnUnsortedData() {
        var random = DataTestRandom(seed: 12)
        let x = (0..<2_000).map { _ in Double.random(in: 0...100, using: &random) }
        let y = (0..<2_000).map { _ in Double.random(in: -1...1, using: &random) }
        let data = SeriesData(x: x, y: y)
        XCTAssertFalse(data.isSortedByX)
        for low in stride(from: -5.0, to: 100, by: 7.5) {
            let range = AxisRange(min: low, max: low + 12)
            XCTAssertEqual(data.yExtent(inXRange: range), bruteYExtent(data, range))
        }
        XCTAssertNil(data.yExtent(inXRange: AxisRange(min: 200, max: 300)))
    }

    func testAppendKeepsEverythingDerivedRight() {
        var random = DataTestRandom(seed: 5)
        let x = (0..<5_000).map { Double($0) * 0.25 }
        let y = x.indices.map { index -> Double in
            index % 211 == 0 ? .nan : Double.random(in: -1_000...1_000, using: &random)
        }
        let streamed = SeriesData(x: Array(x.prefix(10)), y: Array(y.prefix(10)))
        // Query once so the pyramid exists and must be extended rather than built later.
        _ = streamed.yExtent(inXRange: AxisRange(min: 0, max: 1))
        var index = 10
        while index < x.count {
            if index % 3 == 0 {
                let end = min(x.count, index + 50)
                streamed.append(x: Array(x[index..<end]), y: Array(y[index..<end]))
                index = end
            } else {
                streamed.append(x: x[index], y: y[index])
                index += 1
            }
        }
        let fresh = SeriesData(x: x, y: y)
        XCTAssertEqual(streamed.x, fresh.x)
        XCTAssertEqual(streamed.y.count, fresh.y.count)
        XCTAssertEqual(streamed.isSortedByX, fresh.isSortedByX)
        XCTAssertEqual(streamed.xExtent, fresh.xExtent)
        XCTAssertEqual(streamed.yExtent, fresh.yExtent)
        for _ in 0..<300 {
            let a = Double.random(in: 0...1_250, using: &random)
            let range = AxisRange(min: a, max: a + Double.random(in: 0...400, using: &random))
            XCTAssertEqual(streamed.yExtent(inXRange: range), fresh.yExtent(inXRange: range))
            XCTAssertEqual(streamed.yExtent(inXRange: range), bruteYExtent(fresh, range))
        }
        // An out-of-order point makes it unsorted; NaN values do not touch the extents.
        streamed.append(x: 3, y: .nan)
        XCTAssertFalse(streamed.isSortedByX)
        XCTAssertEqual(streamed.yExtent, fresh.yExtent)
        XCTAssertEqual(streamed.xExtent, fresh.xExtent)
    }

    func testVersionBumpsOnEveryChange() {
        let data = SeriesData(y: [1])
        let start = data.version
        data.append(x: 1, y: 2)
        data.append(x: [2, 3], y: [3, 4])
        XCTAssertEqual(data.version, start + 2)
        data.append(x: [], y: [])
        XCTAssertEqual(data.version, start + 2, "nothing appended, nothing changed")
    }

    func testNearestIndexOnSortedData() {
        let data = SeriesData(x: [0, 1, 2, 2, 5, 10], y: [0, 1, .nan, 3, 4, 5])
        XCTAssertEqual(data.nearestIndex(toX: -3), 0)
        XCTAssertEqual(data.nearestIndex(toX: 0.4), 0)
        XCTAssertEqual(data.nearestIndex(toX: 0.5), 0, "ties go to the lower index")
        XCTAssertEqual(data.nearestIndex(toX: 1.9), 3, "index 2 has a NaN y")
        XCTAssertEqual(data.nearestIndex(toX: 3.4), 3)
        XCTAssertEqual(data.nearestIndex(toX: 3.6), 4)
        XCTAssertEqual(data.nearestIndex(toX: 7.5), 4)
        XCTAssertEqual(data.nearestIndex(toX: 1e300), 5)
        XCTAssertEqual(data.nearestIndex(toX: .infinity), 5)
        XCTAssertEqual(data.nearestIndex(toX: -.infinity), 0)
        XCTAssertNil(data.nearestIndex(toX: .nan))
    }

    func testNearestIndexFindsTheFirstOfEqualX() {
        let data = SeriesData(x: [0, 4, 4, 4, 9], y: [0, .nan, 1, 2, 3])
        XCTAssertEqual(data.nearestIndex(toX: 4), 2)
        XCTAssertEqual(data.nearestIndex(toX: 3), 2)
        XCTAssertEqual(data.nearestIndex(toX: 5), 2)
    }

    func testNearestIndexOnUnsortedAndDegenerateData() {
        let unsorted = SeriesData(x: [5, 1, 9, 3], y: [0, 0, 0, 0])
        XCTAssertEqual(unsorted.nearestIndex(toX: 2.9), 3)
        XCTAssertEqual(unsorted.nearestIndex(toX: 2), 1, "equally near 1 and 3: the lower index wins")
        XCTAssertEqual(unsorted.nearestIndex(toX: 100), 2)
        XCTAssertNil(SeriesData(y: []).nearestIndex(toX: 0))
        XCTAssertNil(SeriesData(x: [1, 2], y: [.nan, .nan]).nearestIndex(toX: 1))
        XCTAssertEqual(SeriesData(x: [7], y: [1]).nearestIndex(toX: -1), 0)
    }
}
