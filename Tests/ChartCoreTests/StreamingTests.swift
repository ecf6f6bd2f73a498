import Foundation
import XCTest
@testable import ChartCore

/// Appends and removals in the data, the pyramid, the line geometry and the chart; rolling
/// windows, the producer feed, follow mode and the y fit.
final class StreamingTests: XCTestCase {
    // MARK: Pyramid and data

    /// A deterministic generator, so failures replay.
    private struct Lcg {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func int(_ bound: Int) -> Int { Int(next() * Double(bound)) }
    }

    func testPyramidAfterAppendsAndRemovalsEqualsAFullRebuild() {
        var random = Lcg(state: 7)
        var column: [Double] = []
        var pyramid = MinMaxPyramid(y: column)
        for round in 0..<400 {
            // Appends of any size (ties and gaps included), then removals of any size.
            for _ in 0..<random.int(300) {
                let r = random.next()
                column.append(r < 0.05 ? .nan : r < 0.08 ? .infinity : Double(random.int(50)))
            }
            pyramid.extend(with: column)
            let removed = min(column.count, random.int(round % 7 == 0 ? 2_000 : 200))
            column.removeFirst(removed)
            pyramid.dropFirst(removed, from: column)
            let rebuilt = MinMaxPyramid(y: column)
            for _ in 0..<20 {
                let a = random.int(column.count + 1), b = random.int(column.count + 1)
                let range = min(a, b)..<max(a, b)
                XCTAssertEqual(pyramid.extrema(in: range, of: column), rebuilt.extrema(in: range, of: column),
                               "round \(round), range \(range)")
            }
            XCTAssertEqual(pyramid.extrema(in: 0..<column.count, of: column),
                           rebuilt.extrema(in: 0..<column.count, of: column))
        }
    }

    func testRemovingFromTheStartKeepsExtentsExact() {
        let data = SeriesData(x: [0, 1, 2, 3, 4, 5], y: [9, 1, .nan, 4, 2, 3])
        _ = data.yExtent(inXRange: AxisRange(min: 0, max: 5))   // builds the pyramid
        data.removeFirst(1)
        XCTAssertEqual(data.xExtent, AxisRange(min: 1, max: 5))
        XCTAssertEqual(data.yExtent, AxisRange(min: 1, max: 4))
        XCTAssertEqual(data.removedCount, 1)
        data.removeFirst(2)
        XCTAssertEqual(data.yExtent, AxisRange(min: 2, max: 4))
        XCTAssertEqual(data.yExtent(inXRange: AxisRange(min: 4, max: 5)), AxisRange(min: 2, max: 3))
        data.removeFirst(99)
        XCTAssertEqual(data.count, 0)
        XCTAssertNil(data.xExtent)
        XCTAssertNil(data.yExtent)
        data.append(x: 7, y: 7)
        XCTAssertEqual(data.yExtent, AxisRange(min: 7, max: 7))
    }

    func testUnsortedDataRescanAfterRemoval() {
        let data = SeriesData(x: [5, 0, 1, 2], y: [100, 1, 2, 3])
        XCTAssertFalse(data.isSortedByX)
        data.removeFirst(1)
        XCTAssertTrue(data.isSortedByX, "the point that broke the order is gone")
        XCTAssertEqual(data.xExtent, AxisRange(min: 0, max: 2))
        XCTAssertEqual(data.yExtent, AxisRange(min: 1, max: 3))
    }

    func testLineGeometryDropsRemovedPointsWithoutRebuilding() {
        let data = SeriesData(x: (0..<200).map(Double.init), y: (0..<200).map { Double($0 % 7) })
        let builder = LineGeometryBuilder()
        let plot = Rect(x: 0, y: 0, width: 800, height: 400)
        builder.update(data: data, xRange: AxisRange(min: 0, max: 199), yRange: AxisRange(min: 0, max: 7),
                       plotRect: plot, scale: 1)
        let revision = builder.geometry.revision
        data.removeFirst(50)
        data.append(x: [200, 201], y: [3, 4])
        builder.update(data: data, xRange: AxisRange(min: 50, max: 201), yRange: AxisRange(min: 0, max: 7),
                       plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.revision, revision, "no rebuild")
        XCTAssertFalse(builder.lastUpdateRebuilt)
        XCTAssertEqual(builder.geometry.droppedCount, 50)
        XCTAssertEqual(builder.geometry.count, data.count)
        for index in 0..<data.count {
            let point = builder.geometry.dataPoint(at: index)
            XCTAssertEqual(point.x, data.x[index], accuracy: 1e-4)
            XCTAssertEqual(point.y, data.y[index], accuracy: 1e-4)
        }
    }

