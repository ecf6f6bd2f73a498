@testable import ChartData
import XCTest

/// The rule that makes a 2-D array a surface over the 1-D arrays beside it (`GridAxes`): the
/// shapes and values that make one, and those that must not.
final class GridAxesTests: XCTestCase {
    private func axis(_ name: String, _ count: Int, start: Double = 0, step: Double = 1) -> GridAxes.Axis {
        GridAxes.Axis(name: name, values: (0..<count).map { start + Double($0) * step })
    }

    /// floris' cp/ct table: 29 × 36 over tip-speed ratio (29) and pitch (36), lengths distinct.
    func testArraysOfTheSidesLengthsAreTheAxes() {
        let axes = GridAxes.find(rows: 29, columns: 36, among: [axis("pitch_lut", 36, start: -5), axis("tsr_lut", 29, start: 3, step: 0.25)])
        XCTAssertEqual(axes?.rows.name, "tsr_lut")
        XCTAssertEqual(axes?.columns.name, "pitch_lut")
        // Falling values place rows as well as rising ones.
        XCTAssertEqual(GridAxes.find(rows: 20, columns: 30, among: [axis("depth", 20, start: 100, step: -5), axis("t", 30)])?.rows.name, "depth")
    }

    /// Equal sides: only names tell rows from columns; without telling names, no axes.
    func testEqualSidesNeedTellingNames() {
        let told = GridAxes.find(rows: 24, columns: 24, among: [axis("x", 24), axis("y", 24)])
        XCTAssertEqual(told?.rows.name, "y")
        XCTAssertEqual(told?.columns.name, "x")
        XCTAssertEqual(GridAxes.find(rows: 50, columns: 50, among: [axis("grid_lat", 50), axis("grid_lon", 50)])?.rows.name, "grid_lat")
        XCTAssertNil(GridAxes.find(rows: 24, columns: 24, among: [axis("a", 24), axis("b", 24)]))
        XCTAssertNil(GridAxes.find(rows: 24, columns: 24, among: [axis("x", 24), axis("x2", 24)]), "two across, none down")
    }

    /// Several arrays of one side's length: a telling name picks one, else there are no axes.
    func testSeveralCandidatesNeedATellingName() {
        XCTAssertNil(GridAxes.find(rows: 20, columns: 30, among: [axis("a", 20), axis("b", 20), axis("c", 30)]))
        XCTAssertEqual(GridAxes.find(rows: 20, columns: 30, among: [axis("a", 20), axis("row", 20), axis("c", 30)])?.rows.name, "row")
    }

    /// Measured properties rule candidates out: not monotonic, gaps, other lengths.
    func testValuesThatAreNoAxisAreNotTaken() {
        let labels = GridAxes.Axis(name: "labels", values: (0..<20).map { Double($0 % 2) })
        XCTAssertNil(GridAxes.find(rows: 20, columns: 30, among: [labels, axis("w", 30)]))
        var gappy = axis("t", 20)
        gappy.values[3] = .nan
        XCTAssertNil(GridAxes.find(rows: 20, columns: 30, among: [gappy, axis("w", 30)]))
        let flat = GridAxes.Axis(name: "t", values: Array(repeating: 1, count: 20))
        XCTAssertNil(GridAxes.find(rows: 20, columns: 30, among: [flat, axis("w", 30)]))
        XCTAssertNil(GridAxes.find(rows: 20, columns: 30, among: [axis("t", 21), axis("w", 30)]))
    }

    /// A table of a few series (100 × 3) stays one, even beside arrays of both lengths.
    func testAFewSeriesAreNoSurface() {
        XCTAssertNil(GridAxes.find(rows: 100, columns: 3, among: [axis("t", 100), axis("w", 3)]))
        XCTAssertNil(GridAxes.find(rows: 100, columns: 8, among: [axis("t", 100), axis("w", 8)]))
        XCTAssertNotNil(GridAxes.find(rows: 100, columns: 9, among: [axis("t", 100), axis("w", 9)]), "more series than the palette tells apart")
        XCTAssertNotNil(GridAxes.find(rows: 12, columns: 16, among: [axis("t", 12), axis("w", 16)]))
    }

    func testNamesTellWordByWord() {
        XCTAssertEqual(GridAxes.tells("x"), .columns)
        XCTAssertEqual(GridAxes.tells("Longitude"), .columns)
        XCTAssertEqual(GridAxes.tells("row index"), .rows)
        XCTAssertNil(GridAxes.tells("xy"))
        XCTAssertNil(GridAxes.tells("x_y"), "both: tells nothing")
        XCTAssertNil(GridAxes.tells("pitch"))
    }
}
