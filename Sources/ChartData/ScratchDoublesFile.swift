import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Columns of Doubles decoded into a temporary file, unlinked as soon as it is made, then mapped
/// read-only: the values live in the page cache, which the system can write out and evict, not
/// in the process's own memory, which holds only the pieces being written (a Parquet row group's
/// rows of a column). It is to decoded columns what `Float64Copy` is to a converted `.npy`
/// column: how `ParquetFile.numberColumns(_:into:)` reads a file bigger than memory.
///
/// ```swift
/// guard let scratch = ScratchDoublesFile(columns: 2, rows: file.rowCount) else { … }  // no room
/// try file.numberColumns(["time", "value"], into: scratch)
/// let mapped = try scratch.finish()
/// let y = ChunkedColumn(chunks: [scratch.column(1)], owner: mapped)
/// ```
///
/// Columns are stored one after another (`rows` values each). Writes come before `finish()`;
/// the mapping it returns is made after the last write, so its change check holds.
public final class ScratchDoublesFile: @unchecked Sendable {
    public let columnCount: Int
    public let rowCount: Int
    private let descriptor: Int32
    private let byteCount: Int
    /// A read-only view of what is written so far (rows read back for a partial picture).
    private let view: UnsafeRawPointer?
    /// The file mapped once written (`finish()`).
    public private(set) var mapped: MappedFile?

    /// A file of `columns` × `rows` Doubles in `directory` (the system's temporary folder by
    /// default); nil when the folder is not writable or lacks the room (leaving it 64 MiB), or
    /// the mapping does not fit the address space left (`ulimit -v`).
    public init?(columns: Int, rows: Int, directory: String = NSTemporaryDirectory()) {
        guard columns > 0, rows > 0, let bytes = CheckedSize.product([columns, rows, MemoryLayout<Double>.size]),
              bytes <= MemoryBudget.addressSpaceAvailable else { return nil }
        var room = statvfs()
        guard statvfs(directory, &room) == 0,
              let free = CheckedSize.product([Int(clamping: room.f_bavail), Int(clamping: room.f_frsize)]),
              bytes <= free - Swift.min(free, 64 << 20) else { return nil }
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast())
            + Array("chartkit-columns.XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        // Unlinked at once: nothing is left behind, however the process ends.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        guard ftruncate(descriptor, off_t(bytes)) == 0,
              let address = mmap(nil, bytes, PROT_READ, MAP_SHARED, descriptor, 0), address != MAP_FAILED else {
            close(descriptor)
            return nil
        }
        madvise(address, bytes, MADV_RANDOM)
        self.descriptor = descriptor
        byteCount = bytes
        view = UnsafeRawPointer(address)
        columnCount = columns
        rowCount = rows
    }

    deinit {
        if let view { munmap(UnsafeMutableRawPointer(mutating: view), byteCount) }
        close(descriptor)
    }

    /// Writes `values` as column `column`'s rows from `row` on; the system's reason when it
    /// cannot (the disk filled meanwhile). Writes of different rows may run at once.
    public func write(_ values: UnsafeBufferPointer<Double>, column: Int, row: Int) -> String? {
        precondition(mapped == nil && column < columnCount && row + values.count <= rowCount)
        guard let base = values.baseAddress else { return nil }
        let wanted = values.count * MemoryLayout<Double>.size
        let offset = (column * rowCount + row) * MemoryLayout<Double>.size
        var written = 0
        while written < wanted {
            let count = pwrite(descriptor, UnsafeRawPointer(base) + written, wanted - written, off_t(offset + written))
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return "cannot write the temporary file: " + String(cString: strerror(count < 0 ? errno : ENOSPC)) }
            written += count
        }
        return nil
    }

    /// Column `column`'s rows in `rows` as written so far, read in place; `releaseViewedPages()`
    /// after reading lets them leave the process's resident memory again.
    public func written(column: Int, rows: Range<Int>) -> UnsafeBufferPointer<Double> {
        precondition(column < columnCount && rows.upperBound <= rowCount)
        let start = view!.assumingMemoryBound(to: Double.self) + column * rowCount + rows.lowerBound
        return UnsafeBufferPointer(start: start, count: rows.count)
    }

    /// Drops the pages read through `written(column:rows:)` from this process (the file keeps them).
    public func releaseViewedPages() {
        guard let view else { return }
        madvise(UnsafeMutableRawPointer(mutating: view), byteCount, MADV_DONTNEED)
    }

    /// Maps the written file for reading, after the last write; throws in one line naming
    /// `file` when it cannot.
    public func finish(file: String) throws(DataFileError) -> MappedFile {
        if let mapped { return mapped }
        do {
            // The file has no name left; the process's own link to it opens it again.
            let mapping = try MappedFile(path: "/proc/self/fd/\(descriptor)")
            mapped = mapping
            return mapping
        } catch {
            throw DataFileError(file: file, problem: "cannot map the temporary file of its columns: \(FileBytesStorage.reason(error))")
        }
    }

    /// Column `column` of the mapped file (after `finish`).
    public func column(_ column: Int) -> UnsafeBufferPointer<Double> {
        guard let base = mapped?.base else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base.assumingMemoryBound(to: Double.self) + column * rowCount, count: rowCount)
    }

    /// Drops the mapped file's pages from this process's resident memory (they stay in the
    /// page cache and come back on the next read): after a scan, such as x's order check.
    public func releaseMappedPages() {
        guard let base = mapped?.base, let count = mapped?.byteCount else { return }
        madvise(UnsafeMutableRawPointer(mutating: base), count, MADV_DONTNEED)
    }
}
