import XCTest
@testable import ChartCore

/// Defined outcomes for inputs that used to go wrong silently (issue #12, §2).
final class ReliabilityCoreTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    func testTenThousandSeriesGetALegendThatEndsInHowManyAreLeftOut() throws {
        let chart = Chart(title: "many")
        let source = ArrayDataSource()
        for i in 0..<10_000 { source.add(LineSeries(title: "s\(i)"), y: [1, 2]) }
        chart.dataSource = source
        chart.legend.isVisible = true
        chart.applyLayout(size: Size(width: 700, height: 420), measurer: measurer)
        let entries = try XCTUnwrap(chart.lastLayout?.legendEntries)
        XCTAssertLessThan(entries.count, 100)
        let kept = entries.count - 1
        XCTAssertEqual(entries.last?.title, "+\((10_000 - kept).formatted(.number.locale(Locale(identifier: "en_US")))) more")
        XCTAssertEqual(entries.last?.seriesIndex, -1)
        XCTAssertEqual(entries.dropLast().map(\.seriesIndex), Array(0..<kept))
        // A click on the "+N more" entry toggles nothing.
        let more = try XCTUnwrap(entries.last)
        XCTAssertNil(chart.legendEntry(at: Point(x: more.frame.midX, y: more.frame.midY)))
    }

    func testAFewSeriesKeepEveryLegendEntry() throws {
        let chart = Chart(title: "few")
        let source = ArrayDataSource()
        for i in 0..<3 { source.add(LineSeries(title: "s\(i)"), y: [1, 2]) }
        chart.dataSource = source
        chart.legend.isVisible = true
        chart.applyLayout(size: Size(width: 700, height: 420), measurer: measurer)
        XCTAssertEqual(chart.lastLayout?.legendEntries.map(\.title), ["s0", "s1", "s2"])
    }

    func testAHugeCategoryNameIsShortenedOnTheAxis() {
        let axis = CategoryAxis(categories: [String(repeating: "A", count: 1_000_000), "b"])
        let label = axis.string(for: 0)
        XCTAssertEqual(label.count, CategoryAxis.maximumLabelCharacters)
        XCTAssertEqual(label, String(repeating: "A", count: 39) + "…")
        XCTAssertEqual(axis.string(for: 1), "b")
        XCTAssertEqual(CategoryAxis.shortened(String(repeating: "é", count: 40)), String(repeating: "é", count: 40))
    }
}

extension ReliabilityCoreTests {
    func testAStackedSumThatOverflowsKeepsEverySeries() {
        let stacks = StackSegments.stack([(positions: [0, 1], values: [1e308, 1]),
                                          (positions: [0, 1], values: [1e308, 2]),
                                          (positions: [0, 1], values: [5, 3])], baseline: 0)
        XCTAssertEqual(stacks.count, 3)
        XCTAssertEqual(stacks[1].top[0], .greatestFiniteMagnitude, "held at the largest Double, not infinity")
        XCTAssertEqual(stacks[2].base[0], .greatestFiniteMagnitude)
        XCTAssertEqual(stacks[2].top[0], .greatestFiniteMagnitude)
        XCTAssertEqual(stacks[2].top[1], 6)
        let unaligned = StackSegments.stack([(positions: [0], values: [-1e308]), (positions: [0, 1], values: [-1e308, 1])],
                                            baseline: 0)
        XCTAssertEqual(unaligned[1].top[0], -.greatestFiniteMagnitude)
    }
}

extension ReliabilityCoreTests {
    func testLonePointsBetweenGapsAreFoundForDots() throws {
        let cache = SeriesCache()
        let data = SeriesData(x: [1, 2, 3, 4, 5, 6, 7], y: [1, .nan, 5, .infinity, 2, 3, .nan])
        let lone = try XCTUnwrap(cache.lonePointData(data))
        XCTAssertEqual(lone.interior.x, [3], "3 (gaps both sides); 5 and 6 form a segment")
        XCTAssertEqual(lone.interior.y, [5])
        XCTAssertEqual(lone.ends?.x, [1], "1: series start, gap after")
        let joined = try XCTUnwrap(cache.lonePointData(SeriesData(x: [1, 2], y: [1, 2])))
        XCTAssertEqual(joined.interior.count, 0)
        XCTAssertNil(joined.ends)
    }

    func testALineWithLonePointsDrawsThemAsMarkers() {
        let chart = Chart(title: "lone")
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [1, 2, 3, 4, 5, 6], y: [1, .nan, 5, .nan, 2, 3])
        chart.dataSource = source
        let scene = chart.makeScene(size: Size(width: 600, height: 400), measurer: measurer)
        let markers = scene.series.compactMap { command -> MarkerCommand? in
            if case .markers(let m) = command { return m } else { return nil }
        }
        XCTAssertEqual(markers.count, 2, "the settled lone points and the lone ends, drawn apart")
        XCTAssertEqual(markers.map(\.geometry.geometry.count).reduce(0, +), 2)
    }
}

extension ReliabilityCoreTests {
    func testAWeekendAxisAnswersIsExcludedBeforeItHoldsData() {
        let axis = DiscontinuousDateTimeAxis()
        axis.excludeWeekends()
        let saturdayNoon = 1_709_380_800.0  // 2024-03-02 12:00 UTC
        let mondayNoon = saturdayNoon + 2 * 86_400
        XCTAssertTrue(axis.isExcluded(saturdayNoon))
        XCTAssertTrue(axis.isExcluded(saturdayNoon + 86_400), "Sunday")
        XCTAssertFalse(axis.isExcluded(mondayNoon))
        XCTAssertFalse(axis.isExcluded(.nan))
        // Far from the first repetition too.
        XCTAssertTrue(axis.isExcluded(saturdayNoon - 52 * 7 * 86_400 * 30))
    }
}
