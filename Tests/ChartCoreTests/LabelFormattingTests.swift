import ChartCore
import XCTest

/// One formatter protocol for axes and data labels: the number format and a closure both fit.
final class LabelFormattingTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    func testAClosureFormatterWritesTheTickLabelsOfANumberAxis() throws {
        let hours = NumberAxis()
        let chart = Chart(xAxis: hours)
        hours.explicitDefaultRange = AxisRange(min: 0, max: 10)
        hours.majorTickFrequency = 5
        hours.customLabelFormatter = LabelFormatter { "\(Int($0)) h" }
        chart.applyLayout(size: Size(width: 400, height: 300), measurer: measurer)
        let labels = try XCTUnwrap(chart.lastLayout).xAxis.tickMarks.filter { $0.kind == .major }.map(\.text)
        XCTAssertEqual(labels, ["0 h", "5 h", "10 h"])
        XCTAssertEqual(hours.string(for: 7), "7 h")
        hours.customLabelFormatter = nil
        XCTAssertEqual(hours.string(for: 7), "7")
    }

    func testTheNumberFormatAndAClosureServeDataLabelsAlike() {
        let number: any LabelFormatting = NumberLabelFormatter(fixedFractionDigits: 1, suffix: " k€")
        let closure: any LabelFormatting = LabelFormatter { $0 >= 0 ? "+\($0)" : "\($0)" }
        XCTAssertEqual(number.label(for: 12), "12.0 k€")
        XCTAssertEqual(closure.labels(for: [1.5, -2], step: 0), ["+1.5", "-2.0"])
        let series = ColumnSeries(title: "sales")
        series.dataLabelFormatter = number
        XCTAssertEqual(series.dataLabelFormatter?.label(for: -3), "\u{2212}3.0 k€")
    }
}
