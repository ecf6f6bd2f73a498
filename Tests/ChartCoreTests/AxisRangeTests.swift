import XCTest
@testable import ChartCore

final class AxisRangeTests: XCTestCase {
    func testInitSortsBounds() {
        XCTAssertEqual(AxisRange(min: 5, max: 1), AxisRange(min: 1, max: 5))
        let range = AxisRange(min: 5, max: 1)
        XCTAssertEqual(range.min, 1)
        XCTAssertEqual(range.max, 5)
        XCTAssertEqual(range.span, 4)
    }

    func testContains() {
        let range = AxisRange(min: -1, max: 2)
        let table: [(Double, Bool)] = [
            (-1, true), (2, true), (0.5, true), (-1.0000001, false), (2.0000001, false),
            (.nan, false), (.infinity, false), (-.infinity, false),
        ]
        for (value, expected) in table {
            XCTAssertEqual(range.contains(value), expected, "\(value)")
        }
    }

    func testSpanOfEnormousRangeIsInfiniteButRangeIsFinite() {
        let range = AxisRange(min: -1e308, max: 1e308)
        XCTAssertEqual(range.span, .infinity)
        XCTAssertTrue(range.isFinite)
        XCTAssertFalse(AxisRange(min: .nan, max: 1).isFinite)
        XCTAssertFalse(AxisRange(min: 0, max: .infinity).isFinite)
    }

    func testExtentSkipsNaNAndInfinities() {
        let table: [([Double], AxisRange?)] = [
            ([3, .nan, -1, .infinity, 7, -.infinity], AxisRange(min: -1, max: 7)),
            ([4], AxisRange(min: 4, max: 4)),
            ([], nil),
            ([.nan, .infinity, -.infinity], nil),
            ([-0.0, 0.0], AxisRange(min: 0, max: 0)),
            ([1e308, -1e308], AxisRange(min: -1e308, max: 1e308)),
        ]
        for (values, expected) in table {
            XCTAssertEqual(AxisRange.extent(of: values), expected, "\(values)")
        }
        XCTAssertEqual(AxisRange.extent(of: stride(from: 10.0, through: 0, by: -2.5)), AxisRange(min: 0, max: 10))
    }

    func testNonDegenerateWidensZeroSpanToNiceNumbers() {
        let table: [(Double, AxisRange)] = [
            (0, AxisRange(min: -1, max: 1)),
            (5, AxisRange(min: 4.5, max: 5.5)),
            (1, AxisRange(min: 0.9, max: 1.1)),
            (3, AxisRange(min: 2.5, max: 3.5)),
            (-7, AxisRange(min: -8, max: -6)),
            (100, AxisRange(min: 90, max: 110)),
            (1.7e9, AxisRange(min: 1.5e9, max: 1.9e9)),
            (1.7e308, AxisRange(min: 1.5e308, max: .greatestFiniteMagnitude)),
        ]
        for (value, expected) in table {
            XCTAssertEqual(AxisRange(min: value, max: value).nonDegenerate(), expected, "\(value)")
        }
    }

    func testNonDegenerateKeepsOrdinaryRanges() {
        for range in [AxisRange(min: 0, max: 10), AxisRange(min: -1e-12, max: 1e-12),
                      AxisRange(min: 1_700_000_000, max: 1_700_000_000.005),
                      AxisRange(min: -1e308, max: 1e308)] {
            XCTAssertEqual(range.nonDegenerate(), range)
        }
    }

    func testNonDegenerateWidensSpansBelowDoubleResolution() {
        let narrow = AxisRange(min: 1e9, max: 1e9 + 1e-6)
        let widened = narrow.nonDegenerate()
        XCTAssertEqual(narrow.minimumResolvableSpan, 1024 * (1e9).ulp)
        XCTAssertGreaterThanOrEqual(widened.span, narrow.minimumResolvableSpan * (1 - 1e-9))
        XCTAssertTrue(widened.contains(narrow.min) && widened.contains(narrow.max))

        // A subnormal span, and a single subnormal value, come out at least 1024 subnormal steps
        // wide (issue #12: subnormal data were flattened by a floor of 1024 normal Doubles).
        let subnormal = AxisRange(min: 0, max: .leastNonzeroMagnitude).nonDegenerate()
        XCTAssertGreaterThanOrEqual(subnormal.span, 1024 * Double.leastNonzeroMagnitude * (1 - 1e-9))
        let data = AxisRange(min: Double("1e-310")!, max: Double("3e-310")!)  // subnormal: parsed, as a literal warns
        XCTAssertEqual(data.nonDegenerate(), data, "subnormal data keep their own range")
        XCTAssertTrue(subnormal.contains(0))
        let single = AxisRange(min: .leastNonzeroMagnitude, max: .leastNonzeroMagnitude).nonDegenerate()
        XCTAssertGreaterThan(single.span, 0)
        XCTAssertTrue(single.contains(.leastNonzeroMagnitude))
    }

    func testNonDegenerateLeavesNonFiniteRangesAlone() {
        let withNaN = AxisRange(min: .nan, max: 1).nonDegenerate()
        XCTAssertTrue(withNaN.min.isNaN)
        XCTAssertEqual(withNaN.max, 1)
        XCTAssertEqual(AxisRange(min: -.infinity, max: 1).nonDegenerate(), AxisRange(min: -.infinity, max: 1))
    }

    func testPadded() {
        let table: [(AxisRange, Double, Double, AxisRange)] = [
            (AxisRange(min: 0, max: 10), 0.1, 0.2, AxisRange(min: -1, max: 12)),
            (AxisRange(min: 0, max: 10), 0, 0, AxisRange(min: 0, max: 10)),
            (AxisRange(min: 0, max: 10), .nan, .infinity, AxisRange(min: 0, max: 10)),
            (AxisRange(min: 0, max: 10), -0.25, -0.25, AxisRange(min: 2.5, max: 7.5)),
            // Negative padding past the middle crosses the bounds over; the result is sorted.
            (AxisRange(min: 0, max: 10), -1, -1, AxisRange(min: 0, max: 10)),
            (AxisRange(min: 5, max: 5), 0.5, 0.5, AxisRange(min: 5, max: 5)),
            (AxisRange(min: -1e308, max: 1e308), 0.5, 0.5,
             AxisRange(min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude)),
        ]
        for (range, low, high, expected) in table {
            XCTAssertEqual(range.padded(low: low, high: high), expected, "\(range) \(low) \(high)")
        }
    }
}
