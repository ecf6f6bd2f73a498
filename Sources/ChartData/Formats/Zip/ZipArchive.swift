import CZlib

/// A zip archive's members, read through its central directory (the listing at the end of the
/// file), for the formats that are zips: Excel `.xlsx` and NumPy `.npz`.
///
/// Stored and deflated members are read (zlib's raw inflate); ZIP64 sizes and offsets are
/// followed (NumPy writes them). Every offset and size is checked against the file before it is
/// used, a member's declared size bounds what it may inflate to, and its CRC-32 is checked, so
/// a truncated or corrupt archive is one line, never a crash, and a zip bomb is refused.
///
/// ```swift
/// let zip = try ZipArchive(path: "book.xlsx")
/// let sheet = try zip.contents(of: "xl/worksheets/sheet1.xml", limit: 1 << 30)
/// ```
package struct ZipArchive {
    package struct Entry: Sendable {
        package var name: String
        package var method: UInt16
        package var crc32: UInt32
        package var compressedSize: Int
        package var uncompressedSize: Int
        package var localHeaderOffset: Int
    }

    /// Keeps the bytes alive: a mapped file or an array.
    private final class Storage {
        let mapped: MappedFile?
        let array: [UInt8]?
        let bytes: UnsafeRawBufferPointer
        init(mapped: MappedFile) {
            self.mapped = mapped
            array = nil
            bytes = UnsafeRawBufferPointer(start: mapped.base, count: mapped.base == nil ? 0 : mapped.byteCount)
        }
        init(array: [UInt8]) {
            mapped = nil
            let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(array.count, 1), alignment: 8)
            copy.copyBytes(from: array)
            self.array = array
            bytes = UnsafeRawBufferPointer(start: copy.baseAddress, count: array.count)
        }
        deinit {
            if mapped == nil { bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() } }
        }
    }

    package let file: String
    package let entries: [Entry]
    private let storage: Storage
    /// Whether members are checked against their CRC-32 (always, but for fuzzing: a mutated
    /// byte then reaches the member's parser instead of stopping at the check).
    package var verifiesChecksums = true

    /// Maps `path` and reads its central directory.
    package init(path: String, file: String? = nil) throws(DataFileError) {
        let name = file ?? path
        let mapped: MappedFile
        do {
            mapped = try MappedFile(path: path)
        } catch {
            throw DataFileError(file: name, problem: error.description.hasPrefix(path + ": ")
                                ? String(error.description.dropFirst(path.count + 2)) : error.description)
        }
        try self.init(storage: Storage(mapped: mapped), file: name)
    }

    /// Reads the archive held in `bytes` (tests and fuzzing).
    package init(bytes: [UInt8], file: String) throws(DataFileError) {
        try self.init(storage: Storage(array: bytes), file: file)
    }

    private init(storage: Storage, file: String) throws(DataFileError) {
        self.storage = storage
        self.file = file
        entries = try Self.readDirectory(storage.bytes, file: file)
    }

    package func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    private static func u16(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> Int {
        Int(bytes[at]) | Int(bytes[at + 1]) << 8
    }

    private static func u32(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> Int {
        u16(bytes, at) | u16(bytes, at + 2) << 16
    }

    private static func u64(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> Int {
        let value = UInt64(u32(bytes, at)) | UInt64(u32(bytes, at + 4)) << 32
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }

    private static func broken(_ file: String, _ what: String) -> DataFileError {
        DataFileError(file: file, problem: "not a readable zip archive (\(what))")
    }

    private static func readDirectory(_ bytes: UnsafeRawBufferPointer, file: String) throws(DataFileError) -> [Entry] {
        let count = bytes.count
        guard count >= 22 else { throw broken(file, "too short") }
        // The end record: its signature, searched backwards over the longest comment.
        var end = -1
        var at = count - 22
        while at >= max(0, count - 22 - 65535) {
            if u32(bytes, at) == 0x0605_4B50 { end = at; break }
            at -= 1
        }
        guard end >= 0 else { throw broken(file, "no end of central directory: truncated?") }
        var entryCount = u16(bytes, end + 10)
        var directorySize = u32(bytes, end + 12)
        var directoryOffset = u32(bytes, end + 16)
        if entryCount == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            // ZIP64: a locator just before the end record points at the ZIP64 end record.
            let locator = end - 20
            guard locator >= 0, u32(bytes, locator) == 0x0706_4B50 else { throw broken(file, "no ZIP64 locator") }
            let record = u64(bytes, locator + 8)
            guard record <= count - 56, u32(bytes, record) == 0x0606_4B50 else { throw broken(file, "no ZIP64 end record") }
            entryCount = u64(bytes, record + 32)
            directorySize = u64(bytes, record + 40)
            directoryOffset = u64(bytes, record + 48)
        }
        guard directoryOffset <= count, directorySize <= count - directoryOffset else {
            throw broken(file, "the central directory lies outside the file: truncated?")
        }
        guard entryCount <= directorySize / 46 + 1 else { throw broken(file, "more entries than the directory holds") }
        var entries: [Entry] = []
        entries.reserveCapacity(entryCount)
        var position = directoryOffset
        let directoryEnd = directoryOffset + directorySize
        for _ in 0..<entryCount {
            guard position + 46 <= directoryEnd, u32(bytes, position) == 0x0201_4B50 else {
                throw broken(file, "a central directory entry is damaged")
            }
            let nameLength = u16(bytes, position + 28), extraLength = u16(bytes, position + 30)
            let commentLength = u16(bytes, position + 32)
            let next = position + 46 + nameLength + extraLength + commentLength
            guard next <= directoryEnd else { throw broken(file, "a central directory entry runs past the directory") }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(position + 46)..<(position + 46 + nameLength)]),
                              as: UTF8.self)
            var entry = Entry(name: name, method: UInt16(u16(bytes, position + 10)), crc32: UInt32(u32(bytes, position + 16)),
                              compressedSize: u32(bytes, position + 20), uncompressedSize: u32(bytes, position + 24),
                              localHeaderOffset: u32(bytes, position + 42))
            // ZIP64 extra field: the 8-byte values of those fields that read 0xFFFFFFFF, in order.
            var extra = position + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let id = u16(bytes, extra), size = u16(bytes, extra + 2)
                guard extra + 4 + size <= extraEnd else { break }
                if id == 0x0001 {
                    var field = extra + 4
                    func take() -> Int? {
                        guard field + 8 <= extra + 4 + size else { return nil }
                        defer { field += 8 }
                        return u64(bytes, field)
                    }
                    if entry.uncompressedSize == 0xFFFF_FFFF, let value = take() { entry.uncompressedSize = value }
                    if entry.compressedSize == 0xFFFF_FFFF, let value = take() { entry.compressedSize = value }
                    if entry.localHeaderOffset == 0xFFFF_FFFF, let value = take() { entry.localHeaderOffset = value }
                }
                extra += 4 + size
            }
            entries.append(entry)
            position = next
        }
        return entries
    }

    /// The member called `name`, decompressed.
    package func contents(of name: String, limit: Int) throws(DataFileError) -> [UInt8] {
        guard let entry = entry(named: name) else {
            throw DataFileError(file: file, problem: "the archive has no \(DataFileError.name(name))")
        }
        return try contents(of: entry, limit: limit)
    }

    /// `entry`'s bytes, decompressed and checked against its CRC-32; no more than `limit` bytes.
    package func contents(of entry: Entry, limit: Int) throws(DataFileError) -> [UInt8] {
        let bytes = storage.bytes
        let member = "\(DataFileError.name(entry.name)) in the archive"
        guard entry.uncompressedSize <= limit else {
            throw DataFileError(file: file, problem: "\(member) is larger than \(CompressedTableReader.describe(limit)), the most chartview reads")
        }
        let header = entry.localHeaderOffset
        guard header <= bytes.count - 30, Self.u32(bytes, header) == 0x0403_4B50 else {
            throw Self.broken(file, "\(member) has no local header: truncated?")
        }
        let start = header + 30 + Self.u16(bytes, header + 26) + Self.u16(bytes, header + 28)
        guard start <= bytes.count, entry.compressedSize <= bytes.count - start else {
            throw Self.broken(file, "\(member) runs past the end of the file: truncated?")
        }
        let source = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + entry.compressedSize)])
        var output: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.uncompressedSize else { throw Self.broken(file, "\(member) has inconsistent sizes") }
            output = Array(source)
        case 8:
            output = try Self.inflateRaw(source, size: entry.uncompressedSize, file: file, member: member)
        default:
            throw DataFileError(file: file, problem: "\(member) uses compression method \(entry.method); only stored and deflated members are read")
        }
        let crc = output.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        guard crc == entry.crc32 || !verifiesChecksums else { throw Self.broken(file, "\(member) fails its CRC check: corrupt") }
        return output
    }

    private static func inflateRaw(_ source: UnsafeRawBufferPointer, size: Int, file: String, member: String) throws(DataFileError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw DataFileError(file: file, problem: "cannot start inflating \(member)")
        }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: size)
        var status: Int32 = Z_OK
        var produced = 0
        output.withUnsafeMutableBufferPointer { target in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress?.assumingMemoryBound(to: UInt8.self))
            stream.next_out = target.baseAddress
            // zlib counts in 32 bits: feed and take at most 1 GiB per call.
            var inputLeft = source.count, outputLeft = size
            repeat {
                let inChunk = min(inputLeft, 1 << 30), outChunk = min(outputLeft, 1 << 30)
                stream.avail_in = UInt32(inChunk)
                stream.avail_out = UInt32(outChunk)
                status = inflate(&stream, Z_NO_FLUSH)
                inputLeft -= inChunk - Int(stream.avail_in)
                outputLeft -= outChunk - Int(stream.avail_out)
                if status != Z_OK { break }
                if Int(stream.avail_out) == outChunk && Int(stream.avail_in) == inChunk { break }
            } while outputLeft > 0 || inputLeft > 0
            produced = size - outputLeft
            if status == Z_OK && outputLeft == 0 && inputLeft >= 0 {
                // Everything expected came out: the stream must end here, with nothing more.
                var probe: UInt8 = 0
                withUnsafeMutablePointer(to: &probe) { pointer in
                    stream.next_out = pointer
                    stream.avail_out = 1
                    stream.avail_in = UInt32(min(inputLeft, 1 << 30))
                    status = inflate(&stream, Z_NO_FLUSH)
                    if stream.avail_out == 0 { produced += 1 }
                }
            }
        }
        guard status == Z_STREAM_END, produced == size else {
            if status == Z_STREAM_END || status == Z_OK || status == Z_BUF_ERROR {
                throw broken(file, "\(member) inflates to \(produced == size + 1 ? "more" : "less") than its declared size: corrupt or truncated")
            }
            throw broken(file, "\(member) is corrupt (\(stream.msg.map { String(cString: $0) } ?? "inflate error \(status)"))")
        }
        return output
    }
}
