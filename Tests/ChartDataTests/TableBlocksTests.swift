@testable import ChartData
import Foundation
import XCTest

/// The table inside a text file that is not one table from its first line (Layouts/TableBlocks.swift):
/// keyword preambles skipped as metadata, the longest consistent block taken, stacked blocks read
/// as one table with their label, and the files that must stay as the delimited reader reads them.
final class TableBlocksTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("table-blocks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func read(_ text: String, name: String = "f.csv") throws -> DataTable {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return try TableFile.read(url.path, options: TableFile.Options(cachesColumns: false))
    }

    /// The rules themselves, as the fallback after a refusal applies them to a whole file.
    private func blocks(_ text: String, name: String = "f.txt") throws -> DataTable? {
        try TableBlocks.read(Array(text.utf8), file: name)
    }

    private func plan(_ text: String) -> TableBlocks.Plan? {
        TableBlocks.plan(TextLines(Array(text.utf8), complete: true))
    }

    private func rows(_ count: Int, _ row: (Int) -> String) -> String {
        (0..<count).map(row).joined(separator: "\n") + "\n"
    }

    // MARK: - A preamble of keyword lines

    func testSettingsLinesOfTheDatasWidthAreMetadataNotAHeader() throws {
        // Settings lines with as many fields as the rows (a logger's export): never a two-row header.
        let text = "Start: 2001-02-03 10:00:00\nEnd: 2001-02-03 10:00:09\n\nDevice id:,abc,abc\nChannel:,Motion,Light\n\n"
            + "Rate:,10,10\nMode:,Sum,Mean\n\n" + rows(10) { "2001-02-03 10:00:0\($0),\($0 * 3),\(50 + $0)" }
        let table = try read(text)
        XCTAssertEqual(table.rowCount, 10)
        XCTAssertEqual(table.columnNames.count, 3)
        XCTAssertEqual(table.columns.map(\.values).last?.prefix(2), [50, 51], "the rows only, no setting drawn as data")
        XCTAssertTrue(table.readingNotes[0].contains("6 lines above it skipped"), table.readingNotes[0])
        XCTAssertTrue(table.readingNotes[0].contains("key: value lines kept as metadata"), table.readingNotes[0])
        XCTAssertEqual(table.readingWarnings.count, 1)
    }

    func testAtKeywordLinesAboveANamedTableAreSkipped() throws {
        // Read by the delimited reader's preamble rule or, where it refuses, by the fallback.
        let text = "@x1 0.5\n@c 0.2\n@z 0.5\ntime band flux err zp sys\n" + rows(8) { "\(100 + $0) b\($0 % 2) \(Double($0) * 1.5) 0.6 25 ab" }
        let table = try read(text, name: "lc.dat")
        XCTAssertEqual(table.columnNames, ["time", "band", "flux", "err", "zp", "sys"])
        XCTAssertEqual(table.rowCount, 8)
    }

    func testTheLongestBlockOfAReportWithTwoTablesIsTheTable() throws {
        // Quoted key/value lines, a short summary table, then the long table under its header.
        let text = "\"Export File\"\n\"Identity:\",\"A\"\n\"Age:\",\"40\"\n\n"
            + "\"Kind\",\"Start\",\"End\",\"Minutes\",\n\"REST\",\"1\",\"2\",\"30\",\n\"REST\",\"3\",\"4\",\"31\",\n\n"
            + "\"Line\",\"Time\",\"Activity\",\n\n" + rows(20) { "\"\($0 + 1)\",\"09:\(10 + $0):00\",\"\($0 * 2)\"," }
        let table = try XCTUnwrap(try blocks(text))
        XCTAssertEqual(table.rowCount, 20)
        XCTAssertEqual(Array(table.columnNames.prefix(3)), ["Line", "Time", "Activity"])
        XCTAssertTrue(table.readingNotes[0].contains("2 key: value lines"), table.readingNotes[0])
    }

    func testAReportFramedInRulesAboveASemicolonTable() throws {
        let text = "+------ Report ------+\nNAME : X\nMODEL : Y 1\nINTERVAL : 60\n+--------------------+\n"
            + "DATE/TIME;PIM;LIGHT\n" + rows(12) { "01/01/2020 09:\(10 + $0):00;\($0 * 7);\(Double($0) / 2)" }
        let table = try read(text, name: "log.txt")
        XCTAssertEqual(table.columnNames.suffix(2), ["PIM", "LIGHT"])
        XCTAssertEqual(table.rowCount, 12)
    }

    func testNamesAFewShortLinesAboveTheRows() throws {
        // Names, a line closing them, a count and a line opening the rows (CGATS' shape).
        let text = "ORIGINATOR\t\"x\"\nNUMBER_OF_FIELDS\t3\nBEGIN_FORMAT\nID\tR\tG\nEND_FORMAT\nBEGIN\n"
            + rows(6) { "\($0 + 1)\t\(Double($0) * 0.1)\t\(Double($0) * 0.2)" } + "END\n"
        let table = try read(text, name: "chart.txt")
        XCTAssertEqual(table.columnNames, ["ID", "R", "G"])
        XCTAssertEqual(table.rowCount, 6)
    }

    func testNamesFromOneCommentLinePerColumn() throws {
        let text = "@SN a\n@Z 0.2\n#Date:\n#Flux:\n#Band:\n#end\n" + rows(6) { "\(52000 + $0)  \(Double($0) * 3)  g" }
        let table = try XCTUnwrap(try blocks(text, name: "lc.list"))
        XCTAssertEqual(table.columnNames, ["Date", "Flux", "Band"])
        XCTAssertEqual(table.rowCount, 6)
    }

    func testAProseCommentWithAsManyWordsAsColumnsNamesNothing() throws {
        // `# Column 2: …` labels a sentence; its words are no names even when they count the columns.
        let text = "# Table 3\n# Column 2: limit changed from 0.78 to 0.79\n" + rows(6) { "\($0) 1.\($0) 3 4 5 6 7 8" }
        let table = try read(text, name: "t.dat")
        XCTAssertEqual(table.columnNames.first, "column 1")
        XCTAssertEqual(table.rowCount, 6)
    }

    func testALongerRunOfSettingsIsNoTableButRowsTaggedByOneKeywordAre() throws {
        // Six settings of two fields each, then four observations tagged `OBS:` under their names.
        let settings = (1...6).map { "KEY_\($0):  \($0).5" }.joined(separator: "\n") + "\n"
        let text = settings + "NOBS: 4\nVARLIST: MJD FLT FLUX\n" + rows(4) { "OBS: \(53600 + $0).1 g \(Double($0) * 2.5)" } + "END:\n"
        let found = try XCTUnwrap(plan(text))
        XCTAssertEqual(found.width, 4)
        XCTAssertEqual(found.blocks.first?.lines.count, 4)
        XCTAssertEqual(found.header, 7, "the VARLIST line names the rows")
    }

    // MARK: - Stacked blocks

    func testBlocksUnderRepeatedHeaderLinesGetTheirLabelAsAKey() throws {
        var text = ""
        for parameter in [".02", ".06", ".1"] {
            text += "x,\(parameter)\n" + rows(5) { "\(Double($0) * 0.1),\(Double($0) + (Double(parameter) ?? 0))" }
        }
        let table = try read(text)
        XCTAssertEqual(table.columnNames, ["block", "x", "column 2"])
        XCTAssertEqual(table.rowCount, 15)
        XCTAssertEqual(Set(table.textColumns["block"] ?? []), [".02", ".06", ".1"], "labels written as numbers are a key")
        XCTAssertTrue(table.readingNotes[0].contains("3 stacked blocks"), table.readingNotes[0])
    }

    func testIdenticalRepeatedHeadersNumberTheBlocks() throws {
        let text = "t,v\n" + rows(4) { "\($0),\($0 * 2)" } + "t,v\n" + rows(4) { "\($0),\($0 * 3)" }
        let table = try read(text)
        XCTAssertEqual(table.columnNames, ["block", "t", "v"])
        XCTAssertEqual(table.rowCount, 8)
    }

    func testBlocksNamedByCommentLinesGetTheKeyAsTheirColumn() throws {
        var text = ""
        for band in ["u", "b", "v"] {
            text += "# BAND: 'Filter \(band)'\n# Data from a web page\n" + rows(6) { "\(3000 + 50 * $0)    \(Double($0) / 10)" }
        }
        let table = try read(text, name: "curves.dat")
        XCTAssertEqual(table.columnNames, ["BAND", "column 1", "column 2"])
        XCTAssertEqual(table.rowCount, 18)
        XCTAssertEqual(table.textColumns["BAND"]?.first, "Filter u")
    }

    // MARK: - Files that must not change

    func testAPlainTableIsLeftToTheDelimitedReader() throws {
        XCTAssertFalse(plan("a,b\n" + rows(20) { "\($0),\($0)" })?.overrulesDelimitedReader ?? false)
        // A first data row that looks like a header (texts over texts and numbers).
        let header = "city,country,population\n" + "Name,Land,1\n" + rows(10) { "c\($0),k\($0),\($0 * 100)" }
        XCTAssertFalse(plan(header)?.overrulesDelimitedReader ?? false)
        // A units row under the names, and first rows with gaps: the delimited reader's rules.
        XCTAssertFalse(plan("time,temp\n(s),(degC)\n" + rows(10) { "\($0),\(20 + $0)" })?.overrulesDelimitedReader ?? false)
        XCTAssertFalse(plan("id,a,b\n1,,\n2,3,\n" + rows(10) { "\($0 + 3),\($0),\($0)" })?.overrulesDelimitedReader ?? false)
    }

    func testTimesAndOneKeywordLineAreNoPreamble() throws {
        // `12:30` is a time, not a key; one `Title: …` line is a title the delimited reader skips.
        let times = "12:30,1\n12:31,2\n" + rows(10) { "12:\(32 + $0),\($0)" }
        XCTAssertFalse(plan(times)?.overrulesDelimitedReader ?? false)
        let titled = "Title: a run\nt,v\n" + rows(10) { "\($0),\($0)" }
        XCTAssertFalse(plan(titled)?.overrulesDelimitedReader ?? false)
    }

    func testAnOddRowAndACommentedOutRowDoNotSplitATable() throws {
        // A cell of text in a column of numbers is data (reported), not a new block's header.
        let odd = "t,v\n" + rows(5) { "\($0),\($0)" } + "6,ERR\n" + rows(5) { "\($0 + 7),\($0)" }
        XCTAssertEqual(plan(odd)?.blocks.count, 1)
        XCTAssertEqual(plan(odd)?.blocks.first?.lines.count, 11)
        // A row commented out inside the data under a title comment names no block.
        let commented = "# Table 3\n" + rows(5) { "\($0) \($0)" } + "# 9 9\n" + rows(5) { "\($0) \($0)" }
        XCTAssertFalse(plan(commented)?.overrulesDelimitedReader ?? false)
    }

    // MARK: - What stays refused, and the cost

    func testAFileWithNoTableStaysRefusedInOneLine() throws {
        let prose = "This is a note.\nIt has lines of words, and commas.\nNothing, here, is a table: at all.\n"
        XCTAssertThrowsError(try read(prose, name: "note.txt")) { error in
            let message = (error as? DataFileError)?.description ?? ""
            XCTAssertTrue(message.contains("note.txt"), message)
            XCTAssertFalse(message.contains("\n"), message)
        }
    }

    func testARowOfMoreFieldsInsideATableStaysAnErrorNamingIt() throws {
        let text = "t,v\n" + rows(10) { "\($0),\($0)" } + "11,12,13\n" + rows(10) { "\($0 + 12),\($0)" }
        XCTAssertThrowsError(try read(text)) { error in
            XCTAssertEqual((error as? DataFileError)?.line, 12)
        }
        // Near the top too: the longer part under the bad row is no table of its own.
        let early = "t,v\n1,2\n2,3\n3,4,5\n" + rows(20) { "\($0 + 4),\($0)" }
        XCTAssertThrowsError(try read(early)) { error in
            XCTAssertEqual((error as? DataFileError)?.line, 4)
        }
    }

    func testTheSearchIsLinearInTheLines() {
        // 200,000 lines that alternate in shape: every run is short, and the search ends in one pass each.
        let text = rows(200_000) { $0 % 2 == 0 ? "a,b,c" : "1;2" }
        let lines = TextLines(Array(text.utf8), complete: true)
        XCTAssertNil(TableBlocks.plan(lines))
    }
}
