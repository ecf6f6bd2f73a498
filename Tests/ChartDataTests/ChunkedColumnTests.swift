@testable import ChartCore
@testable import ChartData
import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// A `ChunkedColumn` (a column left in runs, an Arrow file's record batches) reads as one
/// column, and the line and marker paths, the pyramid and the hit tests read it in place: the
/// same pictures and hits as over one array of the same values, with no copy
/// (`SeriesColumn.materialisations`).
final class ChunkedColumnTests: XCTestCase {
    /// Memory the test owns, kept alive by the columns over it.
    private final class Memory {
        let values: UnsafeMutableBufferPointer<Double>
        init(_ source: [Double]) {
            values = .allocate(capacity: source.count)
            _ = values.initialize(from: source)
        }
        deinit { values.deallocate() }
    }

    /// `values` in runs of `lengths` (and one of the rest), in memory the column keeps alive.
    private func runs(_ values: [Double], lengths: [Int]) -> ChunkedColumn {
        let memory = Memory(values)
        var chunks: [UnsafeBufferPointer<Double>] = []
        var start = 0
        for length in lengths + [values.count - lengths.reduce(0, +)] where length >= 0 {
            chunks.append(UnsafeBufferPointer(rebasing: UnsafeBufferPointer(memory.values)[start..<(start + length)]))
            start += length
        }
        return ChunkedColumn(chunks: chunks, owner: memory)
    }

