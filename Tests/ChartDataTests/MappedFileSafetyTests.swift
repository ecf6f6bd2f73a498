@testable import ChartData
import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Files truncated while mapped, in the middle of a read, a build or a frame: a clear error and
/// no crash. Each case that would die of SIGBUS without the mapping guard runs in a child process
/// (this test bundle again, filtered to the one test), so a crash fails that test instead of
/// ending the run.
final class MappedFileSafetyTests: XCTestCase {
    private static let childVariable = "CHARTKIT_MAPPED_SAFETY_CHILD"
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("mapped-safety")
    }

    override func tearDown() {
        scratch = nil
    }

    /// True in the child process, where the test does its work; in the parent, runs `test` in a
    /// child and checks that it passed (no signal, no failure), then returns false.
    private func isChild(_ test: String = #function) throws -> Bool {
        let name = String(test.prefix { $0 != "(" })
        if ProcessInfo.processInfo.environment[Self.childVariable] == name { return true }
        let bundle = CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? CommandLine.arguments[0]
        let result = try CommandRunner.run(bundle, ["ChartDataTests.MappedFileSafetyTests/\(name)"],
                                           environment: [Self.childVariable: name])
        XCTAssertEqual(result.status, 0, "the child died or failed:\n\(result.stdout.suffix(2000))\n\(result.stderr.suffix(2000))")
        XCTAssertTrue((result.stdout + result.stderr).contains("Executed 1 test, with 0 failures"),
                      "\(result.stdout.suffix(2000))")
        return false
    }

    private func walk(_ count: Int) -> [Double] {
        var value = 0.0
        return (0..<count).map { i in
            value += sin(Double(i) * 0.37) + cos(Double(i) * 0.011)
            return value
        }
    }

    /// Writes `values` as a little-endian Float64 `.npy`; its header is 128 bytes.
    private func writeNpy(_ values: [Double], name: String = "y.npy") throws -> String {
        var header = "{'descr': '<f8', 'fortran_order': False, 'shape': (\(values.count),), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        var bytes: [UInt8] = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count & 0xff), UInt8(header.utf8.count >> 8)]
        bytes += Array(header.utf8)
        XCTAssertEqual(bytes.count, 128)
        values.withUnsafeBytes { bytes += $0 }
        let path = scratch.path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func render(_ chart: Chart, renderer: ChartImageRenderer) -> RGBAImage {
        renderer.render(chart, size: SourceRendering.size, scale: 1)
    }

    func testReadingPagesLostToTruncationGivesZerosAndAnError() throws {
        guard try isChild() else { return }
        let path = scratch.path("bytes")
        try Data(repeating: 0xab, count: 1 << 20).write(to: URL(fileURLWithPath: path))
        let file = try MappedFile(path: path)
        XCTAssertEqual(file.base!.load(fromByteOffset: 500_000, as: UInt8.self), 0xab)
        XCTAssertFalse(file.hasFaulted)
        XCTAssertEqual(truncate(path, 4096), 0)
        // Without the guard this read raises SIGBUS.
        XCTAssertEqual(file.base!.load(fromByteOffset: 500_000, as: UInt8.self), 0, "a lost page reads as zeros")
        XCTAssertEqual(file.base!.load(fromByteOffset: 100, as: UInt8.self), 0xab, "the pages kept are the file's")
        XCTAssertTrue(file.hasFaulted)
        XCTAssertThrowsError(try file.checkUnchanged()) {
            XCTAssertEqual("\($0)", "\(path): the file changed while open (1048576 bytes mapped, now 4096); reopen it")
        }
    }

    func testFaultCountsEvenWhenTheFileGrowsBackToItsSize() throws {
        guard try isChild() else { return }
        let path = scratch.path("bytes")
        try Data(repeating: 1, count: 1 << 16).write(to: URL(fileURLWithPath: path))
        let file = try MappedFile(path: path)
        XCTAssertEqual(truncate(path, 0), 0)
        XCTAssertEqual(file.base!.load(fromByteOffset: 40_000, as: UInt8.self), 0)
        XCTAssertEqual(truncate(path, 1 << 16), 0)
        XCTAssertThrowsError(try file.checkUnchanged(), "what was read while it was short was not the file's")
    }

    func testFileTruncatedInTheMiddleOfAFrameIsReportedAfterItAndNotCached() throws {
        guard try isChild() else { return }
        let renderer = try ChartImageRenderer()
        let path = try writeNpy(walk(400_000))
        let file = try NpyFile(path: path)
        let source = try MappedLineSource(y: [try file.column(0)])
        let chart = Chart()
        source.attach(to: chart)
        source.buildNow()
        _ = render(chart, renderer: renderer)
        // Truncated after the frame's check (the source's observer ran first) and before the
        // frame reads the column: the race the per-frame check cannot close.
        let truncator = Truncator(path: path)
        let observation = chart.addObserver(truncator)
        let woken = CallCount()
        source.onProgress = { woken.add() }
        var reported: [BinaryFileError] = []
        source.onFileChanged = { reported.append($0) }
        chart.xAxis.setVisibleRange(AxisRange(min: 1_000, max: 300_000))
        _ = render(chart, renderer: renderer)
        XCTAssertEqual(truncator.truncations, 1)
        XCTAssertTrue(file.mapped.hasFaulted, "the frame read lost pages")
        XCTAssertEqual(reported, [.changedWhileMapped(path: path, mappedBytes: 128 + 8 * 400_000, nowBytes: 128)])
        XCTAssertEqual(reported.first?.description,
                       "\(path): the file changed while open (3200128 bytes mapped, now 128); reopen it")
        XCTAssertEqual(woken.value, 1, "the window is asked for a frame that shows the emptied lines")
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 0)
        withExtendedLifetime(observation) {}
    }

    func testFileTruncatedWhileThePyramidIsBuiltStopsTheBuildWithAnError() throws {
        guard try isChild() else { return }
        let renderer = try ChartImageRenderer()
        // Four of the build's 1 Mi-point reads.
        let path = try writeNpy(walk(4 << 20))
        let file = try NpyFile(path: path)
        let cachePath = PyramidSidecar.path(for: try file.column(0))
        let source = try MappedLineSource(y: [try file.column(0)])
        source.stepPoints = 1 << 20
        let chart = Chart()
        source.attach(to: chart)
        let steps = CallCount()
        source.onProgress = {
            if steps.add() == 1 { truncate(path, 128 + 8 * 300_000) }   // from the building thread
        }
        source.buildNow()
        XCTAssertFalse(source.sidecars[0]!.blocks.isComplete, "the build stopped at the short read")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cachePath), "no cache of a changed file")
        _ = render(chart, renderer: renderer)
        XCTAssertEqual(source.fileChange, .changedWhileMapped(path: path, mappedBytes: 128 + 8 * (4 << 20), nowBytes: 128 + 8 * 300_000))
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 0)
    }

    func testPyramidBuiltThroughTheMappingOfATruncatedFileIsNotCached() throws {
        guard try isChild() else { return }
        let path = try writeNpy(walk(1 << 20))
        let column = try NpyFile(path: path).column(0)
        let sidecar = PyramidSidecar(column: column, buffer: column.inPlaceDoubles!)
        var chunks = 0
        // Through the mapping (not pread): the chunks after the truncation read zero pages.
        sidecar.build(chunkLeaves: 1 << 12) { _ in
            chunks += 1
            if chunks == 1 { XCTAssertEqual(truncate(path, 4096), 0) }
            return true
        }
        XCTAssertGreaterThan(chunks, 2)
        XCTAssertTrue(column.file.hasFaulted)
        XCTAssertNotEqual(sidecar.storage, .cached(path: sidecar.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: sidecar.path))
    }

    func testCacheTruncatedWhileWrittenIsDropped() throws {
        guard try isChild() else { return }
        let path = try writeNpy(walk(1 << 18))
        let column = try NpyFile(path: path).column(0)
        let sidecar = PyramidSidecar(column: column, buffer: column.inPlaceDoubles!)
        guard case .building = sidecar.storage else { return XCTFail("\(sidecar.storage)") }
        let folder = (path as NSString).deletingLastPathComponent
        let partial = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: folder).first { $0.contains(".partial-") })
        var chunks = 0
        sidecar.build(chunkLeaves: 1 << 10) { _ in
            chunks += 1
            // The blocks written after this land in lost pages of the writable mapping.
            if chunks == 1 { XCTAssertEqual(truncate(folder + "/" + partial, 4096), 0) }
            return true
        }
        XCTAssertTrue(sidecar.blocks.isComplete)
        XCTAssertEqual(sidecar.storage, .memory)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sidecar.path))
        // The blocks lost with the file's pages were built again: the same bytes as a pyramid
        // built in memory.
        let bytes = PyramidBlocks.byteCount(forPoints: column.count)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        defer { memory.deallocate() }
        let reference = PyramidBlocks(memory: memory, pointCount: column.count, owner: nil)
        reference.build(over: column.inPlaceDoubles!) { _ in true }
        XCTAssertEqual(memcmp(sidecar.blocks.memory, memory, bytes), 0)
    }
}

/// Truncates a file to its 128-byte header the first time a frame is about to be built.
private final class Truncator: ChartObserver {
    let path: String
    private(set) var truncations = 0
    init(path: String) { self.path = path }
    func chartWillBuildScene(_ chart: Chart) {
        guard truncations == 0 else { return }
        truncations += 1
        XCTAssertEqual(truncate(path, 128), 0)
    }
}

/// Counts calls of a closure that may run on another thread (a progress callback).
private final class CallCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Counts one call and returns the count so far.
    @discardableResult
    func add() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
