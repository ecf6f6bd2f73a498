/// The wording of every problem the importer reports, kept in one place so the messages stay
/// consistent and the tests can quote them.
extension DataFileError {
    /// The longest piece of file text quoted in a message; longer texts end in "…".
    static let quotedTextLimit = 40

    static func notANumber(_ text: String, columnName: String?) -> String {
        var problem = "\(quoted(text)) is not a number"
        if let columnName { problem += " (column \(quoted(columnName)))" }
        return problem
    }

    static func wrongFieldCount(expected: Int, found: Int) -> String {
        "expected \(expected) \(expected == 1 ? "field" : "fields"), found \(found)"
    }

    static func columnNotNumeric(_ name: String) -> String {
        "column \(quoted(name)) is not numeric"
    }

    static let noDataRows = "no data rows"
    static let notText = "not a text file"
    static let notUTF8 = "not a text file (not valid UTF-8)"
    static let unterminatedQuote = "quoted field is never closed"

    static func unreadable(_ reason: String) -> String {
        "cannot read file (\(reason))"
    }

    /// `text` in double quotes, cut to `quotedTextLimit` characters, with line breaks and tabs
    /// spelled out so a message always stays on one line.
    static func quoted(_ text: String) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == quotedTextLimit {
                shown += "…"
                break
            }
            switch character {
            case "\n", "\r\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default: shown.append(character)
            }
            count += 1
        }
        return "\"" + shown + "\""
    }
}
