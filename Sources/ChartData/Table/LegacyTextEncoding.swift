/// Text written in an encoding other than UTF-8, turned into UTF-8 a chunk at a time: UTF-16
/// with a byte order mark, or Windows-1252 (Latin-1 with printable characters in 0x80–0x9F),
/// the encoding of most Western spreadsheets and data loggers that are not UTF-8. pandas reads
/// such a file with `encoding="cp1252"` or `"latin-1"`; chartview tries it when the bytes are not
/// valid UTF-8, and says so.
///
/// Every byte sequence is some Windows-1252 text, so binary data must be told apart by its look:
/// control bytes other than tab, line breaks and form feed, or more than a quarter of the bytes
/// above 0x7F, are binary (`looksLikeText`), refused as before.
package enum LegacyTextEncoding: Equatable, Sendable {
    case windows1252
    case utf16LittleEndian
    case utf16BigEndian

    /// For the warning: `Windows-1252 (Latin-1)`.
    package var name: String {
        switch self {
        case .windows1252: return "Windows-1252 (Latin-1)"
        case .utf16LittleEndian: return "UTF-16 (little-endian, with a byte order mark)"
        case .utf16BigEndian: return "UTF-16 (big-endian, with a byte order mark)"
        }
    }

    /// UTF-16 by its byte order mark at the start of a file; nil otherwise.
    package static func byteOrderMark(_ leading: [UInt8]) -> LegacyTextEncoding? {
        guard leading.count >= 2 else { return nil }
        if leading[0] == 0xFF && leading[1] == 0xFE { return .utf16LittleEndian }
        if leading[0] == 0xFE && leading[1] == 0xFF { return .utf16BigEndian }
        return nil
    }

    /// Whether `bytes` (all of a file or its parts in turn) may be Windows-1252 text: no control
    /// bytes but tab, line feed, vertical tab, form feed and carriage return. The share of high
    /// bytes is checked by `Transcoder` over the whole file.
    package static func hasOnlyTextControls(_ bytes: [UInt8]) -> Bool {
        !bytes.contains { $0 < 0x20 && !(0x09...0x0D).contains($0) || $0 == 0x7F }
    }

    /// Windows-1252's 0x80–0x9F; the five bytes it leaves undefined read as Latin-1's C1
    /// controls (U+0081 …), as Python's `latin-1` reads them.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// Turns a file's bytes into UTF-8 in pieces: stateless for Windows-1252; for UTF-16 a byte
    /// left over at the end of a piece (or a lone high surrogate) waits for the next.
    package struct Transcoder {
        package let encoding: LegacyTextEncoding
        private var carried: [UInt8] = []
        /// UTF-16's byte order mark is not text: dropped once its two bytes have come, which may
        /// take two pieces (a first piece of one byte).
        private var awaitsByteOrderMark = true
        /// Bytes seen, and those above 0x7F (Windows-1252).
        package private(set) var byteCount = 0
        package private(set) var highByteCount = 0

        package init(_ encoding: LegacyTextEncoding) {
            self.encoding = encoding
        }

        /// Whether what was read looked like text: at most a quarter of the bytes above 0x7F.
        package var looksLikeText: Bool { highByteCount * 4 <= byteCount }

        /// The UTF-8 of `bytes`; nil when they hold a control byte no text holds (binary data).
        package mutating func transcode(_ bytes: [UInt8], isFinal: Bool) -> [UInt8]? {
            switch encoding {
            case .windows1252:
                guard LegacyTextEncoding.hasOnlyTextControls(bytes) else { return nil }
                var out: [UInt8] = []
                out.reserveCapacity(bytes.count + bytes.count / 8)
                for byte in bytes {
                    byteCount += 1
                    if byte < 0x80 {
                        out.append(byte)
                        continue
                    }
                    highByteCount += 1
                    let code = byte < 0xA0 ? LegacyTextEncoding.windows1252High[Int(byte - 0x80)] : UInt32(byte)
                    Self.appendUTF8(code, to: &out)
                }
                return out
            case .utf16LittleEndian, .utf16BigEndian:
                var input = carried + bytes
                if awaitsByteOrderMark, input.count >= 2 {
                    input.removeFirst(2)
                    awaitsByteOrderMark = false
                }
                var units: [UInt16] = []
                units.reserveCapacity(input.count / 2)
                var index = 0
                while index + 1 < input.count {
                    let (a, b) = (UInt16(input[index]), UInt16(input[index + 1]))
                    units.append(encoding == .utf16LittleEndian ? a | b << 8 : a << 8 | b)
                    index += 2
                }
                carried = Array(input[index...])
                // A high surrogate at the end waits for its pair.
                if !isFinal, let last = units.last, (0xD800...0xDBFF).contains(last) {
                    units.removeLast()
                    carried = (encoding == .utf16LittleEndian ? [UInt8(last & 0xFF), UInt8(last >> 8)] : [UInt8(last >> 8), UInt8(last & 0xFF)]) + carried
                }
                let text = String(decoding: units, as: UTF16.self)
                let out = Array(text.utf8)
                byteCount += out.count
                guard LegacyTextEncoding.hasOnlyTextControls(out) else { return nil }
                return out
            }
        }

        private static func appendUTF8(_ code: UInt32, to out: inout [UInt8]) {
            if code < 0x800 {
                out.append(UInt8(0xC0 | code >> 6))
                out.append(UInt8(0x80 | code & 0x3F))
            } else {
                out.append(UInt8(0xE0 | code >> 12))
                out.append(UInt8(0x80 | code >> 6 & 0x3F))
                out.append(UInt8(0x80 | code & 0x3F))
            }
        }
    }
}
