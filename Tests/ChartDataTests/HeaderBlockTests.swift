import Foundation
import XCTest
@testable import ChartData

/// Headers found from how the rows agree in type (TableReader+HeaderBlock.swift), end markers
/// (TableReader+Footer.swift), commented names at wide blanks and a unit in the corner cell.
/// Each file is the shape alone, made up here.
final class HeaderBlockTests: XCTestCase {
    private func parse(_ lines: [String]) throws -> DataTable {
        try DelimitedTextParser.parse(lines.joined(separator: "\n") + "\n", file: "t.csv", keepTextColumns: true)
    }

    private func rows(_ count: Int, _ row: (Int) -> String) -> [String] { (0..<count).map(row) }

    /// A key row and its value row above the real header, all of one width (trailing blanks):
    /// the header is the row that names every column holding data and no empty one.
    func testMetadataRowsAboveTheHeaderAreAPreamble() throws {
        let lines = ["Source,Station,Latitude,Elevation,GHI Units,Temp Units,Version,Notes",
                     "NSRDB,1234,39.7,1820,w/m2,c,3.2,ok",
                     "Year,Month,Day,Hour,GHI,Temperature,,"]
            + rows(20) { "2020,1,\($0 / 24 + 1),\($0 % 24),\($0 * 10),\(Double($0) / 2),," }
        let table = try parse(lines)
        // The two columns no header row names and no row fills are left out.
        XCTAssertEqual(table.columnNames, ["Year", "Month", "Day", "Hour", "GHI", "Temperature"])
        XCTAssertTrue(table.readingNotes.contains("2 columns left out (column 7 …): no name in the header and no value in any row"))
        XCTAssertEqual(table.rowCount, 20)
        XCTAssertEqual(table.column(named: "GHI")?.values.prefix(3), [0, 10, 20])
        XCTAssertEqual(table.cellWarnings.count, 0)
        XCTAssertTrue(table.readingNotes.contains { $0.hasPrefix("lines 1–2 skipped: a preamble above the header on line 3") },
                      "\(table.readingNotes)")
    }

    /// Key/value rows between the header and the rows (a reference table's model name, citation,
    /// DOI): skipped, the header kept.
    func testMetadataRowsUnderTheHeaderAreSkipped() throws {
        let lines = ["var,value,units,unc",
                     "ModelName,Ref_A,,", "Reservoir,Mantle,,", "ModelType,Average,,",
                     "Reference,Someone (2001),,", "DOI,10.1000/xyz,,", "Description,,,"]
            + rows(10) { "E\($0),\(Double($0) + 0.5),ppm,0.\($0 + 1)" }
        let table = try parse(lines)
        XCTAssertEqual(table.columnNames, ["var", "value", "units", "unc"])
        // `Description,,,` fits the rows (a key without a value): read as a row of gaps.
        XCTAssertEqual(table.rowCount, 11)
        XCTAssertEqual(table.column(named: "value")?.values.dropFirst().prefix(2), [0.5, 1.5])
        XCTAssertTrue(table.readingNotes.contains { $0.contains("lines 2–6 skipped: rows with text where the columns below hold numbers") },
                      "\(table.readingNotes)")
    }

    /// Three header rows (a season over a statistic over the key's name): one name per column
    /// from all three.
    func testThreeHeaderRowsNameEachColumnTogether() throws {
        let lines = [",S1,S1,S2,S2", ",W,L,W,L", "Team,,,,"] + rows(6) { "Team \($0),\($0),\(9 - $0),\($0 + 1),\(8 - $0)" }
        let table = try parse(lines)
        XCTAssertEqual(table.columnNames, ["Team", "S1 · W", "S1 · L", "S2 · W", "S2 · L"])
        XCTAssertEqual(table.rowCount, 6)
        XCTAssertEqual(table.column(named: "S2 · L")?.values.first, 8)
        XCTAssertTrue(table.readingNotes.contains { $0.hasPrefix("lines 1–3 are one header of 3 rows") }, "\(table.readingNotes)")
    }

    /// Header rows where a column is blank in all of them (the second coordinate of a player):
    /// it continues the column on its left.
    func testAColumnBlankInEveryHeaderRowContinuesItsLeftNeighbour() throws {
        let lines = [",,Home,,Home,", ",,11,,7,", "Period,Time,Player11,,Player7,"]
            + rows(8) { "1,\(Double($0) * 0.04),0.\($0),0.5,0.\($0 + 1),0.4" }
        let table = try parse(lines)
        XCTAssertEqual(table.columnNames, ["Period", "Time", "Home · 11 · Player11", "Home · 11 · Player11 (2)",
                                           "Home · 7 · Player7", "Home · 7 · Player7 (2)"])
        XCTAssertEqual(table.rowCount, 8)
    }

