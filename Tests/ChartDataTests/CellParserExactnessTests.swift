@testable import ChartData
import Foundation
import XCTest

/// The cell parser reads numbers from bytes with a fast path (up to 19 digits, powers of ten up
/// to 10^22) and falls back to the standard library: every value must be the bits
/// `Double(String)` gives, whatever the digits, the exponent or the way it is written.
final class CellParserExactnessTests: XCTestCase {
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func parsed(_ text: String) -> CellParser.Value {
        CellParser.parse(Array(text.utf8), allowsThousandsSeparators: false)
    }

    private func assertExact(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let expected = Double(text) else { return XCTFail("Double(\"\(text)\") is nil", file: file, line: line) }
        guard case .number(let value) = parsed(text) else {
            return XCTFail("\(text) is not read as a number", file: file, line: line)
        }
        XCTAssertEqual(value.bitPattern, expected.bitPattern, text, file: file, line: line)
    }

    /// Doubles of every kind: any bit pattern (denormals, huge, tiny), short decimals (the fast
    /// path's own ground), integers, and values next to powers of ten.
    private func randomDouble(_ generator: inout Generator) -> Double {
        switch generator.next() % 6 {
        case 0, 1:
            let value = Double(bitPattern: generator.next())
            return value.isFinite ? value : 1.5
        case 2:
            return Double(bitPattern: generator.next() & 0x000F_FFFF_FFFF_FFFF)  // denormal
        case 3:
            return Double(Int64(bitPattern: generator.next()) % 10_000_000_000) / 1e6
        case 4:
            return Double(Int64(bitPattern: generator.next() >> UInt64(generator.next() % 60)))
        default:
            let power = Double(Int(generator.next() % 60) - 30)
            return pow(10, power) * (1 + Double(Int(generator.next() % 3) - 1) * 2.220446049250313e-16)
        }
    }

    private func writings(of value: Double, _ generator: inout Generator) -> [String] {
        let precision = Int(generator.next() % 26)
        var texts = [
            "\(value)",
            String(format: "%.\(precision)e", value),
            String(format: "%.\(precision)g", value),
            String(format: "%.17g", value),
            String(format: "%.\(precision)E", value),
            String(format: "%.40e", value),  // a mantissa far past 19 digits
        ]
        if abs(value) < 1e30 { texts.append(String(format: "%.\(precision)f", value)) }
        if abs(value) < 1e15 { texts.append(String(format: "%#.0f", value)) }  // `5.`
        // Leading `+`, `.5` without its zero, `E+07` written in full, leading zeros.
        let shortest = "\(value)"
        if !shortest.hasPrefix("-") { texts.append("+" + shortest) }
        if shortest.hasPrefix("0.") { texts.append(String(shortest.dropFirst())) }
        if shortest.hasPrefix("-0.") { texts.append("-" + shortest.dropFirst(2)) }
        texts.append(String(format: "%.\(precision)e", value).replacingOccurrences(of: "e", with: "E+0")
            .replacingOccurrences(of: "E+0-", with: "E-0").replacingOccurrences(of: "E+0+", with: "E+0"))
        texts.append("000" + String(format: "%.\(precision)f", abs(value) < 1e30 ? abs(value) : 1))
        return texts
    }

