@testable import ChartData
import Foundation
import XCTest

/// Standard input (here a pipe) is read in the parts a file is read in (`DelimitedFileReader`):
/// the same table, with one part's bytes held at a time, never the whole text.
final class StandardInputStreamTests: XCTestCase {
    private func rows(_ count: Int) -> String {
        var text = "time,value\n"
        text.reserveCapacity(count * 24)
        for row in 0..<count {
            text += "\(1_600_000_000 + row),\(row % 1_000 == 7 ? "" : String(Double(row % 977) / 8))\n"
        }
        return text
    }

    /// Reads `text` through a pipe as standard input is read, written on another thread.
    private func readThroughPipe(_ text: String, options: DelimitedFileReader.Options) throws -> (DataTable, DelimitedFileReader) {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])  // constants the writer's thread may capture
        let bytes = Array(text.utf8)
        let written = DispatchGroup()
        written.enter()
        DispatchQueue.global().async {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                    if count > 0 { offset += count } else if errno != EINTR { break }
                }
            }
            close(writeEnd)
            written.leave()
        }
        defer {
            close(readEnd)  // a writer still blocked gets EPIPE and ends
            written.wait()
        }
        let input = try TableInput(stream: readEnd, file: "<stdin>")
        let reader = try DelimitedFileReader(stream: input, options: options)
        return (try reader.finish(), reader)
    }

    func testAStreamIsReadInPartsIntoTheFilesTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stdin-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = rows(1_000_000)
        let path = folder.appendingPathComponent("rows.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var options = DelimitedFileReader.Options()
        options.cachesColumns = false
        options.partBytes = 1 << 20
        let fromFile = try DelimitedFileReader(path: path, file: path, options: options).finish()
        let (fromStream, reader) = try readThroughPipe(text, options: options)
        XCTAssertEqual(fromStream.rowCount, 1_000_000)
        XCTAssertEqual(fromStream.columns.map(\.name), fromFile.columns.map(\.name))
        for (a, b) in zip(fromStream.columns, fromFile.columns) {
            XCTAssertEqual(a.values.map(\.bitPattern), b.values.map(\.bitPattern), a.name)
        }
        XCTAssertEqual(fromStream, fromFile)
        // The sniff's head (1 MiB) and one part (1 MiB) at most, of about 20 MB of text.
        XCTAssertLessThanOrEqual(reader.peakHeldBytes, (2 << 20) + (64 << 10))
        XCTAssertGreaterThan(text.utf8.count, 8 * reader.peakHeldBytes)
    }

    func testAStreamThatIsNotTextIsOneLineFromItsHead() throws {
        var text = rows(10)
        text += String(repeating: "\u{0}", count: 10)
        XCTAssertThrowsError(try readThroughPipe(text, options: DelimitedFileReader.Options())) { error in
            XCTAssertEqual((error as? DataFileError)?.file, "<stdin>")
        }
    }
}
