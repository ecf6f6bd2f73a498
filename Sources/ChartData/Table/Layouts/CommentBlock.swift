/// A block of comment lines led by `*` (CABO weather files), `\` (IPAC-like headers), `!`
/// (Fortran) or `%` (MATLAB, ARFF) at the top of a file whose rest is a table. The lines are
/// read as `#` comments, so every rule of the delimited reader for comments holds for them
/// (skipped, or a commented header naming the columns).
enum CommentBlock {
    static let prefixes: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "\\"), UInt8(ascii: "!"), UInt8(ascii: "%")]

    /// The prefix of the block at the top of the head: two lines at least, and lines of another
    /// kind under it.
    static func prefix(of lines: TextLines) -> UInt8? {
        guard let first = (0..<lines.count).first(where: { !lines.isBlank($0) }),
              let prefix = lines.firstByte(first), prefixes.contains(prefix) else { return nil }
        let end = blockEnd(lines, prefix: prefix)
        let commented = (first..<end).filter { lines.firstByte($0) == prefix }.count
        let below = (end..<lines.count).filter { !lines.isBlank($0) }.count
        return commented >= 2 && below >= 2 ? prefix : nil
    }

    /// The first line under the block (lines led by the prefix or `#`, and blank lines).
    static func blockEnd(_ lines: TextLines, prefix: UInt8) -> Int {
        var index = 0
        while index < lines.count, lines.isBlank(index) || lines.firstByte(index) == prefix || lines.firstByte(index) == UInt8(ascii: "#") {
            index += 1
        }
        return index
    }

    static func read(_ bytes: [UInt8], prefix: UInt8, file: String) throws(DataFileError) -> DataTable? {
        let lines = TextLines(bytes, complete: true)
        let end = blockEnd(lines, prefix: prefix)
        var text = bytes
        for index in 0..<end {
            // The prefix becomes `#`; blanks before it stay (a comment may be indented).
            if let offset = lines[index].firstIndex(where: { $0 != 32 && $0 != 9 }), bytes[offset] == prefix {
                text[offset] = UInt8(ascii: "#")
            }
        }
        var table = try TextLayout.parse(text, file: file)
        table.readingNotes.insert("\(TableReader.lineSpan(1, end)): a block of comment lines led by `\(Character(Unicode.Scalar(prefix)))`, skipped", at: 0)
        return table
    }
}
