import XCTest
@testable import ChartCore

final class NumberLabelFormatterTests: XCTestCase {
    private let minus = "\u{2212}"

    private struct Case {
        var values: [Double]
        var step: Double
        var labels: [String]
    }

    func testDefaultFormatterTable() {
        let table: [Case] = [
            // One shared precision so labels line up.
            Case(values: [0, 0.5, 1, 1.5], step: 0.5, labels: ["0.0", "0.5", "1.0", "1.5"]),
            Case(values: [0, 0.25, 0.5], step: 0.25, labels: ["0.00", "0.25", "0.50"]),
            Case(values: [0, 1, 2], step: 1, labels: ["0", "1", "2"]),
            Case(values: [0, 0.1, 0.2, 0.30000000000000004], step: 0.1, labels: ["0.0", "0.1", "0.2", "0.3"]),
            Case(values: [0.001, 0.00105, 0.0011], step: 0.00005, labels: ["0.00100", "0.00105", "0.00110"]),
            Case(values: [-2.5, 0, 2.5, 10], step: 2.5, labels: ["\u{2212}2.5", "0.0", "2.5", "10.0"]),
            Case(values: [97.5, 100, 102.5], step: 2.5, labels: ["97.5", "100.0", "102.5"]),
            // Grouping.
            Case(values: [1000, 2000, 3000, 4000, 5000], step: 1000,
                 labels: ["1,000", "2,000", "3,000", "4,000", "5,000"]),
            Case(values: [1_234_567], step: 1, labels: ["1,234,567"]),
            Case(values: [-1_234_567.5], step: 0.5, labels: ["\u{2212}1,234,567.5"]),
            // Minus sign, and no sign on zero.
            Case(values: [-2, -1, 0, 1, 2], step: 1, labels: ["\u{2212}2", "\u{2212}1", "0", "1", "2"]),
            Case(values: [-0.0], step: 1, labels: ["0"]),
            Case(values: [-0.0, -0.04, -2], step: 1, labels: ["0", "0", "\u{2212}2"]),
            // Scientific for large magnitudes with few digits.
            Case(values: [1.5e8, 2e8, 2.5e8], step: 5e7, labels: ["1.5e8", "2.0e8", "2.5e8"]),
            Case(values: [0, 1e7, 2e7], step: 1e7, labels: ["0", "1e7", "2e7"]),
            Case(values: [0, 1e14, 2e14, 5e14, 1e15], step: 1e14, labels: ["0", "1e14", "2e14", "5e14", "1e15"]),
            Case(values: [-1e308, 0, 1e308], step: 2e307, labels: ["\u{2212}1e308", "0", "1e308"]),
            // Scientific for tiny values, with the minus sign in exponents too.
            Case(values: [-1e-12, -5e-13, 0, 5e-13, 1e-12], step: 5e-13,
                 labels: ["\u{2212}1e\u{2212}12", "\u{2212}5e\u{2212}13", "0", "5e\u{2212}13", "1e\u{2212}12"]),
            Case(values: [1e-6, 1.5e-6, 2e-6], step: 5e-7,
                 labels: ["1.0e\u{2212}6", "1.5e\u{2212}6", "2.0e\u{2212}6"]),
            // Tiny steps around a huge offset stay plain, every label distinct.
            Case(values: [1_700_000_000.001, 1_700_000_000.002, 1_700_000_000.003], step: 0.001,
                 labels: ["1,700,000,000.001", "1,700,000,000.002", "1,700,000,000.003"]),
            Case(values: [1_700_000_000, 1_700_000_000.0005, 1_700_000_000.001], step: 0.0005,
                 labels: ["1,700,000,000.0000", "1,700,000,000.0005", "1,700,000,000.0010"]),
            Case(values: [1_700_000_000.000001, 1_700_000_000.000002], step: 1e-6,
                 labels: ["1,700,000,000.000001", "1,700,000,000.000002"]),
            Case(values: [1e9, 1e9 + 0.1, 1e9 + 1], step: 0.1,
                 labels: ["1,000,000,000.0", "1,000,000,000.1", "1,000,000,001.0"]),
            // Precision from a step of 1/3 is 4 significant digits.
            Case(values: [1.0 / 3, 2.0 / 3, 1], step: 1.0 / 3, labels: ["0.3333", "0.6667", "1.0000"]),
            // Without a usable step, the values' own shortest digits.
            Case(values: [0.1, 0.25], step: .nan, labels: ["0.10", "0.25"]),
            Case(values: [0.1, 0.25], step: 0, labels: ["0.10", "0.25"]),
            Case(values: [3, 4], step: .infinity, labels: ["3", "4"]),
            // Non-finite values.
            Case(values: [.nan, .infinity, -.infinity, 1], step: 1, labels: ["NaN", "∞", "\u{2212}∞", "1"]),
            Case(values: [], step: 1, labels: []),
            Case(values: [0], step: 0.1, labels: ["0"]),
        ]
        let formatter = NumberLabelFormatter()
        for row in table {
            XCTAssertEqual(formatter.labels(for: row.values, step: row.step), row.labels, "\(row.values) step \(row.step)")
        }
    }

