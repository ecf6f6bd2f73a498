@testable import ChartData
import Foundation
import XCTest

/// HDF5 files written by h5py: the drawable datasets listed, one chosen by path, compound
/// fields as columns, chunked and compressed data.
final class HDF5TableTests: XCTestCase {
    func testDrawableDatasetsAreListed() throws {
        let datasets = try HDF5Table.datasets(path: FormatFixtures.path("hdf5/several.h5"))
        // Every numeric dataset, a 3-D one too (refused when chosen, ArrayShapeTests).
        XCTAssertEqual(datasets.map(\.path), ["/cube", "/group/matrix", "/group/records", "/signal"])
        XCTAssertEqual(datasets.map(\.shape), [[2, 2, 2], [4, 3], [3], [1000]])
        XCTAssertEqual(datasets[2].typeName, "compound (t, v)")
        let path = FormatFixtures.path("hdf5/several.h5")
        XCTAssertEqual(FormatFixtures.failure(path)?.problem,
                       "holds 4 datasets (/group/matrix, /group/records, /signal, …): name one with --dataset /group/matrix or \(path):/group/matrix (chartview \(path) lists them)")
    }

    func testADatasetByPathOrOption() throws {
        let path = FormatFixtures.path("hdf5/several.h5")
        let signal = try TableFile.read(path + ":/signal")
        XCTAssertEqual(signal.columnNames, ["signal"])
        XCTAssertEqual(signal.rowCount, 1000)
        XCTAssertEqual(signal.columns[0].values[999], sin(999.0 / 50), accuracy: 1e-12)
        let matrix = try TableFile.read(path, options: TableFile.Options(dataset: "/group/matrix"))
        XCTAssertEqual(matrix.columns.map(\.values), [[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11]])
        XCTAssertEqual(matrix.valueKinds["column 1"], .integer)
        let records = try TableFile.read(path + ":/group/records")
        XCTAssertEqual(records.columnNames, ["t", "v", "name"])
        XCTAssertEqual(records.columns.map(\.values), [[0.5, 1.5, 2.5], [7, 8, 9]])
        XCTAssertEqual(records.textColumns["name"], ["a", "b", "c"])
        XCTAssertEqual(FormatFixtures.failure(path, options: TableFile.Options(dataset: "/labels"))?.problem,
                       "/labels is not a dataset chartview can draw (it holds text) (1-D or 2-D numbers, or records with numeric fields)")
        XCTAssertEqual(FormatFixtures.failure(path, options: TableFile.Options(dataset: "/nothing"))?.problem, "no dataset /nothing")
    }

    func testTheOnlyDatasetIsRead() throws {
        let table = try TableFile.read(FormatFixtures.path("hdf5/single.h5"))
        XCTAssertEqual(table.columns, [DataTable.Column(name: "values", values: [3, 1, 4, .nan, 5])])
    }

    func testBooleansAndStringFields() throws {
        let path = FormatFixtures.path("hdf5/kinds.h5")
        let datasets = try HDF5Table.datasets(path: path)
        XCTAssertEqual(datasets.map(\.path), ["/flags", "/records"])
        XCTAssertEqual(datasets[0].typeName, "bool")
        let flags = try TableFile.read(path + ":/flags")
        XCTAssertEqual(flags.columns, [DataTable.Column(name: "flags", values: [1, 0, 1, 1])])
        XCTAssertEqual(flags.valueKinds["flags"], .boolean)
        let records = try TableFile.read(path + ":/records")
        XCTAssertEqual(records.columnNames, ["t", "ok", "code", "name"])
        XCTAssertEqual(records.column(named: "ok")?.values, [1, 0, 0, 1])
        XCTAssertEqual(records.valueKinds["ok"], .boolean)
        XCTAssertEqual(records.textColumns["code"], ["ab", "cd", "ab", "e"])
        XCTAssertEqual(records.textColumns["name"], ["alpha", "beta", "γάμμα", ""])
        XCTAssertEqual(FormatFixtures.failure(path, options: TableFile.Options(dataset: "/labels"))?.problem,
                       "/labels is not a dataset chartview can draw (it holds text) (1-D or 2-D numbers, or records with numeric fields)")
    }

    /// Datasets read in many hyperslab blocks (a block of 7 values, where a read takes 2^20 at
    /// once) give what one block gives: the chunked 1-D signal in blocks of whole chunks, the
    /// 2-D matrix and grid transposed block by block, and the compound records field by field.
    func testManyHyperslabBlocksReadAsOne() throws {
        let cases = [("several.h5", "/signal"), ("several.h5", "/group/matrix"), ("several.h5", "/group/records"),
                     ("grid.h5", "/altitude")]
        for (name, dataset) in cases {
            let path = FormatFixtures.path("hdf5/" + name)
            let whole = try TableFile.read(path + ":" + dataset)
            let store = try XCTUnwrap(HDF5ValueStore.create())
            let blocks = try HDF5LibraryReader.table(path: path, file: path, dataset: dataset, limit: FileBytes.maximumBytes,
                                                     store: store, blockValues: 7)
            XCTAssertEqual(blocks.rowCount, whole.rowCount, dataset)
            XCTAssertEqual(blocks.numeric.map(\.name), whole.columns.map(\.name), dataset)
            for column in blocks.numeric {
                XCTAssertEqual(store.values(offset: column.offset, count: blocks.rowCount), whole.column(named: column.name)?.values,
                               "\(dataset) \(column.name)")
            }
        }
    }

    /// The NumPy archive's surface as HDF5 datasets (write-grids17-fixtures.py): with none named
    /// the first surface is read over its axes, by the rule `.npz` uses, not the file refused;
    /// named, the other surface is read over the same axes.
    func testASurfaceOverOneDimensionalDatasetsIsReadOverThem() throws {
        let path = FormatFixtures.path("numpy/surface-axes.h5")
        let table = try TableFile.read(path)
        XCTAssertTrue(table.isOneNumericArray)
        XCTAssertEqual([table.rowCount, table.columns.count], [20, 30])
        XCTAssertEqual(table.gridAxes?.cells, "power")
        XCTAssertEqual(table.gridAxes?.rows.name, "speed_ratio")
        XCTAssertEqual(table.gridAxes?.columns.name, "pitch")
        XCTAssertTrue(table.readingNotes.contains { $0.hasPrefix("the file also holds /thrust") && $0.contains("--dataset /thrust") },
                      "\(table.readingNotes)")
        XCTAssertEqual(try TableFile.read(path + ":/thrust").gridAxes?.cells, "thrust")
        XCTAssertNil(try TableFile.read(path + ":/pitch").gridAxes, "an axis read alone is one column")
    }

    /// netCDF's coordinates (dimension scales) place a variable's grid; a 1-D variable of noise
    /// as long as a side is no axis.
    func testCoordinatesPlaceAVariable() throws {
        let table = try TableFile.read(FormatFixtures.path("numpy/surface-coords.h5"))
        XCTAssertEqual(table.gridAxes?.cells, "sst")
        XCTAssertEqual(table.gridAxes?.rows.name, "lat")
        XCTAssertEqual(table.gridAxes?.columns.name, "lon")
        // Files whose 1-D datasets place nothing keep their refusal.
        XCTAssertTrue(FormatFixtures.failure(FormatFixtures.path("hdf5/several.h5"))?.problem.hasPrefix("holds 4 datasets") == true)
    }
}

