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
/// silently. Blocks are trusted only as far as the queries' bounds checks go: a cache whose
/// blocks were altered behind a valid header may draw wrongly, but reads stay in range.
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
    private static let formatVersion: UInt64 = 1

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
        // Only a contiguous column can be read in blocks (a 2-D C-order array's is strided).
        mappedFile = column.stride == 8 ? column.file : nil
        columnOffset = column.offset
        dataFile = column.file
        let header = Self.header(for: column)
        self.header = header
        let count = buffer.count
        let bytes = PyramidBlocks.byteCount(forPoints: count)
        let leaves = count / PyramidBlocks.pointsPerLeaf
        if let cached = Self.openCache(path: path, header: header, bytes: bytes, leaves: leaves) {
            blocks = PyramidBlocks(memory: cached.pointer, pointCount: count, completedLeaves: leaves, owner: cached)
            storage = .cached(path: path)
            writer = nil
            cacheFile = cached.mapping
            return
        }
        if let writer = Writer(finalPath: path, bytes: Self.headerBytes + Swift.max(bytes, 8)) {
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
        blocks.build(over: column, chunkLeaves: chunkLeaves, afterChunk: afterChunk)
        finishIfComplete()
    }

    /// Builds what is missing from values read with `pread` from the data file (sequential
    /// reads into one buffer: no page faults, and the mapping stays out of resident memory),
    /// publishing and calling `afterChunk` every `chunkLeaves` leaves; falls back to the mapping
    /// when a read fails.
    public func buildReading(chunkLeaves: Int = 1 << 20, afterChunk: (Int) -> Bool) {
        guard blocks.completedLeaves == 0, let file = mappedFile, blocks.leafCapacity > 0 else {
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
        var finished = header
        finished.append(UInt64(blocks.leafCapacity))
        finished.append(Self.checksum(finished))
        for (i, word) in finished.enumerated() {
            writer.base.storeBytes(of: word.littleEndian, toByteOffset: 8 * i, as: UInt64.self)
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

    /// The blocks of a valid, complete cache at `path`, mapped; nil otherwise.
    private static func openCache(path: String, header: [UInt64], bytes: Int, leaves: Int) -> ReadOnlyMapping? {
        guard let mapping = try? MappedFile(path: path), mapping.byteCount == headerBytes + Swift.max(bytes, 8),
              let base = mapping.base else { return nil }
        var stored: [UInt64] = []
        for i in 0..<(header.count + 2) {
            stored.append(UInt64(littleEndian: base.load(fromByteOffset: 8 * i, as: UInt64.self)))
        }
        guard Array(stored.prefix(header.count)) == header, stored[header.count] == UInt64(leaves),
              stored[header.count + 1] == checksum(Array(stored.prefix(header.count + 1))) else { return nil }
        // Queries jump about; read-ahead would only waste I/O.
        madvise(UnsafeMutableRawPointer(mutating: base), mapping.byteCount, MADV_RANDOM)
        return ReadOnlyMapping(mapping: mapping)
    }

    // MARK: - Storage owners

    /// A valid cache, mapped read-only.
    private final class ReadOnlyMapping {
        let mapping: MappedFile
        init(mapping: MappedFile) { self.mapping = mapping }
        /// The blocks; never written through (a complete pyramid is not built again).
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
        func finish() -> Bool {
            guard chartkit_guard_faults(guardSlot) == 0 else {
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
