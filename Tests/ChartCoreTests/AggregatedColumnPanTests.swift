@testable import ChartCore
import XCTest

/// Columns too many for their pixels are drawn a rectangle per pixel column; a pan at the same
/// scale reuses the extremes of the pixel columns it keeps (`PixelColumnExtrema`). The
/// rectangles must be those a chart that never panned draws, and each must span the lowest to
/// the highest value of the points in its pixel column, as brute force finds them.
final class AggregatedColumnPanTests: XCTestCase {
    private let size = Size(width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    private func walk(_ count: Int, seed: UInt64) -> [Double] {
        var state = seed, value = 0.0
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            value += Double(state >> 11) * 0x1p-53 - 0.5
            return value
        }
    }

    private func chart(x: [Double], y: [Double], view: AxisRange) -> (Chart, ColumnSeries) {
        let chart = Chart(title: "columns")
        let series = ColumnSeries(title: "c")
        let source = ArrayDataSource()
        source.add(series, x: x, y: y)
        chart.dataSource = source
        chart.xAxis.setVisibleRange(view)
        chart.yAxis.setVisibleRange(AxisRange(min: -400, max: 400))
        return (chart, series)
    }

    private func rects(_ chart: Chart) -> [RectShape] {
        chart.makeScene(size: size, scale: 1, measurer: measurer).series.flatMap { command -> [RectShape] in
            if case .rects(let shapes) = command { return shapes }
            return []
        }
    }

    func testAPanQueriesOnlyTheUncoveredColumnsAndDrawsWhatAFreshChartDraws() throws {
        let n = 200_000
        // Evenly spaced positions, and sorted uneven ones with runs of equal x.
        let even = (0..<n).map(Double.init)
        let uneven = (0..<n).map { (i: Int) -> Double in
            let step = Double(i / 3) * 1.5
            return i % 3 == 2 ? step + 0.25 : step
        }
        for (name, x) in [("even", even), ("uneven", uneven)] {
            let y = walk(n, seed: 7)
            let span = x[n - 1] / 2
            let start = AxisRange(min: x[n - 1] / 4, max: x[n - 1] / 4 + span)
            let (panned, series) = chart(x: x, y: y, view: start)
            let first = rects(panned)
            XCTAssertGreaterThan(first.count, 500, "\(name): aggregated, a rectangle per pixel column")
            let queriesBefore = series.pixelColumnQueries
            var view = start
            for step in 1...6 {
                // Pans by whole and by fractional pixels, each way.
                let shift = span / 700 * [13.0, -7.0, 2.5, 40.0, -0.3, 1.0][step - 1]
                view = AxisRange(min: view.min + shift, max: view.max + shift)
                panned.xAxis.setVisibleRange(view)
                let queries = series.pixelColumnQueries
                let drawn = rects(panned)
                XCTAssertLessThan(series.pixelColumnQueries - queries, drawn.count / 4,
                                  "\(name) pan \(step): only the uncovered pixel columns are queried")
                let (fresh, _) = chart(x: x, y: y, view: view)
                XCTAssertEqual(drawn, rects(fresh), "\(name) pan \(step): the rectangles of a chart that never panned")
            }
            XCTAssertGreaterThan(series.pixelColumnQueries, queriesBefore)
        }
    }

    func testEachRectangleSpansItsPixelColumnsPointsAsBruteForceFindsThem() throws {
        let n = 120_000
        let x = (0..<n).map { Double($0) * 0.5 }
        var y = walk(n, seed: 3)
        // Spikes, a gap and a point alone far off.
        y[40_001] = 350
        y[70_000] = .nan
        y[90_123] = -390
        let view = AxisRange(min: 10_000, max: 50_000)
        let (chart, _) = chart(x: x, y: y, view: view)
        for pan in [0.0, 3_000, -1_234.5] {
            chart.xAxis.setVisibleRange(AxisRange(min: view.min + pan, max: view.max + pan))
            let drawn = rects(chart)
            let plot = try XCTUnwrap(chart.lastLayout?.plotArea)
            let axis = chart.xAxis
            // Each pixel column's points (by their x's column), brute force; the rectangles
            // stand on the baseline, 0, so it starts both extremes.
            var low = [Int: Double](), high = [Int: Double]()
            let pixelSize = abs(axis.dataValue(forPixelValue: plot.minX + 1) - axis.dataValue(forPixelValue: plot.minX))
            for i in 0..<n where y[i].isFinite {
                let bin = Int((x[i] / pixelSize).rounded(.down))
                low[bin] = min(low[bin] ?? 0, y[i])
                high[bin] = max(high[bin] ?? 0, y[i])
            }
            var checked = 0
            for rect in drawn {
                let bin = Int((axis.dataValue(forPixelValue: rect.rect.midX) / pixelSize).rounded(.down))
                guard let lo = low[bin], let hi = high[bin] else { continue }
                let top = chart.yAxis.pixelValue(forDataValue: hi), bottom = chart.yAxis.pixelValue(forDataValue: lo)
                // Snapped to device pixels: within one pixel of the exact extremes.
                XCTAssertEqual(rect.rect.minY, top, accuracy: 1, "pan \(pan), pixel column \(bin): top")
                XCTAssertEqual(rect.rect.maxY, bottom, accuracy: 1, "pan \(pan), pixel column \(bin): bottom")
                checked += 1
            }
            XCTAssertGreaterThan(checked, 600, "pan \(pan)")
        }
    }

    func testChangedDataIsQueriedAgain() {
        let n = 100_000
        let x = (0..<n).map(Double.init)
        let (chart, series) = chart(x: x, y: walk(n, seed: 5), view: AxisRange(min: 10_000, max: 60_000))
        let first = rects(chart)
        let queries = series.pixelColumnQueries
        XCTAssertEqual(rects(chart), first, "an unchanged frame")
        XCTAssertEqual(series.pixelColumnQueries, queries, "an unchanged frame queries nothing")
        chart.append(x: (n..<n + 10).map(Double.init), y: [Double](repeating: 300, count: 10), toSeriesAt: 0)
        _ = rects(chart)
        XCTAssertGreaterThan(series.pixelColumnQueries - queries, first.count / 2, "new data: every column queried again")
    }
}
