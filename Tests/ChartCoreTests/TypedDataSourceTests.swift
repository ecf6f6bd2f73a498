import Foundation
import XCTest
@testable import ChartCore

/// Typed data (issue 24): dates, names, enums, optionals and a user's own model objects handed
/// to `ArrayDataSource` as they are kept, read once into the plain `Double` columns.
final class TypedDataSourceTests: XCTestCase {
    private struct Sale {
        var day: Date
        var region: String
        var units: Int
        var refund: Double?
    }

    private enum Shift: String, PlottableValue { case early, late, night }

    private struct Celsius: PlottableValue {
        var degrees: Double
        var plottedValue: PlottedValue { .number(degrees) }
    }

    private let day0 = Date(timeIntervalSince1970: 1_700_000_000)
    private let size = Size(width: 600, height: 400)

    private func sales() -> [Sale] {
        (0..<4).map { i in
            Sale(day: day0.addingTimeInterval(86_400 * Double(i)), region: ["North", "South", "North", "East"][i],
                 units: 10 * (i + 1), refund: i == 2 ? nil : Double(i))
        }
    }

    func testModelObjectsAreReadThroughKeyPathsIntoColumns() {
        let chart = Chart(xAxis: DateTimeAxis())
        let data = ArrayDataSource()
        data.add(LineSeries(title: "Units"), sales(), x: \.day, y: \.units)
        chart.dataSource = data

        let read = chart.data(forSeriesAt: 0)
        XCTAssertEqual(Array(read.x), (0..<4).map { day0.timeIntervalSince1970 + 86_400 * Double($0) },
                       "dates are seconds since 1970, a DateTimeAxis's unit")
        XCTAssertEqual(Array(read.y), [10, 20, 30, 40])
        XCTAssertEqual(chart.xAxis.dataRange, AxisRange(min: day0.timeIntervalSince1970,
                                                        max: day0.timeIntervalSince1970 + 3 * 86_400))
    }

    func testTheTypedPathDrawsWhatTheSameNumbersDrawByHand() {
        func scene(_ fill: (ArrayDataSource) -> Void) -> Scene {
            let chart = Chart(xAxis: DateTimeAxis())
            let data = ArrayDataSource()
            fill(data)
            chart.dataSource = data
            return chart.makeScene(size: size, measurer: ApproximateTextMeasurer())
        }
        let typed = scene { $0.add(LineSeries(title: "Units"), self.sales(), x: \.day, y: \.units) }
        let byHand = scene {
            $0.add(LineSeries(title: "Units"), x: self.sales().map { $0.day.timeIntervalSince1970 },
                   y: self.sales().map { Double($0.units) })
        }
        // The series' geometry is an object per chart, so compare everything around it and where
        // it is placed; the columns themselves are compared in the test above.
        XCTAssertTrue(typed.chrome == byHand.chrome, "the same axes, ticks and labels")
        XCTAssertTrue(typed.underlay == byHand.underlay, "the same grid")
        guard case .polyline(let a)? = typed.series.first, case .polyline(let b)? = byHand.series.first else {
            return XCTFail("one line each")
        }
        XCTAssertEqual(a.transform, b.transform)
        XCTAssertEqual(a.geometry.count, b.geometry.count)
    }

