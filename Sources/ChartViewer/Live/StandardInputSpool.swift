import ChartData
import Foundation

/// Standard input kept on disk as the window reads it (`chartview -`), so that once the input
/// ends the window can read it again as a file: through the same readers, inference and
/// progressive load as `chartview FILE` (a grid a heatmap, a Parquet or Excel file at all).
///
/// The bytes go to a temporary file written as they arrive (memory stays one read's worth,
/// whatever the length). The file has no name while it is written (`O_TMPFILE`), so a window
/// killed before the input ends leaves nothing behind. At the end it is linked into a private
/// folder under the name a file of its format would have (`stdin.parquet`, `stdin.csv.gz`,
/// `stdin.jsonl`): magic bytes first, then, for text, how it starts (`{` JSON lines, `[` JSON
/// data, else delimited), the rule `chartview render -` reads standard input by. Once read,
/// `removeName()` takes the name away again (open and mapped copies live on); `remove()` at the
/// end closes it, which frees its space.
final class StandardInputSpool: @unchecked Sendable {
    private let descriptor: Int32
    private var isClosed = false
    /// The most bytes kept: an endless stream (`tail -f log | chartview -`) must not fill the
    /// temporary folder. Half its free space when the window opened, at most 16 GiB; past it the
    /// spool is dropped (the live chart goes on) and its space freed at once.
    let largestKept: Int
    /// Where a file system without unnamed files (`O_TMPFILE`) keeps a named one instead.
    private let namedFallback: URL?
    private var head: [UInt8] = []
    private(set) var byteCount = 0
    /// The folder holding the named file, once `finish()` made it.
    private(set) var folder: URL?
    /// The file's path once `finish()` named it.
    private(set) var path: String?

    /// Bytes of the head kept to name the file (every magic number, a zip's first member name).
    static let headBytes = TableInput.leadingCount
    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift does not import.
    private static let unnamedFile: Int32 = 0o20000000 | O_DIRECTORY

