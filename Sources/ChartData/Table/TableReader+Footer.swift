/// Lines under a table that are not rows of it: an end marker (the World Magnetic Model's
/// coefficient file ends with two lines of 48 nines), a `Total` or a copyright line. pandas reads
/// them as rows of gaps unless told `skipfooter`; drawn, a marker of 9s becomes a key `1e+48`.
///
/// The rule, for whole files (not streams): a record of one field under a table of three fields or more, after at least one
/// row, is held back; a full record after it makes it (and those held with it) rows again, read
/// as before with gaps; at the end of the input the held records are a footer and are skipped,
/// and `--explain` names their lines. At most `footerMostLines` are held: a run longer than that
/// is a column of the data, read as rows.
///
/// A **trailer** is the same thing after a table of any width: notes under the rows (PyNeb's
/// atomic data end 20,300 rows of 12 fields with `*** SOURCE1 Tayal, S. S. & …` lines) that do
/// not fit the table. After at least `trailerLeastRows` rows, a record led by a mark (a byte
/// that is no letter, digit, sign, dot or quote: `***`, `--`, `%`) with more fields than the
/// table (an error otherwise), or with fewer and a text where the first column holds numbers
/// only (no such line among the rows already: Touchstone's `! Port Impedance` under each row),
/// starts one, and the records after it led by the same mark are held with it; a record of the
/// table's field count, or one led otherwise (a second table's names under the first), makes
/// them rows again (the first too long one is then the error it always was). At the end of the
/// input they are skipped and `--explain` names their lines. At most `trailerMostLines` are
/// held, and never more than a tenth of the rows: a long tail is data, or an error.
extension TableReader {
    /// The least rows a table has before records that do not fit it may be a trailer.
    package static let trailerLeastRows = 20
    /// The most records held back as a possible trailer.
    package static let trailerMostLines = 64

    /// The most one-field records held back as a possible footer.
    package static let footerMostLines = 8

    /// Whether a record of `fieldCount` fields, under the table's rows, is held back as a possible footer.
    mutating func mayBeFooter(fieldCount: Int) -> Bool {
        // Whole files only: a live stream hands each row on as it comes, and its last record
        // is no footer until the stream ends (a short row there is a row of gaps).
        guard case .columns = output, fieldCount == 1, expectedFieldCount >= 3, rowCount > 0, !footerRuledOut,
              trailer.isEmpty else { return false }
        if footer.count < Self.footerMostLines { return true }
        footerRuledOut = true
        return false
    }

    /// A full record follows the held ones: they were rows after all.
    mutating func readHeldFooter() throws(DataFileError) {
        guard !footer.isEmpty else { return }
        let held = footer
        footer = []
        for row in held {
            try row.bytes.withUnsafeBufferPointer { bytes throws(DataFileError) in
                FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &fields)
                try appendRow(from: bytes, line: row.line)
            }
        }
    }

    /// Whether a record of `fieldCount` fields (split into `fields`), under the table's rows, is
    /// held back as a possible trailer; the one-field records held as a footer join it.
    mutating func mayBeTrailer(fieldCount: Int, record: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .columns = output, !trailerRuledOut, fieldCount != expectedFieldCount,
              let lead = record.first(where: { !ASCII.isBlank(bytes[$0]) }).map({ bytes[$0] }), Self.isMark(lead)
        else { return false }
        if let first = trailer.first {
            guard first.bytes.first(where: { !ASCII.isBlank($0) }) == lead else { return false }
        } else {
            guard rowCount >= Self.trailerLeastRows, let first = fields.first else { return false }
            let opensTrailer: Bool
            if fieldCount > expectedFieldCount {
                opensTrailer = true
            } else if case .numeric = columns.first?.kind, columns[0].firstOdd == nil, case .text = cellValue(first, in: bytes) {
                opensTrailer = true
            } else {
                opensTrailer = false
            }
            guard opensTrailer else { return false }
        }
        let held = footer.count + trailer.count + 1
        guard held <= Self.trailerMostLines, held * 10 <= rowCount else {
            trailerRuledOut = true
            return false
        }
        trailer += footer
        footer = []
        return true
    }

    /// A byte that opens a note rather than a cell: no letter, digit, sign, dot or quote.
    static func isMark(_ byte: UInt8) -> Bool {
        byte < 0x80 && !ASCII.isDigit(byte) && !Character(Unicode.Scalar(byte)).isLetter
            && !"+-.\"'_".utf8.contains(byte)
    }

    /// A record of the table's width follows the held ones: they were rows after all.
    mutating func readHeldTrailer() throws(DataFileError) {
        guard !trailer.isEmpty else { return }
        let held = trailer
        trailer = []
        for row in held {
            try row.bytes.withUnsafeBufferPointer { bytes throws(DataFileError) in
                FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &fields)
                try appendRow(from: bytes, line: row.line)
            }
        }
    }
}
