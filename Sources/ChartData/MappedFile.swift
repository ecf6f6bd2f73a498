import CMappedGuard
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A whole file mapped read-only into memory: its pages come from the page cache on demand and
/// count as resident only while the kernel keeps them, so a file bigger than memory can be read.
///
/// A file truncated by another process while mapped makes reading its lost pages raise SIGBUS.
/// The mapping is guarded (`CMappedGuard`): such a read gets zeros instead and the fault is
/// counted. `checkUnchanged()` compares the size now with the size mapped (one `fstat`, no
/// reading) and looks at that count, and throws `changedWhileMapped`; readers call it before
/// each pass over the data and after it, so values read from lost pages are never kept or shown
/// as the file's: see ARCHITECTURE.md (Data bigger than memory).
public final class MappedFile {
    public let path: String
    /// The mapped length (the file's size when opened).
    public let byteCount: Int
    /// The first mapped byte; nil for an empty file (nothing is mapped).
    public let base: UnsafeRawPointer?
    /// The open file (for reading through `pread` beside the mapping).
    let descriptor: Int32
    /// The modification time when mapped (what a cache beside the file is checked against).
    let modification: timespec
    /// The mapping's slot in the SIGBUS guard (-1: not guarded).
    private let guardSlot: Int32

    /// Maps `path`; throws `.cannotOpen` with the system's reason.
    public convenience init(path: String) throws(BinaryFileError) {
        try self.init(path: path, copyOnWrite: false)
    }

    /// Maps `path`, read-only and shared, or (`copyOnWrite`) writable and private: writes go to
    /// the process's own copy of the page, never to the file.
    init(path: String, copyOnWrite: Bool) throws(BinaryFileError) {
        self.path = path
        // A FIFO would block a plain open() for ever; only regular files are mapped.
        let fd: Int32
        do {
            fd = try FileOpening.openRegularFile(path)
        } catch {
            throw .cannotOpen(path: path, reason: error.reason)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .cannotOpen(path: path, reason: reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .cannotOpen(path: path, reason: "not a regular file")
        }
        descriptor = fd
        byteCount = Int(info.st_size)
        modification = info.st_mtim
        if byteCount == 0 {
            base = nil
            guardSlot = -1
            return
        }
        let address = mmap(nil, byteCount, copyOnWrite ? PROT_READ | PROT_WRITE : PROT_READ,
                           copyOnWrite ? MAP_PRIVATE : MAP_SHARED, fd, 0)
        guard let address, address != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .cannotOpen(path: path, reason: reason)
        }
        // Mostly read in order (pyramids, scans); the kernel reads ahead.
        madvise(address, byteCount, MADV_SEQUENTIAL)
        base = UnsafeRawPointer(address)
        guardSlot = chartkit_guard_register(address, byteCount, copyOnWrite ? 1 : 0)
    }

    deinit {
        chartkit_guard_unregister(guardSlot)
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), byteCount) }
        close(descriptor)
    }

    /// Whether a read of the mapping has faulted (the file lost pages while mapped): the values
    /// read since may be zeros, not the file's.
    public var hasFaulted: Bool { chartkit_guard_faults(guardSlot) > 0 }

    /// Throws `.changedWhileMapped` when the file is now shorter than what was mapped, was
    /// rewritten (another modification time), or a read of its mapping faulted: its data may no
    /// longer be what was read before.
    public func checkUnchanged() throws(BinaryFileError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        if hasFaulted || Int(info.st_size) < byteCount || info.st_mtim.tv_sec != modification.tv_sec
            || info.st_mtim.tv_nsec != modification.tv_nsec {
            throw .changedWhileMapped(path: path, mappedBytes: byteCount, nowBytes: Int(info.st_size))
        }
    }
}
