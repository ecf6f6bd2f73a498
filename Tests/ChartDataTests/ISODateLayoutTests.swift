@testable import ChartData
import Foundation
import XCTest

/// The byte-level ISO date reader against the general date parser: wherever the fast path reads
/// a cell, its value must be the general parser's, bit for bit; wherever it declines, the caller
/// falls back to the general parser, so declining is always safe but reading wrongly is not.
final class ISODateLayoutTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    private func general(_ text: String) -> Double? {
        DateColumnParser(form: .yearFirst, timeZone: utc).seconds(from: text)
    }

    private func fast(_ layout: ISODateLayout, _ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { layout.seconds($0) }
    }

    /// Every cell read by the layout of `sample` gives the general parser's bits.
    private func assertAgrees(_ sample: String, _ cells: [String], file: StaticString = #filePath, line: UInt = #line) {
        guard let layout = ISODateLayout(cell: Array(sample.utf8)) else {
            return XCTFail("no layout for \(sample)", file: file, line: line)
        }
        for cell in cells {
            let expected = general(cell)
            if let value = fast(layout, cell) {
                XCTAssertEqual(value.bitPattern, expected?.bitPattern, "\(cell) in the layout of \(sample)", file: file, line: line)
            }
        }
    }

    func testLayoutsOfPlainISODatesAndTimestamps() {
        for sample in ["2024-03-01", "2024/03/01", "2024-03-01T14:30", "2024-03-01 14:30", "2024-03-01t14:30",
                       "2024-03-01T14:30:05", "2024-03-01 14:30:05.2", "2024-03-01T14:30:05.250",
                       "2024-03-01T14:30:05.123456789", "2024-03-01T14:30:05Z", "2024-03-01T14:30:05.250Z", "2024-03-01T14:30Z"] {
            let layout = ISODateLayout(cell: Array(sample.utf8))
            XCTAssertNotNil(layout, sample)
            XCTAssertEqual(layout.map { fast($0, sample) }??.bitPattern, general(sample)?.bitPattern, sample)
        }
    }

    func testNoLayoutForOtherWrittenForms() {
        for cell in ["", "2024-3-01", "01/03/2024", "2024-03", "2024-03-01T14", "2024-03-01T1:30", "2024-03-01T14:30:05.",
                     "2024-03-01T14:30:05.1234567890", "2024-03-01T14:30:05+0100", "2024-03-01T14:30:05+01", "2024-03-01+01:00",
                     "2024-03-01T14:30:05+24:00", "2024-03-01T14:30:05+01:60", "2024-03-01T14:30:05 +01:00", "2024-03-01T14:30:05 UTC",
                     " 2024-03-01", "2024-03-01 ", "2024-03/01", "Mar 1 2024", "20240301", "2024-03-01Z"] {
            XCTAssertNil(ISODateLayout(cell: Array(cell.utf8)), cell)
        }
    }

    func testLeapDaysAndInvalidDaysAgreeWithTheGeneralParser() {
        let cells = ["2024-02-29T00:00:00", "2023-02-29T00:00:00", "1900-02-29T00:00:00", "2000-02-29T23:59:59",
                     "2100-02-29T12:00:00", "2024-04-31T00:00:00", "2024-13-01T00:00:00", "2024-00-10T00:00:00",
                     "2024-01-00T00:00:00", "2024-01-32T00:00:00", "2024-06-30T24:00:00", "2024-06-30T25:00:00",
                     "2024-06-30T23:60:00", "2016-12-31T23:59:60", "2016-12-31T23:59:61", "0000-01-01T00:00:00",
                     "9999-12-31T23:59:59", "1969-12-31T23:59:59", "1600-03-01T00:00:00"]
        assertAgrees("2024-02-29T00:00:00", cells)
        // An invalid day is declined, so the general parser says what it is (a gap).
        let layout = ISODateLayout(cell: Array("2024-02-29T00:00:00".utf8))!
        for cell in cells where general(cell) == nil { XCTAssertNil(fast(layout, cell), cell) }
        for cell in cells where general(cell) != nil { XCTAssertNotNil(fast(layout, cell), cell) }
    }

    func testFractionalSecondsAreTheGeneralParsersBits() {
        var cells: [String] = []
        var generator = SystemRandomNumberGenerator()
        for digits in 1...9 {
            for _ in 0..<200 {
                let fraction = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
                cells.append("2021-07-04T08:15:42.\(fraction)")
            }
            let sample = "2021-07-04T08:15:42." + String(repeating: "1", count: digits)
            assertAgrees(sample, cells.filter { $0.count == sample.count })
            for cell in cells.filter({ $0.count == sample.count }) {
                XCTAssertNotNil(fast(ISODateLayout(cell: Array(sample.utf8))!, cell), cell)
            }
        }
    }

    func testOffsetsAndOtherLayoutsAreDeclinedNotMisread() {
        let layout = ISODateLayout(cell: Array("2024-03-01T14:30:05".utf8))!
        for cell in ["2024-03-01T14:30:05+01:00", "2024-03-01T14:30:05Z", "2024-03-01 14:30:05", "2024/03/01T14:30:05",
                     "2024-03-01T14:30", "2024-03-01", "2024-03-01T14:30:5 ", "2024-03-01T14-30:05", "2024-03-01T14:30:05.1",
                     "NaN", "", "abcd-ef-ghTij:kl:mn", "2024-03-01T14:30:0x", "２０２４-03-01T14:30:05"] {
            XCTAssertNil(fast(layout, cell), cell)
        }
        let zoned = ISODateLayout(cell: Array("2024-03-01T14:30:05Z".utf8))!
        XCTAssertNil(fast(zoned, "2024-03-01T14:30:05z"))
        XCTAssertNil(fast(zoned, "2024-03-01T14:30:05+"))
        assertAgrees("2024-03-01T14:30:05Z", ["2024-03-01T14:30:05Z", "1999-12-31T23:59:59Z", "2024-02-30T00:00:00Z"])
    }

    /// A zone offset `±HH:MM` is read as the general parser reads it: the instant, each cell with
    /// its own offset (a day that changes offset holds two), bit for bit, fractions too.
    func testZoneOffsetsAreTheGeneralParsersInstants() throws {
        for sample in ["2021-03-28T01:00:00+01:00", "2021-03-28 01:00+01:00", "2021-03-28T01:00:00.125-05:30"] {
            let layout = try XCTUnwrap(ISODateLayout(cell: Array(sample.utf8)), sample)
            XCTAssertTrue(layout.hasOffset, sample)
            XCTAssertFalse(layout.isUTC, sample)
        }
        assertAgrees("2021-03-28T01:00:00+01:00", ["2021-03-28T01:00:00+01:00", "2021-03-28T01:59:59+01:00", "2021-03-28T03:00:00+02:00",
                                                   "2021-10-31T02:30:00+02:00", "2021-10-31T02:30:00+01:00", "1969-12-31T23:00:00-01:00",
                                                   "2021-03-28T01:00:00-00:00", "2021-03-28T01:00:00+23:59", "2021-02-30T01:00:00+01:00"])
        let layout = ISODateLayout(cell: Array("2021-03-28T01:00:00+01:00".utf8))!
        XCTAssertEqual(fast(layout, "2021-03-28T03:00:00+02:00"), fast(layout, "2021-03-28T01:00:00+00:00"))
        for cell in ["2021-03-28T01:00:00Z", "2021-03-28T01:00:00+0100", "2021-03-28T01:00:00+01:0x", "2021-03-28T01:00:00*01:00",
                     "2021-03-28T01:00:00+24:00", "2021-03-28T01:00:00"] {
            XCTAssertNil(fast(layout, cell), cell)
        }
        var generator = SystemRandomNumberGenerator()
        var cells: [String] = []
        for _ in 0..<2_000 {
            let sign = Bool.random(using: &generator) ? "+" : "-"
            let hours = Int.random(in: 0...29, using: &generator), minutes = Int.random(in: 0...69, using: &generator)
            let fraction = Int.random(in: 0...999, using: &generator)
            cells.append(String(format: "2021-%02d-%02dT%02d:%02d:%02d.%03d%@%02d:%02d", Int.random(in: 0...13, using: &generator),
                                Int.random(in: 0...32, using: &generator), Int.random(in: 0...25, using: &generator),
                                Int.random(in: 0...60, using: &generator), Int.random(in: 0...61, using: &generator), fraction,
                                sign, hours, minutes))
        }
        assertAgrees("2021-03-28T01:00:00.000+01:00", cells)
    }

    func testManyRandomCellsOfEveryLayoutAgree() {
        var generator = SystemRandomNumberGenerator()
        let samples = ["2024-03-01", "2024/03/01", "2024-03-01 14:30", "2024-03-01T14:30:05", "2024-03-01T14:30:05.250",
                       "2024-03-01T14:30:05Z"]
        for sample in samples {
            let layout = ISODateLayout(cell: Array(sample.utf8))!
            for _ in 0..<2_000 {
                // Digits anywhere a digit stands, some out of range, separators kept.
                let cell = String(sample.map { character -> Character in
                    character.isNumber ? Character(String(Int.random(in: 0...9, using: &generator))) : character
                })
                let value = fast(layout, cell)
                XCTAssertEqual(value?.bitPattern, general(cell)?.bitPattern, cell)
            }
        }
    }
}
