import Foundation
import XCTest
@testable import ChartCore

/// Years read as years: a number axis with a year scale ticks whole years only and writes them
/// with no grouping ("2007", not "2007.5" or "2,007"); a date axis names the year at least once,
/// on a label or in a note at its end.
final class YearLabelTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let utc = TimeZone(identifier: "UTC")!

    private func yearAxis(_ range: AxisRange, pixels: Double = 900) -> NumberAxis {
        let axis = NumberAxis()
        axis.isYearScale = true
        axis.setVisibleRange(range)
        axis.pixelLength = pixels
        return axis
    }

    func testYearScaleTicksWholeYearsWithoutGrouping() {
        let few = yearAxis(AxisRange(min: 2005, max: 2009))
        let ticks = few.majorTicks()
        XCTAssertEqual(ticks.values, [2005, 2006, 2007, 2008, 2009], "a plain axis would tick every half year")
        XCTAssertEqual(few.labels(for: ticks), ["2005", "2006", "2007", "2008", "2009"])
        XCTAssertTrue(few.minorTicks(major: ticks).values.allSatisfy { $0 == $0.rounded() })
        let plain = NumberAxis()
        plain.setVisibleRange(AxisRange(min: 2005, max: 2009))
        plain.pixelLength = 900
        XCTAssertTrue(plain.labels(for: plain.majorTicks()).contains("2,005.5"), "the plain axis, for contrast")
        let many = yearAxis(AxisRange(min: 1950, max: 2020))
        XCTAssertEqual(many.labels(for: many.majorTicks()).first, "1950")
        let inside = yearAxis(AxisRange(min: 2007.2, max: 2007.8))
        XCTAssertEqual(inside.majorTicks().values, [], "no whole year in view: no tick at all")
        XCTAssertEqual(few.string(for: 2007), "2007")
    }

    func testDateLabelsLeaveTheYearToANote() {
        let formatter = DateLabelFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        func day(_ m: Int, _ d: Int, _ y: Int = 2023) -> Double {
            Double(CivilDate(year: y, month: m, day: d).dayNumber) * 86_400
        }
        // Days inside one year: "Mar 6", "Mar 13" … never "2023".
        let days = [day(3, 6), day(3, 13), day(3, 20)]
        XCTAssertFalse(formatter.labels(for: days, step: 7 * 86_400, calendar: calendar).contains("2023"))
        XCTAssertEqual(formatter.contextNote(for: days, step: 7 * 86_400, calendar: calendar), "2023")
        // Months inside one year.
        XCTAssertEqual(formatter.contextNote(for: [day(3, 1), day(4, 1), day(5, 1)], step: 30 * 86_400, calendar: calendar), "2023")
        // Across a new year the labels say it ("2024"): no note.
        XCTAssertNil(formatter.contextNote(for: [day(11, 1), day(12, 1), day(1, 1, 2024)], step: 30 * 86_400, calendar: calendar))
        // Hours inside one day name no day: the date.
        let hours = [day(3, 4) + 6 * 3600, day(3, 4) + 7 * 3600, day(3, 4) + 8 * 3600]
        XCTAssertEqual(formatter.contextNote(for: hours, step: 3600, calendar: calendar), "2023-03-04")
        // Hours across midnight name the day ("Mar 5"): the year.
        let night = [day(3, 4) + 18 * 3600, day(3, 5), day(3, 5) + 6 * 3600]
        XCTAssertEqual(formatter.contextNote(for: night, step: 6 * 3600, calendar: calendar), "2023")
        // Years, and fixed patterns, need none.
        XCTAssertNil(formatter.contextNote(for: [day(1, 1, 2020), day(1, 1, 2021)], step: 365 * 86_400, calendar: calendar))
        XCTAssertNil(DateLabelFormatter(pattern: "d MMM").contextNote(for: days, step: 7 * 86_400, calendar: calendar))
    }

    private final class Source: ChartDataSource {
        let x: [Double], y: [Double]
        init(x: [Double], y: [Double]) { (self.x, self.y) = (x, y) }
        func numberOfSeries(in chart: Chart) -> Int { 1 }
        func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { LineSeries(title: "v") }
        func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { x.count }
        func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
            DataPoint(x: x[pointIndex], y: y[pointIndex])
        }
    }

    private func texts(_ scene: Scene) -> [String] {
        scene.chrome.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } }
    }

    /// The note is drawn in the chart's chrome, in the title's row at the axis's right end; an
    /// axis without a title makes room for it.
    func testDateAxisDrawsTheNoteAtItsEnd() {
        let start = Double(CivilDate(year: 2023, month: 3, day: 4).dayNumber) * 86_400
        for title in ["date", nil] {
            let chart = Chart(title: "one year")
            let axis = chart.setXAxis(DateTimeAxis(timeZone: utc))
            axis.title = title
            chart.dataSource = Source(x: (0..<40).map { start + Double($0) * 86_400 }, y: (0..<40).map { Double($0) })
            let scene = chart.makeScene(size: Size(width: 640, height: 400), measurer: measurer)
            XCTAssertTrue(texts(scene).contains("2023"), "title \(title ?? "none")")
            let layout = chart.lastLayout?.xAxes.first
            let anchor = layout?.noteAnchor
            XCTAssertEqual(anchor?.x, chart.lastLayout?.plotArea.maxX)
            if let anchor, let frame = layout?.frame {
                XCTAssertGreaterThan(anchor.y, frame.minY + (layout?.labelHeight ?? 0), "below the labels")
                XCTAssertLessThanOrEqual(anchor.y, frame.maxY)
            }
            if title == nil {
                // Panned to a new year, whose label names it: the note goes, its row stays.
                let plot = chart.lastLayout?.plotArea
                axis.setVisibleRange(AxisRange(min: start + 280 * 86_400, max: start + 320 * 86_400))
                XCTAssertTrue(texts(chart.makeScene(size: Size(width: 640, height: 400), measurer: measurer)).contains("2024"))
                XCTAssertNil(chart.lastLayout?.xAxes.first?.note)
                XCTAssertEqual(chart.lastLayout?.plotArea, plot, "the plot area stays put")
            }
            axis.showsYearNote = false
            XCTAssertFalse(texts(chart.makeScene(size: Size(width: 640, height: 400), measurer: measurer)).contains("2023"))
        }
    }
}
