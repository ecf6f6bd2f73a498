import XCTest
@testable import ChartCore

/// The label memo an axis keeps between frames must never hand back texts of other inputs.
final class LabelMemoTests: XCTestCase {
    func testAxisLabelsFollowFormatterChangesAfterBeingRemembered() {
        let axis = NumberAxis()
        let ticks = TickSet(values: [0, 1000, 2000], step: 1000)
        XCTAssertEqual(axis.labels(for: ticks), ["0", "1,000", "2,000"])
        XCTAssertEqual(axis.labels(for: ticks), ["0", "1,000", "2,000"])
        axis.labelFormatter.suffix = " ms"
        XCTAssertEqual(axis.labels(for: ticks), ["0 ms", "1,000 ms", "2,000 ms"])
        axis.labelFormatter.suffix = ""
        XCTAssertEqual(axis.labels(for: ticks), ["0", "1,000", "2,000"])
    }

    func testDifferentStepsAndValuesAreDifferentEntries() {
        let axis = NumberAxis()
        XCTAssertEqual(axis.labels(for: TickSet(values: [0, 1.5], step: 1)), ["0", "2"])
        XCTAssertEqual(axis.labels(for: TickSet(values: [0, 1.5], step: 0.25)), ["0.0", "1.5"])
        XCTAssertEqual(axis.labels(for: TickSet(values: [0, 2], step: 1)), ["0", "2"])
        XCTAssertEqual(axis.labels(for: TickSet(values: [0, 1.5], step: 1)), ["0", "2"])
    }

    func testOldestEntryGoesWhenFull() {
        let memo = LabelMemo<Int>()
        var made = 0
        func labels(_ value: Double) -> [String] {
            memo.labels(formatter: 0, values: [value], step: 1) { made += 1; return ["\(value)"] }
        }
        for value in [1.0, 2, 3, 4] { _ = labels(value) }
        XCTAssertEqual(made, 4)
        XCTAssertEqual(labels(1), ["1.0"])  // kept, and now the newest
        XCTAssertEqual(made, 4)
        _ = labels(5)                        // pushes out 2, the oldest
        XCTAssertEqual(made, 5)
        XCTAssertEqual(labels(2), ["2.0"])
        XCTAssertEqual(made, 6)
        XCTAssertEqual(labels(.nan), ["nan"])
        XCTAssertEqual(labels(.nan), ["nan"])  // the same bits: remembered
        XCTAssertEqual(made, 7)
    }

    func testTurnedBoundsOfALevelAndAQuarterTurnedLabel() {
        let level = TickLabelPlacement.turnedBounds(size: Size(width: 40, height: 10), horizontal: .center,
                                                    vertical: .top, angle: 0)
        XCTAssertEqual(level, Rect(x: -20, y: 0, width: 40, height: 10))
        let turned = TickLabelPlacement.turnedBounds(size: Size(width: 40, height: 10), horizontal: .right,
                                                     vertical: .center, angle: .pi / 2)
        XCTAssertEqual(turned.minX, -5, accuracy: 1e-12)
        XCTAssertEqual(turned.minY, 0, accuracy: 1e-12)
        XCTAssertEqual(turned.width, 10, accuracy: 1e-12)
        XCTAssertEqual(turned.height, 40, accuracy: 1e-12)
    }
}