    private func walk(_ count: Int, seed: UInt64 = 7) -> [Double] {
        var state = seed, value = 0.0
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            value += Double(Int64(bitPattern: state) >> 40) * 0x1p-20
            return i % 997 == 500 ? .nan : value
        }
    }

    func testRunsReadAsOneColumn() {
        let values = walk(10_000)
        for lengths in [[1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000], [1000, 37, 4096, 1, 2500, 16, 0]] {
            let column = runs(values, lengths: lengths)
            XCTAssertEqual(column.count, values.count)
            XCTAssertEqual(column.uniformLength > 0, lengths.count == 9, "uniform runs are found by division")
            let series = SeriesColumn(chunked: column)
            XCTAssertTrue(series.isBorrowed)
            for index in 0..<values.count {
                XCTAssertEqual(column[index].bitPattern, values[index].bitPattern, "\(index)")
                XCTAssertEqual(series[index].bitPattern, values[index].bitPattern)
            }
            let before = SeriesColumn.materialisations
            series.withValues { view in
                XCTAssertFalse(view.isContiguous)
                XCTAssertTrue(zip(view, values).allSatisfy { $0.bitPattern == $1.bitPattern })
            }
            XCTAssertEqual(SeriesColumn.materialisations - before, 0, "read in place")
            for range in [0..<1, 999..<1001, 1037..<5134, 0..<10_000, 9_999..<12_000, 5..<5] {
                var joined: [Double] = []
                var next = range.lowerBound
                column.forEachRun(in: range) { run, start in
                    XCTAssertEqual(start, next)
                    joined += run
                    next += run.count
                }
                let clipped = range.clamped(to: 0..<values.count)
                XCTAssertEqual(joined.map(\.bitPattern), values[clipped].map(\.bitPattern), "\(range)")
            }
        }
    }

    /// The pyramid built from the runs (`ChunkedPyramid`, leaves straddling runs from a scratch
    /// copy) is the one built over the array, block for block.
    func testThePyramidOfTheRunsIsTheArraysPyramid() {
        let values = walk(50_003)
        let chunked = ChunkedPyramid(column: runs(values, lengths: [1000, 37, 4096, 1, 2500, 16, 0, 30_000]))
        var steps = 0
        chunked.build(stepPoints: 5000) { steps += 1; return true }
        XCTAssertTrue(chunked.blocks.isComplete)
        XCTAssertGreaterThan(steps, 1, "published as it goes")
        let bytes = PyramidBlocks.byteCount(forPoints: values.count)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        defer { memory.deallocate() }
        let reference = PyramidBlocks(memory: memory, pointCount: values.count, owner: nil)
        values.withUnsafeBufferPointer { reference.build(over: $0) { _ in true } }
        XCTAssertEqual(memcmp(chunked.blocks.memory, reference.memory, bytes), 0, "the same blocks")
    }

    /// A line and decimated markers over a chunked y (its pyramid from the runs) and over one
    /// buffer of the same values read in place (a mapped `.npy`'s path): the same pictures, whole
    /// and zoomed, the same hits, no copy.
    func testLinesAndMarkersOverRunsDrawAndHitLikeAnArray() throws {
        let count = 60_000
        let values = walk(count)
        let x = (0..<count).map { 100 + Double($0) * 0.5 }
        let column = runs(values, lengths: Array(repeating: 4099, count: 14))
        let renderer = try ChartImageRenderer()
        for (isLine, makeSeries) in [(true, { LineSeries(title: "walk") as ChartSeries }), (false, {
            let markers = ScatterSeries(title: "walk")
            markers.densityMode = .never
            return markers as ChartSeries
        })] {
            let pyramid = ChunkedPyramid(column: column)
            pyramid.build(stepPoints: 1 << 20) { true }
            let chunkedChart = Chart()
            chunkedChart.dataSource = PreparedSeries(series: makeSeries(),
                                                     data: SeriesData(x: SeriesColumn(x), y: SeriesColumn(chunked: column),
                                                                      pyramid: pyramid.blocks))
            // The same values in one buffer read in place with its pyramid (a mapped `.npy`'s path).
            let memory = Memory(values)
            let blocksMemory = Memory([Double](repeating: 0, count: PyramidBlocks.byteCount(forPoints: count) / 8 + 1))
            let blocks = PyramidBlocks(memory: UnsafeMutableRawPointer(blocksMemory.values.baseAddress!), pointCount: count, owner: blocksMemory)
            blocks.build(over: UnsafeBufferPointer(memory.values)) { _ in true }
            let arrayChart = Chart()
            arrayChart.dataSource = PreparedSeries(series: makeSeries(),
                                                   data: SeriesData(x: SeriesColumn(x), y: SeriesColumn(borrowing: UnsafeBufferPointer(memory.values), owner: memory),
                                                                    pyramid: blocks))
            let before = SeriesColumn.materialisations
            var pictures: [(RGBAImage, RGBAImage)] = []
            pictures.append((renderer.render(chunkedChart, size: SourceRendering.size, scale: 1),
                             renderer.render(arrayChart, size: SourceRendering.size, scale: 1)))
            XCTAssertEqual(SeriesColumn.materialisations - before, 0, "y drawn in place")
            let hitsOfRuns = stride(from: 60.0, to: 560, by: 37).map { chunkedChart.hitTest(at: Point(x: $0, y: 200), radius: 400)?.pointIndex }
            let hitsOfArray = stride(from: 60.0, to: 560, by: 37).map { arrayChart.hitTest(at: Point(x: $0, y: 200), radius: 400)?.pointIndex }
            for chart in [chunkedChart, arrayChart] { chart.xAxis.setVisibleRange(AxisRange(min: 20_000, max: 20_400)) }
            pictures.append((renderer.render(chunkedChart, size: SourceRendering.size, scale: 1),
                             renderer.render(arrayChart, size: SourceRendering.size, scale: 1)))
            if isLine {
                // (Markers' hit tests build a point index of their own arrays: `PointIndex`.)
                XCTAssertEqual(SeriesColumn.materialisations - before, 0, "y drawn and hit-tested in place")
            }
            XCTAssertEqual(hitsOfRuns, hitsOfArray)
            XCTAssertTrue(hitsOfRuns.contains { $0 != nil })
            for (runsPicture, arrayPicture) in pictures {
                XCTAssertEqual(SourceRendering.differingPixels(runsPicture, arrayPicture, tolerance: 0), 0)
            }
        }
    }
}
