@testable import ChartData
import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Lines drawn in place from mapped `.npy` files: no copy, the pyramid's sidecar cache (written,
/// reused, invalidated, ignored when broken), and the progressive picture ending exactly where
/// the all-in-memory picture is.
final class MappedLineSourceTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("mapped-line")
    }

    override func tearDown() {
        scratch = nil
    }

    /// A random walk, different for each seed.
    private func walk(_ count: Int, seed: UInt64 = 7) -> [Double] {
        var state = seed &* 0x9e3779b97f4a7c15 | 1
        var value = 0.0
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            value += Double(Int64(bitPattern: state >> 11) % 2001 - 1000) / 1000
            return value
        }
    }

    /// Writes `values` as a little-endian Float64 `.npy` (version 1, padded header).
    @discardableResult
    private func writeNpy(_ values: [Double], name: String = "y.npy", orderFirst: Bool = false) throws -> String {
        var header = orderFirst
            ? "{'fortran_order': False, 'descr': '<f8', 'shape': (\(values.count),), }"
            : "{'descr': '<f8', 'fortran_order': False, 'shape': (\(values.count),), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        var bytes: [UInt8] = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count & 0xff), UInt8(header.utf8.count >> 8)]
        bytes += Array(header.utf8)
        values.withUnsafeBytes { bytes += $0 }
        let path = scratch.path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func open(_ path: String, stepPoints: Int = 1 << 24) throws -> (MappedLineSource, Chart) {
        let file = try NpyFile(path: path)
        let source = try MappedLineSource(y: [try file.column(0)], xStart: 0, xStep: 1)
        source.stepPoints = stepPoints
        let chart = Chart()
        source.attach(to: chart)
        return (source, chart)
    }

    private func render(_ chart: Chart, renderer: ChartImageRenderer) -> RGBAImage {
        renderer.render(chart, size: SourceRendering.size, scale: 1)
    }

    /// The same values drawn from an array: the picture a mapped line must end at.
    private func arrayPicture(_ values: [Double], renderer: ChartImageRenderer) -> RGBAImage {
        let source = ArrayDataSource()
        source.add(LineSeries(title: "y"), y: values)
        let chart = Chart()
        chart.dataSource = source
        return render(chart, renderer: renderer)
    }

    func testFloat64ColumnIsReadInPlaceWithEvenlySampledX() throws {
        let values = walk(100_003)
        let path = try writeNpy(values)
        let file = try NpyFile(path: path)
        let source = try MappedLineSource(y: [try file.column(0)], xStart: 5, xStep: 0.5)
        let data = source.data[0]
        XCTAssertTrue(data.y.isBorrowed)
        let base = data.y.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
        XCTAssertEqual(base, file.mapped.base! + file.dataOffset, "y is the mapped file itself, not a copy")
        XCTAssertEqual(data.x.evenSpacing?.start, 5)
        XCTAssertEqual(data.x.evenSpacing?.step, 0.5)
        XCTAssertEqual(data.x[100_002], 5 + 0.5 * 100_002)
        XCTAssertTrue(data.isSortedByX)
        XCTAssertEqual(data.xExtent, AxisRange(min: 5, max: 5 + 0.5 * 100_002))
        XCTAssertEqual(data.y[77], values[77])
        source.buildNow()
        data.absorbPyramidProgress()
        XCTAssertEqual(data.yExtent, AxisRange(min: values.min()!, max: values.max()!))
    }

    func testSidecarIsWrittenThenReusedAndInvalidatedWhenTheDataChange() throws {
        let values = walk(50_000)
        let path = try writeNpy(values)
        let cache = path + PyramidSidecar.suffix
        var (source, _) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache), "only a complete cache is put in place")
        source.buildNow()
        XCTAssertEqual(source.sidecars[0]?.storage, .cached(path: cache))
        let size = try FileManager.default.attributesOfItem(atPath: cache)[.size] as? Int
        XCTAssertEqual(size, PyramidSidecar.headerBytes + PyramidBlocks.byteCount(forPoints: 50_000) + 8, "and one checksum")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.contains("partial") }
        XCTAssertEqual(leftovers, [])

        (source, _) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .cached(path: cache), "second open reuses the cache")
        XCTAssertTrue(source.sidecars[0]!.blocks.isComplete)
        XCTAssertFalse(source.isRefining, "complete from the start: no preview")

        // New values, same size, a different modification time.
        var changed = values
        changed[10] = 1e6
        try writeNpy(changed)
        try setModificationTime(path, seconds: 1_000_000)
        (source, _) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache), "data changed: built again")
        source.buildNow()
        source.data[0].absorbPyramidProgress()
        XCTAssertEqual(source.data[0].yExtent?.max, 1e6)

        // A different header (keys in another order) with the same size and modification time.
        try writeNpy(changed, orderFirst: true)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, values.count * 8 + 128)
        try setModificationTime(path, seconds: 1_000_000)
        (source, _) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache), "header changed: built again")
    }

    func testTruncatedOrCorruptSidecarIsIgnoredWithoutACrash() throws {
        let renderer = try ChartImageRenderer()
        let values = walk(80_000)
        let path = try writeNpy(values)
        let cache = path + PyramidSidecar.suffix
        try open(path).0.buildNow()
        let good = try Data(contentsOf: URL(fileURLWithPath: cache))
        let expected = arrayPicture(values, renderer: renderer)

        // Truncated.
        try good.prefix(good.count - 100).write(to: URL(fileURLWithPath: cache))
        var (source, chart) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache))
        source.buildNow()
        XCTAssertEqual(SourceRendering.differingPixels(render(chart, renderer: renderer), expected, tolerance: 0), 0)

        // A broken header byte.
        var broken = good
        broken[40] ^= 0xff
        try broken.write(to: URL(fileURLWithPath: cache))
        (source, chart) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache))

        // Garbage blocks (and checksums) behind a valid header: refused, built again.
        var garbage = good
        var state: UInt64 = 99
        for i in PyramidSidecar.headerBytes..<garbage.count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            garbage[i] = UInt8(truncatingIfNeeded: state >> 33)
        }
        try garbage.write(to: URL(fileURLWithPath: cache))
        (source, chart) = try open(path)
        XCTAssertEqual(source.sidecars[0]?.storage, .building(path: cache))
        source.buildNow()
        XCTAssertEqual(SourceRendering.differingPixels(render(chart, renderer: renderer), expected, tolerance: 0), 0)
    }

    func testProgressivePictureRefinesToExactlyTheInMemoryPicture() throws {
        let renderer = try ChartImageRenderer()
        let values = walk(300_000, seed: 3)
        let path = try writeNpy(values)
        let expected = arrayPicture(values, renderer: renderer)
        let (source, chart) = try open(path)
        let sidecar = try XCTUnwrap(source.sidecars[0])
        let first = render(chart, renderer: renderer)
        XCTAssertTrue(source.isRefining, "the first picture comes from the preview sample")
        XCTAssertGreaterThan(SourceRendering.differingPixels(first, expected, tolerance: 0), 0,
                             "a coarse first picture (1 point in 19 for the part not summarised)")
        var steps = 0
        var previous = Int.max
        var last = first
        while !sidecar.blocks.isComplete {
            // One step of 4,096 leaves (65,536 points), then a frame, as a window would.
            sidecar.build(chunkLeaves: 4_096) { _ in false }
            last = render(chart, renderer: renderer)
            steps += 1
            let differing = SourceRendering.differingPixels(last, expected, tolerance: 0)
            XCTAssertLessThanOrEqual(differing, previous == Int.max ? differing : previous + 400,
                                     "step \(steps): the picture approaches the exact one")
            previous = differing
        }
        XCTAssertEqual(steps, 5)
        XCTAssertFalse(source.isRefining)
        XCTAssertEqual(SourceRendering.differingPixels(last, expected, tolerance: 0), 0, "complete: the exact picture")
        // Zoomed and panned, still the same as the in-memory chart.
        let memory = ArrayDataSource()
        memory.add(LineSeries(title: "y"), y: values)
        let reference = Chart()
        reference.dataSource = memory
        for range in [AxisRange(min: 1_234, max: 201_234), AxisRange(min: 150_000, max: 150_900)] {
            chart.xAxis.setVisibleRange(range)
            reference.xAxis.setVisibleRange(range)
            XCTAssertEqual(SourceRendering.differingPixels(render(chart, renderer: renderer), render(reference, renderer: renderer),
                                                           tolerance: 0), 0, "\(range)")
        }
    }

    func testCacheThatCannotBePutInPlaceFallsBackToMemory() throws {
        let renderer = try ChartImageRenderer()
        let values = walk(40_000)
        let path = try writeNpy(values)
        let cache = path + PyramidSidecar.suffix
        // A folder where the cache would go: the rename fails.
        try FileManager.default.createDirectory(atPath: cache + "/blocker", withIntermediateDirectories: true)
        let (source, chart) = try open(path)
        source.buildNow()
        XCTAssertEqual(source.sidecars[0]?.storage, .memory)
        XCTAssertEqual(SourceRendering.differingPixels(render(chart, renderer: renderer), arrayPicture(values, renderer: renderer),
                                                       tolerance: 0), 0)
    }

    func testFileTruncatedWhileShownEmptiesTheLineWithAnErrorNotACrash() throws {
        let renderer = try ChartImageRenderer()
        let values = walk(200_000)
        let path = try writeNpy(values)
        let (source, chart) = try open(path)
        source.buildNow()
        var reported: [BinaryFileError] = []
        source.onFileChanged = { reported.append($0) }
        _ = render(chart, renderer: renderer)
        XCTAssertNil(source.fileChange)
        // Another program cuts the file to its header: its mapped pages are gone.
        XCTAssertEqual(truncate(path, 128), 0)
        let after = render(chart, renderer: renderer)
        XCTAssertEqual(source.fileChange, .changedWhileMapped(path: path, mappedBytes: 128 + 8 * 200_000, nowBytes: 128))
        XCTAssertEqual(reported, [source.fileChange!])
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 0, "the line is emptied, not read")
        XCTAssertEqual(SourceRendering.differingPixels(after, render(chart, renderer: renderer), tolerance: 0), 0)
        XCTAssertEqual(reported.count, 1, "said once")
    }

    private func setModificationTime(_ path: String, seconds: Int) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))],
                                              ofItemAtPath: path)
    }
}