    func testNamesAreNumberedInTheOrderTheyFirstAppearAcrossSeriesAndNameAnEmptyCategoryAxis() {
        let regions = CategoryAxis()
        let chart = Chart(xAxis: regions)
        let data = ArrayDataSource()
        data.add(ColumnSeries(title: "Units"), sales(), x: \.region, y: \.units)
        data.add(ColumnSeries(title: "Target"), x: ["West", "South"], y: [5, 6])
        chart.dataSource = data

        XCTAssertEqual(data.categoryNames(for: .x), ["North", "South", "East", "West"])
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).x), [0, 1, 0, 2])
        XCTAssertEqual(Array(chart.data(forSeriesAt: 1).x), [3, 1], "South is where the first series put it")
        XCTAssertEqual(regions.categories, ["North", "South", "East", "West"])
        XCTAssertEqual(regions.string(for: 2), "East")

        data.add(ColumnSeries(title: "Late"), x: ["Central"], y: [1])
        chart.reloadData()
        XCTAssertEqual(regions.categories.last, "Central", "names the data gave follow the data on a reload")
    }

    func testACategoryAxisTheUserNamedKeepsItsNames() {
        let named = CategoryAxis(categories: ["Q1", "Q2"])
        let chart = Chart(xAxis: named)
        let data = ArrayDataSource()
        data.add(ColumnSeries(title: "Units"), x: ["North", "South"], y: [1, 2])
        chart.dataSource = data
        XCTAssertEqual(named.categories, ["Q1", "Q2"])
    }

    func testBarsTakeTheirNamesOnY() {
        let names = CategoryAxis()
        let chart = Chart(xAxis: NumberAxis(), yAxis: names)
        let data = ArrayDataSource()
        data.add(BarSeries(title: "Votes"), x: [120, 80], y: ["Yes", "No"])
        chart.dataSource = data
        XCTAssertEqual(names.categories, ["Yes", "No"])
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).y), [0, 1])
    }

    func testOptionalsAreGapsEnumsTheirRawValuesAndOwnTypesWhatTheySay() {
        let data = ArrayDataSource()
        data.add(LineSeries(title: "Refunds"), sales(), x: \.units, y: \.refund)
        data.add(ColumnSeries(title: "Shifts"), x: [Shift.late, .early, .late], y: [Celsius(degrees: 21.5), Celsius(degrees: -3), Celsius(degrees: 0)])
        data.add(LineSeries(title: "Closure"), sales(), x: { $0.units / 10 }, y: { Float($0.units) / 4 })
        let chart = Chart(xAxis: CategoryAxis())
        chart.dataSource = data

        let refunds = Array(chart.data(forSeriesAt: 0).y)
        XCTAssertEqual(refunds[0], 0)
        XCTAssertTrue(refunds[2].isNaN, "nil is a missing value")
        XCTAssertEqual(Array(chart.data(forSeriesAt: 1).x), [0, 1, 0])
        XCTAssertEqual(Array(chart.data(forSeriesAt: 1).y), [21.5, -3, 0])
        XCTAssertEqual(data.categoryNames(for: .x), ["late", "early"])
        XCTAssertEqual(Array(chart.data(forSeriesAt: 2).x), [1, 2, 3, 4])
        XCTAssertEqual(Array(chart.data(forSeriesAt: 2).y), [2.5, 5, 7.5, 10])
    }

    func testPieSlicesComeFromNamesAndValues() {
        struct Source { var kind: String; var terawattHours: Int }
        let data = ArrayDataSource()
        let pie = PieSeries(title: "Energy")
        data.add(pie, [Source(kind: "Hydro", terawattHours: 130), Source(kind: "Wind", terawattHours: 20)],
                 name: \.kind, value: \.terawattHours)
        let chart = Chart()
        chart.dataSource = data
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).y), [130, 20])
        XCTAssertEqual(data.chart(chart, namesForPointsInSeriesAt: 0), ["Hydro", "Wind"])
    }

    func testAnEncoderStartsFromGivenNamesAndSharesPositions() {
        var encoder = PlottableEncoder(categories: ["a", "b", "a"])
        XCTAssertEqual(encoder.categories, ["a", "b"], "a repeated name keeps its first position")
        XCTAssertEqual(encoder.encode(["b", "c", "a"]), [1, 2, 0])
        XCTAssertEqual(encoder.encode(Int8(-4)), -4)
        XCTAssertEqual(encoder.encode(UInt64(7)), 7)
        XCTAssertEqual(encoder.encode(Date(timeIntervalSince1970: -86_400)), -86_400)
    }
}
