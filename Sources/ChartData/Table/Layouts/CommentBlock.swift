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
        let names = numberedNames(lines, prefix: prefix, end: end)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var namesWritten = false
        for index in 0..<lines.count {
            let line = lines[index]
            if index < end, let offset = line.firstIndex(where: { $0 != 32 && $0 != 9 }), bytes[offset] == prefix {
                if let names, !namesWritten {
                    // The block's first line names the columns, as a commented header the
                    // delimited reader takes when the rows have as many fields (two blanks
                    // apart: a name may hold one).
                    text += Array(("# " + names.joined(separator: "  ")).utf8)
                    namesWritten = true
                } else {
                    // The prefix becomes `#`; blanks before it stay (a comment may be indented).
                    text += line[line.startIndex..<offset]
                    text.append(UInt8(ascii: "#"))
                    text += line[(offset + 1)...]
                }
            } else {
                text += line
            }
            text.append(10)
        }
        var table = try TextLayout.parse(text, file: file)
        table.readingNotes.insert("\(TableReader.lineSpan(1, end)): a block of comment lines led by `\(Character(Unicode.Scalar(prefix)))`, skipped", at: 0)
        return table
    }

    /// A numbered list of the columns in the block (`* 1  station number`, `* 2  year`, …):
    /// the descriptions of the last run numbered 1, 2, … n (n ≥ 2), blanks inside made single.
    static func numberedNames(_ lines: TextLines, prefix: UInt8, end: Int) -> [String]? {
        var best: [String] = []
        var run: [String] = []
        for index in 0..<end {
            var body = lines[index].drop { $0 == 32 || $0 == 9 }
            guard body.first == prefix else { continue }
            body = body.dropFirst().drop { $0 == 32 || $0 == 9 }
            let digits = body.prefix { $0 >= 48 && $0 <= 57 }
            let rest = body.dropFirst(digits.count)
            let description = String(decoding: rest, as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            guard let number = Int(String(decoding: digits, as: UTF8.self)), rest.first == 32 || rest.first == 9,
                  !description.isEmpty else { continue }
            if number == run.count + 1 {
                run.append(description)
            } else {
                run = number == 1 ? [description] : []
            }
            if run.count >= 2, run.count >= best.count { best = run }
        }
        return best.isEmpty ? nil : best
    }
}
