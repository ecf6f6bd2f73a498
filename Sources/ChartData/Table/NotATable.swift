/// Files that are recognisably something other than a table of data, whatever their name says:
/// an HTML page saved as `.txt` or `.csv` (a web query's result), XML, a PDF, an image. Read as
/// delimited text they gave tags and prose as categories (`<p><hr>`, `</html>`); they get one
/// line instead: `FILE: an HTML page, not a data table`.
///
/// Judged from the first bytes alone (after a byte order mark and blank lines): the markers
/// these formats must start with, which no table's first cell is.
public enum NotATable {
    /// What the file is, in a few words (`an HTML page`), or nil when it may be a table.
    public static func detect(leadingBytes bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "a PNG image" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "a GIF image" }
        if bytes.starts(with: Array("%PDF-".utf8)) { return "a PDF document" }
        if bytes.starts(with: Array("%!PS".utf8)) { return "a PostScript document" }
        if bytes.starts(with: Array("{\\rtf".utf8)) { return "an RTF document" }
        let text = leadingText(bytes)
        if text.hasPrefix("<!doctype html") || text.hasPrefix("<html") || text.hasPrefix("<head") || text.hasPrefix("<body") {
            return "an HTML page"
        }
        if text.hasPrefix("<?xml") || text.hasPrefix("<!doctype") {
            return text.contains("<svg") ? "an SVG image" : text.contains("<html") ? "an HTML page" : "an XML document"
        }
        if text.hasPrefix("<svg") { return "an SVG image" }
        return nil
    }

    /// Every kind `detect` names.
    public static let kinds: Set<String> = [
        "a PNG image", "a JPEG image", "a GIF image", "a PDF document", "a PostScript document", "an RTF document",
        "an HTML page", "an SVG image", "an XML document",
    ]

    /// The one-line refusal.
    public static func message(file: String, kind: String) -> DataFileError {
        DataFileError(file: file, problem: "\(kind), not a data table")
    }

    /// The first bytes from the first non-blank one (a byte order mark skipped), lowercased.
    private static func leadingText(_ bytes: [UInt8]) -> String {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, ASCII.isBlank(bytes[start]) || bytes[start] == 0x0A || bytes[start] == 0x0D { start += 1 }
        return String(decoding: bytes[start..<min(bytes.count, start + 512)], as: UTF8.self).lowercased()
    }
}
