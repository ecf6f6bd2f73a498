import Foundation

extension ColumnCacheSidecar {
    /// Columns of at least this many values (64 MiB) are mapped into their arrays rather than
    /// copied: the C library gives allocations this big pages of their own (`mmap`), which it
    /// hands back whole (`munmap`) when the array is freed, so the cache's pages mapped over
    /// them go with the array.
    static let mappedMinimumValues = 8 << 20

    /// Each numeric column's values, checked against its checksum (`sectionChecksum`: sampled
    /// blocks of a big one); nil when one does not match.
    ///
    /// A big column is mapped: its array is allocated (untouched, so no memory is used yet) and
    /// the cache's pages are mapped over the array's whole pages (`MAP_FIXED`, private: a write
    /// to the array copies that page and never reaches the file), only the few bytes before
    /// the first and after the last whole page copied. The array then reads the page cache in
    /// place, as a mapped `.npy` column does: the second open copies nothing. Where the array
    /// does not start at the cache's place within a page (another C library, another page
    /// size), the column is copied instead.
    static func readNumericColumns(_ file: UnsafeRawBufferPointer, layout: Layout, descriptor: Int32?,
                                   checksums: Bool) -> [[Double]]? {
        let rows = layout.rowCount
        let results = NumericResults(count: layout.numeric.count)
        let base = Int(bitPattern: file.baseAddress)
        DispatchQueue.concurrentPerform(iterations: layout.numeric.count) { index in
            let section = layout.numeric[index]
            let source = UnsafeRawPointer(bitPattern: base + section.offset)
            let values = [Double](unsafeUninitializedCapacity: rows) { buffer, initialized in
                if rows > 0, let target = buffer.baseAddress, let source {
                    let mapped = descriptor.map { mapPages(from: $0, offset: section.offset, into: target, count: rows) } ?? false
                    if !mapped { UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: rows * 8) }
                }
                initialized = rows
            }
            let checksum = checksums ? values.withUnsafeBytes { sectionChecksum($0, count: rows) } : section.checksum
            results.store(values, matches: checksum == section.checksum, at: index)
        }
        guard results.matches.allSatisfy({ $0 }) else { return nil }
        return results.values
    }

    /// Maps the cache's bytes `offset..<offset + count · 8` over `target`'s whole pages and
    /// reads the rest; false, with nothing changed, where that cannot be done.
    private static func mapPages(from descriptor: Int32, offset: Int, into target: UnsafeMutablePointer<Double>, count: Int) -> Bool {
        let page = pageBytes
        let start = Int(bitPattern: target)
        let bytes = count * 8
        guard count >= mappedMinimumValues, start % page == offset % page, isOwnMapping(target, bytes: bytes) else { return false }
        let firstPage = (start + page - 1) / page * page
        let endPage = (start + bytes) / page * page
        guard endPage > firstPage else { return false }
        let headBytes = firstPage - start
        let tailBytes = start + bytes - endPage
        let raw = UnsafeMutableRawPointer(target)
        guard readFully(descriptor, into: raw, count: headBytes, at: offset),
              readFully(descriptor, into: raw + (endPage - start), count: tailBytes, at: offset + (endPage - start))
        else { return false }
        let mapped = mmap(UnsafeMutableRawPointer(bitPattern: firstPage), endPage - firstPage, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_FIXED, descriptor, off_t(offset + headBytes))
        guard mapped == UnsafeMutableRawPointer(bitPattern: firstPage) else {
            // MAP_FIXED failing leaves the range as it was (the kernel checks before unmapping);
            // the caller copies instead.
            return false
        }
        // The page cache's pages entered in one call rather than a fault per page
        // (MADV_POPULATE_READ, Linux 5.14; older kernels fault them in as they are read).
        _ = madvise(mapped, endPage - firstPage, 22)
        return true
    }

    /// Whether the array storage at `target` lies in a block the C library mapped for it alone
    /// (glibc marks such a block's size word, just before the array object, with bit 2), so that
    /// freeing the array unmaps the cache's pages with it and never hands them out again.
    private static func isOwnMapping(_ target: UnsafeMutablePointer<Double>, bytes: Int) -> Bool {
        #if canImport(Glibc)
        // A Swift array's elements follow its 32-byte object header; glibc's block header (16
        // bytes) precedes the object, and a mapped block starts on a page.
        let object = Int(bitPattern: target) - 32
        let block = object - 16
        guard block % pageBytes == 0, let sizeWord = UnsafePointer<UInt64>(bitPattern: block + 8) else { return false }
        let size = sizeWord.pointee
        return size & 2 != 0 && Int(size & ~7) >= bytes + 48
        #else
        return false
        #endif
    }

    /// Each column's values and whether its checksum matched, written by its own thread at its own index.
    private final class NumericResults: @unchecked Sendable {
        private(set) var values: [[Double]]
        private(set) var matches: [Bool]

        init(count: Int) {
            values = Array(repeating: [], count: count)
            matches = Array(repeating: false, count: count)
        }

        func store(_ column: [Double], matches match: Bool, at index: Int) {
            values.withUnsafeMutableBufferPointer { $0[index] = column }
            matches.withUnsafeMutableBufferPointer { $0[index] = match }
        }
    }
}
