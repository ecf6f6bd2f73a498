@testable import ChartCore
import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Markers and density over evenly sampled x (`start + index · step`, no column in memory) read
/// x arithmetically: the same picture as over an array of the same x, and the x column is never
/// copied whole (`SeriesColumn.materialisations`).
final class EvenlySpacedDrawingTests: XCTestCase {
    private let count = 300_000

    private func noise() -> [Double] {
        var state: UInt64 = 12345
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return sin(Double(i) / 20_000) + Double(state >> 11) * 0x1p-53
        }
    }

    /// The whole view and a zoomed one, over evenly sampled x and over the same x as an array,
    /// and how many times the evenly sampled column was copied while drawing.
    private func pictures(configure: (ScatterSeries) -> Void) throws -> (evenly: [RGBAImage], array: [RGBAImage], copies: Int) {
        let renderer = try ChartImageRenderer()
        let y = noise()
        func draw(_ chart: Chart) -> [RGBAImage] {
            let whole = renderer.render(chart, size: SourceRendering.size, scale: 1)
            chart.xAxis.setVisibleRange(AxisRange(min: 20_000, max: 90_000))
            return [whole, renderer.render(chart, size: SourceRendering.size, scale: 1)]
        }
        let evenlySeries = ScatterSeries(title: "cloud")
        configure(evenlySeries)
        let evenly = Chart()
        let prepared = PreparedSeries(series: evenlySeries,
                                      data: SeriesData(x: SeriesColumn(start: 10, step: 0.5, count: count), y: SeriesColumn(y)))
        evenly.dataSource = prepared
        let before = SeriesColumn.materialisations
        let evenlyPictures = draw(evenly)
        let copies = SeriesColumn.materialisations - before

        let arraySeries = ScatterSeries(title: "cloud")
        configure(arraySeries)
        let source = ArrayDataSource()
        source.add(arraySeries, x: (0..<count).map { 10 + Double($0) * 0.5 }, y: y)
        let array = Chart()
        array.dataSource = source
        return (evenlyPictures, draw(array), copies)
    }

    func testDecimatedMarkersOverEvenlySampledXAreNotCopiedAndLookTheSame() throws {
        let (evenly, array, copies) = try pictures { $0.densityMode = .never }
        XCTAssertEqual(copies, 0, "x read arithmetically")
        for (a, b) in zip(evenly, array) {
            XCTAssertEqual(SourceRendering.differingPixels(a, b, tolerance: 0), 0)
        }
    }

    func testDensityOverEvenlySampledXIsNotCopiedAndLooksTheSame() throws {
        let (evenly, array, copies) = try pictures { $0.densityMode = .always }
        XCTAssertEqual(copies, 0, "x read arithmetically")
        for (a, b) in zip(evenly, array) {
            XCTAssertEqual(SourceRendering.differingPixels(a, b, tolerance: 0), 0)
        }
    }
}

extension EvenlySpacedDrawingTests {
    func testStepLineOverEvenlySampledXIsNotCopiedAndLooksTheSame() throws {
        let renderer = try ChartImageRenderer()
        let y = (0..<5_000).map { Double(($0 * 7919) % 97) }
        let evenly = Chart()
        let prepared = PreparedSeries(series: StepLineSeries(title: "steps"),
                                      data: SeriesData(x: SeriesColumn(start: 3, step: 0.25, count: y.count), y: SeriesColumn(y)))
        evenly.dataSource = prepared
        let before = SeriesColumn.materialisations
        evenly.xAxis.setVisibleRange(AxisRange(min: 100, max: 140))
        let evenlyPicture = renderer.render(evenly, size: SourceRendering.size, scale: 1)
        XCTAssertEqual(SeriesColumn.materialisations - before, 0, "x read arithmetically")

        let source = ArrayDataSource()
        source.add(StepLineSeries(title: "steps"), x: (0..<y.count).map { 3 + Double($0) * 0.25 }, y: y)
        let array = Chart()
        array.dataSource = source
        array.xAxis.setVisibleRange(AxisRange(min: 100, max: 140))
        XCTAssertEqual(SourceRendering.differingPixels(evenlyPicture, renderer.render(array, size: SourceRendering.size, scale: 1),
                                                       tolerance: 0), 0)
    }
}
