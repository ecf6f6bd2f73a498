import CZlib
import ChartData
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The fuzz target for standard input (`chartview render -`, `chartview -`; issue #22):
/// registered in `FuzzTargets.names` and `run` as `stdin`.
extension FuzzTargets {
    /// The most bytes fed: a pipe holds 64 KiB unread, so an input is written whole before it is
    /// read, on one thread (longer inputs, from a replayed corpus, are cut).
    static let standardInputBytes = 60_000

    /// Standard input read as `render -` reads it (`TableFile.read(standardInput:)`), from a pipe
    /// filled with the bytes and closed. The first byte picks whether the rest goes in as it is
    /// or wrapped in gzip (stored blocks, valid by construction, so the compressed stream's own
    /// paths read fuzzed text: its head decompressed and put back, the recording a second look
    /// replays), and the x key. The same stream then goes through `StandardInputSpool` (what the
    /// window keeps) in pieces, is named by its head and read back as a file. A table read must
    /// be whole (every column the row count); an error is one line and never names the spool's
    /// own path where it says `<stdin>`.
    static func standardInput(_ bytes: [UInt8]) {
        let mode = bytes.first ?? 0
        let rest = Array(bytes.dropFirst().prefix(standardInputBytes))
        let stream = mode & 1 == 1 ? gzipStored(rest) : rest
        // HDF5 is read by a child process per input: the `hdf5` target's business.
        guard TableFileFormat.detect(path: "stdin", leadingBytes: Array(stream.prefix(TableInput.leadingCount))) != .hdf5 else { return }
        var options = TableFile.Options()
        options.xKey = mode & 2 == 2 ? "t" : nil
        options.cachesColumns = false
        do {
            if let table = try throughPipe(stream, { input throws(DataFileError) in
                try TableFile.read(standardInput: input, options: options)
            }) {
                requireConsistent(table)
            }
        } catch {
            requireOneLine(error.description)
        }
        spooled(stream, piece: Int(mode >> 2) % 7 + 1, options: options)
    }

    /// `bytes` through `StandardInputSpool` in pieces of `piece` to 5 × `piece` bytes, named by
    /// its head, then read back as the window reads it once the input has ended.
    private static func spooled(_ bytes: [UInt8], piece: Int, options: TableFile.Options) {
        guard let spool = try? StandardInputSpool(largestKept: standardInputBytes * 2) else { return }
        defer { spool.remove() }
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + piece * (1 + start % 5))
            guard spool.append(bytes[start..<end]) else { return }  // the temporary folder is full
            start = end
        }
        precondition(spool.byteCount == bytes.count, "the spool counted other bytes than it was given")
        guard let path = try? spool.finish() else { return }
        let name = StandardInputSpool.fileName(head: Array(bytes.prefix(StandardInputSpool.headBytes)))
        precondition(path.hasSuffix("/" + name), "the spool named its file other than its head says")
        do {
            requireConsistent(try TableFile.read(path, options: options))
        } catch {
            let line = spool.standardInputName(in: error.description)
            requireOneLine(line)
            precondition(!line.contains(path), "an error named the spool's file, not <stdin>: \(line)")
        }
    }

    /// `body` on a `TableInput` reading a pipe that holds `bytes` and is closed for writing, as
    /// standard input is at its end; nil when no pipe can be had. The write end does not block:
    /// a pipe smaller than the bytes (a user over their pipe quota gets 4 KiB) takes what fits.
    private static func throughPipe<T>(_ bytes: [UInt8], _ body: (TableInput) throws(DataFileError) -> T) throws(DataFileError) -> T? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = write(ends[1], buffer.baseAddress! + done, buffer.count - done)
                if wrote < 0 && errno == EINTR { continue }
                guard wrote > 0 else { break }
                done += wrote
            }
        }
        close(ends[1])
        return try body(try TableInput(stream: ends[0], file: "<stdin>"))
    }

    /// `bytes` as a gzip stream of stored (uncompressed) deflate blocks: valid whatever the bytes.
    static func gzipStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        var start = 0
        repeat {
            let end = min(bytes.count, start + 0xFFFF)
            let length = UInt16(end - start)
            out.append(end == bytes.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        // The trailer's CRC-32 from zlib, as ZipArchive checks a member's.
        let crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        let size = UInt32(truncatingIfNeeded: bytes.count)
        for word in [crc, size] { out += (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
        return out
    }
}
