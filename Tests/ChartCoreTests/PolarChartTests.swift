import XCTest
@testable import ChartCore

/// Polar and radar charts without GL: where points go, the grid, zoom and rotation.
final class PolarChartTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    private func radar(_ values: [Double], categories: [String]) -> (Chart, RadarSeries) {
        let chart = Chart()
        let series = RadarSeries(title: "r")
        let source = ArrayDataSource()
        source.add(series, y: values)
        chart.xAxis = CategoryAxis(categories: categories)
        chart.dataSource = source
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 4)
        return (chart, series)
    }

    func testRadarVerticesSitAtTheirCategoryAngleAndValueRadius() throws {
        let (chart, _) = radar([1, 2, 3, 4], categories: ["N", "E", "S", "W"])
        let scene = chart.makeScene(size: Size(width: 500, height: 400), measurer: measurer)
        let c = try XCTUnwrap(chart.radialCenter), R = try XCTUnwrap(chart.radialRadius)
        for (i, v) in [1.0, 2, 3, 4].enumerated() {
            let a = -Double.pi / 2 + Double(i) * .pi / 2
            let p = try XCTUnwrap(chart.polarPoint(x: Double(i), y: v))
            XCTAssertEqual(p.x, c.x + v / 4 * R * cos(a), accuracy: 1e-9)
            XCTAssertEqual(p.y, c.y + v / 4 * R * sin(a), accuracy: 1e-9)
        }
        // The closed, filled polygon has exactly those vertices; the grid is a spider web.
        let polygons = scene.series.compactMap { if case .polygon(let p) = $0 { return p } else { return nil } }
        XCTAssertEqual(polygons.count, 1)
        XCTAssertEqual(polygons[0].points.count, 4)
        XCTAssertEqual(polygons[0].points[2].y, c.y + 0.75 * R, accuracy: 1e-9)
        XCTAssertFalse(scene.series.contains { if case .sectors(let s) = $0 { return s.contains { $0.innerRadius > 0 } } else { return false } },
                       "no circles on a radar")
        let labels = scene.series.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } }
        XCTAssertTrue(Set(["N", "E", "S", "W"]).isSubset(of: Set(labels)))
        XCTAssertEqual(chart.lastLayout?.xAxes.count, 0, "no cartesian axis bands")
    }

    func testPolarAnglesInDegreesOrRadiansAndALogRadialAxis() throws {
        let chart = Chart()
        let series = PolarSeries(title: "p", kind: .line)
        let source = ArrayDataSource()
        source.add(series, x: [0, 90, 180, 270], y: [1, 10, 100, .nan])
        chart.yAxis = LogarithmicAxis()
        chart.yAxis.explicitDefaultRange = AxisRange(min: 1, max: 1000)
        chart.dataSource = source
        // The circle is measured as a frame draws it, centred in the plot area.
        let scene = chart.makeScene(size: Size(width: 500, height: 400), measurer: measurer)
        let c = try XCTUnwrap(chart.radialCenter), R = try XCTUnwrap(chart.radialRadius)
        XCTAssertEqual(c, Point(x: scene.plotArea.midX, y: scene.plotArea.midY))
        let east = try XCTUnwrap(chart.polarPoint(x: 90, y: 10))
        XCTAssertEqual(east.x, c.x + R / 3, accuracy: 1e-9, "one decade of three")
        XCTAssertEqual(east.y, c.y, accuracy: 1e-9)
        XCTAssertNil(chart.polarPoint(x: 0, y: -5), "no place for a negative value on a log axis")
        chart.polar.angleUnit = .radians
        XCTAssertEqual(chart.makeScene(size: Size(width: 500, height: 400), measurer: measurer).plotArea, scene.plotArea)
        let south = try XCTUnwrap(chart.polarPoint(x: .pi, y: 100))   // half a turn from the top
        XCTAssertEqual(south.x, c.x, accuracy: 1e-9)
        XCTAssertEqual(south.y, c.y + 2 * R / 3, accuracy: 1e-9)
    }

    func testTheRadialAxisStartsAtTheCentreAndScrollingZoomsIt() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(PolarSeries(title: "p"), x: [0, 120, 240], y: [3, 5, 8])
        chart.dataSource = source
        XCTAssertEqual(chart.yAxis.visibleRange.min, 0)
        XCTAssertEqual(chart.yAxis.visibleRange.max, 8.4, accuracy: 1e-12)
        let replay = GestureReplay(chart: chart)
        replay.scroll(1, at: chart.radialCenter!)
        XCTAssertEqual(chart.yAxis.visibleRange.min, 0)
        XCTAssertEqual(chart.yAxis.visibleRange.max, 8.4 * 0.85, accuracy: 1e-12)
        replay.scroll(-1, at: chart.radialCenter!)
        XCTAssertEqual(chart.yAxis.visibleRange.max, 8.4, accuracy: 1e-12)
    }

    func testAShiftDragPansTheRadialRangeAndADoubleClickResetsIt() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let series = PolarSeries(title: "p")
        source.add(series, x: [0, 120, 240], y: [2, 5, 10])
        chart.dataSource = source
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        let replay = GestureReplay(chart: chart)
        let c = chart.radialCenter!, R = chart.radialRadius!
        // Outward by a fifth of the radius: the value under the pointer follows it out.
        replay.drag(from: Point(x: c.x + R * 0.5, y: c.y), to: Point(x: c.x + R * 0.7, y: c.y), steps: 8,
                    duration: 0.2, hold: 0.3, modifiers: .shift)
        XCTAssertEqual(chart.yAxis.visibleRange.min, -2, accuracy: 1e-9)
        XCTAssertEqual(chart.yAxis.visibleRange.max, 8, accuracy: 1e-9)
        XCTAssertEqual(series.rotationAngle, 0, "a Shift-drag does not turn")
        replay.click(c, count: 1)
        replay.send(.pointerDown(button: .left, position: c, modifiers: [], clickCount: 2, time: replay.time))
        replay.send(.pointerUp(button: .left, position: c, modifiers: [], time: replay.time))
        replay.runFrames()
        XCTAssertEqual(chart.yAxis.visibleRange, AxisRange(min: 0, max: 10))
    }

    func testADragTurnsThePolarChartAsOne() throws {
        let chart = Chart()
        let a = PolarSeries(title: "a"), b = PolarSeries(title: "b", kind: .scatter)
        let source = ArrayDataSource()
        source.add(a, x: [0, 90, 180], y: [1, 2, 3])
        source.add(b, x: [45, 135], y: [2, 2])
        chart.dataSource = source
        let replay = GestureReplay(chart: chart)
        let c = chart.radialCenter!, r = chart.radialRadius! / 2
        let before = try XCTUnwrap(chart.polarPoint(x: 90, y: 2))
        replay.drag(from: Point(x: c.x + r, y: c.y), to: Point(x: c.x, y: c.y + r), steps: 12, duration: 0.3, hold: 0.3)
        XCTAssertEqual(a.rotationAngle, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(b.rotationAngle, .pi / 2, accuracy: 1e-12)
        let after = try XCTUnwrap(chart.polarPoint(x: 90, y: 2))
        // 90° (3 o'clock) has turned a quarter clockwise, to 6 o'clock.
        XCTAssertEqual(after.x, c.x, accuracy: 1e-9)
        XCTAssertEqual(after.y, c.y + (before.x - c.x), accuracy: 1e-9)
    }

    func testHoverShowsTheNearestPointsCategoryAndValue() throws {
        let (chart, _) = radar([1, 2, 3, 4], categories: ["N", "E", "S", "W"])
        let replay = GestureReplay(chart: chart)
        let east = try XCTUnwrap(chart.polarPoint(x: 1, y: 2))
        XCTAssertTrue(chart.handle(.pointerMove(position: Point(x: east.x + 3, y: east.y - 2), buttons: [], time: 1)).needsRedraw)
        let hit = try XCTUnwrap(chart.polarHitTest(at: Point(x: east.x + 3, y: east.y - 2)))
        XCTAssertEqual(hit.pointIndex, 1)
        let texts = chart.makeScene(size: replay.size, measurer: measurer).overlay
            .compactMap { if case .text(let t) = $0 { return t.text } else { return nil } }
        XCTAssertEqual(texts, ["r", "E: 2"])
        XCTAssertFalse(chart.handle(.pointerMove(position: Point(x: east.x + 4, y: east.y - 2), buttons: [], time: 2)).needsRedraw,
                       "the same point: nothing to redraw")
    }

    func testMissingValuesBreakThePolarLine() {
        let chart = Chart()
        let series = PolarSeries(title: "p")
        let source = ArrayDataSource()
        source.add(series, x: [0, 60, 120, 180, 240], y: [1, 2, .nan, 2, 1])
        chart.dataSource = source
        let scene = chart.makeScene(size: Size(width: 500, height: 400), measurer: measurer)
        let lines = scene.series.compactMap { if case .segments(let s) = $0, s.width == 2 { return s } else { return nil } }
        XCTAssertEqual(lines.last?.segments.count, 2, "0→60 and 180→240, none across the gap")
    }
}
