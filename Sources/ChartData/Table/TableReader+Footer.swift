/// Lines under a table that are not rows of it: an end marker (the World Magnetic Model's
/// coefficient file ends with two lines of 48 nines), a `Total` or a copyright line. pandas reads
/// them as rows of gaps unless told `skipfooter`; drawn, a marker of 9s becomes a key `1e+48`.
///
/// The rule, for whole files (not streams): a record of one field under a table of three fields or more, after at least one
/// row, is held back; a full record after it makes it (and those held with it) rows again, read
/// as before with gaps; at the end of the input the held records are a footer and are skipped,
/// and `--explain` names their lines. At most `footerMostLines` are held: a run longer than that
/// is a column of the data, read as rows.
extension TableReader {
    /// The most one-field records held back as a possible footer.
    package static let footerMostLines = 8

    /// Whether a record of `fieldCount` fields, under the table's rows, is held back as a possible footer.
    mutating func mayBeFooter(fieldCount: Int) -> Bool {
        // Whole files only: a live stream hands each row on as it comes, and its last record
        // is no footer until the stream ends (a short row there is a row of gaps).
        guard case .columns = output, fieldCount == 1, expectedFieldCount >= 3, rowCount > 0, !footerRuledOut else { return false }
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
}
