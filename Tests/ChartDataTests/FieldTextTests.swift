@testable import ChartData
import XCTest

/// A field's text is trimmed as bytes (fast) where that is the same as trimming characters.
final class FieldTextTests: XCTestCase {
    private func text(_ cell: String) -> String {
        var bytes = Array(cell.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            FieldSplitter.text(of: FieldSpan(start: 0, end: buffer.count, isVerbatim: true), in: UnsafeBufferPointer(buffer))
        }
    }

    func testBlanksAreTrimmedAsCharactersAre() {
        XCTAssertEqual(text("  2024-03-01\t "), "2024-03-01")
        XCTAssertEqual(text("a b"), "a b")
        XCTAssertEqual(text(" \t "), "")
        XCTAssertEqual(text(""), "")
        XCTAssertEqual(text(" München "), "München")
        // A space followed by a combining accent is one character, not a blank: kept, as the
        // character path keeps it (and a trailing one too).
        XCTAssertEqual(text(" \u{301}x"), " \u{301}x")
        XCTAssertEqual(text("x \u{301}"), "x \u{301}")
        XCTAssertEqual(text("x \u{301} "), "x \u{301}")
    }
}

/// The fast reader's line count (eight bytes at a time) against counting byte by byte.
final class LineCountTests: XCTestCase {
    func testLineCountMatchesAByteByByteCount() {
        var state: UInt64 = 3
        for length in 0..<300 {
            let bytes: [UInt8] = (0..<length).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let pick = Int(state >> 60)
                return [0x0A, 0x0A, 0x0B, 0x09, 0x8A, 0x00, 0xFF, 0x2C, 0x31][pick % 9]
            }
            let expected = bytes.filter { $0 == 0x0A }.count + (bytes.last.map { $0 != 0x0A ? 1 : 0 } ?? 0)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { NumericRecordReader.lineCount($0) }, expected, "\(length)")
        }
    }
}
