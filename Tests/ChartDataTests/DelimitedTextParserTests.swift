import Foundation
import XCTest
@testable import ChartData

final class DelimitedTextParserTests: XCTestCase {
    // MARK: - Helpers

    private func parse(_ text: String, file: String = "data.csv", keepTextColumns: Bool = false) throws -> DataTable {
        try DelimitedTextParser.parse(text, file: file, keepTextColumns: keepTextColumns)
    }

    /// The error parsing `text` throws, or a test failure when it parses.
    private func parseError(_ text: String, file: String = "data.csv", keepTextColumns: Bool = false,
                            line: UInt = #line) -> DataFileError? {
        do {
            let table = try DelimitedTextParser.parse(text, file: file, keepTextColumns: keepTextColumns)
            XCTFail("expected an error, got \(table)", line: line)
            return nil
        } catch {
            return error
        }
    }

    private func names(_ table: DataTable) -> [String] { table.columns.map(\.name) }

    /// Rows as bit patterns, so NaN gaps compare equal.
    private func rowBits(_ rows: [[Double]]) -> [[UInt64]] {
        rows.map { $0.map(\.bitPattern) }
    }

    private func rows(of table: DataTable) -> [[Double]] {
        (0..<table.rowCount).map { row in table.columns.map { $0.values[row] } }
    }

    // MARK: - Header detection

    func testHeaderDetectionTable() throws {
        // (file text, expected names, expected rows)
        let cases: [(String, [String], [[Double]])] = [
            ("a,b\n1,2\n", ["a", "b"], [[1, 2]]),
            ("1,2\n3,4\n", ["column 1", "column 2"], [[1, 2], [3, 4]]),
            // One text field over a number is enough.
            ("x,2\n1,3\n", ["x", "2"], [[1, 3]]),
            ("price\n1\n2\n", ["price"], [[1], [2]]),
            ("1\n2\n3\n", ["column 1"], [[1], [2], [3]]),
            // An empty header field (a pandas index column) gets a generated name.
            (",price\n0,9.5\n", ["column 1", "price"], [[0, 9.5]]),
            // All text over no text: a header even when the second row is a gap.
            ("price\nNA\n5\n", ["price"], [[.nan], [5]]),
            // "Na" (sodium) is a name, not a gap marker.
            ("Na,K\n140,4.1\n", ["Na", "K"], [[140, 4.1]]),
            ("inf,1\n2,3\n", ["column 1", "column 2"], [[.infinity, 1], [2, 3]]),
            // A gap marker in the header row is not text.
            ("NA,b\n1,2\n", ["NA", "b"], [[1, 2]]),
            // A file of one numeric row has no header.
            ("1,2,3\n", ["column 1", "column 2", "column 3"], [[1, 2, 3]]),
        ]
        for (text, expectedNames, expectedRows) in cases {
            let table = try parse(text)
            XCTAssertEqual(names(table), expectedNames, text)
            XCTAssertEqual(rowBits(rows(of: table)), rowBits(expectedRows), text)
            XCTAssertEqual(table.rowCount, expectedRows.count, text)
        }
    }

    func testHeaderNamesAreTrimmedAndUnquoted() throws {
        let table = try parse(" time , \"price, USD\" \n1,2\n")
        XCTAssertEqual(names(table), ["time", "price, USD"])
    }

    // MARK: - Delimiters

    func testDelimiters() throws {
        let cases: [(String, String)] = [
            ("comma", "t,y\n1,2.5\n2,-3\n"),
            ("tab", "t\ty\n1\t2.5\n2\t-3\n"),
            ("semicolon", "t;y\n1;2.5\n2;-3\n"),
            ("spaces", "t y\n1 2.5\n2 -3\n"),
            ("aligned spaces", "   t      y\n   1    2.5\n   2     -3   \n"),
            ("spaces and tabs", "t \t y\n1\t 2.5\n2  -3\n"),
            ("comma with spaces", "t, y\n1, 2.5\n2, -3\n"),
        ]
        for (label, text) in cases {
            let table = try parse(text)
            XCTAssertEqual(table, DataTable(columns: [
                .init(name: "t", values: [1, 2]),
                .init(name: "y", values: [2.5, -3]),
            ], rowCount: 2), label)
        }
    }

    func testTabKeepsEmptyFieldsAsGaps() throws {
        let table = try parse("a\tb\tc\n1\t\t3\n\t5\t\n")
        XCTAssertEqual(rowBits(rows(of: table)), rowBits([[1, .nan, 3], [.nan, 5, .nan]]))
    }

