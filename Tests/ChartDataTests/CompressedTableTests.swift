@testable import ChartData
import Foundation
import XCTest

/// Compressed text tables: each compression reads to the same table as the plain file, streamed
/// through the table reader; truncation, corruption and bombs end in one line.
final class CompressedTableTests: XCTestCase {
    private func plain() throws -> DataTable {
        try TableFile.read(FormatFixtures.path("compressed/data.csv"))
    }

    func testEveryCompressionReadsAsThePlainFile() throws {
        let expected = try plain()
        XCTAssertEqual(expected.rowCount, 3)
        for name in ["data.csv.gz", "data.csv.bz2", "data.csv.xz", "data.csv.zst", "data.csv.lz4", "concatenated.csv.gz", "sniffed.gz"] {
            let path = FormatFixtures.path("compressed/" + name)
            XCTAssertEqual(TableFileFormat.detect(path: path, leadingBytes: try TableInput(path: path).leadingBytes), .compressedText)
            XCTAssertEqual(try TableFile.read(path), expected, name)
        }
    }

    /// Text whose table is not one table from its first line (settings above the rows, a report
    /// of two tables, blocks stacked under repeated header lines: Layouts/TableBlocks.swift)
    /// reads from each compressed file as from the plain one, its notes and warnings too.
    func testTablesUnderReportsReadAsThePlainFile() throws {
        let options = TableFile.Options(cachesColumns: false)
        for name in ["logger.csv", "report.txt", "stacked.csv"] {
            let plainPath = FormatFixtures.path("compressed/" + name)
            let expected = try TableFile.read(plainPath, options: options)
            XCTAssertFalse(expected.readingNotes.isEmpty, "\(name): read as a table under a report")
            for suffix in [".gz", ".bz2", ".xz", ".zst"] {
                let path = plainPath + suffix
                let table = try TableFile.read(path, options: options)
                XCTAssertEqual(table, expected, name + suffix)
                XCTAssertEqual(table.readingNotes.map { $0.replacingOccurrences(of: path, with: plainPath) }, expected.readingNotes, name + suffix)
                XCTAssertEqual(table.readingWarnings.count, expected.readingWarnings.count, name + suffix)
            }
        }
    }

    /// A compressed file whose text holds no table stays refused in the plain file's one line.
    func testACompressedFileWithNoTableStaysRefusedInOneLine() throws {
        let path = FormatFixtures.path("compressed/prose.txt.gz")
        let message = FormatFixtures.failure(path)?.description ?? ""
        XCTAssertTrue(message.hasPrefix(path + ":"), message)
        XCTAssertFalse(message.contains("\n"), message)
        XCTAssertEqual(FormatFixtures.failure(path)?.problem, FormatFixtures.failure(FormatFixtures.path("compressed/prose.txt"))?.problem)
    }

    /// The bytes of `path` on a pipe's read end, as standard input gives them (the fixtures fit
    /// in the pipe's buffer, so they are written before the read, the write end closed).
    private func standardInput(_ path: String) throws -> TableInput {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertLessThan(bytes.count, 64 << 10)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        XCTAssertEqual(written, bytes.count)
        close(ends[1])
        addTeardownBlock { close(ends[0]) }
        return try TableInput(stream: ends[0], file: "<stdin>")
    }

    /// `path` read as `cat path | chartview -` reads it: `TableFile` hands a compressed stream
    /// on standard input to `CompressedTableReader` with no inner format.
    private func readAsStandardInput(_ path: String) throws -> DataTable {
        let input = try standardInput(path)
        let compression = try XCTUnwrap(TextCompression.detect(leadingBytes: input.leadingBytes))
        return try CompressedTableReader.read(input, compression: compression, inner: nil,
                                              options: TableFile.Options(cachesColumns: false))
    }

    private static let searchedTexts = ["logger.csv", "report.txt", "stacked.csv", "ipac.tbl"]

