@testable import ChartData
import Foundation
import XCTest

/// Formats known but not read are named in one line; text under such a name is still text.
final class UnsupportedFormatTests: XCTestCase {
    func testKnownFormatsAreNamed() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sasMagic: [UInt8] = [UInt8](repeating: 0, count: 12) + [0xC2, 0xEA, 0x81, 0x60, 0xB3, 0x14, 0x11, 0xCF] + [UInt8](repeating: 0, count: 20)
        let cases: [(String, [UInt8], String)] = [
            ("data.orc", Array("ORC".utf8) + [0x0A, 0x00, 0x12], "ORC"),
            ("data.avro", Array("Obj".utf8) + [0x01, 0x04, 0x00], "Avro"),
            ("data.sas7bdat", sasMagic, "SAS7BDAT"),
            ("data.dta", Array("<stata_dta><header>".utf8), "Stata .dta"),
            ("data.sav", Array("$FL2@(#) SPSS".utf8) + [0, 0], "SPSS .sav"),
            ("frame.pkl", [0x80, 0x04, 0x95, 0x00], "Python pickle"),
            ("old.xls", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0], "old Excel .xls (save it as .xlsx)"),
            ("sheet.ods", [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 26) + Array("mimetypeapplication/vnd.oasis.opendocument.spreadsheet".utf8),
             "OpenDocument .ods (save it as .xlsx)"),
            ("other.zip", [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 26) + Array("readme.txt".utf8),
             "a zip archive of something other than .xlsx or .npz"),
        ]
        for (name, bytes, format) in cases {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(FormatFixtures.failure(path)?.description,
                           "\(path): \(format) is not a format chartview reads; it reads \(UnsupportedFormat.readableFormats)")
        }
    }

    func testAnSQLiteFileWithoutADatabaseNameSaysHowToReadIt() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("table.bin").path
        try Data(Array("SQLite format 3".utf8) + [0, 0x10, 0, 1, 1]).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(FormatFixtures.failure(path)?.description, "\(path): an SQLite database: name a --table or give a --query")
    }

    func testTextUnderABinaryFormatsNameIsRead() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("export.xls").path
        try Data("t,v\n1,2\n3,4\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try TableFile.read(path).rowCount, 2)
    }
}
