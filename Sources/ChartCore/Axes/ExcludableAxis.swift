/// An axis kind whose values can have stretches left out — number and date axes — so the data on
/// either side of a stretch join up and no tick falls inside it. Leaving a stretch out is the
/// scale's work (`DiscontinuousScale`); these defaults reach it through the axis, and the first
/// stretch added to an axis on another scale cuts it out of that scale (a linear one, or a log
/// scale's decades: `DiscontinuousScale(over:)`).
///
/// ```swift
/// let hours = NumberAxis()
/// hours.addExcludedRange(AxisRange(min: 12, max: 13))                            // a lunch break
/// hours.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))  // nights
/// let days = DateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!)
/// days.excludeWeekends()                                                          // DateTimeAxis+Exclusions
/// ```
///
/// A category axis has no such stretches: leaving a category out is leaving out its name.
public protocol ExcludableAxis: Axis {}

extension ExcludableAxis {
    /// Single excluded stretches, `[min, max)` in axis values, as added.
    public var excludedRanges: [AxisRange] { discontinuousScale?.excludedRanges ?? [] }

    /// Repeated excluded stretches of plain numbers, as added.
    public var excludedRepeatedRanges: [RepeatedExclusion] { discontinuousScale?.excludedRepeatedRanges ?? [] }

    /// Leaves `range` out of the axis (its minimum included, its maximum shown). A range that is
    /// empty or not finite leaves nothing out.
    public func addExcludedRange(_ range: AxisRange) {
        scaleWithGaps().addExcludedRange(range)
        exclusionsDidChange()
    }

    /// Leaves a stretch out again and again.
    public func addExcludedRepeatedRange(_ exclusion: RepeatedExclusion) {
        scaleWithGaps().addExcludedRepeatedRange(exclusion)
        exclusionsDidChange()
    }

    /// Puts every excluded stretch back (the scale stays discontinuous, with nothing left out).
    public func removeAllExclusions() {
        guard let gaps = discontinuousScale else { return }
        gaps.removeAllExclusions()
        exclusionsDidChange()
    }

    /// Whether `value` lies in an excluded stretch.
    public func isExcluded(_ value: Double) -> Bool {
        discontinuousScale?.isExcluded(value) ?? false
    }
}

extension NumberAxis: ExcludableAxis {}

extension DateTimeAxis: ExcludableAxis {}
