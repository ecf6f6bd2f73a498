/// Lines above a table that are not part of it: a title (`ASTM G173-03 Reference Spectra,,,`),
/// a station line (TMY3's 7 fields above a 68-field header), prose (NIST StRD's 60 lines above
/// `y x` pairs). They are skipped as pandas' `skiprows` would skip them, and the header under
/// them is kept.
///
/// The rule, from the records alone: when the first records disagree (their field counts differ,
/// or one with text fills fewer than half its fields), detection looks further, up to
/// `preambleLookahead` records, for a block of at least `preambleBlock` records of one field
/// count `n` (≥ 2) that runs to the end of what it has seen. The records above that block are a
/// preamble when every one of them holds text and is no row of it: fewer than `n/2` fields
/// filled, or a field count other than `n` and `n − 1`, or any text when the block holds none
/// (numbers without a header of their own, under prose), records of delimiters alone (`,,,,`)
/// counting for nothing; or when one or two records of numbers
/// alone, narrower than the block, sit above it (a date line, a station's coordinates); records
/// of numbers alone narrower than the block may also sit between such records of text (a
/// setting's value under its name). A record of `n − 1` names right above
/// the block is R's header (no name for the row names): no preamble. Without such a block
/// nothing changes: the delimiter is detected from the first records as before.
///
/// A last preamble record of more than `n` text fields that the block's first record does not
/// follow as data with a header of its own (NIST's `Data:  y  x` above numbers) is a label
/// followed by the names: its last `n` fields are the header.
extension TableReader {
    /// The most records looked at for the block under a preamble.
    package static let preambleLookahead = 256
    /// How many records of one field count confirm a block.
    package static let preambleBlock = 8

    /// What a skipped preamble was, for `--explain` (`DataTable.readingNotes`).
    package struct Preamble: Equatable, Sendable {
        /// Lines above the table that were skipped (its first kept line is `lines + 1`, whose
        /// leading label is skipped too when `headerFromLabelledLine`).
        package var lines: Int
        /// Fields of the table under it.
        package var fieldCount: Int
        /// The header was the tail of the preamble's last line (`Data:  y  x`).
        package var headerFromLabelledLine: Bool

        package var note: String {
            (lines == 1 ? "line 1" : "lines 1–\(lines)") + " skipped: a preamble above a table of \(fieldCount) fields (as pandas' skiprows=\(lines))"
                + (headerFromLabelledLine ? "; the names are the last \(fieldCount) fields of line \(lines + 1)" : "")
        }
    }

    /// How many records detection waits for: the usual sample, or more while the first records
    /// disagree and no block under them is confirmed yet.
    mutating func wantsMoreSample(_ records: [[UInt8]]) -> Bool {
        let first = FieldDelimiter.detectionSampleSize
        guard records.count >= first else { return true }
        // The first records do not change as the sample grows: whether they disagree is decided
        // once (asked again per record, it cost seconds on samples of thousands of fields).
        if firstRecordsDisagree == nil { firstRecordsDisagree = Self.disagree(Array(records.prefix(first))) }
        guard records.count < Self.preambleLookahead, firstRecordsDisagree! else {
            // Two records without a number among the first: the header may sit below metadata
            // rows or span rows (TableReader+HeaderBlock.swift), so look as far as that rule does.
            guard records.count < Self.headerBlockLookahead else { return false }
            if headerBlockTrigger == nil { headerBlockTrigger = Self.mayHaveHeaderBlock(Array(records.prefix(first))) }
            return headerBlockTrigger!
        }
        guard records.count >= first + Self.preambleBlock else { return true }
        return Self.block(in: Array(records.suffix(Self.preambleBlock))) == nil
    }

