import ChartKit
import Foundation
import XCTest

/// FileFormats.md.
final class FileFormatsArticleTests: ArticleTestCase {
    private var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ChartDataTests/Fixtures")
    }

    func testOneCallSnippet() throws {
        try inScratchFolder {
            try "date,open,close\n2024-03-01,10,11\n2024-03-04,11,12.5\n2024-03-05,12.5,12\n"
                .write(toFile: "prices.csv", atomically: true, encoding: .utf8)
            let table = try TableFile.read("prices.csv")                 // or prices.csv.gz, .xlsx, .parquet, …
            let close = table.columns.first { $0.name == "close" }?.values ?? []

            XCTAssertEqual(close, [11, 12.5, 12])
            XCTAssertEqual(table.rowCount, 3)
        }
    }

    func testParquetSnippet() throws {
        let fixture = fixtures.appendingPathComponent("parquet/types-plain-none-v1.parquet")
        try inScratchFolder {
            try FileManager.default.copyItem(atPath: fixture.path, toPath: "measurements.parquet")
            let file = try ParquetFile(path: "measurements.parquet")
            let names = file.columns.map(\.name)                         // the schema, from the footer
            let span = file.range(of: "f64")                             // min...max from the statistics
            let two = try file.table(columns: ["index", "f64"])          // only these column chunks

            XCTAssertTrue(names.contains("f64"))
            XCTAssertNotNil(span)
            XCTAssertEqual(Set(two.columnNames), ["index", "f64"])
            let values = try XCTUnwrap(two.columns.first { $0.name == "f64" }?.values)
            XCTAssertEqual(values.filter(\.isFinite).min(), span?.lowerBound)
        }
    }

    func testMappedNpySnippet() throws {
        let chart = Chart()
        try inScratchFolder {
            try Self.writeFloat64Npy((0..<1000).map { sin(Double($0) / 50) }, to: "signal.npy")
            let signal = try NpyFile(path: "signal.npy")                 // mapped: any size
            let line = try MappedLineSource(y: [try signal.column(0)], xStart: 0, xStep: 1e-3)
            line.attach(to: chart)                                       // datasource and progress
            line.buildNow()                                              // headless: the pyramid first

            XCTAssertEqual(signal.rowCount, 1000)
            chart.applyLayout(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer())
            XCTAssertEqual(chart.xAxis.dataRange?.max ?? .nan, 0.999, accuracy: 1e-9)
        }
    }

    /// A one-dimensional little-endian float64 `.npy` (format 1.0).
    static func writeFloat64Npy(_ values: [Double], to path: String) throws {
        var header = "{'descr': '<f8', 'fortran_order': False, 'shape': (\(values.count),), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        var bytes: [UInt8] = [0x93] + Array("NUMPY".utf8) + [1, 0]
        let length = UInt16(header.utf8.count)
        bytes += [UInt8(length & 0xff), UInt8(length >> 8)] + Array(header.utf8)
        for value in values { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 } }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
