import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A whole file mapped read-only into memory: its pages come from the page cache on demand and
/// count as resident only while the kernel keeps them, so a file bigger than memory can be read.
///
/// A file truncated by another process while mapped makes reading its lost pages raise SIGBUS.
/// `checkUnchanged()` compares the size now with the size mapped (one `fstat`, no reading) and
/// throws instead; readers call it before each pass over the data. The window between that
/// check and the reads that follow cannot be closed from user space without a signal handler,
/// so a truncation racing a pass can still fault: see ARCHITECTURE.md (Data bigger than memory).
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

    /// Maps `path`; throws `.cannotOpen` with the system's reason.
    public init(path: String) throws(BinaryFileError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotOpen(path: path, reason: String(cString: strerror(errno))) }
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
            return
        }
        let address = mmap(nil, byteCount, PROT_READ, MAP_SHARED, fd, 0)
        guard let address, address != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .cannotOpen(path: path, reason: reason)
        }
        // Mostly read in order (pyramids, scans); the kernel reads ahead.
        madvise(address, byteCount, MADV_SEQUENTIAL)
        base = UnsafeRawPointer(address)
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), byteCount) }
        close(descriptor)
    }

    /// Throws `.changedWhileMapped` when the file is now shorter than what was mapped, or was
    /// rewritten (another modification time): its data may no longer be what was read before.
    public func checkUnchanged() throws(BinaryFileError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        if Int(info.st_size) < byteCount || info.st_mtim.tv_sec != modification.tv_sec
            || info.st_mtim.tv_nsec != modification.tv_nsec {
            throw .changedWhileMapped(path: path, mappedBytes: byteCount, nowBytes: Int(info.st_size))
        }
    }
}
