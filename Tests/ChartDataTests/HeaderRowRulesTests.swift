@testable import ChartData
import Foundation
import XCTest

/// Headers that are not one plain row of names over the rows, told by measured properties of the
/// records: years as names beside several labels, `!` comment lines between the header and the
/// rows, a header led by a mark, positions over a curve of another quantity, a trailer of notes
/// under a long table, and a sheet whose second row has blanks. Each file is the shape alone.
final class HeaderRowRulesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("header-rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func parse(_ lines: [String]) throws -> DataTable {
        try DelimitedTextParser.parse(lines.joined(separator: "\n") + "\n", file: "t.csv", keepTextColumns: true)
    }

    /// Through `TableFile`, as `chartview FILE` reads it (with the report layouts' rules).
    private func read(_ lines: [String], name: String = "f.txt") throws -> DataTable {
        let url = folder.appendingPathComponent(name)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return try TableFile.read(url.path, options: TableFile.Options(cachesColumns: false))
    }

    private func rows(_ count: Int, _ row: (Int) -> String) -> [String] { (0..<count).map(row) }

    // MARK: - Years as names beside several labels

    func testYearsInEqualStepsBesideTwoLabelsAreTheHeader() throws {
        let table = try parse([#""country","indicator","2000","2001","2002","2003""#,
                               #""ABW","SP.URB.TOTL",42444,43048,43670,44246"#,
                               #""ABW","SP.URB.GROW",1.18,1.41,1.43,1.31"#,
                               #""AFG","SP.URB.TOTL",4436282,4648139,4892345,5155093"#])
        XCTAssertEqual(table.columnNames, ["country", "indicator", "2000", "2001", "2002", "2003"])
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.column(named: "2001")?.values, [43048, 1.41, 4648139])
    }

    func testRowsUnderTwoLabelsStayDataWhenTheFirstIsNoCountOfYears() throws {
        // Rising, but not in equal whole steps: a row of a growing measure.
        let rising = try parse(["ABW,SP.POP.TOTL,90853,92898,94992,97017", "ABW,SP.URB.GROW,1.18,1.41,1.43,1.31"])
        XCTAssertEqual(rising.rowCount, 2)
        XCTAssertEqual(rising.columnNames.first, "column 1")
        // Equal steps in both rows: sequences, not names.
        let counted = try parse(["a,b,1,2,3,4", "c,d,5,6,7,8"])
        XCTAssertEqual(counted.rowCount, 2)
        XCTAssertEqual(counted.column(named: "column 3")?.values, [1, 5])
    }

    /// One or two years beside several labels (a World Bank extract of one year): a gap or a value
    /// that is no year under them makes the first record the header; a year under them keeps it data.
    func testOneOrTwoYearsBesideLabelsAreTheHeaderOverValuesThatAreNoYears() throws {
        let one = try parse(["Country Name,Country Code,Indicator Name,2015", "Aruba,ABW,GDP,", "Angola,AGO,GDP,102627000000"])
        XCTAssertEqual(one.columnNames, ["Country Name", "Country Code", "Indicator Name", "2015"])
        XCTAssertEqual(one.rowCount, 2)
        let two = try parse(["country,code,1990,2000", "Aruba,ABW,62149,90853", "Angola,AGO,11828638,16395473"])
        XCTAssertEqual(two.columnNames, ["country", "code", "1990", "2000"])
        let data = try parse(["Oslo,NO,2015", "Bergen,NO,2016", "Trondheim,NO,2017"])
        XCTAssertEqual(data.rowCount, 3, "a year under the year: rows of a label and a year")
        XCTAssertEqual(data.columnNames.first, "column 1")
        let oneLabel = try parse(["Oslo,2015", "Bergen,", "Trondheim,7"])
        XCTAssertEqual(oneLabel.columnNames.first, "column 1", "one label: as likely a row as names")
    }

    // MARK: - A trailer of notes

    func testNotesUnderALongTableAreATrailer() throws {
        let lines = ["  0   0         100          500        1000       5000      10000      20000"]
            + rows(30) { "  1 \($0 + 2) 7.5E-01 6.1E-01 5.6E-01 5.2E-01 5.4E-01 5.5E-01" }
            + ["*** O III collision strengths", "*** SOURCE1  Tayal, S. S. & Zatsarinny, O. 2017, ApJ, 850, 147", "*** T_UNIT K"]
        let table = try parse(lines)
        XCTAssertEqual(table.rowCount, 30)
        XCTAssertEqual(table.columnNames.last, "20000", "temperatures over the level numbers are the header")
        XCTAssertTrue(table.cellWarnings.isEmpty, "the notes are no cells")
        XCTAssertTrue(table.readingNotes.contains { $0.hasPrefix("lines 32–34 skipped: 3 lines at the end that do not fit") },
                      "\(table.readingNotes)")
    }

    func testLinesThatDoNotFitStayAnErrorWhenRowsFollowThemOrTheTableIsShort() {
        let followed = ["a b c"] + rows(30) { "\($0) 1 2" } + ["*** a note of more fields", "31 1 2"]
        XCTAssertThrowsError(try parse(followed)) { error in
            XCTAssertEqual((error as? DataFileError)?.line, 32)
        }
        let short = ["a b c"] + rows(5) { "\($0) 1 2" } + ["*** a note of more fields"]
        XCTAssertThrowsError(try parse(short)) { error in
            XCTAssertEqual((error as? DataFileError)?.line, 7)
        }
    }

    func testASecondTableUnderTheFirstIsNoTrailer() {
        // Its names are led by a word, not a mark: the reader refuses, and the report layouts
        // take the longer table.
        let lines = ["Viewing Angle,2"] + rows(30) { "Spectral Data \(771 + $0),0.\($0 + 1)" }
            + ["TM-30 Vector,Reference x,Reference y,Measure"] + rows(3) { "bin\($0),0.9,0.2,0.8" }
        XCTAssertThrowsError(try parse(lines)) { error in
            XCTAssertEqual((error as? DataFileError)?.line, 32)
        }
    }

    func testANoteRepeatedAmongTheRowsIsNoTrailerAtTheEnd() throws {
        // Touchstone's `! Port Impedance` line under every row: the last one is a row like the others.
        let lines = ["f a b c d"] + (0..<25).flatMap { ["\($0) 1 2 3 4", "! Port 50 0"] }
        XCTAssertEqual(try parse(lines).rowCount, 50)
    }

    func testShortLastRowsOfNumbersAreNoTrailer() throws {
        let table = try parse(["a,b,c"] + rows(30) { "\($0),1,2" } + ["30,1", "31,1"])
        XCTAssertEqual(table.rowCount, 32, "rows with fewer fields are gaps, as pandas reads them")
    }

    // MARK: - `!` comment lines

    func testBangLinesBetweenTheHeaderAndTheRowsAreComments() throws {
        let lines = ["$ECOTYPES:WHCER048.20200721   Last edit: 2020-07-21 CHP", "!", "! COEFF   DEFINITION",
                     "! P1      Duration of phase 1 (oC.d)", "",
                     "@ECO#     P1 P2FR1    P2",
                     "!          1     2     3",
                     "!       oC.d    fr  oC.d"]
            + rows(12) { String(format: "%06d %5d %5.2f %5d", 999_900 + $0, 100 + $0, Double($0) / 20, 200 + $0) }
        let table = try read(lines, name: "w.ECO")
        XCTAssertEqual(table.columnNames, ["@ECO#", "P1", "P2FR1", "P2"])
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.column(named: "P1")?.values.prefix(2), [100, 101])
    }

    func testABangInsideACellIsNoComment() throws {
        let table = try parse(["name,score", "!alpha,1", "beta!,2", "!gamma,3"])
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.textColumns["name"], ["!alpha", "beta!", "!gamma"])
    }

    func testAHeaderLedByAMarkAboveTheRows() throws {
        let lines = ["*Atmospheric CO2 Historical Data", "! DSSAT v4.8.0.1; 2023-05-06", "", "@ NAME", "  Example weather dataset",
                     "@ SITE", "  Mauna Loa", "!Base CO2 for the fixed value option", "@CO2BAS", "   380.", "!Monthly values",
                     "@ YEAR   DOY    CO2"]
            + rows(24) { "  \(1958 + $0 / 12)   \(15 + 30 * ($0 % 12)) \(315.0 + Double($0) / 10)" }
        let table = try read(lines, name: "co2.WDA")
        XCTAssertEqual(table.columnNames, ["YEAR", "DOY", "CO2"])
        XCTAssertEqual(table.rowCount, 24)
        XCTAssertEqual(table.column(named: "DOY")?.values.prefix(2), [15, 45])
    }

    // MARK: - Positions over a curve of another quantity

    func testRisingPositionsOverARisingCurveOfOtherValuesAreTheHeader() throws {
        let positions = (0..<30).map { String(520 + 10 * $0) }
        let curve = (0..<30).map { String(-12.5 + 2.75 * Double($0)) }
        let table = try parse([positions.joined(separator: ","), curve.joined(separator: ",")])
        XCTAssertEqual(table.columnNames.first, "520")
        XCTAssertEqual(table.rowCount, 1)
        let rows = try XCTUnwrap(RowSeriesTable(table), "one row under positions is one curve")
        XCTAssertEqual(rows.positions.first, 520)
        XCTAssertEqual(rows.drawnRows, [0])
    }

    func testPositionsBesideLabelColumnsOverRowsOfOtherValues() throws {
        let header = "0 0 " + (0..<8).map { String(2.0 + Double($0) / 10) }.joined(separator: " ")
        let lines = [header] + (2..<6).map { upper in "1 \(upper) " + (0..<8).map { String(0.6 - Double($0 + upper) / 100) }.joined(separator: " ") }
        let table = try parse(lines)
        XCTAssertEqual(table.rowCount, 4)
        XCTAssertEqual(Array(table.columnNames.suffix(8)), ["2.0", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7"])
        // The same shape whose first row is a row like the others (level numbers and values alike) stays data.
        let data = try parse(["1 2 0.001 0.08 0.09 1.1 1.2", "1 3 0.002 0.081 0.095 1.12 1.3"])
        XCTAssertEqual(data.rowCount, 2)
    }

    func testARisingArrayCutIntoRowsStaysData() throws {
        let lines = (0..<3).map { row in (0..<25).map { String(row * 25 + $0) }.joined(separator: ",") }
        let table = try parse(lines)
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.column(named: "column 1")?.values, [0, 25, 50])
    }

    func testTwoRisingRowsThroughTheSameNumbersStayData() throws {
        let first = (0..<30).map { String(100 + 3 * $0) }
        let second = (0..<30).map { String(150 + 4 * $0) }
        let table = try parse([first.joined(separator: ","), second.joined(separator: ",")])
        XCTAssertEqual(table.rowCount, 2)
        XCTAssertEqual(table.columnNames.first, "column 1")
    }

    // MARK: - A sheet whose second row has blanks

    func testTheHeaderOverASecondRowWithBlanks() {
        let t = { (text: String) in ExcelCell.text(text) }
        let n = { (value: Double) in ExcelCell.number(value, .number) }
        let first: [ExcelCell] = [.empty, t("name"), t("iso3"), t("area_km2"), t("population")]
        let below: [[ExcelCell]] = [[n(0), t("Curaçao"), t("CUW"), .empty, .empty],
                                    [n(1), t("Afghanistan"), t("AFG"), n(652230), n(38041754)]]
        XCTAssertFalse(ExcelTable.isHeader(first, above: below[0]), "the second row alone hides it")
        XCTAssertTrue(ExcelTable.isHeader(first, above: ExcelTable.firstCellsBelow(below, width: 5)))
    }
}
