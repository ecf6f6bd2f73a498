import ChartData
import Foundation

/// A strict JSON reader that says where a spec's syntax breaks, and what it holds past what
/// chartview supports, before `JSONDecoder` sees it.
///
/// It builds a light tree of the document (objects keep their keys in order, each with its line
/// and column), so later checks (`SpecKeyCheck`) can point at a key. Errors are one line:
///
///     spec.json:3:24: not valid JSON: expected a value, found "}"
///     spec.json:1:13: number 1e400 is beyond the range of a Double (±1.8e308); not supported
///     spec.json:1:513: nesting deeper than 512 levels is not supported
///
/// ```swift
/// let document = try SpecJSONScanner.scan(bytes, file: "spec.json")
/// ```
struct SpecJSONScanner {
    /// A place in the file, 1-based; columns count characters.
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    /// What the checks after scanning need of a JSON value.
    indirect enum Node: Equatable {
        case object([Member])
        case array([Node])
        /// A string, number, boolean or null; whether it is a string tells a spec's names from
        /// a table's values (`ChartFactory.isChartSpecFile`).
        case scalar(isString: Bool)
    }

    struct Member: Equatable {
        var key: String
        var position: Position
        var value: Node
    }

    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The keys of the members being read, outermost first, and whether the value about to be
    /// read is a member's value (not an array element): where a `null` means a gap.
    private var memberKeys: [String] = []
    private var readingMemberValue = false
    /// Byte offsets of the `null`s that stand for gaps: elements of a series' `x` or `y` array.
    private(set) var gapNulls: [Int] = []

    private static let null = Array("null".utf8)

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// What a gap's `null` becomes for `JSONDecoder`: a string no one writes, which
    /// `gapDecoder` reads as NaN (a gap, as NaN is everywhere in ChartCore). Plain ASCII:
    /// Foundation's decoder does not match strings holding control characters.
    static let gapText = "(chartview: null gap)"

