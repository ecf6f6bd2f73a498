import Foundation

/// How a released pan or a fast run of scroll steps carries on: an offset from where it was let
/// go, as an exact function of the time since then, so replaying the same release gives the same
/// frames at any frame rate.
///
/// The speed decays as `v₀·e^(−friction·t)`, so the offset `v₀/friction·(1 − e^(−friction·t))`
/// slows monotonically and never exceeds `v₀/friction`; the motion ends when the speed falls to
/// `stopSpeed`, at most `ln(|v₀|/stopSpeed)/friction` seconds in. An offset limit stops it dead
/// where it is met or, with `bounces`, lets it run past and pulls it back with a critically
/// damped spring (`v·s·e^(−stiffness·s)` beyond the limit), which returns without oscillating.
///
/// ```swift
/// let curve = MomentumCurve(velocity: 1200, friction: 4, stopSpeed: 20)
/// curve.offset(at: 0.1)    // about 98.9 points after 0.1 s
/// curve.duration           // ln(60)/4 ≈ 1.02 s; curve.finalOffset is (1200 − 20)/4 = 295
/// ```
public struct MomentumCurve: Hashable, Sendable {
    /// The speed at release, in units per second (points for a pan, ln of the zoom factor for a zoom).
    public let velocity: Double
    /// How quickly the speed dies away, per second.
    public let friction: Double
    /// The speed at which the motion ends.
    public let stopSpeed: Double
    /// The offsets the motion may reach; it starts at 0, which is always inside.
    public let limits: ClosedRange<Double>
    public let bounces: Bool
    /// The spring's rate in the bounce, per second.
    public let stiffness: Double
    /// How long the motion lasts, in seconds; 0 when it is too slow to start.
    public private(set) var duration: Double = 0
    /// Where the motion comes to rest.
    public private(set) var finalOffset: Double = 0

    /// Where and when a bouncing motion meets its limit, and its speed then.
    private struct Crossing: Hashable, Sendable {
        var time: Double
        var speed: Double
        var edge: Double
    }

    private var crossing: Crossing?

    /// The offset of a bounce beyond its limit below which it counts as back at the limit.
    static let bounceRestOffset = 0.25

    /// A motion starting at offset 0 with `velocity`. Non-finite or non-positive parameters give
    /// a motion of no duration that stays at 0.
    public init(velocity: Double, friction: Double, stopSpeed: Double,
                limits: ClosedRange<Double> = -Double.infinity...Double.infinity,
                bounces: Bool = false, stiffness: Double = 18) {
        self.velocity = velocity
        self.friction = friction
        self.stopSpeed = stopSpeed
        let low = limits.lowerBound.isNaN ? 0 : Swift.min(limits.lowerBound, 0)
        let high = limits.upperBound.isNaN ? 0 : Swift.max(limits.upperBound, 0)
        self.limits = low...high
        self.bounces = bounces
        self.stiffness = stiffness
        guard velocity.isFinite, friction.isFinite, friction > 0, stopSpeed.isFinite, stopSpeed > 0,
              stiffness.isFinite, stiffness > 0, velocity.magnitude > stopSpeed else { return }
        let freeDuration = Foundation.log(velocity.magnitude / stopSpeed) / friction
        let freeEnd = freeOffset(at: freeDuration)
        let edge = velocity > 0 ? high : low
        guard velocity > 0 ? freeEnd > edge : freeEnd < edge else {
            duration = freeDuration
            finalOffset = freeEnd
            return
        }
        // 1 − e^(−k·t) = edge·k / v₀, solved for t.
        let time = edge == 0 ? 0 : -Foundation.log1p(-edge * friction / velocity) / friction
        let speed = velocity * Foundation.exp(-friction * time)
        finalOffset = edge
        guard bounces else {
            duration = time
            return
        }
        crossing = Crossing(time: time, speed: speed, edge: edge)
        duration = time + Self.settleTime(speed: speed.magnitude, stiffness: stiffness)
    }

    /// The offset `elapsed` seconds after release: 0 before it, `finalOffset` from `duration` on.
    public func offset(at elapsed: Double) -> Double {
        // NaN lands here too.
        if !(elapsed > 0) { return 0 }
        if elapsed >= duration { return finalOffset }
        if let crossing, elapsed > crossing.time {
            let s = elapsed - crossing.time
            return crossing.edge + crossing.speed * s * Foundation.exp(-stiffness * s)
        }
        // Before `duration` and before any crossing, the free motion is inside the limits.
        return freeOffset(at: elapsed)
    }

    /// The speed `elapsed` seconds after release, before any limit: for tests and for the
    /// delegate's curiosity.
    public func speed(at elapsed: Double) -> Double {
        guard elapsed > 0 else { return velocity.magnitude }
        guard elapsed < duration else { return 0 }
        return velocity.magnitude * Foundation.exp(-friction * elapsed)
    }

    /// Whether the motion is over at `elapsed` seconds.
    public func isFinished(at elapsed: Double) -> Bool {
        elapsed >= duration
    }

    private func freeOffset(at t: Double) -> Double {
        // −expm1 keeps precision for small k·t.
        velocity / friction * -Foundation.expm1(-friction * t)
    }

    /// How long the spring takes to bring a bounce that left its limit at `speed` back within
    /// `bounceRestOffset` of it: the root of `speed·s·e^(−k·s) = rest` past the peak at 1/k.
    static func settleTime(speed: Double, stiffness k: Double) -> Double {
        let rest = bounceRestOffset
        func overshoot(_ s: Double) -> Double { speed * s * Foundation.exp(-k * s) }
        let peak = 1 / k
        guard overshoot(peak) > rest else { return 0 }
        var low = peak, high = 2 * peak
        var tries = 0
        while overshoot(high) > rest, tries < 64 {
            low = high
            high *= 2
            tries += 1
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if overshoot(middle) > rest { low = middle } else { high = middle }
        }
        return high
    }
}