    // MARK: Chart

    private func streamingChart(points: Int = 100) -> (Chart, ArrayDataSource) {
        let chart = Chart()
        let source = ArrayDataSource()
        let xs = (0..<points).map(Double.init)
        source.add(LineSeries(title: "cpu"), x: xs, y: xs.map { 50 + 10 * sin($0 / 5) })
        chart.dataSource = source
        return (chart, source)
    }

    func testAppendedPointsSurviveAReload() {
        let (chart, _) = streamingChart(points: 10)
        chart.append(x: [10, 11], y: [1, 2], toSeriesAt: 0)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 12)
        XCTAssertEqual(chart.xAxis.dataRange, AxisRange(min: 0, max: 11))
        chart.reloadData()
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 12)
        XCTAssertEqual(chart.data(forSeriesAt: 0).y.suffix(2), [1, 2])
    }

    func testAppendNumberOfPointsReadsTheDatasourceTail() {
        let (chart, source) = streamingChart(points: 10)
        source.append(x: [10, 11, 12], y: [5, 6, 7], toSeriesAt: 0)
        chart.appendNumberOfPoints(3, toSeriesAt: 0)
        XCTAssertEqual(Array(chart.data(forSeriesAt: 0).x.suffix(3)), [10, 11, 12])
        source.removeFirst(4, fromSeriesAt: 0)
        chart.removeNumberOfPointsFromStart(4, ofSeriesAt: 0)
        XCTAssertEqual(chart.data(forSeriesAt: 0).x.first, 4)
        XCTAssertEqual(chart.xAxis.dataRange, AxisRange(min: 4, max: 12))
        chart.reloadData()
        XCTAssertEqual(chart.data(forSeriesAt: 0).x.first, 4)
    }

    func testRollingWindowByCountAndBySpan() {
        let (chart, _) = streamingChart(points: 100)
        chart.rollingWindow = .points(30)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 30)
        chart.append(x: [100, 101], y: [0, 0], toSeriesAt: 0)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 30)
        XCTAssertEqual(chart.data(forSeriesAt: 0).x.first, 72)
        chart.rollingWindow = .span(10)
        XCTAssertEqual(chart.data(forSeriesAt: 0).x.first, 91)
        chart.reloadData()
        XCTAssertEqual(chart.data(forSeriesAt: 0).x.first, 91, "the datasource dropped them too")
    }

    func testAFeedFromAnotherThreadArrivesAtTheNextFrame() {
        let (chart, _) = streamingChart(points: 10)
        let feed = ChartFeed()
        chart.attach(feed)
        let woken = Locked(0)
        chart.onFeedPending = { woken.mutate { $0 += 1 } }
        let group = DispatchGroup()
        group.enter()
        Thread.detachNewThread {
            for i in 0..<1_000 { feed.append(x: Double(10 + i), y: Double(i % 13), toSeriesAt: 0) }
            group.leave()
        }
        group.wait()
        XCTAssertEqual(feed.pendingCount, 1_000)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 10, "nothing before the frame")
        XCTAssertEqual(woken.value, 1, "woken once, when the inbox stopped being empty")
        chart.advance(to: 1)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 1_010)
        XCTAssertEqual(chart.data(forSeriesAt: 0).x.last, 1_009)
        XCTAssertEqual(feed.pendingCount, 0)
    }

    func testAFeedByKeyAddsSeries() {
        let chart = Chart()
        chart.dataSource = ArrayDataSource()
        let feed = ChartFeed()
        chart.attach(feed)
        feed.append(x: 1, y: 10, toSeriesWithKey: "cpu")
        feed.append(x: 1, y: 4000, toSeriesWithKey: "mem")
        feed.append(x: 2, y: 12, toSeriesWithKey: "cpu")
        chart.advance(to: 0)
        XCTAssertEqual(chart.series.map(\.title), ["cpu", "mem"])
        XCTAssertEqual(chart.data(forSeriesAt: 0).y, [10, 12])
        feed.append(x: 3, y: 4100, toSeriesWithKey: "mem")
        chart.advance(to: 0.1)
        XCTAssertEqual(chart.data(forSeriesAt: 1).y, [4000, 4100])
    }

    // MARK: Follow mode

    func testFollowingSlidesAPanStopsItAndEndResumes() {
        let (chart, _) = streamingChart(points: 101)
        chart.follow.visibleSpan = 20
        let replay = GestureReplay(chart: chart)
        chart.append(x: [101], y: [50], toSeriesAt: 0)
        replay.layOut()
        let lead = 20 * chart.xAxis.rangePaddingFractionHigh
        assertClose(chart.xAxis.visibleRange, AxisRange(min: 101 + lead - 20, max: 101 + lead))
        XCTAssertTrue(chart.isFollowing)

        var changes: [Bool] = []
        let token = chart.addObserver(FollowRecorder { changes.append($0) })
        // A drag to the right shows older data: following stops, appends no longer slide.
        replay.drag(from: replay.center, to: Point(x: replay.center.x + 200, y: replay.center.y))
        _ = replay.runFrames()
        XCTAssertFalse(chart.isFollowing)
        let panned = chart.xAxis.visibleRange
        chart.append(x: [102, 103], y: [50, 51], toSeriesAt: 0)
        XCTAssertEqual(chart.xAxis.visibleRange, panned)

        // End brings the newest point back and following resumes.
        replay.key(.end)
        _ = replay.runFrames()
        XCTAssertTrue(chart.isFollowing)
        assertClose(chart.xAxis.visibleRange, AxisRange(min: 103 + lead - 20, max: 103 + lead), relative: 1e-6)
        chart.append(x: [104], y: [50], toSeriesAt: 0)
        assertClose(chart.xAxis.visibleRange, AxisRange(min: 104 + lead - 20, max: 104 + lead))
        XCTAssertEqual(changes, [false, true])
        token.cancel()
    }

    func testTheFollowButtonShowsWhilePausedAndAClickResumes() throws {
        let (chart, _) = streamingChart(points: 101)
        chart.follow.visibleSpan = 20
        let replay = GestureReplay(chart: chart)
        chart.append(x: [101], y: [50], toSeriesAt: 0)
        replay.layOut()
        let button = try XCTUnwrap(chart.streaming.followButton)
        XCTAssertNil(button.frame(in: chart, layout: chart.lastLayout!), "hidden while following")
        replay.drag(from: replay.center, to: Point(x: replay.center.x + 200, y: replay.center.y))
        _ = replay.runFrames()
        XCTAssertFalse(chart.isFollowing)
        let frame = try XCTUnwrap(button.frame(in: chart, layout: chart.lastLayout!))
        XCTAssertEqual(frame.maxX, replay.plot.maxX - FollowButton.margin)
        XCTAssertTrue(chart.extensionOverlayCommands(layout: chart.lastLayout!).contains {
            if case .text(let text) = $0 { return text.text.hasPrefix("Follow") } else { return false }
        })
        replay.click(Point(x: frame.midX, y: frame.midY))
        _ = replay.runFrames()
        XCTAssertTrue(chart.isFollowing)
        XCTAssertGreaterThanOrEqual(chart.xAxis.visibleRange.max, 101, "back at the newest point")
        XCTAssertNil(button.frame(in: chart, layout: chart.lastLayout!))
    }

    func testTheCrosshairStaysOnItsPointAsTheViewSlides() {
        let (chart, _) = streamingChart(points: 101)
        chart.follow.visibleSpan = 20
        chart.follow.autoFitY = false
        let replay = GestureReplay(chart: chart)
        chart.append(x: [101], y: [50], toSeriesAt: 0)
        replay.layOut()
        replay.move(replay.center, buttons: [])
        replay.layOut()
        let before = try! XCTUnwrap(chart.crosshairTarget())
        let pixelsPerX = replay.plot.width / chart.xAxis.visibleRange.span

        chart.append(x: [102, 103, 104], y: [50, 50, 50], toSeriesAt: 0)
        replay.layOut()
        let after = try! XCTUnwrap(chart.crosshairTarget())
        XCTAssertEqual(after.x, before.x, "the same data point")
        XCTAssertEqual(after.y, before.y)
        XCTAssertEqual(after.position.x, before.position.x - 3 * pixelsPerX, accuracy: 1e-6, "moved with the data")

        // Once its point slides out of the plot area the crosshair hides…
        chart.append(x: (105..<120).map(Double.init), y: [Double](repeating: 50, count: 15), toSeriesAt: 0)
        replay.layOut()
        XCTAssertNil(chart.crosshairTarget())
        // …and a pointer move picks the point under the pointer again.
        replay.move(Point(x: replay.center.x + 1, y: replay.center.y), buttons: [])
        replay.layOut()
        XCTAssertNotNil(chart.crosshairTarget())
        XCTAssertGreaterThan(chart.crosshairTarget()!.x, before.x)
    }

    func testAutoFitYGrowsAtOnceAndShrinksSmoothly() {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "v"), x: (0..<50).map(Double.init), y: [Double](repeating: 10, count: 50))
        chart.dataSource = source
        chart.follow.visibleSpan = 20
        chart.append(x: [50], y: [10], toSeriesAt: 0)
        let calm = chart.yAxis.visibleRange
        XCTAssertTrue(calm.contains(10))

        // A spike: the range grows in the same call.
        chart.append(x: [51], y: [100], toSeriesAt: 0)
        XCTAssertGreaterThanOrEqual(chart.yAxis.visibleRange.max, 100)
        XCTAssertFalse(chart.isStreamingAnimating, "a spike in view is no reason to shrink")

        // Small wiggles inside the range change nothing.
        let grown = chart.yAxis.visibleRange
        chart.append(x: [52, 53], y: [11, 10.5], toSeriesAt: 0)
        XCTAssertEqual(chart.yAxis.visibleRange, grown)

        // Once the spike has left the view, the range eases down, frame by frame on the clock.
        chart.append(x: (54..<80).map(Double.init), y: [Double](repeating: 10, count: 26), toSeriesAt: 0)
        XCTAssertTrue(chart.isStreamingAnimating)
        chart.advance(to: 0)
        var previous = chart.yAxis.visibleRange.span
        var time = 0.0
        while chart.advance(to: time + 1.0 / 60).isAnimating {
            time += 1.0 / 60
            XCTAssertLessThan(chart.yAxis.visibleRange.span, previous)
            previous = chart.yAxis.visibleRange.span
            XCTAssertLessThan(time, 5, "settles")
            if time > 5 { break }
        }
        XCTAssertLessThan(chart.yAxis.visibleRange.span, 5, "fits the flat data again")
        XCTAssertTrue(chart.yAxis.visibleRange.contains(10))
    }
}

