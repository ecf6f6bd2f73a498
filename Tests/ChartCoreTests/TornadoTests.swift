import XCTest
@testable import ChartCore

/// The tornado two ways: the reference's recipe of stacked bars with an invisible padding series
/// (inverted rows included, through running-sum stacking), and bars that grow from a base.
final class TornadoTests: XCTestCase {
    private func segments(_ chart: Chart, _ series: Int) -> [(Double, Double)] {
        let stack = chart.seriesStates[series].cache.values.stack!
        return zip(stack.base, stack.top).map { ($0, $1) }
    }

    private func assertSegments(_ actual: [(Double, Double)], _ expected: [(Double, Double)],
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.map(\.0), expected.map(\.0), "bases", file: file, line: line)
        XCTAssertEqual(actual.map(\.1), expected.map(\.1), "tops", file: file, line: line)
    }

    func testTheRecipeAsWrittenWithAnInvertedRow() {
        // Rows (min, max) around a base of 50; the last row is inverted (min above max).
        let rows: [(Double, Double)] = [(20, 70), (35, 60), (75, 25)]
        let base = 50.0
        let chart = Chart()
        chart.stacking = .runningSum
        let source = ArrayDataSource()
        let positions = [0.0, 1, 2]
        let padding = BarSeries(title: "padding"), below = BarSeries(title: "min"), above = BarSeries(title: "max")
        for series in [padding, below, above] { series.stackIndex = 1 }
        padding.style.fillColor = .clear
        source.add(padding, x: rows.map(\.0), y: positions)
        source.add(below, x: rows.map { base - $0.0 }, y: positions)
        source.add(above, x: rows.map { $0.1 - base }, y: positions)
        chart.dataSource = source
        assertSegments(segments(chart, 0), [(0, 20), (0, 35), (0, 75)])
        assertSegments(segments(chart, 1), [(20, 50), (35, 50), (75, 50)])
        assertSegments(segments(chart, 2), [(50, 70), (50, 60), (50, 25)])

        // The default stacking keeps signs apart: the inverted row would fall off the padding.
        chart.stacking = .separateSigns
        XCTAssertEqual(segments(chart, 1)[2].0, 0)
    }

    func testBarsGrowFromTheBaseInBothDirections() {
        let chart = Chart()
        let source = ArrayDataSource()
        let low = BarSeries(title: "Low"), high = BarSeries(title: "High")
        source.addTornado(low: low, high: high, positions: [0, 1, 2, 3],
                          low: [20, 75, 60, 50], high: [70, 25, 80, 50], base: 50)
        chart.dataSource = source
        // Ordinary, inverted, both ends right of the base (on from the low end), both at the base.
        assertSegments(segments(chart, 0), [(50, 20), (50, 75), (50, 60), (50, 50)])
        assertSegments(segments(chart, 1), [(50, 70), (50, 25), (60, 80), (50, 50)])
        XCTAssertEqual(low.baseline, 50)
        XCTAssertTrue(chart.xAxis.dataRange!.contains(20) && chart.xAxis.dataRange!.contains(80))
    }
}
