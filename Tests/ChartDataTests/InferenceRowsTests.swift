import Foundation
import XCTest
@testable import ChartData

/// Rows that are series (`RowSeriesTable`): the column shapes that make each row one series over
/// its positions, drawn as a line per row coloured by its label, and the shapes that stay
/// columns (sensors over time, independent measures, images).
final class InferenceRowsTests: XCTestCase {
    private func table(_ header: [String], _ rows: [[String]]) throws -> DataTable {
        let text = header.joined(separator: ",") + "\n" + rows.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
        return try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
    }

    /// A smooth curve per row: neighbouring positions alike.
    private func curve(_ row: Int, _ step: Int) -> String {
        String(format: "%.4f", sin(Double(step) / 5 + Double(row % 3)) + 0.1 * Double(row))
    }

    /// Deterministic noise in 0…1, neighbours unrelated.
    private func noise(_ i: Int) -> Double {
        let x = sin(Double(i) * 12.9898) * 43758.5453
        return x - x.rounded(.down)
    }

    /// The UCR layout: no header (made-up names), a whole-number class label, then the series.
    private func ucr(rows: Int, steps: Int, labels: Int) throws -> DataTable {
        let header = (1...(steps + 1)).map { "column \($0)" }
        return try table(header, (0..<rows).map { row in ["\(row % labels + 1)"] + (0..<steps).map { curve(row, $0) } })
    }

    func testAClassLabelThenOneSeriesPerRowIsRowsOfSeries() throws {
        let data = try ucr(rows: 20, steps: 30, labels: 2)
        let rows = try XCTUnwrap(RowSeriesTable(data))
        XCTAssertEqual(rows.label, "column 1")
        XCTAssertTrue(rows.labelRepeats)
        XCTAssertEqual(rows.labelCount, 2)
        XCTAssertEqual(rows.positionColumns.count, 30)
        XCTAssertEqual(rows.positions.first, 0)
        XCTAssertEqual(rows.drawnRows.count, 20)
        XCTAssertNil(rows.warning)
        XCTAssertTrue(rows.explanation.hasPrefix("rows are series: 20 rows of 30 values (column 2 … column 31: numbered in sequence, no header"), rows.explanation)
        // Each row one line: its positions, then a gap that ends it.
        let long = rows.long(data)
        XCTAssertEqual(long.rowCount, 20 * 31)
        XCTAssertEqual(long.column(named: "position")?.values.prefix(3), [0, 1, 2])
        XCTAssertTrue(long.column(named: "position")!.values[30].isNaN)
        XCTAssertEqual(long.textColumns["column 1"]?.first, "1")
    }

    func testTheChoiceIsALinePerRowColouredByTheLabelAndSaysWhy() throws {
        let data = try ucr(rows: 20, steps: 30, labels: 2)
        let rows = try XCTUnwrap(RowSeriesTable(data))
        let schema = try TableSchema(table: rows.long(data))
        var choice = try ChartChoice(schema: schema, request: ChartChoice.request(for: rows))
        choice.adoptRowSeries(rows)
        XCTAssertEqual(choice.x, "position")
        XCTAssertEqual(choice.by, "column 1")
        XCTAssertEqual(choice.kind, "line")
        XCTAssertTrue(choice.decision("x")!.description.contains("each row is a series over 30 positions"), choice.explanation)
        XCTAssertTrue(choice.decision("by")!.description.contains("coloured by its label column 1 (2 distinct)"), choice.explanation)
        let series = choice.series(schema: schema)
        XCTAssertEqual(series.map(\.name), ["column 1 = 1", "column 1 = 2"])
        // Ten rows of label 1, each ended by a gap.
        XCTAssertEqual(series[0].y.filter(\.isNaN).count, 10)
    }

    /// Curves per named entity (`t1 … t40` beside a name): one line per row named by it, the
    /// positions the stem's numbers.
    func testAStemNumberedInSequenceBesideANameIsRowsOfSeries() throws {
        let header = ["name"] + (1...40).map { "t\($0)" }
        let data = try table(header, (0..<5).map { row in ["unit\(row)"] + (0..<40).map { curve(row, $0) } })
        let rows = try XCTUnwrap(RowSeriesTable(data))
        XCTAssertEqual(rows.label, "name")
        XCTAssertFalse(rows.labelRepeats)
        XCTAssertEqual(rows.keyColumn, "row")
        XCTAssertEqual(rows.positions.prefix(2), [1, 2])
        XCTAssertEqual(rows.long(data).textColumns["row"]?.first, "unit0")
    }

