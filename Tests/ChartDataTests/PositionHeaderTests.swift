import Foundation
import XCTest
@testable import ChartData

/// A header whose names are positions (`428.0,429.0,…` wavelengths, `0,1,…` array indices) over
/// rows of spectra: read as names, not as a rising first row of data (`TableReader+PositionHeader`).
final class PositionHeaderTests: XCTestCase {
    private func table(_ text: String) throws -> DataTable {
        try DelimitedTextParser.parse(text, file: "spectra.csv", keepTextColumns: true)
    }

    /// Deterministic noise in 0…1, neighbours unrelated.
    private func noise(_ i: Int) -> Double {
        let x = sin(Double(i) * 12.9898) * 43758.5453
        return x - x.rounded(.down)
    }

    /// `rows` smooth spectra over `positions`, each with its own level and a little noise.
    private func spectra(_ positions: [Double], rows: Int) -> String {
        let header = positions.map { String(format: "%.1f", $0) }.joined(separator: ",")
        let body = (0..<rows).map { row in
            positions.indices.map { i in
                String(format: "%.5f", 1 + Double(row) * 0.2 + 0.5 * sin(Double(i) / 6) + 0.05 * noise(row * 1000 + i))
            }.joined(separator: ",")
        }
        return ([header] + body).joined(separator: "\n") + "\n"
    }

    func testWavelengthsAboveSpectraAreTheHeader() throws {
        let positions = (0..<60).map { 428 + Double($0) * 1.6 }
        let read = try table(spectra(positions, rows: 12))
        XCTAssertEqual(read.rowCount, 12)
        XCTAssertEqual(read.columnNames.first, "428.0")
        let rows = try XCTUnwrap(RowSeriesTable(read), "the rows are spectra over the wavelengths")
        XCTAssertEqual(rows.positions.first, 428)
        XCTAssertEqual(rows.positions.count, 60)
    }

    func testArrayIndicesAboveSpectraAreTheHeader() throws {
        let text = spectra((0..<40).map(Double.init), rows: 8).replacingOccurrences(of: ".0,", with: ",")
        let read = try table(text)
        XCTAssertEqual(read.rowCount, 8)
        XCTAssertEqual(read.columnNames.prefix(3), ["0", "1", "2"])
    }

    /// Must not: a headerless table of rising rows (cumulative counts) rises in its second row
    /// too; a short rising first row (fewer than `positionHeaderLeast` numbers) is data.
    func testRisingRowsAndShortRowsStayData() throws {
        let cumulative = (0..<5).map { row in (1...30).map { "\($0 * (row + 1))" }.joined(separator: ",") }.joined(separator: "\n") + "\n"
        let read = try table(cumulative)
        XCTAssertEqual(read.rowCount, 5)
        XCTAssertEqual(read.columnNames.first, "column 1")
        let short = try table(spectra((0..<10).map(Double.init), rows: 4))
        XCTAssertEqual(short.rowCount, 5)
        XCTAssertEqual(short.columnNames.first, "column 1")
    }
}
