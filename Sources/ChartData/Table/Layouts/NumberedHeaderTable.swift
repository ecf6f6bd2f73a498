/// Blocks headed by a line that numbers the columns (`1 2 3 …`) over a line of their names, as
/// MESA's history and profile files write them: a first block of run metadata (version, compiler,
/// date) with one row of values, then the block of the table's columns with its numeric rows.
/// The table is the last numbered block; the blocks above are metadata, skipped and named in
/// `--explain`.
///
/// ```
///        1             2
///   version_number  compiler
///    "r24.03.1"    "gfortran"
///
///        1             2          3
///   model_number   num_zones   star_age
///        1           1004      1.0e-05
/// ```
enum NumberedHeaderTable {
    /// Whether the line's words are 1, 2, … n, for n ≥ 2.
    static func numbering(_ line: ArraySlice<UInt8>) -> Int? {
        let words = line.split(whereSeparator: { $0 == 32 || $0 == 9 })
        guard words.count >= 2 else { return nil }
        for (index, word) in words.enumerated() where Int(String(decoding: word, as: UTF8.self)) != index + 1 { return nil }
        return words.count
    }

    /// The numbered lines over a line of as many names (not all numbers), in the head.
    static func blocks(_ lines: TextLines) -> [Int] {
        (0..<max(lines.count - 1, 0)).filter { index in
            guard let count = numbering(lines[index]) else { return false }
            let names = lines[index + 1].split(whereSeparator: { $0 == 32 || $0 == 9 })
            return names.count == count && !TextLayout.isNumericLine(lines[index + 1])
        }
    }

    /// Two numbered blocks at least, or one whose names head numeric rows.
    static func matches(_ lines: TextLines) -> Bool {
        let found = blocks(lines)
        guard let last = found.last else { return false }
        return found.count >= 2 || (last + 2 < lines.count && TextLayout.isNumericLine(lines[last + 2]))
    }

    static func read(_ lines: TextLines, file: String) throws(DataFileError) -> DataTable? {
        // The blocks lie at the top: look for the last one in the lines a sniff would see.
        let found = blocks(lines)
        guard let last = found.last else { return nil }
        let names = lines[last + 1].split(whereSeparator: { $0 == 32 || $0 == 9 }).map { String(decoding: $0, as: UTF8.self) }
        var text = TabSeparatedText()
        text.append(names: names)
        for row in (last + 2)..<lines.count where !lines.isBlank(row) {
            text.append(lines[row].split(whereSeparator: { $0 == 32 || $0 == 9 }), line: row + 1)
        }
        var note = "names from the numbered block at line \(last + 2)"
        if found.count > 1 {
            let metadata = found.dropLast().map { lines[$0 + 1].split(whereSeparator: { $0 == 32 }).count }.reduce(0, +)
            note += "; \(found.count - 1) numbered block\(found.count == 2 ? "" : "s") above (\(TableReader.lineSpan(found[0] + 1, last))) skipped as metadata (\(metadata) entries)"
        }
        return try text.table(file: file, notes: [note])
    }
}
