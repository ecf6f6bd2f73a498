import Foundation

/// Reads a whole file (or standard input) into memory, turning failures into `DataFileError`s
/// that say why, in the system's words ("No such file or directory").
///
/// Reading is bounded: the file is read as a stream of blocks, the first block is checked for
/// binary data (a NUL byte or invalid UTF-8) before anything more is read, so `/dev/zero` or an
/// image ends at once with "not a text file", and no more than `maximumBytes` are ever kept.
package enum FileBytes {
    /// The most bytes read from one file: 2 GiB. A longer input is refused with a message.
    package static let maximumBytes = 1 << 31
    /// How much of the start is checked for binary data before reading on.
    package static let sniffBytes = 1 << 16

    /// `path`: `nil` for standard input. `file`: the name used in errors.
    package static func readAll(_ path: String?, file: String) throws(DataFileError) -> [UInt8] {
        let descriptor: Int32
        if let path {
            // Never blocks (a FIFO without a writer) and refuses what is not a regular file.
            do {
                descriptor = try FileOpening.openRegularFile(path)
            } catch {
                throw DataFileError(file: file, problem: DataFileError.unreadable(error.reason))
            }
        } else {
            descriptor = STDIN_FILENO
        }
        defer { if path != nil { close(descriptor) } }

        var status = stat()
        var capacity = 1 << 16
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw DataFileError(file: file, problem: DataFileError.unreadable("it is a directory"))
            }
            if status.st_size > 0 { capacity = Int(min(Int64(status.st_size), Int64(maximumBytes))) + 1 }
        }
        // A file of known size is read straight into the array's storage in large reads (the
        // first block alone, checked for binary data first); what follows, if it grew, and
        // streams are read a block at a time.
        var problem: DataFileError?
        var atEnd = false
        var readInParts = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < buffer.count {
                if initialized >= sniffBytes, !readInParts, buffer.count - initialized >= partedReadBytes {
                    readInParts = true
                    initialized = readParts(descriptor, into: base, from: initialized, to: buffer.count - 1)
                    continue
                }
                let wanted = initialized < sniffBytes ? sniffBytes - initialized : min(64 << 20, buffer.count - initialized)
                let count = read(descriptor, base + initialized, min(wanted, buffer.count - initialized))
                if count == 0 { atEnd = true; return }
                if count < 0 {
                    if errno == EINTR { continue }
                    problem = failure(file)
                    return
                }
                let checked = initialized
                initialized += count
                if checked < sniffBytes {
                    do throws(DataFileError) {
                        try sniff(Array(UnsafeBufferPointer(start: base, count: initialized)), from: checked, file: file)
                    } catch {
                        problem = error
                        return
                    }
                }
            }
        }
        if let problem { throw problem }
        if bytes.count > maximumBytes {
            throw DataFileError(file: file, problem: DataFileError.tooLarge(limit: maximumBytes))
        }
        if atEnd { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(file)
            }
            let checked = bytes.count
            bytes.append(contentsOf: chunk[0..<count])
            if checked < sniffBytes { try sniff(bytes, from: checked, file: file) }
            if bytes.count > maximumBytes {
                throw DataFileError(file: file, problem: DataFileError.tooLarge(limit: maximumBytes))
            }
        }
        return bytes
    }

    /// Files with at least this much after their first block are read in parts at once, one per
    /// core (up to four): copying a page-cached file into fresh memory is work for the CPU.
    package static let partedReadBytes = 16 << 20

    /// Reads `start..<end` of the file into `base + start..<base + end` in parts on several
    /// threads (`pread`, so the parts do not share a file offset), and returns where the bytes
    /// read without a gap end; the file offset is left there, so reading on with `read` continues
    /// after them (a file that shrank meanwhile ends there, one that grew goes on, an error is
    /// met again and reported).
    private static func readParts(_ descriptor: Int32, into base: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let parts = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount, (end - start) / (8 << 20)))
        let bounds = (0...parts).map { start + (end - start) * $0 / parts }
        let reached = PartEnds(count: parts)
        let address = Int(bitPattern: base)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let target = UnsafeMutablePointer<UInt8>(bitPattern: address)!
            populate(UnsafeMutableRawBufferPointer(start: target + bounds[part], count: bounds[part + 1] - bounds[part]))
            var offset = bounds[part]
            while offset < bounds[part + 1] {
                let count = pread(descriptor, target + offset, bounds[part + 1] - offset, off_t(offset))
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            reached.store(offset, at: part)
        }
        var contiguous = start
        for part in 0..<parts {
            contiguous = reached.ends[part]
            if contiguous < bounds[part + 1] { break }
        }
        lseek(descriptor, off_t(contiguous), SEEK_SET)
        return contiguous
    }

    /// Where each part's read ended, written by its own thread at its own index and read after
    /// all have finished.
    private final class PartEnds: @unchecked Sendable {
        private(set) var ends: [Int]

        package init(count: Int) {
            ends = Array(repeating: 0, count: count)
        }

        package func store(_ end: Int, at index: Int) {
            ends.withUnsafeMutableBufferPointer { $0[index] = end }
        }
    }

    /// Makes the pages of a part of a buffer about to be written at once (one call instead of a
    /// page fault per 4 KiB page, in each part's own thread). Advice only: a kernel older than 5.14
    /// refuses it and the pages come one fault at a time as before.
    package static func populate(_ buffer: UnsafeMutableRawBufferPointer) {
        guard buffer.count >= 1 << 20, let base = buffer.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: base) + page - 1) / page * page
        let end = (Int(bitPattern: base) + buffer.count) / page * page
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, 23)  // MADV_POPULATE_WRITE
    }

    /// Throws when the first `sniffBytes` hold a NUL byte or a byte sequence that is not UTF-8,
    /// naming the line it is on. A character cut at the end of what has arrived so far is left
    /// for the next call.
    package static func sniff(_ bytes: [UInt8], from start: Int, file: String) throws(DataFileError) {
        let end = min(bytes.count, sniffBytes)
        // Back up to the start of the character the block may end inside (at most 3 bytes).
        var checkedEnd = end
        var back = 0
        while back < 3, checkedEnd > 0, bytes[checkedEnd - 1] & 0xC0 == 0x80 { checkedEnd -= 1; back += 1 }
        if checkedEnd > 0, bytes[checkedEnd - 1] >= 0xC0 { checkedEnd -= 1 }
        // Re-check from the last line break before `start`, so the verdict never starts mid-character.
        var from = start
        while from > 0, bytes[from - 1] != 0x0A { from -= 1 }
        guard from < checkedEnd else { return }
        let verdict = bytes.withUnsafeBufferPointer { TextCheck.check($0, from..<checkedEnd) }
        guard verdict != .text else { return }
        let line = 1 + bytes[0..<checkedEnd].lazy.filter { $0 == 0x0A }.count
        // The line of the first bad byte: find it by checking line by line.
        var lineStart = from, lineNumber = 1 + bytes[0..<from].lazy.filter { $0 == 0x0A }.count
        var badLine = line
        for index in from..<checkedEnd where bytes[index] == 0x0A || index == checkedEnd - 1 {
            let lineEnd = bytes[index] == 0x0A ? index : checkedEnd
            let lineVerdict = bytes.withUnsafeBufferPointer { TextCheck.check($0, lineStart..<lineEnd) }
            if lineVerdict != .text { badLine = lineNumber; break }
            lineStart = index + 1
            lineNumber += 1
        }
        throw DataFileError(file: file, line: badLine,
                            problem: verdict == .containsNUL ? DataFileError.notText : DataFileError.notUTF8)
    }

    private static func failure(_ file: String) -> DataFileError {
        let reason = String(cString: strerror(errno))
        return DataFileError(file: file, problem: DataFileError.unreadable(reason))
    }
}
