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
    /// Apache Parquet (`PAR1` at both ends): `ParquetFile`.
    case parquet
    /// Arrow IPC, the file format (Feather v2, `ARROW1`) or the stream format: `ArrowIPCFile`.
    case arrowIPC

    /// The format `path` holds, judged from its first bytes and then its extension; nil when
    /// the bytes say it is a binary format ChartData does not read.
    public static func detect(path: String, leadingBytes: [UInt8]) -> TableFileFormat? {
        if leadingBytes.starts(with: ParquetFile.magic) { return .parquet }
        if ArrowIPCFile.recognises(leadingBytes) { return .arrowIPC }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "jsonl", "ndjson": return .jsonLines
        default: return .delimitedText
        }
    }
}
