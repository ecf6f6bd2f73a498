import Foundation

/// A file or standard input read from the front once: the first bytes are read ahead so the
/// format can be judged from its magic, and then handed out again before the rest, so standard
/// input (which cannot be rewound) is judged and read like a file.
package final class TableInput {
    /// The name used in errors: the path, or `<stdin>`.
    package let file: String
    /// The path opened; nil for standard input.
    package let path: String?
    /// The first bytes (up to `leadingCount`; fewer when the input is shorter).
    package let leadingBytes: [UInt8]
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var leadingHandedOut = false
    /// Bytes already read that are handed out again before the rest (`putBack`).
    private var replayed: [UInt8] = []

    /// How much is read ahead: enough for every magic number and a text sniff.
    package static let leadingCount = 4096

    /// Opens `path` (`-`: standard input) and reads its first bytes.
    package init(path: String, file name: String? = nil) throws(DataFileError) {
        self.path = path == "-" ? nil : path
        if path == "-" {
            file = name ?? "<stdin>"
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            file = name ?? path
            // Regular files only, never blocking in open() (a FIFO, a device, a folder: one line).
            do {
                descriptor = try FileOpening.openRegularFile(path)
            } catch {
                throw DataFileError(file: name ?? path, problem: DataFileError.unreadable(error.reason))
            }
            ownsDescriptor = true
        }
        leadingBytes = try Self.readLeading(descriptor, file: file, closing: ownsDescriptor)
    }

    /// Standard input's stand-in: the stream open at `descriptor` (a pipe), which stays the
    /// caller's to close; `file` names it in errors.
    package init(stream descriptor: Int32, file: String) throws(DataFileError) {
        path = nil
        self.file = file
        self.descriptor = descriptor
        ownsDescriptor = false
        leadingBytes = try Self.readLeading(descriptor, file: file, closing: false)
    }

    /// The first `leadingCount` bytes of `source` (fewer at its end); `closing`: close it on failure.
    private static func readLeading(_ source: Int32, file: String, closing: Bool) throws(DataFileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: Self.leadingCount)
        var count = 0
        while count < bytes.count {
            let offset = count
            let got = bytes.withUnsafeMutableBytes { read(source, $0.baseAddress! + offset, $0.count - offset) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 {
                let error = Self.failure(file)
                if closing { close(source) }
                throw error
            }
            if got == 0 { break }
            count += got
        }
        return Array(bytes[0..<count])
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Hands the rest of the input to a reader of its own (`DelimitedFileReader(stream:)`): the
    /// leading bytes not handed out yet, to be read first, and a descriptor of its own (a
    /// duplicate, which it closes) to read on from; nil when no descriptor is left.
    package func handOver() -> (leading: [UInt8], descriptor: Int32)? {
        let leading = leadingHandedOut ? replayed : leadingBytes
        leadingHandedOut = true
        replayed = []
        let own = dup(descriptor)
        guard own >= 0 else { return nil }
        _ = fcntl(own, F_SETFD, FD_CLOEXEC)
        return (leading, own)
    }

    /// Hands `bytes` out again, before the rest: every byte read from the input so far, in
    /// order, so that a look at a stream's head (standard input cannot be rewound) leaves it
    /// to be read from its first byte.
    package func putBack(_ bytes: [UInt8]) {
        leadingHandedOut = true
        replayed = bytes
    }

    /// The next piece of the input (the leading bytes, or those put back, first); empty at the end.
    package func nextChunk(maximum: Int = 1 << 20) throws(DataFileError) -> [UInt8] {
        if !leadingHandedOut {
            leadingHandedOut = true
            if !leadingBytes.isEmpty { return leadingBytes }
        }
        if !replayed.isEmpty {
            defer { replayed = [] }
            return replayed
        }
        // Left uninitialised up to what the read brings: zeroing `maximum` bytes first (4 MiB
        // for `readAllText`, twice for a small file: its bytes, then the end) was most of the
        // time of reading a small text whole.
        var failure: Int32 = 0
        let chunk = [UInt8](unsafeUninitializedCapacity: maximum) { buffer, count in
            while true {
                let got = read(descriptor, buffer.baseAddress, maximum)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failure = errno } else { count = got }
                return
            }
        }
        if failure != 0 {
            errno = failure
            throw Self.failure(file)
        }
        return chunk
    }

    /// The whole input as text bytes, with `FileBytes`' checks: the first block must be text,
    /// and no more than `FileBytes.maximumBytes` are kept.
    package func readAllText() throws(DataFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk = try nextChunk(maximum: 1 << 22)
            if chunk.isEmpty { return bytes }
            let checked = bytes.count
            bytes.append(contentsOf: chunk)
            if checked < FileBytes.sniffBytes { try FileBytes.sniff(bytes, from: checked, file: file) }
            if bytes.count > FileBytes.maximumBytes {
                throw DataFileError(file: file, problem: DataFileError.tooLarge(limit: FileBytes.maximumBytes))
            }
        }
    }

    /// The whole input as it is (binary formats), no more than `limit` bytes.
    package func readAllBytes(limit: Int = FileBytes.maximumBytes) throws(DataFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk = try nextChunk(maximum: 1 << 22)
            if chunk.isEmpty { return bytes }
            bytes.append(contentsOf: chunk)
            if bytes.count > limit {
                throw DataFileError(file: file, problem: DataFileError.tooLarge(limit: limit))
            }
        }
    }

    private static func failure(_ file: String) -> DataFileError {
        DataFileError(file: file, problem: DataFileError.unreadable(String(cString: strerror(errno))))
    }
}
