@testable import ChartCore
import XCTest

/// Colour assignment grows linearly with the series and slices (issue #22: 10^6 series or pie
/// slices did not finish in 10 minutes, the lowest free slot searched from 0 each time). The
/// work is counted (`PaletteSlots.probes`), never timed.
final class PaletteSlotTests: XCTestCase {
    private let count = 100_000

    func testSlotsAreTheLowestFreeOnes() {
        var slots = PaletteSlots(holding: [0, 2, 5])
        XCTAssertEqual((0..<5).map { _ in slots.take() }, [1, 3, 4, 6, 7])
    }

    func testManySeriesGetDistinctSlotsInLinearWork() {
        let chart = Chart()
        let source = ArrayDataSource()
        for i in 0..<count { source.add(LineSeries(title: "s\(i)"), y: [Double(i)]) }
        let before = PaletteSlots.probes
        chart.dataSource = source
        let work = PaletteSlots.probes - before
        XCTAssertEqual(Set(chart.series.compactMap(\.paletteIndex)), Set(0..<count))
        XCTAssertLessThanOrEqual(work, 3 * count, "slots looked at for \(count) series")
    }

    func testManyPieSlicesGetDistinctSlotsInLinearWork() {
        let pie = PieSeries(title: "pie")
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(pie, values: (0..<count).map { _ in 1 }, names: (0..<count).map { "slice \($0)" })
        let before = PaletteSlots.probes
        chart.dataSource = source
        let work = PaletteSlots.probes - before
        XCTAssertEqual(Set(pie.slicePaletteSlots.values).count, count)
        XCTAssertLessThanOrEqual(work, 3 * count, "slots looked at for \(count) slices")
    }

    func testASharedRegistryHandsOutSlotsInLinearWork() {
        let keys = SeriesColorKeys()
        let before = PaletteSlots.probes
        for i in 0..<count { XCTAssertEqual(keys.slot(for: "k\(i)"), i) }
        XCTAssertEqual(keys.slot(for: "k7"), 7)
        XCTAssertLessThanOrEqual(PaletteSlots.probes - before, 3 * count)
    }
}
