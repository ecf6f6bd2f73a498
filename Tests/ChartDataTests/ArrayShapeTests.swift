@testable import ChartData
import Foundation
import XCTest

/// Unnamed numeric arrays (HDF5 datasets, plain `.npy`) read by their shape: netCDF-4 data
/// variables listed beside their coordinates, a few long rows read as series, a grid and an
/// array of three dimensions refused in one line before any cell is read.
final class ArrayShapeTests: XCTestCase {
    func testTheShapeRule() {
        XCTAssertEqual(try ArrayShape.of([5000], name: "a", typeName: "float64").get(), .single)
        XCTAssertEqual(try ArrayShape.of([4589, 5], name: "a", typeName: "float64").get(), .columns)
        XCTAssertEqual(try ArrayShape.of([4, 500], name: "a", typeName: "float64").get(), .transposed)
        // Both sides past 64: a grid, read for the heatmap.
        XCTAssertEqual(try ArrayShape.of([2160, 4320], name: "/altitude", typeName: "uint8").get(), .grid)
        XCTAssertEqual(ArrayShape.of([20, 25, 53], name: "/air", typeName: "float32"), .failure(ArrayShapeProblem(
            "/air has 3 dimensions (20×25×53 float32); chartview draws 1-D and 2-D arrays: save a 2-D slice (e.g. a[0]) as an array of its own")))
    }

    func testNetCDF4DataVariablesAreListedWithTheirCoordinates() throws {
        let path = FormatFixtures.path("frontdoor/netcdf4.h5")
        let datasets = try HDF5Table.datasets(path: path)
        XCTAssertEqual(datasets.map(\.path), ["/air", "/lat", "/lon", "/posterior/mu", "/surface", "/time"])
        XCTAssertEqual(datasets.map(\.isCoordinate), [false, true, true, false, false, true])
        XCTAssertEqual(datasets[0].description, "/air  time 4 × lat 3 × lon 5 float32")
        XCTAssertEqual(datasets[1].description, "/lat  3 float32 (coordinate)")
        // None chosen: one line naming the data variables only, and how to choose.
        XCTAssertEqual(FormatFixtures.failure(path)?.problem,
                       "holds 3 data variables (/posterior/mu, /surface, /air) beside 3 coordinates: name one with --dataset /posterior/mu or \(path):/posterior/mu (chartview \(path) lists them)")
    }

    func testAThreeDimensionalVariableIsRefusedNamingItsShape() {
        let path = FormatFixtures.path("frontdoor/netcdf4.h5")
        XCTAssertEqual(FormatFixtures.failure(path + ":/air")?.problem,
                       "/air has 3 dimensions (time 4 × lat 3 × lon 5 float32); chartview draws 1-D and 2-D arrays: save a 2-D slice (e.g. a[0]) as an array of its own")
    }

    func testAFewLongRowsAreTheSeries() throws {
        let path = FormatFixtures.path("frontdoor/netcdf4.h5")
        let mu = try TableFile.read(path + ":/posterior/mu")
        XCTAssertEqual(mu.columnNames, ["row 1", "row 2", "row 3"])
        XCTAssertEqual(mu.rowCount, 100)
        XCTAssertEqual(mu.columns[2].values[99], sin(299.0 / 20) + 2, accuracy: 1e-12)
        let surface = try TableFile.read(path + ":/surface")
        XCTAssertEqual(surface.columnNames, ["column 1", "column 2", "column 3", "column 4", "column 5"])
        XCTAssertEqual(surface.columns[4].values, [4, 9, 14])
    }

    func testAGridIsReadAsOneArrayForTheHeatmap() throws {
        for name in ["frontdoor/grid.h5", "frontdoor/grid.npy"] {
            let table = try TableFile.read(FormatFixtures.path(name))
            XCTAssertEqual(table.rowCount, 120, name)
            XCTAssertEqual(table.columns.count, 90, name)
            XCTAssertTrue(table.isOneNumericArray, name)
        }
        let parameters = try TableFile.read(FormatFixtures.path("frontdoor/parameters.npy"))
        XCTAssertTrue(parameters.isOneNumericArray, "a 30 × 3 array is one array too (the inference keeps it as series)")
        XCTAssertFalse(try TableFile.read(FormatFixtures.path("frontdoor/netcdf4.h5") + ":/posterior/mu").isOneNumericArray,
                       "rows read as series are not cells")
    }

    func testAPlainTwoDimensionalNpyIsATableOfNamedColumns() throws {
        let table = try TableFile.read(FormatFixtures.path("frontdoor/parameters.npy"))
        XCTAssertEqual(table.columnNames, ["column 0", "column 1", "column 2"])
        XCTAssertEqual(table.rowCount, 30)
        XCTAssertEqual(Array(table.columns[0].values.prefix(12)), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1])
    }
}
