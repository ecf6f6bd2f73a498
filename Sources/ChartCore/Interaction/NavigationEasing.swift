import Foundation

/// The easing every navigation animation shares with momentum: the normalised curve of a speed
/// that decays exponentially, so an animated zoom slows into place exactly as a flung pan does.
public enum NavigationEasing {
    /// How sharply the curve decelerates: the speed at the end is e^(−sharpness) of the start's.
    static let sharpness = 5.0

    /// Progress from 0 to 1 for a time fraction from 0 to 1: `(1 − e^(−a·t)) / (1 − e^(−a))`.
    /// Fractions outside 0...1 (and NaN) are clamped, so the result is always within 0...1.
    public static func progress(_ fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return Foundation.expm1(-sharpness * fraction) / Foundation.expm1(-sharpness)
    }
}
