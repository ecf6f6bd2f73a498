/// A table whose cells are separated by `|`, with a rule row of dashes or `=` under the names,
/// as database clients (psql, sqlite3 -box, SDSS/CasJobs dumps) and Markdown write it:
///
/// ```
///   |objID     |ra        |dec       |
///   |----------|----------|----------|
///   |  277955  |  0.7044  |  0.7513  |
/// ```
/// A frame `|` at the start or end of the rows is no column; rule rows anywhere and lines without
/// a `|` under the table (psql's `(10 rows)`) are skipped.
enum PipeSeparatedTable {
    static let bar = UInt8(ascii: "|")

    /// The first line (not blank, not `#`) holds a `|` and the next is a rule row.
    static func matches(_ lines: TextLines) -> Bool {
        guard let header = headerIndex(lines) else { return false }
        return header + 1 < lines.count && isRule(lines[header + 1])
    }

    static func headerIndex(_ lines: TextLines) -> Int? {
        guard let index = (0..<lines.count).first(where: { !lines.isBlank($0) && lines.firstByte($0) != UInt8(ascii: "#") }),
              lines[index].contains(bar) else { return nil }
        return index
    }

    /// Dashes or `=`, three at least, and nothing else but `|`, `+`, `:` and blanks.
    static func isRule(_ line: ArraySlice<UInt8>) -> Bool {
        var dashes = 0
        for byte in line {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "="): dashes += 1
            case bar, UInt8(ascii: "+"), UInt8(ascii: ":"), 32, 9: continue
            default: return false
            }
        }
        return dashes >= 3
    }

    /// The cells of a row split at `|`, without the empty cells a frame at either end makes.
    static func cells(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var cells = line.split(separator: bar, omittingEmptySubsequences: false)
        if let first = cells.first, first.allSatisfy({ $0 == 32 || $0 == 9 }) { cells.removeFirst() }
        if let last = cells.last, last.allSatisfy({ $0 == 32 || $0 == 9 }) { cells.removeLast() }
        return cells
    }

    static func read(_ lines: TextLines, file: String) throws(DataFileError) -> DataTable? {
        guard let header = headerIndex(lines) else { return nil }
        let names = cells(lines[header]).enumerated().map { column, cell in
            let name = TextLayout.text(cell)
            return name.isEmpty ? "column \(column + 1)" : name
        }
        guard names.count >= 2 else { return nil }
        var text = TabSeparatedText()
        text.append(names: names)
        var skipped = 0
        for index in (header + 1)..<lines.count where !lines.isBlank(index) && !isRule(lines[index]) {
            guard lines[index].contains(bar) else { skipped += 1; continue }
            var row = cells(lines[index])
            // A frame left off one row's end, or one more empty cell, is not a column.
            while row.count > names.count, let last = row.last, last.allSatisfy({ $0 == 32 || $0 == 9 }) { row.removeLast() }
            guard row.count <= names.count else {
                throw DataFileError(file: file, line: index + 1,
                                    problem: DataFileError.wrongFieldCount(expected: names.count, found: row.count) + " (cells separated by `|`)")
            }
            text.append(row, line: index + 1)
        }
        var note = "cells separated by `|` under a rule row (line \(header + 2)), names from line \(header + 1)"
        if skipped > 0 { note += "; \(skipped) line\(skipped == 1 ? "" : "s") without `|` skipped" }
        return try text.table(file: file, notes: [note])
    }
}