    func testLabelsOfLocatedTicks() {
        let formatter = NumberLabelFormatter()
        let table: [(AxisRange, Double, [String])] = [
            (AxisRange(min: 0, max: 1), 800,
             ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"]),
            (AxisRange(min: -3.7, max: 12.2), 600, ["\(minus)2.5", "0.0", "2.5", "5.0", "7.5", "10.0"]),
            (AxisRange(min: -1e-12, max: 1e-12), 400,
             ["\(minus)1e\(minus)12", "\(minus)5e\(minus)13", "0", "5e\(minus)13", "1e\(minus)12"]),
        ]
        for (range, pixels, labels) in table {
            let ticks = NumberTickLocator.majorTicks(in: range, pixelLength: pixels, minSpacing: 80)
            XCTAssertEqual(formatter.labels(for: ticks.values, step: ticks.step), labels, "\(range)")
        }
        let offset = NumberTickLocator.majorTicks(in: AxisRange(min: 1e9, max: 1e9 + 1), pixelLength: 800,
                                                  minSpacing: 80)
        let offsetLabels = formatter.labels(for: offset.values, step: offset.step)
        XCTAssertEqual(Set(offsetLabels).count, offset.values.count)
        XCTAssertEqual(offsetLabels.first, "1,000,000,000.0")
        XCTAssertEqual(offsetLabels[3], "1,000,000,000.3")
    }

    func testOptions() {
        let table: [(NumberLabelFormatter, [Double], Double, [String])] = [
            (NumberLabelFormatter(groupingSeparator: nil), [1000, 2000], 1000, ["1000", "2000"]),
            (NumberLabelFormatter(groupingSeparator: ""), [12345], 1, ["12345"]),
            (NumberLabelFormatter(groupingSeparator: "\u{202F}"), [12345], 1, ["12\u{202F}345"]),
            (NumberLabelFormatter(groupingSeparator: ".", decimalSeparator: ","), [1234.5], 0.5, ["1.234,5"]),
            (NumberLabelFormatter(fixedFractionDigits: 2), [1, 2], 1, ["1.00", "2.00"]),
            (NumberLabelFormatter(fixedFractionDigits: 0), [0.4, 1.6], 0.1, ["0", "2"]),
            (NumberLabelFormatter(fixedFractionDigits: -3), [1.5], 0.5, ["2"]),
            (NumberLabelFormatter(fixedFractionDigits: 1), [1e8, 2e8], 1e8, ["1.0e8", "2.0e8"]),
            (NumberLabelFormatter(prefix: "$"), [-1000, 0, 1000], 1000, ["\(minus)$1,000", "$0", "$1,000"]),
            (NumberLabelFormatter(suffix: "%"), [0, 50, 100], 50, ["0%", "50%", "100%"]),
            (NumberLabelFormatter(suffix: " ms"), [-0.5], 0.5, ["\(minus)0.5 ms"]),
        ]
        for (formatter, values, step, labels) in table {
            XCTAssertEqual(formatter.labels(for: values, step: step), labels, "\(formatter) \(values)")
        }
    }

    func testStringForOneValue() {
        let formatter = NumberLabelFormatter()
        let table: [(Double, Double, String)] = [
            (1234.5678, 0.01, "1,234.57"),
            (0.1 + 0.2, 0.1, "0.3"),
            (0.123, 0.1, "0.1"),
            (-0.001, 0.1, "0"),
            (2.5e8, 5e7, "2.5e8"),
            (-3e-9, 1e-9, "\(minus)3e\(minus)9"),
            (1_700_000_000.004, 0.001, "1,700,000,000.004"),
            (.nan, 1, "NaN"),
        ]
        for (value, step, expected) in table {
            XCTAssertEqual(formatter.string(for: value, step: step), expected, "\(value) step \(step)")
        }
    }

    func testDefaults() {
        let formatter = NumberLabelFormatter()
        XCTAssertEqual(formatter.groupingSeparator, ",")
        XCTAssertEqual(formatter.decimalSeparator, ".")
        XCTAssertNil(formatter.fixedFractionDigits)
        XCTAssertEqual(formatter.prefix, "")
        XCTAssertEqual(formatter.suffix, "")
        XCTAssertEqual(NumberLabelFormatter.minusSign, "\u{2212}")
    }
}
