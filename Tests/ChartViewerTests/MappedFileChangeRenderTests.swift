import ChartTestSupport
import Foundation
import XCTest

/// `chartview render` of a `.npy` file that another program truncates while its pyramid is being
/// built: one line naming the file, exit status 1, no crash. The build waits at a gate the test
/// holds (`CHARTKIT_BUILD_GATE`, a FIFO): the file is cut after it is mapped and before the build
/// reads it, whatever the pace of either process, so the test neither passes nor fails by timing.
final class MappedFileChangeRenderTests: XCTestCase {
    func testRenderOfAFileTruncatedDuringTheBuildExitsWithOneLine() throws {
        let scratch = try ScratchFolder("mapped-render-change")
        // 3·10^7 zeros, a sparse file written at once: drawn in place, its pyramid cached beside it.
        let count = 30_000_000
        var header = "{'descr': '<f8', 'fortran_order': False, 'shape': (\(count),), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        let path = scratch.path("big.npy")
        let bytes: [UInt8] = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count), 0] + Array(header.utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(truncate(path, off_t(128 + 8 * count)), 0)

        // Held open for writing (and reading, so opening it never blocks here): the build's read
        // of it ends only when this end closes. Not inherited by chartview (O_CLOEXEC).
        let gate = scratch.path("build-gate")
        XCTAssertEqual(mkfifo(gate, 0o600), 0)
        let holder = open(gate, O_RDWR | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(holder, 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandRunner.product("chartview"))
        process.arguments = ["render", path, "-o", scratch.path("big.png")]
        process.environment = ProcessInfo.processInfo.environment.merging(["CHARTKIT_BUILD_GATE": gate]) { $1 }
        let errorPath = scratch.path("stderr")
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardError = errorHandle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The data is mapped once the cache's temporary file exists, and the build waits at the
        // gate: cut the data then, and let the build go. The folder is watched (inotify), so the
        // wait ends as the file is created.
        let seen = OutputLines(scratch.url, writer: process).waitFor("the cache's temporary file") { () -> Bool? in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.url.path)) ?? []
            return names.contains { $0.contains(".partial-") } ? true : nil
        } ?? false
        XCTAssertTrue(seen, "the build was never seen running")
        XCTAssertEqual(truncate(path, 128 + 8 * 1_000_000), 0)
        close(holder)
        process.waitUntilExit()
        try errorHandle.close()
        let stderr = try String(contentsOfFile: errorPath, encoding: .utf8)
        XCTAssertEqual(process.terminationReason, .exit, "no signal")
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(stderr, "chartview: \(path): the file changed while open (\(128 + 8 * count) bytes mapped, now \(128 + 8 * 1_000_000)); reopen it\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".chartkit-pyramid"), "no cache of a changed file")
    }
}
