/// `!` comment lines: Fortran-era formats (DSSAT's crop files, Touchstone network data, LAMDA
/// molecular data) start comment lines with `!`, between title lines, above the header and
/// between the header and the rows (`! oC.d  fr  oC.d` units under `@ECO#  P1 P2FR1`). Read as
/// rows they turn units into cells that are not numbers, or the names into a preamble. A `!` may
/// be a cell's first byte in other files (`!important`), so the rule asks the file: one of its
/// first `bangLeadLines` lines (a title may come first) starts with `!`, and among its first
/// `bangLookLines` lines two at least do and no other holds a `!` anywhere. Then `!` starts a
/// comment line, as `#` always does. A file whose first two lines hold no `!` line is settled
/// from those two, so a live stream's rows are not held back.
extension TableReader {
    /// How many lines are looked at for `!` anywhere but a comment line's start.
    static let bangLookLines = 256
    /// How near the top a `!` line must be.
    static let bangLeadLines = 2

    /// Whether `!` starts comment lines in the text from `start` (see the type's note); nil while
    /// the bytes end before that is known.
    static func bangCommentsLead(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool) -> Bool? {
        var index = start
        var lines = 0, bangLines = 0
        var leadingBang = false
        while index < bytes.count, lines < bangLookLines {
            var first = index
            while first < bytes.count, ASCII.isBlank(bytes[first]) { first += 1 }
            var end = first
            while end < bytes.count, !ASCII.isLineBreak(bytes[end]) { end += 1 }
            guard end < bytes.count || isFinal else { return nil }
            if first < end {
                lines += 1
                if bytes[first] == ASCII.bang {
                    bangLines += 1
                    if lines <= bangLeadLines { leadingBang = true }
                } else if bytes[first..<end].contains(ASCII.bang) {
                    return false
                }
            }
            // A file whose first lines hold no `!` line is settled without reading further.
            if lines >= bangLeadLines, !leadingBang { return false }
            index = end + 1
        }
        if lines < bangLookLines, !isFinal { return nil }
        return leadingBang && bangLines >= 2
    }
}
