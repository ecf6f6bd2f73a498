import Foundation

/// The kinds of data file ChartData reads into a `DataTable`, and how one is recognised.
///
/// Magic bytes decide first (a compressed or binary file named `.csv` is still what its bytes
/// say); the extension decides between text formats, which have no magic.
///
/// ```swift
/// TableFileFormat.detect(path: "prices.csv", leadingBytes: bytes)   // .delimitedText
/// ```
public enum TableFileFormat: String, Sendable, CaseIterable {
    /// CSV, TSV, semicolon or blank-separated text.
    case delimitedText
    /// One JSON object per line (`.jsonl`, `.ndjson`).
    case jsonLines
    /// A JSON document of data: records, or pandas' columns, index, split or values (`.json`).
    case jsonData
    /// Any of the text formats compressed with gzip, bzip2, xz or zstd (`TextCompression`).
    case compressedText
    /// An Excel workbook (`.xlsx`).
    case excel
    /// A NumPy archive of named arrays (`.npz`).
    case numpyArchive
    /// A NumPy array (`.npy`): plain arrays are mapped in place (`NpyFile`), structured ones
    /// read as tables.
    case numpyArray
    /// HDF5 (`.h5`, `.hdf5`): one dataset at a time.
    case hdf5
    /// Apache Parquet (`PAR1` at both ends): `ParquetFile`.
    case parquet
    /// Arrow IPC, the file format (Feather v2, `ARROW1`) or the stream format: `ArrowIPCFile`.
    case arrowIPC
    /// sktime/aeon's time-series collections (`.ts`): `SktimeTSFile`, told by its header lines.
    case sktimeTS
    /// The Monash forecasting repository's `.tsf`: `MonashTSFFile`.
    case monashTSF
    /// Weka's ARFF (`.arff`): `ARFFFile`.
    case arff

    /// The format `path` holds, judged from its first bytes and then its extension; nil when
    /// the bytes say it is a binary format ChartData does not read (`UnsupportedFormat` names it).
    public static func detect(path: String, leadingBytes: [UInt8]) -> TableFileFormat? {
        if leadingBytes.starts(with: ParquetFile.magic) { return .parquet }
        if ArrowIPCFile.recognises(leadingBytes) { return .arrowIPC }
        if TextCompression.detect(leadingBytes: leadingBytes) != nil { return .compressedText }
        if HDF5Table.isHDF5(leadingBytes: leadingBytes) { return .hdf5 }
        if leadingBytes.starts(with: [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59]) { return .numpyArray }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if leadingBytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || leadingBytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            // A zip: what it holds decides (its first member's name is at offset 30).
            if ext == "npz" { return .numpyArchive }
            if ext == "xlsx" || ext == "xlsm" { return .excel }
            // A zip: its member names in the head decide (openpyxl writes docProps/ first, Excel
            // [Content_Types].xml; numpy's members end in .npy).
            for name in zipMemberNames(leadingBytes) {
                if name.hasPrefix("[Content_Types].xml") || name.hasPrefix("xl/") { return .excel }
                if name.hasSuffix(".npy") { return .numpyArchive }
            }
            return nil
        }
        if UnsupportedFormat.detect(path: path, leadingBytes: leadingBytes) != nil { return nil }
        // Header lines decide the time-series learning formats, whatever the name.
        if let format = headerFormat(leadingBytes: leadingBytes) { return format }
        let byName = textFormat(extension: ext)
        // A name that says nothing of JSON (`.txt`, `.dat`) over JSON content: the content decides.
        if byName == .delimitedText, let sniffed = jsonFormat(leadingBytes: leadingBytes) { return sniffed }
        return byName
    }

    /// JSON lines or a JSON document, from the first bytes of a text: an object (`{` then `"` or
    /// `}`) closed on its first line with another object on the next is JSON lines; any other
    /// object, or an array of objects, arrays or strings (`[` then `{`, `[` or `"`), a document.
    /// No delimited table starts so (a header cell `{` or `[{` would need a quote to hold a comma).
    package static func jsonFormat(leadingBytes bytes: [UInt8]) -> TableFileFormat? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipBlanks() { while index < bytes.count, ASCII.isBlank(bytes[index]) || ASCII.isLineBreak(bytes[index]) { index += 1 } }
        skipBlanks()
        guard index < bytes.count else { return nil }
        let opener = bytes[index]
        let start = index
        index += 1
        skipBlanks()
        guard index < bytes.count else { return nil }
        let next = bytes[index]
        switch opener {
        case UInt8(ascii: "{"):
            guard next == ASCII.quote || next == UInt8(ascii: "}") else { return nil }
            // The first line, trimmed, closes the object and the next line opens another.
            guard let lineEnd = bytes[start...].firstIndex(where: ASCII.isLineBreak) else { return .jsonData }
            var last = lineEnd - 1
            while last > start, ASCII.isBlank(bytes[last]) { last -= 1 }
            var following = lineEnd
            while following < bytes.count, ASCII.isBlank(bytes[following]) || ASCII.isLineBreak(bytes[following]) { following += 1 }
            if bytes[last] == UInt8(ascii: "}"), following < bytes.count, bytes[following] == UInt8(ascii: "{") { return .jsonLines }
            return .jsonData
        case UInt8(ascii: "["):
            return next == UInt8(ascii: "{") || next == UInt8(ascii: "[") || next == ASCII.quote ? .jsonData : nil
        default:
            return nil
        }
    }

    /// The names of the zip members whose local headers lie in `bytes` (a file's head), in order;
    /// the walk stops at a member whose size its header does not give (a data descriptor).
    static func zipMemberNames(_ bytes: [UInt8]) -> [String] {
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        var names: [String] = []
        var offset = 0
        while offset + 30 <= bytes.count, bytes[offset..<(offset + 4)].elementsEqual([0x50, 0x4B, 0x03, 0x04]) {
            let nameLength = u16(offset + 26), extraLength = u16(offset + 28)
            guard offset + 30 + nameLength <= bytes.count else { break }
            names.append(String(decoding: bytes[(offset + 30)..<(offset + 30 + nameLength)], as: UTF8.self))
            let flags = u16(offset + 6), size = u32(offset + 18)
            guard flags & 0x08 == 0, size > 0 || u32(offset + 22) == 0 else { break }
            offset += 30 + nameLength + extraLength + size
        }
        return names
    }

    /// The text format an extension names (`json`, `jsonl`, anything else delimited text).
    public static func textFormat(extension ext: String) -> TableFileFormat {
        switch ext.lowercased() {
        case "jsonl", "ndjson": return .jsonLines
        case "json": return .jsonData
        default: return .delimitedText
        }
    }
}