    /// One row of texts under a header stays with the units-row and data rules: the header block
    /// rule does not take it.
    func testOneTextRowUnderAHeaderIsLeftToTheUnitsRule() throws {
        let lines = ["time,temp,pressure", "s,degC,hPa"] + rows(10) { "\($0),\(20 + $0),\(1000 + $0)" }
        let table = try parse(lines)
        XCTAssertEqual(table.columnNames, ["time", "temp", "pressure"])
        XCTAssertEqual(table.units["temp"], "degC")
        XCTAssertFalse(table.readingNotes.contains { $0.contains("header on line") || $0.contains("one header of") })
    }

    /// A header over rows of texts only (no numeric column) is read as before.
    func testATableOfTextsIsReadAsBefore() throws {
        let lines = ["carrier,name"] + rows(10) { "C\($0),Airline \($0)" }
        let table = try parse(lines)
        XCTAssertEqual(table.columnNames, ["carrier", "name"])
        XCTAssertEqual(table.rowCount, 10)
        XCTAssertEqual(table.readingNotes, [])
    }

    /// A header of a label's name then increasing numbers (wind speeds) over labelled rows: the
    /// numbers name the columns, as pandas reads it.
    func testAHeaderOfIncreasingNumbersOverLabelledRows() throws {
        let table = try parse(["turbine,0.0,0.5,1.0,1.5", "A-1,0,10,20,30", "B-2,0,12,,35", "C-3,0,9,18,29"])
        XCTAssertEqual(table.columnNames, ["turbine", "0.0", "0.5", "1.0", "1.5"])
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.column(named: "1.5")?.values, [30, 35, 29])
        // Numbers in no order after a label are a row of data.
        let data = try parse(["A-1,3,1,2", "B-2,4,6,5", "C-3,7,9,8"])
        XCTAssertEqual(data.rowCount, 3)
        XCTAssertEqual(data.columnNames, ["column 1", "column 2", "column 3", "column 4"])
    }

    // MARK: Footers

    /// Lines of one field at the end under rows of several (an end marker of 9s) are no rows.
    func testAnEndMarkerOfOneFieldIsAFooter() throws {
        let lines = rows(12) { "\($0 / 3 + 1) \($0 % 3) \(Double($0) * 1.5) \(Double($0) * -0.5)" }
            + [String(repeating: "9", count: 48), String(repeating: "9", count: 48)]
        let table = try parse(lines)
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.columns[0].values.max(), 4)
        XCTAssertTrue(table.readingNotes.contains { $0.hasPrefix("lines 13–14 skipped: one field at the end") }, "\(table.readingNotes)")
    }

    /// One-field records inside the table are rows with gaps, as pandas reads them.
    func testOneFieldRowsInsideTheTableStayRows() throws {
        let lines = ["a,b,c", "1,2,3", "4", "5,6,7", "8,9,10"]
        let table = try parse(lines)
        XCTAssertEqual(table.rowCount, 4)
        XCTAssertEqual(table.columns[0].values, [1, 4, 5, 8])
        XCTAssertTrue(table.columns[1].values[1].isNaN)
        XCTAssertEqual(table.readingNotes, [])
    }

    /// More one-field records at the end than a footer holds are data.
    func testALongRunOfOneFieldRowsIsData() throws {
        let lines = ["a,b,c"] + rows(5) { "\($0),2,3" } + rows(12) { "\($0)" }
        let table = try parse(lines)
        XCTAssertEqual(table.rowCount, 17)
        XCTAssertEqual(table.readingNotes, [])
    }

    // MARK: Commented names, corner units

    /// A commented header over blank-aligned columns whose names hold a blank or a quote.
    func testCommentedNamesAtWideBlanks() throws {
        let lines = ["# Orientation values, made up",
                     "# YR  MM      x(\")      y(\")      x Er      y Er"]
            + rows(6) { String(format: "%4d  %2d  %8.4f  %8.4f  %8.4f  %8.4f", 2001, $0 + 1, 0.1 * Double($0), 0.2, 0.01, 0.02) }
        let table = try parse(lines)
        XCTAssertEqual(table.columnNames, ["YR", "MM", "x(\")", "y(\")", "x Er", "y Er"])
        XCTAssertEqual(table.rowCount, 6)
    }

    /// A unit alone in the corner cell, over the row labels of a cross table, is the unit of the
    /// numbers and no column name.
    func testAUnitInTheCornerCellIsTheUnitOfTheNumbers() throws {
        let lines = ["[kWh],Mon,Tue"] + rows(6) { "0\($0):00-0\($0):15,\($0),\($0 * 2)" }
        let table = try parse(lines)
        XCTAssertEqual(table.columnNames, ["column 1", "Mon", "Tue"])
        XCTAssertEqual(table.units["Mon"], "kWh")
        XCTAssertEqual(table.units["Tue"], "kWh")
        XCTAssertTrue(table.readingNotes.contains { $0.contains("`[kWh]` is the unit of the numbers") }, "\(table.readingNotes)")
    }
}
