import Foundation
import XCTest
@testable import ChartCore

/// A `Date` lands where the date axis it is plotted on places it, whatever that axis's value
/// unit: typed dates used to be seconds always, 1000× off on a millisecond axis.
final class TypedDateUnitTests: XCTestCase {
    private let days = (0..<3).map { Date(timeIntervalSince1970: 1_700_000_000 + 86_400 * Double($0)) }

    private func chart(unit: DateTimeAxis.ValueUnit) -> (Chart, DateTimeAxis, ArrayDataSource) {
        let time = DateTimeAxis()
        time.valueUnit = unit
        let chart = Chart(xAxis: time)
        let data = ArrayDataSource()
        data.add(LineSeries(title: "Typed"), x: days, y: [1, 2, 3])
        chart.dataSource = data
        return (chart, time, data)
    }

    func testDatesOnASecondsAxisAreSeconds() {
        let (chart, time, _) = chart(unit: .seconds)
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).x), days.map(\.timeIntervalSince1970))
        XCTAssertEqual(time.dataDateRange, days[0]...days[2])
    }

    func testDatesOnAMillisecondAxisAreMilliseconds() {
        let (chart, time, _) = chart(unit: .milliseconds)
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).x), days.map { $0.timeIntervalSince1970 * 1000 })
        XCTAssertEqual(time.dataDateRange, days[0]...days[2], "the axis reads back the dates it was given")
    }

    func testNumbersBesideTypedDatesAreTakenAsTheAxisCountsThem() {
        let (chart, _, data) = chart(unit: .milliseconds)
        let millis = days.map { $0.timeIntervalSince1970 * 1000 }
        data.add(LineSeries(title: "By hand"), x: millis, y: [4, 5, 6])
        chart.reloadData()
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).x), millis)
        XCTAssertEqual(Array(chart.data(forSeriesAt: 1).x), millis, "numbers are already axis values")
    }

    func testAChangeOfUnitIsFollowedOnReload() {
        let (chart, time, _) = chart(unit: .milliseconds)
        time.valueUnit = .seconds
        chart.reloadData()
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).x), days.map(\.timeIntervalSince1970))
    }

    func testASecondDateAxisUsesItsOwnUnit() {
        let chart = Chart(xAxis: DateTimeAxis())
        let millis = DateTimeAxis()
        millis.valueUnit = .milliseconds
        chart.addXAxis(millis)
        let data = ArrayDataSource()
        let onSeconds = LineSeries(title: "Seconds"), onMillis = LineSeries(title: "Milliseconds")
        data.add(onSeconds, x: days, y: [1, 2, 3])
        data.add(onMillis, x: days, y: [1, 2, 3])
        data.plot(onMillis, against: millis)
        chart.dataSource = data
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).x), days.map(\.timeIntervalSince1970))
        XCTAssertEqual(Array(chart.data(forSeriesAt: 1).x), days.map { $0.timeIntervalSince1970 * 1000 })
    }
}
