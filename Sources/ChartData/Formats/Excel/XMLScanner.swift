import Foundation

/// A small pull scanner for the XML inside `.xlsx` files: start tags with their attributes, end
/// tags and text, namespace prefixes dropped, the five named entities and numeric character
/// references decoded. Comments, processing instructions and declarations are skipped; CDATA is
/// text. Enough for the regular XML that spreadsheet writers produce, in one pass with no tree.
///
/// Malformed input never traps: a tag left open at the end is dropped and scanning stops.
///
/// The bytes are kept in one allocation read through a pointer, and the searches for `<`, `>`
/// and quotes are `memchr`: a sheet is megabytes of tags, and reading an array's elements one
/// at a time retains and releases it per byte in a debug build (a 16,607-row sheet took 4 s).
struct XMLScanner {
    enum Token: Equatable {
        case start(name: String, attributes: XMLAttributes, isEmpty: Bool)
        case end(name: String)
        case text(String)
    }

    /// Owns the copy of the bytes that `bytes` points into.
    private final class Storage {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        init(_ bytes: [UInt8]) {
            buffer = .allocate(capacity: max(bytes.count, 1))
            _ = buffer.initialize(from: bytes)
        }
        deinit { buffer.deallocate() }
    }

    private let storage: Storage
    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var position = 0

    init(_ bytes: [UInt8]) {
        storage = Storage(bytes)
        count = bytes.count
        self.bytes = UnsafeBufferPointer(start: storage.buffer.baseAddress, count: bytes.count)
    }

    /// The next token; nil at the end.
    mutating func next() -> Token? {
        withExtendedLifetime(storage) { nextToken() }
    }

    private mutating func nextToken() -> Token? {
        while position < count {
            if bytes[position] != UInt8(ascii: "<") {
                let start = position
                position = find(UInt8(ascii: "<"), from: position)
                return .text(Self.decode(UnsafeBufferPointer(rebasing: bytes[start..<position])))
            }
            let second = position + 1 < count ? bytes[position + 1] : 0
            if second == UInt8(ascii: "!") {
                if starts(with: "<!--") {
                    skip(past: "-->")
                    continue
                }
                if starts(with: "<![CDATA[") {
                    let start = position + 9
                    skip(past: "]]>")
                    let end = max(start, min(position - 3, count))
                    return .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                skip(past: ">")
                continue
            }
            if second == UInt8(ascii: "?") {
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

    /// The index of the first `byte` at or after `start`, or `count`.
    private func find(_ byte: UInt8, from start: Int) -> Int {
        guard start < count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), count - start) else { return count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private func starts(with prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard position + length <= count, let base = bytes.baseAddress else { return false }
        return memcmp(base + position, prefix.utf8Start, length) == 0
    }

    private mutating func skip(past terminator: StaticString) {
        let first = terminator.utf8Start[0]
        while position < count {
            position = find(first, from: position)
            if position >= count || starts(with: terminator) { break }
            position += 1
        }
        position = min(count, position + terminator.utf8CodeUnitCount)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A start or end tag at `position` (which is at `<`).
    private mutating func tag() -> Token? {
        position += 1
        let isEnd = position < count && bytes[position] == UInt8(ascii: "/")
        if isEnd { position += 1 }
        let name = readName()
        if isEnd {
            skip(past: ">")
            return .end(name: name)
        }
        var attributes = XMLAttributes()
        while position < count {
            while position < count, Self.isSpace(bytes[position]) { position += 1 }
            guard position < count else { return nil }
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
            while position < count, Self.isSpace(bytes[position]) { position += 1 }
            guard position < count, bytes[position] == UInt8(ascii: "=") else { continue }
            position += 1
            while position < count, Self.isSpace(bytes[position]) { position += 1 }
            guard position < count else { return nil }
            let quote = bytes[position]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
            position += 1
            let start = position
            position = find(quote, from: position)
            guard position < count else { return nil }
            attributes.append(key, Self.decode(UnsafeBufferPointer(rebasing: bytes[start..<position])))
            position += 1
        }
        return nil
    }

    /// A name, its namespace prefix dropped (`x:c` is `c`; `r:id` keeps being `id`).
    private mutating func readName() -> String {
        let start = position
        var local = position
        while position < count {
            let byte = bytes[position]
            if Self.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") { break }
            if byte == UInt8(ascii: ":") { local = position + 1 }
            position += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[max(start, local)..<position]), as: UTF8.self)
    }

    /// Text with entities and character references decoded (unknown ones are kept as written).
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        raw.withUnsafeBufferPointer { decode($0) }
    }

    /// Text with entities and character references decoded (unknown ones are kept as written).
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = raw.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), raw.count) != nil else {
            return String(decoding: raw, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "&"),
                  let semicolon = raw[index..<min(index + 12, raw.count)].firstIndex(of: UInt8(ascii: ";")) else {
                out.append(byte)
                index += 1
                continue
            }
            let entity = String(decoding: UnsafeBufferPointer(rebasing: raw[(index + 1)..<semicolon]), as: UTF8.self)
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
