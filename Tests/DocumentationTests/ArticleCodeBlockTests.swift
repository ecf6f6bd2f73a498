import Foundation
import XCTest

/// Every Swift code block of the DocC articles (Sources/ChartKit/ChartKit.docc) appears, line for
/// line, in this test target's sources, where it compiles against the package and runs: an
/// article cannot show an API that does not exist. The snippets sit inside test functions that
/// set up what an article leaves out (the data, a chart), and the comparison ignores
/// indentation, blank lines and `import` lines.
final class ArticleCodeBlockTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The Swift code blocks of a Markdown text (fences opened with ```swift).
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed.hasPrefix("```swift") {
                current = []
            } else if current != nil, trimmed.hasPrefix("```") {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// Lines as compared: trimmed, without blank and import lines.
    static func significant(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    func testTheBlockFinderReadsFencesAndSkipsOtherLanguages() {
        let markdown = "text\n```swift\nlet a = 1\n\n  a.b()\n```\n```\nshell\n```\n```swift\nx\n```"
        XCTAssertEqual(Self.swiftBlocks(in: markdown).map(Self.significant), [["let a = 1", "a.b()"], ["x"]])
    }

    func testEveryArticleCodeBlockIsCompiledHere() throws {
        let catalogue = root.appendingPathComponent("Sources/ChartKit/ChartKit.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalogue.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(articles.count, 9, "the landing page, getting started and seven concerns")
        let testsFolder = root.appendingPathComponent("Tests/DocumentationTests")
        let sources = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path).filter { $0.hasSuffix(".swift") }
            .filter { $0 != "ArticleCodeBlockTests.swift" }
            .map { try String(contentsOf: testsFolder.appendingPathComponent($0), encoding: .utf8) }
        let compiled = Self.significant(sources.joined(separator: "\n").components(separatedBy: "\n"))
        var blockCount = 0
        for article in articles {
            let text = try String(contentsOf: catalogue.appendingPathComponent(article), encoding: .utf8)
            for (index, block) in Self.swiftBlocks(in: text).enumerated() {
                blockCount += 1
                let lines = Self.significant(block)
                guard !lines.isEmpty else { continue }
                let found = compiled.indices.contains { start in
                    start + lines.count <= compiled.count && Array(compiled[start..<(start + lines.count)]) == lines
                }
                XCTAssertTrue(found, "\(article), Swift block \(index + 1) (starting \"\(lines[0])\") is not in Tests/DocumentationTests")
            }
        }
        XCTAssertGreaterThan(blockCount, 20)
    }
}
