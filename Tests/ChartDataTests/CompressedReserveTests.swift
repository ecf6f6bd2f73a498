@testable import ChartData
import Foundation
import XCTest

/// A compressed delimited file reserves its columns once for the rows it will have, even when
/// its start compresses far better than the rest (the rate seen first under-estimates the
/// text): a gzip file's trailer states the text's size, so its columns never grow by doubling
/// (twice the rows' worth, resident, at 10^8 rows). Counted in capacities, not in memory or time.
final class CompressedReserveTests: XCTestCase {
    private func mostRowSlots(_ path: String, compression: TextCompression) throws -> (slots: Int, rows: Int) {
        var options = DelimitedFileReader.Options()
        options.compression = compression
        options.partBytes = 1 << 16
        options.cachesColumns = false
        let reader = try DelimitedFileReader(path: path, file: path, options: options)
        var most = 0
        while try reader.readNextPart() { most = max(most, reader.columnSlots.rows) }
        let table = try reader.finish()
        return (most, table.rowCount)
    }

    func testAGzipFileWhoseStartCompressesBetterIsReservedFromItsTrailer() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 20,000 rows of one repeated value, then 60,000 of noise: the start compresses ~100:1,
        // the rest ~2:1; an estimate from the start alone expects a fraction of the rows.
        var state: UInt64 = 21
        var text = "x,y\n"
        for row in 0..<80_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            text += row < 20_000 ? "\(row),1.5\n" : "\(row),\(Double(state >> 11) * 0x1p-53)\n"
        }
        let path = folder.appendingPathComponent("start.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-k", path]
        try gzip.run()
        gzip.waitUntilExit()
        XCTAssertEqual(gzip.terminationStatus, 0)
        let (slots, rows) = try mostRowSlots(path + ".gz", compression: .gzip)
        XCTAssertEqual(rows, 80_000)
        // Each value array reserved once for about the rows there are (2% over), never doubled
        // (doubling past 65,536 would leave room for 131,072).
        XCTAssertGreaterThanOrEqual(slots, rows)
        XCTAssertLessThanOrEqual(slots, rows * 11 / 10)
    }
}
