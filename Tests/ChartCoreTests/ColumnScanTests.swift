@testable import ChartCore
import XCTest

/// `ColumnScan` (eight values at a time) against the one-value loop it replaced, on columns of
/// every length around the lane width, with NaN, infinities, signed zeros and breaks in order at
/// every position; and `SeriesData`'s scan of a large cloud on every core against the same loop.
final class ColumnScanTests: XCTestCase {
    /// The loop `SeriesData` ran per value before.
    private func plainScan(_ values: [Double]) -> ColumnScan {
        var ascending = true, low = Double.infinity, high = -Double.infinity
        var previous = -Double.infinity
        for value in values {
            if ascending && !(value >= previous) { ascending = false }
            previous = value
            if value.isFinite {
                low = Swift.min(low, value)
                high = Swift.max(high, value)
            }
        }
        return ColumnScan(isAscending: ascending, low: low, high: high)
    }

    private func assertSame(_ values: [Double], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let fast = values.withUnsafeBufferPointer { ColumnScan(of: $0, checkingOrder: true) }
        let plain = plainScan(values)
        XCTAssertEqual(fast.isAscending, plain.isAscending, "order, \(message)", file: file, line: line)
        // Bit patterns: the sign of a zero counts.
        XCTAssertEqual(fast.low.bitPattern, plain.low.bitPattern, "low \(fast.low) vs \(plain.low), \(message)", file: file, line: line)
        XCTAssertEqual(fast.high.bitPattern, plain.high.bitPattern, "high \(fast.high) vs \(plain.high), \(message)",
                       file: file, line: line)
        let unordered = values.withUnsafeBufferPointer { ColumnScan(of: $0, checkingOrder: false) }
        XCTAssertTrue(unordered.isAscending, message, file: file, line: line)
        XCTAssertEqual(unordered.low.bitPattern, plain.low.bitPattern, message, file: file, line: line)
        XCTAssertEqual(unordered.high.bitPattern, plain.high.bitPattern, message, file: file, line: line)
    }

    func testEveryLengthAndEveryOddValueAtEveryPosition() {
        let odd: [(String, Double)] = [("NaN", .nan), ("+inf", .infinity), ("-inf", -.infinity), ("+0", 0.0),
                                       ("-0", -0.0), ("a drop", -5), ("a peak", 1e300), ("a trough", -1e300)]
        for n in 0...27 {
            let ascending = (0..<n).map { Double($0) + 1 }
            assertSame(ascending, "ascending, \(n) values")
            for position in 0..<n {
                for (name, value) in odd {
                    var values = ascending
                    values[position] = value
                    assertSame(values, "\(name) at \(position) of \(n)")
                }
            }
        }
    }

    func testSignedZerosAndTiesKeepTheOneValueLoopsChoice() {
        var generator = SystemRandomNumberGenerator()
        for n in [1, 2, 7, 8, 9, 16, 17, 33, 100] {
            for _ in 0..<50 {
                let values = (0..<n).map { _ -> Double in
                    [0.0, -0.0, 1, -1, .nan, .infinity, -.infinity].randomElement(using: &generator)!
                }
                assertSame(values, "\(values)")
                assertSame(values.map { $0 == 0 ? $0 : abs($0) }, "no negatives: \(values)")
                assertSame(values.map { $0 == 0 ? $0 : -abs($0) }, "no positives: \(values)")
            }
        }
    }

    func testALargeCloudsScanOnEveryCoreMatchesTheLoop() {
        let n = SeriesData.parallelScanThreshold + 12_345
        var x = (0..<n).map { Double($0) * 0.5 }
        var y = (0..<n).map { sin(Double($0) * 0.001) * 100 }
        y[n / 3] = .nan
        y[n / 2] = .infinity
        y[n - 1] = -250
        let sorted = SeriesData(x: x, y: y)
        XCTAssertTrue(sorted.isSortedByX)
        XCTAssertEqual(sorted.xExtent, AxisRange(min: plainScan(x).low, max: plainScan(x).high))
        XCTAssertEqual(sorted.yExtent, AxisRange(min: plainScan(y).low, max: plainScan(y).high))
        XCTAssertEqual(sorted.yExtent?.min, -250)
        // One step back far from any chunk's edge, then one exactly at the start of a lane.
        for broken in [n / 2 + 3, 8 * 1000 + 1] {
            var unsorted = x
            unsorted[broken] = unsorted[broken - 1] - 0.25
            XCTAssertFalse(SeriesData(x: unsorted, y: y).isSortedByX, "step back at \(broken)")
        }
        x[n - 1] = .nan
        let nanLast = SeriesData(x: x, y: y)
        XCTAssertFalse(nanLast.isSortedByX)
        XCTAssertEqual(nanLast.xExtent, AxisRange(min: 0, max: Double(n - 2) * 0.5))
    }
}
