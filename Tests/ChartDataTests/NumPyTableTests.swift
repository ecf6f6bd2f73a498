@testable import ChartData
import Foundation
import XCTest

/// `.npz` archives (stored and deflated) and structured `.npy` files written by numpy.
final class NumPyTableTests: XCTestCase {
    func testStoredAndDeflatedArchivesReadAlike() throws {
        let stored = try TableFile.read(FormatFixtures.path("numpy/stored.npz"))
        XCTAssertEqual(stored.columnNames, ["t", "v"])
        XCTAssertEqual(stored.column(named: "t")?.values, [0, 1, 2, 3, 4])
        XCTAssertEqual(stored.valueKinds["t"], .integer)
        XCTAssertEqual(stored.column(named: "v"), DataTable.Column(name: "v", values: [0.5, .nan, 2.25, -1, 1e300]))
        XCTAssertEqual(try TableFile.read(FormatFixtures.path("numpy/deflated.npz")), stored)
        XCTAssertEqual(try TableFile.read(FormatFixtures.path("numpy/onerow.npz")).rowCount, 1)
    }

    func testStructuredArraysGiveTheirFields() throws {
        let table = try TableFile.read(FormatFixtures.path("numpy/structured.npy"))
        XCTAssertEqual(table.columnNames, ["t", "n", "flag", "when", "label"])
        XCTAssertEqual(table.column(named: "n")?.values, [-1, 0, 7])
        XCTAssertEqual(table.valueKinds["flag"], .boolean)
        XCTAssertEqual(table.column(named: "when"), DataTable.Column(name: "when", values: [1_704_067_200, .nan, 1_704_067_202]))
        XCTAssertEqual(table.valueKinds["when"], .instant)
        XCTAssertEqual(table.textColumns["label"], ["a", "bc", ""])
        let bigEndian = try TableFile.read(FormatFixtures.path("numpy/bigendian.npy"))
        XCTAssertEqual(bigEndian.columns.map(\.values), [[1.5, 2.5], [3, 4]])
        let inArchive = try TableFile.read(FormatFixtures.path("numpy/records.npz"))
        XCTAssertEqual(inArchive.columnNames, ["t", "n"])
    }

    func testArraysOfDifferentLengthsAreOneLine() {
        let path = FormatFixtures.path("numpy/unequal.npz")
        XCTAssertEqual(FormatFixtures.failure(path)?.problem,
                       "arrays of different lengths: a has 3 values, b has 4 (columns of one table need the same length)")
    }

    /// tslearn's archive: a 3-D `X_train` (series × steps × 1) beside 1-D labels. The labels are
    /// drawn and the cube named as skipped, in `--explain` and a warning, not the file refused.
    func testAThreeDimensionalArrayIsSkippedAndTheOthersRead() throws {
        let table = try TableFile.read(FormatFixtures.path("numpy/cube.npz"))
        XCTAssertEqual(table.columnNames, ["y_test", "y_train"])
        XCTAssertEqual(table.column(named: "y_train")?.values, [0, 1, 0, 1])
        XCTAssertEqual(table.readingWarnings.count, 1)
        XCTAssertTrue(table.readingWarnings[0].contains("skipped array X_train"), table.readingWarnings[0])
        XCTAssertTrue(table.readingWarnings[0].contains("a 3-D array (4 × 3 × 1)"), table.readingWarnings[0])
        XCTAssertTrue(table.readingNotes.contains { $0.contains("skipped X_train") && $0.contains("from y_test") }, "\(table.readingNotes)")
    }

    /// An archive of nothing but a 3-D array is still refused in one line.
    func testAnArchiveOfOnlyACubeIsRefused() {
        let problem = FormatFixtures.failure(FormatFixtures.path("numpy/onlycube.npz"))?.problem ?? ""
        XCTAssertTrue(problem.hasPrefix("X: a 3-D array (2 × 3 × 4); 1-D and 2-D arrays"), problem)
    }
}
