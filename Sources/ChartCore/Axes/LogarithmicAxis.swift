/// A number axis on a logarithmic scale (`NumberAxis(scale: LogarithmicScale(base:))`), with the
/// scale's settings in reach: equal ratios take equal lengths. New code writes the composed form;
/// this shorthand stays for code written before the scales (and for changing `base` or
/// `defaultDecades` after the axis is made).
///
/// ```swift
/// let magnitude = LogarithmicAxis()          // base 10
/// magnitude.title = "Earthquake energy (J)"
/// chart.yAxis = magnitude
/// let octaves = LogarithmicAxis(base: 2)     // labels 2⁰, 2¹, 2² … with showsPowers
/// ```
///
/// The linear scale is the logarithm: `linearValue(1000) == 3` in base 10, and series data reach
/// the GPU as logarithms, so lines between points are straight on the log scale.
///
/// Non-positive values have no logarithm: a point with x or y ≤ 0 (or NaN) on a log axis is
/// skipped and leaves a gap in a line, and it does not count towards the data range. A range
/// given with a bound ≤ 0 keeps its upper bound and starts `defaultDecades` decades below it
/// (or at the lower end of the default range, when that is below the upper bound).
public class LogarithmicAxis: NumberAxis {
    /// The base of the logarithm; values that are not finite or not above 1 count as 10.
    /// Default: 10.
    public var base: Double {
        get { ownScale.base }
        set { ownScale.base = newValue }
    }
    /// Labels as powers ("10³", "2⁻¹", "e²") rather than plain numbers. Default: false for base
    /// 10, true for other bases.
    public var showsPowers: Bool {
        get { showsPowersOnLogScale ?? (base != 10) }
        set { showsPowersOnLogScale = newValue }
    }

    /// Powers of the base a range with a non-positive lower bound still shows. Default: 3.
    public var defaultDecades: Double {
        get { ownScale.defaultDecades }
        set { ownScale.defaultDecades = newValue }
    }

    /// A log axis of `base` (10 by default); the chart sets its orientation.
    public init(base: Double = 10) {
        super.init(scale: LogarithmicScale(base: base))
        showsPowersOnLogScale = base != 10
    }

    /// The base used: `base` when it is finite and above 1, else 10.
    public var effectiveBase: Double { ownScale.effectiveBase }

    /// The axis's logarithmic scale: the scale itself, or the one its gaps are cut out of once
    /// a stretch was left out (`ExcludableAxis`).
    private var ownScale: LogarithmicScale {
        get { logarithmicScale ?? discontinuousScale?.base as? LogarithmicScale ?? LogarithmicScale() }
        set {
            guard let gaps = discontinuousScale else { scale = newValue; return }
            gaps.base = newValue
            exclusionsDidChange()
        }
    }
}
