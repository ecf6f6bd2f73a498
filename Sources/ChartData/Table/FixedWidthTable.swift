/// A table of fixed-width columns whose cells may hold blanks (`12-15 years`, `< 12 years`), as R's
/// `write.table` with padding, Fortran and survey exports write them, read as pandas'
/// `read_fwf` infers its columns: a column boundary is a character position that is blank in
/// every line of the first 100 lines, and each column is a maximal run of other positions.
///
/// Tried only after the blank-separated reading failed on a padded line (`DataFileError.fixedWidthHint`):
/// it must also find as many columns as the header has blank-separated names, so a header whose
/// names do not sit over the columns keeps the error.
///
/// ```swift
/// let table = try FixedWidthTable.read(bytes, file: "divorce.dat")   // nil when no layout fits
/// ```
enum FixedWidthTable {
    /// Lines the column layout is inferred from, as `read_fwf`'s `infer_nrows`.
    static let inferenceLines = 100

    /// The table, or nil when the lines do not fall into columns under a header that names them.
    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> DataTable? {
        guard !bytes.contains(9) else { return nil }  // tabs have no width
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
            line.last == 13 ? line.dropLast() : line
        }
        lines.removeAll { $0.allSatisfy { $0 == 32 } }
        guard lines.count >= 2 else { return nil }
        let width = lines.prefix(inferenceLines).map(\.count).max() ?? 0
        var filled = [Bool](repeating: false, count: width)
        for line in lines.prefix(inferenceLines) {
            for (offset, byte) in line.enumerated() where byte != 32 { filled[offset] = true }
        }
        var spans: [Range<Int>] = []
        var start: Int?
        for position in 0...width {
            let isFilled = position < width && filled[position]
            if isFilled, start == nil { start = position }
            if !isFilled, let s = start { spans.append(s..<position); start = nil }
        }
        let names = runs(of: lines[0])
        spans = merged(spans, under: names)
        guard spans.count >= 2, names.count == spans.count else { return nil }
        // Each line as tab-separated cells, read by the delimited reader (types, gaps, dates).
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + lines.count * spans.count)
        for line in lines {
            let base = line.startIndex
            for (i, span) in spans.enumerated() {
                if i > 0 { text.append(9) }
                let low = base + min(span.lowerBound, line.count), high = base + min(span.upperBound, line.count)
                var cell = line[low..<high]
                while cell.first == 32 { cell = cell.dropFirst() }
                while cell.last == 32 { cell = cell.dropLast() }
                text.append(contentsOf: cell)
            }
            text.append(10)
        }
        return try text.withUnsafeBufferPointer { buffer throws(DataFileError) in
            try DelimitedTextParser.parse(buffer, file: file, keepTextColumns: true)
        }
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
    static func merged(_ spans: [Range<Int>], under names: [Range<Int>]) -> [Range<Int>] {
        let named = spans.map { span in names.contains { $0.overlaps(span) } }
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
