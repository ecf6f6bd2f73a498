import Foundation
import XCTest
@testable import ChartData

/// Numbers as people write them (`"1,234,567"`, `$1,234.56`, `12.5%`, `(1,234)`, `3.2 km`) are
/// read as numbers when nearly all of a column is written one way, with the symbol or unit kept
/// for the axis title; lists, codes, dates and mixed units stay text.
final class WrittenNumberTests: XCTestCase {
    private func table(_ text: String, file: String = "f.csv") throws -> DataTable {
        try DelimitedTextParser.parse(text, file: file, keepTextColumns: true)
    }

    private func values(_ table: DataTable, _ name: String, file: StaticString = #filePath, line: UInt = #line) -> [Double] {
        guard let column = table.column(named: name) else {
            XCTFail("\(name) is not numeric; text columns: \(table.textColumns.keys.sorted())", file: file, line: line)
            return []
        }
        return column.values
    }

    func testQuotedThousandsSeparatorsInACommaFile() throws {
        let read = try table("name,pop\nA,\"1,234,567\"\nB,\"12,345\"\nC,999\nD,\n")
        XCTAssertEqual(values(read, "pop").prefix(3), [1_234_567, 12_345, 999])
        XCTAssertTrue(values(read, "pop")[3].isNaN)
        XCTAssertTrue(read.cellWarnings.isEmpty)
        XCTAssertTrue(read.readingNotes.contains { $0.contains("\"pop\"") && $0.contains("thousands grouped by \",\"") }, "\(read.readingNotes)")
    }

    func testAGroupedNumberUnderTheHeaderIsDataNotAUnitsRow() throws {
        // A text-only second record over numbers looks like a units row (`s,degC`); a cell that
        // is a written number (`"1,234,567"`) makes it the first data row.
        let read = try table("name,pop\nA,\"1,234,567\"\nB,999\nC,12\n")
        XCTAssertEqual(read.rowCount, 3)
        XCTAssertEqual(values(read, "pop"), [1_234_567, 999, 12])
        XCTAssertNil(read.units["pop"])
    }

    func testAColumnOfPlainNumbersWithSomeGroupedOnesReadsWhole() throws {
        // Numbers first, grouped ones later: the grouped cells were gaps of a numeric column.
        var text = "year,men\n"
        for year in 0..<40 { text += "\(2000 + year),\(year % 2 == 0 ? "50341811" : "\"48,558,034\"")\n" }
        let read = try table(text)
        XCTAssertEqual(Set(values(read, "men")), [50_341_811, 48_558_034])
        XCTAssertTrue(read.cellWarnings.isEmpty, "\(read.cellWarnings)")
    }

    func testCurrencySymbolsAndCodesBecomeTheUnit() throws {
        let read = try table("item,price,fee,cost\na,\"$1,234.56 \",€12,12 USD\nb,$20.99,€7.5,3 USD\nc,-$5,€0,1000 USD\n")
        XCTAssertEqual(values(read, "price"), [1234.56, 20.99, -5])
        XCTAssertEqual(values(read, "fee"), [12, 7.5, 0])
        XCTAssertEqual(values(read, "cost"), [12, 3, 1000])
        XCTAssertEqual(read.title(of: "price"), "price ($)")
        XCTAssertEqual(read.title(of: "fee"), "fee (€)")
        XCTAssertEqual(read.title(of: "cost"), "cost (USD)")
    }

    func testPercentIsDrawnAsWrittenWithThePercentUnit() throws {
        let read = try table("g,rate\na,12.5%\nb,3%\nc,100 %\n")
        XCTAssertEqual(values(read, "rate"), [12.5, 3, 100])
        XCTAssertEqual(read.title(of: "rate"), "rate (%)")
        XCTAssertTrue(read.readingNotes.contains { $0.contains("percent") })
    }

    func testAccountingNegativesAndFootnoteMarks() throws {
        let read = try table("k,net\na,\"(1,234)\"\nb,\"2,000\"\nc,\"15*\"\nd,7†\n")
        XCTAssertEqual(values(read, "net"), [-1234, 2000, 15, 7])
        XCTAssertNil(read.units["net"])
    }

    func testAConsistentTrailingUnit() throws {
        let read = try table("run,distance\na,3.2 km\nb,10 km\nc,7.5km\n")
        XCTAssertEqual(values(read, "distance"), [3.2, 10, 7.5])
        XCTAssertEqual(read.title(of: "distance"), "distance (km)")
    }

    func testLettersThatDisagreeTagTheCellsAndAreNoUnit() throws {
        // Half seasons (`1936.1S`, `1936.2F`) among plain years: the letters differ from cell to
        // cell, so neither is the column's unit and the axis is not titled "yearID (F)".
        var text = "yearID,SO\n"
        for index in 0..<100 { text += "\(1900 + index),\(index)\n" }
        text += "1936.1S,1\n1936.2F,2\n1937.1S,3\n1937.2F,4\n"
        let read = try table(text)
        XCTAssertEqual(read.title(of: "yearID"), "yearID")
        XCTAssertNil(read.units["yearID"])
        XCTAssertEqual(values(read, "yearID").prefix(2), [1900, 1901])
    }

