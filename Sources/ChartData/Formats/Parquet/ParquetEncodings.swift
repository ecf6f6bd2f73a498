/// The value and level encodings of Parquet pages (parquet-format's Encodings.md), decoding
/// from bounds-checked byte buffers: a count or width that the bytes cannot hold is an error.
enum ParquetEncodings {
    struct Malformed: Error {
        var reason: String
    }

    /// Reads `width` bits (0...64) at `bitOffset` from the start of `bytes`, least significant
    /// bit first, as bit-packed runs store them. The caller has checked that they lie inside.
    @inline(__always)
    static func bits(_ bytes: UnsafeRawBufferPointer, at bitOffset: Int, width: Int) -> UInt64 {
        if width == 0 { return 0 }
        let byteIndex = bitOffset >> 3
        let shift = bitOffset & 7
        var word: UInt64 = 0
        if byteIndex + 8 <= bytes.count {
            word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: byteIndex, as: UInt64.self)) >> UInt64(shift)
        } else {
            for i in 0..<min(8, bytes.count - byteIndex) { word |= UInt64(bytes[byteIndex + i]) << UInt64(8 * i) }
            word >>= UInt64(shift)
        }
        if shift + width > 64 {
            // The value spills into a ninth byte.
            let high = byteIndex + 8 < bytes.count ? UInt64(bytes[byteIndex + 8]) : 0
            word |= high << UInt64(64 - shift)
        }
        return width == 64 ? word : word & ((1 << UInt64(width)) - 1)
    }

    static func varint(_ bytes: UnsafeRawBufferPointer, _ position: inout Int) throws(Malformed) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw Malformed(reason: "a varint runs past the page") }
            let b = bytes[position]
            position += 1
            result |= UInt64(b & 0x7f) << shift
            if b & 0x80 == 0 { return result }
            shift += 7
            guard shift < 64 else { throw Malformed(reason: "a varint longer than 10 bytes") }
        }
    }

    static func zigzag(_ raw: UInt64) -> Int64 { Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))) }

    /// One run of the RLE / bit-packing hybrid: `count` copies of one value, or `count` values
    /// bit-packed in `bytes` (groups of 8).
    private enum HybridRun {
        case repeated(UInt32, count: UInt64)
        case packed(UnsafeRawBufferPointer, count: Int)
    }

    /// The run whose header is at `position`, which moves past the run.
    private static func hybridRun(_ bytes: UnsafeRawBufferPointer, bitWidth: Int, at position: inout Int) throws(Malformed) -> HybridRun {
        let header = try varint(bytes, &position)
        if header & 1 == 1 {
            // Bit-packed run: (header >> 1) groups of 8 values.
            let groups = header >> 1
            guard groups <= UInt64(bytes.count) else { throw Malformed(reason: "a bit-packed run past the page") }
            let byteCount = Int(groups) * bitWidth
            guard byteCount <= bytes.count - position else { throw Malformed(reason: "a bit-packed run past the page") }
            defer { position += byteCount }
            return .packed(UnsafeRawBufferPointer(rebasing: bytes[position..<(position + byteCount)]), count: Int(groups) * 8)
        }
        let byteWidth = (bitWidth + 7) / 8
        guard byteWidth <= bytes.count - position else { throw Malformed(reason: "an RLE run past the page") }
        var value: UInt32 = 0
        for i in 0..<byteWidth { value |= UInt32(bytes[position + i]) << UInt32(8 * i) }
        position += byteWidth
        return .repeated(value, count: header >> 1)
    }

    /// The RLE / bit-packing hybrid (levels, dictionary indices, RLE booleans): `count` values
    /// of `bitWidth` bits appended to `output`. Returns the bytes read.
    @discardableResult
    static func rleHybrid(_ bytes: UnsafeRawBufferPointer, bitWidth: Int, count: Int,
                          into output: inout [UInt32]) throws(Malformed) -> Int {
        guard (0...32).contains(bitWidth) else { throw Malformed(reason: "bit width \(bitWidth)") }
        output.reserveCapacity(output.count + count)
        var position = 0
        var left = count
        while left > 0 {
            switch try hybridRun(bytes, bitWidth: bitWidth, at: &position) {
            case .packed(let run, let values):
                let take = min(values, left)
                for i in 0..<take { output.append(UInt32(truncatingIfNeeded: bits(run, at: i * bitWidth, width: bitWidth))) }
                left -= take
            case .repeated(let value, let runLength):
                let take = Int(min(runLength, UInt64(left)))
                // Not `repeatElement`: its iterator costs a generic metadata lookup per value in a debug build.
                output.append(contentsOf: [UInt32](repeating: value, count: take))
                left -= take
            }
        }
        return position
    }

    /// The values at `positions` (ascending) of an RLE / bit-packing hybrid, and no others: runs
    /// before and between them are passed over by their headers (an RLE run's length, a
    /// bit-packed run's groups), and a bit-packed value is read at its bit offset. What a stride
    /// sample takes of a page of dictionary indices, where decoding every index up to the last
    /// kept one cost nearly a full decode.
    static func rleHybrid(_ bytes: UnsafeRawBufferPointer, bitWidth: Int, at positions: [Int]) throws(Malformed) -> [UInt32] {
        guard (0...32).contains(bitWidth) else { throw Malformed(reason: "bit width \(bitWidth)") }
        var output: [UInt32] = []
        output.reserveCapacity(positions.count)
        guard let lastPosition = positions.last else { return output }
        var position = 0
        // The index of the current run's first value, and of the next position to take.
        var runStart = 0
        var next = 0
        while next < positions.count {
            switch try hybridRun(bytes, bitWidth: bitWidth, at: &position) {
            case .packed(let run, let values):
                while next < positions.count, positions[next] < runStart + values {
                    output.append(UInt32(truncatingIfNeeded: bits(run, at: (positions[next] - runStart) * bitWidth, width: bitWidth)))
                    next += 1
                }
                runStart += values
            case .repeated(let value, let runLength):
                // A run longer than the positions left needs counting only up to the last.
                let runEnd = runStart + Int(min(runLength, UInt64(lastPosition + 1 - runStart)))
                while next < positions.count, positions[next] < runEnd {
                    output.append(value)
                    next += 1
                }
                runStart = runEnd
            }
        }
        return output
    }

    /// DELTA_BINARY_PACKED: `count` integers (the header's count, capped by what the caller
    /// expects) appended to `output`; returns the bytes read (a DELTA_BYTE_ARRAY reads on).
    @discardableResult
    static func deltaBinaryPacked(_ bytes: UnsafeRawBufferPointer, expected: Int,
                                  into output: inout [Int64]) throws(Malformed) -> Int {
        var position = 0
        let blockSize = try varint(bytes, &position)
        let miniblockCount = try varint(bytes, &position)
        let total = try varint(bytes, &position)
        var value = zigzag(try varint(bytes, &position))
        guard blockSize > 0, blockSize % 128 == 0, blockSize <= 1 << 20, miniblockCount > 0,
              blockSize % miniblockCount == 0, (blockSize / miniblockCount) % 32 == 0 else {
            throw Malformed(reason: "DELTA_BINARY_PACKED block of \(blockSize) in \(miniblockCount) miniblocks")
        }
        guard total <= UInt64(expected) else { throw Malformed(reason: "DELTA_BINARY_PACKED holds more values than the page") }
        let count = Int(total)
        guard count > 0 else { return position }
        output.reserveCapacity(output.count + count)
        output.append(value)
        var left = count - 1
        let perMiniblock = Int(blockSize / miniblockCount)
        while left > 0 {
            let minDelta = zigzag(try varint(bytes, &position))
            guard Int(miniblockCount) <= bytes.count - position else { throw Malformed(reason: "DELTA_BINARY_PACKED widths past the page") }
            let widthsAt = position
            position += Int(miniblockCount)
            for m in 0..<Int(miniblockCount) where left > 0 {
                let width = Int(bytes[widthsAt + m])
                guard width <= 64 else { throw Malformed(reason: "DELTA_BINARY_PACKED bit width \(width)") }
                let byteCount = perMiniblock * width / 8
                // The last miniblock may be cut short once its values are read.
                let available = min(byteCount, bytes.count - position)
                let take = min(perMiniblock, left)
                guard take * width <= available * 8 else { throw Malformed(reason: "DELTA_BINARY_PACKED miniblock past the page") }
                let run = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + available)])
                for i in 0..<take {
                    value = value &+ minDelta &+ Int64(bitPattern: bits(run, at: i * width, width: width))
                    output.append(value)
                }
                left -= take
                position += available
            }
        }
        return position
    }

    /// Byte arrays as offsets into one buffer: what PLAIN, DELTA_LENGTH_BYTE_ARRAY and
    /// DELTA_BYTE_ARRAY decode to.
    struct ByteArrays {
        var data: [UInt8] = []
        var ends: [Int] = []
        var count: Int { ends.count }
        func range(_ i: Int) -> Range<Int> { (i == 0 ? 0 : ends[i - 1])..<ends[i] }
        mutating func append(_ bytes: UnsafeRawBufferPointer) {
            data.append(contentsOf: bytes)
            ends.append(data.count)
        }
    }

    /// PLAIN byte arrays: a 4-byte length before each.
    static func plainByteArrays(_ bytes: UnsafeRawBufferPointer, count: Int) throws(Malformed) -> ByteArrays {
        var result = ByteArrays()
        result.ends.reserveCapacity(count)
        var position = 0
        for _ in 0..<count {
            guard bytes.count - position >= 4 else { throw Malformed(reason: "a byte array past the page") }
            let length = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
            position += 4
            guard length <= bytes.count - position else { throw Malformed(reason: "a byte array past the page") }
            result.append(UnsafeRawBufferPointer(rebasing: bytes[position..<(position + length)]))
            position += length
        }
        return result
    }

    /// DELTA_LENGTH_BYTE_ARRAY: the lengths delta-packed, then the bytes one after another.
    static func deltaLengthByteArrays(_ bytes: UnsafeRawBufferPointer, count: Int) throws(Malformed) -> (ByteArrays, Int) {
        var lengths: [Int64] = []
        var position = try deltaBinaryPacked(bytes, expected: count, into: &lengths)
        guard lengths.count == count else { throw Malformed(reason: "DELTA_LENGTH_BYTE_ARRAY holds \(lengths.count) lengths for \(count) values") }
        var result = ByteArrays()
        result.ends.reserveCapacity(count)
        for length in lengths {
            guard length >= 0, length <= Int64(bytes.count - position) else { throw Malformed(reason: "a byte array past the page") }
            result.append(UnsafeRawBufferPointer(rebasing: bytes[position..<(position + Int(length))]))
            position += Int(length)
        }
        return (result, position)
    }

    /// DELTA_BYTE_ARRAY: prefix lengths shared with the previous value, then the suffixes as
    /// DELTA_LENGTH_BYTE_ARRAY.
    static func deltaByteArrays(_ bytes: UnsafeRawBufferPointer, count: Int) throws(Malformed) -> ByteArrays {
        var prefixes: [Int64] = []
        let prefixBytes = try deltaBinaryPacked(bytes, expected: count, into: &prefixes)
        guard prefixes.count == count else { throw Malformed(reason: "DELTA_BYTE_ARRAY holds \(prefixes.count) prefixes for \(count) values") }
        let (suffixes, _) = try deltaLengthByteArrays(UnsafeRawBufferPointer(rebasing: bytes[prefixBytes...]), count: count)
        var result = ByteArrays()
        result.ends.reserveCapacity(count)
        var previous = 0..<0
        // Shared prefixes let each value repeat the one before: the total grows with the square
        // of the count in a hostile page, so it is capped (real pages stay far below).
        let limit = min(1 << 30, max(bytes.count, 1) * 4096)
        for i in 0..<count {
            let prefix = prefixes[i]
            guard prefix >= 0, prefix <= Int64(previous.count) else { throw Malformed(reason: "DELTA_BYTE_ARRAY prefix longer than the value before") }
            let start = result.data.count
            guard start + Int(prefix) + suffixes.range(i).count <= limit else {
                throw Malformed(reason: "DELTA_BYTE_ARRAY values more than 4096 times the page's size")
            }
            let shared = Array(result.data[previous.lowerBound..<(previous.lowerBound + Int(prefix))])
            result.data.append(contentsOf: shared)
            result.data.append(contentsOf: suffixes.data[suffixes.range(i)])
            result.ends.append(result.data.count)
            previous = start..<result.data.count
        }
        return result
    }

    /// BYTE_STREAM_SPLIT: byte k of value i is byte i of stream k; returns the values' bytes
    /// in their usual order (PLAIN layout).
    static func joinByteStreams(_ bytes: UnsafeRawBufferPointer, count: Int, width: Int) throws(Malformed) -> [UInt8] {
        let (total, overflow) = count.multipliedReportingOverflow(by: width)
        guard !overflow, total <= bytes.count else { throw Malformed(reason: "BYTE_STREAM_SPLIT streams past the page") }
        var result = [UInt8](repeating: 0, count: total)
        result.withUnsafeMutableBytes { out in
            for k in 0..<width {
                let stream = k * count
                for i in 0..<count { out[i * width + k] = bytes[stream + i] }
            }
        }
        return result
    }
}
