/// A table of fixed-width columns whose cells may hold blanks (`12-15 years`, `flight phase`) or
/// be blank, as R's `write.table` with padding, Fortran, survey exports and engineering tools
/// write them, read as pandas' `read_fwf` infers its columns: a column boundary is a character
/// position that is blank in every one of the first 100 data lines, and each column is a maximal
/// run of other positions.
///
/// The names are the line above the data when its words sit over the columns (a name of several
/// words is kept whole); a column no name sits over is part of its neighbour (a blank every row
/// has inside a cell). Lines above that name fewer than half the columns are a title, skipped:
/// the columns are then numbered.
///
/// Read when the blank-separated reading failed on a padded line (`DataFileError.fixedWidthHint`),
/// or when the first lines show blank cells inside rows (`hasBlankCells`), where splitting at
/// blanks would shift the cells after a blank one to the left.
///
/// ```swift
/// let table = try FixedWidthTable.read(bytes, file: "divorce.dat")   // nil when no layout fits
/// ```
enum FixedWidthTable {
    /// Lines the column layout is inferred from, as `read_fwf`'s `infer_nrows`.
    static let inferenceLines = 100

    /// The lines of a fixed-width table: the lines above the data, the data lines, the columns.
    struct Layout {
        var above: [Int]
        var data: [Int]
        var spans: [Range<Int>]
    }

    /// The table, or nil when the lines do not fall into columns under a header that names them.
    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> DataTable? {
        guard !bytes.contains(9) else { return nil }  // tabs have no width
        let lines = TextLines(bytes, complete: true)
        guard let layout = layout(lines, lookingAt: lines.count) else { return nil }
        let header = layout.above.last.map { lines[$0] }
        var spans = layout.spans
        var names: [String]
        var notes: [String] = []
        if let header, let named = Self.names(header, over: spans) {
            spans = named.spans
            names = named.names
            if layout.above.count > 1 {
                notes.append(TableReader.lineSpan(layout.above[0] + 1, layout.above[layout.above.count - 2] + 1) + " above the names skipped")
            }
        } else if let header, !isTitle(header, over: spans) {
            return nil
        } else {
            names = (1...spans.count).map { "column \($0)" }
            if let first = layout.above.first, let last = layout.above.last {
                notes.append(TableReader.lineSpan(first + 1, last + 1) + " above the rows skipped: a title, no names over the columns")
            }
        }
        guard spans.count >= 2 else { return nil }
        notes.append("a fixed-width table: \(spans.count) columns where every one of the first \(min(layout.data.count, inferenceLines)) rows is blank between them (as pandas' read_fwf)")
        // The last column takes what a later, longer line holds past it.
        spans[spans.count - 1] = spans[spans.count - 1].lowerBound..<Int.max
        var text = TabSeparatedText()
        text.append(names: names)
        for row in layout.data {
            text.append(spans.map { TextLayout.cell(lines[row], $0) }, line: row + 1)
        }
        return try text.table(file: file, notes: notes)
    }

    /// The lines above the data (those holding no number, at the top), the data lines (not
    /// blank, not `#`) and the columns of the first `inferenceLines` of them; nil with no data.
    static func layout(_ lines: TextLines, lookingAt count: Int) -> Layout? {
        var above: [Int] = []
        var data: [Int] = []
        for index in 0..<min(count, lines.count) where !lines.isBlank(index) && lines.firstByte(index) != UInt8(ascii: "#") {
            if data.isEmpty, !holdsNumber(lines[index]) { above.append(index); continue }
            data.append(index)
        }
        guard !data.isEmpty else { return nil }
        let width = data.prefix(inferenceLines).map { lines[$0].count }.max() ?? 0
        var filled = [Bool](repeating: false, count: width)
        for index in data.prefix(inferenceLines) {
            for (offset, byte) in lines[index].enumerated() where byte != 32 { filled[offset] = true }
        }
        var spans: [Range<Int>] = []
        var start: Int?
        for position in 0...width {
            let isFilled = position < width && filled[position]
            if isFilled, start == nil { start = position }
            if !isFilled, let s = start { spans.append(s..<position); start = nil }
        }
        return Layout(above: above, data: data, spans: spans)
    }

    /// Whether some blank-separated word of the line is a number.
    static func holdsNumber(_ line: ArraySlice<UInt8>) -> Bool {
        line.split(whereSeparator: { $0 == 32 || $0 == 9 }).contains { Double(String(decoding: $0, as: UTF8.self)) != nil }
    }

