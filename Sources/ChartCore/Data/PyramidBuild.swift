import Foundation

/// The min/max pyramid and gap positions of an in-memory column, built on other threads (the
/// pyramid on every core) while the drawing thread draws a coarse picture from a sample
/// (`SeriesData.init(progressiveX:y:)`): a 10^8-point line's first frame does not wait for a
/// pass over its 800 MB.
///
/// The build reads its own reference to the column (arrays are values; nothing is copied) and
/// lets it go before it reports done, so the series owns its array alone again once the
/// result is taken and can grow it in place.
final class PyramidBuild: @unchecked Sendable {
    struct Output {
        var pyramid: MinMaxPyramid
        var gaps: GapPositions
        /// Wall-clock seconds from the start of the build to its end.
        var seconds: Double
        /// Cores the pyramid was built on.
        var cores: Int
    }

    private let lock = NSLock()
    private let group = DispatchGroup()
    private var column: SeriesColumn?
    private var finished: Output?
    /// Whether the build was started (`start()`).
    private var started = false
    /// Frames that asked for the result before the build started (`resultStartingAfterFirstAsk`).
    private var asks = 0
    private let gate: DispatchSemaphore?
    /// When set, builds wait for it to be signalled before they start (tests that need to see the
    /// first frame drawn from the sample); nil starts them at once.
    nonisolated(unsafe) static var startGate: DispatchSemaphore?

    /// A build over `column`, started by `start()`, by the second frame that asks for its result
    /// (`resultStartingAfterFirstAsk`) or by a wait: the first frame, drawn from a sample, has the
    /// cores to itself.
    init(column: SeriesColumn) {
        self.column = column
        gate = Self.startGate
    }

    /// Whether `start()` ran (tests).
    var hasStarted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return started
    }

    /// Starts building on background queues (once; later calls do nothing).
    func start() {
        lock.lock()
        let starting = !started
        started = true
        lock.unlock()
        guard starting else { return }
        // Entered only once started: a build never started (its series dropped) leaves the
        // group balanced.
        group.enter()
        let gate = self.gate
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            if let gate {
                gate.wait()
                gate.signal()
            }
            let output = build()
            lock.lock()
            finished = output
            lock.unlock()
            group.leave()
        }
    }

    /// Takes the column (so no reference to it outlives this call) and builds.
    private func build() -> Output {
        let start = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        let values = column ?? []
        column = nil
        lock.unlock()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // The gap scan (one core) runs beside the pyramid (every core), each into its own slot.
        let pyramid = Slot(MinMaxPyramid()), gaps = Slot(GapPositions())
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                pyramid.value = values.withUnsafeBufferPointer { MinMaxPyramid.built(over: $0, cores: cores) }
            } else {
                gaps.value = GapPositions(scanning: values, offset: 0)
            }
        }
        return Output(pyramid: pyramid.value, gaps: gaps.value, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                      cores: cores)
    }

    /// Where one part of the build leaves its result (written by one thread, read after the join).
    private final class Slot<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The pyramid and gaps once built; nil while building.
    var result: Output? {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    /// `result` for a frame: the first frame to ask leaves the build waiting (it draws the
    /// sample), the second starts it.
    func resultStartingAfterFirstAsk() -> Output? {
        lock.lock()
        asks += 1
        let startNow = !started && asks >= 2
        lock.unlock()
        if startNow { start() }
        return result
    }

    /// Starts the build if it was waiting, blocks until it ends, then returns its result.
    func wait() -> Output {
        start()
        group.wait()
        return result!
    }
}
