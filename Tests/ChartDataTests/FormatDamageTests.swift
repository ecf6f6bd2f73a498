@testable import ChartData
import Foundation
import XCTest

/// Every fixture truncated at many lengths and with bytes flipped either reads or fails with
/// one line: never a crash, a hang or a second line.
final class FormatDamageTests: XCTestCase {
    func testTruncatedAndCorruptFilesOfEveryFormat() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["same/same.csv.gz", "same/same.xlsx", "same/same.json", "same/same.npz", "same/same.h5",
                     "excel/types.xlsx", "numpy/structured.npy", "numpy/deflated.npz", "json/split.json",
                     "compressed/data.csv.zst", "compressed/data.csv.bz2", "hdf5/several.h5"]
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FormatFixtures.path(name))))
            let target = folder.appendingPathComponent(URL(fileURLWithPath: name).lastPathComponent).path
            var damaged: [[UInt8]] = []
            for share in [0, 1, 5, 10, 25, 50, 75, 90, 99] { damaged.append(Array(bytes.prefix(bytes.count * share / 100))) }
            for seed in 0..<8 {
                var flipped = bytes
                var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
                for _ in 0..<max(1, bytes.count / 200) {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    flipped[Int(state >> 33) % bytes.count] ^= UInt8(truncatingIfNeeded: state >> 20) | 1
                }
                damaged.append(flipped)
            }
            for variant in damaged {
                try Data(variant).write(to: URL(fileURLWithPath: target))
                do {
                    _ = try TableFile.read(target)
                } catch {
                    XCTAssertFalse(error.description.contains("\n"), "\(name): \(error)")
                    XCTAssertTrue(error.description.hasPrefix(target), "\(name): \(error)")
                }
            }
        }
    }
}