    func testTabWinsOverCommasInsideFields() throws {
        // Commas here group thousands, which tab separated files allow.
        let table = try parse("a\tb\n1,234.5\t2,000,000\n3\t4\n")
        XCTAssertEqual(table.columns[0].values, [1234.5, 3])
        XCTAssertEqual(table.columns[1].values, [2_000_000, 4])
    }

    func testSpaceSeparatedNumbersWithThousandsSeparators() throws {
        let table = try parse("1,234.5 2,000.25\n3,000,000 4\n")
        XCTAssertEqual(rows(of: table), [[1234.5, 2000.25], [3_000_000, 4]])
    }

    func testSemicolonFileWithDecimalCommaIsReportedNotMisread() {
        XCTAssertEqual(parseError("a;b\n1.5;2\n1,5;3\n")?.description,
                       "data.csv:3:1: \"1,5\" is not a number (column \"a\")")
    }

    func testSingleColumnWithSpacesInHeader() throws {
        let table = try parse("closing price\n10\n11\n")
        XCTAssertEqual(table, DataTable(columns: [.init(name: "closing price", values: [10, 11])], rowCount: 2))
    }

    func testSingleColumnOfQuotedThousands() throws {
        let table = try parse("sales\n\"1,234,000\"\n\"1,500.5\"\n")
        XCTAssertEqual(table.columns[0].values, [1_234_000, 1500.5])
    }

    // MARK: - Quotes

    func testQuotedFields() throws {
        let table = try parse("\"a,b\",\"say \"\"hi\"\"\"\n\"1.5\", \"2\" \n\"\",3\n")
        XCTAssertEqual(names(table), ["a,b", "say \"hi\""])
        XCTAssertEqual(rowBits(rows(of: table)), rowBits([[1.5, 2], [.nan, 3]]))
    }

    func testQuotedLineBreakKeepsLineNumbers() throws {
        let text = "name,value\n\"two\nlines\",1\nthird,2\n"
        let table = try parse(text, keepTextColumns: true)
        XCTAssertEqual(table.textColumns["name"], ["two\nlines", "third"])
        XCTAssertEqual(table.columns, [.init(name: "value", values: [1, 2])])
        // The record on lines 2 and 3 counts as two lines, so the bad cell is on line 5.
        XCTAssertEqual(parseError(text + "fourth,x\n", keepTextColumns: false)?.description,
                       "data.csv:5:2: \"x\" is not a number (column \"value\")")
        // Kept for a chart, the column is settled by its majority (2 of 3 numbers: text).
        XCTAssertEqual(try parse(text + "fourth,x\n", keepTextColumns: true).textColumns["value"], ["1", "2", "x"])
    }

    func testUnterminatedQuote() {
        XCTAssertEqual(parseError("a,b\n1,2\n3,\"4\n5,6\n")?.description,
                       "data.csv:3: quoted field is never closed")
    }

    func testQuoteInsideUnquotedFieldIsText() throws {
        let table = try parse("size,n\n5\" screen,1\n", keepTextColumns: true)
        XCTAssertEqual(table.textColumns["size"], ["5\" screen"])
        XCTAssertEqual(table.columns, [.init(name: "n", values: [1])])
    }

    // MARK: - Comments, blank lines, line breaks, BOM

    func testCommentsBlankLinesCRLFAndBOM() throws {
        let text = "\u{FEFF}# exported 2024-05-01\r\n\r\n   \r\nx,y\r\n# mid-file note, with \"quote\r\n1,2\r\n\r\n3,4\r\n"
        let table = try parse(text)
        XCTAssertEqual(table, DataTable(columns: [
            .init(name: "x", values: [1, 3]),
            .init(name: "y", values: [2, 4]),
        ], rowCount: 2))
    }

    func testCarriageReturnOnlyLineBreaks() throws {
        let table = try parse("x,y\r1,2\r3,4\r")
        XCTAssertEqual(rows(of: table), [[1, 2], [3, 4]])
        XCTAssertEqual(parseError("x,y\r1,2\r3,4,5\r")?.description, "data.csv:3: expected 2 fields, found 3")
    }

    func testLastLineWithoutLineBreak() throws {
        XCTAssertEqual(rows(of: try parse("x,y\n1,2\n3,4")), [[1, 2], [3, 4]])
    }

    func testLineNumbersCountCommentsAndBlankLines() {
        XCTAssertEqual(parseError("# c\n\na,b\n1,2\n\n3,4,5\n")?.description,
                       "data.csv:6: expected 2 fields, found 3")
        XCTAssertEqual(parseError("\u{FEFF}a,b\r\n1,2\r\n1,2,3\r\n")?.description,
                       "data.csv:3: expected 2 fields, found 3")
    }

