@testable import ChartData
import Foundation
import XCTest

/// netCDF-4 files (written by the netCDF library: Scripts/fixtures/write-netcdf-fixtures.py):
/// coordinates (dimension scales, bounds, a `coordinates` attribute) are not data variables, so
/// one data variable is read without `--dataset`, over its coordinate, CF time as dates, fill
/// values as gaps; several are refused naming the data variables only; netCDF-3 is named.
final class NetCDFTests: XCTestCase {
    private func path(_ name: String) -> String { FormatFixtures.path("netcdf/" + name) }

    func testTheCoordinateRule() {
        typealias Facts = NetCDFCoordinates.Facts
        let datasets = [
            Facts(path: "/air", coordinates: "forecast_period  height"),
            Facts(path: "/time", isDimensionScale: true, bounds: "time_bnds"),
            Facts(path: "/time_bnds"),
            Facts(path: "/lat", isDimensionScale: true),
            // No bounds attribute on lat: its bounds are known by their name.
            Facts(path: "/lat_bnds"),
            Facts(path: "/forecast_period"),
            Facts(path: "/orography"),
            Facts(path: "/run/temp", coordinates: "station /lat"),
            Facts(path: "/run/station"),
        ]
        XCTAssertEqual(NetCDFCoordinates.paths(datasets),
                       ["/time", "/time_bnds", "/lat", "/lat_bnds", "/forecast_period", "/run/station"],
                       "a name that is not there (height) is no path; names are relative to the group")
        XCTAssertEqual(NetCDFCoordinates.paths([Facts(path: "/a"), Facts(path: "/a_bnds")]), [],
                       "without a coordinate, a name ending in _bnds says nothing")
    }

    func testCFTimeUnits() {
        let epoch2000 = Double(DateColumnParser.daysSinceEpoch(year: 2000, month: 1, day: 1)) * 86_400
        XCTAssertEqual(CFTimeUnits.read(units: "days since 2000-01-01 00:00:0.0", calendar: "gregorian"),
                       .time(CFTimeUnits(secondsPerUnit: 86_400, epoch: epoch2000)))
        XCTAssertEqual(CFTimeUnits.read(units: "hours since 2000-1-1", calendar: nil),
                       .time(CFTimeUnits(secondsPerUnit: 3600, epoch: epoch2000)))
        XCTAssertEqual(CFTimeUnits.read(units: "seconds since 2000-01-01T06:30:00Z", calendar: "proleptic_gregorian"),
                       .time(CFTimeUnits(secondsPerUnit: 1, epoch: epoch2000 + 6.5 * 3600)))
        XCTAssertEqual(CFTimeUnits.read(units: "minutes since 2000-01-01 06:00:00 +01:00", calendar: "standard"),
                       .time(CFTimeUnits(secondsPerUnit: 60, epoch: epoch2000 + 5 * 3600)))
        XCTAssertEqual(CFTimeUnits.read(units: "degrees_north", calendar: nil), .notTime)
        XCTAssertEqual(CFTimeUnits.read(units: "days since 2000-01-01", calendar: "360_day"),
                       .unread("its calendar 360_day is not standard, gregorian or proleptic_gregorian"))
        XCTAssertEqual(CFTimeUnits.read(units: "months since 2000-01-01", calendar: nil),
                       .unread("its unit months is not days, hours, minutes or seconds"))
        XCTAssertEqual(CFTimeUnits.read(units: "days since 2000-13-01", calendar: nil),
                       .unread("its reference date is not one chartview reads"))
        XCTAssertEqual(CFTimeUnits.read(units: "days since 1500-01-01", calendar: "standard"),
                       .unread("it counts from before 1582-10-15 in the mixed Julian/Gregorian calendar"))
        XCTAssertEqual(CFTimeUnits(secondsPerUnit: 86_400, epoch: epoch2000).isDays([0, 7, .nan]), true)
        XCTAssertEqual(CFTimeUnits(secondsPerUnit: 86_400, epoch: epoch2000).isDays([0, 0.5]), false)
    }

    /// One data variable and its time coordinate: drawn without --dataset, over dates, with
    /// its `_FillValue`/`missing_value` as gaps (it was "holds 2 datasets (/index, /time)").
    func testOneDataVariableIsReadOverItsTimeCoordinate() throws {
        let datasets = try HDF5Table.datasets(path: path("index.nc"))
        XCTAssertEqual(datasets.map(\.path), ["/index", "/time"])
        XCTAssertEqual(datasets.map(\.isCoordinate), [false, true])
        XCTAssertEqual(datasets[0].description, "/index  time 40 float32")
        let table = try TableFile.read(path("index.nc"))
        XCTAssertEqual(table.columnNames, ["time", "index"])
        XCTAssertEqual(table.valueKinds["time"], .date)
        let time = try XCTUnwrap(table.column(named: "time")?.values)
        let epoch2000 = Double(DateColumnParser.daysSinceEpoch(year: 2000, month: 1, day: 1)) * 86_400
        XCTAssertEqual(time.prefix(3), [epoch2000, epoch2000 + 7 * 86_400, epoch2000 + 14 * 86_400])
        let index = try XCTUnwrap(table.column(named: "index")?.values)
        XCTAssertEqual(index.indices.filter { index[$0].isNaN }, [5, 6, 21])
        XCTAssertEqual(Double(index[1]), Double(Float(2.5)))
        XCTAssertEqual(table.readingWarnings, [])
    }

