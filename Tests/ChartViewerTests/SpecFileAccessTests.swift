import ChartData
@testable import ChartViewer
import Foundation
import XCTest

/// The pieces of the untrusted-spec rules (SpecFileAccess) and the one-line output
/// (ViewerOutput) checked directly; UntrustedInputTests runs them through `chartview`.
final class SpecFileAccessTests: XCTestCase {
    func testContentFreeDescriptionsKeepThePlaceAndTheKindOnly() {
        let cell = DataFileError(file: "d.csv", line: 3, column: 2, problem: DataFileError.notANumber("hunter2", columnName: "pw"))
        XCTAssertEqual(cell.contentFreeDescription, "d.csv:3:2: a cell is not a number")
        let count = DataFileError(file: "d.csv", line: 4, problem: DataFileError.wrongFieldCount(expected: 2, found: 3))
        XCTAssertEqual(count.contentFreeDescription, "d.csv:4: expected 2 fields, found 3")
        let keys = DataFileError(file: "d.jsonl", problem: "--x t: no such key (keys: secret, other)")
        XCTAssertEqual(keys.contentFreeDescription, "d.jsonl: the file's contents do not fit (details withheld from spec runs)")
    }

    func testOneLineEscapesControlCharactersAndHidesPasswords() {
        XCTAssertEqual(ViewerOutput.oneLine("a\nb\tc\u{7}d\u{2028}"), "a\\nb\\tc\\u{7}d\\u{2028}")
        XCTAssertEqual(ViewerOutput.oneLine("postgresql://u:pw@h/db: cannot connect"), "postgresql://u:***@h/db: cannot connect")
    }

    func testReferencesResolveBelowTheSpecsFolderOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-access-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x,y\n1,2\n".utf8).write(to: folder.appendingPathComponent("sub/d.csv"))
        let spec = folder.appendingPathComponent("s.json").path
        XCTAssertEqual(try SpecFileAccess.resolve("sub/d.csv", specPath: spec, label: "s"), folder.appendingPathComponent("sub/d.csv").path)
        XCTAssertEqual(try SpecFileAccess.resolve("sub/../sub/d.csv", specPath: spec, label: "s"), folder.appendingPathComponent("sub/d.csv").path)
        XCTAssertThrowsError(try SpecFileAccess.resolve("../\(folder.lastPathComponent)-x", specPath: spec, label: "s"))
        XCTAssertThrowsError(try SpecFileAccess.resolve("sub", specPath: spec, label: "s")) { error in
            XCTAssertEqual("\(error)", "s \"sub\": cannot open: it is a directory")
        }
        XCTAssertThrowsError(try SpecFileAccess.resolve("host=db password=x", specPath: spec, label: "s")) { error in
            XCTAssertFalse("\(error)".contains("password=x"), "\(error)")
        }
        let nested = folder.appendingPathComponent("sub/s.json").path
        XCTAssertThrowsError(try SpecFileAccess.resolve("../s.json", specPath: nested, label: "s"))
        SpecFileAccess.allowedFolders = [folder.path]
        defer { SpecFileAccess.allowedFolders = [] }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: spec))
        XCTAssertEqual(try SpecFileAccess.resolve("../s.json", specPath: nested, label: "s"), spec)
    }
}
