import ChartKit
import Foundation
import XCTest

/// What the articles' snippets take as given: sample data under the names the articles use, a
/// chart with a line, and a scratch folder as the current directory for snippets that write files.
class ArticleTestCase: XCTestCase {
    let days = (0..<30).map(Double.init)
    var temperatures: [Double] { days.map { 10 + 5 * sin($0 / 5) } }
    let readingDays = [1.0, 5, 9], readings = [11.0, 14, 9]
    var opens: [Double] { temperatures }
    var highs: [Double] { temperatures.map { $0 + 1 } }
    var lows: [Double] { temperatures.map { $0 - 1 } }
    var closes: [Double] { temperatures.map { $0 + 0.5 } }
    let gdp = [10.0, 30, 50], life = [60.0, 75, 82], population = [5.0, 60, 20]
    let now = 1_700_000_000.0, load = 0.5, frameTime = 1.0

    /// A chart with one line over `days`, laid out once at 800×500 points.
    func lineChart(_ title: String = "line") -> Chart {
        let chart = Chart()
        let data = ArrayDataSource()
        data.add(LineSeries(title: title), x: days, y: temperatures)
        chart.dataSource = data
        chart.applyLayout(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer())
        return chart
    }

    /// Runs `body` with a fresh scratch folder as the current directory.
    func inScratchFolder(_ body: () throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(folder.path) else { return XCTFail("cannot enter \(folder.path)") }
        defer {
            _ = FileManager.default.changeCurrentDirectoryPath(previous)
            try? FileManager.default.removeItem(at: folder)
        }
        try body()
    }
}
