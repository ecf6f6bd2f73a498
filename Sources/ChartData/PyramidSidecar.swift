import ChartCore
import CMappedGuard
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The min/max pyramid of a mapped column, cached beside its data file
/// (`signal.npy.chartkit-pyramid`), so the second open of a 10^9-point file draws at once.
///
/// The file is a 4 KiB header and the pyramid's blocks, mapped in place (page cache, not the
/// process's own memory). The header names what the pyramid was built from: the data file's size
/// and modification time, a hash of its bytes before the column (the `.npy` header), and the
/// column's offset, stride, count and type; any difference, a wrong length or a broken header
/// checksum makes the cache count as absent, and it is built again. A cache is written under a
/// temporary name and renamed into place once complete, so a half-written one is never read.
/// When the folder cannot be written (or the disk is full) the pyramid is built in memory,
/// silently. The blocks carry a checksum per 2^16 leaves (after them in the file): a small cache
/// is checked whole at open, a big one chunk by chunk by the build thread before each chunk is
/// published; at a mismatch the cache is deleted and the pyramid built again from the data.
///
/// ```swift
/// let sidecar = PyramidSidecar(column: y, buffer: doubles)
/// let data = SeriesData(x: x, y: SeriesColumn(borrowing: doubles, owner: y.file), pyramid: sidecar.blocks)
/// DispatchQueue.global().async { sidecar.build { _ in true } }
/// ```
public final class PyramidSidecar: @unchecked Sendable {
    /// Where the pyramid lives.
    public enum Storage: Equatable, Sendable {
        /// Read back from a valid cache file.
        case cached(path: String)
        /// Being built into a temporary file that becomes the cache once complete.
        case building(path: String)
        /// In memory: the folder is not writable, or the disk has no room.
        case memory
    }

    /// The file name suffix of a cache.
    public static let suffix = ".chartkit-pyramid"
    static let headerBytes = 4096
    private static let magic: UInt64 = 0x3130_3052_5950_4B43  // "CKPYR001", little-endian
    private static let formatVersion: UInt64 = 2
    /// Leaves per checksum of the blocks (2^20 points, about 1 MiB of blocks).
    static let checkedLeaves = 1 << 16
    /// Caches with at most this many bytes of blocks are checked whole at open (tens of
    /// milliseconds); bigger ones are checked by the build thread, chunk by chunk, while the
    /// picture comes from the preview and refines as chunks pass.
    nonisolated(unsafe) static var checkAtOpenLimit = 64 << 20

    public let blocks: PyramidBlocks
    public private(set) var storage: Storage
    /// The cache's path (whether or not it could be used).
    public let path: String
    /// The values the pyramid describes (Float64, in place).
    let column: UnsafeBufferPointer<Double>
    private let header: [UInt64]
    private let writer: Writer?
    /// The data file and where the column starts in it, for reading it sequentially.
    private let mappedFile: MappedFile?
    private let columnOffset: Int
    /// The data file the column lives in (checked before a finished cache is kept).
    private let dataFile: MappedFile
    /// The cache file read back, mapped (nil while building or in memory): checked with the data.
    let cacheFile: MappedFile?
    /// The blocks' checksums still to be compared, for a big cache read back (nil when none).
    private var pendingChecksums: [UInt64]?
    /// Whether the cache read back had blocks that did not match their checksums (tampered with,
    /// or written in part): it was then deleted and the pyramid built again from the data.
    public private(set) var foundDamagedCache = false

    /// The cache path for `column`: the data file's path plus `suffix`, with the column's index
    /// before it when the file holds several.
    public static func path(for column: MappedColumn, index: Int? = nil) -> String {
        column.file.path + (index.map { ".column\($0)" } ?? "") + suffix
    }

