@testable import ChartData
import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// The sidecar's blocks carry checksums (one per 2^16 leaves): a cache tampered with, or written
/// in part behind a valid header, is found and built again, so it never draws a wrong picture.
final class PyramidSidecarChecksumTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var savedLimit = 0

    override func setUpWithError() throws {
        scratch = try ScratchFolder("sidecar-checksum")
        savedLimit = PyramidSidecar.checkAtOpenLimit
    }

    override func tearDown() {
        PyramidSidecar.checkAtOpenLimit = savedLimit
        scratch = nil
    }

    /// 2^21 + 5 points of a walk: 32 checksummed chunks and a partial leaf at the end.
    private let count = (1 << 21) + 5

    private func writeNpy() throws -> (path: String, values: [Double]) {
        var value = 0.0
        let values = (0..<count).map { i -> Double in
            value += sin(Double(i) * 0.013) + 0.5 * sin(Double(i) * 0.77)
            return value
        }
        var header = "{'descr': '<f8', 'fortran_order': False, 'shape': (\(count),), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        var bytes: [UInt8] = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count), 0] + Array(header.utf8)
        values.withUnsafeBytes { bytes += $0 }
        let path = scratch.path("y.npy")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, values)
    }

    private func open(_ path: String) throws -> (MappedLineSource, Chart) {
        let source = try MappedLineSource(y: [try NpyFile(path: path).column(0)])
        let chart = Chart()
        source.attach(to: chart)
        return (source, chart)
    }

    private func picture(_ chart: Chart, _ renderer: ChartImageRenderer) -> RGBAImage {
        chart.xAxis.setVisibleRange(AxisRange(min: 1_500_000, max: 1_700_000))
        return renderer.render(chart, size: SourceRendering.size, scale: 1)
    }

    private func arrayPicture(_ values: [Double], _ renderer: ChartImageRenderer) -> RGBAImage {
        let source = ArrayDataSource()
        source.add(LineSeries(title: "y"), y: values)
        let chart = Chart()
        chart.dataSource = source
        return picture(chart, renderer)
    }

    /// Moves every block's minimum in the last quarter of the cache to its maximum: the header
    /// stays valid, the picture there would lose its lower envelope.
    private func tamper(_ cache: String) throws {
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: cache))
        let blockBytes = PyramidBlocks.byteCount(forPoints: count)
        let start = PyramidSidecar.headerBytes + blockBytes * 3 / 4 / 8 * 8
        try handle.seek(toOffset: UInt64(start))
        var data = try XCTUnwrap(try handle.read(upToCount: blockBytes / 4 / 8 * 8))
        data.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for i in stride(from: 0, to: words.count - 1, by: 2) { words[i] = words[i + 1] }
        }
        try handle.seek(toOffset: UInt64(start))
        try handle.write(contentsOf: data)
        try handle.close()
    }

    private func checkTamperedCacheIsRebuilt(checkedAtOpen: Bool) throws {
        PyramidSidecar.checkAtOpenLimit = checkedAtOpen ? 1 << 30 : 0
        let renderer = try ChartImageRenderer()
        let (path, values) = try writeNpy()
        let cache = path + PyramidSidecar.suffix
        var (source, chart) = try open(path)
        source.buildNow()
        XCTAssertEqual(source.sidecars[0]?.storage, .cached(path: cache))
        let exact = arrayPicture(values, renderer)
        XCTAssertEqual(SourceRendering.differingPixels(picture(chart, renderer), exact, tolerance: 0), 0)

        // Untouched: the cache is used (checked whole at open, or chunk by chunk by the build).
        (source, chart) = try open(path)
        XCTAssertEqual(source.sidecars[0]!.blocks.isComplete, checkedAtOpen)
        source.buildNow()
        XCTAssertEqual(source.sidecars[0]?.storage, .cached(path: cache))
        XCTAssertFalse(source.sidecars[0]!.foundDamagedCache)
        XCTAssertEqual(SourceRendering.differingPixels(picture(chart, renderer), exact, tolerance: 0), 0)

        try tamper(cache)
        (source, chart) = try open(path)
        if checkedAtOpen {
            XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache), "refused at open: built again")
        } else {
            XCTAssertFalse(source.sidecars[0]!.blocks.isComplete)
        }
        source.buildNow()
        XCTAssertTrue(source.sidecars[0]!.blocks.isComplete)
        XCTAssertEqual(source.sidecars[0]!.foundDamagedCache, !checkedAtOpen)
        XCTAssertEqual(SourceRendering.differingPixels(picture(chart, renderer), exact, tolerance: 0), 0,
                       "the rebuilt pyramid draws the data, not the tampered blocks")
        if !checkedAtOpen {
            XCTAssertFalse(FileManager.default.fileExists(atPath: cache), "the damaged cache is deleted")
            (source, chart) = try open(path)
            XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache))
            source.buildNow()
        }
        XCTAssertEqual(source.sidecars[0]?.storage, .cached(path: cache), "a good cache is in place again")
    }

    func testTamperedCacheCheckedAtOpenIsBuiltAgain() throws {
        try checkTamperedCacheIsRebuilt(checkedAtOpen: true)
    }

    func testTamperedBigCacheIsFoundByTheBuildThreadAndBuiltAgain() throws {
        try checkTamperedCacheIsRebuilt(checkedAtOpen: false)
    }

    func testTamperedCacheWouldDrawWrongly() throws {
        // The check is what keeps the picture right: the same tampered blocks, adopted as they are.
        let renderer = try ChartImageRenderer()
        let (path, values) = try writeNpy()
        let (source, _) = try open(path)
        source.buildNow()
        let cache = path + PyramidSidecar.suffix
        try tamper(cache)
        let column = try NpyFile(path: path).column(0)
        let mapping = try MappedFile(path: cache)
        let blocks = PyramidBlocks(memory: UnsafeMutableRawPointer(mutating: mapping.base! + PyramidSidecar.headerBytes),
                                   pointCount: count, completedLeaves: count, owner: mapping)
        let data = SeriesData(x: SeriesColumn(start: 0, step: 1, count: count), y: try column.seriesColumn(), pyramid: blocks)
        let chart = Chart()
        chart.dataSource = PreparedSeries(series: LineSeries(title: "y"), data: data)
        XCTAssertGreaterThan(SourceRendering.differingPixels(picture(chart, renderer), arrayPicture(values, renderer), tolerance: 0), 100)
    }

    func testCacheWithAlteredChecksumsOrCutShortIsNotUsed() throws {
        let (path, _) = try writeNpy()
        let cache = path + PyramidSidecar.suffix
        var (source, _) = try open(path)
        source.buildNow()
        let length = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: cache)[.size] as? Int)
        // A checksum changed: the header's checksum of the table no longer matches.
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: cache))
        try handle.seek(toOffset: UInt64(length - 8))
        try handle.write(contentsOf: Data(repeating: 0x5a, count: 8))
        try handle.close()
        (source, _) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache))
        source.buildNow()
        // Written in part: cut before its checksums.
        XCTAssertEqual(truncate(cache, off_t(length - 8 * 32)), 0)
        (source, _) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache))
    }
}
