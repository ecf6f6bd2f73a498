import XCTest
@testable import ChartCore

/// Slices, labels, legend entries and bad input of pies and donuts, without GL.
final class PieSeriesTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    private func chart(_ pie: PieSeries, values: [Double], names: [String]? = nil, legend: Bool = false) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(pie, values: values, names: names ?? values.indices.map { "s\($0)" })
        chart.dataSource = source
        chart.legend.isVisible = legend
        return chart
    }

    private func scene(_ chart: Chart, size: Size = Size(width: 600, height: 400)) -> Scene {
        chart.makeScene(size: size, measurer: measurer)
    }

    private func sectors(_ scene: Scene) -> [SectorShape] {
        scene.series.flatMap { command -> [SectorShape] in
            if case .sectors(let shapes) = command { return shapes }
            return []
        }
    }

    private func texts(_ commands: [DrawCommand]) -> [TextCommand] {
        commands.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }

    func testNeighboursShareTheirBoundaryExactlyAndTheLastClosesTheTurn() {
        let pie = PieSeries(title: "p")
        let slices = pie.slices(values: [0.1, 0.2, 0.3, 1e-9, 7], names: [], rotation: 0.3)
        for (a, b) in zip(slices, slices.dropFirst()) { XCTAssertEqual(a.endAngle, b.startAngle) }
        XCTAssertEqual(slices.last!.endAngle, slices[0].startAngle + 2 * .pi)
        pie.direction = .counterClockwise
        let ccw = pie.slices(values: [1, 3], names: [], rotation: 0)
        XCTAssertEqual(ccw[0].endAngle, -.pi / 2)
        XCTAssertEqual(ccw[0].startAngle, -.pi / 2 - .pi / 2, accuracy: 1e-15)
    }

    func testBadValuesAreSkippedZeroHasNoSliceAndAllZeroShowsAMessage() {
        let pie = PieSeries(title: "p")
        let slices = pie.slices(values: [3, -2, .nan, 0, .infinity, 1], names: ["a", "b", "c", "d", "e", "f"], rotation: 0)
        XCTAssertEqual(slices.map(\.name), ["a", "f"])
        XCTAssertEqual(slices.map(\.fraction), [0.75, 0.25])

        let empty = chart(PieSeries(title: "p"), values: [0, 0, -1, .nan])
        let s = scene(empty)
        XCTAssertTrue(sectors(s).isEmpty)
        XCTAssertEqual(texts(s.series).map(\.text), ["No positive values to show"])
    }

    func testASingleSliceIsAFullDiscAndADonutsCentreIsEmpty() {
        let one = chart(PieSeries(title: "p"), values: [0, 5, 0])
        let shapes = sectors(scene(one))
        XCTAssertEqual(shapes.count, 1)
        XCTAssertEqual(shapes[0].span, 2 * .pi, accuracy: 1e-12)
        XCTAssertEqual(shapes[0].borderWidth, 0, "a lone slice has no border across it")
        let donut = DonutSeries(title: "d")
        donut.innerRadius = 0.5
        let ring = chart(donut, values: [1, 2])
        let rings = sectors(scene(ring))
        XCTAssertEqual(rings[0].innerRadius, rings[0].outerRadius * 0.5, accuracy: 1e-9)
    }

    func testSeveralDonutsAreConcentricRingsSharingTheirRadii() {
        let chart = Chart()
        let source = ArrayDataSource()
        let inner = DonutSeries(title: "a"), outer = DonutSeries(title: "b")
        source.add(inner, values: [1, 2], names: ["x", "y"])
        source.add(outer, values: [2, 1], names: ["y", "x"])
        chart.dataSource = source
        _ = scene(chart)
        let a = chart.ringRadii(ofSeriesAt: 0)!, b = chart.ringRadii(ofSeriesAt: 1)!
        XCTAssertEqual(a.outer, b.inner)
        XCTAssertEqual(b.outer, chart.radialRadius)
        // One name, one colour, in both rings.
        XCTAssertEqual(inner.sliceColor("x", theme: .light), outer.sliceColor("x", theme: .light))
        XCTAssertNotEqual(inner.sliceColor("x", theme: .light), inner.sliceColor("y", theme: .light))
    }

    func testASliceKeepsItsColourByNameWhenDataReloadOrSlicesAreAdded() {
        let pie = PieSeries(title: "p")
        let source = ArrayDataSource()
        source.add(pie, values: [1, 2, 3], names: ["Gas", "Wind", "Sun"])
        let chart = Chart()
        chart.dataSource = source
        let wind = pie.sliceColor("Wind", theme: .light)
        let reordered = ArrayDataSource()
        reordered.add(pie, values: [4, 2, 1, 1], names: ["Coal", "Wind", "Gas", "Sun"])
        chart.dataSource = reordered
        XCTAssertEqual(pie.sliceColor("Wind", theme: .light), wind)
        XCTAssertEqual(pie.slicePaletteSlots["Coal"], 3, "a new name takes the lowest free slot")
    }

    func testACategoryXNamesTheSlicesWhenTheDatasourceGivesNoNames() {
        let chart = Chart()
        let pie = PieSeries(title: "p")
        let source = ArrayDataSource()
        source.add(pie, x: [2, 0, 1], y: [5, 3, 2])
        chart.xAxis = CategoryAxis(categories: ["North", "South", "East"])
        chart.dataSource = source
        XCTAssertEqual(chart.slices(of: pie).map(\.name), ["East", "North", "South"])
    }

    func testSmallSlicesGroupIntoOther() {
        let pie = PieSeries(title: "p")
        pie.minimumSliceAngle = 10 * .pi / 180
        let slices = pie.slices(values: [50, 40, 1, 1, 8], names: ["a", "b", "c", "d", "e"], rotation: 0)
        XCTAssertEqual(slices.map(\.name), ["a", "b", "e", "Other"])
        XCTAssertNil(slices.last?.pointIndex)
        XCTAssertEqual(slices.last!.value, 2)
    }

    func testOutsideLabelsNeverOverlapAndThePieShrinksForThem() {
        let pie = PieSeries(title: "p")
        pie.labelPosition = .outside
        let values = (1...120).map { Double($0 % 7 + 1) }
        let c = chart(pie, values: values, names: values.indices.map { "Region number \($0)" })
        let s = scene(c)
        let labels = texts(s.series)
        XCTAssertGreaterThan(labels.count, 5)
        XCTAssertLessThan(labels.count, 120, "more labels than rows: some are left out")
        let plot = c.lastLayout!.plotArea
        XCTAssertLessThan(c.radialRadius!, min(plot.width, plot.height) / 2 - 20)
        for side in [TextCommand.HorizontalAnchor.left, .right] {
            let ys = labels.filter { $0.horizontalAnchor == side }.map(\.position.y).sorted()
            let height = measurer.measure("Mg", font: Theme.light.dataLabelFont).height
            for (a, b) in zip(ys, ys.dropFirst()) { XCTAssertGreaterThanOrEqual(b - a, height - 1e-9) }
            XCTAssertTrue(ys.allSatisfy { $0 >= plot.minY && $0 <= plot.maxY })
        }
    }

    func testSpokesTakeTheSeriesStyleOrTheSlicesOwn() throws {
        let pie = PieSeries(title: "p")
        pie.labelPosition = .outside
        pie.spokeStyle = SpokeStyle(color: nil, width: 1.5, length: 10)
        pie.sliceSpokeStyles["b"] = SpokeStyle(color: .black, width: 3, length: 30)
        let c = chart(pie, values: [1, 1], names: ["a", "b"])
        let spokes = scene(c).series.compactMap { if case .segments(let s) = $0 { return s } else { return nil } }
        XCTAssertEqual(spokes.count, 2)
        let a = try XCTUnwrap(spokes.first { $0.width == 1.5 }), b = try XCTUnwrap(spokes.first { $0.width == 3 })
        XCTAssertEqual(a.color, pie.sliceColor("a", theme: .light), "nil colour: the slice's")
        XCTAssertEqual(b.color, .black)
        // Rim to elbow: the spoke's length, along the slice's middle.
        let center = c.radialCenter!
        for (spoke, length) in [(a, 10.0), (b, 30.0)] {
            let rim = spoke.segments[0].from, elbow = spoke.segments[0].to
            XCTAssertEqual(hypot(rim.x - center.x, rim.y - center.y), c.radialRadius!, accuracy: 1e-9)
            XCTAssertEqual(hypot(elbow.x - rim.x, elbow.y - rim.y), length, accuracy: 1e-9)
        }
    }

    func testThinSlicesByTwelveOClockSpreadTheirLabelsOverBothSidesWithShortSpokes() throws {
        let pie = PieSeries(title: "p")
        pie.labelPosition = .outside
        // Two big slices, then six thin ones ending at 12 o'clock, all on its left.
        let values: [Double] = [60, 30] + Array(repeating: 1, count: 6)
        let c = chart(pie, values: values, names: ["Big", "Middle"] + (1...6).map { "thin \($0)" })
        let s = scene(c)
        let center = try XCTUnwrap(c.radialCenter), radius = try XCTUnwrap(c.radialRadius)
        let labels = texts(s.series)
        XCTAssertEqual(labels.count, 8, "every slice keeps its label")
        let thin = labels.filter { $0.text.hasPrefix("thin") }
        XCTAssertEqual(thin.count, 6)
        XCTAssertTrue(thin.contains { $0.position.x > center.x }, "some thin slices' labels move right")
        XCTAssertTrue(thin.contains { $0.position.x < center.x }, "and some stay left")
        let spokes = s.series.compactMap { if case .segments(let x) = $0 { return x } else { return nil } }
        for spoke in spokes {
            let length = spoke.segments.reduce(0) { $0 + hypot($1.to.x - $1.from.x, $1.to.y - $1.from.y) }
            // In one column beside the pie, as before, the thin slices' spokes ran over 1.1 radii.
            XCTAssertLessThan(length, radius * 0.8, "a spoke reaches its label nearby")
        }
        // Labels stay outside the circle and never overlap one another.
        let height = measurer.measure("Mg", font: Theme.light.dataLabelFont).height
        for label in labels {
            XCTAssertGreaterThan(hypot(label.position.x - center.x, label.position.y - center.y), radius)
        }
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] where (a.position.x > center.x) == (b.position.x > center.x) {
                XCTAssertGreaterThanOrEqual(abs(a.position.y - b.position.y), height - 1e-9, "\(a.text) / \(b.text)")
            }
        }
    }

    func testTheOtherSliceIsAGreyOfItsOwnNotANeighboursColour() {
        let pie = PieSeries(title: "p")
        pie.minimumSliceAngle = 10 * .pi / 180
        let names = ["a", "b", "c", "d", "e"]
        let c = chart(pie, values: [50, 40, 1, 1, 8], names: names)
        for theme in Theme.builtIn {
            c.theme = theme
            let fills = sectors(scene(c)).map(\.fill)
            XCTAssertEqual(fills.count, 4, "a, b, e and Other")
            XCTAssertEqual(Set(fills).count, 4, "\(theme.name): every slice its own colour")
            let other = fills[3]
            XCTAssertFalse(theme.palette.contains(other), "\(theme.name): Other is no palette colour")
            XCTAssertEqual(other.red, other.green, accuracy: 0.05, "a neutral grey")
            XCTAssertEqual(other.green, other.blue, accuracy: 0.05, "a neutral grey")
        }
        // A slice really named "Other" keeps its palette colour.
        let named = PieSeries(title: "q")
        let d = chart(named, values: [1, 1], names: ["x", "Other"])
        XCTAssertEqual(sectors(scene(d)).map(\.fill), [Theme.light.paletteColor(0), Theme.light.paletteColor(1)])
    }

    func testAPaleSlicesSpokeIsShadedToShowOnTheBackgroundAndItsSliceIsNot() throws {
        let pie = PieSeries(title: "p")
        pie.labelPosition = .outside
        // Seven slices: the seventh takes the light palette's yellow.
        let names = (0..<7).map { "s\($0)" }
        let c = chart(pie, values: Array(repeating: 1, count: 7), names: names)
        let yellow = Theme.light.paletteColor(6)
        XCTAssertLessThan(yellow.contrastRatio(with: .white), 1.5, "the palette's yellow vanishes on white")
        let s = scene(c)
        XCTAssertTrue(sectors(s).contains { $0.fill == yellow }, "the slice keeps its colour")
        let spokes = s.series.compactMap { if case .segments(let x) = $0 { return x } else { return nil } }
        XCTAssertEqual(spokes.count, 7)
        for spoke in spokes {
            XCTAssertGreaterThanOrEqual(spoke.color.contrastRatio(with: Theme.light.plotBackground), 3 - 1e-9)
        }
        XCTAssertFalse(spokes.contains { $0.color == yellow })
    }

    func testTenThousandSlicesStillDrawAndHugeNamesAreCut() {
        let pie = PieSeries(title: "p")
        pie.labelPosition = .outside
        let values = (0..<10_000).map { Double($0 % 13 + 1) }
        let c = chart(pie, values: values, legend: true)
        let s = scene(c)
        XCTAssertEqual(sectors(s).count, 10_000)
        XCTAssertLessThan(texts(s.series).count, 100, "labels of slivers are left out")

        let huge = String(repeating: "é", count: 1_000_000)
        let big = PieSeries(title: "big")
        big.labelPosition = .outside
        let named = chart(big, values: [1, 2], names: [huge, "b"], legend: true)
        let bigScene = scene(named)
        XCTAssertEqual(sectors(bigScene).count, 2)
        XCTAssertTrue(texts(bigScene.series + bigScene.chrome).allSatisfy { $0.text.count < 300 })
    }

    func testLegendListsSlicesAndAClickHidesOneWhileTheOthersShareTheCircle() {
        let pie = PieSeries(title: "p")
        let c = chart(pie, values: [1, 1, 2], names: ["a", "b", "c"], legend: true)
        let replay = GestureReplay(chart: c)
        let entries = c.lastLayout!.legendEntries
        XCTAssertEqual(entries.map(\.sliceName), ["a", "b", "c"])
        replay.click(Point(x: entries[2].frame.midX, y: entries[2].frame.midY))
        XCTAssertEqual(pie.hiddenSliceNames, ["c"])
        XCTAssertTrue(c.isNavigationAnimating, "the others grow into the space")
        c.advance(to: replay.time)   // an animation begins at the next frame
        replay.time += 0.05
        c.advance(to: replay.time)
        let midway = c.slices(of: pie)
        XCTAssertEqual(midway.count, 3)
        XCTAssertGreaterThan(midway[0].fraction, 0.25)
        XCTAssertLessThan(midway[0].fraction, 0.5)
        replay.runFrames()
        XCTAssertEqual(c.slices(of: pie).map(\.name), ["a", "b"])
        XCTAssertEqual(c.slices(of: pie)[0].fraction, 0.5)
        // The entry stays, dimmed, and brings the slice back.
        replay.click(Point(x: entries[2].frame.midX, y: entries[2].frame.midY))
        replay.runFrames()
        XCTAssertEqual(c.slices(of: pie).count, 3)
    }

    func testHidingASliceInCodeTellsObserversForEachRing() {
        final class Recorder: ChartObserver {
            var toggles: [(String, String, Bool)] = []
            func chart(_ chart: Chart, didToggleSliceNamed name: String, of series: PieSeries, hidden: Bool) {
                toggles.append((name, series.title, hidden))
            }
        }
        let chart = Chart()
        let a = DonutSeries(title: "a"), b = DonutSeries(title: "b")
        let source = ArrayDataSource()
        source.add(a, values: [1, 2], names: ["x", "y"])
        source.add(b, values: [3, 4], names: ["y", "z"])
        chart.dataSource = source
        let recorder = Recorder()
        let token = chart.addObserver(recorder)
        defer { token.cancel() }
        chart.setSliceHidden(true, named: "y", animated: false)
        XCTAssertEqual(recorder.toggles.map { "\($0.0) \($0.1) \($0.2)" }, ["y a true", "y b true"])
        XCTAssertFalse(chart.isNavigationAnimating)
        XCTAssertEqual(chart.slices(of: a).map(\.name), ["x"])
        XCTAssertEqual(chart.slices(of: b).map(\.name), ["z"])
        chart.setSliceHidden(true, named: "y")
        XCTAssertEqual(recorder.toggles.count, 2, "already hidden: nothing to tell")
    }

    func testHoverShowsNameValueAndPercentage() {
        let pie = PieSeries(title: "p")
        let c = chart(pie, values: [1, 3], names: ["low", "high"])
        let replay = GestureReplay(chart: c)
        let center = c.radialCenter!, r = c.radialRadius! / 2
        let mid = c.slices(of: pie)[1].midAngle
        replay.move(Point(x: center.x + r * cos(mid), y: center.y + r * sin(mid)), buttons: [])
        let overlay = texts(c.makeScene(size: replay.size, measurer: measurer).overlay).map(\.text)
        XCTAssertEqual(overlay, ["high", "3   75 %"])
    }

    func testInsideLabelsFitTheirSliceOrAreLeftOut() {
        let pie = PieSeries(title: "p")
        let c = chart(pie, values: [60, 39, 1], names: ["Large", "Medium", "Tiny"])
        let labels = texts(scene(c).series).map(\.text)
        XCTAssertEqual(labels, ["Large 60 %", "Medium 39 %"])
        pie.sliceLabelFormatter = { "\($0.name): \(Int($0.value)) (\(Int(($0.fraction * 100).rounded())))" }
        XCTAssertEqual(texts(scene(c).series).map(\.text), ["Large: 60 (60)", "Medium: 39 (39)"])
    }

    /// A radial chart's circle is placed when its layout is applied, so a click selects a slice
    /// with no scene ever built, and the scene draws the circle hit tests read.
    func testApplyingTheLayoutPlacesTheCircleWithoutAScene() throws {
        let pie = PieSeries(title: "p")
        pie.selectionMode = .point
        let c = chart(pie, values: [1, 1, 2])
        XCTAssertNil(c.radialCenter, "nothing placed before a layout is applied")
        let layout = c.applyLayout(size: Size(width: 600, height: 400), measurer: measurer)
        let center = try XCTUnwrap(c.radialCenter), radius = try XCTUnwrap(c.radialRadius)
        XCTAssertEqual(center, Point(x: layout.plotArea.midX, y: layout.plotArea.midY))
        // The largest slice covers half the turn: a point halfway out on its middle selects it.
        let slice = try XCTUnwrap(c.slices(of: pie).max { $0.fraction < $1.fraction })
        let mid = (slice.startAngle + slice.endAngle) / 2
        let inside = Point(x: center.x + radius / 2 * cos(mid), y: center.y + radius / 2 * sin(mid))
        guard case .selectionChanged = c.handleClick(at: inside) else { return XCTFail("the click selected nothing") }
        XCTAssertEqual(pie.selectedPointIndices.count, 1)
        let drawn = sectors(c.makeScene(layout: layout, measurer: measurer))
        XCTAssertEqual(drawn.first?.center.x ?? .nan, center.x, accuracy: 1e-9, "the scene draws the placed circle")
    }
}
