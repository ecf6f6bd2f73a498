import XCTest
@testable import ChartCore

/// A small seeded generator (SplitMix64), so random test data are the same on every run.
struct DataTestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

final class MinMaxPyramidTests: XCTestCase {
    /// The earliest-index extrema of the finite values, the slow obvious way.
    static func bruteForce(_ y: [Double], _ range: Range<Int>) -> MinMaxPyramid.Extrema? {
        var result: MinMaxPyramid.Extrema?
        for index in range where y[index].isFinite {
            guard var found = result else {
                result = MinMaxPyramid.Extrema(minIndex: index, maxIndex: index, min: y[index], max: y[index])
                continue
            }
            if y[index] < found.min { found.min = y[index]; found.minIndex = index }
            if y[index] > found.max { found.max = y[index]; found.maxIndex = index }
            result = found
        }
        return result
    }

    /// Values with many repeats (so ties matter), NaN and infinities.
    private func awkwardValues(count: Int, random: inout DataTestRandom) -> [Double] {
        (0..<count).map { _ in
            switch Int.random(in: 0..<100, using: &random) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -.infinity
            default: return Double(Int.random(in: -50...50, using: &random))
            }
        }
    }

    private func randomRange(upTo count: Int, random: inout DataTestRandom) -> Range<Int> {
        let a = Int.random(in: 0...count, using: &random)
        // Mix short ranges with long ones, which exercise the upper levels.
        let length = Bool.random(using: &random)
            ? Int.random(in: 0...40, using: &random) : Int.random(in: 0...count, using: &random)
        return a..<min(count, a + length)
    }

    func testQueriesMatchBruteForceOnRandomData() {
        var random = DataTestRandom(seed: 42)
        let y = awkwardValues(count: 20_011, random: &random)
        let pyramid = MinMaxPyramid(y: y)
        for _ in 0..<3_000 {
            let range = randomRange(upTo: y.count, random: &random)
            XCTAssertEqual(pyramid.extrema(in: range, of: y), Self.bruteForce(y, range), "\(range)")
        }
        XCTAssertEqual(pyramid.extrema(in: 0..<y.count, of: y), Self.bruteForce(y, 0..<y.count))
    }

    func testRangesAlignedToBlocksMatchBruteForce() {
        var random = DataTestRandom(seed: 7)
        let y = (0..<4_096).map { _ in Double.random(in: -1...1, using: &random) }
        let pyramid = MinMaxPyramid(y: y)
        for start in stride(from: 0, to: 4_096, by: 256) {
            for end in stride(from: start, through: 4_096, by: 16) {
                XCTAssertEqual(pyramid.extrema(in: start..<end, of: y), Self.bruteForce(y, start..<end))
            }
        }
    }

    func testExtendingPointByPointMatchesAFreshBuild() {
        var random = DataTestRandom(seed: 3)
        let all = awkwardValues(count: 3_000, random: &random)
        var grown = MinMaxPyramid()
        var column: [Double] = []
        for (position, value) in all.enumerated() {
            column.append(value)
            // Alternate single points and bursts, as a stream would deliver them.
            if position % 37 == 0 || position == all.count - 1 { grown.extend(with: column) }
        }
        XCTAssertEqual(grown.summarisedCount, all.count)
        let fresh = MinMaxPyramid(y: all)
        for _ in 0..<1_000 {
            let range = randomRange(upTo: all.count, random: &random)
            XCTAssertEqual(grown.extrema(in: range, of: all), fresh.extrema(in: range, of: all))
            XCTAssertEqual(grown.extrema(in: range, of: all), Self.bruteForce(all, range))
        }
    }

    func testTiesReportTheEarliestIndex() {
        let y = [Double](repeating: 5, count: 1_000)
        let pyramid = MinMaxPyramid(y: y)
        XCTAssertEqual(pyramid.extrema(in: 17..<900, of: y),
                       MinMaxPyramid.Extrema(minIndex: 17, maxIndex: 17, min: 5, max: 5))
    }

    func testRangesWithoutFiniteValuesHaveNoExtrema() {
        var y = [Double](repeating: .nan, count: 100)
        y[50] = .infinity
        y[99] = 2
        let pyramid = MinMaxPyramid(y: y)
        XCTAssertNil(pyramid.extrema(in: 0..<99, of: y))
        XCTAssertNil(pyramid.extrema(in: 10..<10, of: y))
        XCTAssertEqual(pyramid.extrema(in: 0..<100, of: y),
                       MinMaxPyramid.Extrema(minIndex: 99, maxIndex: 99, min: 2, max: 2))
    }

    func testRangesReachingPastTheColumnAreClipped() {
        let y: [Double] = [3, 1, 4, 1, 5]
        let pyramid = MinMaxPyramid(y: y)
        XCTAssertEqual(pyramid.extrema(in: -5..<50, of: y),
                       MinMaxPyramid.Extrema(minIndex: 1, maxIndex: 4, min: 1, max: 5))
        XCTAssertNil(MinMaxPyramid(y: []).extrema(in: 0..<10, of: []))
    }

    /// The build on every core lays out the very blocks the one-leaf-at-a-time build makes
    /// (chunks, the levels above them, the leaves after the last chunk), also when the column is
    /// then extended.
    func testParallelBuildEqualsTheSequentialOne() {
        var random = DataTestRandom(seed: 26)
        for count in [MinMaxPyramid.parallelThreshold + 12_345, 3 * MinMaxPyramid.parallelThreshold / 2 + 7] {
            var y = awkwardValues(count: count, random: &random)
            var parallel = y.withUnsafeBufferPointer { MinMaxPyramid.built(over: $0, cores: 4) }
            var sequential = MinMaxPyramid()
            sequential.extend(with: y)
            XCTAssertEqual(parallel.leafCount, sequential.leafCount)
            XCTAssertEqual(parallel.summarisedCount, sequential.summarisedCount)
            XCTAssertEqual(parallel.blocks.count, sequential.blocks.count)
            XCTAssertTrue(parallel.blocks.map(\.minOffset) == sequential.blocks.map(\.minOffset)
                          && parallel.blocks.map(\.maxOffset) == sequential.blocks.map(\.maxOffset), "\(count) points")
            y.append(contentsOf: awkwardValues(count: 1_000, random: &random))
            parallel.extend(with: y)
            for _ in 0..<50 {
                let range = randomRange(upTo: y.count, random: &random)
                XCTAssertEqual(parallel.extrema(in: range, of: y), Self.bruteForce(y, range), "\(range)")
            }
        }
    }
}