    /// Opens the cache of `column` (whose values, as Float64, are `buffer`) when it is valid;
    /// otherwise prepares an empty pyramid to `build`, in a temporary file beside the data or in
    /// memory.
    public init(column: MappedColumn, buffer: UnsafeBufferPointer<Double>, index: Int? = nil) {
        let path = Self.path(for: column, index: index)
        self.path = path
        self.column = buffer
        // Only a contiguous Float64 column can be read from its file in blocks (a 2-D C-order
        // array's is strided; a narrow one's values are in `buffer`, its converted copy).
        mappedFile = column.inPlaceDoubles != nil ? column.file : nil
        columnOffset = column.offset
        dataFile = column.file
        let header = Self.header(for: column)
        self.header = header
        let count = buffer.count
        let bytes = PyramidBlocks.byteCount(forPoints: count)
        let leaves = count / PyramidBlocks.pointsPerLeaf
        if let cached = Self.openCache(path: path, header: header, bytes: bytes, leaves: leaves) {
            blocks = PyramidBlocks(memory: cached.pointer, pointCount: count,
                                   completedLeaves: cached.uncheckedSums == nil ? leaves : 0, owner: cached)
            storage = .cached(path: path)
            writer = nil
            cacheFile = cached.mapping
            pendingChecksums = cached.uncheckedSums
            return
        }
        if let writer = Writer(finalPath: path, bytes: Self.fileBytes(blockBytes: bytes, leaves: leaves)) {
            writer.base.storeBytes(of: 0, as: UInt64.self)
            blocks = PyramidBlocks(memory: writer.base + Self.headerBytes, pointCount: count, owner: writer)
            storage = .building(path: path)
            self.writer = writer
            cacheFile = nil
            return
        }
        let memory = Allocation(bytes: Swift.max(bytes, 8))
        blocks = PyramidBlocks(memory: memory.pointer, pointCount: count, owner: memory)
        storage = .memory
        writer = nil
        cacheFile = nil
    }

    /// Builds what is missing, publishing every `chunkLeaves` leaves and calling `afterChunk`
    /// with the leaves complete (false stops; a later call goes on). Once complete, the cache
    /// file is finished and moved into place. Call on one thread at a time.
    public func build(chunkLeaves: Int = 1 << 20, afterChunk: (Int) -> Bool) {
        guard checkPendingChecksums(chunkLeaves: chunkLeaves, afterChunk: afterChunk) else { return }
        if blocks.builtLeaves == 0 && blocks.completedLeaves > 0 {
            // A damaged cache's checked part is published: build again from the first leaf.
            blocks.restartBuild()
        }
        blocks.build(over: column, chunkLeaves: chunkLeaves, afterChunk: afterChunk)
        finishIfComplete()
    }

