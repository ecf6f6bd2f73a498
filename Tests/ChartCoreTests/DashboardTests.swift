import XCTest
@testable import ChartCore

/// The linked dashboard: colours by key across charts and reloads, the shared crosshair x,
/// linked ranges, and shared axes accepted.
final class DashboardTests: XCTestCase {
    private func chart(_ titles: [String], colorKey: [String: String] = [:]) -> (Chart, ArrayDataSource) {
        let chart = Chart()
        let source = ArrayDataSource()
        for (i, title) in titles.enumerated() {
            let series = LineSeries(title: title)
            series.colorKey = colorKey[title]
            source.add(series, x: (0...100).map(Double.init), y: (0...100).map { Double($0 * (i + 1)) })
        }
        chart.dataSource = source
        return (chart, source)
    }

    func testOneKeyOneColourInEveryChartAndAcrossReloads() throws {
        let (cpu, _) = chart(["web-1", "web-2", "db-1"])
        let (memory, memorySource) = chart(["db-1", "web-2"])
        let (network, _) = chart(["eth0"], colorKey: ["eth0": "web-2"])
        let dashboard = try ChartDashboard(charts: [cpu, memory, network])
        func slot(_ chart: Chart, _ title: String) -> Int? { chart.series.first { $0.title == title }?.paletteIndex }
        XCTAssertEqual(slot(cpu, "web-1"), 0)
        XCTAssertEqual(slot(cpu, "db-1"), slot(memory, "db-1"))
        XCTAssertEqual(slot(cpu, "web-2"), slot(memory, "web-2"))
        XCTAssertEqual(slot(network, "eth0"), slot(cpu, "web-2"), "an explicit colorKey joins that key's colour")
        XCTAssertNotEqual(slot(memory, "db-1"), slot(memory, "web-2"))
        // A reload with a new series keeps every colour; the newcomer takes a fresh one.
        memorySource.add(LineSeries(title: "cache-1"), x: [0], y: [1])
        memory.reloadData()
        XCTAssertEqual(slot(memory, "db-1"), slot(cpu, "db-1"))
        XCTAssertEqual(slot(memory, "cache-1"), 3)
        XCTAssertEqual(dashboard.colorKeys.assignedSlots.count, 4)
    }

    func testASharedAxisIsAcceptedAndTheCrosshairMapsInEachChart() throws {
        let (a, _) = chart(["s"])
        let (b, _) = chart(["t"])
        let shared = NumberAxis()
        a.xAxis = shared
        b.xAxis = shared
        let dashboard = try ChartDashboard(charts: [a, b])
        // Charts of different widths: the mirrored crosshair sits at the same x in b's own pixels.
        let top = GestureReplay(chart: a, size: Size(width: 800, height: 300))
        let bottom = GestureReplay(chart: b, size: Size(width: 500, height: 300))
        let p = Point(x: top.plot.minX + 200, y: top.plot.midY)
        top.move(p, buttons: [])
        let x = a.lastLayout!.dataValue(forPixelValue: p.x, on: shared)
        let mirrored = try XCTUnwrap(b.crosshair.pointerPosition)
        XCTAssertEqual(b.lastLayout!.dataValue(forPixelValue: mirrored.x, on: shared), x, accuracy: 1e-9)
        top.drag(from: top.center, to: Point(x: top.center.x - 120, y: top.center.y))
        XCTAssertNotEqual(shared.visibleRange, shared.defaultRange)
        _ = bottom
        withExtendedLifetime(dashboard) {}
    }

    func testTheCrosshairXIsSharedAndRangesAreLinked() throws {
        let (a, _) = chart(["s"])
        let (b, _) = chart(["t"])
        let dashboard = try ChartDashboard(charts: [a, b])
        let top = GestureReplay(chart: a, size: Size(width: 800, height: 300))
        let bottom = GestureReplay(chart: b, size: Size(width: 800, height: 300))
        let p = Point(x: top.plot.minX + 200, y: top.plot.midY)
        top.move(p, buttons: [])
        bottom.layOut()
        let x = a.xAxis.dataValue(forPixelValue: p.x)
        let mirrored = try XCTUnwrap(b.crosshair.pointerPosition)
        XCTAssertEqual(b.xAxis.dataValue(forPixelValue: mirrored.x), x, accuracy: 1e-9)
        XCTAssertEqual(b.crosshairTarget()?.x, a.crosshairTarget()?.x, "the same data point in both")
        top.send(.pointerExit(time: top.time))
        XCTAssertNil(a.crosshair.pointerPosition)
        XCTAssertNil(b.crosshair.pointerPosition)

        // A drag on one moves both.
        top.drag(from: top.center, to: Point(x: top.center.x - 120, y: top.center.y))
        XCTAssertEqual(a.xAxis.visibleRange, b.xAxis.visibleRange)
        XCTAssertNotEqual(a.xAxis.visibleRange, a.xAxis.defaultRange)
        withExtendedLifetime(dashboard) {}
    }
}
