import Foundation

/// Reads CSV, TSV and other delimited text files of numbers into a `DataTable`.
///
///     let table = try DelimitedTextParser.parse(contentsOf: "prices.csv")
///     for column in table.columns { print(column.name, column.values.count) }
///
/// The rules, chosen so that everyday files just work:
///
/// - **Encoding.** UTF-8, with or without a byte order mark. A file with NUL bytes or invalid
///   UTF-8 is "not a text file".
/// - **Lines.** LF, CRLF or CR line breaks. Lines whose first non-blank character is `#` are
///   comments; blank lines (spaces and tabs only) are skipped. Line numbers in errors count
///   every physical line of the file, comments and blank lines included.
/// - **Delimiter.** Detected from the first 5 lines that are not comments or blank: tab, comma,
///   semicolon, or runs of spaces and tabs. The candidate that gives every line the same field
///   count (at least 2) wins; among those, the one giving the most numeric cells; ties go to that
///   order. When none gives two fields, each line is one field: a single-column file (y values
///   only; the caller uses the row index as x).
/// - **Quotes (RFC 4180).** A field whose first non-blank character is `"` is quoted: inside it
///   `""` is a quote, and delimiters and line breaks are text. Spaces and tabs around fields are
///   trimmed.
/// - **Header.** The first line is a header when one of its fields is not a number while the same
///   field on the second line is a number (or, failing that, when all its fields are text and none
///   on the second line is). A file with one line has a header if any field is text. Without a
///   header the columns are named "column 1", "column 2", ...; an empty header field is named the
///   same way. A row of short texts under a header over numbers is a units row (`s,degC,hPa`):
///   the units go to `DataTable.units` (`TableReader+Units.swift`), not into the data.
/// - **Short rows.** A row with fewer fields than the first has gaps in the fields it lacks at
///   the end, as pandas reads it; a row with more fields is an error naming its line.
/// - **Numbers.** The whole trimmed field must be a decimal number: optional `+`/`-`, digits with
///   an optional fraction, an optional exponent, or `inf`/`infinity` in any case (kept as
///   infinities; the chart skips them). Thousands separators are never accepted in comma or
///   semicolon separated files; elsewhere `1,234,567` and `1,234.5` are, but not a lone `1,234`
///   (a decimal comma in European files). Parsing is exact (correctly rounded) and ignores the
///   locale.
/// - **Gaps.** An empty field, `NaN`, `nan`, `NAN`, `-nan`, `-NaN`, `NA`, `N/A`, `null` or `NULL`
///   is a gap: NaN in the table.
/// - **Errors.** Each names the file and, where it applies, the line and field:
///   `prices.csv:14: expected 3 fields, found 4`;
///   `prices.csv:14:2: "abc" is not a number (column "price")` (texts cut to 40 characters);
///   `prices.csv: no data rows` (an empty file, or only comments, or only a header);
///   `prices.csv:7: quoted field is never closed`; `prices.csv:1: not a text file`.
/// - **Text columns.** A column with no number in any data row (dates, categories) is an error,
///   `column "date" is not numeric`, unless `keepTextColumns` is set: then its cell texts go to
///   `DataTable.textColumns` instead. A column mixing numbers and text reports its first text cell.
///
/// Speed: a file with no quote character whose first 64 KiB hold plain numeric columns (and text
/// columns with no number) is read by `NumericRecordReader`, one pass per record straight into the columns' final arrays, in parts on
/// several cores from 8 MiB (it hands anything else, and the whole file, to the general reader,
/// so the result is always the general reader's). The general reader makes one pass to find
/// records and one to split fields, with no per-character `String` work. Numbers of up to 19
/// digits are converted exactly from the bytes (a power of ten up to 10^22 in double arithmetic,
/// else `EiselLemire`); longer ones go to `strtod`, so every value is the correctly rounded one
/// (`Double(String)`'s bits). A file named by path is read in parts of 64 MiB
/// (`DelimitedFileReader`), each part the same way (a part without quotes, once the table is
/// settled and plain, by `NumericRecordReader`), so files of any size open; the columns of a big
/// numeric file are cached beside it (`ColumnCacheSidecar`).
public enum DelimitedTextParser {
    /// Parses `text`; `file` is only used in error messages.
    public static func parse(_ text: String, file: String, keepTextColumns: Bool = false) throws(DataFileError) -> DataTable {
        var text = text
        // `withUTF8` and `withUnsafeBytes` do not pass typed errors through, hence the `Result`s.
        let outcome: Result<DataTable, DataFileError> = text.withUTF8 { bytes in
            Result { () throws(DataFileError) in try parse(bytes, file: file, keepTextColumns: keepTextColumns) }
        }
        return try outcome.get()
    }

    /// Parses the UTF-8 bytes in `data`; `file` is only used in error messages.
    public static func parse(_ data: Data, file: String, keepTextColumns: Bool = false) throws(DataFileError) -> DataTable {
        let outcome: Result<DataTable, DataFileError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Result { () throws(DataFileError) in try parse(bytes, file: file, keepTextColumns: keepTextColumns) }
        }
        return try outcome.get()
    }

    /// Reads and parses the file at `path`; `-` reads standard input to its end (named `<stdin>`
    /// in errors). A missing or unreadable file is a `DataFileError` naming the reason.
    ///
    /// A file and standard input are read in parts (`DelimitedFileReader`), so their size has no
    /// limit. `cachesColumns`: read and write the column
    /// cache beside a big file (`ColumnCacheSidecar`; never for standard input).
    /// `requiresNumbers`: refuse a big file in which no column holds numbers from a look at a
    /// few pieces of it, instead of after reading it all.
    public static func parse(contentsOf path: String, keepTextColumns: Bool = false, cachesColumns: Bool = true,
                             requiresNumbers: Bool = false) throws(DataFileError) -> DataTable {
        guard path != "-" else {
            var options = DelimitedFileReader.Options()
            options.keepTextColumns = keepTextColumns
            options.requiresNumbers = requiresNumbers
            return try DelimitedFileReader(stream: TableInput(path: "-"), options: options).finish()
        }
        var options = DelimitedFileReader.Options()
        options.keepTextColumns = keepTextColumns
        options.cachesColumns = cachesColumns
        options.requiresNumbers = requiresNumbers
        return try DelimitedFileReader(path: path, file: path, options: options).finish()
    }

    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String, keepTextColumns: Bool) throws(DataFileError) -> DataTable {
        // Long plain numeric files on two cores (DelimitedTextParser+Parallel.swift).
        if let table = parseInParallel(bytes, file: file, keepTextColumns: keepTextColumns) { return table }
        return try parseSerially(bytes, file: file, keepTextColumns: keepTextColumns)
    }

    /// One reader from the first byte to the last.
    package static func parseSerially(_ bytes: UnsafeBufferPointer<UInt8>, file: String, keepTextColumns: Bool) throws(DataFileError) -> DataTable {
        var reader = TableReader(file: file, output: .columns(keepTextColumns: keepTextColumns))
        _ = try reader.consume(bytes, isFinal: true)
        try reader.finish()
        return try reader.makeTable()
    }
}
