/// `;` comment lines: IDL and instrument files (SDO/EVE irradiances) open with lines that start
/// with `;` (a header of prose, column descriptions, `;END_OF_HEADER`) over a table of blank-
/// separated numbers. A semicolon-separated table may also start a line with `;` (an empty first
/// cell), so the rule asks the table: lines that start with `;` lead the file, and the first line
/// after them holds no `;` at all. Then `;` starts a comment line, as `#` always does.
extension TableReader {
    /// The most bytes of leading `;` lines looked through before deciding they are not comments.
    static let semicolonLeadLimit = 1 << 20

    /// Whether `;` lines lead the text from `start` over a line without `;`; nil while the bytes
    /// end before that is known.
    static func semicolonCommentsLead(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool) -> Bool? {
        var index = start
        var sawSemicolonLine = false
        while index < bytes.count {
            guard index - start < semicolonLeadLimit else { return false }
            var first = index
            while first < bytes.count, ASCII.isBlank(bytes[first]) { first += 1 }
            var end = first
            while end < bytes.count, !ASCII.isLineBreak(bytes[end]) { end += 1 }
            guard end < bytes.count || isFinal else { return nil }
            if first < end {
                if bytes[first] == ASCII.semicolon {
                    sawSemicolonLine = true
                } else {
                    // The first line of the table: the `;` lines were comments if it has no `;`.
                    return sawSemicolonLine && !bytes[first..<end].contains(ASCII.semicolon)
                }
            }
            index = end + 1
        }
        return isFinal ? false : nil
    }
}