    init(largestKept limit: Int? = nil) throws(ViewerError) {
        let temporary = FileManager.default.temporaryDirectory
        largestKept = limit ?? Self.defaultLimit(in: temporary.path)
        let unnamed = open(temporary.path, Self.unnamedFile | O_RDWR | O_CLOEXEC, 0o600)
        if unnamed >= 0 {
            descriptor = unnamed
            namedFallback = nil
            return
        }
        // No unnamed files here: a named one in a private folder, removed with it.
        let folder = Self.privateFolder()
        let file = folder.appendingPathComponent("stdin")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw ViewerError("<stdin>: cannot keep standard input in \(temporary.path) (\(error.localizedDescription))")
        }
        let named = open(file.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard named >= 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: folder)
            throw ViewerError("<stdin>: cannot keep standard input in \(temporary.path) (\(reason))")
        }
        descriptor = named
        namedFallback = file
        self.folder = folder
    }

    /// Half the free space of `folder` now, at most 16 GiB (16 GiB when it cannot be asked).
    static func defaultLimit(in folder: String) -> Int {
        let most = 16 << 30
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return most }
        let free = Double(info.f_bavail) * Double(info.f_frsize)
        return Int(min(Double(most), free / 2))
    }

    private static func privateFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("chartview-stdin-\(UUID().uuidString)")
    }

    /// Appends what was read; false when the disk refused it (the input is then not read again).
    @discardableResult
    func append(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !isClosed, byteCount + bytes.count <= largestKept else { return false }
        if head.count < Self.headBytes { head += bytes.prefix(Self.headBytes - head.count) }
        byteCount += bytes.count
        return bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if wrote < 0 && errno == EINTR { continue }
                guard wrote > 0 else { return false }
                done += wrote
            }
            return true
        }
    }

    /// Names the file by its contents; the path to read it from.
    func finish() throws(ViewerError) -> String {
        let name = Self.fileName(head: head)
        if let namedFallback, let folder {
            let named = folder.appendingPathComponent(name)
            guard rename(namedFallback.path, named.path) == 0 else {
                throw ViewerError("<stdin>: cannot name the kept standard input (\(String(cString: strerror(errno))))")
            }
            path = named.path
            return named.path
        }
        let folder = Self.privateFolder()
        let named = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw ViewerError("<stdin>: cannot name the kept standard input (\(error.localizedDescription))")
        }
        // An unnamed file is given a name through its /proc link.
        guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, named.path, AT_SYMLINK_FOLLOW) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: folder)
            throw ViewerError("<stdin>: cannot name the kept standard input (\(reason))")
        }
        self.folder = folder
        path = named.path
        return named.path
    }

    /// A problem's line with the kept file's path put back to standard input's name, `<stdin>`.
    func standardInputName(in line: String) -> String {
        guard let path else { return line }
        return line.replacingOccurrences(of: path, with: "<stdin>")
    }

    /// Takes the name (and its folder) away once the file has been read: what readers hold open
    /// or mapped lives on, and a window killed later leaves nothing behind.
    func removeName() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        folder = nil
    }

    func remove() {
        removeName()
        // (once: the reader drops a spool that outgrew its limit, and the command removes it again)
        guard !isClosed else { return }
        isClosed = true
        close(descriptor)
    }

    /// The name a file of these first bytes would have.
    static func fileName(head: [UInt8]) -> String {
        if let compression = TextCompression.detect(leadingBytes: head) {
            return "stdin." + textExtension(firstText: decompressedStart(head, compression)) + "." + compressionExtension(compression)
        }
        switch TableFileFormat.detect(path: "stdin", leadingBytes: head) {
        case .parquet: return "stdin.parquet"
        case .arrowIPC: return "stdin.arrow"
        case .hdf5: return "stdin.h5"
        case .numpyArray: return "stdin.npy"
        case .numpyArchive: return "stdin.npz"
        case .excel: return "stdin.xlsx"
        case .compressedText, nil: return "stdin"
        case .sktimeTS: return "stdin.ts"
        case .monashTSF: return "stdin.tsf"
        case .arff: return "stdin.arff"
        case .delimitedText, .jsonLines, .jsonData: return "stdin." + textExtension(firstText: head)
        }
    }

    /// Whether a stream starting with `head` is text the live reader can parse as it arrives
    /// (plain or compressed); binary formats are only read once they have ended.
    static func isLiveText(head: [UInt8]) -> Bool {
        if TextCompression.detect(leadingBytes: head) != nil { return true }
        if head.starts(with: [0x50, 0x4B]) { return false }
        switch TableFileFormat.detect(path: "stdin", leadingBytes: head) {
        case .delimitedText, .jsonLines, .jsonData: return !head.contains(0)
        default: return false
        }
    }

    private static func textExtension(firstText bytes: [UInt8]) -> String {
        let first = bytes.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
        return first == UInt8(ascii: "{") ? "jsonl" : first == UInt8(ascii: "[") ? "json" : "csv"
    }

    private static func compressionExtension(_ compression: TextCompression) -> String {
        switch compression {
        case .gzip: return "gz"
        case .bzip2: return "bz2"
        case .xz: return "xz"
        case .zstd: return "zst"
        case .lz4: return "lz4"
        }
    }

    /// The first decompressed bytes of a compressed head (empty when they cannot be had).
    private static func decompressedStart(_ head: [UInt8], _ compression: TextCompression) -> [UInt8] {
        guard let decompressor = try? StreamDecompressor(compression, file: "<stdin>") else { return [] }
        var out: [UInt8] = []
        try? head.withUnsafeBufferPointer { buffer throws(DataFileError) in
            try decompressor.decompress(UnsafeRawBufferPointer(buffer), isFinal: false) { piece throws(DataFileError) in
                if out.count < 256 { out.append(contentsOf: piece.prefix(256 - out.count)) }
            }
        }
        return out
    }
}
