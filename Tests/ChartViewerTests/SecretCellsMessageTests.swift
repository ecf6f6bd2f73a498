import ChartTestSupport
import Foundation
import XCTest
@testable import ChartData
@testable import ChartViewer

/// Error lines name columns, never quote rows: files whose cells are secrets, in the shapes where
/// a row can pass for names (a header run into the first row, rows of texts only, a long first
/// line), give messages that contain none of the secrets.
final class SecretCellsMessageTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder("secret-cells") }
    override func tearDown() { scratch = nil }

    private let secrets = ["hunter2-SECRET-alpha", "tok_SECRET_bravo_9931", "SECRET-charlie-5521", "SECRET-delta"]

    private func message(_ name: String, _ text: String, _ arguments: [String] = []) throws -> String? {
        let path = try scratch.write(name, text)
        do {
            _ = try ChartFactory.makeChart(path: path, options: try ChartOptions.parse(arguments))
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testNoMessageQuotesASecretCell() throws {
        let (a, b, c, d) = (secrets[0], secrets[1], secrets[2], secrets[3])
        let files: [(String, String, [String])] = [
            // Rows of texts only: the first row may be names or a row of secrets.
            ("texts.csv", "\(a),\(b)\n\(c),\(d)\nalice,bob\n", []),
            // A header run into its first row, blank-separated from the rest of it (sbpy's CH3OH).
            ("joined.csv", "level,when,token\(a),2010-11-03 00:48:49,\(b)\n3.08,2010-11-03 02:05:00,\(c)\n3.14,2010-11-03 03:35:17,\(d)\n", []),
            // One text column among numbers, asked for as y.
            ("named.csv", "t,token\n1,\(a)\n2,\(b)\n3,\(c)\n", ["--y", "token"]),
            // A column asked for that is not there: the list of names is given, not rows.
            ("missing.csv", "\(a),\(b)\n1,2\n3,4\n", ["--x", "nope"]),
        ]
        for (name, text, arguments) in files {
            let shown = try message(name, text, arguments)
            XCTAssertNotNil(shown, "\(name) was drawn")
            guard let shown else { continue }
            XCTAssertFalse(shown.contains("\n"), "one line: \(shown)")
            for secret in secrets where name != "missing.csv" || ![a, b].contains(secret) {
                XCTAssertFalse(shown.contains(secret), "\(name): \(shown)")
            }
        }
    }

    func testALongHeaderNameIsCutAndADataLikeNameIsNumbered() throws {
        let names = [String(repeating: "n", count: 60), "3.0339,2010-11-03", "ok"]
        let list = DataFileError.columnList(names)
        XCTAssertFalse(list.contains(String(repeating: "n", count: 40)), list)
        XCTAssertTrue(list.contains("column 2"), list)
        XCTAssertFalse(list.contains("3.0339"), list)
        XCTAssertTrue(list.contains("\"ok\""), list)
    }
}
