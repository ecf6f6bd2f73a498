@testable import ChartCore
import XCTest

/// The external pyramid, built from values streamed in pieces, answers exactly as the in-memory
/// `MinMaxPyramid`; a series over it draws from its preview until it is complete.
final class PyramidBlocksTests: XCTestCase {
    private func values(_ count: Int) -> [Double] {
        var state: UInt64 = 12345
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            if i % 97 == 5 { return .nan }
            if i % 1013 == 7 { return .infinity }
            // Few distinct values, so ties are common and the earliest index must win.
            return Double(Int64(bitPattern: state >> 11) % 50)
        }
    }

    func testStreamedBlocksAnswerLikeTheInMemoryPyramid() {
        let y = values(70_001)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: PyramidBlocks.byteCount(forPoints: y.count), alignment: 16)
        defer { memory.deallocate() }
        let blocks = PyramidBlocks(memory: memory, pointCount: y.count, owner: nil)
        y.withUnsafeBufferPointer { column in
            // Uneven pieces, each whole leaves.
            var start = 0
            for length in [16, 4_096, 160, 32_768, 65_536] {
                let end = min(start + length, column.count)
                blocks.summarise(UnsafeBufferPointer(rebasing: column[start..<end]))
                start = end
            }
        }
        blocks.publish()
        XCTAssertTrue(blocks.isComplete)
        let external = SeriesData(x: SeriesColumn(start: 0, step: 1, count: y.count), y: SeriesColumn(y), pyramid: blocks)
        let reference = SeriesData(x: (0..<y.count).map(Double.init), y: y)
        XCTAssertEqual(external.yExtent, reference.yExtent)
        var state: UInt64 = 9
        for _ in 0..<2_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let a = Int(state >> 33) % y.count
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let b = Int(state >> 33) % y.count
            let range = min(a, b)..<max(a, b) + 1
            XCTAssertEqual(external.extrema(inIndexRange: range), reference.extrema(inIndexRange: range), "\(range)")
        }
    }

    func testIncompletePyramidFoldsThePreviewPastWhatItCovers() {
        let y = (0..<100_000).map { Double($0 % 1000) }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: PyramidBlocks.byteCount(forPoints: y.count), alignment: 16)
        defer { memory.deallocate() }
        let blocks = PyramidBlocks(memory: memory, pointCount: y.count, owner: nil)
        let data = SeriesData(x: SeriesColumn(start: 0, step: 1, count: y.count), y: SeriesColumn(y), pyramid: blocks)
        XCTAssertEqual(data.exactCount, 0)
        XCTAssertTrue(data.isRefining)
        // Stride 7 over 100,000 points: the preview sees multiples of 7 only.
        XCTAssertEqual(SeriesData.previewStride(forCount: y.count), 7)
        XCTAssertEqual(data.extrema(inIndexRange: 0..<1_000)?.max, 994)
        y.withUnsafeBufferPointer { blocks.summarise(UnsafeBufferPointer(rebasing: $0[0..<32_000])) }
        blocks.publish()
        XCTAssertTrue(data.absorbPyramidProgress())
        XCTAssertFalse(data.absorbPyramidProgress(), "nothing new")
        XCTAssertEqual(data.exactCount, 32_000)
        XCTAssertEqual(data.extrema(inIndexRange: 0..<1_000)?.max, 999, "exact where the pyramid covers")
        XCTAssertEqual(data.extrema(inIndexRange: 41_000..<42_000)?.max, 993, "preview beyond: multiples of 7 only")
        XCTAssertEqual(data.yExtent, AxisRange(min: 0, max: 999))
    }
}
