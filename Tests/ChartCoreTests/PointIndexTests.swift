@testable import ChartCore
import XCTest

/// The spatial index against brute force on random clouds (the largest ones are split on
/// several threads below the top levels).
final class PointIndexTests: XCTestCase {
    private struct Random {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
    }

    /// A cloud with clusters, duplicates, a few NaN and infinite coordinates and coarse grid
    /// values (many equal coordinates), so ties and pivots on equal values are exercised.
    private func cloud(_ count: Int, seed: UInt64) -> (x: [Double], y: [Double]) {
        var random = Random(state: seed)
        var x: [Double] = [], y: [Double] = []
        for i in 0..<count {
            switch i % 7 {
            case 0: x.append((random.next() * 20).rounded()); y.append((random.next() * 10).rounded())
            case 1 where i > 10: x.append(x[i - 3]); y.append(y[i - 3])
            case 2 where i % 97 == 2: x.append(.nan); y.append(random.next())
            case 3 where i % 89 == 3: x.append(random.next()); y.append(.infinity)
            default: x.append(random.next() * 20); y.append(random.next() * random.next() * 10)
            }
        }
        return (x, y)
    }

    func testBoxQueriesMatchBruteForce() {
        for (count, seed) in [(0, 1), (1, 2), (9, 3), (100, 4), (5000, 5), (40_000, 6), (150_000, 11)] as [(Int, UInt64)] {
            let (x, y) = cloud(count, seed: seed)
            let index = PointIndex(x: x, y: y)
            var random = Random(state: seed &+ 99)
            for _ in 0..<60 {
                let x0 = random.next() * 22 - 1, y0 = random.next() * 11 - 1
                let xr = x0...(x0 + random.next() * 4), yr = y0...(y0 + random.next() * 3)
                let expected = (0..<count).filter { xr.contains(x[$0]) && yr.contains(y[$0]) }
                XCTAssertEqual(index.indices(inX: xr, y: yr), expected, "\(count) points, box \(xr) × \(yr)")
            }
            // Boxes on exact grid values: bounds are included.
            XCTAssertEqual(index.indices(inX: 3...3, y: 0...10),
                           (0..<count).filter { x[$0] == 3 && (0...10).contains(y[$0]) })
        }
    }

    func testNearestMatchesBruteForceUnderAnyScale() {
        for (count, seed) in [(1, 7), (10, 8), (333, 9), (20_000, 10), (150_000, 12)] as [(Int, UInt64)] {
            let (x, y) = cloud(count, seed: seed)
            let index = PointIndex(x: x, y: y)
            var random = Random(state: seed &+ 7)
            for query in 0..<200 {
                let px = random.next() * 24 - 2, py = random.next() * 12 - 1
                let sx = [1.0, 80, 0.01][query % 3], sy = [1.0, 3, 250][query / 3 % 3]
                let limit = query % 5 == 0 ? 0.5 : Double.infinity
                var expected: (Int, Double)?
                for i in 0..<count where x[i].isFinite && y[i].isFinite {
                    let d = (((x[i] - px) * sx) * ((x[i] - px) * sx) + ((y[i] - py) * sy) * ((y[i] - py) * sy))
                    if d <= limit * limit, expected == nil || d < expected!.1 { expected = (i, d) }
                }
                let found = index.nearest(toX: px, y: py, scaleX: sx, scaleY: sy, maximumDistance: limit)
                XCTAssertEqual(found?.index, expected?.0, "\(count) points, query \(query)")
                if let found, let expected {
                    XCTAssertEqual(found.distance, expected.1.squareRoot(), accuracy: 1e-12 * max(1, found.distance))
                }
            }
        }
    }

    /// The top levels are split a level at a time on all cores and the subtrees below them
    /// shared out: whatever the number of threads, the tree is the one a single thread builds,
    /// node for node, and it answers as brute force does.
    func testTheTreeBuiltOnManyThreadsIsTheOneThreadTree() {
        let (x, y) = cloud(200_003, seed: 11)
        let one = PointIndex(x: x, y: y, cores: 1)
        for cores in [2, 3, 5, 16] {
            XCTAssertEqual(PointIndex(x: x, y: y, cores: cores).treeOrder, one.treeOrder, "\(cores) threads")
        }
        let box = one.indices(inX: 3...4, y: 1...2)
        let scanned = x.indices.filter { (3...4).contains(x[$0]) && (1...2).contains(y[$0]) }
        XCTAssertEqual(box, scanned)
        XCTAssertGreaterThan(box.count, 100)
    }

    func testBadInputGivesNoAnswerRatherThanACrash() {
        let index = PointIndex(x: [.nan, 1, .infinity], y: [0, .nan, 2])
        XCTAssertEqual(index.count, 0)
        XCTAssertNil(index.nearest(toX: 0, y: 0, scaleX: 1, scaleY: 1))
        XCTAssertEqual(index.indices(inX: -10...10, y: -10...10), [])
        let one = PointIndex(x: [1, 2], y: [1])
        XCTAssertEqual(one.count, 1)
        XCTAssertNil(one.nearest(toX: .nan, y: 0, scaleX: 1, scaleY: 1))
        XCTAssertEqual(one.nearest(toX: 5, y: 5, scaleX: 1, scaleY: 1)?.index, 0)
    }

