import ChartData
import XCTest
@testable import ChartViewer

/// Replays every fuzz corpus input and every crash libFuzzer ever found (Tests/Fuzz/) through
/// the fuzz targets, so none regresses: each must run without trapping.
final class FuzzCorpusTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    private func replay(_ target: String) throws {
        var count = 0
        for folder in ["Corpus", "Crashes"] {
            let directory = Self.root.appendingPathComponent(folder).appendingPathComponent(target)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in files.sorted() {
                // A fuzz run going on beside the tests may remove inputs it has reduced.
                guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)) else { continue }
                let bytes = [UInt8](data)
                FuzzTargets.run(target, bytes)
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 0, "the \(target) corpus is empty")
    }

    func testDelimitedCorpus() throws { try replay("delimited") }
    func testCellsCorpus() throws { try replay("cells") }
    func testDatesCorpus() throws { try replay("dates") }
    func testSpecCorpus() throws { try replay("spec") }
    func testLayoutCorpus() throws { try replay("layout") }
    func testNpyCorpus() throws { try replay("npy") }
    func testSQLCorpus() throws { try replay("sql") }
    func testClickHouseCorpus() throws { try replay("clickhouse") }
    func testLiveCorpus() throws { try replay("live") }
    func testSpecFilesCorpus() throws { try replay("specfiles") }
    func testParquetCorpus() throws { try replay("parquet") }
    func testArrowCorpus() throws { try replay("arrow") }
    func testCompressedCorpus() throws { try replay("compressed") }
    func testXlsxCorpus() throws { try replay("xlsx") }
    func testJSONDataCorpus() throws { try replay("jsondata") }
    func testNumPyCorpus() throws { try replay("numpy") }
    func testSidecarCorpus() throws { try replay("sidecar") }
    func testHDF5Corpus() throws { try replay("hdf5") }
    func testStandardInputCorpus() throws { try replay("stdin") }
    func testSktimeTSCorpus() throws { try replay("ts") }
    func testMonashTSFCorpus() throws { try replay("tsf") }
    func testARFFCorpus() throws { try replay("arff") }

    /// The stdin target wraps inputs in gzip of its own making: zlib must read each back whole
    /// (its trailer's CRC-32 and size checked), or the target would fuzz only the error path.
    func testTheStandardInputTargetsGzipReadsBackAsItsBytes() throws {
        for count in [0, 1, 65_535, 70_000] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let wrapped = FuzzTargets.gzipStored(bytes)
            let decompressor = try StreamDecompressor(.gzip, file: "t.gz")
            var out: [UInt8] = []
            try wrapped.withUnsafeBufferPointer { buffer throws(DataFileError) in
                try decompressor.decompress(UnsafeRawBufferPointer(buffer), isFinal: true) { piece throws(DataFileError) in
                    out.append(contentsOf: piece)
                }
            }
            XCTAssertEqual(out, bytes, "\(count) bytes")
        }
    }

    func testEveryTargetHasACorpusFolder() {
        for target in FuzzTargets.names {
            XCTAssertTrue(FileManager.default.fileExists(
                atPath: Self.root.appendingPathComponent("Corpus").appendingPathComponent(target).path), target)
        }
    }
}
