import ChartKit
import Foundation

/// Reads a live input on a thread of its own and hands what it parses to a `ChartFeed`, which
/// the window takes in at its next frame: standard input as it arrives, or a file followed like
/// `tail -f` (read from its start, then polled for growth; a file that shrinks was truncated and
/// is read again from its start, and a new file at the path (rotation) is read from its start
/// once the old one is drained).
///
/// A parse error ends the reading: it is printed as one line on standard error and the window
/// keeps what arrived before it.
final class LiveReader: @unchecked Sendable {
    enum Source {
        case standardInput
        case following(String)
    }

    let source: Source
    let feed: ChartFeed
    private let xKey: String?
    private let lock = NSLock()
    private var firstXStorage: Double?
    private var xNameStorage: String?
    private var endedStorage = false
    /// Called on the reader's thread with a one-line problem.
    var onError: (String) -> Void = { ViewerOutput.writeLine($0) }
    /// Where standard input is kept as it is read, to be read again as a file once it ends
    /// (`StandardInputSpool`). With one, a head that is no text (Parquet, Excel, HDF5) is only
    /// kept, not parsed, and a parse error stops the live chart silently: the file's reading at
    /// the end has the last word.
    var spool: StandardInputSpool?

    init(source: Source, xKey: String?, feed: ChartFeed) {
        self.source = source
        self.xKey = xKey
        self.feed = feed
    }

    /// The first x value read and the x column's name, once known (for choosing a date axis).
    var firstX: (value: Double, name: String?)? {
        lock.lock()
        defer { lock.unlock() }
        return firstXStorage.map { ($0, xNameStorage) }
    }

    /// Whether the input ended (standard input closed, or an error).
    var hasEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return endedStorage
    }

    func start() {
        Thread.detachNewThread { [self] in
            switch source {
            case .standardInput: readStandardInput()
            case .following(let path): follow(path)
            }
            lock.lock()
            endedStorage = true
            lock.unlock()
            feed.onPending?()
        }
    }

    // MARK: - Private

    private func readStandardInput() {
        let parser = LiveRecordParser(file: "<stdin>", xKey: xKey)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        // A compressed stream (`cat log.csv.gz | chartview -`) is recognised by its first bytes
        // and decompressed as it arrives.
        var decompressor: StreamDecompressor?
        var isFirst = true
        func text(_ bytes: [UInt8], isFinal: Bool) throws(ViewerError) -> [UInt8] {
            guard let decompressor else { return bytes }
            var out: [UInt8] = []
            do throws(DataFileError) {
                try bytes.withUnsafeBufferPointer { buffer throws(DataFileError) in
                    try decompressor.decompress(UnsafeRawBufferPointer(buffer), isFinal: isFinal) { piece throws(DataFileError) in
                        out.append(contentsOf: piece)
                    }
                }
            } catch {
                throw ViewerError(error.description)
            }
            return out
        }
        // Whether what arrives is parsed as it comes (always without a spool).
        var parses = true
        while true {
            var count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if isFirst {
                isFirst = false
                // Enough bytes for every magic number, unless the input ends first.
                while count < 8 {
                    let more = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + count, $0.count - count) }
                    if more < 0 && errno == EINTR { continue }
                    if more <= 0 { break }
                    count += more
                }
                let head = Array(buffer[0..<count])
                if spool != nil { parses = StandardInputSpool.isLiveText(head: head) }
                if parses, let compression = TextCompression.detect(leadingBytes: head) {
                    do {
                        decompressor = try StreamDecompressor(compression, file: "<stdin>")
                    } catch {
                        if spool == nil {
                            _ = deliver({ () throws(ViewerError) in throw ViewerError(error.description) }, parser)
                            return
                        }
                        parses = false
                    }
                }
            }
            if let spool, !spool.append(buffer[0..<count]) {
                let outgrew = spool.byteCount + count > spool.largestKept
                onError(outgrew ? "<stdin>: more than \(spool.largestKept >> 20) MiB arrived, more than is kept on disk; the window shows what was parsed"
                                : "<stdin>: cannot keep standard input on disk; the window shows what was parsed")
                // Its space freed now, not when the window closes.
                spool.remove()
                self.spool = nil
            }
            guard parses else { continue }
            let chunk = Array(buffer[0..<count])
            if !deliver({ () throws(ViewerError) in try parser.feed(try text(chunk, isFinal: false)) }, parser) {
                // Without a spool the reading ends here; with one the rest is still kept.
                guard spool != nil else { return }
                parses = false
            }
        }
        guard parses else { return }
        _ = deliver({ () throws(ViewerError) in
            let rest = try text([], isFinal: true)
            return try parser.feed(rest) + parser.finish()
        }, parser)
    }

    private func follow(_ path: String) {
        var parser = LiveRecordParser(file: path, xKey: xKey)
        var descriptor: Int32
        do {
            descriptor = try FileOpening.openRegularFile(path)
        } catch {
            onError("\(path): cannot open the file (\(error.reason))")
            return
        }
        defer { close(descriptor) }
        var offset: off_t = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += off_t(count)
                guard deliver({ () throws(ViewerError) in try parser.feed(Array(buffer[0..<count])) }, parser) else { return }
                continue
            }
            // At the end for now: see whether the file was truncated or replaced.
            var opened = stat(), atPath = stat()
            fstat(descriptor, &opened)
            if stat(path, &atPath) == 0 && (atPath.st_ino != opened.st_ino || atPath.st_dev != opened.st_dev) {
                // The replacement is checked like the first file (a FIFO put in its place).
                if let replacement = try? FileOpening.openRegularFile(path) {
                    close(descriptor)
                    descriptor = replacement
                    offset = 0
                    parser = LiveRecordParser(file: path, xKey: xKey)
                    continue
                }
            } else if opened.st_size < offset {
                lseek(descriptor, 0, SEEK_SET)
                offset = 0
                parser = LiveRecordParser(file: path, xKey: xKey)
                continue
            }
            usleep(100_000)
        }
    }

    /// Parses with `body` and feeds the result; false after an error (reported).
    private func deliver(_ body: () throws(ViewerError) -> [LiveBatch], _ parser: LiveRecordParser) -> Bool {
        do {
            let batches = try body()
            if let first = parser.firstX {
                lock.lock()
                if firstXStorage == nil {
                    firstXStorage = first
                    xNameStorage = parser.xName
                }
                lock.unlock()
            }
            for batch in batches { feed.append(x: batch.x, y: batch.y, to: .key(batch.key)) }
            return true
        } catch {
            // With a spool the file's reading at the end says what is wrong, if anything is.
            if spool == nil { onError(error.description) }
            return false
        }
    }
}
