@testable import ChartCore
import ChartGL
import ChartKit
import ChartTestSupport
import XCTest

/// A long line handed over as arrays is drawn first from a sample while its pyramid is built on
/// other threads (`Chart.progressiveLoadThreshold`, `SeriesData.init(progressiveX:y:)`); once the
/// build is taken in, the frame is the picture the plain path draws: not one pixel differs.
final class ProgressiveLoadPixelTests: RendererTestCase {
    private let size = Size(width: 480, height: 300)

    private func chart(x: [Double]?, y: [Double], threshold: Int) -> Chart {
        let chart = Chart(title: "progressive")
        chart.progressiveLoadThreshold = threshold
        let source = ArrayDataSource()
        source.add(LineSeries(title: "walk"), x: x, y: y, values: [:])
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

    /// A random walk with spikes, a run of NaN (a gap) and a stretch of equal values.
    private func walk(count: Int) -> [Double] {
        var state: UInt64 = 0x2545f4914f6cdd1d
        var value = 0.0
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            value += Double(Int64(bitPattern: state >> 11) % 2001 - 1000) / 1000
            if i % 49_999 == 7 { return value + 400 }
            if (120_000..<120_500).contains(i) { return .nan }
            if (200_000..<203_000).contains(i) { return 3 }
            return value
        }
    }

    private func checkRefinedEqualsPlain(x: [Double]?, y: [Double], name: String, file: StaticString = #filePath,
                                         line: UInt = #line) {
        // The build waits until the first frame is drawn, so that frame is the sample's.
        let gate = DispatchSemaphore(value: 0)
        PyramidBuild.startGate = gate
        let progressive = chart(x: x, y: y, threshold: 1_000)
        PyramidBuild.startGate = nil
        let plain = chart(x: x, y: y, threshold: .max)
        XCTAssertFalse(plain.isBuildingPyramids, file: file, line: line)
        let data = progressive.data(forSeriesAt: 0)
        XCTAssertTrue(data.isBuildingPyramid, file: file, line: line)
        XCTAssertEqual(data.exactCount, 0, "while it builds nothing is exact", file: file, line: line)
        let first = picture(progressive)
        XCTAssertTrue(progressive.isBuildingPyramids && data.isRefining, file: file, line: line)
        XCTAssertGreaterThan(differingPixels(first, picture(plain)), 0, "the first frame is the sample's (spikes missed)",
                             file: file, line: line)
        gate.signal()
        data.waitUntilPyramidBuilt()
        // The next frame takes the build in and draws from the exact pyramid.
        let refined = picture(progressive)
        // CHARTKIT_KEEP_IMAGES=DIR keeps the first (sample) and the exact frame to look at.
        PixelAssertions.keep(first, name: "progressive-\(name)-first")
        PixelAssertions.keep(refined, name: "progressive-\(name)-refined")
        XCTAssertFalse(progressive.isBuildingPyramids, file: file, line: line)
        XCTAssertFalse(data.isRefining, file: file, line: line)
        XCTAssertNotNil(data.pyramidBuildTime, file: file, line: line)
        XCTAssertEqual(differingPixels(refined, picture(plain)), 0, "refined frame against the plain picture", file: file, line: line)
        // Zoomed in, where the bins are narrow, too.
        for target in [progressive, plain] { target.xAxis.setVisibleRange(AxisRange(min: 110_000, max: 130_000)) }
        XCTAssertEqual(differingPixels(picture(progressive), picture(plain)), 0, "zoomed", file: file, line: line)
    }

    func testRefinedFrameOfImplicitXEqualsThePlainPicture() {
        checkRefinedEqualsPlain(x: nil, y: walk(count: 300_000), name: "implicit-x")
    }

    func testRefinedFrameOfStoredSortedXEqualsThePlainPicture() {
        // Duplicate x values every so often.
        let x = (0..<300_000).map { Double($0 - $0 % 7 / 6) }
        checkRefinedEqualsPlain(x: x, y: walk(count: 300_000), name: "stored-x")
    }

    func testUnsortedXIsNotProgressive() {
        var x = (0..<50_000).map(Double.init)
        x.swapAt(10, 40_000)
        let chart = chart(x: x, y: walk(count: 50_000), threshold: 1_000)
        XCTAssertFalse(chart.isBuildingPyramids)
        XCTAssertFalse(chart.data(forSeriesAt: 0).isSortedByX)
    }

    func testAppendDuringTheBuildKeepsEveryPoint() {
        let progressive = chart(x: nil, y: walk(count: 100_000), threshold: 1_000)
        progressive.append(x: [100_000, 100_001], y: [1, 2], toSeriesAt: 0)
        XCTAssertFalse(progressive.isBuildingPyramids)
        XCTAssertEqual(progressive.data(forSeriesAt: 0).count, 100_002)
        XCTAssertEqual(progressive.data(forSeriesAt: 0).y[100_001], 2)
    }
}
