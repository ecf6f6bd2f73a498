@testable import ChartData
import Foundation
import XCTest

/// Lines above a table (a station line, a one-cell title, prose) are skipped as pandas'
/// skiprows would, the header under them kept, and the reader says so; a header above sparse
/// first rows and R's header of one name fewer are no preamble.
final class PreambleTests: XCTestCase {
    private func read(_ name: String) throws -> DataTable {
        try DelimitedTextParser.parse(contentsOf: FormatFixtures.path("frontdoor/" + name), keepTextColumns: true,
                                      cachesColumns: false)
    }

    func testAStationLineAboveAWiderHeaderIsSkipped() throws {
        let table = try read("station.csv")
        XCTAssertEqual(table.columnNames, ["Date (MM/DD/YYYY)", "Time (HH:MM)", "GHI (W/m^2)", "GHI source", "Temp (C)", "Wind (m/s)"])
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.readingNotes, ["line 1 skipped: a preamble above a table of 6 fields (as pandas' skiprows=1)"])
    }

    func testAOneCellTitleLineIsSkippedAndTheNamesKept() throws {
        let table = try read("title.csv")
        XCTAssertEqual(table.columnNames, ["wavelength", "extraterrestrial", "global", "direct"])
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.columns[0].values.prefix(2), [280, 280.5])
    }

    func testProseAboveALabelledHeaderIsSkipped() throws {
        let table = try read("prose.dat")
        XCTAssertEqual(table.columnNames, ["y", "x"])
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.columns[1].values.prefix(2), [0, 2.5])
        XCTAssertEqual(table.readingNotes, ["lines 1–10 skipped: a preamble above a table of 2 fields (as pandas' skiprows=10); the names are the last 2 fields of line 11"])
    }

    /// The World Bank's download: title, link and date lines, then a record of delimiters alone,
    /// then the header; data rows with a gap where a country has no value.
    func testTitleLinesAboveARecordOfDelimitersAloneAreSkipped() throws {
        var text = ",World Development Indicators,,,\nhttp://data.example.org/indicator/NY.GDP,,,,\nLast Updated Date,7/8/16,,,\n,,,,\n"
        text += "Country Name,Country Code,Indicator Name,Indicator Code,2015\n"
        for i in 0..<12 { text += "Country \(i),C\(i),GDP (current US$),NY.GDP,\(i < 2 ? "" : String(1_000_000 * (i + 1)))\n" }
        let table = try DelimitedTextParser.parse(text, file: "gdp.csv", keepTextColumns: true)
        XCTAssertEqual(table.columnNames, ["Country Name", "Country Code", "Indicator Name", "Indicator Code", "2015"])
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.readingNotes.first, "lines 1–4 skipped: a preamble above a table of 5 fields (as pandas' skiprows=4)")
    }

    func testAHeaderAboveSparseRowsAndRsHeaderAreNoPreamble() throws {
        let sparse = try read("sparse.csv")
        XCTAssertEqual(sparse.columnNames.first, "name")
        XCTAssertEqual(sparse.rowCount, 14)
        XCTAssertEqual(sparse.readingNotes, [])
        // R's header (no name for the row names) stays a header: not skipped as a preamble, but
        // read as pandas reads it, the row names an unnamed first column (TableReader+Shapes).
        let rnames = try read("rnames.csv")
        XCTAssertEqual(rnames.readingNotes, [])
        XCTAssertEqual(rnames.columnNames.count, 3)
        XCTAssertEqual(Array(rnames.columnNames.suffix(2)), ["x", "y"], "the header's names kept, over the data's columns")
    }

    func testAStreamSplitAnywhereSkipsTheSamePreamble() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: FormatFixtures.path("frontdoor/station.csv"))))
        for cut in [1, 7, 40, 90, bytes.count - 3] {
            var reader = TableReader(file: "station.csv", output: .columns(keepTextColumns: true))
            var pending = Array(bytes[..<cut])
            let done = try pending.withUnsafeBufferPointer { try reader.consume($0, isFinal: false) }
            pending = Array(pending[done...]) + bytes[cut...]
            _ = try pending.withUnsafeBufferPointer { try reader.consume($0, isFinal: true) }
            try reader.finish()
            let table = try reader.makeTable()
            XCTAssertEqual(table.columnNames.first, "Date (MM/DD/YYYY)", "cut at \(cut)")
            XCTAssertEqual(table.rowCount, 12, "cut at \(cut)")
        }
    }
}
