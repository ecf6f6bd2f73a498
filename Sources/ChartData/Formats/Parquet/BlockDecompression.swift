import CBrotli
import CLZ4
import CSnappy
import CZlib
import CZstd

/// Decompresses one block whose decompressed size is known in advance (a Parquet page, an Arrow
/// IPC buffer) into exactly that many bytes: a block that gives more or fewer is an error.
/// The caller bounds `size` before calling: nothing here allocates more than `size`.
enum BlockDecompression {
    enum Codec: String {
        case snappy, gzip, zstd, brotli, lz4Raw = "LZ4_RAW", lz4Frame = "lz4 frame"
        /// Parquet's deprecated LZ4 codec: Hadoop's framing (blocks of a big-endian
        /// decompressed size, compressed size and a raw LZ4 block), or, as older parquet-cpp
        /// wrote it, one raw LZ4 block: the framing is tried first, as Arrow does.
        case lz4Hadoop = "LZ4 (Hadoop)"
    }

    struct Failure: Error {
        var reason: String
    }

    static func decompress(_ input: UnsafeRawBufferPointer, codec: Codec, size: Int) throws(Failure) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: size)
        let produced: Int = try output.withMutableBytes { (out) throws(Failure) -> Int in
            guard let source = input.baseAddress ?? UnsafeRawPointer(bitPattern: 1) else { return 0 }
            let destination = out.baseAddress
            switch codec {
            case .snappy:
                var length = size
                let status = snappy_uncompress(source.assumingMemoryBound(to: CChar.self), input.count,
                                               destination?.assumingMemoryBound(to: CChar.self), &length)
                guard status == SNAPPY_OK else { throw Failure(reason: "snappy data is corrupt") }
                return length
            case .zstd:
                let result = ZSTD_decompress(destination, size, source, input.count)
                guard ZSTD_isError(result) == 0 else {
                    throw Failure(reason: "zstd: " + String(cString: ZSTD_getErrorName(result)))
                }
                return result
            case .gzip:
                return try inflate(input, into: out)
            case .lz4Raw:
                let result = LZ4_decompress_safe(source.assumingMemoryBound(to: CChar.self),
                                                 destination?.assumingMemoryBound(to: CChar.self),
                                                 Int32(clamping: input.count), Int32(clamping: size))
                guard result >= 0 else { throw Failure(reason: "lz4 data is corrupt") }
                return Int(result)
            case .lz4Frame:
                return try lz4Frame(input, into: out)
            case .lz4Hadoop:
                if let produced = lz4Hadoop(input, into: out) { return produced }
                let result = LZ4_decompress_safe(source.assumingMemoryBound(to: CChar.self),
                                                 destination?.assumingMemoryBound(to: CChar.self),
                                                 Int32(clamping: input.count), Int32(clamping: size))
                guard result >= 0 else { throw Failure(reason: "lz4 data is corrupt") }
                return Int(result)
            case .brotli:
                var length = size
                let status = BrotliDecoderDecompress(input.count, source.assumingMemoryBound(to: UInt8.self),
                                                     &length, destination?.assumingMemoryBound(to: UInt8.self))
                guard status == BROTLI_DECODER_RESULT_SUCCESS else { throw Failure(reason: "brotli data is corrupt") }
                return length
            }
        }
        guard produced == size else {
            throw Failure(reason: "\(codec.rawValue) data decompress to \(produced) bytes, \(size) expected")
        }
        return output
    }

    /// gzip or zlib (the header says which) through zlib's inflate.
    private static func inflate(_ input: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(reason: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(clamping: input.count)
        stream.next_out = out.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(clamping: out.count)
        let status = CZlib.inflate(&stream, Z_FINISH)
        guard status == Z_STREAM_END || (status == Z_BUF_ERROR && stream.avail_out == 0) || status == Z_OK else {
            throw Failure(reason: "gzip data is corrupt")
        }
        return out.count - Int(stream.avail_out)
    }

    /// Hadoop-framed LZ4 blocks filling `out` exactly; nil when the bytes are not so framed
    /// (sizes that do not add up, a block that does not decompress to its stated size).
    private static func lz4Hadoop(_ input: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) -> Int? {
        func bigEndian(_ at: Int) -> Int {
            Int(input[at]) << 24 | Int(input[at + 1]) << 16 | Int(input[at + 2]) << 8 | Int(input[at + 3])
        }
        var consumed = 0, produced = 0
        while consumed < input.count {
            guard input.count - consumed >= 8, let base = input.baseAddress else { return nil }
            let expected = bigEndian(consumed), compressed = bigEndian(consumed + 4)
            consumed += 8
            guard compressed <= input.count - consumed, expected <= out.count - produced else { return nil }
            let result = LZ4_decompress_safe((base + consumed).assumingMemoryBound(to: CChar.self),
                                             out.baseAddress.map { ($0 + produced).assumingMemoryBound(to: CChar.self) },
                                             Int32(compressed), Int32(expected))
            guard result == Int32(expected) else { return nil }
            consumed += compressed
            produced += expected
        }
        return produced == out.count ? produced : nil
    }

    /// An LZ4 frame (Arrow IPC's LZ4_FRAME), decompressed into `out` and no further.
    private static func lz4Frame(_ input: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
        var context: OpaquePointer?
        guard LZ4F_isError(LZ4F_createDecompressionContext(&context, UInt32(LZ4F_VERSION))) == 0, let context else {
            throw Failure(reason: "lz4 could not start")
        }
        defer { LZ4F_freeDecompressionContext(context) }
        var consumed = 0, produced = 0
        while consumed < input.count {
            var sourceSize = input.count - consumed
            var destinationSize = out.count - produced
            let hint = LZ4F_decompress(context, out.baseAddress.map { $0 + produced }, &destinationSize,
                                       input.baseAddress! + consumed, &sourceSize, nil)
            guard LZ4F_isError(hint) == 0 else { throw Failure(reason: "lz4 frame is corrupt") }
            consumed += sourceSize
            produced += destinationSize
            if hint == 0 { break }
            if sourceSize == 0, destinationSize == 0 { throw Failure(reason: "lz4 frame is corrupt") }
        }
        return produced
    }
}
