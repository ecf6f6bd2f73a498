import XCTest
@testable import ChartCore

/// Several axes on four sides, placement, tick and label features, and a plot area that stays
/// put while panning.
final class AxisLayoutTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 640, height: 400)

    /// Series with chosen axes.
    private final class Source: ChartDataSource {
        var series: [(ChartSeries, [Double], [Double], Axis?, Axis?)] = []
        func numberOfSeries(in chart: Chart) -> Int { series.count }
        func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { series[index].0 }
        func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { series[seriesIndex].1.count }
        func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
            DataPoint(x: series[seriesIndex].1[pointIndex], y: series[seriesIndex].2[pointIndex])
        }
        func chart(_ chart: Chart, xAxisForSeriesAt seriesIndex: Int) -> Axis? { series[seriesIndex].3 }
        func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? { series[seriesIndex].4 }
    }

    private final class TickDelegate: ChartDelegate {
        var values: [Double]?
        var altered: [Double] = []
        func chart(_ chart: Chart, majorTickValuesFor axis: Axis) -> [Double]? {
            axis === chart.xAxis ? values : nil
        }
        func chart(_ chart: Chart, alter tickMark: inout TickMark, on axis: Axis) {
            guard axis === chart.xAxis, tickMark.kind == .major else { return }
            altered.append(tickMark.value)
            if tickMark.value == 4 {
                tickMark.text = "four"
                tickMark.labelColor = Color(hex: 0xff0000)
            }
            if tickMark.value == 6 { tickMark.value = 99; tickMark.showsLabel = false }
        }
    }

    private func twoAxisChart() -> (Chart, NumberAxis) {
        let chart = Chart(title: "Two axes")
        let right = NumberAxis()
        right.axisPosition = .reverse
        right.title = "Rain (mm)"
        chart.yAxis.title = "Temperature (°C)"
        chart.addYAxis(right)
        let source = Source()
        source.series = [(LineSeries(title: "t"), [0, 1, 2, 3], [10, 12, 9, 14], nil, nil),
                         (LineSeries(title: "r"), [0, 1, 2, 3], [100, 5000, 2500, 0], nil, right)]
        chart.dataSource = source
        return (chart, right)
    }

    func testSeriesPickTheirAxesThroughTheDatasource() {
        let (chart, right) = twoAxisChart()
        XCTAssertEqual(chart.yAxes.count, 2)
        XCTAssertTrue(chart.yAxis(forSeriesAt: 1) === right)
        XCTAssertTrue(chart.yAxis(forSeriesAt: 0) === chart.yAxis)
        XCTAssertTrue(chart.yAxis(forSeriesAt: 7) === chart.yAxis, "out of range: the primary axis")
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 9, max: 14))
        XCTAssertEqual(right.dataRange, AxisRange(min: 0, max: 5000))
        XCTAssertEqual(chart.xAxis.dataRange, AxisRange(min: 0, max: 3))
        // An axis the chart does not have counts as the primary one.
        let stray = Source()
        stray.series = [(LineSeries(), [0, 1], [5, 6], nil, NumberAxis())]
        chart.dataSource = stray
        XCTAssertTrue(chart.yAxis(forSeriesAt: 0) === chart.yAxis)
        XCTAssertEqual(right.dataRange, nil)
        // Adding an axis twice changes nothing.
        chart.addYAxis(right)
        chart.addXAxis(right)
        XCTAssertEqual(chart.allAxes.count, 3)
    }

    func testLeftAndRightAxesFrameThePlotArea() throws {
        let (chart, right) = twoAxisChart()
        let scene = chart.makeScene(size: size, measurer: measurer)
        let layout = try XCTUnwrap(chart.lastLayout)
        let plot = layout.plotArea
        XCTAssertEqual(layout.yAxes.map(\.side), [.left, .right])
        XCTAssertEqual(layout.yAxes[0].frame.maxX, plot.minX)
        XCTAssertEqual(layout.yAxes[1].frame.minX, plot.maxX)
        XCTAssertEqual(right.pixelStart, plot.minY)
        XCTAssertEqual(right.pixelLength, plot.height)
        XCTAssertEqual(right.pixelValue(forDataValue: right.visibleRange.max), plot.minY)
        // Right-hand labels start right of the plot; left-hand ones end left of it.
        let texts = scene.chrome.compactMap { command -> TextCommand? in
            if case .text(let t) = command { return t } else { return nil }
        }
        let rightLabels = Set(layout.yAxes[1].labels).subtracting(layout.xAxis.labels)
        for label in texts where rightLabels.contains(label.text) && label.rotation == 0 {
            XCTAssertGreaterThan(label.position.x, plot.maxX, label.text)
            XCTAssertEqual(label.horizontalAnchor, .left)
        }
        XCTAssertEqual(texts.first { $0.text == "Rain (mm)" }?.rotation, -Double.pi / 2)
        XCTAssertEqual(texts.first { $0.text == "Temperature (°C)" }?.rotation, Double.pi / 2)
        XCTAssertTrue(chart.axis(at: Point(x: layout.yAxes[1].frame.midX, y: plot.midY)) === right)
        XCTAssertTrue(chart.axis(at: Point(x: layout.yAxes[0].frame.midX, y: plot.midY)) === chart.yAxis)
        XCTAssertNil(chart.axis(at: Point(x: plot.midX, y: plot.midY)))
    }

    func testAxesOnOneSideStackOutwardInTheOrderAdded() throws {
        let chart = Chart()
        let second = NumberAxis(), top = NumberAxis()
        top.axisPosition = .reverse
        chart.addYAxis(second)
        chart.addXAxis(top)
        chart.applyLayout(size: size, measurer: measurer)
        let layout = try XCTUnwrap(chart.lastLayout)
        XCTAssertEqual(layout.yAxes.map(\.side), [.left, .left])
        XCTAssertEqual(layout.yAxes[0].frame.maxX, layout.plotArea.minX)
        XCTAssertEqual(layout.yAxes[1].frame.maxX, layout.yAxes[0].frame.minX - LayoutEngine.axisGap)
        XCTAssertEqual(layout.xAxes[1].side, .top)
        XCTAssertEqual(layout.xAxes[1].frame.maxY, layout.plotArea.minY)
        XCTAssertTrue(chart.axis(at: Point(x: layout.yAxes[1].frame.midX, y: layout.plotArea.midY)) === second)
        XCTAssertTrue(chart.axis(at: Point(x: layout.plotArea.midX, y: layout.xAxes[1].frame.midY)) === top)
    }

    func testSmallPansLeaveThePlotAreaWhereItWas() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let x = (0...2000).map(Double.init)
        source.add(LineSeries(), x: x, y: x.map { 1000 + 900 * sin($0 / 40) })
        chart.dataSource = source
        chart.yAxis.setVisibleRange(AxisRange(min: 880, max: 980))
        chart.xAxis.setVisibleRange(AxisRange(min: 990, max: 1010))
        chart.applyLayout(size: size, measurer: measurer)
        let first = try XCTUnwrap(chart.lastLayout).plotArea
        var widths = Set<Double>()
        for step in 1...60 {
            // Labels go from "950" to "1,000" and back as the ranges move.
            let dy = Double(step) * 1.7, dx = Double(step) * 0.37
            chart.yAxis.setVisibleRange(AxisRange(min: 880 + dy, max: 980 + dy))
            chart.xAxis.setVisibleRange(AxisRange(min: 990 + dx, max: 1010 + dx))
            chart.applyLayout(size: size, measurer: measurer)
            let layout = try XCTUnwrap(chart.lastLayout)
            widths.insert(Double(layout.yAxis.labels.map(\.count).max() ?? 0))
            XCTAssertEqual(layout.plotArea, first, "pan step \(step)")
        }
        XCTAssertGreaterThan(widths.count, 1, "the labels did change length")
        // A much narrower need does give the space back.
        chart.yAxis.setVisibleRange(AxisRange(min: 0, max: 1))
        chart.applyLayout(size: size, measurer: measurer)
        XCTAssertLessThan(try XCTUnwrap(chart.lastLayout).plotArea.minX, first.minX)
    }

    func testAxisCrossesAtAValueAndStaysPinnedWhenItIsOutOfView() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(), x: [-5, 5], y: [-3, 7])
        chart.dataSource = source
        chart.xAxis.axisPositionValue = 0
        chart.yAxis.setVisibleRange(AxisRange(min: -10, max: 10))
        chart.applyLayout(size: size, measurer: measurer)
        var layout = try XCTUnwrap(chart.lastLayout)
        let zero = chart.yAxis.pixelValue(forDataValue: 0)
        XCTAssertEqual(layout.xAxis.linePosition, (zero - 0.5).rounded(), accuracy: 0.5)
        XCTAssertGreaterThan(layout.xAxis.labelPosition, layout.xAxis.linePosition)
        XCTAssertLessThan(layout.xAxis.labelPosition, layout.plotArea.maxY, "labels follow the line")
        chart.xAxis.axisLabelsAreFixed = true
        chart.applyLayout(size: size, measurer: measurer)
        layout = try XCTUnwrap(chart.lastLayout)
        XCTAssertGreaterThan(layout.xAxis.labelPosition, layout.plotArea.maxY, "labels stay at the edge")
        chart.yAxis.setVisibleRange(AxisRange(min: 2, max: 10))
        chart.applyLayout(size: size, measurer: measurer)
        layout = try XCTUnwrap(chart.lastLayout)
        XCTAssertEqual(layout.xAxis.linePosition, layout.plotArea.maxY - layout.xAxis.lineWidth, "pinned to the bottom")
        chart.yAxis.setVisibleRange(AxisRange(min: -10, max: -2))
        chart.applyLayout(size: size, measurer: measurer)
        XCTAssertEqual(try XCTUnwrap(chart.lastLayout).xAxis.linePosition, try XCTUnwrap(chart.lastLayout).plotArea.minY,
                       "pinned to the top")
    }

    func testDelegateTicksAndTheTickMarkHook() throws {
        let chart = Chart()
        let delegate = TickDelegate()
        chart.delegate = delegate
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        delegate.values = [8, 2, 4, 6, 42, .nan, 4]
        chart.applyLayout(size: size, measurer: measurer)
        let layout = try XCTUnwrap(chart.lastLayout)
        XCTAssertEqual(layout.xAxis.majorTicks.values, [2, 4, 6, 8], "sorted, in view, once each")
        let majors = layout.xAxis.tickMarks.filter { $0.kind == .major }
        XCTAssertEqual(majors.map(\.value), [2, 4, 6, 8], "the hook cannot move a tick")
        XCTAssertEqual(majors.map(\.text), ["2", "four", "6", "8"])
        XCTAssertEqual(majors[1].labelColor, Color(hex: 0xff0000))
        XCTAssertEqual(majors.map(\.showsLabel), [true, true, false, true])
        XCTAssertTrue(delegate.altered.contains(4))
        let scene = chart.makeScene(size: size, measurer: measurer)
        let four = scene.chrome.compactMap { command -> TextCommand? in
            if case .text(let t) = command, t.text == "four" { return t } else { return nil }
        }
        XCTAssertEqual(four.first?.color, Color(hex: 0xff0000))
    }

    func testFrequencyAndAnchor() {
        let axis = NumberAxis()
        axis.setVisibleRange(AxisRange(min: -4, max: 6))
        axis.majorTickFrequency = 2
        axis.anchorPoint = 1
        XCTAssertEqual(axis.majorTicks().values, [-3, -1, 1, 3, 5])
        axis.minorTickFrequency = 0.5
        XCTAssertEqual(axis.minorTicks(major: axis.majorTicks()).values.prefix(3), [-4, -3.5, -3])
    }

    func testOverlappingLabelsAreThinnedToEveryKth() throws {
        let x = NumberAxis()
        let chart = Chart(xAxis: x)
        x.explicitDefaultRange = AxisRange(min: 0, max: 100)
        x.majorTickFrequency = 5
        x.labelFormatter.suffix = " units"
        chart.applyLayout(size: size, measurer: measurer)
        let layout = try XCTUnwrap(chart.lastLayout)
        let marks = layout.xAxis.tickMarks.filter { $0.kind == .major }
        let shown = marks.filter(\.showsLabel)
        XCTAssertEqual(marks.count, 21)
        XCTAssertLessThan(shown.count, marks.count)
        XCTAssertGreaterThan(shown.count, 1)
        let k = shown[1].value - shown[0].value
        XCTAssertEqual(shown.map(\.value), stride(from: 0.0, through: 100, by: k).map { $0 }, "every k-th, from 0")
        for (a, b) in zip(shown, shown.dropFirst()) {
            let wa = measurer.measure(a.text, font: Theme.light.tickLabelFont).width
            let wb = measurer.measure(b.text, font: Theme.light.tickLabelFont).width
            XCTAssertLessThan(a.position + wa / 2, b.position - wb / 2, "\(a.text) and \(b.text) overlap")
        }
    }

    func testClippingModesAtTheEnds() throws {
        let chart = Chart()
        let x = chart.setXAxis(NumberAxis())
        x.explicitDefaultRange = AxisRange(min: 0, max: 10)
        x.majorTickFrequency = 2
        x.tickLabelClippingModeLow = .hide
        x.tickLabelClippingModeHigh = .clip
        x.labelFormatter.suffix = " km"
        let scene = chart.makeScene(size: size, measurer: measurer)
        let layout = try XCTUnwrap(chart.lastLayout)
        let majors = layout.xAxis.tickMarks.filter { $0.kind == .major }
        XCTAssertEqual(majors.first?.value, 0)
        XCTAssertFalse(majors.first!.showsLabel, "half outside on the left: hidden")
        XCTAssertTrue(majors.last!.showsLabel, "half outside on the right: drawn, then covered")
        let covers = scene.chrome.flatMap { command -> [RectShape] in
            if case .rects(let r) = command { return r } else { return [] }
        }
        let cover = try XCTUnwrap(covers.first { $0.fill == Theme.light.background })
        XCTAssertEqual(cover.rect.minX, layout.plotArea.maxX)
        XCTAssertGreaterThan(cover.rect.width, 0)
        XCTAssertGreaterThanOrEqual(cover.rect.minY, layout.xAxis.labelPosition - 0.001)
        // With nothing to keep whole at the ends, no room is reserved beyond the plot on the right.
        XCTAssertEqual(layout.plotArea.maxX, size.width - LayoutEngine.outerMargin)
    }

    func testTurnedLabelsDeepenTheBandAndInsideTicksPointIntoThePlot() throws {
        let chart = Chart()
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 1_000_000)
        chart.applyLayout(size: size, measurer: measurer)
        let level = try XCTUnwrap(chart.lastLayout).xAxis.frame.height
        chart.xAxis.tickLabelOrientation = .vertical
        let scene = chart.makeScene(size: size, measurer: measurer)
        let layout = try XCTUnwrap(chart.lastLayout)
        XCTAssertGreaterThan(layout.xAxis.frame.height, level + 20)
        let label = try XCTUnwrap(scene.chrome.compactMap { command -> TextCommand? in
            if case .text(let t) = command, t.text == layout.xAxis.labels.last { return t } else { return nil }
        }.first)
        XCTAssertEqual(label.rotation, Double.pi / 2)
        XCTAssertEqual(label.horizontalAnchor, .right)
        chart.xAxis.tickMarkPosition = .inside
        chart.xAxis.fixedWidth = 30
        let inside = chart.makeScene(size: size, measurer: measurer)
        let plot = inside.plotArea
        XCTAssertEqual(try XCTUnwrap(chart.lastLayout).xAxis.frame.height, 30)
        let ticks = inside.chrome.flatMap { command -> [SegmentBatch.Segment] in
            if case .segments(let s) = command { return s.segments.filter { $0.from.x == $0.to.x && $0.from.y != $0.to.y } } else { return [] }
        }
        XCTAssertFalse(ticks.isEmpty)
        for tick in ticks where tick.from.x > plot.minX + 1 && tick.from.x < plot.maxX - 1 && tick.to.y <= plot.maxY + 1 {
            XCTAssertLessThan(min(tick.from.y, tick.to.y), plot.maxY, "inside ticks reach into the plot")
        }
    }
}
