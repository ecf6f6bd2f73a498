/// What separates the fields of a record.
package enum FieldDelimiter: Equatable, CustomStringConvertible {
    case comma
    case tab
    case semicolon
    /// Runs of spaces and tabs; leading and trailing ones are ignored, so there are no empty fields.
    case whitespace
    /// Nothing: each record is one field.
    case singleColumn
    /// Any of the above, used only to find where records end before the real one is known.
    case anyCandidate

    /// The delimiters detection chooses from, in order of preference when they fit equally well.
    package static let candidates: [FieldDelimiter] = [.tab, .comma, .semicolon, .whitespace]

    @inline(__always)
    package func separates(_ byte: UInt8) -> Bool {
        switch self {
        case .comma: return byte == ASCII.comma
        case .tab: return byte == ASCII.tab
        case .semicolon: return byte == ASCII.semicolon
        case .whitespace: return ASCII.isBlank(byte)
        case .singleColumn: return false
        case .anyCandidate:
            return byte == ASCII.comma || byte == ASCII.semicolon || ASCII.isBlank(byte)
        }
    }

    /// Runs of this delimiter count as one, and it is ignored at both ends of a record.
    package var collapsesRuns: Bool { self == .whitespace }

    /// Where a comma cannot be a field separator (or a decimal comma, as semicolon separated files
    /// from European spreadsheets use) it may group thousands.
    package var allowsThousandsSeparators: Bool {
        switch self {
        case .tab, .whitespace, .singleColumn: return true
        case .comma, .semicolon, .anyCandidate: return false
        }
    }

    package var description: String {
        switch self {
        case .comma: return "comma"
        case .tab: return "tab"
        case .semicolon: return "semicolon"
        case .whitespace: return "whitespace"
        case .singleColumn: return "single column"
        case .anyCandidate: return "any candidate"
        }
    }
}