    /// Where reading starts: the record index of the table's first record (0: no preamble), the
    /// delimiter, and the byte offset inside that record where the header starts (a labelled one).
    static func preambleStart(in records: [[UInt8]]) -> (index: Int, delimiter: FieldDelimiter, headerOffset: Int)? {
        let first = FieldDelimiter.detectionSampleSize
        guard records.count > first, disagree(Array(records.prefix(first))) else { return nil }
        for start in 1..<records.count {
            let tail = Array(records[start...])
            guard tail.count >= min(preambleBlock, records.count - 1),
                  let (delimiter, width) = block(in: tail) else { continue }
            // A record of delimiters alone (`,,,,` under the World Bank's title lines) holds
            // nothing: it neither opens, ends nor breaks a preamble.
            let above = records[..<start].map { shape(of: $0, by: delimiter) }.filter { $0.filled > 0 }
            let blockHasText = tail.contains { shape(of: $0, by: delimiter).hasText }
            guard let last = above.last else { return (start, delimiter, 0) }
            // R's header right above its rows: one name fewer than fields, and no preamble.
            if last.count == width - 1, !last.hasNumber { return nil }
            // A short line of numbers alone above the block (EVE's date `2016 162 06 10` over
            // rows of 20, CABO's station line `5.67 51.97 7. -0.18 -0.55` over rows of 9) is a
            // preamble too: as the table's first row it would end the read at the next row,
            // which has more fields.
            let shortNumbers = above.count <= 2 && above.allSatisfy { !$0.hasText && $0.count < width }
            // Between lines of text, a short line of numbers alone is a setting's value (DSSAT's
            // `@CO2BAS` over `380.`), when text opens the preamble and text ends it: a short first
            // row under a header ends no preamble, since nothing of text follows it.
            let settingsBetweenTexts = above[0].hasText && last.hasText
            guard shortNumbers || above.allSatisfy({ shape in
                if !shape.hasText { return settingsBetweenTexts && shape.count < width }
                return shape.filled * 2 < width || !blockHasText || (shape.count != width && shape.count != width - 1)
            })
            else { return nil }
            // A labelled header: the last preamble line has more text fields than the block, and
            // the block is data alone (no header of its own).
            if last.count > width, !last.hasNumber, !blockHasText {
                return (start - 1, delimiter, last.starts[last.count - width])
            }
            return (start, delimiter, 0)
        }
        return nil
    }

    /// Whether the first records look like more than one table: differing field counts, or a
    /// record with text that fills fewer than half of the widest one's fields.
    private static func disagree(_ records: [[UInt8]]) -> Bool {
        let delimiter = FieldDelimiter.detect(in: records)
        let shapes = records.map { shape(of: $0, by: delimiter) }
        guard let widest = shapes.map(\.count).max(), widest >= 2 else { return false }
        return shapes.contains { $0.count != widest || ($0.hasText && $0.filled * 2 < widest) }
    }

    /// The delimiter and field count shared by every record of `records` (at least 2 fields, no
    /// record filling fewer than half of them), or nil.
    private static func block(in records: [[UInt8]]) -> (FieldDelimiter, Int)? {
        let delimiter = FieldDelimiter.detect(in: Array(records.prefix(FieldDelimiter.detectionSampleSize)))
        let shapes = records.map { shape(of: $0, by: delimiter) }
        guard let width = shapes.first?.count, width >= 2,
              shapes.allSatisfy({ $0.count == width && $0.filled * 2 >= width }) else { return nil }
        return (delimiter, width)
    }

    private struct RecordShape {
        var count = 0, filled = 0
        var hasText = false, hasNumber = false
        /// Each field's first byte in the record.
        var starts: [Int] = []
    }

    private static func shape(of record: [UInt8], by delimiter: FieldDelimiter) -> RecordShape {
        var fields: [FieldSpan] = []
        var shape = RecordShape()
        record.withUnsafeBufferPointer { bytes in
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &fields)
            shape.count = fields.count
            shape.starts = fields.map(\.start)
            for field in fields {
                switch FieldSplitter.value(of: field, in: bytes, allowsThousandsSeparators: delimiter.allowsThousandsSeparators) {
                case .number: shape.filled += 1; shape.hasNumber = true
                case .text: shape.filled += 1; shape.hasText = true
                case .gap: break
                }
            }
        }
        return shape
    }
}
