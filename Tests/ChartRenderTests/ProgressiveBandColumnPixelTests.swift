@testable import ChartCore
import ChartGL
import ChartKit
import ChartTestSupport
import XCTest

/// Bands and columns handed over as arrays are drawn first from a sample while their pyramids
/// are built on other threads (`Chart.progressiveLoadThreshold`; a band's high line is its own
/// data, its low line `SeriesValues.lineData(for:)` over the same positions); once the builds are
/// taken in, the frame is the picture the plain path draws: not one pixel differs.
final class ProgressiveBandColumnPixelTests: RendererTestCase {
    private let size = Size(width: 480, height: 300)

    private func chart(_ kind: String, x: [Double], low: [Double], threshold: Int) -> Chart {
        let chart = Chart(title: "progressive \(kind)")
        chart.progressiveLoadThreshold = threshold
        let source = ArrayDataSource()
        if kind == "band" {
            // The high line leaps where the low one does not, so both lines' spikes show.
            let high = low.indices.map { low[$0] + ($0 % 37_501 == 11 ? 300 : 2) }
            source.add(BandSeries(title: "range"), x: x, low: low, high: high)
        } else {
            source.add(ColumnSeries(title: "columns"), x: x, y: low)
        }
        chart.dataSource = source
        return chart
    }

    private func picture(_ chart: Chart) -> RGBAImage {
        renderer.renderImage(chart.makeScene(size: size, scale: 1, measurer: atlas.library))
    }

