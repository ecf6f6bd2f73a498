@testable import ChartData
import XCTest

/// A 3-D array as small multiples (`ArraySlices`): which axis is sliced, which cubes are
/// refused, and where each cell of a slice lies in C and Fortran order.
final class ArraySlicesTests: XCTestCase {
    func testTheAxisOfFewestEntriesIsSliced() throws {
        let ccm = try XCTUnwrap(ArraySlices(shape: [19, 19, 4]))
        XCTAssertEqual(ccm.axis, 2)
        XCTAssertEqual([ccm.count, ccm.drawnCount, ccm.rows, ccm.columns], [4, 4, 19, 19])
        XCTAssertEqual(ccm.indexText(3), "[:, :, 3]")
        let first = try XCTUnwrap(ArraySlices(shape: [3, 18, 18]))
        XCTAssertEqual(first.axis, 0)
        XCTAssertEqual(first.indexText(1), "[1, :, :]")
        // eofs' sst (15, 11, 18): 11 slices of 15 × 18.
        let sst = try XCTUnwrap(ArraySlices(shape: [15, 11, 18]))
        XCTAssertEqual([sst.axis, sst.rows, sst.columns], [1, 15, 18])
        XCTAssertEqual(ArraySlices(shape: [20, 20, 20])?.axis, 0, "a tie slices the first")
    }

    /// Past `maximumPanes` slices only the first are drawn, however many there are.
    func testManySlicesDrawAFewPanes() throws {
        let many = try XCTUnwrap(ArraySlices(shape: [16, 16, 13]))
        XCTAssertEqual([many.count, many.drawnCount], [13, ArraySlices.maximumPanes])
        let huge = try XCTUnwrap(ArraySlices(shape: [1_000_000, 1_000_000, 1_000_000]))
        XCTAssertEqual(huge.drawnCount, ArraySlices.maximumPanes)
    }

    /// Slices that are a few long series, empty cubes and other ranks are no small multiples.
    func testCubesOfNoGridsAreRefused() {
        XCTAssertNil(ArraySlices(shape: [1_000_000, 2, 2]))
        XCTAssertNil(ArraySlices(shape: [1000, 5, 6]), "slices of 1000 × 6: six series")
        XCTAssertNil(ArraySlices(shape: [0, 20, 20]))
        XCTAssertNil(ArraySlices(shape: [20, 20]))
        XCTAssertNil(ArraySlices(shape: [2, 3, 4, 5]))
    }

    func testCellsAreFoundInCAndFortranOrder() throws {
        let slices = try XCTUnwrap(ArraySlices(shape: [19, 17, 4]))
        // C order: [r, c, s] at (r * 17 + c) * 4 + s.
        XCTAssertEqual(slices.element(slice: 3, row: 2, column: 5, fortranOrder: false), (2 * 17 + 5) * 4 + 3)
        // Fortran order: [r, c, s] at r + 19 * (c + 17 * s).
        XCTAssertEqual(slices.element(slice: 3, row: 2, column: 5, fortranOrder: true), 2 + 19 * (5 + 17 * 3))
        let first = try XCTUnwrap(ArraySlices(shape: [3, 18, 20]))
        XCTAssertEqual(first.element(slice: 1, row: 4, column: 7, fortranOrder: false), (1 * 18 + 4) * 20 + 7)
    }
}