    /// Builds what is missing from values read with `pread` from the data file (sequential
    /// reads into one buffer: no page faults, and the mapping stays out of resident memory),
    /// publishing and calling `afterChunk` every `chunkLeaves` leaves; falls back to the mapping
    /// when a read fails.
    public func buildReading(chunkLeaves: Int = 1 << 20, afterChunk: (Int) -> Bool) {
        guard checkPendingChecksums(chunkLeaves: chunkLeaves, afterChunk: afterChunk) else { return }
        guard !blocks.isComplete else { return }
        guard blocks.builtLeaves == 0, let file = mappedFile, blocks.leafCapacity > 0 else {
            build(chunkLeaves: chunkLeaves, afterChunk: afterChunk)
            return
        }
        let leafLength = PyramidBlocks.pointsPerLeaf
        let bufferPoints = 1 << 20
        let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: bufferPoints)
        defer { buffer.deallocate() }
        posix_fadvise(file.descriptor, off_t(columnOffset), off_t(column.count * 8), Int32(POSIX_FADV_SEQUENTIAL))
        let totalPoints = blocks.leafCapacity * leafLength
        var point = 0
        var sinceStep = 0
        let stepPoints = Swift.max(chunkLeaves, 1) * leafLength
        while point < totalPoints {
            let wanted = Swift.min(bufferPoints, totalPoints - point)
            var got = 0
            while got < wanted * 8 {
                let n = pread(file.descriptor, UnsafeMutableRawPointer(buffer.baseAddress!) + got, wanted * 8 - got,
                              off_t(columnOffset + point * 8 + got))
                if n <= 0 { break }
                got += n
            }
            if got < wanted * 8 {
                // The file is shorter than mapped (changed): stop; the pyramid stays incomplete.
                blocks.publish()
                return
            }
            blocks.summarise(UnsafeBufferPointer(rebasing: buffer[0..<wanted]))
            point += wanted
            sinceStep += wanted
            if sinceStep >= stepPoints || point == totalPoints {
                sinceStep = 0
                blocks.publish()
                if !afterChunk(blocks.completedLeaves) { return }
            }
        }
        finishIfComplete()
    }

    private func finishIfComplete() {
        guard blocks.isComplete, let writer, case .building = storage else { return }
        // Values read from a file that changed meanwhile (zeros from lost pages) never make a cache.
        guard (try? dataFile.checkUnchanged()) != nil else { return }
        let sums = Self.blockChecksums(blocks.memory, leaves: blocks.leafCapacity)
        let tableOffset = Self.headerBytes + Swift.max(PyramidBlocks.byteCount(forPoints: column.count), 8)
        for (i, sum) in sums.enumerated() {
            writer.base.storeBytes(of: sum.littleEndian, toByteOffset: tableOffset + 8 * i, as: UInt64.self)
        }
        var finished = header
        finished.append(UInt64(blocks.leafCapacity))
        finished.append(Self.checksum(sums))
        finished.append(Self.checksum(finished))
        for (i, word) in finished.enumerated() {
            writer.base.storeBytes(of: word.littleEndian, toByteOffset: 8 * i, as: UInt64.self)
        }
        if writer.hasFaulted {
            // The temporary cache was truncated under the build: the blocks written to its lost
            // pages are zeros now (the guard's private pages). Built again, in that memory.
            storage = .memory
            writer.discard()
            blocks.restartBuild()
            blocks.build(over: column) { _ in true }
            return
        }
        storage = writer.finish() ? .cached(path: path) : .memory
    }

    // MARK: - Header

    /// The identity of what a pyramid was built from, as header words (before the leaf count
    /// and the checksum).
    private static func header(for column: MappedColumn) -> [UInt64] {
        let file = column.file
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        if let base = file.base {
            for i in 0..<Swift.min(column.offset, 4096) {
                hash = (hash ^ UInt64(base.load(fromByteOffset: i, as: UInt8.self))) &* 0x100_0000_01b3
            }
        }
        let type = column.type
        let kind: UInt64
        switch type.kind {
        case .float: kind = 1
        case .signed: kind = 2
        case .unsigned: kind = 3
        case .boolean: kind = 4
        }
        return [magic, formatVersion, UInt64(file.byteCount),
                UInt64(bitPattern: Int64(file.modification.tv_sec)), UInt64(bitPattern: Int64(file.modification.tv_nsec)),
                UInt64(column.offset), UInt64(column.stride), UInt64(column.count),
                kind << 16 | UInt64(type.size) << 8 | (type.isBigEndian ? 1 : 0), hash,
                UInt64(PyramidBlocks.pointsPerLeaf)]
    }

    private static func checksum(_ words: [UInt64]) -> UInt64 {
        words.reduce(0x9e37_79b9_7f4a_7c15) { ($0 ^ $1) &* 0x100_0000_01b3 }
    }

    /// The cache file's length: the header, the blocks, a checksum per `checkedLeaves` leaves.
    private static func fileBytes(blockBytes: Int, leaves: Int) -> Int {
        headerBytes + Swift.max(blockBytes, 8) + 8 * checksumCount(leaves: leaves)
    }

    private static func checksumCount(leaves: Int) -> Int { (leaves + checkedLeaves - 1) / checkedLeaves }

    /// The blocks' bytes for leaves `first..<last`: those completed after `first` leaves and
    /// until `last` (post-order: a contiguous stretch).
    private static func blockBytes(_ memory: UnsafeRawPointer, leaves: Range<Int>) -> UnsafeRawBufferPointer {
        let start = PyramidBlocks.blockCount(forPoints: leaves.lowerBound * PyramidBlocks.pointsPerLeaf)
        let end = PyramidBlocks.blockCount(forPoints: leaves.upperBound * PyramidBlocks.pointsPerLeaf)
        return UnsafeRawBufferPointer(start: memory + start * PyramidBlocks.bytesPerBlock,
                                      count: (end - start) * PyramidBlocks.bytesPerBlock)
    }

    /// One checksum per `checkedLeaves` leaves of blocks.
    static func blockChecksums(_ memory: UnsafeRawPointer, leaves: Int) -> [UInt64] {
        (0..<checksumCount(leaves: leaves)).map { chunk in
            let first = chunk * checkedLeaves
            return bytesChecksum(blockBytes(memory, leaves: first..<Swift.min(leaves, first + checkedLeaves)))
        }
    }

    /// A 64-bit checksum of `bytes` in four independent lanes (several GB/s), folded at the end.
    static func bytesChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9e37_79b9_7f4a_7c15, 0xc2b2_ae3d_27d4_eb4f,
                                                        0x1656_67b1_9e37_79f9, 0x85eb_ca77_c2b2_ae63)
        let words = bytes.count / 8
        var i = 0
        if let base = bytes.baseAddress {
            while i + 4 <= words {
                lanes.0 = (lanes.0 ^ base.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self)) &* prime
                lanes.1 = (lanes.1 ^ base.loadUnaligned(fromByteOffset: 8 * i + 8, as: UInt64.self)) &* prime
                lanes.2 = (lanes.2 ^ base.loadUnaligned(fromByteOffset: 8 * i + 16, as: UInt64.self)) &* prime
                lanes.3 = (lanes.3 ^ base.loadUnaligned(fromByteOffset: 8 * i + 24, as: UInt64.self)) &* prime
                i += 4
            }
        }
        var tail: [UInt64] = [lanes.0, lanes.1, lanes.2, lanes.3, UInt64(bytes.count)]
        while i < words { tail.append(bytes.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self)); i += 1 }
        for j in (words * 8)..<bytes.count { tail.append(UInt64(bytes[j])) }
        return checksum(tail)
    }

    /// The blocks of a valid, complete cache at `path`, mapped; nil otherwise. Blocks are
    /// compared with their checksums here when they are small (a mismatch: nil); a big cache
    /// comes back with its checksums still to compare (`uncheckedSums`).
    private static func openCache(path: String, header: [UInt64], bytes: Int, leaves: Int) -> ReadOnlyMapping? {
        guard let mapping = try? MappedFile(path: path, copyOnWrite: true),
              mapping.byteCount == fileBytes(blockBytes: bytes, leaves: leaves),
              let base = mapping.base else { return nil }
        var stored: [UInt64] = []
        for i in 0..<(header.count + 3) {
            stored.append(UInt64(littleEndian: base.load(fromByteOffset: 8 * i, as: UInt64.self)))
        }
        let tableOffset = headerBytes + Swift.max(bytes, 8)
        let sums = (0..<checksumCount(leaves: leaves)).map {
            UInt64(littleEndian: base.loadUnaligned(fromByteOffset: tableOffset + 8 * $0, as: UInt64.self))
        }
        guard Array(stored.prefix(header.count)) == header, stored[header.count] == UInt64(leaves),
              stored[header.count + 1] == checksum(sums),
              stored[header.count + 2] == checksum(Array(stored.prefix(header.count + 2))) else { return nil }
        if bytes <= checkAtOpenLimit {
            guard blockChecksums(base + headerBytes, leaves: leaves) == sums else { return nil }
        }
        // Queries jump about; read-ahead would only waste I/O.
        madvise(UnsafeMutableRawPointer(mutating: base), mapping.byteCount, MADV_RANDOM)
        return ReadOnlyMapping(mapping: mapping, uncheckedSums: bytes <= checkAtOpenLimit ? nil : sums)
    }

    /// Compares a big cache's blocks with their checksums, chunk by chunk, publishing each chunk
    /// that matches and calling `afterChunk` about every `chunkLeaves` leaves. At the first
    /// mismatch the cache file is deleted and the build starts again from the data (blocks
    /// already published keep their values; the mapping is private, so the rebuild never writes
    /// to the file). Returns false when `afterChunk` asked to stop.
    private func checkPendingChecksums(chunkLeaves: Int, afterChunk: (Int) -> Bool) -> Bool {
        guard let sums = pendingChecksums else { return true }
        pendingChecksums = nil
        var sinceCall = 0
        for (chunk, sum) in sums.enumerated() {
            let first = chunk * Self.checkedLeaves, last = Swift.min(blocks.leafCapacity, first + Self.checkedLeaves)
            guard Self.bytesChecksum(Self.blockBytes(blocks.memory, leaves: first..<last)) == sum else {
                foundDamagedCache = true
                unlink(path)
                storage = .memory
                blocks.restartBuild()
                return true
            }
            blocks.adoptChecked(leaves: last)
            sinceCall += last - first
            if sinceCall >= chunkLeaves || last == blocks.leafCapacity {
                sinceCall = 0
                if !afterChunk(last) {
                    // Checked again from the start next time (the adopted part matches).
                    pendingChecksums = sums
                    return false
                }
            }
        }
        return true
    }

    // MARK: - Storage owners

    /// A valid cache, mapped read-only.
    /// A cache read back, mapped privately: a rebuild after a failed checksum writes to the
    /// process's copy of the pages, never to the file.
    private final class ReadOnlyMapping {
        let mapping: MappedFile
        let uncheckedSums: [UInt64]?
        init(mapping: MappedFile, uncheckedSums: [UInt64]?) {
            self.mapping = mapping
            self.uncheckedSums = uncheckedSums
        }
        /// The blocks.
        var pointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(mutating: mapping.base! + PyramidSidecar.headerBytes) }
    }

    /// A pyramid in process memory.
    private final class Allocation {
        let pointer: UnsafeMutableRawPointer
        init(bytes: Int) { pointer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16) }
        deinit { pointer.deallocate() }
    }

    /// A temporary file beside the data, mapped for writing, renamed into place when complete and
    /// removed when abandoned.
    private final class Writer {
        let base: UnsafeMutableRawPointer
        private let bytes: Int
        private let descriptor: Int32
        private let temporaryPath: String
        private let finalPath: String
        private var finished = false
        private var guardSlot: Int32 = -1

        init?(finalPath: String, bytes: Int) {
            self.finalPath = finalPath
            temporaryPath = finalPath + ".partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            let fd = open(temporaryPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return nil }
            // Reserve the blocks now: a write into a sparse file on a full disk would fault.
            guard posix_fallocate(fd, 0, off_t(bytes)) == 0,
                  let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0),
                  address != MAP_FAILED else {
                close(fd)
                unlink(temporaryPath)
                return nil
            }
            descriptor = fd
            base = address
            self.bytes = bytes
            guardSlot = chartkit_guard_register(address, bytes, 1)
        }

        /// Moves the complete cache into place; false when that failed (it is then dropped, as
        /// is one whose pages faulted: someone truncated it while it was written).
        /// Whether a write or read of the mapping faulted (the file was truncated under it).
        var hasFaulted: Bool { chartkit_guard_faults(guardSlot) > 0 }

        /// Drops the temporary file (the memory stays mapped for the pyramid).
        func discard() { unlink(temporaryPath) }

        func finish() -> Bool {
            guard !hasFaulted else {
                unlink(temporaryPath)
                return false
            }
            finished = rename(temporaryPath, finalPath) == 0
            if !finished { unlink(temporaryPath) }
            return finished
        }

        deinit {
            chartkit_guard_unregister(guardSlot)
            munmap(base, bytes)
            close(descriptor)
            if !finished { unlink(temporaryPath) }
        }
    }
}

extension PyramidSidecar {
    /// The first byte of the column the pyramid describes.
    var columnBase: UnsafeRawPointer? { column.baseAddress.map { UnsafeRawPointer($0) } }
}
