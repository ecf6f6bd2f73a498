import ChartTestSupport
import Foundation
import XCTest

/// `chartview render` makes its renderer on another thread while the data loads: an error in the
/// data must still end in one line and status 1, whenever it comes (the process once aborted on
/// its way out while that thread was still loading the GL driver).
final class RenderErrorExitTests: XCTestCase {
    func testErrorsEarlyAndLateEndInOneLineAndStatusOne() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let scratch = try ScratchFolder("render-error-exit")
        var rows = (0..<60_000).map { "\($0),\(Double($0) * 0.5)" }
        rows[50_000] = "50000,1,2"
        let late = try scratch.write("late.csv", "x,y\n" + rows.joined(separator: "\n") + "\n")
        let early = try scratch.write("early.csv", "x,y\n1,2\n2,3,4\n")
        for _ in 0..<3 {
            for (path, line) in [(late, 50_002), (early, 3)] {
                let result = try CommandRunner.run(chartview, ["render", path, "-o", scratch.path("x.png")])
                XCTAssertEqual(result.status, 1, result.stderr)
                XCTAssertEqual(result.stderr, "chartview: \(path):\(line): expected 2 fields, found 3\n")
            }
        }
    }
}
