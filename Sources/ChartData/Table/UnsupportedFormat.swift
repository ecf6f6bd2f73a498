import Foundation

/// Data file formats people have that ChartData does not read, recognised so the message says
/// so ("ORC is not a format chartview reads; it reads …") instead of "not a text file".
public enum UnsupportedFormat {
    /// What a refusal lists as readable.
    public static let readableFormats = "CSV/TSV, JSON, JSON lines, Parquet, Arrow/Feather, Excel .xlsx, .npy/.npz, HDF5/netCDF-4, SQLite (and their .gz/.bz2/.xz/.zst/.lz4)"

    /// The name of the format `leadingBytes` (and then the extension) say the file is, when
    /// it is one chartview does not read; nil otherwise.
    public static func detect(path: String, leadingBytes bytes: [UInt8]) -> String? {
        // Pages, documents and images under any name: not a table at all (`NotATable`).
        if let kind = NotATable.detect(leadingBytes: bytes) { return kind }
        // netCDF's classic, 64-bit offset and CDF-5 headers: "CDF" then the version byte.
        if bytes.count >= 4, bytes.starts(with: Array("CDF".utf8)), [1, 2, 5].contains(bytes[3]) { return netCDF3 }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && Array(bytes[offset..<(offset + magic.count)]) == magic
        }
        func startsText(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }
        // Extensions alone decide only for binary bytes: a CSV named .xls is still read.
        let isBinary = bytes.prefix(4096).contains(0)
        // "ORC" then the postscript's protobuf bytes.
        if startsText("ORC") && (ext == "orc" || isBinary) { return "ORC" }
        if startsText("Obj") && bytes.count > 3 && bytes[3] == 0x01 { return "Avro" }
        if starts([0xC2, 0xEA, 0x81, 0x60, 0xB3, 0x14, 0x11, 0xCF], at: 12) || (ext == "sas7bdat" && isBinary) { return "SAS7BDAT" }
        if startsText("<stata_dta>") || (ext == "dta" && bytes.first.map { (0x66...0x77).contains($0) } == true) { return "Stata .dta" }
        if startsText("$FL2") || startsText("$FL3") { return "SPSS .sav" }
        if starts([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
            return ext == "xls" ? "old Excel .xls (save it as .xlsx)" : "an OLE2 compound document (old Microsoft Office)"
        }
        if startsText("SQLite format 3\0") { return sqlite }
        if starts([0x50, 0x4B, 0x03, 0x04]) {
            if String(decoding: bytes.dropFirst(30).prefix(90), as: UTF8.self).contains("opendocument.spreadsheet") || ext == "ods" {
                return "OpenDocument .ods (save it as .xlsx)"
            }
            return "a zip archive of something other than .xlsx or .npz"
        }
        if bytes.count >= 2, bytes[0] == 0x80, (2...5).contains(bytes[1]) { return "Python pickle" }
        guard isBinary else { return nil }
        if ["pkl", "pickle"].contains(ext) { return "Python pickle" }
        if starts([0x04, 0x22, 0x4D, 0x18]) { return "LZ4-compressed" }
        if starts([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) { return "7-Zip" }
        if ["orc"].contains(ext) { return "ORC" }
        if ["avro"].contains(ext) { return "Avro" }
        if ["sav", "zsav"].contains(ext) { return "SPSS .sav" }
        if ext == "xls" { return "old Excel .xls (save it as .xlsx)" }
        if ext == "ods" { return "OpenDocument .ods (save it as .xlsx)" }
        return nil
    }

    /// What `detect` calls an SQLite database: read, but as a database (`--table`, `--query`),
    /// not as a table file.
    public static let sqlite = "SQLite"

    /// What `detect` calls a netCDF-3 file (classic, 64-bit offset or CDF-5): netCDF-4 is read
    /// (it is HDF5), and `nccopy` turns the one into the other.
    public static let netCDF3 = "netCDF-3"

    /// The one-line refusal for `file` in `format`.
    public static func message(file: String, format: String) -> DataFileError {
        if NotATable.kinds.contains(format) {
            return NotATable.message(file: file, kind: format)
        }
        if format == netCDF3 {
            return DataFileError(file: file, problem: "a netCDF-3 (classic) file: chartview reads netCDF-4 (HDF5) only; convert with nccopy -k nc4 IN OUT")
        }
        if format == sqlite {
            return DataFileError(file: file, problem: "an SQLite database: name a --table or give a --query")
        }
        return DataFileError(file: file, problem: "\(format) is not a format chartview reads; it reads \(readableFormats)")
    }
}
