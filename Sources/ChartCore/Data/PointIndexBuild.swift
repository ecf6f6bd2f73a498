import Foundation

/// A `PointIndex` being built on another thread: large clouds take seconds to index, and the
/// pointer must not wait for it. Until `result` is set the caller scans, as without an index.
/// The build reads copies of the columns (arrays are values), so the data may change meanwhile;
/// the owner drops a build whose data changed.
final class PointIndexBuild: @unchecked Sendable {
    private let lock = NSLock()
    private var finished: PointIndex?

    /// Starts indexing (`x`, `y`) on a background queue.
    init(x: [Double], y: [Double]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let index = PointIndex(x: x, y: y)
            lock.lock()
            finished = index
            lock.unlock()
        }
    }

    /// The index once built; nil while building.
    var result: PointIndex? {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }
}
