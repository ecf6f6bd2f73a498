/// The compressions a text table may come in (`.csv.gz`, `.jsonl.zst`, ...), recognised by the
/// magic bytes each format begins with, so a compressed stream on standard input or under a
/// misleading name is still found.
public enum TextCompression: String, Sendable, CaseIterable {
    case gzip, bzip2, xz, zstd, lz4

    /// The compression `leadingBytes` start with, if any.
    public static func detect(leadingBytes bytes: [UInt8]) -> TextCompression? {
        func starts(_ magic: [UInt8]) -> Bool { bytes.count >= magic.count && Array(bytes.prefix(magic.count)) == magic }
        if starts([0x1F, 0x8B]) { return .gzip }
        // "BZh" then the block size digit 1-9.
        if starts([0x42, 0x5A, 0x68]), bytes.count >= 4, (0x31...0x39).contains(bytes[3]) { return .bzip2 }
        if starts([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return .xz }
        if starts([0x28, 0xB5, 0x2F, 0xFD]) { return .zstd }
        // The LZ4 frame format's magic number (lz4 command line's .lz4 files).
        if starts([0x04, 0x22, 0x4D, 0x18]) { return .lz4 }
        return nil
    }

    /// The compression a file name's last extension names (`gz`, `bz2`, `xz`, `zst`, `lz4`).
    public static func from(extension ext: String) -> TextCompression? {
        switch ext.lowercased() {
        case "gz", "gzip": return .gzip
        case "bz2", "bzip2": return .bzip2
        case "xz": return .xz
        case "zst", "zstd": return .zstd
        case "lz4": return .lz4
        default: return nil
        }
    }

    /// How messages name it.
    public var displayName: String {
        switch self {
        case .gzip: return "gzip"
        case .bzip2: return "bzip2"
        case .xz: return "xz"
        case .zstd: return "zstd"
        case .lz4: return "lz4"
        }
    }
}
