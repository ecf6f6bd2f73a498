@testable import ChartCore
import XCTest

/// `DensityGrid.counts(of:)`: the cell rule, and the same counts however many cores share them.
final class DensityGridTests: XCTestCase {
    func testCellsFollowTheFloorOfTheScaledOffsetAndSkipNaNAndOutsiders() {
        let grid = DensityGrid(originX: 0, originY: 2, unitsX: 2, unitsY: -2, width: 4, height: 4)
        // (0, 2) is the top-left corner; x 0.5 is column 1's left edge; y 1.5 is row 1's top edge.
        let data = SeriesData(x: [0, 0.5, 0.4999, 1.99, 2, .nan, 1, -0.01],
                              y: [2, 1.5, 1.5, 0.01, 1, 1, .infinity, 1])
        var expected = [UInt32](repeating: 0, count: 16)
        expected[0] += 1       // (0, 2)
        expected[4 + 1] += 1   // (0.5, 1.5): row 1, column 1
        expected[4 + 0] += 1   // (0.4999, 1.5): row 1, column 0
        expected[12 + 3] += 1  // (1.99, 0.01): row 3, column 3
        XCTAssertEqual(grid.counts(of: data), expected, "x = 2 is past the last column; NaN, ∞ and x < 0 count nowhere")
    }

    func testCountsAreTheSameOnOneCoreAndOnMany() {
        var state: UInt64 = 42
        func uniform() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
        let n = 400_009
        let data = SeriesData(x: (0..<n).map { _ in uniform() * 3 }, y: (0..<n).map { _ in uniform() })
        let grid = DensityGrid(originX: 0.5, originY: 1, unitsX: 150, unitsY: -120, width: 300, height: 120)
        let one = grid.counts(of: data, cores: 1)
        // Runs of 65,536 points or more: 4 workers, then 6 (the cloud caps them).
        XCTAssertEqual(grid.counts(of: data, cores: 4, pointsPerWorker: 1 << 16), one)
        XCTAssertEqual(grid.counts(of: data, cores: 64, pointsPerWorker: 1 << 16), one)
        XCTAssertEqual(one.reduce(0) { $0 + Int($1) }, data.x.filter { $0 >= 0.5 && $0 < 2.5 }.count)
    }

    func testColoursFromTheCountTableEqualEachCountsOwnLevel() {
        // Counts 0…3000 and some past the table's 2^16 entries, on several rows of cores' work.
        for maximum: UInt32 in [0, 1, 2, 3_000, 100_000, .max] {
            let scale = DensityColorScale(maximum: maximum, map: .viridis)
            var counts = (0..<3_001).map { UInt32($0) } + [65_535, 65_536, 65_537, 99_999, 100_000, .max]
            counts += [UInt32](repeating: 7, count: 1 << 21)
            let pixels = scale.pixels(for: counts)
            for (i, n) in counts.enumerated() where i < 3_100 {
                let expected: [UInt8] = n == 0 ? [0, 0, 0, 0]
                    : Array(scale.colors[4 * scale.level(of: n)..<4 * scale.level(of: n) + 3]) + [255]
                XCTAssertEqual(Array(pixels[4 * i..<4 * i + 4]), expected, "count \(n), maximum \(maximum)")
            }
            XCTAssertEqual(Array(pixels.suffix(4)), Array(scale.colors[4 * scale.level(of: 7)..<4 * scale.level(of: 7) + 3]) + [255])
        }
    }
}
