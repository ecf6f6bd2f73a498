import Foundation

/// Work for a scatter's density made on another thread (a `DensityPyramid`, or a grid's exact
/// counts while a coarse picture stands in): the frame goes on, reads `result` on later frames,
/// and cancels work whose view or data went away. The work reads copies of the columns (arrays
/// are values), so the data may change meanwhile; the owner drops a result whose data changed.
final class DensityBackgroundWork<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var finished = false
    private var value: Result?
    private var cancelled = false

    /// Starts `work` on a background queue; it is handed a question that answers true once
    /// `cancel()` was called (it then returns nil early).
    init(_ work: @escaping @Sendable (_ shouldStop: @escaping () -> Bool) -> Result?) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let made = work { [self] in isCancelled }
            condition.lock()
            value = made
            finished = true
            condition.broadcast()
            condition.unlock()
        }
    }

    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// Whether the work has returned (with a result or not).
    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return finished
    }

    /// The result once made; nil while working, and after a cancel or a failure.
    var result: Result? {
        condition.lock()
        defer { condition.unlock() }
        return value
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.unlock()
    }

    /// Blocks until the work returns (headless rendering and tests: the exact picture).
    func wait() -> Result? {
        condition.lock()
        defer { condition.unlock() }
        while !finished { condition.wait() }
        return value
    }
}
