import XCTest
@testable import ChartCore

/// Categories at whole positions: ranges in index space, labels, thinning and column slots.
final class CategoryAxisTests: XCTestCase {
    func testDefaultRangeGivesEachCategoryASlot() {
        let axis = CategoryAxis(categories: ["Broccoli", "Carrots", "Mushrooms", "Okra"])
        XCTAssertEqual(axis.defaultRange, AxisRange(min: -0.5, max: 3.5))
        axis.dataRange = AxisRange(min: 0, max: 5)
        XCTAssertEqual(axis.defaultRange, AxisRange(min: -0.5, max: 5.5), "data beyond the names widen it")
        XCTAssertEqual(CategoryAxis().defaultRange, AxisRange(min: -0.5, max: 0.5))
    }

    func testATickAndLabelUnderEachCategory() {
        let axis = CategoryAxis(categories: ["Broccoli", "Carrots", "Mushrooms", "Okra"])
        axis.pixelLength = 600
        let ticks = axis.majorTicks()
        XCTAssertEqual(ticks.values, [0, 1, 2, 3])
        XCTAssertEqual(axis.labels(for: ticks), ["Broccoli", "Carrots", "Mushrooms", "Okra"])
        XCTAssertEqual(axis.minorTicks(major: ticks).values, [-0.5, 0.5, 1.5, 2.5, 3.5], "slot boundaries")
        XCTAssertEqual(axis.string(for: 1.2), "Carrots")
        XCTAssertEqual(axis.string(for: 9), "")
        XCTAssertEqual(axis.string(for: .nan), "")
        XCTAssertEqual(axis.index(of: "Okra"), 3)
        XCTAssertEqual(CategoryAxis().labels(for: TickSet(values: [0, 1], step: 1)), ["0", "1"], "no names: indices")
    }

    func testManyCategoriesAreThinned() {
        let axis = CategoryAxis(categories: (0..<500).map { "c\($0)" })
        axis.pixelLength = 500
        let ticks = axis.majorTicks()
        XCTAssertGreaterThan(ticks.step, 1)
        XCTAssertEqual(ticks.values.first, 0)
        XCTAssertEqual(ticks.values.count, Int(499 / ticks.step) + 1)
    }

    func testColumnSlotsWithPaddings() {
        let axis = CategoryAxis()
        XCTAssertEqual(axis.slot(ofSeries: 0, in: 1), -0.4...0.4)
        axis.interSeriesSetPadding = 0
        XCTAssertEqual(axis.slot(ofSeries: 1, in: 2), 0...0.5)
        axis.interSeriesPadding = 1  // a gap as wide as a column: 3 widths in the slot
        let second = axis.slot(ofSeries: 1, in: 2)
        XCTAssertEqual(second.lowerBound, 1.0 / 6, accuracy: 1e-12)
        XCTAssertEqual(second.upperBound, 0.5, accuracy: 1e-12)
        axis.interSeriesSetPadding = .nan
        XCTAssertEqual(axis.slot(ofSeries: 5, in: 2), -0.5...0.5, "an index outside the group: the whole group")
    }

    func testConversionsRoundTrip() {
        let axis = CategoryAxis(categories: ["a", "b", "c"])
        axis.pixelStart = 100
        axis.pixelLength = 300
        XCTAssertEqual(axis.pixelValue(forDataValue: 0), 150)
        XCTAssertEqual(axis.pixelValue(forDataValue: 2), 350)
        XCTAssertEqual(axis.dataValue(forPixelValue: 250), 1)
    }
}