    // MARK: - Numbers and gaps

    func testGapCells() throws {
        let table = try parse("a,b\n1,\n,NaN\nnan,NA\nnull,2\n N/A ,NULL\n")
        XCTAssertEqual(rowBits(rows(of: table)), rowBits([[1, .nan], [.nan, .nan], [.nan, .nan], [.nan, 2], [.nan, .nan]]))
    }

    func testNumberForms() throws {
        let table = try parse("v\n+1\n1e3\n-2.5E-2\n.5\n5.\n-inf\nInfinity\n007\n-0\n")
        XCTAssertEqual(table.columns[0].values, [1, 1000, -0.025, 0.5, 5, -.infinity, .infinity, 7, 0])
        XCTAssertEqual(table.columns[0].values[8].sign, .minus)
    }

    func testCellParserStrictness() {
        let texts = ["0x10", "1 000", "1.2.3", "e5", "1e", "+", "-", ".", "nan(1)", "1,5", "12,000", "1234,567",
                     "1,23", "1,2345", "inff", "1e+", "1_000", "٣"]
        for text in texts {
            XCTAssertEqual(CellParser.parse(Array(text.utf8), allowsThousandsSeparators: true), .text, text)
        }
        let numbers: [(String, Double)] = [
            ("1,234,567", 1_234_567), ("1,234.5", 1234.5), ("-12,345,678.25", -12_345_678.25), ("999,999.0", 999_999),
        ]
        for (text, value) in numbers {
            XCTAssertEqual(CellParser.parse(Array(text.utf8), allowsThousandsSeparators: true), .number(value), text)
            XCTAssertEqual(CellParser.parse(Array(text.utf8), allowsThousandsSeparators: false), .text, text)
        }
    }

    func testNumbersAreCorrectlyRounded() {
        let texts = ["0.1", "3.141592653589793238462643", "123456789012345678901234", "1e400", "-1e400", "1e-400",
                     "2.2250738585072011e-308", "9007199254740993", "0.000000000000000000000000123", "1.7976931348623157e308",
                     "4.9e-324", "123.456e-10", "1e22", "1e23", "0.30000000000000004"]
        for text in texts {
            guard case .number(let value) = CellParser.parse(Array(text.utf8), allowsThousandsSeparators: false) else {
                XCTFail("\(text) did not parse")
                continue
            }
            XCTAssertEqual(value.bitPattern, Double(text)!.bitPattern, text)
        }
    }

    // MARK: - Text columns

    func testTextColumnIsAnErrorByDefault() {
        let error = parseError("date,price\n2024-01-01,1\n2024-01-02,2\n")
        XCTAssertEqual(error?.description, "data.csv: column \"date\" is not numeric")
        XCTAssertEqual(error?.column, 1)
        XCTAssertNil(error?.line)
    }

    func testTextColumnsAreKeptWhenAsked() throws {
        let table = try parse("date,price,kind\n2024-01-01,1,a\n2024-01-02,,\n2024-01-03,3,b\n", keepTextColumns: true)
        XCTAssertEqual(table.columns, [.init(name: "price", values: [1, .nan, 3])])
        XCTAssertEqual(table.textColumns, ["date": ["2024-01-01", "2024-01-02", "2024-01-03"], "kind": ["a", "", "b"]])
        XCTAssertEqual(table.rowCount, 3)
    }

    func testHeaderlessTextColumnIsKeptUnderItsGeneratedName() throws {
        let table = try parse("a,1\nb,2\n", keepTextColumns: true)
        XCTAssertEqual(table.textColumns, ["column 1": ["a", "b"]])
        XCTAssertEqual(table.columns, [.init(name: "column 2", values: [1, 2])])
    }

    // MARK: - Error messages

