import XCTest
@testable import ChartCore

/// Charts stacked in one window line up their plot areas through `minimumPlotInsets`.
final class PlotAlignmentTests: XCTestCase {
    private let size = Size(width: 800, height: 300)
    private let measurer = ApproximateTextMeasurer()

    private func chart(y: [Double]) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "s"), y: y)
        chart.dataSource = source
        return chart
    }

    func testMinimumInsetsWidenTheMarginsAndLeaveTheNaturalOnesKnown() throws {
        let narrow = chart(y: [1, 2, 3])                  // labels like "1.0"
        let wide = chart(y: [100_000, 2_000_000, 3_000_000])  // labels like "3,000,000"
        narrow.applyLayout(size: size, measurer: measurer)
        wide.applyLayout(size: size, measurer: measurer)
        let a = try XCTUnwrap(narrow.lastLayout), b = try XCTUnwrap(wide.lastLayout)
        XCTAssertLessThan(a.plotArea.minX, b.plotArea.minX, "longer labels need a wider axis band")

        narrow.minimumPlotInsets = HorizontalInsets(left: b.naturalPlotInsets.left, right: b.naturalPlotInsets.right)
        narrow.applyLayout(size: size, measurer: measurer)
        let aligned = try XCTUnwrap(narrow.lastLayout)
        XCTAssertEqual(aligned.plotArea.minX, b.plotArea.minX)
        XCTAssertEqual(aligned.plotArea.maxX, b.plotArea.maxX)
        XCTAssertEqual(aligned.naturalPlotInsets, a.naturalPlotInsets, "the natural insets ignore the minimum")
        XCTAssertEqual(narrow.xAxis.pixelValue(forDataValue: narrow.xAxis.visibleRange.min), b.plotArea.minX,
                       "the axis maps onto the widened plot area")
    }
}
