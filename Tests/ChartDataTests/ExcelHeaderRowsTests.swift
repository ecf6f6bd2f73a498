@testable import ChartData
import XCTest

/// The header of a sheet found below a title or over a units row (ExcelTable+HeaderRows.swift),
/// and the sheets whose first row stays the header.
final class ExcelHeaderRowsTests: XCTestCase {
    private func t(_ text: String) -> ExcelCell { .text(text) }
    private func n(_ value: Double) -> ExcelCell { .number(value, .number) }
    private func numbers(_ count: Int, width: Int) -> [[ExcelCell]] {
        (0..<count).map { row in (0..<width).map { n(Double(row * width + $0)) } }
    }

    func testASettingAndABlankRowAboveTheHeaderAreSkipped() throws {
        let rows = [[t("Hub height"), n(45), t("m")], [.empty, .empty, .empty],
                    [t("Wind (m/s)"), t("Power (kW)"), t("Efficiency")]] + numbers(8, width: 3)
        let found = try XCTUnwrap(ExcelTable.headerRows(rows, rowNumbers: Array(1...rows.count)))
        XCTAssertEqual(found.names, ["Wind (m/s)", "Power (kW)", "Efficiency"])
        XCTAssertEqual(found.dataStart, 3)
        XCTAssertTrue(found.note.hasPrefix("sheet rows 1–2 skipped"), found.note)
    }

    func testNamesWithABlankFirstCellOverAUnitsRow() throws {
        let rows = [[.empty, t("G0"), t("G1")], [t("Time"), t("kWh"), t("kWh")]]
            + (0..<8).map { [ExcelCell.number(43466 + Double($0) / 96, .dateTime), n(Double($0)), n(2)] }
        let found = try XCTUnwrap(ExcelTable.headerRows(rows, rowNumbers: Array(1...rows.count)))
        XCTAssertEqual(found.names, ["Time", "G0", "G1"], "the blank first name is the units row's, the others keep theirs")
        XCTAssertEqual(found.units, [1: "kWh", 2: "kWh"])
        XCTAssertEqual(found.dataStart, 2)
    }

    func testAPlainHeaderAndATwoLevelHeaderAreLeftAlone() {
        // One header row over data: the first-row rule's.
        XCTAssertNil(ExcelTable.headerRows([[t("a"), t("b")]] + numbers(8, width: 2), rowNumbers: Array(1...9)))
        // Headerless numbers, and a first data row of texts where the columns hold texts too.
        XCTAssertNil(ExcelTable.headerRows(numbers(9, width: 2), rowNumbers: Array(1...9)))
        let named = [[t("city"), t("n")], [t("Oslo"), n(1)]] + (0..<8).map { [t("c\($0)"), n(Double($0))] }
        XCTAssertNil(ExcelTable.headerRows(named, rowNumbers: Array(1...10)))
    }

    func testAGroupRowOverNamesKeepsTheNamesAndSkipsTheGroups() throws {
        // A group row that leaves data columns blank is no names row over units: the names are
        // the row right above the data.
        let rows = [[t("Temperature"), .empty, t("Rain")], [t("min"), t("max"), t("sum")]] + numbers(8, width: 3)
        let found = try XCTUnwrap(ExcelTable.headerRows(rows, rowNumbers: Array(1...rows.count)))
        XCTAssertEqual(found.names, ["min", "max", "sum"])
        XCTAssertTrue(found.units.isEmpty)
    }
}
