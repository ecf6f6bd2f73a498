import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// `chartview render -` reads a table from standard input with the same rules as a file
/// (TablePlan): a long table splits by its key, dates are found, `--y` picks columns.
final class StandardInputPlanTests: XCTestCase {
    func testALongTableOnStandardInputSplitsByItsKey() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        let folder = try ScratchFolder("stdin-plan")
        var rows = ["symbol,date,price"]
        for symbol in ["AAA", "BBB"] {
            for day in 1...20 { rows.append("\(symbol),Jan \(day) 2000,\(day * (symbol == "AAA" ? 1 : 2))") }
        }
        let input = try folder.write("long.csv", rows.joined(separator: "\n") + "\n")
        let output = folder.path("long.svg")
        let result = try CommandRunner.run("/bin/sh", ["-c", "\"$0\" render - -o \"$1\" < \"$2\"", chartview, output, input])
        XCTAssertEqual(result.status, 0, result.stderr)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(svg.contains(">AAA<") && svg.contains(">BBB<"), "a series (and legend entry) per symbol")
        XCTAssertTrue(svg.contains(">Jan 2000<") || svg.contains("2000"), "a date axis")
        let file = try CommandRunner.run(chartview, ["render", input, "-o", folder.path("file.svg")])
        XCTAssertEqual(file.status, 0, file.stderr)
        XCTAssertEqual(try String(contentsOfFile: folder.path("file.svg"), encoding: .utf8)
                        .replacingOccurrences(of: "long.csv", with: "stdin"), svg,
                       "the same picture as the file's, but for the title")
    }
}
