import ChartKit
import Foundation
import XCTest

/// The typed-axes and series-kind snippets of docs/swift-api.md (once the README's "The Swift API"), compiled and run against
/// the public API alone.
final class ReadmeSwiftAPITests: XCTestCase {
    func testTypedAxesSnippet() {
        // README snippet starts
        let time = DateTimeAxis(timeZone: TimeZone(identifier: "Europe/Oslo")!)
        let load = NumberAxis()
        let monitor = Chart(title: "Load", xAxis: time, yAxis: load)
        load.labelFormatter.suffix = " %"
        let rain = monitor.addYAxis(NumberAxis())          // addXAxis/addYAxis/setXAxis return the axis, typed
        rain.axisPosition = .reverse
        // README snippet ends
        XCTAssertTrue(monitor.xAxis === time)
        XCTAssertTrue(monitor.yAxis === load)
        XCTAssertTrue(monitor.yAxes[1] === rain)
        XCTAssertEqual(load.string(for: 50), "50 %")
    }

    func testSeriesKindSnippetDrawsOneStemPerPoint() {
        // README snippet starts
        final class ErrorBarSeries: ChartSeries {
            override var valueKeys: [SeriesValueKey] { ["error"] }     // columns it asks the datasource for
            override func valueRange(of content: SeriesContent) -> AxisRange? {
                content.yRange(spreadBy: "error")                      // the y axis fits the bars' ends
            }
            override func drawCommands(in context: SeriesPlotContext) -> [DrawCommand] {
                let data = context.content.data, errors = context.content.column("error") ?? []
                let stems = context.visibleIndices.compactMap { i -> SegmentBatch.Segment? in
                    guard i < errors.count else { return nil }
                    let top = context.point(x: data.x[i], y: data.y[i] + errors[i])
                    let bottom = context.point(x: data.x[i], y: data.y[i] - errors[i])
                    return .init(from: top, to: bottom)
                }
                return [.segments(SegmentBatch(segments: stems, color: context.color, width: 2))]
            }
        }
        // README snippet ends
        let source = ArrayDataSource()
        let xs: [Double] = [1, 2, 3], ys: [Double] = [4, 6, 5], errors: [Double] = [1, 0.5, 2]
        source.add(ErrorBarSeries(title: "Measured"), x: xs, y: ys, values: ["error": errors])
        let chart = Chart()
        chart.dataSource = source
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 3, max: 7))
        let scene = chart.makeScene(size: Size(width: 400, height: 300), measurer: ApproximateTextMeasurer())
        let stems = scene.series.compactMap { command -> [SegmentBatch.Segment]? in
            if case .segments(let batch) = command { return batch.segments }
            return nil
        }.flatMap { $0 }
        XCTAssertEqual(stems.count, 3)
        XCTAssertEqual(stems.first?.from.y ?? 0, chart.yAxis.pixelValue(forDataValue: 5), accuracy: 1e-9)
    }
}
