@testable import ChartViewer
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
