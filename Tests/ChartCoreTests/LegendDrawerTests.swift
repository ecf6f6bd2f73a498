import XCTest
@testable import ChartCore

/// A `LegendDrawer` replaces the legend's box and entries; a drawer that overrides nothing draws
/// exactly the built-in legend.
final class LegendDrawerTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 640, height: 400)

    private func chart() -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "north"), x: [0, 1, 2], y: [1, 3, 2])
        source.add(ColumnSeries(title: "south"), x: [0, 1, 2], y: [2, 1, 2])
        chart.dataSource = source
        chart.legend.isVisible = true
        return chart
    }

    private struct Plain: LegendDrawer {}

    private struct Badges: LegendDrawer {
        func backgroundCommands(in frame: Rect, context: LegendDrawingContext) -> [DrawCommand] {
            [.rects([RectShape(rect: frame, fill: Color(hex: 0xfff3c0))])]
        }

        func entryCommands(for entry: LegendEntryDrawing, in context: LegendDrawingContext) -> [DrawCommand] {
            [.rects([RectShape(rect: entry.symbolFrame, fill: entry.color, cornerRadius: 4)]),
             .text(TextCommand(text: entry.title.uppercased(), font: context.font, color: context.textColor,
                               position: entry.textOrigin, verticalAnchor: .baseline))]
        }
    }

    private func legendTexts(_ scene: Scene) -> [String] {
        scene.chrome.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } }
    }

    func testADrawerThatChangesNothingDrawsTheBuiltInLegend() {
        let plain = chart()
        let expected = plain.makeScene(size: size, measurer: measurer).chrome
        let drawn = chart()
        drawn.legendDrawer = Plain()
        XCTAssertEqual(drawn.makeScene(size: size, measurer: measurer).chrome, expected)
    }

    func testADrawerDrawsItsOwnBoxSymbolsAndTitles() throws {
        let c = chart()
        c.legendDrawer = Badges()
        let scene = c.makeScene(size: size, measurer: measurer)
        let layout = try XCTUnwrap(c.lastLayout)
        let rects = scene.chrome.flatMap { command -> [RectShape] in
            if case .rects(let r) = command { return r } else { return [] }
        }
        XCTAssertTrue(rects.contains { $0.rect == layout.legendFrame && $0.fill == Color(hex: 0xfff3c0) }, "its own box")
        for (entry, slot) in zip(layout.legendEntries, [0, 1]) {
            XCTAssertTrue(rects.contains { $0.rect == entry.symbolFrame && $0.fill == c.theme.paletteColor(slot) && $0.cornerRadius == 4 },
                          "a badge in \(entry.title)'s colour")
        }
        let texts = legendTexts(scene)
        XCTAssertTrue(texts.contains("NORTH") && texts.contains("SOUTH"), "\(texts)")
        XCTAssertFalse(texts.contains("north"), "the built-in title is replaced")
    }
}
