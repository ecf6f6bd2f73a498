/// How an axis lays its data values along its length: the map from a data value onto the axis's
/// linear scale, where pixels are an affine map of linear values, and back.
///
/// A scale is one half of an axis; the other is its kind of value (`NumberAxis`, `DateTimeAxis`,
/// `CategoryAxis`: ticks and labels). A number axis takes any scale, a date axis a linear or a
/// discontinuous one (an instant counted from 1970 has no meaningful logarithm), a category axis
/// the linear scale of its indices:
///
/// ```swift
/// let energy = NumberAxis(scale: LogarithmicScale(base: 10))
/// let days = DateTimeAxis(scale: DiscontinuousScale())   // gaps added with the axis's calendar
/// days.excludeWeekends()                                 // on any date axis: ExcludableAxis
/// ```
///
/// - `LinearScale`: the value itself;
/// - `LogarithmicScale`: the logarithm (no linear value at 0 or below);
/// - `DiscontinuousScale`: stretches left out, over any other scale (the value on that scale
///   minus the excluded length before it).
///
/// Pixel mapping, range padding, navigation and the series geometry are the same code for every
/// scale: they work on linear values. (`LogarithmicAxis`, `DiscontinuousNumberAxis` and
/// `DiscontinuousDateTimeAxis` are older shorthands for a kind on such a scale.) Stretches added to a
/// number or date axis (`ExcludableAxis`) cut its scale into a `DiscontinuousScale` over it.
public protocol AxisScale {
    /// The value on the linear scale; NaN where the value has none (0 on a log scale).
    func linearValue(_ dataValue: Double) -> Double

    /// The inverse of `linearValue(_:)`.
    func dataValue(fromLinear value: Double) -> Double

    /// Whether `linearValue(_:)` is the identity, so series data reach the GPU as they are.
    var isLinear: Bool { get }

    /// Changes whenever the map changes without the scale being replaced (exclusions added to
    /// a `DiscontinuousScale`), so data mapped earlier are mapped again. Default: 0.
    var revision: Int { get }

    /// Makes the map exact for values in `range` before data or the view are mapped through it;
    /// true when the map changed. Default: nothing to do.
    func prepare(covering range: AxisRange) -> Bool

    /// `range` made fit to show on this scale, sorted and non-degenerate (positive on a log
    /// scale); `fallback` gives the range to use where `range` has no place on the scale.
    /// Default: `range.nonDegenerate()`.
    func sanitizedRange(_ range: AxisRange, fallback: () -> AxisRange) -> AxisRange
}

extension AxisScale {
    public var revision: Int { 0 }

    public func prepare(covering range: AxisRange) -> Bool { false }

    public func sanitizedRange(_ range: AxisRange, fallback: () -> AxisRange) -> AxisRange {
        range.nonDegenerate()
    }
}
