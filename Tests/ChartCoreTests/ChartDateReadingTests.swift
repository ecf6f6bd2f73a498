import Foundation
import XCTest
@testable import ChartCore

/// Chart-level APIs take and give `Date`s beside seconds: annotations at dates, and the date a
/// click or the crosshair reads on a date axis, each through that axis's value unit.
final class ChartDateReadingTests: XCTestCase {
    private let release = Date(timeIntervalSince1970: 1_700_000_000)

    private func axis(_ unit: DateTimeAxis.ValueUnit) -> DateTimeAxis {
        let axis = DateTimeAxis()
        axis.valueUnit = unit
        return axis
    }

    func testDateAnnotationsAreTheSecondsFormsInTheAxisUnit() {
        let end = release.addingTimeInterval(3600)
        let seconds = axis(.seconds), millis = axis(.milliseconds)
        XCTAssertEqual(AnnotationKind.verticalLine(x: release, on: seconds), .verticalLine(x: 1_700_000_000))
        XCTAssertEqual(AnnotationKind.verticalLine(x: release, on: millis), .verticalLine(x: 1_700_000_000_000))
        XCTAssertEqual(AnnotationKind.verticalBand(from: release, to: end, on: millis),
                       .verticalBand(from: 1_700_000_000_000, to: 1_700_003_600_000))
        XCTAssertEqual(AnnotationPosition.data(x: release, y: 2, on: seconds), .data(x: 1_700_000_000, y: 2))
        XCTAssertEqual(AnnotationPosition.data(x: release, y: 2, on: millis), .data(x: 1_700_000_000_000, y: 2))
    }

    func testAClickOnADateAxisCarriesItsDate() throws {
        let millis = axis(.milliseconds)
        let r = GestureReplay.standard { $0.xAxis = millis }
        let d = RecordingDelegate()
        r.chart.delegate = d
        r.click(r.center)
        let click = try XCTUnwrap(d.clicks.first)
        // `Date` counts from 2001: about 1e-7 s of precision here.
        XCTAssertEqual(try XCTUnwrap(click.xDate).timeIntervalSince1970, click.xValue / 1000, accuracy: 1e-6)

        let numbers = GestureReplay.standard()
        let e = RecordingDelegate()
        numbers.chart.delegate = e
        numbers.click(numbers.center)
        XCTAssertNil(try XCTUnwrap(e.clicks.first).xDate, "no date on a number axis")
    }

    func testTheCrosshairReadsTheDateOfItsX() throws {
        for mode in [CrosshairMode.floating, .snap] {
            let chart = Chart(xAxis: axis(.milliseconds))
            let data = ArrayDataSource()
            let days = (0..<10).map { release.addingTimeInterval(86_400 * Double($0)) }
            data.add(LineSeries(title: "s"), x: days, y: (0..<10).map(Double.init))
            chart.dataSource = data
            chart.applyLayout(size: Size(width: 600, height: 400), measurer: ApproximateTextMeasurer())
            chart.crosshair.mode = mode
            chart.crosshair.activation = .hover
            let plot = try XCTUnwrap(chart.lastLayout).plotArea
            chart.handle(.pointerMove(position: Point(x: plot.midX, y: plot.midY), buttons: [], time: 1))
            let reading = try XCTUnwrap(chart.crosshairReading(), "\(mode)")
            XCTAssertEqual(try XCTUnwrap(reading.xDate).timeIntervalSince1970, reading.x / 1000, accuracy: 1e-6,
                           "\(mode)")
            if mode == .snap { XCTAssertTrue(days.contains(reading.xDate!), "a data point's own date") }
        }
    }

    func testTheCrosshairReadsNoDateOnANumberAxis() throws {
        let chart = Chart()
        let data = ArrayDataSource()
        data.add(LineSeries(title: "s"), x: [1, 2, 3], y: [1, 2, 3])
        chart.dataSource = data
        chart.applyLayout(size: Size(width: 600, height: 400), measurer: ApproximateTextMeasurer())
        chart.crosshair.activation = .hover
        let plot = try XCTUnwrap(chart.lastLayout).plotArea
        chart.handle(.pointerMove(position: Point(x: plot.midX, y: plot.midY), buttons: [], time: 1))
        XCTAssertNil(try XCTUnwrap(chart.crosshairReading()).xDate)
    }
}
