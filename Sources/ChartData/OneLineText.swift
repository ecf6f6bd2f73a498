/// Text from input (a header, a column name, a server's message) made safe for a one-line
/// message: control characters and line or paragraph separators spelled as escapes (`\n`,
/// `\t`, `\u{7}`); everything else unchanged.
///
/// ```swift
/// OneLineText.escaped("a\nb")   // "a\\nb"
/// ```
public enum OneLineText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: DataFileError.breaksLine) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default:
                if DataFileError.breaksLine(scalar) {
                    shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
        }
        return shown
    }
}
