import ChartTestSupport
import Foundation
import XCTest

/// 10^6 rows piped into `chartview render -` take the file's path (read in parts, the same
/// table) and draw the file's picture.
final class StandardInputStreamPictureTests: XCTestCase {
    func testAMillionRowsThroughAPipeDrawTheFilesPicture() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        let folder = try ScratchFolder("stdin-stream-picture")
        var text = "time,value\n"
        text.reserveCapacity(24_000_000)
        for row in 0..<1_000_000 {
            text += "\(1_600_000_000 + row * 60),\(row % 50_000 == 9 ? "" : String(Double(row % 7_919) / 16 + Double(row / 100_000)))\n"
        }
        let input = try folder.write("rows.csv", text)
        let piped = try CommandRunner.run("/bin/sh", ["-c", "cat \"$2\" | \"$0\" render - -o \"$1\" --title rows", chartview,
                                                      folder.path("stdin.png"), input])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        let file = try CommandRunner.run(chartview, ["render", input, "-o", folder.path("file.png"), "--title", "rows", "--no-cache"])
        XCTAssertEqual(file.status, 0, file.stderr)
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("stdin.png")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("file.png")))
        XCTAssertGreaterThan(a.count, 1_000)
        XCTAssertEqual(a, b, "the same picture as the file's")
    }
}
