import XCTest
@testable import ChartCore

/// Tooltip rows by series kind, values through the axis formatters, and custom content.
final class TooltipContentTests: XCTestCase {
    private let size = Size(width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    private func reading(_ configure: (Chart, ArrayDataSource) -> Void, at x: Double, y: Double) throws -> CrosshairReading {
        let chart = Chart()
        let source = ArrayDataSource()
        configure(chart, source)
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: x),
                                                y: chart.yAxis.pixelValue(forDataValue: y))
        return try XCTUnwrap(chart.crosshairReading())
    }

    func testLineRowsAreXAndY() throws {
        let r = try reading({ _, s in s.add(LineSeries(title: "a"), x: [1, 2, 3], y: [10, 20, 30]) }, at: 2, y: 20)
        XCTAssertEqual(r.rows[0].values.map(\.name), ["x", "y"])
        XCTAssertEqual(r.rows[0].values.map(\.value), [2, 20])
    }

    func testCandlestickAndOHLCRowsAreOpenHighLowClose() throws {
        for series in [CandlestickSeries(title: "c"), OHLCSeries(title: "o")] as [ChartSeries] {
            let r = try reading({ _, s in
                s.add(series, x: [0, 1, 2], open: [10, 12, 11], high: [13, 14, 15], low: [9, 10, 8], close: [12, 11, 14])
            }, at: 1, y: 11)
            XCTAssertEqual(r.rows[0].values.map(\.name), ["x", "open", "high", "low", "close"])
            XCTAssertEqual(r.rows[0].values.map(\.value), [1, 12, 14, 10, 11])
            XCTAssertEqual(r.rows[0].color, Theme.light.fallingColor, "point 1 closes below its open")
        }
    }

    func testBandRowsAreLowAndHigh() throws {
        let r = try reading({ _, s in s.add(BandSeries(title: "b"), x: [0, 1, 2], low: [1, 2, 3], high: [5, 6, 7]) },
                            at: 1, y: 6)
        XCTAssertEqual(r.rows[0].values.map(\.name), ["x", "low", "high"])
        XCTAssertEqual(r.rows[0].values.map(\.value), [1, 2, 6])
    }

    func testBubbleRowsIncludeTheArea() throws {
        let r = try reading({ _, s in s.add(BubbleSeries(title: "b"), x: [0, 1, 2], y: [3, 4, 5], area: [7, 8, 9]) },
                            at: 1, y: 4)
        XCTAssertEqual(r.rows[0].values.map(\.name), ["x", "y", "area"])
        XCTAssertEqual(r.rows[0].values.map(\.value), [1, 4, 8])
    }

    func testDateOnlyAxisShowsNoMidnightTime() throws {
        let day = 86_400.0
        let march1 = 1_709_251_200.0  // 2024-03-01T00:00:00Z
        let r = try reading({ chart, s in
            chart.xAxis = DateTimeAxis()
            s.add(LineSeries(title: "daily"), x: (0..<30).map { march1 + Double($0) * day }, y: Array(repeating: 1, count: 30))
        }, at: march1 + 3 * day, y: 1)
        XCTAssertEqual(r.rows[0].value(named: "x")?.text, "2024-03-04")
        // An intraday axis keeps the clock.
        let intraday = try reading({ chart, s in
            chart.xAxis = DateTimeAxis()
            s.add(LineSeries(title: "hourly"), x: (0..<10).map { march1 + Double($0) * 3600 }, y: Array(repeating: 1, count: 10))
        }, at: march1 + 3 * 3600, y: 1)
        XCTAssertEqual(intraday.rows[0].value(named: "x")?.text.hasPrefix("2024-03-01 03:00"), true,
                       intraday.rows[0].value(named: "x")?.text ?? "")
    }

    func testFloatingTooltipHasARowPerSeriesWithItsSwatch() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        let a = LineSeries(title: "a"), b = LineSeries(title: "b")
        b.style.lineColor = Color(hex: 0x00ff00)
        source.add(a, x: [0, 2], y: [0, 2])
        source.add(b, x: [0, 2], y: [4, 8])
        chart.dataSource = source
        chart.crosshair.mode = .floating
        chart.applyLayout(size: size, measurer: measurer)
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1), y: 100)
        let lines = chart.defaultTooltipLines(for: try XCTUnwrap(chart.crosshairReading()))
        XCTAssertEqual(lines.map(\.text), ["1", "a  1", "b  6"])
        XCTAssertEqual(lines.map(\.swatch), [nil, chart.theme.paletteColor(0), Color(hex: 0x00ff00)])
        // The scene draws the swatches and the texts.
        let scene = chart.makeScene(size: size, measurer: measurer)
        let texts = scene.overlay.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } }
        XCTAssertEqual(texts, ["1", "a  1", "b  6"])
    }

    func testTooltipBoxStaysInsideThePlotArea() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a series with a rather long title"), x: [0, 1, 2], y: [0, 1, 2])
        chart.dataSource = source
        for point in [(2.0, 2.0), (0.0, 0.0), (2.0, 0.0), (0.0, 2.0)] {
            chart.applyLayout(size: size, measurer: measurer)
            chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: point.0),
                                                    y: chart.yAxis.pixelValue(forDataValue: point.1))
            let scene = chart.makeScene(size: size, measurer: measurer)
            let plot = scene.plotArea
            let boxes = scene.overlay.compactMap { if case .rects(let r) = $0 { return r } else { return nil } }.flatMap { $0 }
            XCTAssertFalse(boxes.isEmpty)
            for box in boxes {
                XCTAssertGreaterThanOrEqual(box.rect.minX, plot.minX - 0.5)
                XCTAssertLessThanOrEqual(box.rect.maxX, plot.maxX + 0.5)
                XCTAssertGreaterThanOrEqual(box.rect.minY, plot.minY - 0.5)
                XCTAssertLessThanOrEqual(box.rect.maxY, plot.maxY + 0.5)
            }
        }
    }

    func testCustomContentAndCustomDrawingReplaceTheDefaults() throws {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [0, 1, 2], y: [0, 1, 2])
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1),
                                                y: chart.yAxis.pixelValue(forDataValue: 1))
        let red = Color(hex: 0xff0000)
        chart.tooltipContent = { reading in [TooltipLine("custom \(reading.rows.count)", color: red)] }
        var scene = chart.makeScene(size: size, measurer: measurer)
        let texts = scene.overlay.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
        XCTAssertEqual(texts.map(\.text), ["custom 1"])
        XCTAssertEqual(texts.first?.color, red)

        let marker = RectShape(rect: Rect(x: 1, y: 2, width: 3, height: 4), fill: red)
        chart.tooltipDrawing = { reading, context in
            XCTAssertEqual(context.plotArea, chart.lastLayout?.plotArea)
            return [.rects([marker])]
        }
        scene = chart.makeScene(size: size, measurer: measurer)
        XCTAssertEqual(scene.overlay.last, .rects([marker]))
        XCTAssertFalse(scene.overlay.contains { if case .text = $0 { return true } else { return false } })
    }

    func testADelegateMaySupplyTheLines() throws {
        final class Lines: ChartDelegate {
            func chart(_ chart: Chart, tooltipLinesFor reading: CrosshairReading) -> [TooltipLine]? {
                [TooltipLine("from the delegate: \(reading.rows[0].seriesTitle)")]
            }
        }
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [0, 1, 2], y: [0, 1, 2])
        chart.dataSource = source
        let delegate = Lines()
        chart.delegate = delegate
        chart.applyLayout(size: size, measurer: measurer)
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1), y: chart.yAxis.pixelValue(forDataValue: 1))
        var scene = chart.makeScene(size: size, measurer: measurer)
        func texts() -> [String] { scene.overlay.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } } }
        XCTAssertEqual(texts(), ["from the delegate: a"])
        chart.tooltipContent = { _ in [TooltipLine("closure first")] }
        scene = chart.makeScene(size: size, measurer: measurer)
        XCTAssertEqual(texts(), ["closure first"])
    }

    func testPieSliceReadingHasNameValueAndPercentage() throws {
        final class Log: ChartObserver {
            var readings: [CrosshairReading?] = []
            func chart(_ chart: Chart, didChangeCrosshair reading: CrosshairReading?) { readings.append(reading) }
        }
        let chart = Chart()
        let source = ArrayDataSource()
        let pie = PieSeries(title: "energy")
        source.add(pie, values: [1, 3], names: ["low", "high"])
        chart.dataSource = source
        let log = Log()
        let token = chart.addObserver(log)
        // The pie's circle is measured as a frame draws it, centred in the plot area.
        let first = chart.makeScene(size: size, measurer: measurer)
        let center = try XCTUnwrap(chart.radialCenter), r = try XCTUnwrap(chart.radialRadius) / 2
        XCTAssertEqual(center, Point(x: first.plotArea.midX, y: first.plotArea.midY))
        let mid = chart.slices(of: pie)[1].midAngle
        _ = chart.handle(.pointerMove(position: Point(x: center.x + r * cos(mid), y: center.y + r * sin(mid)), buttons: [], time: 0))
        let scene = chart.makeScene(size: size, measurer: measurer)
        let reading = try XCTUnwrap(chart.crosshairReading())
        XCTAssertEqual(reading.rows.map(\.seriesTitle), ["high"])
        XCTAssertEqual(reading.rows[0].values.map(\.name), ["value", "percent"])
        XCTAssertEqual(reading.rows[0].values.map(\.value), [3, 75])
        XCTAssertEqual(reading.rows[0].values.map(\.text), ["3", "75 %"])
        XCTAssertEqual(reading.x, 1)
        XCTAssertEqual(log.readings.count, 1, "observers hear it")
        // The pie draws its own tooltip; no crosshair lines over it.
        XCTAssertFalse(scene.overlay.contains { if case .segments = $0 { return true } else { return false } })
        withExtendedLifetime(token) {}
    }
}