    /// A decoder that reads the gaps `decodable(_:file:)` marked as NaN.
    static var gapDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "(chartview: +inf)", negativeInfinity: "(chartview: -inf)", nan: gapText)
        return decoder
    }

    /// Scans `bytes` like `scan(_:file:)` and returns the tree with the bytes for `gapDecoder`:
    /// a `null` in a series' `x` or `y` array (`"y": [1, null, 3]`) is a gap there, not an error.
    static func decodable(_ bytes: [UInt8], file: String) throws(ViewerError) -> (Node, Data) {
        var scanner = SpecJSONScanner(bytes: bytes, file: file)
        let node = try scanner.scanDocument()
        guard !scanner.gapNulls.isEmpty else { return (node, Data(bytes)) }
        var rewritten = Data(capacity: bytes.count + 8 * scanner.gapNulls.count)
        var start = 0
        for offset in scanner.gapNulls {
            rewritten.append(contentsOf: bytes[start..<offset])
            rewritten.append(contentsOf: Array("\"\(gapText)\"".utf8))
            start = offset + null.count
        }
        rewritten.append(contentsOf: bytes[start...])
        return (node, rewritten)
    }

    /// Scans `bytes` as one JSON document; throws the first problem, with its position.
    static func scan(_ bytes: [UInt8], file: String) throws(ViewerError) -> Node {
        var scanner = SpecJSONScanner(bytes: bytes, file: file)
        return try scanner.scanDocument()
    }

    private mutating func scanDocument() throws(ViewerError) -> Node {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        let check = bytes.withUnsafeBufferPointer { TextCheck.check($0, 0..<bytes.count) }
        if check != .text {
            throw ViewerError("\(file): not valid JSON: " + (check == .containsNUL ? "it holds a NUL byte" : "not valid UTF-8"))
        }
        skipWhitespace()
        let node = try value(depth: 1)
        skipWhitespace()
        guard index == bytes.count else {
            throw failure("not valid JSON: expected the end of the document, found \(found())")
        }
        return node
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The column counted up to `countedIndex` on the current line, so that positions on one
    /// long line cost no more than the bytes between them.
    private var countedIndex = 0
    private var countedColumn = 1

    mutating func position() -> Position {
        if countedIndex < lineStart || countedIndex > index { countedIndex = lineStart; countedColumn = 1 }
        // Columns count characters: UTF-8 continuation bytes do not start one.
        countedColumn += bytes[countedIndex..<min(index, bytes.count)].lazy.filter { $0 & 0xC0 != 0x80 }.count
        countedIndex = min(index, bytes.count)
        return Position(line: line, column: countedColumn)
    }

    private mutating func failure(_ problem: String, at place: Position? = nil) -> ViewerError {
        let at = place ?? position()
        return ViewerError("\(file):\(at.line):\(at.column): \(problem)")
    }

    /// What stands at the current position, quoted for a message.
    private func found() -> String {
        guard index < bytes.count else { return "the end of the file" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return DataFileError.quoted(String(decoding: bytes[index..<end], as: UTF8.self))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(ViewerError) -> Node {
        guard index < bytes.count else { throw failure("not valid JSON: expected a value, found the end of the file") }
        let isMemberValue = readingMemberValue
        readingMemberValue = false
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth <= Self.maximumDepth else {
                throw failure("nesting deeper than \(Self.maximumDepth) levels is not supported")
            }
            if bytes[index] == UInt8(ascii: "{") { return try object(depth: depth) }
            return try array(depth: depth, holdsGaps: isMemberValue && holdsSeriesValues)
        case UInt8(ascii: "\""):
            _ = try string()
            return .scalar(isString: true)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
            return .scalar(isString: false)
        case UInt8(ascii: "t"): try literal("true"); return .scalar(isString: false)
        case UInt8(ascii: "f"): try literal("false"); return .scalar(isString: false)
        case UInt8(ascii: "n"): try literal("null"); return .scalar(isString: false)
        default: throw failure("not valid JSON: expected a value, found \(found())")
        }
    }

    private mutating func object(depth: Int) throws(ViewerError) -> Node {
        index += 1
        var members: [Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("not valid JSON: expected a key in double quotes, found \(found())")
            }
            let place = position()
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("not valid JSON: expected \":\" after the key \(DataFileError.quoted(key)), found \(found())")
            }
            index += 1
            skipWhitespace()
            memberKeys.append(key)
            readingMemberValue = true
            members.append(Member(key: key, position: place, value: try value(depth: depth + 1)))
            memberKeys.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw failure("not valid JSON: the object is never closed (expected \"}\")") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw failure("not valid JSON: expected \",\" or \"}\", found \(found())")
        }
    }

    /// Whether the member being read is a series' `x` or `y` (`series[i].y`), whose `null`s are gaps.
    private var holdsSeriesValues: Bool {
        memberKeys.count >= 2 && ["x", "y"].contains(memberKeys[memberKeys.count - 1])
            && memberKeys[memberKeys.count - 2] == "series"
    }

    private mutating func array(depth: Int, holdsGaps: Bool = false) throws(ViewerError) -> Node {
        index += 1
        var elements: [Node] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            if holdsGaps, bytes[index...].starts(with: Self.null) { gapNulls.append(index) }
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("not valid JSON: the array is never closed (expected \"]\")") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw failure("not valid JSON: expected \",\" or \"]\", found \(found())")
        }
    }

    private mutating func string() throws(ViewerError) -> String {
        let start = position()
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { throw failure("not valid JSON: the string is never closed", at: start) }
                let escape = bytes[index + 1]
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    let digits = bytes[min(index + 2, bytes.count)..<min(index + 6, bytes.count)]
                    // Hex digits only: UInt32(_:radix:) alone would take a sign ("\u+DAA", found by fuzzing).
                    guard digits.count == 4, digits.allSatisfy(Self.isHexDigit),
                          let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
                        index += 1
                        throw failure("not valid JSON: \"\\u\" needs four hex digits")
                    }
                    var value = code
                    if (0xD800...0xDBFF).contains(code) {
                        // A high surrogate must be followed by its low one: "\ud83d\ude00".
                        let next = bytes[min(index + 6, bytes.count)..<min(index + 12, bytes.count)]
                        let text = String(decoding: next, as: UTF8.self)
                        guard text.count == 6, text.hasPrefix("\\u"), text.utf8.dropFirst(2).allSatisfy(Self.isHexDigit),
                              let low = UInt32(text.dropFirst(2), radix: 16),
                              (0xDC00...0xDFFF).contains(low) else {
                            throw failure("not valid JSON: a lone UTF-16 surrogate \\u\(String(code, radix: 16)) (not a character)")
                        }
                        value = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
                        index += 6
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw failure("not valid JSON: a lone UTF-16 surrogate \\u\(String(code, radix: 16)) (not a character)")
                    }
                    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index += 4
                default:
                    index += 1
                    throw failure("not valid JSON: unknown escape \(found()) in a string")
                }
                index += 2
            case 0x00..<0x20:
                throw failure("not valid JSON: a control character inside a string (write it as an escape such as \\n)")
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw failure("not valid JSON: the string is never closed", at: start)
    }

    private mutating func number() throws(ViewerError) {
        let start = index
        let place = position()
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw failure("not valid JSON: expected a digit, found \(found())")
        }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("not valid JSON: expected a digit after \".\", found \(found())") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("not valid JSON: expected exponent digits, found \(found())") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let value = Double(text), !value.isFinite {
            throw failure("number \(DataFileError.quoted(text).dropFirst().dropLast()) is beyond the range of a Double (±1.8e308); not supported", at: place)
        }
        // A number that is not zero but rounds to zero (1e-400): JSONDecoder refuses it.
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        if Double(text) == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
            throw failure("number \(DataFileError.quoted(text).dropFirst().dropLast()) is too small for a Double (below 4.9e-324); not supported", at: place)
        }
    }

    private mutating func literal(_ word: String) throws(ViewerError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw failure("not valid JSON: expected a value, found \(found())")
        }
        index += expected.count
    }
}
