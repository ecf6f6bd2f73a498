import ChartCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A column that is not stored as little-endian Float64 (u8, i16, f32, big-endian, a strided
/// 2-D column…) converted to Float64 in bounded chunks into a temporary file that is unlinked at
/// once and mapped: drawing then reads Doubles in place, and the process's own memory holds one
/// chunk at a time while the copy lives in the page cache, which the system can evict. So 10^9
/// `u8` values draw where an 8 GB array would not fit.
///
/// Before anything is written it checks that the mapping (and the pyramid drawing builds beside
/// it) fit the address space the process may still use (`ulimit -v`) and the free space of the
/// folder; when the folder has no room it falls back to an array, when memory allows. Otherwise
/// it throws `.conversionTooLarge`, one line, before allocating.
///
/// ```swift
/// let copy = try Float64Copy(of: try RawColumnFile.open(path: "big.u8", type: NumericType(name: "u8")))
/// let y = SeriesColumn(borrowing: copy.buffer, owner: copy)
/// ```
public final class Float64Copy: @unchecked Sendable {
    /// The converted values.
    public let buffer: UnsafeBufferPointer<Double>
    /// Whether they live in a mapped temporary file (false: in memory, the fallback).
    public let isMapped: Bool
    private let mapping: UnsafeMutableRawPointer?
    private let mappedBytes: Int
    private let allocation: UnsafeMutableBufferPointer<Double>?

    /// Values converted per write: 512 KiB of Doubles, the memory the conversion holds.
    public static let chunkValues = 1 << 16

    /// Converts `column` into a mapped temporary file in `directory` (the system's temporary
    /// folder by default), or into memory when it needs at most `inMemoryBytes` (a file costs
    /// more than it saves there) or that folder has no room and memory does.
    public init(of column: MappedColumn, directory: String = NSTemporaryDirectory(),
                inMemoryBytes: Int = MemoryBudget.uncheckedBytes) throws(BinaryFileError) {
        let count = column.count
        guard let bytes = CheckedSize.product([count, MemoryLayout<Double>.size]),
              let withPyramid = CheckedSize.sum(bytes, PyramidBlocks.byteCount(forPoints: count)) else {
            throw .conversionTooLarge(path: column.file.path, count: count, bytes: .max, limit: MemoryBudget.addressSpaceAvailable)
        }
        // The mapping takes address space like an allocation: refused first under `ulimit -v`.
        let addressSpace = MemoryBudget.addressSpaceAvailable
        guard withPyramid <= addressSpace || withPyramid <= MemoryBudget.uncheckedBytes else {
            throw .conversionTooLarge(path: column.file.path, count: count, bytes: withPyramid, limit: addressSpace)
        }
        if withPyramid > inMemoryBytes, let mapped = Self.mappedCopy(of: column, bytes: bytes, directory: directory) {
            mapping = mapped
            mappedBytes = bytes
            buffer = UnsafeBufferPointer(start: UnsafePointer(mapped.assumingMemoryBound(to: Double.self)), count: count)
            allocation = nil
            isMapped = true
            return
        }
        // The fallback: the values and the pyramid beside them in this process's memory.
        try MemoryBudget.check(bytes: withPyramid) { limit in
            BinaryFileError.conversionTooLarge(path: column.file.path, count: count, bytes: withPyramid, limit: limit)
        }
        let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: Swift.max(count, 1))
        if let source = column.file.base {
            for index in 0..<count { values[index] = column.type.value(at: source + column.offset + index * column.stride) }
        }
        allocation = values
        mapping = nil
        mappedBytes = 0
        isMapped = false
        buffer = UnsafeBufferPointer(rebasing: values[0..<count])
    }

    deinit {
        if let mapping { munmap(mapping, mappedBytes) }
        allocation?.deallocate()
    }

    /// Writes the converted values chunk by chunk into an unlinked temporary file and maps it;
    /// nil when the folder is not writable or lacks the room.
    private static func mappedCopy(of column: MappedColumn, bytes: Int, directory: String) -> UnsafeMutableRawPointer? {
        var room = statvfs()
        guard statvfs(directory, &room) == 0,
              let free = CheckedSize.product([Int(clamping: room.f_bavail), Int(clamping: room.f_frsize)]),
              bytes <= free - Swift.min(free, 64 << 20) else { return nil }  // leaves the disk 64 MiB
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast())
            + Array("chartkit-f64.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        guard let source = column.file.base else { return nil }
        let chunk = UnsafeMutableBufferPointer<Double>.allocate(capacity: chunkValues)
        defer { chunk.deallocate() }
        var start = 0
        while start < column.count {
            let end = Swift.min(column.count, start + chunkValues)
            for index in start..<end {
                chunk[index - start] = column.type.value(at: source + column.offset + index * column.stride)
            }
            var written = 0
            let wanted = (end - start) * 8
            while written < wanted {
                let n = pwrite(descriptor, UnsafeRawPointer(chunk.baseAddress!) + written, wanted - written,
                               off_t(start * 8 + written))
                if n <= 0 { return nil }  // the disk filled meanwhile: the caller falls back
                written += n
            }
            start = end
        }
        let address = mmap(nil, bytes, PROT_READ, MAP_SHARED, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        return address
    }
}
