@testable import ChartCore
import XCTest

/// `IndexBuildRate` (chartbench --build-report) builds the structures a series gets, and reports
/// what they keep: the count pyramid's bytes are the pyramid's own, the index's four a point.
final class IndexBuildRateTests: XCTestCase {
    func testEachBuildReportsTheStructureItMade() throws {
        let n = 50_000
        let x = (0..<n).map { Double(($0 &* 7_919) % n) }, y = (0..<n).map { sin(Double($0) / 100) }
        let density = try XCTUnwrap(IndexBuildRate.densityPyramid(x: x, y: y, cores: 2, pixels: (400, 300)))
        let pyramid = try XCTUnwrap(DensityPyramid.build(x: SeriesColumn(x), y: SeriesColumn(y), cores: 1,
                                                         pixelsPerUnit: (400 / Double(n - 1), -300 / (y.max()! - y.min()!))))
        XCTAssertEqual(density.bytes, pyramid.byteCount, "the pyramid of the whole cloud in a 400 x 300 view")
        XCTAssertEqual(density.threads, 1, "50,000 points are fewer than a worker's share")
        XCTAssertEqual(IndexBuildRate.pointIndex(x: x, y: y).bytes, 4 * n)
        let line = IndexBuildRate.minMaxPyramid(y: y, cores: 2)
        XCTAssertGreaterThan(line.bytes, 0)
        XCTAssertGreaterThan(line.pointsPerSecondPerThread(n), 0)
        XCTAssertNil(IndexBuildRate.densityPyramid(x: [.nan], y: [1], cores: 1))
    }
}
