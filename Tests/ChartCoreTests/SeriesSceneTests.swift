import XCTest
@testable import ChartCore

/// What each series kind puts in the scene: rectangles at their values' pixels, side-by-side
/// groups, candles, steps, labels, dash phases and paired band geometry.
final class SeriesSceneTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 800, height: 500)

    private func chart(_ add: (ArrayDataSource) -> Void) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        add(source)
        chart.dataSource = source
        return chart
    }

    private func rects(_ commands: [DrawCommand]) -> [RectShape] {
        commands.flatMap { command -> [RectShape] in if case .rects(let r) = command { return r } else { return [] } }
    }

    private func segments(_ commands: [DrawCommand]) -> [SegmentBatch] {
        commands.compactMap { if case .segments(let s) = $0 { return s } else { return nil } }
    }

    private func snap(_ v: Double) -> Double { v.rounded() }

    // MARK: Columns and bars

    func testGroupPlacementSplitsTheSlot() {
        let layout = BarColumnLayout(groupPadding: 0.2, seriesPadding: 0.1)
        let widths = (0..<3).map { layout.placement(group: $0, of: 3, slot: 1) }
        for w in widths { XCTAssertEqual(w.width, 0.25, accuracy: 1e-12) }
        XCTAssertEqual(widths[0].offset, -0.275, accuracy: 1e-12)
        XCTAssertEqual(widths[1].offset, 0, accuracy: 1e-12)
        XCTAssertEqual(widths[2].offset, 0.275, accuracy: 1e-12)
        let single = layout.placement(group: 0, of: 1, slot: 2)
        XCTAssertEqual(single.width, 1.6, accuracy: 1e-12)
        XCTAssertEqual(single.offset, 0)
        let clamped = BarColumnLayout(groupPadding: .nan, seriesPadding: -3).placement(group: 1, of: 2, slot: 1)
        XCTAssertEqual(clamped.width, 0.4, accuracy: 1e-12, "NaN padding falls back to 0.2, negative to 0")
    }

    func testColumnTopEdgesSitAtTheirValuesPixels() throws {
        let column = ColumnSeries(title: "c")
        let c = chart { $0.add(column, y: [3, 5, -2]) }
        let scene = c.makeScene(size: size, scale: 1, measurer: measurer)
        let shapes = rects(scene.series)
        XCTAssertEqual(shapes.count, 3)
        let zero = snap(c.yAxis.pixelValue(forDataValue: 0))
        for (i, value) in [3.0, 5, -2].enumerated() {
            let r = shapes[i].rect
            let tip = snap(c.yAxis.pixelValue(forDataValue: value))
            XCTAssertEqual(value > 0 ? r.minY : r.maxY, tip, "column \(i) reaches its value")
            XCTAssertEqual(value > 0 ? r.maxY : r.minY, zero, "column \(i) starts at the baseline")
            XCTAssertEqual(shapes[i].roundedCorners, value > 0 ? .top : .bottom)
            let left = c.xAxis.pixelValue(forDataValue: Double(i) - 0.4), right = c.xAxis.pixelValue(forDataValue: Double(i) + 0.4)
            XCTAssertEqual(r.minX, snap(left))
            XCTAssertEqual(r.maxX, snap(right))
            XCTAssertEqual(shapes[i].fill, Theme.light.paletteColor(0))
        }
    }

    func testCornerRatioRoundsTheTipByHalfTheWidth() {
        let column = ColumnSeries(title: "c")
        column.style.cornerRatio = 0.5
        let c = chart { $0.add(column, y: [3, 5]) }
        let shape = rects(c.makeScene(size: size, measurer: measurer).series)[0]
        XCTAssertEqual(shape.cornerRadius, 0.5 * shape.rect.width / 2)
        column.style.cornerRatio = 7
        XCTAssertEqual(rects(c.makeScene(size: size, measurer: measurer).series)[0].cornerRadius,
                       shape.rect.width / 2, "clamped to 1")
    }

    func testGroupedColumnsStandSideBySideAndStacksShareAPlace() {
        let a = ColumnSeries(title: "a"), b = ColumnSeries(title: "b"), s1 = ColumnSeries(title: "s1"), s2 = ColumnSeries(title: "s2")
        s1.stackIndex = 4
        s2.stackIndex = 4
        let c = chart {
            $0.add(a, y: [1, 2])
            $0.add(s1, y: [1, 1])
            $0.add(b, y: [2, 1])
            $0.add(s2, y: [3, 3])
        }
        let scene = c.makeScene(size: size, measurer: measurer)
        let all = rects(scene.series)
        XCTAssertEqual(all.count, 8)
        // Series order a, s1, b, s2 → groups a, stack 4, b: three places per slot.
        let centreOf = { (shape: RectShape) in c.xAxis.dataValue(forPixelValue: shape.rect.midX) }
        XCTAssertEqual(centreOf(all[0]), -0.275, accuracy: 0.01)
        XCTAssertEqual(centreOf(all[2]), 0, accuracy: 0.01)
        XCTAssertEqual(centreOf(all[4]), 0.275, accuracy: 0.01)
        XCTAssertEqual(centreOf(all[6]), 0, accuracy: 0.01, "the second of the stack sits on the first")
        XCTAssertEqual(all[6].rect.maxY, all[2].rect.minY, "stacked segments meet exactly")
    }

    func testBarsGrowAlongXFromTheBaseline() {
        let bar = BarSeries(title: "b")
        let c = chart { $0.add(bar, x: [4, -3], y: [0, 1]) }
        let shapes = rects(c.makeScene(size: size, measurer: measurer).series)
        XCTAssertEqual(shapes.count, 2)
        let zero = snap(c.xAxis.pixelValue(forDataValue: 0))
        XCTAssertEqual(shapes[0].rect.minX, zero)
        XCTAssertEqual(shapes[0].rect.maxX, snap(c.xAxis.pixelValue(forDataValue: 4)))
        XCTAssertEqual(shapes[0].roundedCorners, .right)
        XCTAssertEqual(shapes[1].rect.maxX, zero)
        XCTAssertEqual(shapes[1].rect.minX, snap(c.xAxis.pixelValue(forDataValue: -3)))
        XCTAssertEqual(shapes[1].roundedCorners, .left)
        XCTAssertEqual(shapes[0].rect.midY, c.yAxis.pixelValue(forDataValue: 0), accuracy: 1)
        XCTAssertEqual(c.yAxis.dataRange, AxisRange(min: -0.5, max: 1.5))
        XCTAssertEqual(c.xAxis.dataRange, AxisRange(min: -3, max: 4))
    }

    func testOnlyColumnsInViewAreDrawn() {
        let column = ColumnSeries(title: "c")
        let c = chart { $0.add(column, y: (0..<10_000).map { Double($0 % 17) }) }
        c.xAxis.setVisibleRange(AxisRange(min: 100, max: 110))
        let shapes = rects(c.makeScene(size: size, measurer: measurer).series)
        // 99…111: those in view and one slot either side (one has value 0: an empty rectangle).
        XCTAssertEqual(shapes.count, 13)
    }

    func testDenseColumnsBecomeOneRectanglePerPixelColumn() {
        let column = ColumnSeries(title: "c")
        let n = 200_000
        let c = chart { $0.add(column, y: (0..<n).map { sin(Double($0) / 500) * 10 }) }
        let scene = c.makeScene(size: size, measurer: measurer)
        let shapes = rects(scene.series)
        XCTAssertGreaterThan(shapes.count, 100)
        XCTAssertLessThanOrEqual(shapes.count, Int(scene.plotArea.width) + 2)
        let top = shapes.map(\.rect.minY).min() ?? 0
        XCTAssertEqual(top, snap(c.yAxis.pixelValue(forDataValue: 10)), accuracy: 1, "the envelope keeps the peaks")
    }

    // MARK: Candles

    func testCandlesSpanOpenToCloseWithWicksFromHighToLow() throws {
        let candles = CandlestickSeries(title: "c")
        let c = chart { $0.add(candles, x: [0, 1], open: [10, 20], high: [25, 22], low: [5, 8], close: [20, 12]) }
        let scene = c.makeScene(size: size, measurer: measurer)
        let bodies = rects(scene.series)
        XCTAssertEqual(bodies.count, 2)
        XCTAssertEqual(bodies[0].fill, Theme.light.risingColor)
        XCTAssertEqual(bodies[1].fill, Theme.light.fallingColor)
        XCTAssertEqual(bodies[0].rect.minY, snap(c.yAxis.pixelValue(forDataValue: 20)))
        XCTAssertEqual(bodies[0].rect.maxY, snap(c.yAxis.pixelValue(forDataValue: 10)))
        let wicks = segments(scene.series)
        XCTAssertEqual(wicks.count, 2, "one batch per colour")
        let rising = try XCTUnwrap(wicks.first { $0.color == Theme.light.risingColor }).segments[0]
        XCTAssertEqual(rising.from.y, c.yAxis.pixelValue(forDataValue: 25))
        XCTAssertEqual(rising.to.y, c.yAxis.pixelValue(forDataValue: 5))
        XCTAssertEqual(rising.from.x, c.xAxis.pixelValue(forDataValue: 0).rounded(.down) + 0.5)
        XCTAssertEqual(c.yAxis.dataRange, AxisRange(min: 5, max: 25))
    }

    func testOHLCTicksPointLeftToTheOpenAndRightToTheClose() throws {
        let ohlc = OHLCSeries(title: "o")
        ohlc.style.lineWidth = 1
        let c = chart { $0.add(ohlc, x: [0], open: [10], high: [25], low: [5], close: [20]) }
        let batch = try XCTUnwrap(segments(c.makeScene(size: size, measurer: measurer).series).first)
        XCTAssertEqual(batch.segments.count, 3)
        let (stem, open, close) = (batch.segments[0], batch.segments[1], batch.segments[2])
        XCTAssertEqual(stem.from.y, c.yAxis.pixelValue(forDataValue: 25))
        XCTAssertLessThan(open.from.x, stem.from.x)
        XCTAssertEqual(open.to.x, stem.from.x)
        XCTAssertEqual(close.from.x, stem.from.x)
        XCTAssertGreaterThan(close.to.x, stem.from.x)
        XCTAssertEqual(open.from.y, c.yAxis.pixelValue(forDataValue: 10).rounded(.down) + 0.5)
    }

    func testMissingCloseLeavesNoCandle() {
        let candles = CandlestickSeries(title: "c")
        let c = chart { $0.add(candles, x: [0, 1, 2], open: [1, 2, 3], high: [4, 4, 4], low: [0, 0, 0], close: [2, .nan, 1]) }
        XCTAssertEqual(rects(c.makeScene(size: size, measurer: measurer).series).count, 2)
    }

    // MARK: Bubbles

    func testBubbleAreaIsProportionalToItsValue() {
        let bubbles = BubbleSeries(title: "b")
        bubbles.biggestBubbleDiameterForAutoScaling = 40
        let c = chart { $0.add(bubbles, x: [0, 1, 2, 3], y: [0, 1, 2, 3], area: [100, 25, 0, -5]) }
        let shapes = rects(c.makeScene(size: size, measurer: measurer).series)
        XCTAssertEqual(shapes.count, 2, "no bubble for zero or negative areas")
        XCTAssertEqual(shapes[0].rect.width, 40, accuracy: 1e-9)
        XCTAssertEqual(shapes[1].rect.width, 20, accuracy: 1e-9, "a quarter of the area: half the diameter")
        XCTAssertEqual(shapes[0].cornerRadius, 20, accuracy: 1e-9)
        bubbles.biggestBubbleDiameterForAutoScaling = nil
        bubbles.scale = Double.pi
        let fixed = rects(c.makeScene(size: size, measurer: measurer).series)
        XCTAssertEqual(fixed[1].rect.width, 10, accuracy: 1e-9, "area 25 × π = π·5²")
    }

    // MARK: Steps, labels, dashes, bands

    func testStepCornersGoAcrossThenUpOrUpThenAcross() {
        let across = StepLineSeries.corners(positions: [0, 1, 3], values: [[5, 7, 6]], direction: .acrossThenUp)
        XCTAssertEqual(across.positions, [0, 1, 1, 3, 3])
        XCTAssertEqual(across.values[0], [5, 5, 7, 7, 6])
        let up = StepLineSeries.corners(positions: [0, 1, 3], values: [[5, 7, 6]], direction: .upThenAcross)
        XCTAssertEqual(up.positions, [0, 0, 1, 1, 3])
        XCTAssertEqual(up.values[0], [5, 7, 7, 6, 6])
        XCTAssertTrue(StepLineSeries.corners(positions: [], values: [[]], direction: .acrossThenUp).positions.isEmpty)
    }

    func testStepLineDrawsItsCornersAndMarksOnlyItsPoints() throws {
        let step = StepLineSeries(title: "s")
        step.style.showsMarkers = true
        let c = chart { $0.add(step, x: [0, 1, 2], y: [1, 3, 2]) }
        let scene = c.makeScene(size: size, measurer: measurer)
        let line = try XCTUnwrap(scene.series.compactMap { cmd -> PolylineCommand? in
            if case .polyline(let p) = cmd { return p } else { return nil } }.first)
        XCTAssertEqual(line.geometry.count, 5)
        let markers = try XCTUnwrap(scene.series.compactMap { cmd -> MarkerCommand? in
            if case .markers(let m) = cmd { return m } else { return nil } }.first)
        XCTAssertEqual(markers.geometry.count, 3)
    }

    func testDataLabelsThatWouldOverlapAreLeftOut() {
        let column = ColumnSeries(title: "c")
        column.style.showsLabels = true
        let c = chart { $0.add(column, y: (0..<400).map { 1000 + Double($0) }) }
        let scene = c.makeScene(size: size, measurer: measurer)
        let labels = scene.series.compactMap { cmd -> TextCommand? in if case .text(let t) = cmd { return t } else { return nil } }
        XCTAssertGreaterThan(labels.count, 10)
        XCTAssertLessThan(labels.count, 400)
        let font = Theme.light.dataLabelFont
        let boxes = labels.map { label -> Rect in
            let m = measurer.measure(label.text, font: font)
            return Rect(x: label.position.x - m.width / 2, y: label.position.y, width: m.width, height: m.height)
        }
        for i in boxes.indices.dropFirst() { XCTAssertFalse(boxes[i].intersects(boxes[i - 1]), "labels \(i - 1) and \(i)") }
        XCTAssertEqual(labels.first?.text, "1000")
    }

    func testFewLabelsAreAllDrawnAboveTheirColumns() {
        let column = ColumnSeries(title: "c")
        column.style.showsLabels = true
        column.dataLabelFormatter = LabelFormatter { "\($0)!" }
        let c = chart { $0.add(column, y: [2.5, -1]) }
        let scene = c.makeScene(size: size, measurer: measurer)
        let labels = scene.series.compactMap { cmd -> TextCommand? in if case .text(let t) = cmd { return t } else { return nil } }
        XCTAssertEqual(labels.map(\.text), ["2.5!", "-1.0!"])
        let tip = c.yAxis.pixelValue(forDataValue: 2.5)
        XCTAssertLessThan(labels[0].position.y, tip, "above a positive column")
        XCTAssertGreaterThan(labels[1].position.y, c.yAxis.pixelValue(forDataValue: -1), "below a negative one")
    }

    func testDefaultLabelTextRoundsToTwoDecimals() {
        XCTAssertEqual(DataLabelPlacer.defaultText(3), "3")
        XCTAssertEqual(DataLabelPlacer.defaultText(2.5), "2.5")
        XCTAssertEqual(DataLabelPlacer.defaultText(1.23456), "1.23")
        XCTAssertEqual(DataLabelPlacer.defaultText(-0.001), "0")
        XCTAssertEqual(DataLabelPlacer.defaultText(-4), "\u{2212}4", "the axis labels' minus sign")
        XCTAssertEqual(DataLabelPlacer.defaultText(-7.5), "\u{2212}7.5")
        XCTAssertEqual(DataLabelPlacer.defaultText(.nan), "")
    }

    func testDashPhasesRunOnAlongTheLine() throws {
        let geometry = SeriesGeometry(originX: 0, originY: 0, vertices: [0, 0, 3, 4, 6, 8, .nan, .nan, 0, 0, 0, 30])
        let builder = DashPhaseBuilder()
        let identity = DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0)
        let ref = try XCTUnwrap(builder.update(for: geometry, transform: identity, dash: [4, 6]))
        XCTAssertEqual(ref.count, 6)
        let phases = (0..<6).map { builder.phases.dataPoint(at: $0).x }
        // Period 20 ([4, 6, 4, 6]); the gap starts the pattern again.
        XCTAssertEqual(phases, [0, 5, 10, 0, 0, 10])
        XCTAssertNil(builder.update(for: geometry, transform: identity, dash: []))
        XCTAssertNil(builder.update(for: geometry, transform: identity, dash: [.nan, 2]))
        // Panning (offset) keeps the phases; zooming recomputes them.
        _ = builder.update(for: geometry, transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 50, offsetY: 9), dash: [4, 6])
        XCTAssertFalse(builder.lastUpdateRebuilt)
        _ = builder.update(for: geometry, transform: DataTransform(scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0), dash: [4, 6])
        XCTAssertTrue(builder.lastUpdateRebuilt)
        XCTAssertEqual(builder.phases.dataPoint(at: 1).x, 10)
        geometry.append(x: 0, y: 40)
        _ = builder.update(for: geometry, transform: DataTransform(scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0), dash: [4, 6])
        XCTAssertFalse(builder.lastUpdateRebuilt, "appended points extend the phases")
        XCTAssertEqual(builder.phases.count, 7)
        XCTAssertEqual(builder.phases.dataPoint(at: 6).x, 0, "60 + 20 = 80 ≡ 0 (mod 20)")
    }

    func testDashedSeriesCarryTheirPhases() throws {
        let line = LineSeries(title: "l")
        line.style.dash = [5, 5]
        let c = chart { $0.add(line, y: [0, 1, 0, 1]) }
        let command = try XCTUnwrap(c.makeScene(size: size, measurer: measurer).series.compactMap { cmd -> PolylineCommand? in
            if case .polyline(let p) = cmd { return p } else { return nil } }.first)
        XCTAssertEqual(command.dashPhase?.count, 4)
    }

    func testBandLinesArePairedVertexForVertexAndEnvelopedWhenDense() {
        let n = 300_000
        let positions = (0..<n).map(Double.init)
        let upper = SeriesData(x: positions, y: positions.map { sin($0 / 1000) + 2 })
        let lower = SeriesData(x: positions, y: positions.map { sin($0 / 1000) - 2 })
        let builder = BandGeometryBuilder()
        let plot = Rect(x: 0, y: 0, width: 500, height: 300)
        _ = builder.update(upper: upper, lower: lower, xRange: AxisRange(min: 0, max: Double(n)),
                           yRange: AxisRange(min: -3, max: 3), plotRect: plot, scale: 1, vertical: false)
        XCTAssertTrue(builder.lastUpdateAggregated)
        XCTAssertEqual(builder.upper.count, builder.lower.count)
        XCTAssertLessThanOrEqual(builder.upper.count, 1600, "bins follow pixels, not points")
        let peak = (0..<builder.upper.count).map { builder.upper.dataPoint(at: $0).y }.max() ?? 0
        XCTAssertEqual(peak, 3, accuracy: 0.01)
        // A pan inside the covered window keeps the geometry.
        _ = builder.update(upper: upper, lower: lower, xRange: AxisRange(min: 1000, max: Double(n) + 1000),
                           yRange: AxisRange(min: -3, max: 3), plotRect: plot, scale: 1, vertical: false)
        XCTAssertFalse(builder.lastUpdateRebuilt)
        // Bad input: an empty view empties both lines.
        _ = builder.update(upper: upper, lower: lower, xRange: AxisRange(min: .nan, max: 1),
                           yRange: AxisRange(min: -3, max: 3), plotRect: plot, scale: 1, vertical: false)
        XCTAssertEqual(builder.upper.count, 0)
        XCTAssertEqual(builder.lower.count, 0)
    }

    func testBandWithAMissingValueLeavesAGapInBothLines() {
        let band = BandSeries(title: "b")
        let c = chart { $0.add(band, x: [0, 1, 2], low: [1, .nan, 1], high: [2, 2, 2]) }
        XCTAssertFalse(c.makeScene(size: size, measurer: measurer).series.isEmpty, "the band's lines are built as a frame draws them")
        let builder = c.seriesStates[0].cache.bandBuilder
        XCTAssertTrue(builder.upper.dataPoint(at: 1).y.isNaN)
        XCTAssertTrue(builder.lower.dataPoint(at: 1).y.isNaN)
        XCTAssertEqual(c.yAxis.dataRange, AxisRange(min: 1, max: 2))
    }

    func testLineGapsStayGapsAndVerticalLinesFillSideways() throws {
        let line = LineSeries(title: "v")
        line.orientation = .vertical
        line.style.showsFill = true
        let c = chart { $0.add(line, x: [1, 2, .nan, 3], y: [0, 1, 2, 3]) }
        let scene = c.makeScene(size: size, measurer: measurer)
        let fill = try XCTUnwrap(scene.series.compactMap { cmd -> FillCommand? in
            if case .fill(let f) = cmd { return f } else { return nil } }.first)
        XCTAssertTrue(fill.isVertical)
        XCTAssertEqual(c.xAxis.dataRange, AxisRange(min: 1, max: 3))
        XCTAssertEqual(c.yAxis.dataRange, AxisRange(min: 0, max: 3))
    }

    func testAutomaticColoursStayWhenSeriesComeAndGo() {
        let a = ColumnSeries(title: "a"), b = ColumnSeries(title: "b"), d = CandlestickSeries(title: "d")
        let source = ArrayDataSource()
        source.add(a, y: [1])
        source.add(b, y: [1])
        let chart = Chart()
        chart.dataSource = source
        XCTAssertEqual(b.paletteIndex, 1)
        b.isHidden = true
        chart.refitAxes()
        let fresh = ArrayDataSource()
        fresh.add(b, y: [1])
        fresh.add(d, x: [0], open: [1], high: [2], low: [0], close: [1])
        chart.dataSource = fresh
        XCTAssertEqual(b.paletteIndex, 1, "a series keeps its colour when others are removed")
        XCTAssertEqual(d.paletteIndex, 0, "a new series takes the lowest free slot")
    }

    /// A datasource that hands over points one at a time, named values included.
    private final class PointByPointSource: ChartDataSource {
        let series = OHLCSeries(title: "one by one")
        func numberOfSeries(in chart: Chart) -> Int { 1 }
        func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { series }
        func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { 3 }
        func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
            DataPoint(x: Double(pointIndex), y: 0)
        }
        func chart(_ chart: Chart, value key: SeriesValueKey, forPointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> Double {
            switch key {
            case .high: return 10 + Double(pointIndex)
            case .low: return -Double(pointIndex)
            case .open, .close: return 1
            default: return .nan
            }
        }
    }

    func testNamedValuesCanComePointByPoint() {
        let chart = Chart()
        let source = PointByPointSource()
        chart.dataSource = source
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: -2, max: 12))
        XCTAssertEqual(chart.seriesStates[0].values.column(.high), [10, 11, 12])
    }
}
