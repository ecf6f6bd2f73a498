@testable import ChartData
import Foundation
import XCTest

/// A big file with nothing to chart is refused from its first part and a few pieces of the
/// rest: the bytes read are bounded whatever the file's length.
final class DelimitedFileSniffTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sniff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A file of `lines` lines made by `line(index)`, after `header`.
    private func write(header: String, lines: Int, name: String = "f.csv", _ line: (Int) -> String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        var block = header
        for index in 0..<lines {
            block += line(index)
            if block.utf8.count > 1 << 20 {
                handle.write(Data(block.utf8))
                block = ""
            }
        }
        handle.write(Data(block.utf8))
        try handle.close()
        return path
    }

    /// The sniff's verdict on `path` and the bytes it read.
    private func sniff(_ path: String, requiresNumbers: Bool = true) -> (error: DataFileError?, touched: Int, size: Int) {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var status = stat()
        fstat(descriptor, &status)
        var touched = 0
        do {
            try DelimitedFileSniff.check(descriptor, size: Int(status.st_size), file: "f.csv", requiresNumbers: requiresNumbers,
                                         touched: &touched)
            return (nil, touched, Int(status.st_size))
        } catch {
            return (error, touched, Int(status.st_size))
        }
    }

    private var bound: Int {
        let limits = DelimitedFileSniff.Limits()
        return limits.headBytes + limits.sampleCount * limits.sampleBytes
    }

    func testBigTextFileWithoutNumbersIsRefusedFromABoundedLook() throws {
        let path = try write(header: "name,city,when\n", lines: 600_000) { "name\($0 % 977),city \($0 % 13),2024-01-\($0 % 28 + 1)\n" }
        let (error, touched, size) = sniff(path)
        XCTAssertGreaterThan(size, 8 * bound)
        XCTAssertLessThanOrEqual(touched, bound)
        let message = try XCTUnwrap(error).description
        XCTAssertTrue(message.hasPrefix("f.csv: nothing to plot: no column holds numbers"), message)
        XCTAssertFalse(message.contains("\n"))
        // Through the reader the window and `render` use: the same refusal, as bounded.
        var options = DelimitedFileReader.Options()
        options.requiresNumbers = true
        XCTAssertThrowsError(try DelimitedFileReader(path: path, file: "f.csv", options: options)) { error in
            XCTAssertEqual((error as? DataFileError)?.description, message)
        }
    }

    func testBinaryJunkAfterATextStartIsRefusedFromAPiece() throws {
        var junk = [UInt8](repeating: 0, count: 4096)
        var state: UInt64 = 3
        for index in junk.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            junk[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        let path = try write(header: "x,y\n", lines: 100_000) { "\($0),\($0 * 3)\n" }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        for _ in 0..<2_000 { handle.write(Data(junk)) }
        try handle.close()
        let (error, touched, _) = sniff(path, requiresNumbers: false)
        XCTAssertLessThanOrEqual(touched, bound)
        let message = try XCTUnwrap(error).description
        XCTAssertTrue(message.hasPrefix("f.csv: not a text file"), message)
        XCTAssertTrue(message.contains("near byte"), message)
    }

    func testNumbersFoundOnlyInPiecesOfTheRestAreEnough() throws {
        // The value column is empty for the first 2 MB, then filled: not refused.
        let path = try write(header: "name,value\n", lines: 600_000) { $0 < 150_000 ? "n\($0),\n" : "n\($0),\($0)\n" }
        let (error, touched, _) = sniff(path)
        XCTAssertNil(error)
        XCTAssertLessThanOrEqual(touched, bound)
    }

    func testPlainNumericFileIsNotRefusedAndSmallFilesAreLeftToTheFullRead() throws {
        let big = try write(header: "x,y\n", lines: 200_000, name: "big.csv") { "\($0),\(Double($0) / 7)\n" }
        XCTAssertNil(sniff(big).error)
        let small = try write(header: "name\n", lines: 10, name: "small.csv") { "n\($0)\n" }
        let result = sniff(small)
        XCTAssertNil(result.error)
        XCTAssertEqual(result.touched, 0)
    }
}