    /// Hover and click on a large unsorted scatter (indexed) find what a scan of every point finds.
    func testChartHitTestAndCrosshairOnALargeUnsortedScatterMatchAScan() throws {
        let (x, y) = cloud(30_000, seed: 11)
        let chart = Chart(title: "cloud")
        let source = ArrayDataSource()
        source.add(ScatterSeries(title: "cloud"), x: x, y: y)
        chart.dataSource = source
        chart.applyLayout(size: Size(width: 640, height: 400), scale: 1, measurer: ApproximateTextMeasurer())
        let plot = try XCTUnwrap(chart.lastLayout?.plotArea)
        var random = Random(state: 12)
        for _ in 0..<40 {
            let location = Point(x: plot.minX + random.next() * plot.width, y: plot.minY + random.next() * plot.height)
            // The scan: every point's distance on screen.
            var expected: (Int, Double)?
            var crosshair: (Int, Double)?
            for i in 0..<x.count {
                let px = chart.xAxis.pixelValue(forDataValue: x[i]), py = chart.yAxis.pixelValue(forDataValue: y[i])
                guard px.isFinite, py.isFinite else { continue }
                let d = ((px - location.x) * (px - location.x) + (py - location.y) * (py - location.y)).squareRoot()
                if d <= 20, expected == nil || d < expected!.1 { expected = (i, d) }
                let c = (4 * (px - location.x)) * (4 * (px - location.x)) + (py - location.y) * (py - location.y)
                if crosshair == nil || c < crosshair!.1 { crosshair = (i, c) }
            }
            let hit = chart.hitTest(at: location, radius: 20)
            XCTAssertEqual(hit?.pointIndex, expected?.0)
            if let hit, let expected { XCTAssertEqual(hit.distance, expected.1, accuracy: 1e-9) }
            chart.crosshair.pointerPosition = location
            if let target = chart.crosshairTarget(), let crosshair {
                // Equal distances may pick either point; the distance must be the least.
                let px = chart.xAxis.pixelValue(forDataValue: x[target.pointIndex])
                let py = chart.yAxis.pixelValue(forDataValue: y[target.pointIndex])
                let c = (4 * (px - location.x)) * (4 * (px - location.x)) + (py - location.y) * (py - location.y)
                XCTAssertEqual(c, crosshair.1, accuracy: 1e-6 * max(1, c))
            } else {
                XCTFail("no crosshair target at \(location)")
            }
        }
        XCTAssertNotNil(chart.seriesStates[0].values.pointIndexMemo, "the index was built and kept")
    }

    /// The floating crosshair over an unsorted scatter reads the point nearest in x from the
    /// index (its value axis weighing nothing), as the scan did; a cloud above the synchronous
    /// limit is read from the sample while its index builds (`isIndexing`), then exactly.
    func testFloatingCrosshairOnAnUnsortedScatterMatchesTheScan() throws {
        for count in [30_000, Chart.synchronousPointIndexLimit + 50_000] {
            let (x, y) = cloud(count, seed: 21)
            let chart = Chart(title: "cloud")
            let source = ArrayDataSource()
            source.add(ScatterSeries(title: "cloud"), x: x, y: y)
            chart.dataSource = source
            chart.applyLayout(size: Size(width: 640, height: 400), scale: 1, measurer: ApproximateTextMeasurer())
            let plot = try XCTUnwrap(chart.lastLayout?.plotArea)
            chart.crosshair.mode = .floating
            var random = Random(state: 22)
            var first = true
            for _ in 0..<12 {
                let location = Point(x: plot.minX + random.next() * plot.width, y: plot.minY + random.next() * plot.height)
                chart.crosshair.pointerPosition = location
                let reading = try XCTUnwrap(chart.crosshairReading())
                if first && count > Chart.synchronousPointIndexLimit {
                    // The first reading asked for the index: built on another thread meanwhile.
                    first = false
                    XCTAssertEqual(reading.rows.count, 1, "the sample answers while the index builds")
                    while chart.isIndexing { _ = chart.crosshairReading() }
                    continue
                }
                let target = chart.xAxis.dataValue(forPixelValue: location.x)
                let expected = x.indices.filter { x[$0].isFinite && y[$0].isFinite }
                    .min { abs(x[$0] - target) < abs(x[$1] - target) || (abs(x[$0] - target) == abs(x[$1] - target) && $0 < $1) }
                XCTAssertEqual(reading.rows.first?.pointIndex, expected, "\(count) points at \(location)")
            }
            XCTAssertFalse(chart.isIndexing)
        }
    }
}
