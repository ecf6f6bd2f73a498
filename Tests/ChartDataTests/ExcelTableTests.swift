@testable import ChartData
import Foundation
import XCTest

/// `.xlsx` workbooks written by openpyxl and pandas: every cell type, dates by style in both
/// date bases, sheets by name, the header rule, and damaged files.
final class ExcelTableTests: XCTestCase {
    private func day(_ text: String) -> Double {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = text.count == 10 ? [.withFullDate] : [.withInternetDateTime]
        return formatter.date(from: text)!.timeIntervalSince1970
    }

    func testEveryCellTypeOfTheFirstSheet() throws {
        let table = try TableFile.read(FormatFixtures.path("excel/types.xlsx"))
        XCTAssertEqual(table.columnNames, ["n", "f", "s", "flag", "day", "moment", "mixed"])
        XCTAssertEqual(table.rowCount, 4)
        XCTAssertEqual(table.column(named: "n")?.values, [1, 2, 3, 4])
        XCTAssertEqual(table.column(named: "f"), DataTable.Column(name: "f", values: [0.5, .nan, -1.25e-3, 1e10]))
        XCTAssertEqual(table.textColumns["s"], ["a", "b & <c>", "", "d"])
        XCTAssertEqual(table.column(named: "flag"), DataTable.Column(name: "flag", values: [1, 0, 1, .nan]))
        XCTAssertEqual(table.valueKinds["flag"], .boolean)
        XCTAssertEqual(table.column(named: "day"),
                       DataTable.Column(name: "day", values: [day("2024-01-01"), day("2024-02-29"), .nan, day("1999-12-31")]))
        XCTAssertEqual(table.valueKinds["day"], .date)
        XCTAssertEqual(table.column(named: "moment"),
                       DataTable.Column(name: "moment", values: [day("2024-01-01T06:30:00Z"), day("2024-02-29T12:00:00Z"), .nan, 1]))
        XCTAssertEqual(table.valueKinds["moment"], .instant)
        // Three numbers and one text cell: under CSV's 95 %, so text, reported as mostly numbers.
        XCTAssertEqual(table.textColumns["mixed"], ["1", "2", "n/a", "4"])
        XCTAssertEqual(table.mixedColumns["mixed"]?.numbers, 3)
        XCTAssertEqual(table.mixedColumns["mixed"]?.firstCell.line, 4)
    }

