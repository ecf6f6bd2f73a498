/// A small pull scanner for the XML inside `.xlsx` files: start tags with their attributes, end
/// tags and text, namespace prefixes dropped, the five named entities and numeric character
/// references decoded. Comments, processing instructions and declarations are skipped; CDATA is
/// text. Enough for the regular XML that spreadsheet writers produce, in one pass with no tree.
///
/// Malformed input never traps: a tag left open at the end is dropped and scanning stops.
struct XMLScanner {
    enum Token: Equatable {
        case start(name: String, attributes: [String: String], isEmpty: Bool)
        case end(name: String)
        case text(String)
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next token; nil at the end.
    mutating func next() -> Token? {
        while position < bytes.count {
            if bytes[position] != UInt8(ascii: "<") {
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                return .text(Self.decode(bytes[start..<position]))
            }
            if starts(with: "<!--") {
                skip(past: "-->")
                continue
            }
            if starts(with: "<![CDATA[") {
                let start = position + 9
                skip(past: "]]>")
                let end = max(start, min(position - 3, bytes.count))
                return .text(String(decoding: bytes[start..<end], as: UTF8.self))
            }
            if starts(with: "<?") || starts(with: "<!") {
                skip(past: ">")
                continue
            }
            return tag()
        }
        return nil
    }

    /// Skips to the end of the element whose start tag was just read (not empty): its text and
    /// children are not wanted.
    mutating func skipElement() {
        var depth = 1
        while depth > 0, let token = next() {
            switch token {
            case .start(_, _, let isEmpty): if !isEmpty { depth += 1 }
            case .end: depth -= 1
            case .text: break
            }
        }
    }

    /// The text up to the end tag of the element just started (children's text included).
    mutating func elementText() -> String {
        var text = ""
        var depth = 1
        while depth > 0, let token = next() {
            switch token {
            case .start(_, _, let isEmpty): if !isEmpty { depth += 1 }
            case .end: depth -= 1
            case .text(let piece): text += piece
            }
        }
        return text
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        return true
    }

    private mutating func skip(past terminator: StaticString) {
        while position < bytes.count, !starts(with: terminator) { position += 1 }
        position = min(bytes.count, position + terminator.utf8CodeUnitCount)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A start or end tag at `position` (which is at `<`).
    private mutating func tag() -> Token? {
        position += 1
        let isEnd = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if isEnd { position += 1 }
        let name = readName()
        if isEnd {
            skip(past: ">")
            return .end(name: name)
        }
        var attributes: [String: String] = [:]
        while position < bytes.count {
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return .start(name: name, attributes: attributes, isEmpty: false)
            }
            if bytes[position] == UInt8(ascii: "/") {
                skip(past: ">")
                return .start(name: name, attributes: attributes, isEmpty: true)
            }
            let key = readName()
            guard !key.isEmpty else { position += 1; continue }
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { continue }
            position += 1
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            guard position < bytes.count else { return nil }
            let quote = bytes[position]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
            position += 1
            let start = position
            while position < bytes.count, bytes[position] != quote { position += 1 }
            guard position < bytes.count else { return nil }
            attributes[key] = Self.decode(bytes[start..<position])
            position += 1
        }
        return nil
    }

    /// A name, its namespace prefix dropped (`x:c` is `c`; `r:id` keeps being `id`).
    private mutating func readName() -> String {
        let start = position
        var local = position
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") { break }
            if byte == UInt8(ascii: ":") { local = position + 1 }
            position += 1
        }
        return String(decoding: bytes[max(start, local)..<position], as: UTF8.self)
    }

    /// Text with entities and character references decoded (unknown ones are kept as written).
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == UInt8(ascii: "&"), let semicolon = raw[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                out.append(byte)
                index += 1
                continue
            }
            let entity = String(decoding: raw[(index + 1)..<semicolon], as: UTF8.self)
            var scalar: Unicode.Scalar?
            switch entity {
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "amp": scalar = "&"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
                }
            }
            if let scalar {
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                index = semicolon + 1
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
