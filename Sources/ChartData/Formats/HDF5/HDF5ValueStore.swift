import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The memory the HDF5 child reads numbers into and the parent copies them out of: an unlinked
/// file in shared memory (/dev/shm) the parent creates and the child inherits, so that a
/// dataset crosses the process boundary without a pipe copy. libhdf5 writes each block straight
/// into the mapping; the parent copies each column once into its array and gives the pages back
/// as it goes (`MADV_REMOVE`), so that memory peaks near one copy, not two.
final class HDF5ValueStore {
    /// The descriptor number the child finds the store at.
    static let childDescriptor: Int32 = 3

    let descriptor: Int32
    private var mapping: UnsafeMutableRawPointer?
    private var mappedBytes = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// A new, empty store (parent side): an unlinked file in /dev/shm (memory, as memfd_create's
    /// would be, which Swift's Glibc module does not declare), else in the temporary folder; nil
    /// when neither can be had.
    static func create() -> HDF5ValueStore? {
        for folder in ["/dev/shm/", NSTemporaryDirectory()] where access(folder, W_OK) == 0 {
            var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast())
                + Array("chartkit-hdf5.XXXXXX".utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { continue }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return HDF5ValueStore(descriptor: descriptor)
        }
        return nil
    }

    deinit {
        if let mapping { munmap(mapping, mappedBytes) }
        close(descriptor)
    }

    /// Room for `count` values, mapped writable (child side); nil when it cannot be had.
    func reserve(_ count: Int) -> UnsafeMutablePointer<Double>? {
        guard mapping == nil, count >= 0, count <= Int.max / 8 else { return nil }
        let bytes = max(count * 8, 8)
        guard ftruncate(descriptor, off_t(bytes)) == 0,
              let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
              address != MAP_FAILED else { return nil }
        mapping = address
        mappedBytes = bytes
        return address.bindMemory(to: Double.self, capacity: bytes / 8)
    }

    /// The `count` values from `offset` as an array (parent side), after the child has exited;
    /// nil when the store is shorter than the reply says. The pages copied are released.
    func values(offset: Int, count: Int) -> [Double]? {
        if mapping == nil {
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return count == 0 ? [] : nil }
            let bytes = Int(status.st_size)
            guard let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
                  address != MAP_FAILED else { return nil }
            mapping = address
            mappedBytes = bytes
        }
        guard let mapping, offset >= 0, count >= 0, offset <= mappedBytes / 8, count <= mappedBytes / 8 - offset else { return nil }
        let source = mapping.assumingMemoryBound(to: Double.self) + offset
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let chunk = 1 << 22
        return [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            var start = 0
            while start < count {
                let end = min(count, start + chunk)
                (buffer.baseAddress! + start).initialize(from: source + start, count: end - start)
                // Whole pages inside the part copied go back to the system now.
                let low = (offset + start) * 8, high = (offset + end) * 8
                let first = (low + page - 1) / page * page, last = high / page * page
                if last > first { _ = madvise(mapping + first, last - first, 9 /* MADV_REMOVE */) }
                start = end
            }
            initialized = count
        }
    }
}
