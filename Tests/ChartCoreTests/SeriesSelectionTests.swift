import XCTest
@testable import ChartCore

/// Hit-testing tables, selection toggling with delegate reports, legend entries and legend clicks.
final class SeriesSelectionTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 800, height: 500)

    private final class Recorder: ChartDelegate {
        var selections: [(String, Int?, Bool, Point?)] = []
        var toggles: [(String, Bool)] = []
        func chart(_ chart: Chart, didChangeSelection selection: SeriesSelection) {
            selections.append((selection.series.title, selection.pointIndex, selection.isSelected, selection.position))
        }
        func chart(_ chart: Chart, didToggleVisibilityOf series: ChartSeries, hidden: Bool) {
            toggles.append((series.title, hidden))
        }
    }

    private func laidOut(_ add: (ArrayDataSource) -> Void) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        add(source)
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        return chart
    }

    private func pixel(_ chart: Chart, _ x: Double, _ y: Double) -> Point {
        Point(x: chart.xAxis.pixelValue(forDataValue: x), y: chart.yAxis.pixelValue(forDataValue: y))
    }

    func testHitTestFindsThePointNearestTheLocation() throws {
        let line = LineSeries(title: "line"), scatter = ScatterSeries(title: "dots")
        let c = laidOut {
            $0.add(line, x: [0, 1, 2, 3, 4], y: [0, 4, 0, 4, 0])
            $0.add(scatter, x: [0.5, 2.5], y: [3, 1])
        }
        // (location in data, expected series, point, distance 0?)
        let table: [(Double, Double, Int?, Int?)] = [
            (1, 4, 0, 1),          // on a vertex of the line
            (0.5, 3, 1, 0),        // on the first dot (drawn later, wins over the line)
            (2.5, 1, 1, 1),        // on the second dot
            (3.02, 4, 0, 3),
            (2, 0.05, 0, 2),
            (1.5, 2, 0, 1),        // on the line between points 1 and 2: the nearer end… a tie goes to 1
        ]
        for (x, y, series, point) in table {
            let hit = c.hitTest(at: pixel(c, x, y), radius: 10)
            XCTAssertEqual(hit?.seriesIndex, series, "at (\(x), \(y))")
            XCTAssertEqual(hit?.pointIndex, point, "at (\(x), \(y))")
        }
        let onSegment = try XCTUnwrap(c.hitTest(at: pixel(c, 1.25, 3), radius: 10))
        XCTAssertLessThan(onSegment.distance, 1, "a click on the line between points counts")
        XCTAssertNil(c.hitTest(at: pixel(c, 1, 0.2), radius: 10), "far from everything")
        XCTAssertNil(c.hitTest(at: Point(x: 1, y: 1), radius: 10), "outside the plot area")
    }

    func testHitTestInsideColumnsBubblesAndCandles() {
        let columns = ColumnSeries(title: "c")
        let c = laidOut { $0.add(columns, y: [5, 3, 8]) }
        let inside = c.hitTest(at: pixel(c, 1.2, 1), radius: 0)
        XCTAssertEqual(inside?.pointIndex, 1)
        XCTAssertEqual(inside?.distance, 0)
        XCTAssertNil(c.hitTest(at: pixel(c, 1.5, 1), radius: 0), "between the columns")
        XCTAssertEqual(c.hitTest(at: pixel(c, 1, 3.1), radius: 10)?.pointIndex, 1, "just above the top")

        let bubbles = BubbleSeries(title: "b")
        bubbles.biggestBubbleDiameterForAutoScaling = 100
        let b = laidOut { $0.add(bubbles, x: [0, 10], y: [0, 10], area: [1, 1]) }
        let centre = pixel(b, 10, 10)
        XCTAssertEqual(b.hitTest(at: Point(x: centre.x - 45, y: centre.y), radius: 0)?.pointIndex, 1, "inside the 50 pt radius")
        XCTAssertNil(b.hitTest(at: Point(x: centre.x - 60, y: centre.y + 60), radius: 0))

        let candles = CandlestickSeries(title: "k")
        let k = laidOut { $0.add(candles, x: [0, 1, 2], open: [1, 2, 3], high: [9, 9, 9], low: [0, 0, 0], close: [2, 3, 4]) }
        XCTAssertEqual(k.hitTest(at: pixel(k, 2.1, 8), radius: 0)?.pointIndex, 2, "on the upper wick's extent")
    }

    func testHitTestUsesBinarySearchOnLargeSortedData() throws {
        let n = 1_000_000
        let line = LineSeries(title: "big")
        let c = laidOut { $0.add(line, x: (0..<n).map(Double.init), y: (0..<n).map { Double($0 % 100) }) }
        c.xAxis.setVisibleRange(AxisRange(min: 500_000, max: 500_100))
        c.applyLayout(size: size, measurer: measurer)
        let hit = try XCTUnwrap(c.hitTest(at: pixel(c, 500_042, 42), radius: 5))
        XCTAssertEqual(hit.pointIndex, 500_042)
    }

    func testSeriesSelectionTogglesAndTellsTheDelegate() {
        let a = LineSeries(title: "a"), b = LineSeries(title: "b")
        for s in [a, b] { s.selectionMode = .series }
        let c = laidOut {
            $0.add(a, x: [0, 10], y: [0, 0])
            $0.add(b, x: [0, 10], y: [10, 10])
        }
        let recorder = Recorder()
        c.delegate = recorder
        let onA = pixel(c, 5, 0), onB = pixel(c, 5, 10)
        guard case .selectionChanged(let first) = c.handleClick(at: onA) else { return XCTFail("a click on a selects it") }
        XCTAssertTrue(first.isSelected)
        XCTAssertTrue(a.isSelected)
        c.handleClick(at: onB)
        XCTAssertFalse(a.isSelected, "toggleSelection: one series at a time")
        XCTAssertTrue(b.isSelected)
        c.handleClick(at: onB)
        XCTAssertFalse(b.isSelected, "a second click deselects")
        XCTAssertEqual(recorder.selections.map(\.0), ["a", "a", "b", "b"])
        XCTAssertEqual(recorder.selections.map(\.2), [true, false, true, false])
        XCTAssertEqual(recorder.selections[0].3, onA, "the delegate hears the pixel")

        c.toggleSelection = false
        c.handleClick(at: onA)
        c.handleClick(at: onB)
        XCTAssertTrue(a.isSelected && b.isSelected, "without toggling, selections add up")
        c.handleClick(at: onB)
        XCTAssertTrue(b.isSelected, "…and a click never deselects")
    }

    func testPointSelectionAndSelectionInCode() {
        let dots = ScatterSeries(title: "dots"), other = ScatterSeries(title: "other")
        dots.selectionMode = .point
        let c = laidOut {
            $0.add(dots, x: [0, 1, 2], y: [0, 1, 2])
            $0.add(other, x: [0.5], y: [0.5])
        }
        let recorder = Recorder()
        c.delegate = recorder
        c.handleClick(at: pixel(c, 1, 1))
        XCTAssertEqual(dots.selectedPointIndices, [1])
        c.handleClick(at: pixel(c, 2, 2))
        XCTAssertEqual(dots.selectedPointIndices, [2], "togglePointSelection: one point at a time")
        XCTAssertFalse(c.handleClick(at: pixel(c, 0.5, 0.5)).changedSomething, "other has no selection mode")
        c.setPointSelected(true, pointIndex: 0, seriesIndex: 0)
        XCTAssertEqual(dots.selectedPointIndices, [0])
        XCTAssertNil(recorder.selections.last?.3, "selection in code has no position")
        c.setPointSelected(true, pointIndex: 99, seriesIndex: 0)
        c.setPointSelected(true, pointIndex: 0, seriesIndex: 7)
        XCTAssertEqual(dots.selectedPointIndices, [0], "out-of-range indices change nothing")
        c.setSeriesSelected(true, at: 1)
        XCTAssertTrue(other.isSelected)
        // Selected points are drawn: markers over the series.
        let scene = c.makeScene(size: size, measurer: measurer)
        let markers = scene.series.compactMap { cmd -> MarkerCommand? in if case .markers(let m) = cmd { return m } else { return nil } }
        XCTAssertEqual(markers.count, 3, "dots, their selected point, other")
        XCTAssertEqual(markers[1].geometry.count, 1)
    }

    func testLegendClickHidesAndShowsItsSeriesAndTheAxesRefit() throws {
        let small = LineSeries(title: "small"), big = LineSeries(title: "big")
        let c = laidOut {
            $0.add(small, x: [0, 1], y: [0, 1])
            $0.add(big, x: [0, 1], y: [0, 100])
        }
        c.legend.isVisible = true
        let recorder = Recorder()
        c.delegate = recorder
        c.applyLayout(size: size, measurer: measurer)
        let entries = try XCTUnwrap(c.lastLayout?.legendEntries)
        XCTAssertEqual(entries.count, 2)
        let bigEntry = Point(x: entries[1].textOrigin.x + 5, y: entries[1].symbolFrame.midY)
        XCTAssertEqual(c.legendEntry(at: bigEntry), 1)
        XCTAssertEqual(c.legendEntry(at: Point(x: entries[0].symbolFrame.midX, y: entries[0].symbolFrame.midY)), 0)
        XCTAssertNil(c.legendEntry(at: Point(x: 5, y: 5)))
        XCTAssertEqual(c.yAxis.dataRange?.max, 100)
        guard case .legendToggled(let index) = c.handleClick(at: bigEntry) else { return XCTFail("a legend click") }
        XCTAssertEqual(index, 1)
        XCTAssertTrue(big.isHidden)
        XCTAssertEqual(c.yAxis.dataRange?.max, 1, "the axes refit without the hidden series")
        // The entry stays, so a second click brings the series back.
        c.applyLayout(size: size, measurer: measurer)
        c.handleClick(at: bigEntry)
        XCTAssertFalse(big.isHidden)
        XCTAssertEqual(c.yAxis.dataRange?.max, 100)
        XCTAssertEqual(recorder.toggles.map(\.1), [true, false])
        // A fixed range stays fixed.
        c.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 50)
        c.handleClick(at: bigEntry)
        XCTAssertEqual(c.yAxis.visibleRange, AxisRange(min: 0, max: 50))
    }

    func testLegendOnThePlotBorderStraddlesTheEdge() throws {
        let c = laidOut { $0.add(LineSeries(title: "a"), y: [0, 1]) }
        c.legend.isVisible = true
        c.legend.placement = .onPlotAreaBorder
        c.legend.position = .right
        c.applyLayout(size: size, measurer: measurer)
        let layout = try XCTUnwrap(c.lastLayout)
        let frame = try XCTUnwrap(layout.legendFrame)
        XCTAssertEqual(frame.midX, layout.plotArea.maxX, accuracy: 1)
        XCTAssertEqual(frame.midY, layout.plotArea.midY, accuracy: 1)
        for position in Legend.Position.allCases {
            c.legend.position = position
            c.applyLayout(size: size, measurer: measurer)
            let f = try XCTUnwrap(c.lastLayout?.legendFrame)
            let p = try XCTUnwrap(c.lastLayout?.plotArea)
            let onEdge = abs(f.midY - p.minY) <= 1 || abs(f.midY - p.maxY) <= 1 || abs(f.midX - p.minX) <= 1
                || abs(f.midX - p.maxX) <= 1
            XCTAssertTrue(onEdge, "\(position)")
        }
    }

    func testAClickThroughTheInputEngineTogglesTheLegendAndSelects() throws {
        let line = LineSeries(title: "line"), other = LineSeries(title: "other")
        line.selectionMode = .series
        let c = laidOut {
            $0.add(line, x: [0, 10], y: [0, 0])
            $0.add(other, x: [0, 10], y: [5, 5])
        }
        c.legend.isVisible = true
        c.applyLayout(size: size, measurer: measurer)
        func click(_ p: Point, at time: Double) -> Bool {
            _ = c.handle(.pointerDown(button: .left, position: p, modifiers: [], clickCount: 1, time: time))
            return c.handle(.pointerUp(button: .left, position: p, modifiers: [], time: time + 0.05)).needsRedraw
        }
        XCTAssertTrue(click(pixel(c, 5, 0), at: 1), "a selection asks for a redraw")
        XCTAssertTrue(line.isSelected)
        let entry = try XCTUnwrap(c.lastLayout?.legendEntries.last)
        XCTAssertTrue(click(Point(x: entry.symbolFrame.midX, y: entry.symbolFrame.midY), at: 3))
        XCTAssertTrue(other.isHidden)
    }
}
