import Foundation
import XCTest
@testable import ChartData

/// Whole numbers that carry a check digit are a register's codes whatever their names or spread
/// (`TableSchema+CheckDigits`): CAS registry numbers written without dashes, Luhn-checked numbers.
/// A table of such codes and a flag counts its rows per flag. Must not: measures, which check one
/// time in ten. Each fixture is the shape alone, made up here.
final class CheckDigitCodesTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    /// Deterministic noise in 0…1, neighbours unrelated.
    private func noise(_ i: Int) -> Double {
        let x = sin(Double(i) * 12.9898) * 43758.5453
        return x - x.rounded(.down)
    }

    /// The number `body` with its CAS check digit appended (`5000` → 50000, CAS 50-00-0).
    private func cas(_ body: Int) -> Int {
        var rest = body, sum = 0, place = 1
        while rest > 0 { sum += rest % 10 * place; rest /= 10; place += 1 }
        return body * 10 + sum % 10
    }

    /// The number `body` with its Luhn check digit appended.
    private func luhn(_ body: Int) -> Int {
        for digit in 0...9 where TableSchema.CheckDigit.luhn.checks(UInt64(body * 10 + digit)) { return body * 10 + digit }
        return body * 10
    }

    func testCheckDigits() {
        XCTAssertTrue(TableSchema.CheckDigit.cas.checks(7_732_185))   // water, 7732-18-5
        XCTAssertTrue(TableSchema.CheckDigit.cas.checks(50_000))      // formaldehyde, 50-00-0
        XCTAssertFalse(TableSchema.CheckDigit.cas.checks(7_732_186))
        XCTAssertTrue(TableSchema.CheckDigit.luhn.checks(79_927_398_713))
        XCTAssertFalse(TableSchema.CheckDigit.luhn.checks(79_927_398_710))
    }

    /// CAS numbers (spread unevenly over 5e4…1e9) and a list flag 0…5: the numbers are codes,
    /// and the rows are counted per flag, never drawn as values.
    func testCASNumbersAreCodesAndTheRowsAreCountedPerFlag() throws {
        let text = "CASRN,Registry\n" + (0..<300).map { i in "\(cas(5000 + Int(pow(10, 5 * noise(i)) * 97))),\(i % 6)" }.joined(separator: "\n") + "\n"
        let s = try schema(text)
        XCTAssertEqual(s.column(named: "CASRN")?.role, .code)
        let c = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(c.x, "Registry", c.explanation)
        XCTAssertEqual(c.aggregation, .count, c.explanation)
        let cards = "card,amount\n" + (0..<120).map { i in "\(luhn(4_000_000 + i * 7919)),\(String(format: "%.2f", 100 * noise(i)))" }.joined(separator: "\n") + "\n"
        XCTAssertEqual(try schema(cards).column(named: "card")?.role, .code)
        // Must not: levels beside a text key and a year may be the value (a duration 1…11).
        let panel = "country,code,year,duration\n" + (0..<240).map { i in "c\(i / 4),\(cas(7000 + i / 4)),\(1950 + i % 4),\(1 + (i * 7) % 11)" }.joined(separator: "\n") + "\n"
        XCTAssertNotEqual(try ChartChoice(schema: try schema(panel), request: ChartRequest()).aggregation, .count)
    }

    /// Must not: whole-number measures (counts, prices in cents) check one time in ten and stay
    /// measures.
    func testMeasuresAreNoCheckDigitCodes() throws {
        let text = "day,visitors,cents\n" + (0..<200).map { i in "\(i),\(100 + Int(900 * noise(i))),\(1000 + Int(90_000 * noise(i + 5)))" }.joined(separator: "\n") + "\n"
        let s = try schema(text)
        XCTAssertEqual(s.column(named: "visitors")?.role, .measure)
        XCTAssertEqual(s.column(named: "cents")?.role, .measure)
    }
}