    func testErrorMessages() {
        let cases: [(String, String)] = [
            ("a,b\n1,2\n3,4,5\n", "data.csv:3: expected 2 fields, found 3"),
            ("a,b,c\n1,2,3\n4,5,6,7\n", "data.csv:3: expected 3 fields, found 4"),
            ("time,price\n1,2\n2,abc\n", "data.csv:3:2: \"abc\" is not a number (column \"price\")"),
            ("1,2\nx,3\n", "data.csv:2:1: \"x\" is not a number"),
            // Text first, then a number: the first text cell is reported.
            ("t,v\nabc,1\n5,2\n", "data.csv:2:1: \"abc\" is not a number (column \"t\")"),
            ("v\n1\n" + String(repeating: "x", count: 50) + "\n",
             "data.csv:3:1: \"" + String(repeating: "x", count: 40) + "…\" is not a number (column \"v\")"),
            ("a,b\n1,2\n3,\"two\nlines\"\n", "data.csv:3:2: \"two\\nlines\" is not a number (column \"b\")"),
            ("", "data.csv: no data rows"),
            ("\n\n  \n", "data.csv: no data rows"),
            ("a,b\n", "data.csv: no data rows"),
            ("# only a comment\n# and another\n", "data.csv: no data rows"),
            ("\u{FEFF}", "data.csv: no data rows"),
            ("a,b\n1,\u{0}2\n", "data.csv:2: not a text file"),
            ("x\n\"1\n", "data.csv:2: quoted field is never closed"),
        ]
        for (text, message) in cases {
            XCTAssertEqual(parseError(text)?.description, message, text.debugDescription)
        }
    }

    func testErrorCarriesItsParts() {
        let error = parseError("time,price\n1,2\n2,abc\n", file: "prices.csv")
        XCTAssertEqual(error, DataFileError(file: "prices.csv", line: 3, column: 2,
                                            problem: "\"abc\" is not a number (column \"price\")"))
    }

