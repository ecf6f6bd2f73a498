import ChartKit
import Foundation
import XCTest

/// AxesAndTicks.md.
final class AxesArticleTests: ArticleTestCase {
    func testKindsAndPositionsSnippet() {
        let chart = lineChart()
        let days = DateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!)
        days.excludeWeekends()
        chart.xAxis = days                               // a weekend now has no width at all

        let rain = NumberAxis()
        rain.axisPosition = .reverse                     // right-hand side (top for an x axis)
        rain.title = "Rainfall (mm)"
        rain.showsMajorGridLines = false
        chart.addYAxis(rain)                             // the datasource says which series use it
        let rainfall = ColumnSeries(title: "Rainfall")
        let data = ArrayDataSource()
        data.add(rainfall, x: readingDays, y: readings)
        data.plot(rainfall, against: rain)               // on the right-hand axis
        chart.dataSource = data
        chart.applyLayout(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer())
        XCTAssertEqual(rain.dataRange?.max, 14, "the columns are plotted against the second y axis")
        XCTAssertNil(chart.yAxis.dataRange, "and not against the first")
        XCTAssertEqual(chart.yAxes.count, 2)
        XCTAssertTrue(chart.xAxis === days)
        XCTAssertTrue(days.scale is DiscontinuousScale, "excluding weekends cut the date axis's scale")
    }

    func testKindsAndScalesSnippet() {
        let opening = Date(timeIntervalSince1970: 1_709_562_600), closing = Date(timeIntervalSince1970: 1_709_586_000)
        let energy = NumberAxis(scale: LogarithmicScale(base: 10))   // ticks at powers of 10
        let nights = DiscontinuousScale()
        nights.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))
        let shifts = NumberAxis(scale: nights)                       // 17:00 to 09:00 take no room
        let trading = DateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!)
        trading.setVisibleRange(opening...closing)                   // two Dates
        let shown: ClosedRange<Date> = trading.visibleDateRange
        XCTAssertEqual(energy.linearValue(1000), 3, accuracy: 1e-12)
        XCTAssertEqual(shifts.linearValue(33) - shifts.linearValue(17), 0, accuracy: 1e-9, "a night takes no room")
        XCTAssertEqual(shown, opening...closing)
        XCTAssertEqual(trading.visibleRange.min, opening.timeIntervalSince1970)
    }

    func testTicksAndRangesSnippets() {
        let chart = lineChart()
        let price = NumberAxis()
        price.labelFormatter.prefix = "$"
        price.labelFormatter.fixedFractionDigits = 2
        chart.yAxis = price

        chart.xAxis.majorTickFrequency = 2               // with anchorPoint 1: … −1, 1, 3, 5 …
        chart.xAxis.anchorPoint = 1
        chart.xAxis.tickLabelOrientation = .diagonal
        chart.xAxis.tickMarkPosition = .inside
        chart.yAxis.fixedWidth = 60                      // line up the plot areas of stacked charts

        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 100)
        chart.xAxis.allowsPanningOutOfDefaultRange = false
        chart.yAxis.isGestureZoomingEnabled = false
        let pixel = chart.xAxis.pixelValue(forDataValue: 42)
        let value = chart.xAxis.dataValue(forPixelValue: pixel)
        XCTAssertEqual(value, 42, accuracy: 1e-9)
        XCTAssertEqual(price.string(for: 3), "$3.00")
    }

    func testDatesAroundTheAxisSnippet() throws {
        let chart = Chart()
        let data = ArrayDataSource()
        let visitDays = (0..<7).map { Date(timeIntervalSince1970: 1_709_251_200 + 86_400 * Double($0)) }
        let counts = [3.0, 5, 4, 8, 6, 9, 7], launch = visitDays[3]
        let visits = chart.setXAxis(DateTimeAxis())
        visits.valueUnit = .milliseconds                             // JavaScript timestamps elsewhere
        data.add(LineSeries(title: "Visits"), x: visitDays, y: counts)   // [Date]: placed in milliseconds
        chart.addAnnotation(Annotation(.verticalLine(x: launch, on: visits), label: "launch"))
        chart.dataSource = data
        chart.crosshair.activation = .hover
        chart.applyLayout(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer())
        let plot = try XCTUnwrap(chart.lastLayout).plotArea
        chart.handle(.pointerMove(position: Point(x: plot.midX, y: plot.midY), buttons: [], time: 1))
        let pointedAt: Date? = chart.crosshairReading()?.xDate
        XCTAssertEqual(visits.dataDateRange, visitDays[0]...visitDays[6])
        XCTAssertEqual(chart.annotations.first?.kind, .verticalLine(x: launch.timeIntervalSince1970 * 1000))
        XCTAssertEqual(pointedAt, visitDays[3], "the snapped point's own date")
    }
}
