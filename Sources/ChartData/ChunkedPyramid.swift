import ChartCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The min/max pyramid of a `ChunkedColumn` (an Arrow file's Float64 column left in its record
/// batches), built in the background from the runs in place: nothing of the column is copied,
/// and each run's pages leave the process once summarised (they stay in the page cache), so
/// resident memory is the pyramid (about one byte a point) and the pages drawing touches.
/// A leaf that spans two runs (a batch length that is no multiple of 16) is summarised from a
/// 16-value scratch copy.
public final class ChunkedPyramid: @unchecked Sendable {
    public let column: ChunkedColumn
    public let blocks: PyramidBlocks
    /// Whether the runs are a file's mapped pages, which may leave the process once read (never
    /// for memory of its own: that would be zeroed).
    public let releasesPages: Bool

    public init(column: ChunkedColumn, releasesPages: Bool = false) {
        self.column = column
        self.releasesPages = releasesPages
        let memory = Memory(bytes: Swift.max(PyramidBlocks.byteCount(forPoints: column.count), 8))
        blocks = PyramidBlocks(memory: memory.pointer, pointCount: column.count, owner: memory)
    }

    /// Summarises the whole column, run by run, publishing every `stepPoints` points or so and
    /// then calling `afterStep` (false stops). One thread at a time; restarts from the start.
    public func build(stepPoints: Int, afterStep: () -> Bool) {
        guard !blocks.isComplete else { return }
        blocks.restartBuild()
        let leaf = PyramidBlocks.pointsPerLeaf
        var carry = [Double](repeating: 0, count: leaf)
        var carried = 0
        var sinceStep = 0
        for run in column.chunks {
            var offset = 0
            if carried > 0 {
                // Complete the leaf begun at the end of the runs before.
                let taken = Swift.min(leaf - carried, run.count)
                for i in 0..<taken { carry[carried + i] = run[i] }
                carried += taken
                offset = taken
                if carried == leaf {
                    carry.withUnsafeBufferPointer { blocks.summarise($0) }
                    carried = 0
                }
            }
            let whole = (run.count - offset) / leaf * leaf
            if whole > 0 { blocks.summarise(UnsafeBufferPointer(rebasing: run[offset..<(offset + whole)])) }
            for i in (offset + whole)..<run.count {
                carry[carried] = run[i]
                carried += 1
            }
            if releasesPages { Self.release(run) }
            sinceStep += run.count
            if sinceStep >= stepPoints {
                sinceStep = 0
                blocks.publish()
                if !afterStep() { return }
            }
            if blocks.builtLeaves == blocks.leafCapacity { break }
        }
        blocks.publish()
        _ = afterStep()
    }

    /// The run's pages leave this process's mapping (the page cache keeps them; a later read
    /// faults them back in). Only for runs in a file's mapping.
    static func release(_ run: UnsafeBufferPointer<Double>) {
        guard let base = run.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = Int(bitPattern: base) / page * page
        let end = (Int(bitPattern: base + run.count) + page - 1) / page * page
        madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_DONTNEED)
    }

    private final class Memory {
        let pointer: UnsafeMutableRawPointer
        init(bytes: Int) { pointer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16) }
        deinit { pointer.deallocate() }
    }
}
