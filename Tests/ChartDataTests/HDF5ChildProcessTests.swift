@testable import ChartData
import ChartTestSupport
import Foundation
import XCTest

/// libhdf5 runs in a child process (`HDF5ChildProcess`): a crash inside the library, a reader
/// that dies or one that hangs is one error naming the file, and this process goes on.
final class HDF5ChildProcessTests: XCTestCase {
    /// The damaged file libhdf5 1.10 itself crashes on while listing it (SIGSEGV in
    /// H5F__accum_read under H5Ovisit), found by the hdf5 fuzz target.
    private let crashing = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Crashes/hdf5/crash-191b7701-libhdf5-accum-read").path

    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? DataFileError)?.description ?? "not a DataFileError: \(error)"
        }
    }

    func testALibraryCrashIsOneLineNamingTheFile() {
        let expected = "damaged.h5: HDF5 library failed reading this file (signal 11)"
        XCTAssertEqual(failure { _ = try HDF5Table.datasets(path: crashing, file: "damaged.h5") }, expected)
        XCTAssertEqual(failure { _ = try HDF5Table.table(path: crashing, file: "damaged.h5", dataset: nil) }, expected)
        // The same reader still reads good files afterwards.
        XCTAssertEqual(try HDF5Table.datasets(path: FormatFixtures.path("hdf5/several.h5")).count, 4)
    }

    /// A grid (both sides over 64) crosses the child's store column by column: cell (r, c) of
    /// the file is row r of column c (the rows were once read row-major under column offsets,
    /// which scrambled a world map into stripes).
    func testAGridArrivesColumnByColumn() throws {
        let table = try HDF5Table.table(path: FormatFixtures.path("hdf5/grid.h5"), dataset: nil)
        XCTAssertEqual(table.rowCount, 70)
        XCTAssertEqual(table.columns.count, 90)
        XCTAssertTrue(table.isOneNumericArray)
        for (c, column) in table.columns.enumerated() {
            XCTAssertEqual(column.values, (0..<70).map { Double($0 * 90 + c) }, "column \(c + 1)")
        }
    }

    private func withReader(_ script: String, _ body: () -> Void) throws {
        let folder = try ScratchFolder("hdf5-reader")
        let reader = try folder.write("reader", "#!/bin/sh\n" + script + "\n")
        XCTAssertEqual(chmod(reader, 0o755), 0)
        setenv("CHARTVIEW_HDF5_READER", reader, 1)
        defer { unsetenv("CHARTVIEW_HDF5_READER") }
        body()
    }

    func testAReaderThatDiesIsOneLine() throws {
        let path = FormatFixtures.path("hdf5/several.h5")
        try withReader("kill -ABRT $$") {
            XCTAssertEqual(failure { _ = try HDF5Table.datasets(path: path, file: "a.h5") },
                           "a.h5: HDF5 library failed reading this file (signal 6)")
        }
        try withReader("exit 7") {
            XCTAssertEqual(failure { _ = try HDF5Table.datasets(path: path, file: "a.h5") },
                           "a.h5: HDF5 library failed reading this file (exit 7)")
        }
        // An answer that is not one (garbage on the pipe) is refused as well.
        try withReader("echo '{\"table\": 3}'") {
            XCTAssertEqual(failure { _ = try HDF5Table.table(path: path, file: "a.h5", dataset: "/signal") },
                           "a.h5: HDF5 library failed reading this file (no answer)")
        }
    }

    func testAReaderThatHangsIsKilledAndIsOneLine() throws {
        let saved = HDF5ChildProcess.stallLimit
        HDF5ChildProcess.stallLimit = 0.5
        defer { HDF5ChildProcess.stallLimit = saved }
        try withReader("exec sleep 600") {
            XCTAssertEqual(failure { _ = try HDF5Table.datasets(path: FormatFixtures.path("hdf5/several.h5"), file: "a.h5") },
                           "a.h5: HDF5 library failed reading this file (no progress in 0.5 s)")
        }
    }

    func testAMissingReaderIsOneLine() throws {
        setenv("CHARTVIEW_HDF5_READER", "/nonexistent/chartview", 1)
        defer { unsetenv("CHARTVIEW_HDF5_READER") }
        XCTAssertEqual(failure { _ = try HDF5Table.datasets(path: FormatFixtures.path("hdf5/several.h5"), file: "a.h5") },
                       "a.h5: cannot read HDF5: chartview's reader (chartview beside this program, or CHARTVIEW_HDF5_READER) is missing")
    }
}