    /// A workbook without its extension (standard input kept as a file, a download named by
    /// its hash) is known by its members: openpyxl writes docProps/ before xl/, numpy .npy ones.
    func testAZipIsKnownByItsMembersWithoutAnExtension() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (fixture, format) in [("same/same.xlsx", TableFileFormat.excel), ("numpy/stored.npz", .numpyArchive)] {
            let copy = folder.appendingPathComponent(UUID().uuidString).path
            try FileManager.default.copyItem(atPath: FormatFixtures.path(fixture), toPath: copy)
            XCTAssertEqual(TableFileFormat.detect(path: copy, leadingBytes: TableFile.leadingBytes(of: copy)), format, fixture)
            XCTAssertEqual(try TableFile.read(copy), try TableFile.read(FormatFixtures.path(fixture)), fixture)
        }
    }

    func testSheetByNameAndAMissingSheet() throws {
        let path = FormatFixtures.path("excel/types.xlsx")
        let table = try TableFile.read(path, options: TableFile.Options(sheet: "second"))
        XCTAssertEqual(table.columnNames, ["k", "w"])
        XCTAssertEqual(table.column(named: "w")?.values, [100, 200])
        XCTAssertEqual(FormatFixtures.failure(path, options: TableFile.Options(sheet: "third"))?.description,
                       "\(path): --sheet third: no such sheet (sheets: types, second)")
    }

    func testThe1904DateBase() throws {
        let table = try TableFile.read(FormatFixtures.path("excel/base1904.xlsx"))
        XCTAssertEqual(table.column(named: "day")?.values, [day("2024-01-01"), day("2024-01-02")])
        XCTAssertEqual(table.valueKinds["day"], .date)
    }

    func testPandasDatesOneRowAndNoHeader() throws {
        let pandas = try TableFile.read(FormatFixtures.path("excel/pandas.xlsx"))
        XCTAssertEqual(pandas.column(named: "when")?.values, [day("2024-03-01"), day("2024-03-02"), day("2024-03-03")])
        XCTAssertNotNil(pandas.valueKinds["when"])
        XCTAssertEqual(pandas.column(named: "v"), DataTable.Column(name: "v", values: [1.5, 2.5, .nan]))
        let one = try TableFile.read(FormatFixtures.path("excel/onerow.xlsx"))
        XCTAssertEqual(one.rowCount, 1)
        XCTAssertEqual(one.column(named: "v")?.values, [8.5])
        let plain = try TableFile.read(FormatFixtures.path("excel/noheader.xlsx"))
        XCTAssertEqual(plain.columnNames, ["column 1", "column 2"])
        XCTAssertEqual(plain.columns.map(\.values), [[1, 3], [2, 4]])
    }

    func testSerialsInBothBases() {
        XCTAssertEqual(ExcelNumberFormat.meaning(code: "yyyy-mm-dd"), .date)
        XCTAssertEqual(ExcelNumberFormat.meaning(code: "[$-409]d-mmm-yy;@"), .date)
        XCTAssertEqual(ExcelNumberFormat.meaning(code: "hh:mm:ss"), .dateTime)
        XCTAssertEqual(ExcelNumberFormat.meaning(code: "0.00\"days\""), .number)
        XCTAssertEqual(ExcelNumberFormat.meaning(code: "#,##0.00;[Red]-#,##0.00"), .number)
        XCTAssertEqual(ExcelNumberFormat.meaning(builtIn: 14), .date)
        XCTAssertEqual(ExcelNumberFormat.meaning(builtIn: 22), .dateTime)
        XCTAssertEqual(ExcelNumberFormat.meaning(builtIn: 2), .number)
        XCTAssertEqual(ExcelWorkbook.columnIndex("A1"), 0)
        XCTAssertEqual(ExcelWorkbook.columnIndex("AB12"), 27)
        XCTAssertEqual(ExcelWorkbook.columnIndex("XFD1"), 16383)
    }

    func testXMLScannerDecodesEntitiesAndSkipsTheRest() {
        var scanner = XMLScanner(Array("<?xml version=\"1.0\"?><!-- c --><x:a k='1 &amp; 2'>t&lt;&#x41;&#66;<![CDATA[<raw>]]></x:a><b/>".utf8))
        XCTAssertEqual(scanner.next(), .start(name: "a", attributes: ["k": "1 & 2"], isEmpty: false))
        XCTAssertEqual(scanner.next(), .text("t<AB"))
        XCTAssertEqual(scanner.next(), .text("<raw>"))
        XCTAssertEqual(scanner.next(), .end(name: "a"))
        XCTAssertEqual(scanner.next(), .start(name: "b", attributes: [:], isEmpty: true))
        XCTAssertNil(scanner.next())
    }

    func testAZipThatIsNotAWorkbook() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fake.xlsx").path
        try FileManager.default.copyItem(atPath: FormatFixtures.path("numpy/stored.npz"), toPath: path)
        XCTAssertEqual(FormatFixtures.failure(path)?.problem, "not an Excel .xlsx workbook (a zip without xl/workbook.xml)")
    }
}

extension ExcelTableTests {
    /// Forms openpyxl never writes: inline and formula strings, error cells, a skipped row,
    /// namespace prefixes, an absolute relationship target, no styles or shared strings.
    func testAWorkbookWrittenByAnotherWriter() throws {
        let table = try TableFile.read(FormatFixtures.path("excel/byhand.xlsx"))
        XCTAssertEqual(table.columnNames, ["t", "v", "note"])
        XCTAssertEqual(table.column(named: "t")?.values, [1, 2])
        XCTAssertEqual(table.column(named: "v"), DataTable.Column(name: "v", values: [.nan, 0.0025]))
        XCTAssertEqual(table.textColumns["note"], ["formula text", "rich text & more"])
    }
}