private final class FollowRecorder: ChartObserver {
    let record: (Bool) -> Void
    init(_ record: @escaping (Bool) -> Void) { self.record = record }
    func chart(_ chart: Chart, didChangeFollowing isFollowing: Bool) { record(isFollowing) }
}

/// A value shared with another thread.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func mutate(_ body: (inout Value) -> Void) { lock.lock(); body(&stored); lock.unlock() }
}

/// Bad streaming input has a defined outcome, never a crash.
final class StreamingBadInputTests: XCTestCase {
    private func chart() -> Chart {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "s"), x: [0, 1, 2], y: [0, 1, 2])
        chart.dataSource = source
        return chart
    }

    func testEmptyMismatchedAndOutOfRangeAppendsAreIgnoredOrCut() {
        let chart = chart()
        chart.append(x: [], y: [], toSeriesAt: 0)
        chart.append(x: [3, 4, 5], y: [3], toSeriesAt: 0)        // cut to the shorter column
        chart.append(x: [9], y: [9], toSeriesAt: 7)               // no such series
        chart.appendNumberOfPoints(-3, toSeriesAt: 0)
        chart.removeNumberOfPointsFromStart(-1, ofSeriesAt: 0)
        XCTAssertEqual(chart.data(forSeriesAt: 0).x, [0, 1, 2, 3])
        chart.removeNumberOfPointsFromStart(99, ofSeriesAt: 0)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 0)
        XCTAssertTrue(chart.xAxis.visibleRange.isFinite)
    }

    func testNaNAndInfiniteValuesAreGapsAndTheViewStaysFinite() {
        let chart = chart()
        chart.follow.visibleSpan = 10
        chart.append(x: [3, .nan, 5, .infinity], y: [.nan, 4, -.infinity, 1e308], toSeriesAt: 0)
        XCTAssertFalse(chart.data(forSeriesAt: 0).isSortedByX, "NaN x: drawn in data order")
        XCTAssertTrue(chart.xAxis.visibleRange.isFinite)
        XCTAssertTrue(chart.yAxis.visibleRange.isFinite)
        let scene = chart.makeScene(size: Size(width: 400, height: 300), measurer: ApproximateTextMeasurer())
        XCTAssertGreaterThan(scene.plotArea.width, 0, "a frame is drawn")
    }

    func testDegenerateRollingWindows() {
        let chart = chart()
        chart.rollingWindow = .points(0)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 1, "at least one point is kept")
        chart.rollingWindow = nil
        chart.append(x: [3, 4], y: [3, 4], toSeriesAt: 0)
        chart.rollingWindow = .span(.nan)
        chart.rollingWindow = .span(-5)
        chart.rollingWindow = .span(.infinity)
        XCTAssertEqual(chart.data(forSeriesAt: 0).x, [2, 3, 4], "unusable spans keep everything")
        chart.rollingWindow = .span(0)
        XCTAssertEqual(chart.data(forSeriesAt: 0).x, [4])
    }
}
