@testable import ChartData
import Foundation
import XCTest

/// The format fixtures (Tests/ChartDataTests/Fixtures, written by
/// Scripts/fixtures/write-format-fixtures.py with pandas, openpyxl, h5py and numpy).
enum FormatFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// Reads `name` and expects a `DataFileError`, returned for its message.
    static func failure(_ path: String, options: TableFile.Options = .init(),
                        file: StaticString = #filePath, line: UInt = #line) -> DataFileError? {
        do {
            _ = try TableFile.read(path, options: options)
            XCTFail("\(path) was read", file: file, line: line)
            return nil
        } catch {
            XCTAssertFalse(error.description.contains("\n"), "one line: \(error)", file: file, line: line)
            return error
        }
    }

    /// A scratch folder removed by the caller.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
