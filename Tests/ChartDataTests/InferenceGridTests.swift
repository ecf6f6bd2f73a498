import Foundation
import XCTest
@testable import ChartData

/// `ChartChoice+Grid`: the table shapes that are grids (drawn as a heatmap) and the near misses
/// that stay series.
final class InferenceGridTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> ChartChoice {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return try ChartChoice(schema: schema, request: request)
    }

    private func choose(_ table: DataTable, _ request: ChartRequest = ChartRequest()) throws -> ChartChoice {
        try ChartChoice(schema: TableSchema(table: table), request: request)
    }

    /// A deterministic value in 0..<1 per cell.
    private func cell(_ r: Int, _ c: Int) -> Double {
        Double((r * 7919 + c * 104729) % 1000) / 1000
    }

    /// `rows` × `columns` cells as a 2-D array read by an array reader.
    private func array(rows: Int, columns: Int) -> DataTable {
        var table = DataTable(columns: (0..<columns).map { c in
            DataTable.Column(name: "column \(c)", values: (0..<rows).map { cell($0, c) })
        }, rowCount: rows)
        table.columnNames = table.columns.map(\.name)
        table.isOneNumericArray = true
        return table
    }

    func testASquareMatrixWithItsIndexIsAGrid() throws {
        // pandas' to_csv of a 20 × 20 matrix: a blank first header cell, the index 0…19.
        let n = 20
        let text = "," + (0..<n).map(String.init).joined(separator: ",") + "\n"
            + (0..<n).map { r in "\(r)," + (0..<n).map { c in String(cell(min(r, c), max(r, c)) * 400) }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        let choice = try choose(text)
        XCTAssertEqual(choice.kind, "heatmap")
        let grid = try XCTUnwrap(choice.grid)
        XCTAssertEqual(grid.shape, .matrix)
        XCTAssertEqual(grid.columns.count, n)
        XCTAssertNotNil(grid.rowNames)
        let line = try XCTUnwrap(choice.decision("kind")).description
        XCTAssertTrue(line.contains("a 20 × 20 matrix"), line)
    }

    func testAMatrixOfNamedRowsInAnotherOrderIsAGrid() throws {
        let names = ["ape", "bee", "cat", "dog", "eel"]
        let text = "name," + names.joined(separator: ",") + "\n"
            + names.reversed().enumerated().map { r, name in name + "," + (0..<5).map { String(cell(r, $0)) }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        XCTAssertEqual(try choose(text).grid?.shape, .matrix)
        XCTAssertEqual(try choose(text).grid?.rowNames, "name")
    }

    func testManyNumericColumnsOfOneKindAreRowsOfAGrid() throws {
        // Rows of 8 × 8 images: 64 pixel columns 0…255, no header names of their own.
        let text = (0..<64).map { "p\($0)" }.joined(separator: ",") + "\n"
            + (0..<40).map { r in (0..<64).map { c in String(Int(cell(r, c) * 255)) }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        let choice = try choose(text)
        XCTAssertEqual(choice.grid?.shape, .crossTable)
        XCTAssertNil(choice.grid?.rowNames, "rows numbered")
        XCTAssertTrue(try XCTUnwrap(choice.decision("kind")).description.contains("64 numeric columns of one kind"))
    }

    func testAKeyAcrossSixteenMeasuresOfOneKindIsACrossTable() throws {
        // Accuracy of 16 classifiers on 30 data sets.
        let text = "dataset," + (0..<16).map { "clf\($0)" }.joined(separator: ",") + "\n"
            + (0..<30).map { r in "set\(r)," + (0..<16).map { String(0.5 + cell(r, $0) / 2) }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        let choice = try choose(text)
        XCTAssertEqual(choice.grid, TableGrid(shape: .crossTable, rowNames: "dataset", columns: (0..<16).map { "clf\($0)" }))
    }

    /// An embedding: an element per row, dimensions named 0…63, neighbouring dimensions
    /// unrelated: a grid named by the elements. The same names over rows that follow on across
    /// the columns (a series per row) stay series.
    func testNumberedDimensionsThatDoNotFollowOnAreAGrid() throws {
        let header = "element," + (0..<64).map(String.init).joined(separator: ",") + "\n"
        let embedding = header + (0..<40).map { r in "e\(r)," + (0..<64).map { String(cell(r, $0) * 2 - 1) }.joined(separator: ",") }
            .joined(separator: "\n") + "\n"
        let choice = try choose(embedding)
        XCTAssertEqual(choice.grid?.rowNames, "element", choice.explanation)
        XCTAssertEqual(choice.grid?.columns.count, 64)
        let series = header + (0..<40).map { r in "e\(r)," + (0..<64).map { String(sin(Double($0) / 8 + Double(r))) }.joined(separator: ",") }
            .joined(separator: "\n") + "\n"
        XCTAssertNil(try choose(series).grid)
        XCTAssertTrue(ChartChoice.namesCountColumns(["1", "2", "3"]))
        XCTAssertFalse(ChartChoice.namesCountColumns(["1990", "1991", "1992"]))
        XCTAssertFalse(ChartChoice.namesCountColumns(["0", "0.5", "1"]))
    }

    func testNearMissesStaySeries() throws {
        // Measures of different magnitudes beside a key: a table of attributes, not a grid.
        let mixed = "name," + (0..<16).map { "m\($0)" }.joined(separator: ",") + "\n"
            + (0..<30).map { r in "n\(r)," + (0..<16).map { String(cell(r, $0) * pow(10, Double($0 % 4) * 2)) }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        XCTAssertNil(try choose(mixed).grid)
        // Columns named by numbers are positions along x (wind speeds): rows are series.
        let curves = "type," + (0..<20).map { String(Double($0) / 2) }.joined(separator: ",") + "\n"
            + (0..<10).map { r in "t\(r)," + (0..<20).map { String(cell(r, $0)) }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        XCTAssertNil(try choose(curves).grid)
        // Few measures over time: series.
        let series = "time," + (0..<20).map { "s\($0)" }.joined(separator: ",") + "\n"
            + (0..<30).map { r in String(format: "2024-01-%02d,", r + 1) + (0..<20).map { String(cell(r, $0)) }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
        XCTAssertNil(try choose(series).grid, "a time key makes series")
        // Named columns always win.
        var request = ChartRequest()
        request.y = ["m1"]
        XCTAssertNil(try choose(mixed, request).grid)
    }

    func testAClassLabelBeforeNumberedColumnsIsRowsOfSeriesNotAGrid() throws {
        // UCR's layout, headerless: a class label (30 classes over 60 rows), then one series per row.
        let text = (0..<60).map { r in "\(r % 30 + 1)," + (0..<80).map { String(sin(Double($0 + r) / 9)) }.joined(separator: ",") }
            .joined(separator: "\n") + "\n"
        XCTAssertNil(try choose(text).grid)
    }

    func testTwoDimensionalArraysThatAreNoFewSeriesAreGrids() throws {
        XCTAssertEqual(try choose(array(rows: 40, columns: 30)).grid?.shape, .array)
        XCTAssertEqual(try choose(array(rows: 5, columns: 5)).grid?.shape, .array, "square")
        XCTAssertEqual(try choose(array(rows: 300, columns: 300)).grid?.columns.count, 300)
        XCTAssertNil(try choose(array(rows: 1000, columns: 4)).grid, "a few long series")
        var notArray = array(rows: 40, columns: 8)
        notArray.isOneNumericArray = false
        XCTAssertNil(try choose(notArray).grid)
    }

    func testHeatmapNamedDrawsAnyTablesNumericColumns() throws {
        var request = ChartRequest()
        request.kind = "heatmap"
        let choice = try choose("name,a,b\nx,1,2\ny,3,4\n", request)
        XCTAssertEqual(choice.grid, TableGrid(shape: .crossTable, rowNames: "name", columns: ["a", "b"]))
        XCTAssertEqual(choice.kind, "heatmap")
    }

    func testAGridArrayShapeIsReadNotRefused() throws {
        XCTAssertEqual(try ArrayShape.of([2160, 4320], name: "/altitude", typeName: "uint8").get(), .grid)
    }
}
