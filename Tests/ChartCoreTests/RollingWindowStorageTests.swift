import XCTest
@testable import ChartCore

/// A rolling window's storage against a plain array model: the columns' dead head
/// (`SeriesColumn.removeFirst`), the pyramid's head compaction (`MinMaxPyramid.compactHead`) and
/// `ArrayDataSource`'s removals keep every live point, in order, through many compactions, so a
/// stream that trims in O(1) loses and reorders nothing.
final class RollingWindowStorageTests: XCTestCase {
    /// Values with ties, NaN and infinities, the same every run.
    private func value(_ random: inout DataTestRandom) -> Double {
        switch Int.random(in: 0..<100, using: &random) {
        case 0: return .nan
        case 1: return .infinity
        default: return Double(Int.random(in: -40...40, using: &random))
        }
    }

    func testColumnWithADeadHeadEqualsTheArrayThroughCompactions() {
        var random = DataTestRandom(seed: 11)
        var column = SeriesColumn([Double]())
        var model: [Double] = []
        for round in 0..<300 {
            let added = (0..<Int.random(in: 0...900, using: &random)).map { _ in value(&random) }
            column.append(contentsOf: added)
            model.append(contentsOf: added)
            let removed = Int.random(in: 0...min(model.count, round % 9 == 0 ? 5_000 : 800), using: &random)
            column.removeFirst(removed)
            model.removeFirst(removed)
            XCTAssertEqual(column.count, model.count)
            XCTAssertTrue(column.elementsEqual(model) { $0 == $1 || ($0.isNaN && $1.isNaN) }, "round \(round)")
            column.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(buffer.count, model.count)
                if let first = model.first { XCTAssertTrue(buffer[0] == first || (first.isNaN && buffer[0].isNaN)) }
            }
            XCTAssertEqual(column.array.count, model.count)
        }
    }

    /// A fixed window over a long stream: every head compaction (at several block levels, with
    /// the upper levels merged again) must leave queries equal to brute force.
    func testPyramidOfAFixedWindowMatchesBruteForceThroughCompactions() {
        for window in [5_000, 70_001] {
            var random = DataTestRandom(seed: UInt64(window))
            var column: [Double] = (0..<window).map { _ in value(&random) }
            var pyramid = MinMaxPyramid(y: column)
            for round in 0..<60 {
                let batch = Int.random(in: 1...(window / 3), using: &random)
                column.append(contentsOf: (0..<batch).map { _ in value(&random) })
                pyramid.extend(with: column)
                column.removeFirst(batch)
                pyramid.dropFirst(batch, from: column)
                XCTAssertLessThanOrEqual(pyramid.head, max(column.count, 1 << 12), "window \(window), round \(round)")
                for _ in 0..<30 {
                    let a = Int.random(in: 0...column.count, using: &random)
                    let b = Int.random(in: 0...column.count, using: &random)
                    let range = min(a, b)..<max(a, b)
                    XCTAssertEqual(pyramid.extrema(in: range, of: column), MinMaxPyramidTests.bruteForce(column, range),
                                   "window \(window), round \(round), range \(range)")
                }
                XCTAssertEqual(pyramid.extrema(in: 0..<column.count, of: column),
                               MinMaxPyramidTests.bruteForce(column, 0..<column.count))
            }
        }
    }

    func testArrayDataSourceKeepsTheLivePointsThroughCompactions() {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "s"), x: [0, 1, 2], y: [10, 11, 12])
        chart.dataSource = source
        var model = (x: [0.0, 1, 2], y: [10.0, 11, 12])
        var next = 3.0
        for round in 0..<200 {
            let count = (round * 37) % 700 + 1
            let xs = (0..<count).map { next + Double($0) }
            let ys = xs.map { $0 * 2 }
            next += Double(count)
            source.append(x: xs, y: ys, toSeriesAt: 0)
            model.x += xs
            model.y += ys
            let removed = min(model.x.count, (round * 53) % 900)
            source.removeFirst(removed, fromSeriesAt: 0)
            model.x.removeFirst(removed)
            model.y.removeFirst(removed)
            XCTAssertEqual(source.chart(chart, numberOfPointsInSeriesAt: 0), model.x.count)
            if !model.x.isEmpty {
                let last = model.x.count - 1
                XCTAssertEqual(source.chart(chart, pointAt: last, inSeriesAt: 0), DataPoint(x: model.x[last], y: model.y[last]))
                let range = (last / 2)..<model.x.count
                let tail = source.chart(chart, pointsIn: range, ofSeriesAt: 0)
                XCTAssertEqual(tail?.x, Array(model.x[range]))
                XCTAssertEqual(tail?.y, Array(model.y[range]))
            }
        }
        let all = source.chart(chart, pointsForSeriesAt: 0)
        XCTAssertEqual(all?.x, model.x)
        XCTAssertEqual(all?.y, model.y)
    }

    /// The chart's rolling window keeps exactly its count, the newest points, in the series and
    /// in the datasource, through many compactions of both.
    func testChartRollingWindowKeepsTheNewestPoints() {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "s"), x: [], y: [])
        chart.dataSource = source
        chart.rollingWindow = .points(6_000)
        var next = 0
        for _ in 0..<120 {
            let xs = (next..<next + 997).map(Double.init)
            chart.append(x: xs, y: xs.map { sin($0) }, toSeriesAt: 0)
            next += 997
        }
        let data = chart.data(forSeriesAt: 0)
        XCTAssertEqual(data.count, 6_000)
        XCTAssertEqual(Array(data.x), (next - 6_000..<next).map(Double.init))
        XCTAssertEqual(data.yExtent(inXRange: AxisRange(min: Double(next - 6_000), max: Double(next))),
                       AxisRange(min: (next - 6_000..<next).map { sin(Double($0)) }.min()!,
                                 max: (next - 6_000..<next).map { sin(Double($0)) }.max()!))
        XCTAssertEqual(source.chart(chart, numberOfPointsInSeriesAt: 0), 6_000)
        chart.reloadData()
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).x), (next - 6_000..<next).map(Double.init))
    }
}
