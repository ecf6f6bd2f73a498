import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// The front page (README.md) and the guides under docs/: every Swift block of the README is
/// compiled here line for line (and the headless one run), the test command it names is the one
/// CI runs, and every relative link of README.md, ARCHITECTURE.md and docs/ reaches a file.
final class FrontPageTests: ArticleTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Example 1, compiled and never called: it opens a window.
    func showQuickStartWindow() throws {
        let chart = Chart(title: "Daily temperature")
        let data = ArrayDataSource()
        let oslo = LineSeries(title: "Oslo")
        oslo.style.lineWidth = 3
        oslo.style.showsFill = true
        data.add(oslo, x: days, y: temperatures)
        data.add(ScatterSeries(title: "Readings"), x: readingDays, y: readings)
        chart.dataSource = data
        chart.xAxis.title = "Day"
        chart.yAxis.title = "°C"
        chart.legend.isVisible = true
        chart.theme = .dark

        // In a window (returns when it is closed):
        try ChartView(chart: chart, title: "Temperature", size: Size(width: 1000, height: 640)).run()
    }

    /// Example 1's chart, for example 2.
    private func quickStartChart() -> Chart {
        let chart = Chart(title: "Daily temperature")
        let data = ArrayDataSource()
        let oslo = LineSeries(title: "Oslo")
        oslo.style.lineWidth = 3
        oslo.style.showsFill = true
        data.add(oslo, x: days, y: temperatures)
        data.add(ScatterSeries(title: "Readings"), x: readingDays, y: readings)
        chart.dataSource = data
        chart.xAxis.title = "Day"
        chart.yAxis.title = "°C"
        chart.legend.isVisible = true
        chart.theme = .dark
        return chart
    }

    /// Example 2 writes the picture the README shows (CHARTKIT_KEEP_IMAGES keeps it as
    /// quick-start.png, which is how docs/images/quick-start.png was made).
    func testHeadlessExampleWritesThePicture() throws {
        let chart = quickStartChart()
        try inScratchFolder {
            // Or headless, to PNG:
            try ChartImageRenderer().writePNG(chart, size: Size(width: 1000, height: 640), scale: 2, to: "chart.png")

            let image = try PNGReader.read("chart.png")
            XCTAssertEqual(image.width, 2000)
            XCTAssertEqual(image.height, 1280)
            PixelAssertions.keep(image, name: "quick-start")
        }
    }

    func testEverySwiftBlockOfTheReadmeIsCompiledHere() throws {
        let blocks = ArticleCodeBlockTests.swiftBlocks(in: try text("README.md")).map(ArticleCodeBlockTests.significant)
        XCTAssertGreaterThanOrEqual(blocks.count, 2, "the window and headless examples")
        let mine = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let compiled = ArticleCodeBlockTests.significant(mine.components(separatedBy: "\n"))
        for lines in blocks where !lines.isEmpty {
            let found = compiled.indices.contains { start in
                start + lines.count <= compiled.count && Array(compiled[start..<(start + lines.count)]) == lines
            }
            XCTAssertTrue(found, "README.md's Swift block starting \"\(lines[0])\" is not in FrontPageTests.swift")
        }
    }

    func testTheReadmeNamesTheTestCommandCIRuns() throws {
        let ci = try text(".ci/run")
        XCTAssertTrue(ci.contains("exec Scripts/test"), "CI runs Scripts/test")
        let readme = try text("README.md")
        XCTAssertTrue(readme.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Scripts/test ") },
                      "README.md shows the command CI runs")
        XCTAssertLessThan(readme.components(separatedBy: "\n").count, 250, "the front page stays short")
        XCTAssertLessThan(try text("ARCHITECTURE.md").components(separatedBy: "\n").count, 400, "the map stays short")
    }

    func testEveryRelativeLinkOfTheDocsReachesAFile() throws {
        var pages = ["README.md", "ARCHITECTURE.md"]
        let docs = root.appendingPathComponent("docs")
        let walker = FileManager.default.enumerator(atPath: docs.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        XCTAssertGreaterThan(pages.count, 10)
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for page in pages {
            let markdown = try text(page)
            let folder = root.appendingPathComponent(page).deletingLastPathComponent()
            for match in link.matches(in: markdown, range: NSRange(markdown.startIndex..., in: markdown)) {
                guard let range = Range(match.range(at: 1), in: markdown) else { continue }
                let target = String(markdown[range])
                if target.hasPrefix("http") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
                let file = target.components(separatedBy: "#")[0]
                let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).standardizedFileURL.path)
                XCTAssertTrue(exists, "\(page): the link \(target) reaches no file")
            }
        }
    }
}
