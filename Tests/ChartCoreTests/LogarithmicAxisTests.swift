import Foundation
import XCTest
@testable import ChartCore

/// Log ticks in any base, conversions, and what happens to values with no logarithm.
final class LogarithmicAxisTests: XCTestCase {
    private func major(_ min: Double, _ max: Double, base: Double = 10, pixels: Double = 400) -> [Double] {
        LogTickLocator.majorTicks(in: AxisRange(min: min, max: max), base: base, pixelLength: pixels, minSpacing: 50).values
    }

    func testPowersOfTenAreExact() {
        XCTAssertEqual(major(0.5, 20_000), [1, 10, 100, 1000, 10_000])
        XCTAssertEqual(major(1e-4, 1), [1e-4, 1e-3, 1e-2, 0.1, 1])
        XCTAssertEqual(major(1e-4, 1)[1], 0.001, "the Double closest to 0.001")
        XCTAssertEqual(major(1, 1e300, pixels: 600).count, 7, "every 50th power of ten on 600 pixels")
        XCTAssertEqual(major(1, 1e300, pixels: 600), [1, 1e50, 1e100, 1e150, 1e200, 1e250, 1e300])
        XCTAssertEqual(major(1e-300, 1e-290, pixels: 300), [1e-300, 1e-298, 1e-296, 1e-294, 1e-292, 1e-290])
    }

    func testStrideGrowsWhenPowersCrowd() {
        XCTAssertEqual(major(1, 1e12, pixels: 300), [1, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12])
        XCTAssertEqual(LogTickLocator.majorTicks(in: AxisRange(min: 1, max: 1e12), base: 10, pixelLength: 300, minSpacing: 50).step, 2)
    }

    func testOtherBases() {
        XCTAssertEqual(major(1, 1000, base: 2, pixels: 500), [1, 2, 4, 8, 16, 32, 64, 128, 256, 512])
        XCTAssertEqual(major(0.1, 30, base: M_E, pixels: 400).map { ($0 * 1000).rounded() / 1000 },
                       [0.135, 0.368, 1, 2.718, 7.389, 20.086])
    }

    func testMultiplesAndLinearFallbackForNarrowRanges() {
        XCTAssertEqual(major(1.5, 8), [2, 5], "fewer than two powers: 1, 2, 5 multiples")
        XCTAssertEqual(major(20, 30, pixels: 400), NumberTickLocator.majorTicks(in: AxisRange(min: 20, max: 30), pixelLength: 400,
                                                                                 minSpacing: 50).values)
    }

    func testMinorTicksAtMultiplesOrSkippedPowers() {
        let range = AxisRange(min: 1, max: 100)
        let m = LogTickLocator.majorTicks(in: range, base: 10, pixelLength: 400, minSpacing: 50)
        XCTAssertEqual(m.values, [1, 10, 100])
        XCTAssertEqual(LogTickLocator.minorTicks(in: range, base: 10, major: m).values,
                       [2, 3, 4, 5, 6, 7, 8, 9, 20, 30, 40, 50, 60, 70, 80, 90])
        let wide = AxisRange(min: 1, max: 1e8)
        let sparse = LogTickLocator.majorTicks(in: wide, base: 10, pixelLength: 200, minSpacing: 50)
        XCTAssertEqual(sparse.values, [1, 100, 1e4, 1e6, 1e8])
        XCTAssertEqual(LogTickLocator.minorTicks(in: wide, base: 10, major: sparse).values, [10, 1000, 1e5, 1e7])
    }

    func testBadInputGivesNoTicks() {
        XCTAssertEqual(major(-1, 10), [])
        XCTAssertEqual(major(0, 10), [])
        XCTAssertEqual(major(1, .infinity), [])
        XCTAssertEqual(major(1, 10, base: 1), [])
        XCTAssertEqual(major(1, 10, base: .nan), [])
    }

    func testLinearScaleAndConversions() {
        let axis = LogarithmicAxis()
        axis.orientation = .vertical
        axis.setVisibleRange(AxisRange(min: 1, max: 1000))
        axis.pixelStart = 10
        axis.pixelLength = 300
        XCTAssertEqual(axis.linearValue(1000), 3)
        XCTAssertEqual(axis.dataValue(fromLinear: -2), 0.01)
        XCTAssertEqual(axis.pixelValue(forDataValue: 10), 210, accuracy: 1e-9)
        XCTAssertEqual(axis.pixelValue(forDataValue: 100), 110, accuracy: 1e-9)
        XCTAssertEqual(axis.dataValue(forPixelValue: 160), sqrt(1000), accuracy: 1e-9)
        for value in [1.0, 2, 3.7, 50, 999, 12_345] {
            XCTAssertEqual(axis.dataValue(forPixelValue: axis.pixelValue(forDataValue: value)), value, accuracy: value * 1e-12)
        }
        XCTAssertTrue(axis.linearValue(0).isNaN)
        XCTAssertTrue(axis.linearValue(-5).isNaN)
        XCTAssertTrue(axis.linearValue(.nan).isNaN)
        XCTAssertEqual(axis.linearValue(.infinity), .infinity)
        XCTAssertEqual(axis.string(for: 1234.5), "1,230")
        XCTAssertEqual(axis.detailedString(for: 1234.5), "1,234.5")
    }

    func testLabels() {
        let axis = LogarithmicAxis()
        XCTAssertEqual(axis.labels(for: TickSet(values: [0.01, 1, 1000, 1e5], step: 1)), ["0.01", "1", "1,000", "100,000"])
        XCTAssertEqual(axis.labels(for: TickSet(values: [0.01, 1, 1000, 1e9], step: 1)), ["1e−2", "1e0", "1e3", "1e9"],
                       "one form for the whole axis once a label needs the scientific one")
        let two = LogarithmicAxis(base: 2)
        XCTAssertEqual(two.labels(for: TickSet(values: [0.5, 1, 2, 1024], step: 1)), ["2⁻¹", "1", "2", "2¹⁰"])
        let e = LogarithmicAxis(base: M_E)
        XCTAssertEqual(e.labels(for: TickSet(values: [1, M_E, exp(2)], step: 1)), ["1", "e", "e²"])
    }

    func testRangesWithoutPositiveValuesAreRepaired() {
        let axis = LogarithmicAxis()
        XCTAssertEqual(axis.defaultRange, AxisRange(min: 1, max: 10), "no data")
        axis.setVisibleRange(AxisRange(min: -5, max: 100))
        XCTAssertEqual(axis.visibleRange, AxisRange(min: 0.1, max: 100), "three decades below the upper bound")
        axis.setVisibleRange(AxisRange(min: -5, max: -1))
        XCTAssertEqual(axis.visibleRange, AxisRange(min: 1, max: 10), "nothing positive: the default")
        axis.dataRange = AxisRange(min: 1, max: 1000)
        axis.resetRange()
        XCTAssertEqual(axis.defaultRange.min, pow(10, -0.12), accuracy: 1e-12, "padding is a share of the decades")
        XCTAssertEqual(axis.defaultRange.max, pow(10, 3.12), accuracy: 1e-9)
    }
}
