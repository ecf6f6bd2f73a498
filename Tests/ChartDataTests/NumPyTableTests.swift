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

    /// Arrays of different lengths are no one table: one line lists them with how to pick one,
    /// as an HDF5 file of several datasets does, and `--dataset` (or `FILE:/name`) picks one.
    func testArraysOfDifferentLengthsAreListedInOneLine() throws {
        let path = FormatFixtures.path("numpy/unequal.npz")
        XCTAssertEqual(FormatFixtures.failure(path)?.problem,
                       "arrays of different lengths, no one table: a (3), b (4); draw one with --dataset a or \(path):/a")
        let b = try TableFile.read(path, options: TableFile.Options(dataset: "b"))
        XCTAssertEqual(b.columnNames, ["b"])
        XCTAssertEqual(b.rowCount, 4)
        XCTAssertEqual(try TableFile.read(path + ":/a").columnNames, ["a"])
        XCTAssertEqual(FormatFixtures.failure(path, options: TableFile.Options(dataset: "c"))?.problem,
                       "no array named c (it holds a, b)")
    }

    /// penaltyblog's expected-threat bundle in shape (write-formats5-fixtures.py): 12 × 16
    /// surfaces, a square matrix and a JSON string. Listed with every shape; each one readable.
    func testAnArchiveOfSurfacesListsItsArraysWithTheirShapes() throws {
        let path = FormatFixtures.path("numpy/surfaces.npz")
        XCTAssertEqual(FormatFixtures.failure(path)?.problem,
                       "arrays of different lengths, no one table: surface (12 × 16), shot_probability (12 × 16), "
                       + "transition_matrix (40 × 40), meta_json (1 text); draw one with --dataset surface or \(path):/surface")
        let matrix = try TableFile.read(path, options: TableFile.Options(dataset: "/transition_matrix"))
        XCTAssertEqual(matrix.rowCount, 40)
        XCTAssertEqual(matrix.columns.count, 40)
        XCTAssertTrue(matrix.isOneNumericArray, "one 2-D array: a grid for the inference, as its .npy is")
        XCTAssertEqual(try TableFile.read(path, options: TableFile.Options(dataset: "surface")).columns.count, 16)
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

    /// floris' cp/ct table in shape (write-grids17-fixtures.py): two 20 × 30 surfaces over a
    /// 20-value and a 30-value array. The first surface is read as a grid over them, the other
    /// named with how to draw it; `--dataset` draws that one over the same axes.
    func testASurfaceBesideArraysOfItsSidesIsAGridOverThem() throws {
        let path = FormatFixtures.path("numpy/surface-axes.npz")
        let table = try TableFile.read(path)
        XCTAssertTrue(table.isOneNumericArray)
        XCTAssertEqual(table.rowCount, 20)
        XCTAssertEqual(table.columns.count, 30)
        XCTAssertEqual(table.gridAxes?.cells, "power")
        XCTAssertEqual(table.gridAxes?.rows.name, "speed_ratio")
        XCTAssertEqual(table.gridAxes?.rows.values.first, 3)
        XCTAssertEqual(table.gridAxes?.columns.name, "pitch")
        XCTAssertEqual(table.gridAxes?.columns.values.prefix(2), [-5, -4])
        XCTAssertTrue(table.readingNotes.contains { $0.contains("also holds thrust over the same axes") && $0.contains("--dataset thrust") },
                      "\(table.readingNotes)")
        XCTAssertNotNil(ChartChoice.arrayGridReason(table: table))
        let thrust = try TableFile.read(path, options: TableFile.Options(dataset: "thrust"))
        XCTAssertEqual(thrust.gridAxes?.cells, "thrust")
        XCTAssertEqual(thrust.gridAxes?.rows.name, "speed_ratio")
        // An axis chosen alone is one column, as before.
        XCTAssertEqual(try TableFile.read(path, options: TableFile.Options(dataset: "pitch")).columnNames, ["pitch"])
    }

    /// Axes as long as each other are told apart by their names; names that tell nothing leave
    /// the archive the table it was.
    func testSquareSurfacesNeedTellingNames() throws {
        let told = try TableFile.read(FormatFixtures.path("numpy/square-xy.npz"))
        XCTAssertEqual(told.gridAxes?.rows.name, "y")
        XCTAssertEqual(told.gridAxes?.columns.name, "x")
        XCTAssertEqual(told.columns.count, 24)
        let untold = try TableFile.read(FormatFixtures.path("numpy/square-untold.npz"))
        XCTAssertNil(untold.gridAxes)
        XCTAssertEqual(untold.columns.count, 26, "z's 24 columns, a and b")
    }

    /// A 1-D array of a side's length that is no axis (labels 0, 1, 0, …) places nothing: the
    /// archive is refused as before, its arrays listed.
    func testArraysThatAreNoAxesLeaveTheRefusal() {
        let path = FormatFixtures.path("numpy/labels-not-axes.npz")
        XCTAssertEqual(FormatFixtures.failure(path)?.problem,
                       "arrays of different lengths, no one table: z (20 × 30), labels (20), w (30); draw one with --dataset z or \(path):/z")
    }
}