    func testRandomDoublesInManyWritingsReadAsDoubleStringDoes() {
        var generator = Generator(state: 13)
        var checked = 0
        for _ in 0..<20_000 {
            let value = randomDouble(&generator)
            for text in writings(of: value, &generator) {
                assertExact(text)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 200_000)
    }

    func testRandomDigitStringsAndExponents() {
        // Digits and exponents drawn at random, so that the fast path's edges (19 digits, 2^53,
        // 10^±22) are crossed from both sides.
        var generator = Generator(state: 7)
        for _ in 0..<50_000 {
            let digits = 1 + Int(generator.next() % 30)
            var text = String((0..<digits).map { _ in Character(String(generator.next() % 10)) })
            if generator.next() % 2 == 0 {
                let dot = Int(generator.next() % UInt64(digits + 1))
                text.insert(".", at: text.index(text.startIndex, offsetBy: dot))
            }
            if generator.next() % 2 == 0 {
                text += "e\(Int(generator.next() % 700) - 350)"
            }
            if text == "." || text.hasPrefix(".e") { continue }
            assertExact(generator.next() % 3 == 0 ? "-" + text : text)
        }
    }

    func testEdgeCases() {
        let texts = [
            "0", "-0", "+0", "0.0", "0e0", "0e-999999", "1e22", "1e23", "9007199254740992", "9007199254740993",
            "9007199254740991e22", "9007199254740993e-22", "1234567890123456789", "12345678901234567890",
            "123456789012345678901234567890e-30", "0.1", "0.30000000000000004", ".5", "5.", "+.5", "-5.",
            "5.e3", ".5e-3", "1E+308", "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
            "2e308", "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9406564584124654e-324",
            "2.4703282292062328e-324", "2.4703282292062327e-324", "1e-400", "1e400", "1e-1000000000",
            "1e1000000000", "00000000000000000000001.5", "0.00000000000000000000000000000000000001",
            "3.141592653589793238462643383279502884197169399375105820974944592307816406286",
            String(repeating: "9", count: 400), "0." + String(repeating: "0", count: 330) + "1",
        ]
        for text in texts { assertExact(text) }
        // The infinity spellings the reader accepts, and what it never reads as a number.
        for text in ["inf", "INF", "Infinity", "-inf", "+Infinity", "-INFINITY"] {
            XCTAssertEqual(parsed(text), .number(text.hasPrefix("-") ? -.infinity : .infinity), text)
        }
        for text in ["nan", "NaN", "-nan", "NA", "null"] { XCTAssertEqual(parsed(text), .gap, text) }
        for text in ["0x1p3", "1e", "e1", "1e+", ".", "+", "-.", "1.2.3", "1e5.5", "infinit", "nan(1)", "1_0", "1d5"] {
            XCTAssertEqual(parsed(text), .text, text)
        }
    }

    /// The 128-bit powers-of-five step on its own, over every exponent it takes, against the
    /// standard library: random mantissas of 1 to 19 digits, halfway cases (2^53 + odd, times
    /// powers of two and ten), and the subnormal and overflow edges.
    func testEiselLemireAgainstDoubleString() {
        var generator = Generator(state: 21)
        func check(_ mantissa: UInt64, _ exponent: Int) {
            guard let value = EiselLemire.double(mantissa: mantissa, exponent: exponent) else {
                return XCTFail("\(mantissa)e\(exponent) refused")
            }
            let expected = Double("\(mantissa)e\(exponent)")!
            XCTAssertEqual(value.bitPattern, expected.bitPattern, "\(mantissa)e\(exponent)")
        }
        for exponent in EiselLemire.smallestPowerOfTen...EiselLemire.largestPowerOfTen {
            for _ in 0..<60 {
                let digits = 1 + Int(generator.next() % 19)
                var mantissa: UInt64 = 0
                for _ in 0..<digits { mantissa = mantissa &* 10 &+ generator.next() % 10 }
                check(max(mantissa, 1), exponent)
            }
        }
        for odd in stride(from: UInt64(1), through: 41, by: 2) {
            for shift in 0..<11 {
                let halfway = ((UInt64(1) << 53) + odd) << UInt64(shift)
                if halfway < 10_000_000_000_000_000_000 {
                    for exponent in -4...4 { check(halfway, exponent) }
                }
            }
        }
        for (mantissa, exponent) in [(UInt64(24703282292062327), -340), (24703282292062328, -340), (49406564584124654, -340),
                                      (22250738585072014, -324), (22250738585072011, -324), (17976931348623157, 292),
                                      (17976931348623158, 292), (17976931348623159, 292), (1, -342), (9999999999999999999, -342),
                                      (1, 308), (9999999999999999999, 308), (9007199254740993, 0), (9007199254740995, 0)] {
            check(mantissa, exponent)
        }
    }
}
