/// The wording of every problem the importer reports, kept in one place so the messages stay
/// consistent and the tests can quote them.
extension DataFileError {
    /// The longest piece of file text quoted in a message; longer texts end in "…".
    package static let quotedTextLimit = 40

    package static func notANumber(_ text: String, columnName: String?) -> String {
        var problem = "\(quoted(text)) is not a number"
        if let columnName { problem += " (column \(quoted(columnName)))" }
        return problem
    }

    package static func wrongFieldCount(expected: Int, found: Int) -> String {
        "expected \(expected) \(expected == 1 ? "field" : "fields"), found \(found)"
    }

    /// Added to a field count error on a record padded into columns.
    package static let fixedWidthHint = " (columns padded to fixed widths whose cells hold blanks, and no fixed-width table's columns fit under its names)"

    /// Added to a field count error among the first lines when they differ in shape and no run
    /// of rows alike follows (a report of sections, each with its own header).
    package static let reportHint = " (the first lines differ in their fields and no run of rows alike follows: a report or prose, not one table)"

    package static func columnNotNumeric(_ name: String) -> String {
        "column \(quoted(name)) is not numeric"
    }

    package static let noDataRows = "no data rows"
    package static let notText = "not a text file"
    package static let notUTF8 = "not a text file (not valid UTF-8)"

    /// This error, told how to read raw numbers when the file is binary from its first line (a
    /// `.dat` or `.bin` of doubles is the likeliest binary file of no known format): NUL bytes,
    /// or bytes that are neither UTF-8 nor text in Windows-1252 (float32 samples often are).
    package var suggestingRawNumbers: DataFileError {
        guard problem == Self.notText || problem == Self.notUTF8, line == nil || line == 1 else { return self }
        var suggesting = self
        suggesting.problem += "; if it holds raw numbers, read it with --dtype (f64, f32, i16, …)"
        return suggesting
    }
    package static let unterminatedQuote = "quoted field is never closed"

    package static func tooLarge(limit: Int) -> String {
        "file is larger than \(limit >> 30) GiB, the most chartview reads"
    }

    package static func unreadable(_ reason: String) -> String {
        "cannot read file (\(reason))"
    }

    /// `text` in double quotes, cut to `quotedTextLimit` characters, with line breaks and tabs
    /// spelled out so a message always stays on one line.
    package static func quoted(_ text: String) -> String {
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
            default:
                // Every other control character and line or paragraph separator is written as
                // an escape, so user text never breaks the message's one line.
                if character.unicodeScalars.contains(where: Self.breaksLine) {
                    for scalar in character.unicodeScalars {
                        if Self.breaksLine(scalar) {
                            shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                        } else {
                            shown.unicodeScalars.append(scalar)
                        }
                    }
                } else {
                    shown.append(character)
                }
            }
            count += 1
        }
        return "\"" + shown + "\""
    }

    /// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
    package static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}

/// Column names in one-line messages: names only, never cells.
extension DataFileError {
    /// The most names a column list shows.
    package static let columnsListed = 8
    /// The longest name shown; longer ones end in "…".
    package static let nameLimit = 32

    /// A column's name as a message shows it: quoted, escaped and cut to `nameLimit`; but
    /// `column N` when the name does not look like one and may be data taken for a header (a
    /// number, or a text holding a delimiter: a header run into its first row).
    package static func shownName(_ name: String, at index: Int) -> String {
        let looksLikeData = Double(name.trimmingCharacters(in: .whitespaces)) != nil
            || name.contains(",") || name.contains(";") || name.contains("\t") || name.count > 4 * nameLimit
        if looksLikeData { return "column \(index + 1)" }
        var shown = quoted(name)
        if name.count > nameLimit { shown = quoted(String(name.prefix(nameLimit - 1)) + "…") }
        return shown
    }

    /// `"a", "b", column 3, … (12 columns)`: the first `columnsListed` names as `shownName` shows them.
    package static func columnList(_ names: [String]) -> String {
        let shown = names.prefix(columnsListed).enumerated().map { shownName($0.element, at: $0.offset) }
        return shown.joined(separator: ", ") + (names.count > columnsListed ? ", … (\(names.count) columns)" : "")
    }
}
