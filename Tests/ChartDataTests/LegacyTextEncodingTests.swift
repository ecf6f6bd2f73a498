import Foundation
import XCTest
@testable import ChartData

/// Text that is not UTF-8: Windows-1252 (Latin-1) when the bytes are not valid UTF-8, UTF-16
/// with a byte order mark, each with one warning naming the encoding; binary data is refused
/// in one line as before.
final class LegacyTextEncodingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("encodings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ bytes: [UInt8], name: String = "f.csv") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `text` in Latin-1: every character below U+0100 as its one byte.
    private func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8($0.value) }
    }

    func testALatin1PreambleAndHeaderRead() throws {
        var text = "Serial number: 12\nLocation: well 7\nAltitude: 3 m\n\ntime,temperature (°C),pressure\n"
        for row in 0..<20 { text += "\(row),\(10 + row),\(1000 - row)\n" }
        let path = try write(latin1(text))
        let table = try TableFile.read(path, options: .init(cachesColumns: false))
        XCTAssertNotNil(table.column(named: "temperature (°C)"), "\(table.columnNames)")
        XCTAssertEqual(table.readingWarnings.first, "not UTF-8: read as Windows-1252 (Latin-1) text")
        XCTAssertEqual(table.readingWarnings.count, 1)
        // The same table as its UTF-8 spelling.
        let utf8 = try TableFile.read(try write(Array(text.utf8), name: "u.csv"), options: .init(cachesColumns: false))
        XCTAssertEqual(table.columns, utf8.columns)
    }

    func testCompressedLatin1TextReads() throws {
        var text = "station,temp (°C)\n"
        for row in 0..<50 { text += "Köln,\(row)\n" }
        let path = try write(latin1(text), name: "t.csv")
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-k", path]
        try gzip.run()
        gzip.waitUntilExit()
        let table = try TableFile.read(path + ".gz", options: .init(cachesColumns: false))
        XCTAssertEqual(table.column(named: "temp (°C)")?.values.count, 50)
        XCTAssertEqual(table.textColumns["station"]?.first, "Köln")
        XCTAssertEqual(table.readingWarnings, ["not UTF-8: read as Windows-1252 (Latin-1) text"])
    }

    func testWindows1252PrintableHighBytes() {
        var transcoder = LegacyTextEncoding.Transcoder(.windows1252)
        let out = transcoder.transcode([0x80, 0x20, 0x93, 0x41, 0x94, 0xE9], isFinal: true)
        XCTAssertEqual(out.map { String(decoding: $0, as: UTF8.self) }, "€ “A”é")
    }

    func testUTF16WithAByteOrderMark() throws {
        let text = "x,y\n1,2\n2,4\n3,9\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        for (bytes, name) in [(little, "le.csv"), (big, "be.csv")] {
            let table = try TableFile.read(try write(bytes, name: name), options: .init(cachesColumns: false))
            XCTAssertEqual(table.column(named: "y")?.values, [2, 4, 9], name)
            XCTAssertTrue(table.readingWarnings.first?.contains("UTF-16") == true, name)
        }
    }

    func testUTF16SplitAnywhereGivesTheSameText() {
        let text = "a,b\n𝄞,é\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        for cut in 1..<bytes.count {
            var transcoder = LegacyTextEncoding.Transcoder(.utf16LittleEndian)
            let first = transcoder.transcode(Array(bytes[..<cut]), isFinal: false) ?? []
            let second = transcoder.transcode(Array(bytes[cut...]), isFinal: false) ?? []
            let end = transcoder.transcode([], isFinal: true) ?? []
            XCTAssertEqual(String(decoding: first + second + end, as: UTF8.self), text, "cut at \(cut)")
        }
    }

    func testBinaryDataIsStillRefusedInOneLine() throws {
        // Not valid UTF-8, no NUL, but control bytes: binary, not Latin-1 text.
        var bytes: [UInt8] = Array("x,y\n".utf8)
        for index in 0..<2000 { bytes.append(UInt8(1 + (index * 37) % 255)) }
        let path = try write(bytes, name: "blob.csv")
        XCTAssertThrowsError(try TableFile.read(path, options: .init(cachesColumns: false))) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains(DataFileError.notUTF8) || message.contains(DataFileError.notText), message)
            XCTAssertFalse(message.contains("\n"))
            XCTAssertTrue(message.hasPrefix(path), message)
        }
    }
}
