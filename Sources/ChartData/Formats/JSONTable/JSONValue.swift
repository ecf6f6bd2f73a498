/// A JSON document as a tree that keeps the order of object keys (Foundation's
/// `JSONSerialization` does not, and a table's columns are in the order they were written).
indirect enum JSONValue: Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    /// `isInteger`: written without a fraction or exponent.
    case number(Double, isInteger: Bool)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a, let ai), .number(let b, let bi)): return (a == b || (a.isNaN && b.isNaN)) && ai == bi
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}

/// Parses JSON text (RFC 8259, plus the `NaN`, `Infinity` and `-Infinity` that Python's json
/// module writes) into a `JSONValue`, with errors that say where: `data.json:3:14: ...`.
/// Nesting is bounded (512 levels) so hostile input cannot exhaust the stack.
struct JSONValueParser {
    private let bytes: [UInt8]
    private let file: String
    private var position = 0
    private var depth = 0
    static let maximumDepth = 512

    static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> JSONValue {
        var parser = JSONValueParser(bytes: bytes, file: file)
        parser.skipSpace()
        // A UTF-8 byte order mark.
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3; parser.skipSpace() }
        let value = try parser.value()
        parser.skipSpace()
        guard parser.position == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func error(_ problem: String, isSyntax: Bool = true) -> DataFileError {
        var line = 1, lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Input that stops mid-document is most often a file cut short: say so.
        let ending = position >= bytes.count && !problem.contains("truncated") ? " (the text ends here: truncated?)" : ""
        return DataFileError(file: file, line: line, column: position - lineStart + 1, problem: (isSyntax ? "invalid JSON: " : "") + problem + ending)
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func value() throws(DataFileError) -> JSONValue {
        skipSpace()
        guard position < bytes.count else { throw error("the text ends where a value belongs (truncated?)") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "N"): try literal("NaN"); return .number(.nan, isInteger: false)
        case UInt8(ascii: "I"): try literal("Infinity"); return .number(.infinity, isInteger: false)
        default: return try number()
        }
    }

    private mutating func literal(_ word: String) throws(DataFileError) {
        let expected = Array(word.utf8)
        guard position + expected.count <= bytes.count, Array(bytes[position..<(position + expected.count)]) == expected else {
            throw error("expected a value")
        }
        position += expected.count
    }

    private mutating func nest() throws(DataFileError) {
        depth += 1
        // Worded as the spec reader words it (SpecJSONScanner).
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels is not supported", isSyntax: false) }
    }

    private mutating func object() throws(DataFileError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error(position < bytes.count ? "expected a key in quotes" : "the text ends inside an object (truncated?)")
            }
            let key = try string()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            position += 1
            members.append((key, try value()))
            skipSpace()
            guard position < bytes.count else { throw error("the text ends inside an object (truncated?)") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func array() throws(DataFileError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
        while true {
            elements.append(try value())
            skipSpace()
            guard position < bytes.count else { throw error("the text ends inside an array (truncated?)") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func number() throws(DataFileError) -> JSONValue {
        let start = position
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "I") {
                try literal("Infinity")
                return .number(-.infinity, isInteger: false)
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                position += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                isInteger = false
                position += 1
            } else {
                break
            }
        }
        guard position > start, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            position = start
            throw error("expected a value")
        }
        return .number(value, isInteger: isInteger)
    }

    private mutating func string() throws(DataFileError) -> String {
        position += 1
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                out.append(byte)
                position += 1
                continue
            }
            position += 1
            guard position < bytes.count else { break }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), position + 6 <= bytes.count,
                   bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                    position += 2
                    let low = try hex4()
                    code = 0x10000 + ((code - 0xD800) << 10) + (low & 0x3FF)
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8))
            default: out.append(escape)
            }
        }
        throw error("a string is never closed (truncated?)")
    }

    private mutating func hex4() throws(DataFileError) -> UInt32 {
        guard position + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16) else {
            throw error("a \\u escape needs four hex digits")
        }
        position += 4
        return code
    }
}
