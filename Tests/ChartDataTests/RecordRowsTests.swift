import Foundation
import XCTest
@testable import ChartData

/// Rows of records named by a column that shares names down the file (`ChartChoice.recordLabel`):
/// flats by their locality, 300 names for 480 rows, listed in clusters so that neighbouring rows
/// correlate. They are things, not a sequence: a scatter of two measures, never lines over the
/// row number; names in runs (readings per station) or few names stay as they were. Each fixture
/// is the shape alone, made up here.
final class RecordRowsTests: XCTestCase {
    private func choose(_ text: String) throws -> ChartChoice {
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        return try ChartChoice.searched(schema: try TableSchema(table: table), request: ChartRequest())
    }

    /// Deterministic noise in 0…1, neighbours unrelated.
    private func noise(_ i: Int) -> Double {
        let x = sin(Double(i) * 12.9898) * 43758.5453
        return x - x.rounded(.down)
    }

    /// 480 flats in 6 clusters of size (so neighbours correlate at lag 1), each named by one of
    /// `names` localities chosen by `name(i)`.
    private func flats(name: (Int) -> String) -> String {
        "locality,area,price,age\n" + (0..<480).map { i -> String in
            let cluster = Double(i / 80)
            let area = 600 + 300 * cluster + 250 * noise(i)
            let price = area * (0.08 + 0.02 * noise(i + 7))
            return "\(name(i)),\(Int(area)),\(String(format: "%.1f", price)),\(Int(1 + 30 * noise(i + 3)))"
        }.joined(separator: "\n") + "\n"
    }

    func testRecordsSharingNamesAreAScatterNotLines() throws {
        // 300 localities, some named twice, far apart in the file.
        let c = try choose(flats { i in "place \(((i * 37) % 480) % 300)" })
        XCTAssertEqual(c.kind, "scatter", c.explanation)
        XCTAssertNotNil(c.x, c.explanation)
        XCTAssertTrue(c.explanation.contains("records, not runs"), c.explanation)
    }

    /// Must not: names that come in runs (a station per block of rows) or a handful of names
    /// are no records' label.
    func testNamesInRunsOrFewNamesAreNoRecordsLabel() throws {
        let table = try DelimitedTextParser.parse(flats { i in "station \(i / 2)" }, file: "t.csv", keepTextColumns: true)
        XCTAssertNil(ChartChoice.recordLabel(try TableSchema(table: table)))
        let few = try DelimitedTextParser.parse(flats { i in "zone \(i % 12)" }, file: "t.csv", keepTextColumns: true)
        XCTAssertNil(ChartChoice.recordLabel(try TableSchema(table: few)))
    }
}
