import XCTest
@testable import ChartCore

/// Per-slice and selected looks of pies and donuts, the spoke's anchor (offset, dot), padding and
/// selected spoke, and the per-label closure: the reference's slice and spoke styles.
final class PieSliceStyleTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 600, height: 400)

    private func chart(_ pie: PieSeries, values: [Double] = [3, 2, 1], names: [String] = ["a", "b", "c"]) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(pie, values: values, names: names)
        chart.dataSource = source
        chart.legend.isVisible = false
        return chart
    }

    private func sectors(_ scene: Scene) -> [SectorShape] {
        scene.series.flatMap { command -> [SectorShape] in
            if case .sectors(let shapes) = command { return shapes }
            return []
        }
    }

    private func spokes(_ scene: Scene) -> [SegmentBatch] {
        scene.series.compactMap { if case .segments(let s) = $0 { return s } else { return nil } }
    }

    private func texts(_ scene: Scene) -> [TextCommand] {
        scene.series.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }

    func testSliceStylesAndTheSelectedStyleChangeFillBorderAndLabel() throws {
        let pie = DonutSeries(title: "d")
        let green = Color(hex: 0x1c9c3c), gold = Color(hex: 0xffc000), ink = Color(hex: 0x101010)
        pie.sliceStyles["b"] = PieSliceStyle(fillColor: green, borderColor: ink, borderWidth: 4, labelColor: gold)
        pie.selectedSliceStyle = PieSliceStyle(fillColor: gold)
        let c = chart(pie)
        var shapes = sectors(c.makeScene(size: size, measurer: measurer)).filter { $0.innerRadius > 0 }
        XCTAssertEqual(shapes.count, 3)
        XCTAssertEqual(shapes[1].fill, green)
        XCTAssertEqual(shapes[1].borderColor, ink)
        XCTAssertEqual(shapes[1].borderWidth, 2, "half the border each side of the edge, as the series' own")
        XCTAssertEqual(shapes[0].fill, pie.sliceColor("a", theme: c.theme), "other slices keep the palette")
        XCTAssertTrue(texts(c.makeScene(size: size, measurer: measurer)).contains { $0.color == gold }, "b's label colour")
        // Selecting a: the selected style over its own look.
        c.setPointSelected(true, pointIndex: 0, seriesIndex: 0)
        shapes = sectors(c.makeScene(size: size, measurer: measurer)).filter { $0.innerRadius > 0 }
        XCTAssertEqual(shapes[0].fill, gold)
        XCTAssertEqual(shapes[1].fill, green, "unselected b unchanged")
        // A slice's own selected style wins over the series'.
        pie.selectedSliceStyles["a"] = PieSliceStyle(fillColor: ink)
        shapes = sectors(c.makeScene(size: size, measurer: measurer)).filter { $0.innerRadius > 0 }
        XCTAssertEqual(shapes[0].fill, ink)
    }

    func testSpokeAnchorOffsetDotPaddingAndSelectedSpoke() throws {
        let pie = PieSeries(title: "p")
        pie.labelPosition = .outside
        let blue = Color(hex: 0x1f5fb4), red = Color(hex: 0xd01c1c)
        pie.spokeStyle = SpokeStyle(color: blue, width: 1, length: 20, anchorOffset: -12, anchorRadius: 3, labelPadding: 10)
        pie.selectedSpokeStyle = SpokeStyle(color: red, width: 2.5, length: 20, anchorRadius: 6, anchorColor: blue)
        let c = chart(pie, values: [1, 1], names: ["a", "b"])
        var scene = c.makeScene(size: size, measurer: measurer)
        let center = try XCTUnwrap(c.radialCenter), radius = try XCTUnwrap(c.radialRadius)
        let lines = spokes(scene)
        XCTAssertEqual(lines.count, 2)
        for spoke in lines {
            let start = spoke.segments[0].from, elbow = spoke.segments[0].to
            XCTAssertEqual(hypot(start.x - center.x, start.y - center.y), radius - 12, accuracy: 1e-9, "starts 12 pt inside the rim")
            XCTAssertEqual(hypot(elbow.x - start.x, elbow.y - start.y), 20, accuracy: 1e-9, "20 pt from its anchor")
            // The label stands `labelPadding` past the spoke's end.
            let end = spoke.segments[1].to
            let label = try XCTUnwrap(texts(scene).min { abs($0.position.y - end.y) < abs($1.position.y - end.y) })
            XCTAssertEqual(abs(label.position.x - end.x), 10, accuracy: 1e-9)
        }
        let dots = sectors(scene).filter { $0.outerRadius == 3 && $0.innerRadius == 0 }
        XCTAssertEqual(dots.count, 2, "an anchor dot per spoke")
        XCTAssertEqual(dots.first?.fill, blue, "in the spoke's colour")
        // Selected: its spoke takes the selected style.
        c.setPointSelected(true, pointIndex: 1, seriesIndex: 0)
        scene = c.makeScene(size: size, measurer: measurer)
        XCTAssertEqual(spokes(scene).map(\.color).sorted { $0.red < $1.red }, [blue, red])
        XCTAssertEqual(spokes(scene).first { $0.color == red }?.width, 2.5)
        XCTAssertEqual(sectors(scene).filter { $0.outerRadius == 6 }.map(\.fill), [blue], "the selected anchor dot")
    }

    func testTheLabelClosureChangesTextColourSpokeOrHidesALabel() throws {
        let pie = PieSeries(title: "p")
        pie.labelPosition = .outside
        let purple = Color(hex: 0x7030a0)
        pie.alterSliceLabel = { input, label in
            if input.name == "c" { label.isHidden = true }
            if input.name == "a" {
                label.text = "A: \(Int(input.value))"
                label.color = purple
                label.spoke.length = 40
                label.spoke.color = purple
            }
        }
        let c = chart(pie)
        let scene = c.makeScene(size: size, measurer: measurer)
        let shown = texts(scene).map(\.text)
        XCTAssertTrue(shown.contains("A: 3"), "\(shown)")
        XCTAssertFalse(shown.contains { $0.hasPrefix("c ") }, "c's label hidden: \(shown)")
        XCTAssertEqual(texts(scene).first { $0.text == "A: 3" }?.color, purple)
        XCTAssertEqual(spokes(scene).count, 2, "no spoke for the hidden label")
        let a = try XCTUnwrap(spokes(scene).first { $0.color == purple })
        XCTAssertEqual(hypot(a.segments[0].to.x - a.segments[0].from.x, a.segments[0].to.y - a.segments[0].from.y), 40,
                       accuracy: 1e-9)
    }
}