    /// Numbers as names (a power curve per turbine over wind speeds 0.5 … 20, as a reader that
    /// keeps a header of numbers names them): x is the number.
    func testIncreasingNumbersAsNamesAreTheXOfEachPosition() throws {
        let speeds = (1...40).map { Double($0) / 2 }
        let names = speeds.map { String($0) }
        var data = DataTable(columns: zip(names, speeds).map { name, speed in
            DataTable.Column(name: name, values: (0..<6).map { speed * speed * Double($0 + 1) * 0.37 })
        }, rowCount: 6, textColumns: ["turbine": (0..<6).map { "type \($0)" }])
        data.columnNames = ["turbine"] + names
        let rows = try XCTUnwrap(RowSeriesTable(data))
        XCTAssertEqual(rows.label, "turbine")
        XCTAssertEqual(rows.positions.first, 0.5)
        XCTAssertEqual(rows.positions.last, 20)
    }

    /// Thirty sensors over a thousand time steps: the columns are the series.
    func testManyRowsOfNumberedSensorsStayColumns() throws {
        let header = (1...30).map { "sensor\($0)" }
        let data = try table(header, (0..<1000).map { row in (0..<30).map { curve(row, $0) } })
        XCTAssertNil(RowSeriesTable(data))
    }

    /// Independent measures numbered in sequence (q1 … q25 of a survey): neighbours are no more
    /// alike than far-apart ones, so no series.
    func testIndependentNumberedColumnsAreNoSeries() throws {
        let header = (1...25).map { "q\($0)" }
        let data = try table(header, (0..<40).map { row in (0..<25).map { String(format: "%.3f", noise(row * 25 + $0)) } })
        XCTAssertNil(RowSeriesTable(data))
    }

    /// Images (pixels in rows, a blank border constant over every row) are no series.
    func testRowsWithManyConstantPositionsAreImagesNotSeries() throws {
        let header = (1...41).map { "column \($0)" }
        let data = try table(header, (0..<30).map { row in
            ["\(row % 3)"] + (0..<40).map { $0 < 12 ? "0" : curve(row, $0) }
        })
        XCTAssertNil(RowSeriesTable(data))
    }

    /// Twelve labels: the rows of the first eight are drawn and the warning says how many were
    /// left out and how to see them.
    func testRowsPastThePaletteAreLeftOutWithAWarning() throws {
        let data = try ucr(rows: 36, steps: 25, labels: 12)
        let rows = try XCTUnwrap(RowSeriesTable(data))
        XCTAssertEqual(rows.drawnRows.count, 24)
        let warning = try XCTUnwrap(rows.warning)
        XCTAssertTrue(warning.contains("drew 24 of 36 rows (at most 6 rows of each of the first 8 of 12 values of column 1), 12 left out"), warning)
        XCTAssertTrue(warning.contains("keep the rows you want in a file of their own"), warning)
    }

    /// A table whose header rows were lost (made-up names) with times of day down the side:
    /// the text column names the rows, the columns are the series. Not rows of series.
    func testAHeaderlessTableWithRowNamesStaysColumns() throws {
        let header = (1...37).map { "column \($0)" }
        let data = try table(header, (0..<96).map { row in [String(format: "%02d:%02d-x", row / 4, row % 4 * 15)] + (0..<36).map { curve(row, $0) } })
        XCTAssertNil(RowSeriesTable(data))
    }

    /// Without a header and without a whole-number label, many numbered columns are no proof
    /// that rows are series.
    func testAHeaderlessTableWithoutALabelStaysColumns() throws {
        let header = (1...30).map { "column \($0)" }
        XCTAssertNil(RowSeriesTable(try table(header, (0..<20).map { row in (0..<30).map { curve(row, $0) } })))
    }

    /// A row with no value at some positions runs on over them (curves sampled at different
    /// points share the columns).
    func testPositionsARowLacksAreLeftOutOfItsLine() throws {
        let header = ["name"] + (1...30).map { "t\($0)" }
        let data = try table(header, (0..<4).map { row in ["unit\(row)"] + (0..<30).map { row == 0 && $0 % 3 == 1 ? "" : curve(row, $0) } })
        let rows = try XCTUnwrap(RowSeriesTable(data))
        let long = rows.long(data)
        XCTAssertEqual(long.rowCount, 20 + 1 + 3 * 31)
        XCTAssertFalse(long.column(named: "value")!.values.prefix(20).contains { $0.isNaN })
    }

    /// Digits drawn as pixels (most cells the blank background, though no position is blank in
    /// every row): neighbours are alike only for being empty. No series.
    func testRowsMostlyOfOneValueAreImagesNotSeries() throws {
        let header = (1...41).map { "column \($0)" }
        func pixel(_ row: Int, _ step: Int) -> String {
            guard (step + row) % 5 == 0 else { return "0" }
            return String(format: "%.2f", 100 + 50 * sin(Double(step + row)))
        }
        let data = try table(header, (0..<30).map { row in ["\(row % 3)"] + (0..<40).map { pixel(row, $0) } })
        XCTAssertNil(RowSeriesTable(data))
    }
}
