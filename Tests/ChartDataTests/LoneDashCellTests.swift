import XCTest
@testable import ChartData

/// A lone dash is a gap: looked for in the cell's bytes, blanks and quotes around it allowed,
/// since this runs for every text cell of a file (each date of a date column).
final class LoneDashCellTests: XCTestCase {
    private func isLoneDash(_ cell: String, verbatim: Bool = true) -> Bool {
        let bytes = Array(cell.utf8)
        return bytes.withUnsafeBufferPointer {
            TableReader.isLoneDash(FieldSpan(start: 0, end: bytes.count, isVerbatim: verbatim), in: $0)
        }
    }

    func testADashWithBlanksOrQuotesAroundItIsAGap() {
        XCTAssertTrue(isLoneDash("-"))
        XCTAssertTrue(isLoneDash("  -\t"))
        XCTAssertTrue(isLoneDash("\"-\"", verbatim: false))
    }

    func testAnythingElseIsNot() {
        for cell in ["", " ", "--", "-5", "5-", "1980-01-01T00:00:00", "- -", "—", "\"-\""] {
            XCTAssertFalse(isLoneDash(cell), cell)
        }
    }

    func testADashColumnCellReadsAsAGapInAFile() throws {
        let y = try DelimitedTextParser.parse("x,y\n1,2\n2,-\n3, - \n4,5\n", file: "dash.csv", keepTextColumns: true)
            .columns[1].values
        XCTAssertEqual(y.count, 4)
        XCTAssertTrue(y[1].isNaN && y[2].isNaN, "\(y)")
        XCTAssertEqual([y[0], y[3]], [2, 5])
    }
}
