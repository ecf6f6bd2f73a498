/// A number axis with stretches left out (`NumberAxis(scale: DiscontinuousScale())`), with the
/// scale's exclusions in reach: data on either side of an excluded stretch join up, and no tick
/// falls inside one.
///
/// ```swift
/// let hours = DiscontinuousNumberAxis()
/// hours.addExcludedRange(AxisRange(min: 12, max: 13))                  // a lunch break
/// hours.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))  // nights
/// chart.xAxis = hours
/// ```
///
/// The linear scale is the value minus the excluded length before it (`DiscontinuousScale`), so
/// pixel mapping, navigation and the series geometry all see the stretches removed. A value
/// inside an excluded stretch is drawn where the stretch collapsed to, at the data resuming after it.
public final class DiscontinuousNumberAxis: NumberAxis {
    /// Single excluded stretches, `[min, max)`, as added.
    public var excludedRanges: [AxisRange] { gaps.excludedRanges }
    /// Repeated excluded stretches, as added.
    public var excludedRepeatedRanges: [RepeatedExclusion] { gaps.excludedRepeatedRanges }

    private let gaps: DiscontinuousScale

    public init() {
        let gaps = DiscontinuousScale()
        self.gaps = gaps
        super.init(scale: gaps)
    }

    public override init(orientation: AxisOrientation) {
        gaps = DiscontinuousScale()
        super.init(orientation: orientation)
        scale = gaps
    }

    /// Leaves `range` out of the axis (its minimum included, its maximum shown). A range that is
    /// empty or not finite leaves nothing out.
    public func addExcludedRange(_ range: AxisRange) {
        gaps.addExcludedRange(range)
        exclusionsDidChange()
    }

    /// Leaves a stretch out again and again.
    public func addExcludedRepeatedRange(_ exclusion: RepeatedExclusion) {
        gaps.addExcludedRepeatedRange(exclusion)
        exclusionsDidChange()
    }

    public func removeAllExclusions() {
        gaps.removeAllExclusions()
        exclusionsDidChange()
    }

    /// Whether `value` lies in an excluded stretch.
    public func isExcluded(_ value: Double) -> Bool {
        gaps.isExcluded(value)
    }
}
