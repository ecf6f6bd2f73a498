import Foundation
import XCTest
@testable import ChartCore

/// pixelValue(forDataValue:), dataValue(forPixelValue:) and string(for:) on every kind of axis,
/// horizontal and vertical, from tiny to huge ranges.
final class AxisConversionTests: XCTestCase {
    private func weekdays() -> DiscontinuousDateTimeAxis {
        let axis = DiscontinuousDateTimeAxis()
        axis.excludeWeekends()
        return axis
    }

    private func gaps() -> DiscontinuousNumberAxis {
        let axis = DiscontinuousNumberAxis()
        axis.addExcludedRange(AxisRange(min: -1, max: 1))
        axis.addExcludedRepeatedRange(RepeatedExclusion(start: 5, length: 2, period: 10))
        return axis
    }

    func testRoundTripsOnEveryKind() {
        let cases: [(String, () -> Axis, AxisRange, [Double])] = [
            ("number tiny", { NumberAxis() }, AxisRange(min: 1e-12, max: 3e-12), [1e-12, 2.2e-12, 3e-12]),
            ("number huge", { NumberAxis() }, AxisRange(min: -1e300, max: 1e300), [-5e299, 0, 9e299]),
            ("number crossing zero", { NumberAxis() }, AxisRange(min: -3.5, max: 7.25), [-3.5, 0, 1.1, 7.25]),
            ("date seconds", { DateTimeAxis() }, AxisRange(min: 1.7e9, max: 1.7e9 + 86_400), [1.7e9 + 1, 1.7e9 + 40_000.5]),
            ("date near epoch", { DateTimeAxis() }, AxisRange(min: -86_400, max: 86_400), [-5, 0, 5]),
            ("category", { CategoryAxis(categories: ["a", "b", "c"]) }, AxisRange(min: -0.5, max: 2.5), [0, 1, 2, 1.25]),
            ("log", { LogarithmicAxis() }, AxisRange(min: 1e-6, max: 1e9), [1e-6, 0.5, 3, 7e8]),
            ("log base 2", { LogarithmicAxis(base: 2) }, AxisRange(min: 0.25, max: 4096), [0.25, 3, 1000]),
            ("discontinuous numbers", gaps, AxisRange(min: -20, max: 40), [-20, -1.5, 1, 4.9, 7, 13, 39]),
            ("discontinuous dates", weekdays, AxisRange(min: 1.7e9, max: 1.7e9 + 30 * 86_400), [1.7e9 + 3600, 1.7e9 + 20 * 86_400]),
        ]
        for (name, make, range, values) in cases {
            for orientation in [AxisOrientation.horizontal, .vertical] {
                let axis = make()
                axis.orientation = orientation
                axis.setVisibleRange(range)
                axis.prepareScale(covering: range)
                axis.pixelStart = 40
                axis.pixelLength = 700
                let start = axis.pixelValue(forDataValue: axis.visibleRange.min)
                let end = axis.pixelValue(forDataValue: axis.visibleRange.max)
                XCTAssertEqual(orientation == .horizontal ? start : end, 40, accuracy: 1e-6, name)
                XCTAssertEqual(orientation == .horizontal ? end : start, 740, accuracy: 1e-6, name)
                for value in values {
                    let pixel = axis.pixelValue(forDataValue: value)
                    XCTAssertTrue(pixel.isFinite, "\(name): \(value)")
                    XCTAssertEqual(axis.dataValue(forPixelValue: pixel), value, accuracy: max(abs(value) * 1e-9, 1e-6),
                                   "\(name) \(orientation): \(value)")
                    XCTAssertFalse(axis.string(for: value).isEmpty, "\(name): string(for: \(value))")
                }
                for pixel in stride(from: 0.0, through: 800, by: 53) {
                    let value = axis.dataValue(forPixelValue: pixel)
                    XCTAssertEqual(axis.pixelValue(forDataValue: value), pixel, accuracy: 1e-6, "\(name) \(orientation): pixel \(pixel)")
                }
            }
        }
    }

    func testNumberFormatterNotationDigitsGroupingPrefixAndSuffix() {
        var formatter = NumberLabelFormatter(prefix: "$", suffix: " M")
        XCTAssertEqual(formatter.labels(for: [-2500, 0, 12_500_000], step: 2500), ["−$2,500 M", "$0 M", "$12,500,000 M"])
        formatter = NumberLabelFormatter(groupingSeparator: nil, fixedFractionDigits: 2)
        XCTAssertEqual(formatter.labels(for: [1000, 1500], step: 500), ["1000.00", "1500.00"])
        formatter = NumberLabelFormatter(notation: .scientific)
        XCTAssertEqual(formatter.labels(for: [0, 1500, 3000], step: 1500), ["0", "1.5e3", "3.0e3"])
        formatter = NumberLabelFormatter(notation: .plain)
        XCTAssertEqual(formatter.labels(for: [1e8, 2e8], step: 1e8), ["100,000,000", "200,000,000"])
        XCTAssertEqual(NumberLabelFormatter().labels(for: [1e8, 2e8], step: 1e8), ["1e8", "2e8"], "automatic: scientific")
    }

    func testStringsOnEveryKind() {
        let number = NumberAxis()
        number.setVisibleRange(AxisRange(min: 0, max: 10))
        number.pixelLength = 500
        XCTAssertEqual(number.string(for: 4), "4", "at the precision of the ticks (every 2)")
        XCTAssertEqual(number.detailedString(for: 2.5), "2.5")
        let date = DateTimeAxis()
        date.setVisibleRange(AxisRange(min: 1.7e9, max: 1.7e9 + 3 * 86_400))
        date.pixelLength = 800
        XCTAssertEqual(date.string(for: 1_700_000_000), "2023-11-14 22:13")
        XCTAssertEqual(date.detailedString(for: 1_700_000_000), "2023-11-14 22:13:20")
        let category = CategoryAxis(categories: ["a", "b"])
        XCTAssertEqual(category.string(for: 1), "b")
        let log = LogarithmicAxis()
        XCTAssertEqual(log.string(for: 0.000123456), "1.23e−4")
        XCTAssertEqual(log.string(for: 123_456), "123,000")
        XCTAssertEqual(log.string(for: 0), "0")
        let gaps = self.gaps()
        gaps.setVisibleRange(AxisRange(min: 0, max: 100))
        gaps.pixelLength = 400
        XCTAssertEqual(gaps.string(for: 30), "30")
    }
}
