import Foundation
import XCTest
@testable import ChartViewer

/// Standard input kept on disk for `chartview -`: an endless stream stops being kept at the
/// spool's limit (its space freed at once), and the kept bytes read back under a name of their
/// format.
final class StandardInputSpoolTests: XCTestCase {
    func testAStreamPastTheLimitIsNoLongerKept() throws {
        let spool = try StandardInputSpool(largestKept: 16)
        XCTAssertTrue(spool.append(Array("x,y\n1,2\n".utf8)[...]))
        XCTAssertTrue(spool.append(Array("3,4\n5,6\n".utf8)[...]))
        XCTAssertEqual(spool.byteCount, 16)
        XCTAssertFalse(spool.append(Array("7".utf8)[...]), "one byte past the limit")
        XCTAssertEqual(spool.byteCount, 16)
        spool.remove()
        spool.remove()  // (the reader drops it, then the command removes it again: once is closed)
        XCTAssertFalse(spool.append(Array("7".utf8)[...]), "nothing is written once removed")
    }

    func testKeptTextReadsBackUnderItsFormatsName() throws {
        let spool = try StandardInputSpool(largestKept: 1 << 20)
        defer { spool.remove() }
        let text = "time,value\n2024-01-01,1\n2024-01-02,3\n"
        XCTAssertTrue(spool.append(Array(text.utf8)[...]))
        let path = try spool.finish()
        XCTAssertTrue(path.hasSuffix("/stdin.csv"), path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
        spool.removeName()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testTheDefaultLimitIsHalfTheFreeSpaceAtMost16GiB() {
        let limit = StandardInputSpool.defaultLimit(in: FileManager.default.temporaryDirectory.path)
        XCTAssertGreaterThan(limit, 0)
        XCTAssertLessThanOrEqual(limit, 16 << 30)
        XCTAssertEqual(StandardInputSpool.defaultLimit(in: "/no/such/folder"), 16 << 30)
    }
}
