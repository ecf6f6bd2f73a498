import XCTest
@testable import ChartCore

/// Range padding in data units (the reference's meaning of `rangePaddingLow`/`High`) beside the
/// fractional variant, on linear, log and date axes.
final class RangePaddingTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    private func defaultYRange(_ y: [Double], axis: Axis? = nil, configure: (Axis) -> Void) -> AxisRange {
        let chart = Chart()
        if let axis { chart.yAxis = axis }
        let source = ArrayDataSource()
        source.add(LineSeries(title: "l"), x: y.indices.map(Double.init), y: y)
        chart.dataSource = source
        configure(chart.yAxis)
        chart.applyLayout(size: Size(width: 600, height: 400), measurer: measurer)
        return chart.yAxis.defaultRange
    }

    func testTheDefaultIsFourPercentOfTheSpanAndNoDataUnits() {
        let axis = NumberAxis()
        XCTAssertEqual(axis.rangePaddingLow, 0)
        XCTAssertEqual(axis.rangePaddingHigh, 0)
        XCTAssertEqual(defaultYRange([0, 100]) { _ in }, AxisRange(min: -4, max: 104))
    }

    func testDataUnitPaddingAddsThatManyUnitsAtEachEnd() {
        let r = defaultYRange([0, 100]) {
            $0.rangePaddingFractionLow = 0
            $0.rangePaddingFractionHigh = 0
            $0.rangePaddingLow = 5
            $0.rangePaddingHigh = 1
        }
        XCTAssertEqual(r.min, -5, accuracy: 1e-12)
        XCTAssertEqual(r.max, 101, accuracy: 1e-12)
        // 1.0 means one unit, not 100 % of the span as it did before.
        let one = defaultYRange([0, 1000]) { $0.rangePaddingFractionHigh = 0; $0.rangePaddingHigh = 1 }
        XCTAssertEqual(one.max, 1001, accuracy: 1e-9)
    }

    func testUnitsAndFractionsAddUp() {
        let r = defaultYRange([0, 100]) { $0.rangePaddingHigh = 10 }
        XCTAssertEqual(r.max, 114, accuracy: 1e-12, "4 % of the span plus 10 units")
    }

    func testOnALogAxisUnitsThatWouldCrossZeroAreIgnored() {
        let r = defaultYRange([1, 1000], axis: LogarithmicAxis()) {
            $0.rangePaddingFractionLow = 0
            $0.rangePaddingFractionHigh = 0
            $0.rangePaddingLow = 5
            $0.rangePaddingHigh = 9000
        }
        XCTAssertEqual(r.min, 1, accuracy: 1e-9, "1 − 5 has no logarithm: no padding")
        XCTAssertEqual(r.max, 10_000, accuracy: 1e-6, "1000 + 9000 on the log scale")
    }

    func testBadPaddingValuesCountAsNone() {
        for bad in [Double.nan, -.infinity, -3, .infinity] {
            let r = defaultYRange([0, 100]) {
                $0.rangePaddingFractionLow = 0
                $0.rangePaddingFractionHigh = 0
                $0.rangePaddingLow = bad
                $0.rangePaddingHigh = bad
            }
            XCTAssertTrue(r.isFinite, "\(bad)")
            XCTAssertEqual(r.min, 0, accuracy: 1e-12, "\(bad)")
        }
    }
}