    func testAUnitOnNearlyEveryAffixedCellStaysTheUnit() throws {
        // One stray affix among many agreeing ones is a typo, not a tag: the unit stays.
        var text = "run,distance\n"
        for index in 0..<30 { text += "r\(index),\(index + 1) km\n" }
        let read = try table(text + "x,5 m\n")
        XCTAssertEqual(read.title(of: "distance"), "distance (km)")
    }

    func testBlankGroupingAndDecimalCommasWhereTheFileSaysSo() throws {
        // Tab-separated, thin and no-break spaces grouping, decimal commas.
        let tsv = try table("k\tv\na\t1\u{2009}234,5\nb\t12\u{00A0}345\nc\t3,25\n", file: "f.tsv")
        XCTAssertEqual(values(tsv, "v"), [1234.5, 12345, 3.25])
        // Semicolons: dots group thousands, the comma is the decimal mark, the € after.
        let semicolons = try table("k;v\na;1.234.567,89 €\nb;12,50 €\nc;0,99 €\n")
        XCTAssertEqual(values(semicolons, "v"), [1_234_567.89, 12.5, 0.99])
        XCTAssertEqual(semicolons.units["v"], "€")
    }

    func testAnAmbiguousCommaInACommaFileGroupsThousands() throws {
        // `12,000` alone says nothing; in a comma-separated file it is twelve thousand (pandas'
        // thousands=","), and a lone decimal comma there is not taken without a cell like `1.234,5`.
        XCTAssertEqual(values(try table("k,v\na,\"12,000\"\nb,\"1,500\"\n"), "v"), [12_000, 1_500])
        XCTAssertNil(try table("k,v\na,\"3,25\"\nb,\"1,5\"\n").column(named: "v"))
    }

    func testListsCodesDatesAndMixedUnitsStayText() throws {
        let read = try table("""
            list,zip,date,long,mixed,code,phone,range,score
            "1,2,3",01234,"Jan 5, 2020",2020-01-05,3 km,A12,555 123 4567,1990-1995,70+2
            "4,5,6",02139,"Feb 6, 2021",2021-02-06,4 kg,B13,555 987 6543,1996-2000,81+1
            "7,8",10001,"Mar 7, 2022",2022-03-07,5 km,C14,555 111 2222,2001-2005,64
            """ + "\n")
        for name in ["list", "date", "long", "mixed", "code", "phone", "range", "score"] {
            XCTAssertNil(read.column(named: name), name)
        }
        // ZIP codes are numbers written zero-padded: codes, as before.
        XCTAssertTrue(read.zeroPaddedColumns.contains("zip"))
        XCTAssertTrue(read.readingNotes.allSatisfy { !$0.contains("numbers written as") }, "\(read.readingNotes)")
    }

    func testAFewOddCellsAreGapsWithAWarningAndTooManyKeepTheColumnText() throws {
        var text = "k,v\n"
        for index in 0..<40 { text += "r\(index),\"\(index + 1),000\"\n" }
        let read = try table(text + "x,n/a\n")
        XCTAssertEqual(values(read, "v").count, 41)
        XCTAssertEqual(read.cellWarnings.map(\.count), [1])
        XCTAssertTrue(read.cellWarnings[0].description.contains("\"n/a\""), read.cellWarnings[0].description)
        let mostlyText = try table(text + (0..<5).map { "y\($0),none\n" }.joined())
        XCTAssertNil(mostlyText.column(named: "v"))
    }

    func testTheBigFilePathReadsAsTheWholeFileDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("written-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = "day,amount,share\n"
        for row in 0..<3000 { text += "\(row),\"$\(row % 7 + 1),\(String(format: "%03d", row % 1000)).25\",\(row % 100)%\n" }
        let path = folder.appendingPathComponent("f.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let whole = try table(text)
        var options = DelimitedFileReader.Options()
        options.cachesColumns = false
        for part in [1 << 10, 1 << 14] {
            options.partBytes = part
            let parts = try DelimitedFileReader(path: path, file: "f.csv", options: options).finish()
            XCTAssertEqual(parts.columns, whole.columns, "parts of \(part)")
            XCTAssertEqual(parts.units, whole.units)
        }
        XCTAssertEqual(try TableFile.read(path, options: .init(cachesColumns: false)).columns, whole.columns)
        XCTAssertEqual(values(whole, "amount")[1], 2_001.25)
        XCTAssertEqual(whole.units, ["amount": "$", "share": "%"])
    }

    func testCellShapes() {
        XCTAssertEqual(WrittenNumber("$1,234.56")?.value(decimalMark: UInt8(ascii: ".")), 1234.56)
        XCTAssertEqual(WrittenNumber("1.234,5")?.evidence, .comma)
        XCTAssertEqual(WrittenNumber("1,234")?.evidence, WrittenNumber.MarkEvidence.none)
        XCTAssertEqual(WrittenNumber("0,123")?.evidence, .comma)
        XCTAssertEqual(WrittenNumber("12 m²")?.unit, "m²")
        XCTAssertEqual(WrittenNumber("−12")?.value(decimalMark: UInt8(ascii: ".")), -12)
        XCTAssertNil(WrittenNumber("1,2,3")?.value(decimalMark: UInt8(ascii: ".")))
        XCTAssertNil(WrittenNumber("12:30"))
        XCTAssertNil(WrittenNumber("Level 3"))
        XCTAssertNil(WrittenNumber("$12 USD"))
    }
}