    /// Evidence for reading by position before splitting at blanks, from the first lines: they
    /// are padded into columns (two blanks in a row), and either some row leaves a column blank
    /// before its last cell (split at blanks, its later cells would move left), or the line above
    /// names the columns with words that sit over them while the names or cells hold more words
    /// than there are columns (`flight phase`, `Liftoff speed`: split at blanks, they would be
    /// two cells each).
    static func hasBlankCells(_ lines: TextLines) -> Bool {
        guard !lines.bytes.contains(9), let layout = layout(lines, lookingAt: inferenceLines * 2),
              layout.spans.count >= 2, layout.data.count >= 3,
              layout.data.prefix(inferenceLines).contains(where: { lines[$0].count > 1 && isPadded(lines[$0]) }),
              FieldDelimiter.detect(in: layout.data.prefix(FieldDelimiter.detectionSampleSize).map { Array(lines[$0]) }) == .whitespace
        else { return false }
        var fullRows = 0, gappedRows = 0, longerRows = 0
        for index in layout.data.prefix(inferenceLines) {
            let words = runs(of: lines[index])
            if words.count > layout.spans.count { longerRows += 1; continue }
            if words.count == layout.spans.count { fullRows += 1; continue }
            // Which columns the words fill: a blank one before the last filled is a gap inside the row.
            let filled = layout.spans.map { span in words.contains { $0.overlaps(span) } }
            if let last = filled.lastIndex(of: true), filled[..<last].contains(false) { gappedRows += 1 }
        }
        if gappedRows > 0 && fullRows >= gappedRows && longerRows == 0 { return true }
        guard let header = layout.above.last, let named = names(lines[header], over: layout.spans) else { return false }
        return longerRows > 0 || runs(of: lines[header]).count > named.names.count
    }

    /// Two blanks in a row between words, or blanks before the first: a line padded into columns.
    static func isPadded(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.firstIndex(where: { $0 != 32 }) else { return false }
        if first > line.startIndex { return true }
        var blanks = 0
        for byte in line[first...] {
            blanks = byte == 32 ? blanks + 1 : 0
            if blanks == 2 { return true }
        }
        return false
    }

    /// The header's words grouped by the column each sits over, and the columns with unnamed
    /// ones joined to a neighbour; nil when a word sits over no column or over two, or when
    /// fewer than half the columns are named.
    static func names(_ header: ArraySlice<UInt8>, over spans: [Range<Int>]) -> (names: [String], spans: [Range<Int>])? {
        let words = runs(of: header)
        var owner: [Int] = []
        for word in words {
            let over = spans.indices.filter { spans[$0].overlaps(word) }
            guard over.count == 1 else { return nil }
            owner.append(over[0])
        }
        let named = Set(owner)
        guard named.count * 2 >= spans.count, named.count >= 2 else { return nil }
        let joined = merged(spans, named: spans.indices.map(named.contains), under: words)
        let names = joined.map { span in
            zip(words, owner).filter { span.overlaps(spans[$0.1]) }
                .map { String(decoding: header[(header.startIndex + $0.0.lowerBound)..<(header.startIndex + $0.0.upperBound)], as: UTF8.self) }
                .joined(separator: " ")
        }
        return (names, joined)
    }

    /// A line above the data that names fewer than half its columns: a title (`ak135 - P`).
    static func isTitle(_ line: ArraySlice<UInt8>, over spans: [Range<Int>]) -> Bool {
        let words = runs(of: line)
        let named = Set(spans.indices.filter { index in words.contains { $0.overlaps(spans[index]) } })
        return named.count * 2 < spans.count
    }

    /// Positions of the blank-separated words of a line.
    static func runs(of line: ArraySlice<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (offset, byte) in line.enumerated() {
            if byte != 32, start == nil { start = offset }
            if byte == 32, let s = start { result.append(s..<offset); start = nil }
        }
        if let s = start { result.append(s..<line.count) }
        return result
    }

    /// Spans with no header name over them are part of a neighbour: a cell's words split by a
    /// blank that every row has at one place (`12-15 years`, `16+ years` right-aligned). They
    /// join the span to their right under right-aligned names, else the one to their left.
    static func merged(_ spans: [Range<Int>], named: [Bool], under names: [Range<Int>]) -> [Range<Int>] {
        guard named.contains(false), named.contains(true) else { return spans }
        let rightAligned = zip(spans, named).filter(\.1).filter { span, _ in names.contains { $0.upperBound == span.upperBound } }.count
        let leftAligned = zip(spans, named).filter(\.1).filter { span, _ in names.contains { $0.lowerBound == span.lowerBound } }.count
        var result: [Range<Int>] = []
        var pending: Range<Int>?  // unnamed spans waiting for the named one to their right
        for (span, isNamed) in zip(spans, named) {
            if isNamed {
                result.append((pending?.lowerBound ?? span.lowerBound)..<span.upperBound)
                pending = nil
            } else if rightAligned < leftAligned, let last = result.popLast() {
                result.append(last.lowerBound..<span.upperBound)
            } else {
                pending = (pending?.lowerBound ?? span.lowerBound)..<span.upperBound
            }
        }
        if let pending, let last = result.popLast() { result.append(last.lowerBound..<pending.upperBound) }
        return result
    }
}
