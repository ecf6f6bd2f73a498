import Foundation

/// How an animation's progress follows time: a map from elapsed fraction (0…1) to progress.
public enum AnimationCurve: Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// Ends with a few diminishing bounces, like a dropped ball.
    case bounce
    /// Any map of 0…1 onto progress (which may overshoot 1 on the way).
    case custom(@Sendable (Double) -> Double)

    /// The progress at elapsed fraction `t`, clamped to 0…1 first (NaN counts as 0).
    public func progress(_ t: Double) -> Double {
        let x = t.isNaN ? 0 : min(max(t, 0), 1)
        switch self {
        case .linear: return x
        case .easeIn: return x * x * x
        case .easeOut: return 1 - pow(1 - x, 3)
        case .easeInOut: return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
        case .bounce: return Self.bounce(x)
        case .custom(let f):
            let value = f(x)
            return value.isFinite ? value : (x >= 1 ? 1 : 0)
        }
    }

    /// Penner's bounce-out: four arcs of shrinking height, reaching 1 at the end.
    private static func bounce(_ x: Double) -> Double {
        let n = 7.5625, d = 2.75
        if x < 1 / d { return n * x * x }
        if x < 2 / d {
            let t = x - 1.5 / d
            return n * t * t + 0.75
        }
        if x < 2.5 / d {
            let t = x - 2.25 / d
            return n * t * t + 0.9375
        }
        let t = x - 2.625 / d
        return n * t * t + 0.984375
    }
}
