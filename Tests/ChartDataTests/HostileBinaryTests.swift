@testable import ChartData
import Foundation
import XCTest

/// Binary files whose headers lie (issue #22): sizes that overflow 64 bits, arrays of a
/// trillion empty columns, columns whose extent wraps. Each is refused with one line, never a
/// trap or a wrapped size that passes the checks.
final class HostileBinaryTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func npy(_ shape: String, fortran: Bool = false, descr: String = "<f8", data: Int = 64) throws -> String {
        var header = "{'descr': '\(descr)', 'fortran_order': \(fortran ? "True" : "False"), 'shape': \(shape), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        let bytes = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count & 0xff), UInt8(header.utf8.count >> 8)]
            + Array(header.utf8) + [UInt8](repeating: 0, count: data)
        let path = scratch.appendingPathComponent("\(UUID().uuidString).npy").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func failure(_ body: () throws -> Void) -> BinaryFileError? {
        do { try body() } catch let error as BinaryFileError { return error } catch { return nil }
        return nil
    }

    func testATwoDimensionalShapeWhoseElementCountOverflowsIsRefused() throws {
        // (2^32, 2^32): 2^64 elements wrap to 0 in plain arithmetic and passed the size check.
        for fortran in [false, true] {
            for descr in ["<f8", "|u1"] {
                let path = try npy("(4294967296, 4294967296)", fortran: fortran, descr: descr)
                let error = failure { _ = try NpyFile(path: path) }
                guard case .sizeOverflow? = error else { return XCTFail("fortran \(fortran) \(descr): \(String(describing: error))") }
                XCTAssertFalse(error!.description.contains("\n"))
                XCTAssertTrue(error!.description.hasPrefix(path + ": shape [4294967296, 4294967296]"), error!.description)
            }
        }
        // Three factors, each fitting, whose product does not.
        guard case .sizeOverflow? = failure({ _ = try NpyFile(path: try npy("(3037000500, 3037000500)")) }) else {
            return XCTFail("a product just past 2^63")
        }
    }

    func testAnEmptyArrayOfATrillionColumnsIsRefused() throws {
        let path = try npy("(0, 1099511627776)")
        XCTAssertEqual(failure { _ = try NpyFile(path: path) }, .tooManyColumns(path: path, count: 1 << 40))
        // A zero dimension does not hide an overflow among the others.
        guard case .sizeOverflow? = failure({ _ = try NpyFile(path: try npy("(0, 4611686018427387904)")) }) else {
            return XCTFail("(0, 2^62) of 8-byte elements")
        }
    }

    func testAColumnWhoseExtentWrapsIsRefused() throws {
        let file = try MappedFile(path: try npy("(8,)"))
        guard case .sizeOverflow? = failure({
            _ = try MappedColumn(file: file, type: NumericType(kind: .float, size: 8), offset: 0, stride: 1 << 62, count: 8)
        }) else { return XCTFail("count · stride past 2^63") }
    }

    func testCheckedSizes() {
        XCTAssertEqual(CheckedSize.product([1000, 3, 8]), 24_000)
        XCTAssertNil(CheckedSize.product([1 << 32, 1 << 32]))
        XCTAssertNil(CheckedSize.product([0, 1 << 62, 8]))
        XCTAssertEqual(CheckedSize.product([0, 1 << 40, 8]), 0)
        XCTAssertNil(CheckedSize.product([-1, 2]))
        XCTAssertNil(CheckedSize.sum(Int.max, 1))
    }

