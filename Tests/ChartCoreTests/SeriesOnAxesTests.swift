import XCTest
@testable import ChartCore

/// Series kinds on the other axis kinds: columns in category slots, candles a day wide on a
/// date axis.
final class SeriesOnAxesTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 800, height: 500)

    private func rects(_ scene: Scene) -> [RectShape] {
        scene.series.flatMap { command -> [RectShape] in if case .rects(let r) = command { return r } else { return [] } }
    }

    func testColumnsFillTheirCategorySlotsWithTheAxisPaddings() {
        let chart = Chart()
        let axis = CategoryAxis(categories: ["a", "b", "c"])
        axis.interSeriesPadding = 0
        axis.interSeriesSetPadding = 0.2
        chart.xAxis = axis
        let source = ArrayDataSource()
        source.add(ColumnSeries(title: "one"), x: [0, 1, 2], y: [1, 2, 3])
        source.add(ColumnSeries(title: "two"), x: [0, 1, 2], y: [3, 2, 1])
        chart.dataSource = source
        let shapes = rects(chart.makeScene(size: size, measurer: measurer))
        XCTAssertEqual(shapes.count, 6)
        // Slot 1: the first column spans 0.6…1.0, the second 1.0…1.4 (touching: padding 0).
        let first = shapes[1].rect, second = shapes[4].rect
        XCTAssertEqual(first.minX, chart.xAxis.pixelValue(forDataValue: 0.6).rounded())
        XCTAssertEqual(first.maxX, second.minX)
        XCTAssertEqual(second.maxX, chart.xAxis.pixelValue(forDataValue: 1.4).rounded())
    }

    func testCandlesOnADateAxisAreADayWide() throws {
        let chart = Chart()
        chart.xAxis = DateTimeAxis()
        let day = 86_400.0
        let start = 1_700_000_000.0 - 1_700_000_000.0.truncatingRemainder(dividingBy: day)
        let days = (0..<5).map { start + Double($0) * day }
        let source = ArrayDataSource()
        source.add(CandlestickSeries(title: "k"), x: days, open: [1, 2, 3, 4, 5], high: [6, 6, 6, 6, 6],
                   low: [0, 0, 0, 0, 0], close: [2, 3, 4, 5, 4])
        chart.dataSource = source
        let shapes = rects(chart.makeScene(size: size, measurer: measurer))
        XCTAssertEqual(shapes.count, 5)
        let width = chart.xAxis.pixelValue(forDataValue: start + day) - chart.xAxis.pixelValue(forDataValue: start)
        XCTAssertEqual(shapes[2].rect.width, 0.7 * width, accuracy: 1.5, "the body takes 70 % of a day")
        XCTAssertEqual(shapes[2].rect.midX, chart.xAxis.pixelValue(forDataValue: days[2]), accuracy: 1)
        let range = try XCTUnwrap(chart.xAxis.dataRange)
        XCTAssertEqual(range.min, start - day / 2, "half a day of room before the first candle")
    }
}
