@testable import ChartCore
import XCTest

/// Hit tests on dense lines, answered from pixel columns' extremes (Chart+DenseLineHitTest),
/// against a brute-force answer over every point and segment: random walks, spikes, gaps, NaN
/// runs, duplicate x, a million points in one pixel column, step lines, a rolling window.
final class DenseLineHitTestTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()
    private let size = Size(width: 800, height: 500)

    private struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
    }

    private func chart(_ series: LineSeries, x: [Double], y: [Double]) -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(series, x: x, y: y)
        chart.dataSource = source
        chart.applyLayout(size: size, measurer: measurer)
        return chart
    }

    /// Where each point is drawn, nil where it is not (a gap).
    private func anchors(_ chart: Chart, x: [Double], y: [Double]) -> [Point?] {
        x.indices.map { i in
            let a = Point(x: chart.xAxis.pixelValue(forDataValue: x[i]), y: chart.yAxis.pixelValue(forDataValue: y[i]))
            return a.x.isFinite && a.y.isFinite && x[i].isFinite && y[i].isFinite ? a : nil
        }
    }

    /// The smallest distance from `p` to the drawn line: every drawable point and every segment
    /// (step corners included) between neighbours that are both drawable.
    private func bruteForceDistance(_ anchors: [Point?], step: Bool, to p: Point) -> Double {
        var best = Double.infinity
        var previous: Point?
        for anchor in anchors {
            guard let a = anchor else {
                previous = nil
                continue
            }
            best = min(best, HitShape.distance(p, a, a))
            if let b = previous {
                if step {
                    let corner = Point(x: a.x, y: b.y)
                    best = min(best, HitShape.distance(p, b, corner), HitShape.distance(p, corner, a))
                } else {
                    best = min(best, HitShape.distance(p, b, a))
                }
            }
            previous = a
        }
        return best
    }

    /// Asks `queries` hit tests (half near the line, half anywhere in the plot) and checks each
    /// against brute force: found whenever brute force finds a point half a pixel inside the
    /// radius, never more than half a pixel nearer than the truth, and its reported point where
    /// the series draws it. Returns how many queries the dense path answered.
    @discardableResult
    private func check(_ name: String, x: [Double], y: [Double], step: Bool = false, queries: Int,
                       seed: UInt64, radius: Double = 20, expectDense: Bool = true) -> Int {
        let series: LineSeries = step ? StepLineSeries(title: name) : LineSeries(title: name)
        let chart = chart(series, x: x, y: y)
        let plot = chart.lastLayout!.plotArea
        var random = Random(state: seed)
        var dense = 0
        let drawn = anchors(chart, x: x, y: y)
        for query in 0..<queries {
            var p: Point
            if query % 2 == 0 {
                // Near a drawable point of the line.
                var i = Int(random.next() * Double(x.count))
                while !y[i].isFinite { i = (i + 1) % x.count }
                p = Point(x: chart.xAxis.pixelValue(forDataValue: x[i]) + (random.next() - 0.5) * 30,
                          y: chart.yAxis.pixelValue(forDataValue: y[i]) + (random.next() - 0.5) * 30)
            } else {
                p = Point(x: plot.minX + random.next() * plot.width, y: plot.minY + random.next() * plot.height)
            }
            p = plot.clamped(p)
            let truth = bruteForceDistance(drawn, step: step, to: p)
            let hit = chart.hitTest(at: p, radius: radius)
            if let frame = chart.seriesFrames(plotArea: plot, scale: chart.lastLayout!.scale, measurer: nil).first?.frame {
                let axis = frame.positionAxis
                let a = axis.dataValue(forPixelValue: p.x - radius), b = axis.dataValue(forPixelValue: p.x + radius)
                let window = frame.values.indices(inPositionRange: AxisRange(min: min(a, b), max: max(a, b)))
                let candidates = max(window.lowerBound - 1, 0)..<min(window.upperBound + 1, frame.values.count)
                if Chart.nearestOnDenseLine(in: frame, to: p, radius: radius, reach: radius, window: window,
                                            candidates: candidates) != nil { dense += 1 }
            }
            let label = "\(name), query \(query) at \(p): truth \(truth), hit \(String(describing: hit))"
            if truth <= radius - 0.5 {
                guard let hit else { XCTFail("missed: " + label); continue }
                XCTAssertEqual(hit.distance, truth, accuracy: 0.5, label)
            }
            if let hit {
                XCTAssertLessThanOrEqual(hit.distance, truth + 1e-9, label)
                XCTAssertLessThanOrEqual(truth, hit.distance + 0.5, label)
                XCTAssertLessThanOrEqual(hit.distance, radius, label)
                let drawn = Point(x: chart.xAxis.pixelValue(forDataValue: x[hit.pointIndex]),
                                  y: chart.yAxis.pixelValue(forDataValue: y[hit.pointIndex]))
                XCTAssertEqual(hit.position.x, drawn.x, accuracy: 1e-9, label)
                XCTAssertEqual(hit.position.y, drawn.y, accuracy: 1e-9, label)
                XCTAssertLessThanOrEqual(abs(drawn.x - p.x), radius + 1, "the point reported is within reach: " + label)
            }
        }
        if expectDense { XCTAssertGreaterThan(dense, queries / 2, "\(name): the dense path answered") }
        return dense
    }

    private func walk(_ count: Int, seed: UInt64) -> [Double] {
        var random = Random(state: seed), value = 0.0
        return (0..<count).map { _ in value += random.next() - 0.5; return value }
    }

    func testRandomWalkMatchesBruteForce() {
        let n = 200_000
        check("walk", x: (0..<n).map(Double.init), y: walk(n, seed: 1), queries: 60, seed: 2)
    }

    func testStepLineMatchesBruteForce() {
        let n = 100_000
        check("steps", x: (0..<n).map(Double.init), y: walk(n, seed: 3), step: true, queries: 40, seed: 4)
    }

    func testSpikesMatchBruteForce() {
        let n = 150_000
        var random = Random(state: 5)
        let y = (0..<n).map { i -> Double in
            let r = random.next()
            return r < 0.0005 ? 1_000 : r < 0.001 ? -1_000 : random.next() * 0.01
        }
        check("spikes", x: (0..<n).map(Double.init), y: y, queries: 60, seed: 6)
    }

    func testGapsAndNaNRunsMatchBruteForce() {
        let n = 150_000
        var random = Random(state: 7)
        var y = walk(n, seed: 8)
        for i in 0..<n {
            let r = random.next()
            if r < 0.01 { y[i] = .nan }
            if r > 0.9995 { y[i] = .infinity }
        }
        // A long gap, and a stretch where every other value is missing (lone points).
        for i in 40_000..<45_000 { y[i] = .nan }
        for i in stride(from: 90_000, to: 100_000, by: 2) { y[i] = .nan }
        check("gaps", x: (0..<n).map(Double.init), y: y, queries: 60, seed: 9)
    }

    func testDuplicateXMatchesBruteForce() {
        let n = 200_000
        check("duplicates", x: (0..<n).map { Double($0 / 1_000) }, y: walk(n, seed: 10), queries: 60, seed: 11)
    }

    func testAMillionPointsInOnePixelColumn() {
        // Sparse points across the range and a million of them inside one pixel column.
        var x: [Double] = [], y: [Double] = []
        var random = Random(state: 12)
        for i in 0...250 {
            x.append(Double(i)); y.append(random.next() * 10)
        }
        let column = 250.25
        for k in 0..<1_000_000 {
            x.append(column + Double(k) * 1e-9); y.append(k == 500_000 ? 40 : random.next() * 10)
        }
        for i in 251..<500 {
            x.append(Double(i) + 0.5); y.append(random.next() * 10)
        }
        let series = LineSeries(title: "column")
        let chart = chart(series, x: x, y: y)
        let spike = Point(x: chart.xAxis.pixelValue(forDataValue: column), y: chart.yAxis.pixelValue(forDataValue: 40))
        // The spike's tip is found, and points just beside the column see its stroke.
        let hit = chart.hitTest(at: Point(x: spike.x + 3, y: spike.y - 2), radius: 20)
        XCTAssertEqual(hit?.pointIndex, 251 + 500_000)
        XCTAssertEqual(hit?.distance ?? .infinity, (9.0 + 4).squareRoot(), accuracy: 0.5)
        check("column", x: x, y: y, queries: 16, seed: 13, expectDense: false)
    }

    func testRollingWindowKeepsGapsInStep() {
        // Appends and removals from the start: the gap positions follow the shifted indices.
        var y = walk(120_000, seed: 14)
        for i in stride(from: 0, to: y.count, by: 37) { y[i] = .nan }
        let data = SeriesData(x: (0..<100_000).map(Double.init), y: Array(y.prefix(100_000)))
        XCTAssertEqual(data.gaps?.count, (0..<100_000).filter { $0 % 37 == 0 }.count)
        for start in stride(from: 100_000, to: 120_000, by: 5_000) {
            data.append(x: (start..<start + 5_000).map(Double.init), y: Array(y[start..<start + 5_000]))
            data.removeFirst(7_000)
            let expected = (0..<data.count).filter { !data.y[$0].isFinite }
            XCTAssertEqual(data.gaps?.indices(in: 0..<data.count, offset: data.removedCount), expected)
            XCTAssertEqual(data.gaps?.containsGap(in: 1..<37, offset: data.removedCount),
                           (1..<37).contains { !data.y[$0].isFinite })
        }
    }
}