    func testAConversionThatCannotFitIsRefusedBeforeItAllocates() throws {
        // A raw u8 column of 2^40 values (a sparse file: no disk used) as Doubles needs 8 TiB.
        let path = scratch.appendingPathComponent("huge.u8").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, 1 << 40), 0)
        let column = try RawColumnFile.open(path: path, type: NumericType(name: "u8"))
        guard case .conversionTooLarge(_, let count, let bytes, _)? = failure({ _ = try column.seriesColumn() }) else {
            return XCTFail("converting 2^40 values")
        }
        XCTAssertEqual(count, 1 << 40)
        XCTAssertGreaterThanOrEqual(bytes, 1 << 43)  // the Doubles, and the pyramid beside them
    }

    func testSpecialFilesAreRefusedWithoutBlocking() throws {
        let fifo = scratch.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // No writer: a plain open() would block for ever.
        guard case .cannotOpen(_, let reason)? = failure({ _ = try MappedFile(path: fifo) }) else { return XCTFail("mapped FIFO") }
        XCTAssertTrue(reason.contains("named pipe"), reason)
        XCTAssertThrowsError(try FileBytes.readAll(fifo, file: fifo)) { error in
            XCTAssertEqual("\(error)", "\(fifo): cannot read file (it is a named pipe (FIFO), not a file; pipe it to standard input as - instead)")
        }
        XCTAssertThrowsError(try SQLiteConnection(path: fifo))
        XCTAssertThrowsError(try FileOpening.checkRegularFile(scratch.path)) { error in
            XCTAssertEqual((error as? FileOpening.Failure)?.reason, "it is a directory")
        }
        XCTAssertThrowsError(try FileOpening.checkRegularFile("/dev/zero")) { error in
            XCTAssertEqual((error as? FileOpening.Failure)?.reason, "it is a device, not a file")
        }
    }

    func testAddressesLoseTheirPasswords() {
        XCTAssertEqual(SecretRedaction.redacted("postgresql://me:s3cret@db/lab"), "postgresql://me:***@db/lab")
        XCTAssertEqual(SecretRedaction.redacted("x: postgres://u:p@ss:w@host:5432/db?sslmode=require: no"),
                       "x: postgres://u:***@host:5432/db?sslmode=require: no")
        XCTAssertEqual(SecretRedaction.redacted("host=db password=hunter2 dbname=lab"), "host=db password=*** dbname=lab")
        // The key in any case, quoted or not, each time, after characters of several UTF-16 units.
        XCTAssertEqual(SecretRedaction.redacted("é😀 host=db PASSWORD = 'a b' password=x@y user=me"),
                       "é😀 host=db PASSWORD = *** password=*** user=me")
        XCTAssertEqual(SecretRedaction.redacted("me@example.com wrote data.csv"), "me@example.com wrote data.csv")
        XCTAssertEqual(SecretRedaction.redacted("pol://u:a\r,\nhunter2@db"), "pol://u:***@db")
        XCTAssertEqual(SecretRedaction.redacted("p://u:hunter2@\u{346}db"), "p://u:***@\u{346}db")
        XCTAssertEqual(SecretRedaction.redacted("postgresql://me@db:5432/lab: no password@all"), "postgresql://me@db:5432/lab: no password@all")
        // A userinfo after a path or a second // is no password to a URL parser, but reads as one.
        XCTAssertEqual(SecretRedaction.redacted("postgesql://r2@h/du:hunter2@h/db"), "postgesql://r2@h/du:***@h/db")
        XCTAssertEqual(SecretRedaction.redacted("p\u{FFFD}://u::\u{FFFD}//u:hunter2@h"), "p\u{FFFD}://u::\u{FFFD}//u:***@h")
    }

    func testLookingUpEveryColumnByNameIndexesOnce() {
        let n = 100_000
        var table = DataTable(columns: (0..<n).map { DataTable.Column(name: "c\($0)", values: []) }, rowCount: 0)
        // The work is counted: every column looked up once reads each column once, for the index.
        let before = ColumnNameIndex.columnsVisited
        for i in 0..<n where table.columnIndex(named: "c\(i)") != i { XCTFail("c\(i)") }
        XCTAssertNil(table.column(named: "missing"))
        XCTAssertEqual(ColumnNameIndex.columnsVisited - before, n, "columns read for \(n) lookups")
        // A change (here a rename) is seen by the next lookup; copies keep their own index.
        let copy = table
        table.columns[5].name = "renamed"
        XCTAssertEqual(table.columnIndex(named: "renamed"), 5)
        XCTAssertNil(table.columnIndex(named: "c5"))
        XCTAssertEqual(copy.columnIndex(named: "c5"), 5)
        // Duplicates: the first wins, as before.
        let twice = DataTable(columns: [.init(name: "a", values: [1]), .init(name: "a", values: [2])], rowCount: 1)
        XCTAssertEqual(twice.column(named: "a")?.values, [1])
    }

    /// A table of the most columns chartview reads (10^5) is read whole, each column as long as
    /// the table, and looking every one up by name reads each column once (the work counted).
    /// One more column is refused (below, and in the catalogue).
    func testATableOfTheMostColumnsIsReadAndLookedUpInBoundedWork() throws {
        let n = DataTable.maximumColumnCount
        let header = (0..<n).map { "c\($0)" }.joined(separator: ",")
        let row = (0..<n).map { String($0 % 7) }.joined(separator: ",")
        let table = try DelimitedTextParser.parse(header + "\n" + row + "\n" + row + "\n", file: "widest.csv")
        XCTAssertEqual(table.columns.count, n)
        XCTAssertEqual(table.rowCount, 2)
        XCTAssertTrue(table.columns.allSatisfy { $0.values.count == 2 }, "every column holds every row")
        let before = ColumnNameIndex.columnsVisited
        for i in 0..<n where table.columnIndex(named: "c\(i)") != i { XCTFail("c\(i)") }
        XCTAssertEqual(ColumnNameIndex.columnsVisited - before, n, "columns read for \(n) lookups")
    }

    func testALineOfTooManyFieldsIsRefusedInOneLine() throws {
        let line = (0...DataTable.maximumColumnCount).map { "c\($0)" }.joined(separator: ",")
        XCTAssertThrowsError(try DelimitedTextParser.parse(line + "\n" + line + "\n", file: "wide.csv")) { error in
            XCTAssertEqual("\(error)", "wide.csv:1: 100001 columns, more than the 100000 chartview reads; cut the columns you need (e.g. cut -d, -f1-10)")
        }
    }
}
