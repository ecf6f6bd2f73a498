import Foundation
import XCTest
@testable import ChartViewer

/// The fuzz targets that need files write them in a `chartkit-fuzz-PID` folder. A worker killed
/// mid-input cannot remove its own, so the next worker removes those of ended processes: before
/// this, campaigns left hundreds of folders in /dev/shm and /tmp.
final class FuzzScratchTests: XCTestCase {
    func testFoldersOfEndedProcessesAreRemovedAndOthersKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-scratch-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let endedFolder = "chartkit-fuzz-\(ended.processIdentifier)"
        let kept = ["chartkit-fuzz-\(getpid())", "chartkit-fuzz-1", "chartkit-fuzz-notes", "other-\(ended.processIdentifier)"]
        for name in kept + [endedFolder] {
            try FileManager.default.createDirectory(atPath: folder + "/" + name + "/spec/sub", withIntermediateDirectories: true)
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + endedFolder + "/fuzz.npy", contents: Data([1, 2, 3])))

        FuzzTargets.removeScratchOfEndedProcesses(in: folder)

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), kept.sorted())
    }

    func testTheScratchFolderBelongsToThisProcess() {
        XCTAssertTrue(FuzzTargets.scratch.hasSuffix(FuzzTargets.scratchPrefix + "\(getpid())"))
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: FuzzTargets.scratch + "/spec/sub", isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue)
    }
}
