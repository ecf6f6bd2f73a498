@testable import ChartData
import Foundation
import XCTest

/// The shortcuts that make a dated, categorised CSV of 10^7 rows open fast give exactly what the
/// slow ways give: repeated text cells found by their bytes, ISO dates read at fixed places,
/// blank checks on ASCII bytes, distinct counts by runs.
final class TextAtScaleTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    /// `rows` rows of an ISO time, a category and a number; `odd` puts other cells in.
    private func datedFile(rows: Int, categories: Int, odd: Bool) -> String {
        var text = "date,station,value\n"
        let formatter = ISO8601DateFormatter()
        var state: UInt64 = 11
        for row in 0..<rows {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let seconds = 1_600_000_000 + row * 7
            var date = formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
            date.removeLast()  // no Z
            var station = "station-\(Int(state >> 33) % categories)"
            if odd {
                switch row % 997 {
                case 5: date = "2021-02-29T10:00:00"  // no such day: a gap
                case 6: date = "2021-03-01 10:00"  // another layout: the general parser
                case 7: date = ""
                case 8: station = " station-1 "  // trimmed to a repeat's text, not its bytes
                case 9: station = "stätion-é"
                case 10: station = ""
                default: break
                }
            }
            text += "\(date),\(station),\(Double(Int64(bitPattern: state) % 100_000) / 1000)\n"
        }
        return text
    }

    private func tables(_ text: String) -> (parallel: DataTable?, serial: DataTable?) {
        var text = text
        return text.withUTF8 { bytes in
            (DelimitedTextParser.parseInParallel(bytes, file: "f.csv", keepTextColumns: true, minimumBytes: 1 << 16,
                                                 parallelBytes: 1 << 18, partBytes: 1 << 17),
             try? DelimitedTextParser.parseSerially(bytes, file: "f.csv", keepTextColumns: true))
        }
    }

    func testInternedCategoriesAreTheSerialReadersTexts() throws {
        for (categories, odd) in [(8, false), (8, true), (3_000, true), (12_000, true)] {
            let (parallel, serial) = tables(datedFile(rows: 30_000, categories: categories, odd: odd))
            let fast = try XCTUnwrap(parallel, "\(categories) categories: read by the fast reader")
            let slow = try XCTUnwrap(serial)
            XCTAssertEqual(fast.textColumns, slow.textColumns, "\(categories) categories, odd cells: \(odd)")
            XCTAssertEqual(fast.columns.map { $0.values.map(\.bitPattern) }, slow.columns.map { $0.values.map(\.bitPattern) })
            XCTAssertEqual(fast.rowCount, 30_000)
        }
    }

    /// A number among a text column's repeats still hands the part to the general reader.
    func testANumberAfterRepeatsIsNotTakenForText() {
        var lines = datedFile(rows: 40_000, categories: 4, odd: false).split(separator: "\n").map(String.init)
        lines[30_000] = "2020-09-14T00:00:00,17,1.5"
        let (parallel, serial) = tables(lines.joined(separator: "\n") + "\n")
        XCTAssertNil(parallel, "a number in a text column: the serial reader's business")
        XCTAssertNotNil(serial)
    }

    func testTheInternerGivesUpOnDistinctCellsAndKeepsItsBounds() {
        var interner = TextCellInterner()
        for index in 0..<(TextCellInterner.capacity * 3) {
            let cell = Array("cell-\(index)".utf8)
            let missed = cell.withUnsafeBufferPointer { interner.text(of: $0) } == nil
            XCTAssertTrue(missed || !interner.isActive)
            cell.withUnsafeBufferPointer { interner.keep("cell-\(index)", for: $0) }
        }
        XCTAssertFalse(interner.isActive, "distinct cells only: no more lookups")
        var repeats = TextCellInterner()
        for index in 0..<50_000 {
            let text = "k\(index % 100)"
            let found = Array(text.utf8).withUnsafeBufferPointer { repeats.text(of: $0) }
            if index >= 100 { XCTAssertEqual(found, text) } else {
                XCTAssertNil(found)
                Array(text.utf8).withUnsafeBufferPointer { repeats.keep(text, for: $0) }
            }
        }
        XCTAssertTrue(repeats.isActive)
        // Same hash bucket or not, different bytes are never the same text.
        XCTAssertNil(Array("k100".utf8).withUnsafeBufferPointer { repeats.text(of: $0) })
        XCTAssertNil([UInt8]().withUnsafeBufferPointer { repeats.text(of: $0) })
    }

    /// parseAll's fixed-layout path against each cell read alone by the general parser, in
    /// UTC and in a zone with summer time, with cells of other layouts and invalid days mixed in.
    func testParseAllEqualsTheGeneralParserCellByCell() {
        var texts: [String] = []
        let formatter = ISO8601DateFormatter()
        for row in 0..<30_000 {
            let seconds = 1_583_000_000 + row * 3_607
            var text = formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
            text.removeLast()
            switch row % 101 {
            case 3: text = "2020-02-30T01:00:00"
            case 4: text = "2020-03-08 02:30"
            case 5: text = "2020-03-08T02:30:00+05:00"
            case 6: text = " "
            case 7: text = "2020-03-08T02:30:00.5"
            case 8: text = "2020-03-29T02:30:00"
            default: break
            }
            texts.append(text)
        }
        for zone in [utc, TimeZone(identifier: "Europe/Berlin")!, TimeZone(identifier: "America/New_York")!] {
            let parser = DateColumnParser(form: .yearFirst, timeZone: zone)
            let all = parser.parseAll(texts)
            let one = texts.map { parser.seconds(from: $0) ?? .nan }
            XCTAssertEqual(all.map(\.bitPattern), one.map(\.bitPattern), zone.identifier)
        }
        var zoned = texts.map { $0.count == 19 ? $0 + "Z" : $0 }
        zoned[0] = "2020-02-29T18:13:20Z"
        let parser = DateColumnParser(form: .yearFirst, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        XCTAssertEqual(parser.parseAll(zoned).map(\.bitPattern), zoned.map { (parser.seconds(from: $0) ?? .nan).bitPattern })
    }

    func testBlankCellsAreThoseOfUnicodeWhitespace() {
        let cells = ["", " ", "\t", " \t\r\n", "\u{0B}\u{0C}", "\u{1C}", "\u{1F}", "\u{85}", "\u{A0}", " \u{2003} ", "\u{3000}",
                     "a", " a ", "\u{200B}", "é", "\r\n", "\u{FEFF}", "0", "\u{2028}"]
        for cell in cells {
            XCTAssertEqual(ColumnEvidence.isBlank(cell), cell.allSatisfy(\.isWhitespace), cell.debugDescription)
        }
    }

    func testDistinctCountsByRunsEqualASetsCount() {
        let columns: [[Double]] = [[], [.nan], [1, 1, 2, 2, 3], [1, .nan, 1, 2, .nan, 2], [3, 2, 1], [0, -0.0, 0], [-0.0, 1, 2],
                                   [-.infinity, -.infinity, 1, .infinity], (0..<1000).map { Double($0 / 3) },
                                   (0..<1000).map { Double(($0 * 7919) % 1000) }, [1, 2, .nan, 1]]
        for values in columns {
            let exact = Set(values.filter { !$0.isNaN }.map(\.bitPattern)).count
            for limit in [0, 1, 2, exact - 1, exact, exact + 1, 10_000] where limit >= 0 {
                XCTAssertEqual(ChartChoice.distinctValueCount(values, atMost: limit), exact <= limit ? exact : nil, "\(values.prefix(6)) ≤ \(limit)")
            }
        }
    }
}
