import Foundation

/// A thread-safe inbox of points for a chart: a producer on any thread appends, the chart
/// takes everything pending once per frame (`Chart.advanceStreaming(to:)`).
///
/// The producer never waits for drawing: an append copies its values into a pending buffer
/// under a lock held only for that copy, and the chart swaps the whole buffer out under the
/// same lock. When the buffer goes from empty to pending, `onPending` runs (on the producer's
/// thread): a window uses it to wake its event loop.
///
/// ```swift
/// let feed = ChartFeed()
/// chart.attach(feed)
/// Thread.detachNewThread {
///     while let sample = sensor.next() { feed.append(x: sample.time, y: sample.value, toSeriesAt: 0) }
/// }
/// ```
public final class ChartFeed: @unchecked Sendable {
    /// Which series a batch of points goes to.
    public enum Target: Hashable, Sendable {
        /// The series at this index in datasource order.
        case index(Int)
        /// The series whose `colorKey` (or title) is this key; with an `ArrayDataSource`, a
        /// line series of that title is added when there is none.
        case key(String)
    }

    /// Points waiting for the next frame, in arrival order per target.
    struct Batch {
        var target: Target
        var x: [Double]
        var y: [Double]
    }

    private let lock = NSLock()
    private var pending: [Batch] = []
    private var pendingIndex: [Target: Int] = [:]
    private var pendingPoints = 0
    private var wake: (@Sendable () -> Void)?

    public init() {}

    /// Runs when points arrive while none were pending (on the producer's thread).
    public var onPending: (@Sendable () -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return wake }
        set { lock.lock(); wake = newValue; lock.unlock() }
    }

    /// Appends one point to series `index`.
    public func append(x: Double, y: Double, toSeriesAt index: Int) {
        append(x: [x], y: [y], to: .index(index))
    }

    /// Appends one point to the series of `key` (see `Target.key`).
    public func append(x: Double, y: Double, toSeriesWithKey key: String) {
        append(x: [x], y: [y], to: .key(key))
    }

    /// Appends points; the longer column is cut to the length of the shorter.
    public func append(x: [Double], y: [Double], to target: Target) {
        let count = Swift.min(x.count, y.count)
        guard count > 0 else { return }
        lock.lock()
        let wasEmpty = pendingPoints == 0
        if let slot = pendingIndex[target] {
            pending[slot].x.append(contentsOf: x.prefix(count))
            pending[slot].y.append(contentsOf: y.prefix(count))
        } else {
            pendingIndex[target] = pending.count
            pending.append(Batch(target: target, x: Array(x.prefix(count)), y: Array(y.prefix(count))))
        }
        pendingPoints += count
        let wake = wasEmpty ? self.wake : nil
        lock.unlock()
        wake?()
    }

    /// Points waiting for the next frame.
    public var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return pendingPoints
    }

    /// Everything pending, leaving the inbox empty (the swap is O(1) under the lock).
    func takePending() -> [Batch] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending = []
        pendingIndex = [:]
        pendingPoints = 0
        return taken
    }
}
