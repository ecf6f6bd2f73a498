import ChartKit
import Foundation
import XCTest

/// RenderingHeadlessAndInAWindow.md and Performance.md.
final class RenderingArticleTests: ArticleTestCase {
    func testWindowSnippet() {
        let chart = lineChart(), prices = lineChart("p"), volume = lineChart("v")
        let openWindows: () throws -> Void = {
            try ChartView(chart: chart, title: "Temperature", size: Size(width: 1000, height: 640)).run()

            let view = try ChartView(charts: [prices, volume], arrangement: .rows([3, 1]),
                                     title: "Market", size: Size(width: 1000, height: 800))
            view.magnification = 1.25                         // larger text and lines everywhere
            view.run()                                        // returns when the window closes
        }
        _ = openWindows
    }

    func testHeadlessAndVectorSnippets() throws {
        let chart = lineChart(), prices = lineChart("p"), volume = lineChart("v")
        try inScratchFolder {
            let renderer = try ChartImageRenderer()
            let image = renderer.render(chart, size: Size(width: 800, height: 500), scale: 2)   // RGBAImage
            try PNGWriter.write(image, to: "chart@2x.png")
            let both = renderer.render(charts: [prices, volume], arrangement: .rows([3, 1]),
                                       size: Size(width: 1000, height: 800))
            print(image.width, both.height)
            XCTAssertEqual(image.width, 1600)
            XCTAssertEqual(both.height, 800)
            XCTAssertEqual(try PNGReader.read("chart@2x.png").height, 1000)
        }

        let svg = try SceneSVGWriter.svg(for: chart, size: Size(width: 800, height: 500))
        let pdf = try ScenePDFWriter.pdf(for: chart, size: Size(width: 800, height: 500))
        print(svg.count, pdf.count)
        XCTAssertTrue(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
        XCTAssertEqual(Array(pdf.prefix(4)), Array("%PDF".utf8))
    }

    func testFrameStatsSnippet() throws {
        let chart = lineChart()
        final class FrameMeter: ChartObserver {
            var redrawnBaseImages = 0
            func chart(_ chart: Chart, didRender stats: ChartFrameStats) {
                if stats.baseRedrawn { redrawnBaseImages += 1 }
            }
        }
        let meter = FrameMeter()
        let observation = chart.addObserver(meter)
        _ = try ChartImageRenderer().render(chart, size: Size(width: 800, height: 500))
        print(meter.redrawnBaseImages)
        observation.cancel()
        XCTAssertEqual(meter.redrawnBaseImages, 1, "a first frame draws its base image")
    }
}
