@testable import ChartData
import Foundation
import XCTest

/// Numeric files read straight into columns (`NumericRecordReader`), in parts on several cores
/// when long, give exactly the serial table; anything the fast reader cannot vouch for (quotes,
/// text, comments, errors) is read serially.
final class ParallelCSVTests: XCTestCase {
    /// About 5 MB of `x,y,z` rows, with gaps and NaN markers, in the given line ending.
    private func numericFile(lineEnd: String = "\n", extraRow: String? = nil) -> String {
        var text = "time,value,other" + lineEnd
        var state: UInt64 = 5
        for i in 0..<200_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = Double(Int64(bitPattern: state >> 11) % 2_000_001) / 1000
            let other = i % 101 == 0 ? "" : i % 103 == 0 ? "NaN" : "\(Double(i) * 1e-3)"
            text += "\(i),\(value),\(other)" + lineEnd
            if i == 150_000, let extraRow { text += extraRow + lineEnd }
        }
        return text
    }

    private func tables(_ text: String, keepTextColumns: Bool = true) throws -> (any: DataTable?, parallel: DataTable?, serial: DataTable?) {
        var text = text
        return text.withUTF8 { bytes in
            (try? DelimitedTextParser.parse(bytes, file: "f.csv", keepTextColumns: keepTextColumns),
             DelimitedTextParser.parseInParallel(bytes, file: "f.csv", keepTextColumns: keepTextColumns, minimumBytes: 1 << 20),
             try? DelimitedTextParser.parseSerially(bytes, file: "f.csv", keepTextColumns: keepTextColumns))
        }
    }

    private func assertSameBits(_ a: DataTable?, _ b: DataTable?, file: StaticString = #filePath, line: UInt = #line) {
        guard let a, let b else { return XCTFail("missing table", file: file, line: line) }
        XCTAssertEqual(a.rowCount, b.rowCount, file: file, line: line)
        XCTAssertEqual(a.columnNames, b.columnNames, file: file, line: line)
        XCTAssertEqual(a.columns.map(\.name), b.columns.map(\.name), file: file, line: line)
        for (x, y) in zip(a.columns, b.columns) {
            XCTAssertEqual(x.values.map(\.bitPattern), y.values.map(\.bitPattern), x.name, file: file, line: line)
        }
        XCTAssertEqual(a.textColumns, b.textColumns, file: file, line: line)
        XCTAssertEqual(a.cellWarnings, b.cellWarnings, file: file, line: line)
        XCTAssertEqual(a.units, b.units, file: file, line: line)
    }

    /// Short rows (gaps at the end, as pandas reads them) near the start, which the first 64 KiB
    /// read serially settle, and in a later part, which sends the file the serial way; a units
    /// row under the header, carried by the fast reader.
    func testShortRowsAndUnitsRowsReadAsTheSerialReaderReadsThem() throws {
        var lines = numericFile().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[3] = "2,5"
        lines[4] = "3"
        var (table, parallel, serial) = try tables(lines.joined(separator: "\n"))
        XCTAssertNotNil(parallel, "short rows in the first 64 KiB: settled there, the rest read fast")
        assertSameBits(parallel, serial)
        assertSameBits(table, serial)
        XCTAssertEqual(serial?.rowCount, 200_000)
        XCTAssertEqual(serial?.columns[2].values[3].isNaN, true)
        XCTAssertEqual(serial?.columns[1].values[3].isNaN, true)
        lines[150_000] = "149999,1"
        (table, parallel, serial) = try tables(lines.joined(separator: "\n"))
        XCTAssertNil(parallel, "a short row in a later part: read serially")
        assertSameBits(table, serial)
        XCTAssertEqual(serial?.columns[2].values[149_999].isNaN, true)
        lines.insert("s,m,kg", at: 1)
        (table, parallel, serial) = try tables(lines.joined(separator: "\n"))
        assertSameBits(table, serial)
        XCTAssertEqual(serial?.units, ["time": "s", "value": "m", "other": "kg"])
        XCTAssertEqual(serial?.rowCount, 200_000)
        lines[150_001] = "149999,1,2"
        (table, parallel, serial) = try tables(lines.joined(separator: "\n"))
        XCTAssertNotNil(parallel, "a units row is settled in the first 64 KiB")
        assertSameBits(parallel, serial)
        assertSameBits(table, serial)
    }

    func testNumericFileReadInTwoHalvesEqualsTheSerialRead() throws {
        for lineEnd in ["\n", "\r\n"] {
            let (table, parallel, serial) = try tables(numericFile(lineEnd: lineEnd))
            XCTAssertNotNil(parallel, "a plain numeric file goes the parallel way")
            XCTAssertEqual(serial?.rowCount, 200_000)
            assertSameBits(parallel, serial)
            assertSameBits(table, serial)
        }
    }

    func testQuotesTextAndErrorsAreReadSerially() throws {
        // A quoted cell anywhere: line breaks may sit inside quotes.
        var (table, parallel, serial) = try tables(numericFile(extraRow: "\"150000.5\",1,2"))
        XCTAssertNil(parallel)
        assertSameBits(table, serial)
        // A text cell in the second half: a warning naming its line, as the serial read gives.
        (table, parallel, serial) = try tables(numericFile(extraRow: "150000.5,oops,2"))
        XCTAssertNil(parallel)
        assertSameBits(table, serial)
        XCTAssertEqual(table?.cellWarnings.count, 1)
        // A row with a field too many: the same error (and line) as the serial read.
        var text = numericFile(extraRow: "150000.5,1,2,3")
        func message(serially: Bool) -> String {
            text.withUTF8 { bytes in
                do {
                    _ = serially
                        ? try DelimitedTextParser.parseSerially(bytes, file: "f.csv", keepTextColumns: true)
                        : try DelimitedTextParser.parse(bytes, file: "f.csv", keepTextColumns: true)
                    return "no error"
                } catch {
                    return "\(error)"
                }
            }
        }
        let messages = [message(serially: false), message(serially: true)]
        let parallel3 = text.withUTF8 {
            DelimitedTextParser.parseInParallel($0, file: "f.csv", keepTextColumns: true, minimumBytes: 1 << 20)
        }
        XCTAssertNil(parallel3, "an error in a half: read serially, for its message")
        XCTAssertEqual(messages[0], messages[1])
        XCTAssertNotEqual(messages[0], "no error")
    }

    /// A semicolon file of decimal commas settles `2.000` per column over every row (two thousand
    /// in a column of decimal commas), which the halves' merge does not carry: it is read serially.
    /// A date column, text from its first line, is kept as text by the fast reader.
    func testDecimalCommasAndDateColumnsAreReadSerially() throws {
        var semicolons = "a;b\n"
        for i in 0..<150_000 { semicolons += "\(i);\(i % 7),5\n" }
        semicolons += "150000;2.000\n"
        var (table, parallel, serial) = try tables(semicolons)
        XCTAssertTrue(parallel == nil, "read serially")
        assertSameBits(table, serial)
        XCTAssertEqual(table?.columns[1].values.last, 2000, "a dotted thousand in a column of decimal commas")

        var dated = "time,value\n"
        for i in 0..<60_000 { dated += "2024-01-01T00:00:\(String(format: "%02d", i % 60)),\(i)\n" }
        (table, parallel, serial) = try tables(dated)
        XCTAssertNotNil(parallel, "a date column is kept as text by the fast reader too")
        assertSameBits(parallel, serial)
        assertSameBits(table, serial)
        XCTAssertEqual(table?.textColumns["time"]?.count, 60_000)
        // The window's background load asks for numeric files only.
        dated.withUTF8 { bytes in
            XCTAssertNil(DelimitedTextParser.parseInParallel(bytes, file: "f.csv", keepTextColumns: true, allowsTextColumns: false))
        }
    }

    /// Files cut into many parts (64 KiB each, up to 8 of them, whatever the machine's cores) join
    /// in order.
    func testManyPartsJoinInOrder() throws {
        var text = numericFile()
        let (parts, serial) = text.withUTF8 { bytes in
            (DelimitedTextParser.parseInParallel(bytes, file: "f.csv", keepTextColumns: true, minimumBytes: 0,
                                                 parallelBytes: 0, partBytes: 64 << 10, parts: 8),
             try? DelimitedTextParser.parseSerially(bytes, file: "f.csv", keepTextColumns: true))
        }
        XCTAssertNotNil(parts)
        assertSameBits(parts, serial)
    }

    /// Random files built from lines of every kind the readers meet: whatever the mix, the fast
    /// path's table (or its refusal, then the serial read) equals the serial read, error messages
    /// included; files of plain lines only are read the fast way.
    func testRandomFilesReadAsTheSerialReaderReadsThem() throws {
        var state: UInt64 = 99
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let plainCells = ["1", "-2.5", "+3", ".5", "5.", "1e5", "-1E-3", "2.5e+10", "0", "-0", "", "NaN", "nan", "NA",
                          "null", "N/A", "-", "inf", "-Infinity", "123456789012345678901234", "1.7976931348623159e308",
                          "4.9e-324", "0.1", " 7", "8 ", "007", "1e400"]
        let oddLines = ["# a comment", "", "   ", "1,oops", "1,2,3", "1", "\"1\",2", "1\r2,3", "1,2\r", "x,1e", "  4,5",
                        "1;2", "é,1", "1,1,", "\u{0},1", "\u{301}x,2", " \u{301}x,2"]
        let textCells = ["2024-01-01", " 2024-01-02 ", "", "NaN", "-", "N/A", "Zürich", "a b", "x\u{301}", "12", "1e5"]
        var fastReads = 0
        for round in 0..<300 {
            let odd = round % 3 == 0
            let lineEnd = round % 4 == 1 ? "\r\n" : "\n"
            let separator = round % 5 == 2 ? "\t" : ","
            // Every other round, x is a text column (dates, with gaps and names among them; a
            // number in it, in odd rounds, is for the general reader to count).
            let textX = round % 2 == 1
            var text = "x\(separator)y" + lineEnd
            for row in 0..<(2_000 + random(2_000)) {
                if odd, random(400) == 0 {
                    text += oddLines[random(oddLines.count)].replacingOccurrences(of: ",", with: separator) + lineEnd
                    continue
                }
                let cell = row % 50 == 0 ? plainCells[random(plainCells.count)] : "\(Double(random(2_000_000)) / 1000)"
                var x = "\(row)"
                if textX {
                    x = row % 37 == 5 ? textCells[random(odd ? textCells.count : textCells.count - 2)]
                        : "2024-01-\(String(format: "%02d", 1 + row % 28))T\(String(format: "%02d", row % 24)):00"
                }
                text += "\(x)\(separator)\(cell)" + lineEnd
            }
            if random(2) == 0 { text.removeLast(lineEnd.count) }
            var bytesText = text
            let outcome: (fast: DataTable?, whole: Result<DataTable, DataFileError>, serial: Result<DataTable, DataFileError>) =
                bytesText.withUTF8 { bytes in
                    (DelimitedTextParser.parseInParallel(bytes, file: "f.csv", keepTextColumns: true, minimumBytes: 0,
                                                         parallelBytes: 0, partBytes: 4 << 10, parts: 3),
                     Result { () throws(DataFileError) in try DelimitedTextParser.parse(bytes, file: "f.csv", keepTextColumns: true) },
                     Result { () throws(DataFileError) in try DelimitedTextParser.parseSerially(bytes, file: "f.csv", keepTextColumns: true) })
                }
            switch (outcome.whole, outcome.serial) {
            case (.success(let whole), .success(let serial)):
                assertSameBits(whole, serial)
                if let fast = outcome.fast { assertSameBits(fast, serial) }
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual("\(a)", "\(b)")
                XCTAssertNil(outcome.fast)
            default:
                XCTFail("round \(round): one read failed, the other did not")
            }
            if outcome.fast != nil { fastReads += 1 }
            if !odd { XCTAssertNotNil(outcome.fast, "round \(round): plain lines go the fast way") }
        }
        XCTAssertGreaterThan(fastReads, 200)
    }
}