    func testBinaryDataIsNotText() {
        let invalid = Data([0x61, 0x2C, 0x62, 0x0A, 0x31, 0x2C, 0xC3, 0x28, 0x0A])
        XCTAssertThrowsError(try DelimitedTextParser.parse(invalid, file: "bad.csv")) { error in
            XCTAssertEqual((error as? DataFileError)?.description, "bad.csv:2: not a text file (not valid UTF-8)")
        }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48])
        XCTAssertThrowsError(try DelimitedTextParser.parse(png, file: "image.png")) { error in
            XCTAssertEqual((error as? DataFileError)?.description, "image.png:1: not a text file (not valid UTF-8)")
        }
        let utf16 = "a,b\n1,2\n".data(using: .utf16LittleEndian)!
        XCTAssertThrowsError(try DelimitedTextParser.parse(utf16, file: "wide.csv")) { error in
            XCTAssertEqual((error as? DataFileError)?.description, "wide.csv:1: not a text file")
        }
    }

    func testRandomBytesNeverCrash() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let count = Int(generator.next() % 300)
            let bytes = Data((0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            _ = try? DelimitedTextParser.parse(bytes, file: "random.bin")
            let streaming = StreamingTableParser(file: "random.bin")
            _ = try? streaming.feed(bytes: bytes)
            _ = try? streaming.finish()
        }
    }

    // MARK: - Files

    func testParseContentsOfFile() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("chartview-import-\(ProcessInfo.processInfo.processIdentifier).csv")
        try Data("x,y\n1,2\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let table = try DelimitedTextParser.parse(contentsOf: url.path)
        XCTAssertEqual(table, DataTable(columns: [.init(name: "x", values: [1]), .init(name: "y", values: [2])], rowCount: 1))
    }

    func testUnreadableFiles() {
        XCTAssertThrowsError(try DelimitedTextParser.parse(contentsOf: "/nonexistent/prices.csv")) { error in
            XCTAssertEqual((error as? DataFileError)?.description,
                           "/nonexistent/prices.csv: cannot read file (No such file or directory)")
        }
        let directory = FileManager.default.temporaryDirectory.path
        XCTAssertThrowsError(try DelimitedTextParser.parse(contentsOf: directory)) { error in
            XCTAssertEqual((error as? DataFileError)?.description, "\(directory): cannot read file (it is a directory)")
        }
    }

    func testManyRows() throws {
        var text = "i,half,square\n"
        for i in 0..<20_000 { text += "\(i),\(Double(i) / 2),\(i * i)\n" }
        let table = try parse(text)
        XCTAssertEqual(table.rowCount, 20_000)
        XCTAssertEqual(table.columns[1].values[12_345], 6172.5)
        XCTAssertEqual(table.columns[2].values[19_999], 399_960_001)
    }

    // MARK: - Streaming

    /// Files the streaming parser must read exactly like the whole-file parser.
    private let streamingSamples: [String] = [
        "t,price,volume\n1,9.5,100\n2,,200\n3,9.75,NaN\n4,10,400\n5,11,500\n6,12,600\n",
        "\u{FEFF}# header comment\r\ntime\tvalue\r\n\r\n0\t1.5\r\n1\t-2e3\r\n2\tinf\r\n# note\r\n3\t4\r\n4\t5",
        "1 2 3\n4 5 6\n\n7 8 9\n10 11 12\n13 14 15\n16 17 18\n",
        "\"a,b\";\"c\"\"d\"\n1;2\n\"3\";\" 4 \"\n5;6\n7;8\n9;10\n",
        "x,y\r1,2\r3,4\r5,6\r7,8\r9,10\r",
        "temp\u{E9}rature \u{1F321},n\n1,2\n3,4\n",
        "42\n",
        "\"first\ncolumn\",\"b\"\"\"\n1,2\n\"3\",4\n",
        "\"a\r\nb\",c\r\n1,2\r\n3,4\r\n",
        "v\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n",
    ]

    private func streamedRows(_ text: String, splitAt offsets: [Int]) throws -> [[Double]] {
        let bytes = Array(text.utf8)
        let parser = StreamingTableParser(file: "data.csv")
        var rows: [[Double]] = []
        var start = 0
        for offset in offsets.sorted() + [bytes.count] {
            rows += try parser.feed(bytes: bytes[start..<offset])
            start = offset
        }
        rows += try parser.finish()
        return rows
    }

    func testStreamingMatchesWholeFileForEverySplitPoint() throws {
        for text in streamingSamples {
            let expected = rowBits(rows(of: try parse(text)))
            let count = text.utf8.count
            for offset in 0...count {
                XCTAssertEqual(rowBits(try streamedRows(text, splitAt: [offset])), expected, "\(text.debugDescription) split at \(offset)")
            }
        }
    }

    func testStreamingMatchesWholeFileForRandomChunks() throws {
        var generator = SplitMix64(seed: 42)
        for text in streamingSamples {
            let expected = rowBits(rows(of: try parse(text)))
            let count = text.utf8.count
            for _ in 0..<50 {
                let cuts = (0..<Int(generator.next() % 8)).map { _ in Int(generator.next() % UInt64(count + 1)) }
                XCTAssertEqual(rowBits(try streamedRows(text, splitAt: cuts)), expected, "\(text.debugDescription) cut at \(cuts)")
            }
            // One byte at a time.
            XCTAssertEqual(rowBits(try streamedRows(text, splitAt: Array(0...count))), expected, text.debugDescription)
        }
    }

    func testStreamingStringChunksAndColumnNames() throws {
        let parser = StreamingTableParser(file: "<stdin>")
        XCTAssertEqual(try parser.feed("t,v\n1,10\n2,"), [])
        XCTAssertNil(parser.columnNames)
        // The fifth line (header included) completes the detection sample.
        XCTAssertEqual(try parser.feed("20\n3,30\n4,40\n"), [[1, 10], [2, 20], [3, 30], [4, 40]])
        XCTAssertEqual(parser.columnNames, ["t", "v"])
        XCTAssertEqual(try parser.feed("5,50\n"), [[5, 50]])
        XCTAssertEqual(try parser.feed("6,6"), [])
        XCTAssertEqual(try parser.feed("0\n"), [[6, 60]])
        XCTAssertEqual(try parser.finish(), [])
        XCTAssertEqual(parser.rowCount, 6)
    }

    func testStreamingDeliversGoodRowsBeforeAnError() throws {
        let parser = StreamingTableParser(file: "<stdin>")
        let rows = try parser.feed("a,b\n1,2\n3,4\n5,6\n7,8\n9,x\n11,12\n")
        XCTAssertEqual(rows, [[1, 2], [3, 4], [5, 6], [7, 8]])
        let expected = DataFileError(file: "<stdin>", line: 6, column: 2, problem: "\"x\" is not a number (column \"b\")")
        for _ in 0..<2 {
            XCTAssertThrowsError(try parser.feed("13,14\n")) { XCTAssertEqual($0 as? DataFileError, expected) }
        }
        XCTAssertThrowsError(try parser.finish()) { XCTAssertEqual($0 as? DataFileError, expected) }
    }

    func testStreamingReportsTextCellsAtOnce() {
        let parser = StreamingTableParser(file: "<stdin>")
        XCTAssertEqual(try parser.feed("date,v\n2024-01-01,1\n"), [])
        XCTAssertThrowsError(try parser.finish()) { error in
            XCTAssertEqual((error as? DataFileError)?.description,
                           "<stdin>:2:1: \"2024-01-01\" is not a number (column \"date\")")
        }
    }

    func testStreamingEmptyInput() {
        let parser = StreamingTableParser()
        XCTAssertEqual(try parser.feed(""), [])
        XCTAssertThrowsError(try parser.finish()) { error in
            XCTAssertEqual((error as? DataFileError)?.description, "<stdin>: no data rows")
        }
    }
}

/// A small seeded generator, so "random" splits are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
