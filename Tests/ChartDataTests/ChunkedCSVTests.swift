@testable import ChartData
import Foundation
import XCTest

/// Files read in parts (`DelimitedFileReader`) give exactly the table, warnings and errors of the
/// whole file read at once, wherever the parts are cut: inside records, quotes, CRLFs and UTF-8
/// characters, and where the fast numeric reader and the general one take turns.
final class ChunkedCSVTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chunked-csv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, name: String = "f.csv") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The file read in parts of `partBytes`, without a cache: the table or the error's text.
    private func chunked(_ path: String, partBytes: Int, keepTextColumns: Bool = true) -> Result<DataTable, DataFileError> {
        var options = DelimitedFileReader.Options()
        options.partBytes = partBytes
        options.cachesColumns = false
        options.keepTextColumns = keepTextColumns
        return Result { () throws(DataFileError) in try DelimitedFileReader(path: path, file: "f.csv", options: options).finish() }
    }

    private func whole(_ text: String, keepTextColumns: Bool = true) -> Result<DataTable, DataFileError> {
        var text = text
        return text.withUTF8 { bytes in
            Result { () throws(DataFileError) in try DelimitedTextParser.parseSerially(bytes, file: "f.csv", keepTextColumns: keepTextColumns) }
        }
    }

    private func assertSame(_ a: Result<DataTable, DataFileError>, _ b: Result<DataTable, DataFileError>, _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        switch (a, b) {
        case (.success(let a), .success(let b)):
            XCTAssertEqual(a.rowCount, b.rowCount, message, file: file, line: line)
            XCTAssertEqual(a.columnNames, b.columnNames, message, file: file, line: line)
            XCTAssertEqual(a.columns.map(\.name), b.columns.map(\.name), message, file: file, line: line)
            for (x, y) in zip(a.columns, b.columns) where x.values.map(\.bitPattern) != y.values.map(\.bitPattern) {
                XCTFail("\(message): column \(x.name) differs", file: file, line: line)
            }
            // Either side may keep a column of ISO times as numbers: the cells are compared.
            XCTAssertEqual(a.textColumnNames, b.textColumnNames, message, file: file, line: line)
            for name in a.textColumnNames where a.texts(of: name) != b.texts(of: name) {
                XCTFail("\(message): text column \(name) differs", file: file, line: line)
            }
            XCTAssertEqual(a.cellWarnings, b.cellWarnings, message, file: file, line: line)
            XCTAssertEqual(a.mixedColumns, b.mixedColumns, message, file: file, line: line)
        case (.failure(let a), .failure(let b)):
            XCTAssertEqual(a.description, b.description, message, file: file, line: line)
        default:
            XCTFail("\(message): \(a) versus \(b)", file: file, line: line)
        }
    }

    /// Small files of every shape, cut every few bytes.
    func testPartsCutAnywhereGiveTheWholeReadsTable() throws {
        let texts = [
            "t,v\n1,2.5\n2,\n3,NaN\n4,-1e300\n5,7",
            "\u{FEFF}a;b\r\n1,5;2\r\n3,25;4\r\n",
            "date,city,temp\n2024-01-01,\"Paris, FR\",3.5\n2024-01-02,\"Ber\nlin\",\"-2\"\n2024-01-03,Rome,12\n",
            "# comment\n\nx\ty\n1\t2\n\n3\t4\n# more\n5\t6\n",
            "x,y\n1,2\n2,oops\n3,4\n4,5\n5,6\n6,7\n7,8\n8,9\n9,10\n10,11\n11,12\n12,13\n13,14\n14,15\n15,16\n16,17\n17,18\n18,19\n19,20\n20,21\n",
            "name,é\nα,1\nβ,2\nγ,3\n",
            "x,y\n1,2\n3,4,5\n",
            "x,y\n1,\"2\n",
            "x,y\n1,2\n\u{0}3,4\n",
            "a  b\n1  2\n3 4\n",
        ]
        for (index, text) in texts.enumerated() {
            let path = try write(text)
            let expected = whole(text)
            for part in [1, 2, 3, 5, 8, 13, 64, 1 << 16] {
                assertSame(chunked(path, partBytes: part), expected, "text \(index), parts of \(part)")
            }
        }
    }

    /// About 2.5 MB of numbers, with quoted and text rows in places, read in parts that cut records,
    /// CRLFs and the rows the fast reader refuses: the values, warnings and their line numbers are
    /// the whole read's.
    func testNumericFileInPartsTakesTurnsBetweenReadersWithTheSameResult() throws {
        for lineEnd in ["\n", "\r\n"] {
            var text = "time,value,other" + lineEnd
            var state: UInt64 = 11
            for row in 0..<100_000 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let value = Double(Int64(bitPattern: state >> 11) % 2_000_001) / 1000
                let other = row % 101 == 0 ? "" : row % 103 == 0 ? "NaN" : "\(Double(row) * 1e-3)"
                text += "\(row),\(value),\(other)" + lineEnd
                if row == 25_000 { text += "\"25000.5\",\"1\n2\",3" + lineEnd }  // quotes: the general reader
                if row == 60_000 { text += "# a comment" + lineEnd + lineEnd }
                if row == 75_000 { text += "75000.5,oops,2" + lineEnd }  // a warning naming its line
            }
            let path = try write(text)
            let expected = whole(text)
            guard case .success(let table) = expected else { return XCTFail("the whole read fails") }
            XCTAssertEqual(table.cellWarnings.count, 1)
            for part in [65_537, (1 << 20) + 3] {
                assertSame(chunked(path, partBytes: part), expected, "\(lineEnd.count == 1 ? "LF" : "CRLF"), parts of \(part)")
            }
        }
    }

    /// Parts of 16 MiB and more are read in pieces on several threads; the last part, shorter
    /// than asked, ends the file wherever its pieces stop.
    func testBigPartsReadInPiecesGiveTheWholeRead() throws {
        var text = "x,y\n"
        for row in 0..<750_000 { text += "\(row),\(row % 1_000 * 3)\n" }  // 9 MB: a piece past the first ends it
        let path = try write(text)
        let expected = whole(text)
        for part in [16 << 20, (32 << 20) + 12_345] {
            assertSame(chunked(path, partBytes: part), expected, "parts of \(part)")
        }
    }

    /// What bounds the memory of a file of any size: the reader holds one part of its bytes at a
    /// time (what it read and has not parsed stays under a part), read many parts long.
    func testReaderHoldsOnePartAtATime() throws {
        var text = "x,y\n"
        for row in 0..<100_000 { text += "\(row),\(row * 2)\n" }
        let path = try write(text)
        var options = DelimitedFileReader.Options()
        options.partBytes = 1 << 16
        options.cachesColumns = false
        options.sniff.headBytes = 1 << 30  // no sniff: every byte touched is a part's
        let reader = try DelimitedFileReader(path: path, file: "f.csv", options: options)
        var parts = 0
        while try reader.readNextPart() {
            parts += 1
            XCTAssertLessThanOrEqual(reader.bytesTouched - reader.bytesParsed, 1 << 16)
        }
        let table = try reader.finish()
        XCTAssertGreaterThan(parts, 10)
        XCTAssertEqual(table.rowCount, 100_000)
        XCTAssertEqual(table.columns[1].values.last, 199_998)
    }

    /// A text column (ISO times here) is reserved once for the rows the file will have, as a
    /// numeric one is: its containers never grow by doubling (up to twice the rows' worth), and
    /// the reader lets go of them once the table has what it keeps. Counted in capacities, not
    /// in time or resident memory.
    func testTextColumnsAreReservedOnceAndReleasedAfterTheTable() throws {
        var text = "time,value\n"
        let rows = 70_000  // past 2^16: doubling would leave room for 131,072 rows
        for row in 0..<rows {
            let (hour, minute, second) = (row / 3600, row / 60 % 60, row % 60)
            text += "2020-01-0\(1 + hour / 24)T\(hour % 24 < 10 ? "0" : "")\(hour % 24):\(minute < 10 ? "0" : "")\(minute):"
                + "\(second < 10 ? "0" : "")\(second),\(row % 977)\n"
        }
        let path = try write(text)
        var options = DelimitedFileReader.Options()
        options.partBytes = 1 << 16
        options.cachesColumns = false
        options.parsesTimes = false  // the dates kept as texts: a text column's reserve (ISOTimeColumnTests has the numbers')
        let reader = try DelimitedFileReader(path: path, file: "f.csv", options: options)
        var mostSlots = 0
        while try reader.readNextPart() { mostSlots = max(mostSlots, reader.columnSlots.rows) }
        XCTAssertEqual(reader.columnSlots.textColumns, 1)
        // Two value arrays and one text array, each for at most the rows estimated (2% over).
        XCTAssertLessThanOrEqual(mostSlots, rows * 11 / 10)
        XCTAssertGreaterThanOrEqual(mostSlots, rows)
        let table = try reader.finish()
        XCTAssertEqual(reader.columnSlots.rows, 0)
        XCTAssertEqual(table.rowCount, rows)
        XCTAssertEqual(table.textColumns["time"]?.last, "2020-01-01T19:26:39")
        XCTAssertEqual(table.textColumns["time"]?.count, rows)
        XCTAssertEqual(try reader.finish(), table)
    }
}