    private func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        return stride(from: 0, to: a.pixels.count, by: 4).filter { i in
            (0..<4).contains { a.pixels[i + $0] != b.pixels[i + $0] }
        }.count
    }

    /// A random walk with spikes down, a run of NaN (a gap) and a stretch of equal values.
    private func walk(count: Int) -> [Double] {
        var state: UInt64 = 0x2545f4914f6cdd1d
        var value = 0.0
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            value += Double(Int64(bitPattern: state >> 11) % 2001 - 1000) / 1000
            if i % 49_999 == 7 { return value - 400 }
            if (120_000..<120_500).contains(i) { return .nan }
            if (200_000..<203_000).contains(i) { return 3 }
            return value
        }
    }

    private func checkRefinedEqualsPlain(_ kind: String, x: [Double], file: StaticString = #filePath, line: UInt = #line) {
        let low = walk(count: x.count)
        // The builds wait until the first frame is drawn, so that frame is the sample's.
        let gate = DispatchSemaphore(value: 0)
        PyramidBuild.startGate = gate
        let progressive = chart(kind, x: x, low: low, threshold: 1_000)
        PyramidBuild.startGate = nil
        let plain = chart(kind, x: x, low: low, threshold: .max)
        XCTAssertFalse(plain.isBuildingPyramids, file: file, line: line)
        let data = progressive.data(forSeriesAt: 0)
        XCTAssertTrue(data.isBuildingPyramid, file: file, line: line)
        let values = progressive.seriesStates[0].cache.values
        if kind == "band" {
            // The high line is the series' data; the low line shares its positions.
            XCTAssertTrue(values.lineData(for: .high) === values.positioned, file: file, line: line)
            let lowLine = values.lineData(for: .low)
            XCTAssertTrue(lowLine?.isBuildingPyramid ?? false, file: file, line: line)
            XCTAssertEqual(values.linesBuildingPyramids.count, 1, file: file, line: line)
        }
        let first = picture(progressive)
        XCTAssertTrue(progressive.isBuildingPyramids, file: file, line: line)
        XCTAssertGreaterThan(differingPixels(first, picture(plain)), 0, "the first frame is the sample's (spikes missed)",
                             file: file, line: line)
        gate.signal()
        progressive.waitForPyramids()
        let refined = picture(progressive)
        // CHARTKIT_KEEP_IMAGES=DIR keeps the first (sample) and the exact frame to look at.
        PixelAssertions.keep(first, name: "progressive-\(kind)-first")
        PixelAssertions.keep(refined, name: "progressive-\(kind)-refined")
        XCTAssertFalse(progressive.isBuildingPyramids, file: file, line: line)
        XCTAssertFalse(data.isRefining, file: file, line: line)
        XCTAssertEqual(progressive.yAxis.visibleRange, plain.yAxis.visibleRange, "axes fitted to the exact extents",
                       file: file, line: line)
        XCTAssertEqual(differingPixels(refined, picture(plain)), 0, "refined frame against the plain picture", file: file, line: line)
        // Zoomed in, where the bins are narrow, and far in, where every column or point is drawn.
        for range in [AxisRange(min: 110_000, max: 130_000), AxisRange(min: 120_400, max: 120_700)] {
            for target in [progressive, plain] { target.xAxis.setVisibleRange(range) }
            XCTAssertEqual(differingPixels(picture(progressive), picture(plain)), 0, "zoomed to \(range)", file: file, line: line)
        }
    }

    func testRefinedBandEqualsThePlainPicture() {
        checkRefinedEqualsPlain("band", x: (0..<300_000).map(Double.init))
    }

    func testRefinedColumnsEqualThePlainPicture() {
        // Duplicate x values every so often.
        checkRefinedEqualsPlain("column", x: (0..<300_000).map { Double($0 - $0 % 7 / 6) })
    }

    func testABandWhoseHighIsNotItsDataGetsItsOwnLine() {
        // A datasource whose y is not the high column: both lines are made over the positions,
        // and the band is drawn and fitted as one whose y is its high.
        let low = walk(count: 50_000), x = (0..<50_000).map(Double.init)
        let other = Chart(title: "band")
        other.progressiveLoadThreshold = 1_000
        let source = ArrayDataSource()
        source.add(BandSeries(title: "range"), x: x, y: low.map { $0 + 500 },
                   values: [.low: low, .high: low.map { $0 + 2 }])
        other.dataSource = source
        let values = other.seriesStates[0].cache.values
        XCTAssertFalse(values.lineData(for: .high) === values.positioned)
        XCTAssertEqual(values.linesBuildingPyramids.count, 2)
        other.waitForPyramids()
        XCTAssertFalse(other.isBuildingPyramids)
        let same = Chart(title: "band")
        let sameSource = ArrayDataSource()
        sameSource.add(BandSeries(title: "range"), x: x, low: low, high: low.map { $0 + 2 })
        same.dataSource = sameSource
        XCTAssertEqual(other.yAxis.visibleRange, same.yAxis.visibleRange)
        XCTAssertEqual(differingPixels(picture(other), picture(same)), 0)
    }

    /// The builds start with the frame after the first picture (which has the cores to itself),
    /// or when waited for.
    func testTheBuildsStartWithTheSecondFrame() {
        let chart = chart("band", x: (0..<100_000).map(Double.init), low: walk(count: 100_000), threshold: 1_000)
        let values = chart.seriesStates[0].cache.values
        let lines = [values.positioned] + values.linesBuildingPyramids
        XCTAssertEqual(lines.count, 2)
        _ = picture(chart)
        XCTAssertFalse(lines.contains { $0.pyramidBuildHasStarted }, "not beside the first frame")
        _ = picture(chart)
        XCTAssertTrue(lines.allSatisfy { $0.pyramidBuildHasStarted || !$0.isBuildingPyramid }, "the second frame starts them")
        chart.waitForPyramids()
        XCTAssertFalse(chart.isBuildingPyramids)
        let waited = self.chart("column", x: (0..<100_000).map(Double.init), low: walk(count: 100_000), threshold: 1_000)
        XCTAssertFalse(waited.data(forSeriesAt: 0).pyramidBuildHasStarted)
        waited.waitForPyramids()
        XCTAssertFalse(waited.isBuildingPyramids, "a wait starts the build and takes it in")
    }

    func testUnsortedBandIsNotProgressive() {
        var x = (0..<50_000).map(Double.init)
        x.swapAt(10, 40_000)
        let chart = chart("band", x: x, low: walk(count: 50_000), threshold: 1_000)
        chart.waitForPyramids()
        _ = picture(chart)
        XCTAssertFalse(chart.isBuildingPyramids)
        XCTAssertFalse(chart.data(forSeriesAt: 0).isSortedByX)
    }
}