    /// Coordinates of every kind beside one 3-D variable: the variable is the one chosen, and
    /// refused naming it and its dimensions.
    func testCoordinatesBoundsAndAuxiliariesAreNotChoices() throws {
        let datasets = try HDF5Table.datasets(path: path("bounds.nc"))
        XCTAssertEqual(datasets.filter { !$0.isCoordinate }.map(\.path), ["/sst"])
        XCTAssertEqual(Set(datasets.filter(\.isCoordinate).map(\.path)),
                       ["/forecast_period", "/lat", "/lat_bnds", "/lon", "/nv", "/time", "/time_bnds"])
        XCTAssertEqual(FormatFixtures.failure(path("bounds.nc"))?.problem,
                       "/sst has 3 dimensions (time 3 × lat 4 × lon 5 float32); chartview draws 1-D and 2-D arrays: save a 2-D slice (e.g. a[0]) as an array of its own")
    }

    func testTwoDataVariablesAreRefusedNamingBoth() {
        let file = path("kinds.nc")
        XCTAssertEqual(FormatFixtures.failure(file)?.problem,
                       "holds 2 data variables (/model, /packed) beside 2 coordinates: name one with --dataset /model or \(file):/model (chartview \(file) lists them)")
    }

    /// Packed integers unpacked (`scale_factor`, `add_offset`), their fill a gap, their units
    /// kept; hours counted from a time in another zone are instants.
    func testPackedValuesOverHoursFromAZonedTime() throws {
        let table = try TableFile.read(path("kinds.nc") + ":/packed")
        XCTAssertEqual(table.columnNames, ["time", "packed"])
        XCTAssertEqual(table.valueKinds["time"], .instant)
        XCTAssertNil(table.valueKinds["packed"], "unpacked values are no longer integers")
        let start = Double(DateColumnParser.daysSinceEpoch(year: 2020, month: 1, day: 1)) * 86_400 + 5 * 3600
        XCTAssertEqual(table.column(named: "time")?.values, [0, 1.5, 3, 4.5, 6, 7.5].map { start + $0 * 3600 })
        let packed = try XCTUnwrap(table.column(named: "packed")?.values)
        XCTAssertTrue(packed[2].isNaN)
        for (value, expected) in zip(packed, [20, 21, Double.nan, 22.5, 19, 20.05]) where !expected.isNaN {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
        XCTAssertEqual(table.units["packed"], "degC")
        XCTAssertEqual(table.title(of: "packed"), "packed (degC)")
    }

    func testAModelCalendarStaysNumbersWithAWarning() throws {
        let table = try TableFile.read(path("kinds.nc") + ":/model")
        XCTAssertEqual(table.columnNames, ["model_time", "model"])
        XCTAssertEqual(table.column(named: "model_time")?.values, [0, 30, 60, 90])
        XCTAssertNil(table.valueKinds["model_time"])
        XCTAssertEqual(table.units["model_time"], "days since 2000-01-01")
        XCTAssertEqual(table.readingWarnings,
                       ["model_time is not drawn as dates (its calendar 360_day is not standard, gregorian or proleptic_gregorian): its numbers are drawn"])
    }

    /// A 2-D variable beside its two axes is chosen alone and read as the grid a heatmap draws.
    func testATwoDimensionalFieldIsTheGrid() throws {
        let table = try TableFile.read(path("field.nc"))
        XCTAssertEqual(table.rowCount, 22)
        XCTAssertEqual(table.columns.count, 36)
        XCTAssertTrue(table.isOneNumericArray)
    }

    func testNetCDF3IsNamedWithHowToConvert() {
        XCTAssertEqual(FormatFixtures.failure(path("classic.nc"))?.problem,
                       "a netCDF-3 (classic) file: chartview reads netCDF-4 (HDF5) only; convert with nccopy -k nc4 IN OUT")
    }

    /// The conventions as h5py writes them (UTF-8 text, which libhdf5 does not convert to
    /// ASCII) read as netCDF's do; attributes out of bounds or of the wrong type are absent: a
    /// `coordinates` text of 10,000 characters, a DIMENSION_LIST of integers, a numeric
    /// `bounds`, a `_FillValue` of 100 numbers.
    func testH5pyAttributesAndMalformedOnes() throws {
        let file = path("h5py.h5")
        XCTAssertEqual(try HDF5Table.datasets(path: file).map(\.isCoordinate), [true, false, false])
        let v = try TableFile.read(file + ":/v")
        XCTAssertEqual(v.columnNames, ["t", "v"])
        XCTAssertEqual(v.valueKinds["t"], .instant)
        let start = Double(DateColumnParser.daysSinceEpoch(year: 2001, month: 2, day: 3)) * 86_400 + 4 * 3600
        XCTAssertEqual(v.column(named: "t")?.values, (0..<5).map { start + Double($0) * 3600 })
        let w = try TableFile.read(file + ":/w")
        XCTAssertEqual(w.columns, [DataTable.Column(name: "w", values: [0, 3, 6, 9, 12])])
    }

    /// Names from a stranger's file are cut in a listing: a dataset's and its dimensions'.
    func testLongNamesAreCutInTheListing() {
        let long = String(repeating: "x", count: 200)
        let dataset = HDF5Table.Dataset(path: "/" + long, shape: [3, 4, 5], typeName: "float32", dimensions: ["t", long, "z"])
        XCTAssertLessThan(dataset.description.count, 2 * DataFileError.quotedTextLimit + 60)
    }
}
