extension DataFileError {
    /// A name from inside a file (a column, field, sheet, archive member or dataset) as a
    /// message shows it: as written when it is short and plain, else quoted, escaped and cut
    /// (`DataFileError.quoted`), so a message stays one line and never carries much of a file.
    package static func name(_ text: String) -> String {
        if text.count <= quotedTextLimit, !text.unicodeScalars.contains(where: breaksLine), !text.contains("\"") {
            return text
        }
        return quoted(text)
    }
}
