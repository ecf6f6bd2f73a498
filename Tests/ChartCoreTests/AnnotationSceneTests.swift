import XCTest
@testable import ChartCore

/// Annotations are placed by value through their axes, in the layer they name; zooming kinds
/// grow with the view and fixed ones keep their size; bad values draw nothing.
final class AnnotationSceneTests: XCTestCase {
    private let size = Size(width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    private func chart() -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [0, 10], y: [0, 100])
        chart.dataSource = source
        return chart
    }

    private func segments(_ commands: [DrawCommand]) -> [SegmentBatch.Segment] {
        commands.compactMap { if case .segments(let b) = $0 { return b } else { return nil } }.flatMap(\.segments)
    }

    private func rects(_ commands: [DrawCommand]) -> [RectShape] {
        commands.compactMap { if case .rects(let r) = $0 { return r } else { return nil } }.flatMap { $0 }
    }

    private func images(_ commands: [DrawCommand]) -> [ImageCommand] {
        commands.compactMap { if case .image(let i) = $0 { return i } else { return nil } }
    }

    func testLinesSitAtTheirValuesAfterAZoom() throws {
        let c = chart()
        c.addAnnotation(Annotation(.verticalLine(x: 4)))
        c.addAnnotation(Annotation(.horizontalLine(y: 30)))
        for range in [AxisRange(min: 0, max: 10), AxisRange(min: 3, max: 5)] {
            c.xAxis.setVisibleRange(range)
            let scene = c.makeScene(size: size, measurer: measurer)
            let s = segments(scene.plotOverlay)
            XCTAssertEqual(s.count, 2)
            XCTAssertEqual(s[0].from.x, c.xAxis.pixelValue(forDataValue: 4), accuracy: 1)
            XCTAssertEqual(s[0].from.y, scene.plotArea.minY)
            XCTAssertEqual(s[0].to.y, scene.plotArea.maxY)
            XCTAssertEqual(s[1].from.y, c.yAxis.pixelValue(forDataValue: 30), accuracy: 1)
        }
    }

    func testUnderlayAnnotationsGoIntoTheBaseAndOverlayOnesAbove() throws {
        let c = chart()
        let under = c.addAnnotation(Annotation(.horizontalBand(from: 20, to: 40), layer: .underlay))
        c.addAnnotation(Annotation(.verticalBand(from: 2, to: 3)))
        let scene = c.makeScene(size: size, measurer: measurer)
        let band = try XCTUnwrap(rects(scene.underlay).last)
        XCTAssertEqual(band.rect.minY, c.yAxis.pixelValue(forDataValue: 40), accuracy: 1)
        XCTAssertEqual(band.rect.maxY, c.yAxis.pixelValue(forDataValue: 20), accuracy: 1)
        let span = try XCTUnwrap(rects(scene.plotOverlay).first)
        XCTAssertEqual(span.rect.minX, c.xAxis.pixelValue(forDataValue: 2), accuracy: 1)
        XCTAssertEqual(span.rect.maxX, c.xAxis.pixelValue(forDataValue: 3), accuracy: 1)
        // Moving an overlay annotation changes no base layer; moving an underlay one does.
        let before = scene
        c.annotations[1].kind = .verticalBand(from: 5, to: 6)
        let moved = c.makeScene(size: size, measurer: measurer)
        XCTAssertTrue(moved.hasSameBase(as: before))
        XCTAssertNotEqual(moved.plotOverlay, before.plotOverlay)
        under.kind = .horizontalBand(from: 50, to: 60)
        XCTAssertFalse(c.makeScene(size: size, measurer: measurer).hasSameBase(as: moved))
        c.removeAnnotation(under)
        XCTAssertEqual(c.annotations.count, 1)
    }

    func testZoomingSizesGrowAndFixedSizesDoNot() throws {
        let c = chart()
        let image = ChartImage(RGBAImage(width: 4, height: 2, fill: .white))
        c.addAnnotation(Annotation(.image(image, at: .data(x: 5, y: 50)), sizing: .dataUnits(width: 2, height: 20)))
        c.addAnnotation(Annotation(.image(image, at: .data(x: 5, y: 50))))
        c.addAnnotation(Annotation(.box(x1: 4, y1: 40, x2: 6, y2: 60)))
        c.addAnnotation(Annotation(.rectangle(at: .data(x: 5, y: 50)), sizing: .points(Size(width: 10, height: 6))))
        func measure() -> (zooming: Size, fixed: Size, box: Size, rectangle: Size) {
            let scene = c.makeScene(size: size, measurer: measurer)
            let i = images(scene.plotOverlay), r = rects(scene.plotOverlay)
            return (i[0].rect.size, i[1].rect.size, r[0].rect.size, r[1].rect.size)
        }
        c.xAxis.setVisibleRange(AxisRange(min: 0, max: 10))
        c.yAxis.setVisibleRange(AxisRange(min: 0, max: 100))
        let wide = measure()
        c.xAxis.setVisibleRange(AxisRange(min: 2.5, max: 7.5))
        c.yAxis.setVisibleRange(AxisRange(min: 25, max: 75))
        let zoomed = measure()
        XCTAssertEqual(zoomed.zooming.width, 2 * wide.zooming.width, accuracy: 1e-6)
        XCTAssertEqual(zoomed.zooming.height, 2 * wide.zooming.height, accuracy: 1e-6)
        XCTAssertEqual(zoomed.box.width, 2 * wide.box.width, accuracy: 2)
        XCTAssertEqual(zoomed.fixed, Size(width: 4, height: 2), "an image's pixels, one per point")
        XCTAssertEqual(wide.fixed, zoomed.fixed)
        XCTAssertEqual(zoomed.rectangle, Size(width: 10, height: 6))
        XCTAssertEqual(wide.rectangle, zoomed.rectangle)
    }

    func testPinnedImageStaysPutWhenTheViewMoves() throws {
        let c = chart()
        var style = AnnotationStyle()
        style.anchor = AnnotationAnchor(horizontal: .right, vertical: .top)
        let image = ChartImage(RGBAImage(width: 8, height: 8, fill: .white))
        c.addAnnotation(Annotation(.image(image, at: .plot(x: 1, y: 0)), style: style))
        let first = c.makeScene(size: size, measurer: measurer)
        c.xAxis.setVisibleRange(AxisRange(min: 100, max: 200))
        let second = c.makeScene(size: size, measurer: measurer)
        let rect = try XCTUnwrap(images(second.plotOverlay).first).rect
        XCTAssertEqual(images(first.plotOverlay).first?.rect, rect)
        XCTAssertEqual(rect.maxX, second.plotArea.maxX, accuracy: 1e-9)
        XCTAssertEqual(rect.minY, second.plotArea.minY, accuracy: 1e-9)
    }

    func testDateCategoryLogAndSecondaryAxesPlaceByValue() throws {
        let c = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [0, 1, 2], y: [1, 10, 1000])
        c.dataSource = source
        c.yAxis = LogarithmicAxis()
        c.xAxis = CategoryAxis(categories: ["a", "b", "c"])
        let right = NumberAxis()
        right.axisPosition = .reverse
        c.addYAxis(right)
        right.explicitDefaultRange = AxisRange(min: 0, max: 2)
        c.addAnnotation(Annotation(.horizontalLine(y: 100)))
        c.addAnnotation(Annotation(.verticalLine(x: 1)))
        c.addAnnotation(Annotation(.horizontalLine(y: 1.5), yAxis: right))
        c.addAnnotation(Annotation(.horizontalLine(y: 0)))  // log axis: no place for zero
        let scene = c.makeScene(size: size, measurer: measurer)
        let s = segments(scene.plotOverlay)
        XCTAssertEqual(s.count, 3)
        XCTAssertEqual(s[0].from.y, c.yAxis.pixelValue(forDataValue: 100), accuracy: 1)
        XCTAssertEqual(s[1].from.x, c.xAxis.pixelValue(forDataValue: 1), accuracy: 1)
        XCTAssertEqual(s[2].from.y, right.pixelValue(forDataValue: 1.5), accuracy: 1)

        let dates = Chart()
        let daily = ArrayDataSource()
        let march1 = 1_709_251_200.0
        daily.add(LineSeries(title: "d"), x: [march1, march1 + 10 * 86_400], y: [0, 1])
        dates.dataSource = daily
        dates.xAxis = DateTimeAxis()
        dates.addAnnotation(Annotation(.verticalBand(from: march1 + 86_400, to: march1 + 3 * 86_400)))
        let dateScene = dates.makeScene(size: size, measurer: measurer)
        let band = try XCTUnwrap(rects(dateScene.plotOverlay).first)
        XCTAssertEqual(band.rect.minX, dates.xAxis.pixelValue(forDataValue: march1 + 86_400), accuracy: 1)
    }

    func testBadValuesDrawNothingAndHugeOnesStayFinite() throws {
        let c = chart()
        c.addAnnotation(Annotation(.verticalLine(x: .nan)))
        c.addAnnotation(Annotation(.horizontalBand(from: -.infinity, to: 5)))
        c.addAnnotation(Annotation(.text("", at: .data(x: 1, y: 1))))
        c.addAnnotation(Annotation(.image(ChartImage(RGBAImage(width: 0, height: 0, pixels: [])), at: .data(x: 1, y: 1))))
        c.addAnnotation(Annotation(.text("x", at: .plot(x: .nan, y: 0))))
        var scene = c.makeScene(size: size, measurer: measurer)
        XCTAssertEqual(scene.plotOverlay, [])
        c.addAnnotation(Annotation(.box(x1: -1e300, y1: -1e300, x2: 1e300, y2: 1e300)))
        c.addAnnotation(Annotation(.verticalLine(x: 1e300)))
        scene = c.makeScene(size: size, measurer: measurer)
        let box = try XCTUnwrap(rects(scene.plotOverlay).first)
        XCTAssertTrue(box.rect.minX.isFinite && box.rect.width.isFinite && box.rect.width < 1e5)
        XCTAssertTrue(segments(scene.plotOverlay).allSatisfy { $0.from.x.isFinite && abs($0.from.x) < 1e5 })
        let long = String(repeating: "annotation ", count: 500)
        c.addAnnotation(Annotation(.text(long, at: .data(x: 5, y: 50))))
        c.applyLayout(size: size, measurer: measurer)
    }

    func testTextHasItsAnchorPaddingBackgroundAndRotation() throws {
        let c = chart()
        var style = AnnotationStyle()
        style.anchor = .bottomLeft
        style.padding = 5
        style.textBackground = Color(hex: 0xffffff)
        style.textBorderColor = Color(hex: 0x0000ff)
        style.avoidsData = false   // the anchor's geometry exactly, though the text stands on the line
        c.addAnnotation(Annotation(.text("Peak", at: .data(x: 5, y: 50)), style: style))
        var scene = c.makeScene(size: size, measurer: measurer)
        let anchor = Point(x: c.xAxis.pixelValue(forDataValue: 5), y: c.yAxis.pixelValue(forDataValue: 50))
        let background = try XCTUnwrap(rects(scene.plotOverlay).first)
        let m = measurer.measure("Peak", font: c.theme.tooltipFont)
        XCTAssertEqual(background.rect.minX, anchor.x, accuracy: 1)
        XCTAssertEqual(background.rect.maxY, anchor.y, accuracy: 1)
        XCTAssertEqual(background.rect.width, m.width + 10, accuracy: 1)
        XCTAssertEqual(background.borderColor, Color(hex: 0x0000ff))
        let text = try XCTUnwrap(scene.plotOverlay.compactMap { if case .text(let t) = $0 { return t } else { return nil } }.first)
        XCTAssertEqual(text.position.x, anchor.x + 5, accuracy: 1e-9)

        c.annotations[0].style.rotation = 90
        scene = c.makeScene(size: size, measurer: measurer)
        let turned = try XCTUnwrap(rects(scene.plotOverlay).first)
        XCTAssertEqual(turned.rect.width, m.ascent + m.descent + 10, accuracy: 1, "a quarter turn swaps the sides")
        let rotated = try XCTUnwrap(scene.plotOverlay.compactMap { if case .text(let t) = $0 { return t } else { return nil } }.first)
        XCTAssertEqual(rotated.rotation, .pi / 2, accuracy: 1e-12)
    }

    func testALabelKeepsClearOfTheDataWhereAPlaceIsFree() throws {
        // A line through the top-right corner, where a horizontal line's label goes by default.
        let c = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [0, 9, 10], y: [0, 0, 52])
        c.dataSource = source
        c.yAxis.setVisibleRange(AxisRange(min: 0, max: 100))
        c.xAxis.setVisibleRange(AxisRange(min: 0, max: 10))
        c.addAnnotation(Annotation(.horizontalLine(y: 50), label: "threshold"))
        let scene = c.makeScene(size: size, measurer: measurer)
        let label = try XCTUnwrap(scene.plotOverlay.compactMap { command -> TextCommand? in
            if case .text(let t) = command, t.text == "threshold" { return t } else { return nil }
        }.first)
        let m = measurer.measure(label.text, font: label.font)
        // The label's box, from its anchor (a line label hangs from its anchor point).
        let left = label.horizontalAnchor == .right ? label.position.x - m.width
            : label.horizontalAnchor == .center ? label.position.x - m.width / 2 : label.position.x
        let box = Rect(x: left, y: label.position.y - m.ascent - 2, width: m.width, height: m.ascent + m.descent + 4)
        let from = Point(x: c.xAxis.pixelValue(forDataValue: 9), y: c.yAxis.pixelValue(forDataValue: 0))
        let to = Point(x: c.xAxis.pixelValue(forDataValue: 10), y: c.yAxis.pixelValue(forDataValue: 52))
        let line = DataObstacle(owner: ObjectIdentifier(c), shape: .segment(from, to, halfWidth: 1))
        XCTAssertFalse(line.intersects(box), "the label \(box) sits on the series' line")
        XCTAssertLessThan(box.maxX, scene.plotArea.midX, "moved to the free left end")
    }
}
