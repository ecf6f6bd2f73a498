import XCTest
@testable import ChartCore

/// Tick values are compared with `==`: the locator promises the Double closest to each decimal.
final class NumberTickLocatorTests: XCTestCase {
    private struct MajorCase {
        var min: Double
        var max: Double
        var pixels: Double
        var spacing: Double = NumberTickLocator.defaultHorizontalSpacing
        var values: [Double]
        var step: Double
    }

    func testMajorTicksTable() {
        let table: [MajorCase] = [
            MajorCase(min: 0, max: 1, pixels: 800,
                      values: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1], step: 0.1),
            MajorCase(min: 0, max: 10, pixels: 800, values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], step: 1),
            MajorCase(min: 0, max: 100, pixels: 800, spacing: NumberTickLocator.defaultVerticalSpacing,
                      values: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], step: 10),
            // 5 would leave three ticks on this axis, so 2.5 takes its place.
            MajorCase(min: -3.7, max: 12.2, pixels: 600, values: [-2.5, 0, 2.5, 5, 7.5, 10], step: 2.5),
            MajorCase(min: 0, max: 7, pixels: 250, values: [0, 2.5, 5], step: 2.5),
            MajorCase(min: 0, max: 12, pixels: 250, values: [0, 5, 10], step: 5),
            MajorCase(min: 0, max: 30, pixels: 800, values: [0, 5, 10, 15, 20, 25, 30], step: 5),
            MajorCase(min: 97, max: 103, pixels: 200, values: [97.5, 100, 102.5], step: 2.5),
            MajorCase(min: 0.001, max: 0.0015, pixels: 800,
                      values: [0.001, 0.00105, 0.0011, 0.00115, 0.0012, 0.00125,
                               0.0013, 0.00135, 0.0014, 0.00145, 0.0015], step: 0.00005),
            MajorCase(min: 1e9, max: 1e9 + 1, pixels: 800,
                      values: [1_000_000_000, 1_000_000_000.1, 1_000_000_000.2, 1_000_000_000.3,
                               1_000_000_000.4, 1_000_000_000.5, 1_000_000_000.6, 1_000_000_000.7,
                               1_000_000_000.8, 1_000_000_000.9, 1_000_000_001], step: 0.1),
            MajorCase(min: 1_700_000_000, max: 1_700_000_000.005, pixels: 1000,
                      values: [1_700_000_000, 1_700_000_000.0005, 1_700_000_000.001, 1_700_000_000.0015,
                               1_700_000_000.002, 1_700_000_000.0025, 1_700_000_000.003,
                               1_700_000_000.0035, 1_700_000_000.004, 1_700_000_000.0045,
                               1_700_000_000.005], step: 0.0005),
            MajorCase(min: -1e-12, max: 1e-12, pixels: 400,
                      values: [-1e-12, -5e-13, 0, 5e-13, 1e-12], step: 5e-13),
            MajorCase(min: 0, max: 1e15, pixels: 800,
                      values: [0, 1e14, 2e14, 3e14, 4e14, 5e14, 6e14, 7e14, 8e14, 9e14, 1e15], step: 1e14),
            MajorCase(min: -1e308, max: 1e308, pixels: 800,
                      values: [-1e308, -8e307, -6e307, -4e307, -2e307, 0, 2e307, 4e307, 6e307, 8e307, 1e308],
                      step: 2e307),
            MajorCase(min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude, pixels: 800,
                      values: [-1.5e308, -1e308, -5e307, 0, 5e307, 1e308, 1.5e308], step: 5e307),
            // A very short axis still gets one step across: the nice values at the ends.
            MajorCase(min: 0, max: 100, pixels: 30, values: [0, 100], step: 100),
            // A step of 100 would miss 3...97: the largest 1-2-5 step inside the span instead.
            MajorCase(min: 3, max: 97, pixels: 30, values: [50], step: 50),
            MajorCase(min: 101, max: 199, pixels: 0, values: [150], step: 50),
            // No usable length: one step at least the span.
            MajorCase(min: 0, max: 1, pixels: 0, values: [0, 1], step: 1),
            MajorCase(min: 0, max: 1, pixels: -5, values: [0, 1], step: 1),
            MajorCase(min: 0, max: 1, pixels: .nan, values: [0, 1], step: 1),
            MajorCase(min: 0, max: 1, pixels: .infinity, values: [0, 1], step: 1),
            MajorCase(min: -3.7, max: 12.2, pixels: 0, values: [0], step: 20),
            // No step is finite and wide enough: zero alone, with an endless step.
            MajorCase(min: -1e308, max: 1e308, pixels: 0, values: [0], step: .infinity),
            // A spacing of 0 or NaN counts as one pixel.
            MajorCase(min: 0, max: 1, pixels: 10, spacing: 0,
                      values: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1], step: 0.1),
            MajorCase(min: 0, max: 1, pixels: 10, spacing: .nan,
                      values: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1], step: 0.1),
            // A subnormal span: the lattice of the smallest Doubles.
            MajorCase(min: 0, max: .leastNonzeroMagnitude, pixels: 800,
                      values: [0, .leastNonzeroMagnitude], step: .leastNonzeroMagnitude),
        ]
        for row in table {
            let ticks = NumberTickLocator.majorTicks(in: AxisRange(min: row.min, max: row.max),
                                                     pixelLength: row.pixels, minSpacing: row.spacing)
            let name = "(\(row.min), \(row.max), \(row.pixels)px, \(row.spacing))"
            XCTAssertEqual(ticks.values, row.values, name)
            XCTAssertEqual(ticks.step, row.step, name)
            XCTAssertEqual(ticks.anchor, 0, name)
        }
    }

    func testMajorTicksAreExactDecimals() {
        let ticks = NumberTickLocator.majorTicks(in: AxisRange(min: 0, max: 1), pixelLength: 800,
                                                 minSpacing: 80)
        XCTAssertEqual(ticks.values[3], 0.3)
        XCTAssertNotEqual(ticks.values[3], 0.1 * 3)
    }

    func testMajorTicksAtLargeOffsetAreDistinct() {
        let ticks = NumberTickLocator.majorTicks(in: AxisRange(min: 1e9, max: 1e9 + 1), pixelLength: 800,
                                                 minSpacing: 80)
        XCTAssertEqual(Set(ticks.values).count, 11)
        XCTAssertEqual(ticks.values, ticks.values.sorted())
    }

    func testMajorTicksWithoutTicksForDegenerateRanges() {
        let ranges = [
            AxisRange(min: 5, max: 5), AxisRange(min: 0, max: 0),
            AxisRange(min: .nan, max: 1), AxisRange(min: 0, max: .nan), AxisRange(min: .nan, max: .nan),
            AxisRange(min: -.infinity, max: 1), AxisRange(min: 0, max: .infinity),
        ]
        for range in ranges {
            XCTAssertEqual(NumberTickLocator.majorTicks(in: range, pixelLength: 800, minSpacing: 80), .empty,
                           "\(range)")
        }
    }

    func testMajorTicksNeverExceedTheCap() {
        let ticks = NumberTickLocator.majorTicks(in: AxisRange(min: 0, max: 1), pixelLength: 1e12, minSpacing: 1)
        XCTAssertEqual(ticks.step, 0.002)
        XCTAssertEqual(ticks.values.count, 501)
        XCTAssertEqual(ticks.values.last, 1)
        for (min, max) in [(0.0, 1e300), (-1e-300, 1e-300), (1e300, (1e300).nextUp), (0, Double("1e-310")!)] {
            let many = NumberTickLocator.majorTicks(in: AxisRange(min: min, max: max), pixelLength: 1e15,
                                                    minSpacing: 0)
            XCTAssertLessThanOrEqual(many.values.count, NumberTickLocator.maximumTickCount, "\(min)...\(max)")
            XCTAssertFalse(many.values.isEmpty, "\(min)...\(max)")
            XCTAssertEqual(many.values, many.values.sorted())
        }
    }

    private struct FrequencyCase {
        var min: Double
        var max: Double
        var frequency: Double
        var anchor: Double
        var values: [Double]
        var step: Double
    }

    func testTicksWithFrequencyAndAnchor() {
        let table: [FrequencyCase] = [
            FrequencyCase(min: -2, max: 6, frequency: 2, anchor: 1, values: [-1, 1, 3, 5], step: 2),
            FrequencyCase(min: 0, max: 1, frequency: 0.1, anchor: 0,
                          values: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1], step: 0.1),
            FrequencyCase(min: 0, max: 1, frequency: 0.1, anchor: 0.05,
                          values: [0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95], step: 0.1),
            FrequencyCase(min: 0, max: 1, frequency: 0.2, anchor: 100.1,
                          values: [0.1, 0.3, 0.5, 0.7, 0.9], step: 0.2),
            FrequencyCase(min: 10, max: 70, frequency: 15, anchor: 0, values: [15, 30, 45, 60], step: 15),
            FrequencyCase(min: 5, max: 5, frequency: 1, anchor: 0, values: [5], step: 1),
            FrequencyCase(min: 0.2, max: 0.8, frequency: 1, anchor: 0, values: [], step: 1),
            // An anchor too far away for decimals: the lattice falls back to fmod, which is exact.
            FrequencyCase(min: 0, max: 10, frequency: 1, anchor: 1e300,
                          values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], step: 1),
            // More than the cap would fit: every 2000th tick, still through the anchor.
            FrequencyCase(min: 0, max: 1e6, frequency: 1, anchor: 0,
                          values: stride(from: 0, through: 1e6, by: 2000).map { $0 }, step: 2000),
        ]
        for row in table {
            let ticks = NumberTickLocator.ticks(in: AxisRange(min: row.min, max: row.max),
                                                frequency: row.frequency, anchor: row.anchor)
            let name = "(\(row.min), \(row.max)) every \(row.frequency) from \(row.anchor)"
            XCTAssertEqual(ticks.values, row.values, name)
            XCTAssertEqual(ticks.step, row.step, name)
            XCTAssertEqual(ticks.anchor, row.anchor, name)
        }
    }

    func testTicksWithBadFrequencyOrAnchorAreEmpty() {
        let range = AxisRange(min: 0, max: 10)
        for frequency in [0, -1, Double.nan, .infinity, -.infinity] {
            XCTAssertTrue(NumberTickLocator.ticks(in: range, frequency: frequency, anchor: 0).isEmpty, "\(frequency)")
        }
        for anchor in [Double.nan, .infinity, -.infinity] {
            XCTAssertTrue(NumberTickLocator.ticks(in: range, frequency: 1, anchor: anchor).isEmpty, "\(anchor)")
        }
        XCTAssertTrue(NumberTickLocator.ticks(in: AxisRange(min: .nan, max: 1), frequency: 1, anchor: 0).isEmpty)
        XCTAssertTrue(NumberTickLocator.ticks(in: AxisRange(min: 0, max: .infinity), frequency: 1, anchor: 0).isEmpty)
    }

    func testTicksWithTinyFrequencyStayUnderTheCap() {
        let ticks = NumberTickLocator.ticks(in: AxisRange(min: 0, max: 1e300), frequency: 1e-300, anchor: 0)
        XCTAssertLessThanOrEqual(ticks.values.count, NumberTickLocator.maximumTickCount)
        let wide = NumberTickLocator.ticks(in: AxisRange(min: -1e308, max: 1e308), frequency: 1, anchor: 0.5)
        XCTAssertLessThanOrEqual(wide.values.count, NumberTickLocator.maximumTickCount)
    }

    private struct MinorCase {
        var min: Double
        var max: Double
        var major: TickSet
        var values: [Double]
        var step: Double
    }

    func testMinorTicksTable() {
        let table: [MinorCase] = [
            // Step 1 → 5 parts.
            MinorCase(min: 0, max: 2, major: TickSet(values: [0, 1, 2], step: 1),
                      values: [0.2, 0.4, 0.6, 0.8, 1.2, 1.4, 1.6, 1.8], step: 0.2),
            // Step 2 → 4 parts.
            MinorCase(min: 0, max: 4, major: TickSet(values: [0, 2, 4], step: 2),
                      values: [0.5, 1, 1.5, 2.5, 3, 3.5], step: 0.5),
            // Step 5 → 5 parts.
            MinorCase(min: 0, max: 10, major: TickSet(values: [0, 5, 10], step: 5),
                      values: [1, 2, 3, 4, 6, 7, 8, 9], step: 1),
            // Step 2.5 → 5 parts, with minors beyond the outer majors up to the range's ends.
            MinorCase(min: 97, max: 103, major: TickSet(values: [97.5, 100, 102.5], step: 2.5),
                      values: [97, 98, 98.5, 99, 99.5, 100.5, 101, 101.5, 102, 103], step: 0.5),
            // Step 10 → 5 parts.
            MinorCase(min: 0, max: 20, major: TickSet(values: [0, 10, 20], step: 10),
                      values: [2, 4, 6, 8, 12, 14, 16, 18], step: 2),
            // Step 0.1 → exact 0.02s.
            MinorCase(min: 0, max: 0.2, major: TickSet(values: [0, 0.1, 0.2], step: 0.1),
                      values: [0.02, 0.04, 0.06, 0.08, 0.12, 0.14, 0.16, 0.18], step: 0.02),
            // Step 3 → 3 parts.
            MinorCase(min: 0, max: 6, major: TickSet(values: [0, 3, 6], step: 3),
                      values: [1, 2, 4, 5], step: 1),
            // The majors' anchor places the minors even where no major falls inside the range.
            MinorCase(min: 1.2, max: 2.8, major: TickSet(values: [], step: 2, anchor: 1),
                      values: [1.5, 2, 2.5], step: 0.5),
            MinorCase(min: 1e9, max: 1e9 + 0.2, major: TickSet(values: [1e9, 1e9 + 0.1, 1e9 + 0.2], step: 0.1),
                      values: [1_000_000_000.02, 1_000_000_000.04, 1_000_000_000.06, 1_000_000_000.08,
                               1_000_000_000.12, 1_000_000_000.14, 1_000_000_000.16, 1_000_000_000.18],
                      step: 0.02),
        ]
        for row in table {
            let minor = NumberTickLocator.minorTicks(in: AxisRange(min: row.min, max: row.max), major: row.major)
            let name = "(\(row.min), \(row.max)) major step \(row.major.step)"
            XCTAssertEqual(minor.values, row.values, name)
            XCTAssertEqual(minor.step, row.step, name)
        }
    }

    func testMinorTicksOfLocatedMajorsSkipEveryMajor() {
        let range = AxisRange(min: -3.7, max: 12.2)
        let major = NumberTickLocator.majorTicks(in: range, pixelLength: 600, minSpacing: 80)
        let minor = NumberTickLocator.minorTicks(in: range, major: major)
        XCTAssertEqual(minor.step, 0.5)
        XCTAssertEqual(minor.values.count, 26)
        XCTAssertTrue(Set(minor.values).isDisjoint(with: major.values))
        XCTAssertEqual(minor.values.first, -3.5)
        XCTAssertEqual(minor.values.last, 12)
    }

    func testMinorTicksForDegenerateInputAreEmpty() {
        let range = AxisRange(min: 0, max: 1)
        let majors = [
            TickSet.empty,
            TickSet(values: [0], step: .nan),
            TickSet(values: [0], step: .infinity),
            TickSet(values: [0], step: -1),
            TickSet(values: [0], step: 1, anchor: .nan),
            // Five thousand minors would be too many.
            TickSet(values: [], step: 0.001),
        ]
        for major in majors {
            XCTAssertTrue(NumberTickLocator.minorTicks(in: range, major: major).isEmpty, "\(major)")
        }
        XCTAssertTrue(NumberTickLocator.minorTicks(in: AxisRange(min: .nan, max: 1),
                                                   major: TickSet(values: [], step: 1)).isEmpty)
    }

    func testSubdivisions() {
        let table: [(Int64, Int)] = [(1, 5), (10, 5), (2, 4), (20, 4), (25, 5), (5, 5), (3, 3), (6, 3),
                                     (9, 3), (4, 4), (8, 4), (7, 5), (15, 5)]
        for (significand, parts) in table {
            XCTAssertEqual(NumberTickLocator.subdivisions(ofStepWithSignificand: significand), parts, "\(significand)")
        }
    }
    /// A short axis whose spacing leaves one tick takes two or more at half the spacing, so its
    /// scale can be read; one with room for two at the full spacing keeps them.
    func testAShortAxisGetsTwoTicksAtHalfTheSpacing() {
        let short = NumberTickLocator.majorTicks(in: AxisRange(min: 0.5, max: 9.5), pixelLength: 110, minSpacing: 50)
        XCTAssertEqual(short.values, [2.5, 5, 7.5])
        let roomy = NumberTickLocator.majorTicks(in: AxisRange(min: 0, max: 100), pixelLength: 300, minSpacing: 50)
        XCTAssertEqual(roomy.values, [0, 20, 40, 60, 80, 100])
        let tiny = NumberTickLocator.majorTicks(in: AxisRange(min: 3, max: 97), pixelLength: 40, minSpacing: 50)
        XCTAssertEqual(tiny.values, [50], "no room for two even at half the spacing")
    }

    /// Invariants over many ranges of every magnitude, drawn from a fixed-seed generator so every
    /// run sees the same ones: at most the cap, strictly ascending, inside the range, spacing kept,
    /// and labels that tell every tick apart.
    func testInvariantsOverSeededRanges() {
        var generator = SplitMix64(seed: 0x5EED)
        let formatter = NumberLabelFormatter()
        for _ in 0..<1000 {
            let magnitude = pow(10, Double(generator.next() % 600) - 300)
            let center = (Double(generator.next() % 2_000_001) / 1_000_000 - 1) * magnitude
                * pow(10, Double(generator.next() % 12))
            let width = magnitude * Double(generator.next() % 1000 + 1) / 100
            let range = AxisRange(min: center - width / 2, max: center + width / 2)
            let pixels = Double(generator.next() % 3000)
            let spacing = Double(generator.next() % 120)
            let ticks = NumberTickLocator.majorTicks(in: range, pixelLength: pixels, minSpacing: spacing)
            let name = "\(range) \(pixels)px \(spacing)"
            XCTAssertLessThanOrEqual(ticks.values.count, NumberTickLocator.maximumTickCount, name)
            XCTAssertEqual(zip(ticks.values, ticks.values.dropFirst()).filter { $0 >= $1 }.count, 0, name)
            let (low, high) = range.toleranceBounds()
            XCTAssertTrue(ticks.values.allSatisfy { low <= $0 && $0 <= high }, name)
            if range.max > range.min && range.span.isFinite {
                XCTAssertFalse(ticks.values.isEmpty, name)
                if pixels > 0 && ticks.values.count > 1 {
                    // Full spacing, or half of it where the full spacing would leave fewer than two ticks.
                    let kept = ticks.step / range.span * pixels
                    XCTAssertGreaterThanOrEqual(kept, max(spacing, 1) / 2 * (1 - 1e-6), name)
                    if kept < max(spacing, 1) * (1 - 1e-6) {
                        let sparse = NumberTickLocator.spacedMajorTicks(in: range, pixelLength: pixels, minSpacing: spacing)
                        XCTAssertLessThan(sparse.values.count, 2, name)
                    }
                }
                let labels = formatter.labels(for: ticks.values, step: ticks.step)
                XCTAssertEqual(Set(labels).count, labels.count, "\(name) \(labels)")
            }
            let minor = NumberTickLocator.minorTicks(in: range, major: ticks)
            XCTAssertLessThanOrEqual(minor.values.count, NumberTickLocator.maximumTickCount, name)
            XCTAssertTrue(Set(minor.values).isDisjoint(with: ticks.values), name)
        }
    }
}

/// A small fixed-seed generator (SplitMix64), so the test above draws the same ranges every run.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