    /// Compressed standard input gets the plain file's text layouts (an IPAC table) and its
    /// search for the table under a report or in stacked blocks.
    func testStandardInputReadsAsThePlainFile() throws {
        let options = TableFile.Options(cachesColumns: false)
        for name in Self.searchedTexts {
            let plainPath = FormatFixtures.path("compressed/" + name)
            let expected = try TableFile.read(plainPath, options: options)
            XCTAssertFalse(expected.readingNotes.isEmpty, "\(name): read as a layout or a table under a report")
            for suffix in [".gz", ".bz2", ".xz", ".zst"] {
                let table = try readAsStandardInput(plainPath + suffix)
                XCTAssertEqual(table, expected, name + suffix)
                XCTAssertEqual(table.readingNotes.map { $0.replacingOccurrences(of: "<stdin>", with: plainPath) }, expected.readingNotes, name + suffix)
                XCTAssertEqual(table.readingWarnings.count, expected.readingWarnings.count, name + suffix)
            }
        }
    }

    /// A file named only by its compression (`data.gz`, `data.zst`) reads as `data.csv.gz` does.
    func testNamesWithNoInnerExtensionReadAsThePlainFile() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = TableFile.Options(cachesColumns: false)
        for name in Self.searchedTexts {
            let plainPath = FormatFixtures.path("compressed/" + name)
            let expected = try TableFile.read(plainPath, options: options)
            for suffix in [".gz", ".bz2", ".xz", ".zst"] {
                let bare = folder.appendingPathComponent((name as NSString).deletingPathExtension + suffix).path
                try? FileManager.default.removeItem(atPath: bare)
                try FileManager.default.copyItem(atPath: plainPath + suffix, toPath: bare)
                let table = try TableFile.read(bare, options: options)
                XCTAssertEqual(table, expected, bare)
                XCTAssertEqual(table.readingNotes.map { $0.replacingOccurrences(of: bare, with: plainPath) }, expected.readingNotes, bare)
            }
        }
    }

    /// Prose on compressed standard input, or named `prose.gz`, is refused as the plain file is,
    /// in one line naming the input.
    func testNoTableOnStandardInputOrUnderABareNameIsOneLine() throws {
        let plainProblem = FormatFixtures.failure(FormatFixtures.path("compressed/prose.txt"))?.problem
        XCTAssertNotNil(plainProblem)
        for suffix in [".gz", ".zst"] {
            XCTAssertThrowsError(try readAsStandardInput(FormatFixtures.path("compressed/prose.txt" + suffix))) { error in
                let message = (error as? DataFileError)?.description ?? ""
                XCTAssertTrue(message.hasPrefix("<stdin>:"), message)
                XCTAssertFalse(message.contains("\n"), message)
                XCTAssertEqual((error as? DataFileError)?.problem, plainProblem)
            }
        }
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bare = folder.appendingPathComponent("prose.gz").path
        try FileManager.default.copyItem(atPath: FormatFixtures.path("compressed/prose.txt.gz"), toPath: bare)
        let failure = FormatFixtures.failure(bare)
        XCTAssertTrue(failure?.description.hasPrefix(bare + ":") == true, String(describing: failure))
        XCTAssertEqual(failure?.problem, plainProblem)
    }

    /// Standard input's compressed bytes are kept for the table search only while they stand for
    /// at most the recording's bound of text; past it they are dropped (the stream is then never
    /// held whole), within it they are the stream's bytes, in order.
    func testARecordedStreamIsKeptOnlyWithinItsBound() throws {
        let path = FormatFixtures.path("compressed/long.csv.xz")  // 2.3 MiB of text
        var options = DelimitedFileReader.Options()
        options.compression = .xz
        options.partBytes = 256 << 10
        for (limit, kept) in [(1 << 20, false), (4 << 20, true)] {
            let recording = CompressedStreamRecording(limit: limit)
            let table = try DelimitedFileReader(stream: standardInput(path), options: options, recording: recording).finish()
            XCTAssertEqual(table.rowCount, 200_000)
            XCTAssertEqual(recording.bytes, kept ? [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) : nil, "\(limit)")
        }
    }

    func testCompressedJSONLines() throws {
        let table = try TableFile.read(FormatFixtures.path("compressed/data.jsonl.gz"))
        XCTAssertEqual(table.columnNames, ["t", "v"])
        XCTAssertEqual(table.column(named: "v"), DataTable.Column(name: "v", values: [0.5, .nan, 2.25]))
    }

    func testLongerThanOneBufferReadsEveryRow() throws {
        let table = try TableFile.read(FormatFixtures.path("compressed/long.csv.xz"))
        XCTAssertEqual(table.rowCount, 200_000)
        XCTAssertEqual(table.column(named: "v")?.values[199_999], Double(199_999 * 3 % 1000))
        XCTAssertEqual(table.column(named: "i")?.values[123_456], 123_456)
    }

    func testDecompressionBeyondTheLimitIsOneLine() throws {
        let path = FormatFixtures.path("compressed/bomb.csv.gz")
        var options = TableFile.Options(maximumDecompressedBytes: 1 << 20)
        options.maximumCompressionRatio = 0
        let error = FormatFixtures.failure(path, options: options)
        XCTAssertEqual(error?.description, "\(path): decompresses to more than 1 MiB, the most chartview reads")
        // The limit is on the decompressed bytes: a file of exactly that many reads.
        let small = FormatFixtures.path("compressed/data.csv.gz")
        var exact = TableFile.Options(maximumDecompressedBytes: 31)
        exact.maximumCompressionRatio = 0
        XCTAssertEqual(try TableFile.read(small, options: exact).rowCount, 3)
        exact.maximumDecompressedBytes = 30
        XCTAssertEqual(FormatFixtures.failure(small, options: exact)?.problem,
                       "decompresses to more than 30 bytes, the most chartview reads")
    }

    /// A stream (standard input, or a file whose name gives no inner format) goes past the 2 GiB
    /// of `maximumDecompressedBytes` as a compressed CSV file does, up to the compression ratio
    /// times what was read: the limit is scaled down to 1 MiB here, the code path the same.
    func testAStreamGoesPastTheLimitWithinTheCompressionRatio() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // long.csv.xz decompresses to 2.3 MiB; named .xz alone, it is read as standard input is.
        let stream = folder.appendingPathComponent("long.xz").path
        try FileManager.default.copyItem(atPath: FormatFixtures.path("compressed/long.csv.xz"), toPath: stream)
        var options = TableFile.Options(maximumDecompressedBytes: 1 << 20)
        let table = try TableFile.read(stream, options: options)
        XCTAssertEqual(table.rowCount, 200_000)
        XCTAssertEqual(table.column(named: "v")?.values[199_999], Double(199_999 * 3 % 1000))
        // It compresses 42 to 1: past 10 times the compressed bytes read so far (and past the
        // limit) it is a bomb, one line.
        options.maximumDecompressedBytes = 64 << 10
        options.maximumCompressionRatio = 10
        let problem = FormatFixtures.failure(stream, options: options)?.problem ?? ""
        XCTAssertTrue(problem.hasPrefix("decompresses to more than ") && problem.hasSuffix(" bytes, the most chartview reads"), problem)
        // Without the ratio the limit alone holds, as before.
        options.maximumCompressionRatio = 0
        XCTAssertEqual(FormatFixtures.failure(stream, options: options)?.problem,
                       "decompresses to more than 65536 bytes, the most chartview reads")
    }

    /// Compressed JSON lines are parsed a line at a time as they decompress, never held whole, so
    /// they too go past the limit (scaled down to 1 MiB; 100,000 lines are 2.9 MiB).
    func testCompressedJSONLinesStreamPastTheLimit() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("rows.jsonl").path
        let lines = (0..<100_000).map { "{\"t\": \($0), \"v\": \(Double($0 % 977) / 4), \"name\": \"n\($0 % 5)\"}\n" }.joined()
        try Data(lines.utf8).write(to: URL(fileURLWithPath: text))
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-k", text]
        try gzip.run()
        gzip.waitUntilExit()
        XCTAssertEqual(gzip.terminationStatus, 0)
        let table = try TableFile.read(text + ".gz", options: TableFile.Options(maximumDecompressedBytes: 1 << 20))
        XCTAssertEqual(table, try TableFile.read(text))
        XCTAssertEqual(table.rowCount, 100_000)
        XCTAssertEqual(table.columnNames, ["t", "v", "name"])
        XCTAssertEqual(table.column(named: "v")?.values[99_999], Double(99_999 % 977) / 4)
        XCTAssertEqual(table.textColumns["name"]?[99_999], "n4")
    }

    private func gzip(_ path: String) throws {
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-k", path]
        try gzip.run()
        gzip.waitUntilExit()
        XCTAssertEqual(gzip.terminationStatus, 0)
    }

    /// A compressed JSON array of records is streamed a record at a time (`JSONRecordStream`),
    /// the same table as the whole document gives, past the limit (scaled down to 1 MiB); other
    /// JSON documents are parsed whole and keep the limit.
    func testCompressedRecordsStreamPastTheLimit() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = folder.appendingPathComponent("records.json").path
        let rows = (0..<60_000).map { "{\"t\": \($0), \"v\": \(Double($0 % 977) / 4), \"ok\": \($0 % 2 == 0), \"name\": \"a \\\"b\\\" {\($0 % 5)]\"}" }
        try Data(("[\n" + rows.joined(separator: ",\n") + "\n]\n").utf8).write(to: URL(fileURLWithPath: records))
        try gzip(records)
        let options = TableFile.Options(maximumDecompressedBytes: 1 << 20)
        let streamed = try TableFile.read(records + ".gz", options: options)
        XCTAssertEqual(streamed, try TableFile.read(records))
        XCTAssertEqual(streamed.rowCount, 60_000)
        XCTAssertEqual(streamed.textColumns["name"]?[59_999], "a \"b\" {4]")
        XCTAssertEqual(streamed.valueKinds["ok"], .boolean)
        // Rows of values are a document read whole: still capped.
        let values = folder.appendingPathComponent("values.json").path
        try Data(("[" + (0..<60_000).map { "[\($0), \($0 % 977)]" }.joined(separator: ", ") + "]").utf8)
            .write(to: URL(fileURLWithPath: values))
        try gzip(values)
        XCTAssertEqual(FormatFixtures.failure(values + ".gz", options: TableFile.Options(maximumDecompressedBytes: 64 << 10))?.problem,
                       "decompresses to more than 65536 bytes, the most chartview reads")
        // A truncated array of records is one line.
        let cut = folder.appendingPathComponent("cut.json").path
        try Data("[{\"t\": 1}, {\"t\": 2".utf8).write(to: URL(fileURLWithPath: cut))
        try gzip(cut)
        XCTAssertEqual(FormatFixtures.failure(cut + ".gz")?.problem, "not valid JSON: the array of records ends early (truncated?)")
    }

    func testTruncatedAndCorruptStreamsAreOneLine() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["data.csv.gz", "data.csv.bz2", "data.csv.xz", "data.csv.zst", "data.csv.lz4", "long.csv.xz"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: FormatFixtures.path("compressed/" + name)))
            let truncated = folder.appendingPathComponent(name)
            try bytes.prefix(bytes.count * 2 / 3).write(to: truncated)
            let error = FormatFixtures.failure(truncated.path)
            XCTAssertTrue(error?.problem.contains("truncated") == true || error?.problem.contains("corrupt") == true, "\(name): \(String(describing: error))")
            var corrupt = [UInt8](bytes)
            for index in stride(from: 8, to: corrupt.count - 4, by: 5) { corrupt[index] ^= 0x5A }
            try Data(corrupt).write(to: truncated)
            _ = FormatFixtures.failure(truncated.path)
        }
    }

    func testNamedCompressedButNotIsOneLine() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("plain.csv.gz").path
        try Data("t,v\n1,2\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(FormatFixtures.failure(path)?.problem, "named .gz but not gzip data")
    }

    func testEveryStreamSplitGivesTheSameText() throws {
        // The decompressor is fed a byte at a time: chunk boundaries anywhere in a stream.
        for name in ["data.csv.gz", "data.csv.bz2", "data.csv.xz", "data.csv.zst", "data.csv.lz4", "concatenated.csv.gz"] {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FormatFixtures.path("compressed/" + name))))
            let decompressor = try StreamDecompressor(TextCompression.detect(leadingBytes: bytes)!, file: name)
            var out: [UInt8] = []
            for (index, byte) in bytes.enumerated() {
                try [byte].withUnsafeBufferPointer { buffer throws(DataFileError) in let raw = UnsafeRawBufferPointer(buffer)
                    try decompressor.decompress(raw, isFinal: false) { piece throws(DataFileError) in out.append(contentsOf: piece) }
                }
                _ = index
            }
            try [UInt8]().withUnsafeBufferPointer { buffer throws(DataFileError) in let raw = UnsafeRawBufferPointer(buffer)
                try decompressor.decompress(raw, isFinal: true) { piece throws(DataFileError) in out.append(contentsOf: piece) }
            }
            XCTAssertEqual(String(decoding: out, as: UTF8.self), "t,v,name\n1,0.5,a\n2,,b\n3,2.25,c\n", name)
        }
    }
}
