/// A number axis that starts on a `DiscontinuousScale`: `NumberAxis(scale: DiscontinuousScale())`
/// under a name of its own. Every number axis leaves stretches out (`ExcludableAxis`); this one
/// only has the scale in place before the first is added. New code writes the composed form.
///
/// ```swift
/// let hours = DiscontinuousNumberAxis()
/// hours.addExcludedRange(AxisRange(min: 12, max: 13))                  // a lunch break
/// hours.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))  // nights
/// chart.xAxis = hours
/// ```
public final class DiscontinuousNumberAxis: NumberAxis {
    public init() {
        super.init(scale: DiscontinuousScale())
    }

    public override init(orientation: AxisOrientation) {
        super.init(orientation: orientation)
        scale = DiscontinuousScale()
    }
}
