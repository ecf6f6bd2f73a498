import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// A small plain array goes through the inference like any table and leaves nothing beside the
/// data file; the pyramid cache is kept for arrays long enough to need it.
final class SmallArrayCacheTests: XCTestCase {
    func testASmallOneDimensionalNpyLeavesNoPyramidBesideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("small-npy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var header = "{'descr': '<f8', 'fortran_order': False, 'shape': (1000,), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        let values = (0..<1000).map { sin(Double($0) / 30) }
        let bytes = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count), 0] + Array(header.utf8)
            + values.flatMap { v in withUnsafeBytes(of: v.bitPattern.littleEndian) { Array($0) } }
        let path = folder.appendingPathComponent("signal.npy").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let (chart, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([]))
        XCTAssertEqual(chart.series.count, 1)
        XCTAssertEqual(chart.data(forSeriesAt: 0).y[999], values[999])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["signal.npy"], "no cache, not even a partial one")
    }
}
