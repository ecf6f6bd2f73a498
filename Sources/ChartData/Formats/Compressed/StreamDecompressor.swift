import CBzip2
import CLZ4
import CLzma
import CZlib
import CZstd

/// Decompresses a gzip, bzip2, xz, zstd or lz4 (frame format) stream a piece at a time, handing each piece of
/// output to a sink as it comes, so a compressed file is read in bounded memory.
///
/// Concatenated streams (`cat a.gz b.gz`, pbzip2's and pixz's output, zstd and lz4 frames) read as one.
/// A stream that stops before its end is `truncated`; corrupt data is reported in the library's
/// words. Both errors name the file.
///
/// ```swift
/// let decompressor = try StreamDecompressor(.gzip, file: "prices.csv.gz")
/// try decompressor.decompress(chunk, isFinal: false) { text in ... }
/// ```
package final class StreamDecompressor {
    package let compression: TextCompression
    package let file: String
    private var output: UnsafeMutablePointer<UInt8>
    private let outputCapacity = 1 << 20
    /// Whether the last stream read so far ended properly (nothing is pending).
    private var atStreamEnd = false
    private var state: State

    private enum State {
        case gzip(UnsafeMutablePointer<z_stream>)
        case bzip2(UnsafeMutablePointer<bz_stream>)
        case xz(UnsafeMutablePointer<lzma_stream>)
        case zstd(OpaquePointer)
        case lz4(OpaquePointer)
    }

    package init(_ compression: TextCompression, file: String) throws(DataFileError) {
        self.compression = compression
        self.file = file
        output = .allocate(capacity: outputCapacity)
        switch compression {
        case .gzip:
            let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            stream.initialize(to: z_stream())
            // 15 + 32: the largest window, gzip or zlib header recognised.
            guard inflateInit2_(stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                stream.deallocate(); output.deallocate()
                throw DataFileError(file: file, problem: "cannot start gzip decompression")
            }
            state = .gzip(stream)
        case .bzip2:
            let stream = UnsafeMutablePointer<bz_stream>.allocate(capacity: 1)
            stream.initialize(to: bz_stream())
            guard BZ2_bzDecompressInit(stream, 0, 0) == BZ_OK else {
                stream.deallocate(); output.deallocate()
                throw DataFileError(file: file, problem: "cannot start bzip2 decompression")
            }
            state = .bzip2(stream)
        case .xz:
            let stream = UnsafeMutablePointer<lzma_stream>.allocate(capacity: 1)
            stream.initialize(to: lzma_stream())
            // No memory limit of liblzma's own: the output is bounded by the caller.
            guard lzma_stream_decoder(stream, UInt64.max, 0x08 /* LZMA_CONCATENATED */) == LZMA_OK else {
                stream.deallocate(); output.deallocate()
                throw DataFileError(file: file, problem: "cannot start xz decompression")
            }
            state = .xz(stream)
        case .zstd:
            guard let stream = ZSTD_createDStream() else {
                output.deallocate()
                throw DataFileError(file: file, problem: "cannot start zstd decompression")
            }
            ZSTD_initDStream(stream)
            state = .zstd(stream)
        case .lz4:
            var context: OpaquePointer?
            guard LZ4F_isError(LZ4F_createDecompressionContext(&context, UInt32(LZ4F_VERSION))) == 0, let context else {
                output.deallocate()
                throw DataFileError(file: file, problem: "cannot start lz4 decompression")
            }
            state = .lz4(context)
        }
    }

    deinit {
        switch state {
        case .gzip(let stream): inflateEnd(stream); stream.deallocate()
        case .bzip2(let stream): BZ2_bzDecompressEnd(stream); stream.deallocate()
        case .xz(let stream): lzma_end(stream); stream.deallocate()
        case .zstd(let stream): ZSTD_freeDStream(stream)
        case .lz4(let context): LZ4F_freeDecompressionContext(context)
        }
        output.deallocate()
    }

    private func corrupt(_ detail: String?) -> DataFileError {
        DataFileError(file: file, problem: "corrupt \(compression.displayName) data" + (detail.map { " (\($0))" } ?? ""))
    }

    /// Decompresses `input` and hands every piece of output to `sink`. `isFinal`: no input
    /// follows, so a stream that has not ended is truncated.
    package func decompress(_ input: UnsafeRawBufferPointer, isFinal: Bool,
                    into sink: (UnsafeBufferPointer<UInt8>) throws(DataFileError) -> Void) throws(DataFileError) {
        var isXz = false
        if case .xz = state { isXz = true }
        // xz needs its LZMA_FINISH call; the others have nothing to do without input.
        switch state {
        case _ where input.isEmpty && !isXz: break
        case .gzip(let stream):
            // A new member starting at a chunk boundary.
            if atStreamEnd { inflateReset(stream); atStreamEnd = false }
            try inflateGzip(stream, input, sink)
        case .bzip2(let stream):
            if atStreamEnd { try restartBzip2(stream) }
            try decompressBzip2(stream, input, sink)
        case .xz(let stream): try decompressXz(stream, input, isFinal: isFinal, sink)
        case .zstd(let stream): try decompressZstd(stream, input, sink)
        case .lz4(let context): try decompressLZ4(context, input, sink)
        }
        if isFinal && !atStreamEnd {
            throw DataFileError(file: file, problem: "truncated \(compression.displayName) data (the stream stops before its end)")
        }
    }

    private func inflateGzip(_ stream: UnsafeMutablePointer<z_stream>, _ input: UnsafeRawBufferPointer,
                             _ sink: (UnsafeBufferPointer<UInt8>) throws(DataFileError) -> Void) throws(DataFileError) {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(input.count)
        while true {
            stream.pointee.next_out = output
            stream.pointee.avail_out = UInt32(outputCapacity)
            let status = inflate(stream, Z_NO_FLUSH)
            let produced = outputCapacity - Int(stream.pointee.avail_out)
            if produced > 0 { atStreamEnd = false; try sink(UnsafeBufferPointer(start: output, count: produced)) }
            switch status {
            case Z_STREAM_END:
                atStreamEnd = true
                guard stream.pointee.avail_in > 0 else { return }
                // Another gzip member follows (concatenated files).
                inflateReset(stream)
                atStreamEnd = false
                continue
            case Z_OK, Z_BUF_ERROR:
                if produced > 0 && stream.pointee.avail_out == 0 { continue }
                if stream.pointee.avail_in == 0 || produced == 0 { return }
            default:
                throw corrupt(stream.pointee.msg.map { String(cString: $0) })
            }
        }
    }

    private func decompressBzip2(_ stream: UnsafeMutablePointer<bz_stream>, _ input: UnsafeRawBufferPointer,
                                 _ sink: (UnsafeBufferPointer<UInt8>) throws(DataFileError) -> Void) throws(DataFileError) {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: CChar.self))
        stream.pointee.avail_in = UInt32(input.count)
        while true {
            stream.pointee.next_out = UnsafeMutableRawPointer(output).assumingMemoryBound(to: CChar.self)
            stream.pointee.avail_out = UInt32(outputCapacity)
            let status = BZ2_bzDecompress(stream)
            let produced = outputCapacity - Int(stream.pointee.avail_out)
            if produced > 0 { atStreamEnd = false; try sink(UnsafeBufferPointer(start: output, count: produced)) }
            switch status {
            case BZ_STREAM_END:
                atStreamEnd = true
                guard stream.pointee.avail_in > 0 else { return }
                // Another stream follows (pbzip2 writes one per block).
                try restartBzip2(stream)
            case BZ_OK:
                if stream.pointee.avail_out == 0 { continue }
                if stream.pointee.avail_in == 0 || produced == 0 { return }
            case BZ_DATA_ERROR_MAGIC:
                throw corrupt("not bzip2 data")
            default:
                throw corrupt("bzip2 error \(status)")
            }
        }
    }

    /// Ends a finished bzip2 stream and starts the next, keeping the input not yet read.
    private func restartBzip2(_ stream: UnsafeMutablePointer<bz_stream>) throws(DataFileError) {
        let next = stream.pointee.next_in, remaining = stream.pointee.avail_in
        BZ2_bzDecompressEnd(stream)
        stream.initialize(to: bz_stream())
        guard BZ2_bzDecompressInit(stream, 0, 0) == BZ_OK else { throw corrupt(nil) }
        stream.pointee.next_in = next
        stream.pointee.avail_in = remaining
        atStreamEnd = false
    }

    private func decompressXz(_ stream: UnsafeMutablePointer<lzma_stream>, _ input: UnsafeRawBufferPointer, isFinal: Bool,
                              _ sink: (UnsafeBufferPointer<UInt8>) throws(DataFileError) -> Void) throws(DataFileError) {
        stream.pointee.next_in = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_in = input.count
        while true {
            stream.pointee.next_out = output
            stream.pointee.avail_out = outputCapacity
            // Concatenated streams end only on LZMA_FINISH: the decoder cannot know otherwise.
            let status = lzma_code(stream, isFinal ? LZMA_FINISH : LZMA_RUN)
            let produced = outputCapacity - stream.pointee.avail_out
            if produced > 0 { try sink(UnsafeBufferPointer(start: output, count: produced)) }
            switch status {
            case LZMA_STREAM_END:
                atStreamEnd = true
                return
            case LZMA_OK:
                if stream.pointee.avail_out == 0 { continue }
                if stream.pointee.avail_in == 0 && !isFinal { return }
                if produced == 0 && !isFinal { return }
            case LZMA_BUF_ERROR:
                // No progress possible: at the end, the stream stopped early.
                return
            case LZMA_FORMAT_ERROR:
                throw corrupt("not xz data")
            case LZMA_MEM_ERROR, LZMA_MEMLIMIT_ERROR:
                throw DataFileError(file: file, problem: "xz decompression ran out of memory")
            default:
                throw corrupt("xz error \(status.rawValue)")
            }
        }
    }

    private func decompressZstd(_ stream: OpaquePointer, _ input: UnsafeRawBufferPointer,
                                _ sink: (UnsafeBufferPointer<UInt8>) throws(DataFileError) -> Void) throws(DataFileError) {
        var source = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        while true {
            var target = ZSTD_outBuffer(dst: output, size: outputCapacity, pos: 0)
            let status = ZSTD_decompressStream(stream, &target, &source)
            if ZSTD_isError(status) != 0 { throw corrupt(String(cString: ZSTD_getErrorName(status))) }
            if target.pos > 0 { try sink(UnsafeBufferPointer(start: output, count: target.pos)) }
            // 0: a frame is complete and flushed.
            atStreamEnd = status == 0
            if target.pos == target.size { continue }
            if source.pos >= source.size { return }
        }
    }

    private func decompressLZ4(_ context: OpaquePointer, _ input: UnsafeRawBufferPointer,
                               _ sink: (UnsafeBufferPointer<UInt8>) throws(DataFileError) -> Void) throws(DataFileError) {
        var consumed = 0
        while true {
            var sourceSize = input.count - consumed
            var produced = outputCapacity
            let hint = LZ4F_decompress(context, output, &produced, input.baseAddress.map { $0 + consumed }, &sourceSize, nil)
            if LZ4F_isError(hint) != 0 { throw corrupt(String(cString: LZ4F_getErrorName(hint))) }
            consumed += sourceSize
            if produced > 0 { try sink(UnsafeBufferPointer(start: output, count: produced)) }
            // 0: a frame is complete (the context starts the next one by itself).
            atStreamEnd = hint == 0
            if produced == outputCapacity { continue }
            if consumed >= input.count || (sourceSize == 0 && produced == 0) { return }
        }
    }
}
