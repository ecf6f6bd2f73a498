import ChartKit
import XCTest
@testable import ChartViewer

/// Parsing live input (JSON lines, CSV pieces) and the live options.
final class LiveInputTests: XCTestCase {
    func testJSONLinesMakeASeriesPerNumericKeyInWriterOrder() throws {
        let parser = LiveRecordParser(file: "<stdin>", xKey: nil)
        var batches = try parser.feed(Array(#"{"t": 1700000000.5, "mem": 4100, "cpu": 31.2, "host": "a", "up": true}"#.utf8))
        XCTAssertEqual(batches, [], "no line break yet")
        batches = try parser.feed(Array("\n{\"t\": 1700000001, \"cpu\": null, \"mem\": 4200}\n".utf8))
        XCTAssertEqual(batches.first, LiveBatch(key: "mem", x: [1700000000.5, 1700000001], y: [4100, 4200]))
        XCTAssertEqual(batches.map(\.key), ["mem", "cpu"])
        XCTAssertEqual(batches[1].y[0], 31.2)
        XCTAssertTrue(batches[1].y[1].isNaN, "null is a gap")
        XCTAssertEqual(parser.xName, "t")
        XCTAssertEqual(parser.firstX, 1700000000.5)
    }

    func testJSONLinesWithoutATimeKeyUseTheLineNumber() throws {
        let parser = LiveRecordParser(file: "<stdin>", xKey: nil)
        let batches = try parser.feed(Array("{\"a\": 1}\n{\"a\": 2}\n".utf8)) + parser.finish()
        XCTAssertEqual(batches, [LiveBatch(key: "a", x: [0, 1], y: [1, 2])])
    }

    func testABadJSONLineNamesItsLine() {
        let parser = LiveRecordParser(file: "feed.jsonl", xKey: nil)
        XCTAssertThrowsError(try parser.feed(Array("{\"a\": 1}\n[1, 2]\n".utf8))) { error in
            XCTAssertEqual((error as? ViewerError)?.description, "feed.jsonl:2: not a JSON object")
        }
    }

    func testAMissingXKeyIsAnError() {
        let parser = LiveRecordParser(file: "<stdin>", xKey: "when")
        XCTAssertThrowsError(try parser.feed(Array("{\"a\": 1}\n".utf8))) { error in
            XCTAssertEqual((error as? ViewerError)?.description, "<stdin>:1: --x when: no such key")
        }
    }

    func testCSVInPiecesGivesTheSameSeries() throws {
        let text = "t,a,b\n1,2,3\n2,3,4\n3,4,5\n4,5,6\n5,6,7\n6,7,8\n"
        let whole = LiveRecordParser(file: "<stdin>", xKey: "t")
        let all = try whole.feed(Array(text.utf8)) + whole.finish()
        XCTAssertEqual(all.map(\.key), ["a", "b"])
        XCTAssertEqual(all[0].x, [1, 2, 3, 4, 5, 6])
        let pieces = LiveRecordParser(file: "<stdin>", xKey: nil)
        var collected: [String: [Double]] = [:]
        for chunk in stride(from: 0, to: text.utf8.count, by: 3) {
            let bytes = Array(text.utf8)[chunk..<min(chunk + 3, text.utf8.count)]
            for batch in try pieces.feed(Array(bytes)) { collected[batch.key, default: []] += batch.y }
        }
        for batch in try pieces.finish() { collected[batch.key, default: []] += batch.y }
        XCTAssertEqual(collected["a"], [2, 3, 4, 5, 6, 7])
        XCTAssertEqual(collected["b"], [3, 4, 5, 6, 7, 8])
    }

    func testWindowOption() throws {
        XCTAssertEqual(try LiveOptions.parse(["--window", "5000"]).rollingWindow(), .points(5000))
        XCTAssertEqual(try LiveOptions.parse(["--window", "10m"]).rollingWindow(), .span(600))
        XCTAssertEqual(try LiveOptions.parse(["--window", "1.5h"]).rollingWindow(), .span(5400))
        XCTAssertNil(try LiveOptions.parse([]).rollingWindow())
        for bad in ["0", "-3", "10x", "m", "nan"] {
            XCTAssertThrowsError(try LiveOptions.parse(["--window", bad]).rollingWindow(), bad)
        }
    }

    func testRenderArgumentsReadInPipeOrder() {
        XCTAssertEqual(ChartViewCommand.normalisedArguments(["-", "render", "-o", "x.png"]), ["render", "-", "-o", "x.png"])
        XCTAssertEqual(ChartViewCommand.normalisedArguments(["render", "-", "-o", "x.png"]), ["render", "-", "-o", "x.png"])
        XCTAssertEqual(ChartViewCommand.normalisedArguments(["data.csv"]), ["data.csv"])
    }
}
