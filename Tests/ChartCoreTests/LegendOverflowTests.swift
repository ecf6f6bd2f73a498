import XCTest
@testable import ChartCore

/// Long titles and many series never push the plot area out of the chart.
final class LegendOverflowTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()  // 0.6 em per character
    private let size = Size(width: 700, height: 420)

    private func chart(titles: [String], title: String? = nil) -> Chart {
        let chart = Chart(title: title)
        let source = ArrayDataSource()
        for t in titles { source.add(LineSeries(title: t), y: [1, 2, 3]) }
        chart.dataSource = source
        chart.legend.isVisible = true
        return chart
    }

    func testTruncationKeepsWhatFitsAndEndsInAnEllipsis() {
        let font = FontSpec(size: 10)  // 6 pt per character
        XCTAssertEqual(measurer.truncated("short", font: font, maxWidth: 100), "short")
        XCTAssertEqual(measurer.truncated("abcdefghijklmnop", font: font, maxWidth: 60), "abcdefghi…")
        XCTAssertEqual(measurer.truncated("ab cdefgh", font: font, maxWidth: 24), "ab…", "no space before the ellipsis")
        XCTAssertEqual(measurer.truncated("abcdef", font: font, maxWidth: 1), "…")
        XCTAssertEqual(measurer.truncated("", font: font, maxWidth: 0), "")
    }

    func testAHugeTitleIsShortenedToTheChartWidth() throws {
        let c = chart(titles: ["a"], title: String(repeating: "Quarterly revenue ", count: 40))
        let scene = c.makeScene(size: size, measurer: measurer)
        let layout = try XCTUnwrap(c.lastLayout)
        let text = try XCTUnwrap(layout.titleText)
        XCTAssertTrue(text.hasSuffix("…"))
        let title = try XCTUnwrap(scene.chrome.compactMap { cmd -> TextCommand? in
            if case .text(let t) = cmd, t.text == text { return t } else { return nil }
        }.first)
        let width = measurer.measure(text, font: title.font).width
        XCTAssertGreaterThanOrEqual(title.position.x - width / 2, 12 - 1e-9, "inside the left margin")
        XCTAssertLessThanOrEqual(title.position.x + width / 2, size.width - 12 + 1e-9, "inside the right margin")
    }

    func testALongSeriesTitleDoesNotSqueezeThePlotArea() throws {
        let c = chart(titles: [String(repeating: "s", count: 300), "t"])
        c.applyLayout(size: size, measurer: measurer)
        let layout = try XCTUnwrap(c.lastLayout)
        let legend = try XCTUnwrap(layout.legendFrame)
        XCTAssertLessThanOrEqual(legend.width, (size.width - 24) * 0.3 + 2 * LayoutEngine.legendPadding + 1)
        XCTAssertGreaterThan(layout.plotArea.width, size.width / 2)
        XCTAssertTrue(layout.legendEntries[0].title.hasSuffix("…"))
        XCTAssertEqual(layout.legendEntries[1].title, "t")
    }

    func testManySeriesFlowIntoColumnsInsideTheChart() throws {
        let c = chart(titles: (0..<40).map { "series \($0)" })
        c.applyLayout(size: size, measurer: measurer)
        let layout = try XCTUnwrap(c.lastLayout)
        let legend = try XCTUnwrap(layout.legendFrame)
        XCTAssertGreaterThanOrEqual(legend.minY, 0)
        XCTAssertLessThanOrEqual(legend.maxY, size.height)
        XCTAssertLessThanOrEqual(legend.maxX, size.width)
        let columns = Set(layout.legendEntries.map(\.symbolFrame.minX))
        XCTAssertGreaterThan(columns.count, 1, "entries that do not fit in height start a new column")
        XCTAssertEqual(layout.legendEntries.map(\.title), (0..<40).map { "series \($0)" }, "short titles stay whole")
        for entry in layout.legendEntries {
            XCTAssertTrue(legend.contains(Point(x: entry.frame.midX, y: entry.frame.midY)))
            // A click in the middle of an entry finds that entry, in any column.
            XCTAssertEqual(c.legendEntry(at: Point(x: entry.frame.midX, y: entry.frame.midY)), entry.seriesIndex)
        }
    }

    func testATopLegendWrapsIntoRows() throws {
        let c = chart(titles: (0..<12).map { "a rather long series name \($0)" })
        c.legend.position = .top
        c.applyLayout(size: size, measurer: measurer)
        let layout = try XCTUnwrap(c.lastLayout)
        let legend = try XCTUnwrap(layout.legendFrame)
        XCTAssertLessThanOrEqual(legend.width, size.width - 24 + 1e-9)
        XCTAssertGreaterThan(Set(layout.legendEntries.map(\.symbolFrame.minY)).count, 1, "wrapped into several rows")
        XCTAssertGreaterThanOrEqual(layout.plotArea.minY, legend.maxY)
    }
}
