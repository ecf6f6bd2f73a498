/// Tells text from binary data: UTF-8 without NUL bytes is text.
package enum TextCheck {
    package enum Verdict: Equatable {
        case text
        case containsNUL
        case invalidUTF8
    }

    /// Checks `bytes[range]`, which must not start or end inside a character (records do not:
    /// they end at an ASCII line break).
    package static func check(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Verdict {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0 { return .containsNUL }
                index += 1
                continue
            }
            // The allowed range of the second byte rules out overlong forms, UTF-16 surrogates
            // and code points past U+10FFFF; later bytes are plain continuation bytes.
            let length: Int
            var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondByteRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondByteRange = 0x80...0x9F
            case 0xF0: length = 4; secondByteRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondByteRange = 0x80...0x8F
            default: return .invalidUTF8
            }
            guard index + length <= end, secondByteRange.contains(bytes[index + 1]) else { return .invalidUTF8 }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return .invalidUTF8
            }
            index += length
        }
        return .text
    }
}
