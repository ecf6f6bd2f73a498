import XCTest
@testable import ChartData

final class ColumnNamesTests: XCTestCase {
    /// A header that names two columns alike kept both under one name, and every lookup by name
    /// found the first: the second column was drawn as a copy of the first (found by fuzzing a
    /// spec's data file, where it also trapped in the magnitude rule's dictionary of names).
    func testRepeatedHeaderNamesAreToldApartAsPandasDoes() throws {
        let table = try DelimitedTextParser.parse("t,a,a,a.1,b\n1,1,100,7,3\n2,2,200,8,4\n", file: "repeated.csv")
        XCTAssertEqual(table.columns.map(\.name), ["t", "a", "a.2", "a.1", "b"])
        XCTAssertEqual(table.column(named: "a")?.values, [1, 2])
        XCTAssertEqual(table.column(named: "a.2")?.values, [100, 200])
        XCTAssertEqual(table.column(named: "a.1")?.values, [7, 8])
    }

    func testNamesThatAreAlreadyOnceAreLeftAlone() {
        XCTAssertNil(ColumnNames.unique(["x", "y", "y.1"]))
        XCTAssertEqual(ColumnNames.unique(["2", "2", "2", ""]) , ["2", "2.1", "2.2", ""])
    }
}
