import ChartCore
import ChartData
import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The second open of a file, from the column cache beside it, draws the very picture the first
/// open (the parse) drew: 0 differing pixels, for a file with dates, a category and cells that
/// are not numbers (warnings), which the cache now holds too.
final class CachedOpenPictureTests: XCTestCase {
    private func finalChart(_ path: String) throws -> Chart {
        var final: Chart?
        let load = TableLoad(path: path, options: try ChartOptions.parse([])) { report in
            switch report {
            case .chart(let chart, _, true): final = chart
            case .failure(let error): XCTFail("\(error)")
            default: break
            }
        }
        load.cacheMinimumBytes = 0
        load.run()
        return try XCTUnwrap(final)
    }

    private func inode(_ path: String) -> UInt64? {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    func testSecondOpenFromTheCacheDrawsTheFirstOpensPicture() throws {
        let folder = try ScratchFolder("cached-open-picture")
        var text = "when,station,temp\n"
        for row in 0..<6_000 {
            let temp = row % 211 == 7 ? "n/a" : String(format: "%.2f", sin(Double(row) / 300) * 10 + Double(row % 3))
            text += String(format: "2021-%02d-%02dT%02d:00:00,st-%d,", row / 672 % 12 + 1, row / 24 % 28 + 1, row % 24, row % 3) + temp + "\n"
        }
        let path = try folder.write("stations.csv", text)
        let cache = ColumnCacheSidecar.path(for: path)
        let renderer = try ChartImageRenderer()
        let size = Size(width: 640, height: 400)
        let first = renderer.render(try finalChart(path), size: size)
        let cacheInode = try XCTUnwrap(inode(cache), "the first open caches the table")
        let second = renderer.render(try finalChart(path), size: size)
        XCTAssertEqual(inode(cache), cacheInode, "the cache was valid and read, not rebuilt")
        XCTAssertEqual(first.width, second.width)
        let differing = stride(from: 0, to: min(first.pixels.count, second.pixels.count), by: 4)
            .filter { first.pixels[$0..<$0 + 4] != second.pixels[$0..<$0 + 4] }.count
        XCTAssertEqual(differing, 0, "the second open differs in \(differing) pixels")
        XCTAssertGreaterThan(Set(stride(from: 0, to: first.pixels.count, by: 4).map { first.pixels[$0] }).count, 8, "not blank")
    }
}
