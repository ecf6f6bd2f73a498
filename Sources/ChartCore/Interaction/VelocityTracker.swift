/// Estimates how fast the pointer was moving when a drag was released, from its recent positions.
///
/// Only the last `window` seconds count: a pointer that stopped before letting go has no speed,
/// so a careful drag never flies off.
struct VelocityTracker {
    /// Default: 0.1 s.
    var window: Double = 0.1
    private var samples: [(time: Double, position: Point)] = []

    mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Records the pointer at `time`; out-of-order or non-finite samples are ignored.
    mutating func add(_ position: Point, time: Double) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        samples.append((time, position))
        // Keep only what the window can still need.
        if samples.count > 64 { samples.removeFirst(samples.count - 64) }
    }

    /// The velocity in points per second over the samples within `window` of `time`: from the
    /// oldest of them to the newest. Zero when fewer than two samples lie in the window or they
    /// share one instant.
    func velocity(at time: Double) -> (x: Double, y: Double) {
        let recent = samples.filter { $0.time >= time - window && $0.time <= time }
        guard let first = recent.first, let last = recent.last else { return (0, 0) }
        let dt = last.time - first.time
        guard dt > 0 else { return (0, 0) }
        let vx = (last.position.x - first.position.x) / dt
        let vy = (last.position.y - first.position.y) / dt
        return (vx.isFinite ? vx : 0, vy.isFinite ? vy : 0)
    }
}
