@testable import ChartData
import Foundation
import XCTest

/// A number chunk is decoded straight into its final column (`ParquetChunkDecoder.decode(into:)`):
/// a PLAIN page without nulls is converted from the page's bytes into it, with no array of the
/// chunk's or the page's values between (counted by `stagedValues`); every file reads the values
/// the chunk-array path reads, bit for bit.
final class ParquetDirectDecodeTests: XCTestCase {
    /// Each number column's chunks decoded both ways: into the final column, and into an array
    /// of the chunk's values; the values must agree bit for bit. Returns the staged values per column.
    private func decodeBothWays(_ name: String) throws -> [String: Int] {
        let file = try ParquetFile(path: ColumnarFixtures.path("parquet", name))
        var staged: [String: Int] = [:]
        for column in file.columns where column.valueKind != nil {
            for group in file.metadata.rowGroups where group.rowCount > 0 {
                let rows = Int(group.rowCount)
                var chunkArray = ParquetChunkDecoder(column: column, chunk: group.columns[column.chunkIndex], file: file.storage.bytes, rows: rows)
                guard case .numbers(let expected) = try chunkArray.decode() else { return [:] }
                var direct = ParquetChunkDecoder(column: column, chunk: group.columns[column.chunkIndex], file: file.storage.bytes, rows: rows)
                var values = [Double](repeating: 1, count: rows)
                try values.withUnsafeMutableBufferPointer { try direct.decode(into: $0) }
                XCTAssertEqual(values.map(\.bitPattern), expected.map(\.bitPattern), "\(name) \(column.name)")
                staged[column.name, default: 0] += direct.stagedValues
            }
        }
        return staged
    }

    func testPlainPagesWithoutNullsGoStraightIntoTheColumn() throws {
        for codec in ["none", "snappy", "gzip", "zstd", "lz4"] {
            for version in ["v1", "v2"] {
                let staged = try decodeBothWays("types-plain-\(codec)-\(version).parquet")
                XCTAssertEqual(staged["index"], 0, "\(codec) \(version): the column without nulls is never staged")
                XCTAssertGreaterThan(staged["f64"] ?? 0, 0, "a page with nulls is scattered from its values")
            }
        }
    }

    func testEveryOtherEncodingReadsTheSameValuesIntoTheColumn() throws {
        let files = try ColumnarFixtures.files("parquet", suffix: ".parquet").filter { $0.hasPrefix("types-") && !$0.hasPrefix("types-plain-") }
        XCTAssertEqual(files.count, 30)
        for name in files {
            let staged = try decodeBothWays(name)
            XCTAssertFalse(staged.isEmpty, name)
        }
        _ = try decodeBothWays("million.parquet")
        _ = try decodeBothWays("legacy-int96-decimal-bytes.parquet")
        _ = try decodeBothWays("row-groups.parquet")
    }
}
