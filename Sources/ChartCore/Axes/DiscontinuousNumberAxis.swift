/// A number axis with stretches left out: data on either side of an excluded stretch join up, and
/// no tick falls inside one.
///
/// ```swift
/// let hours = DiscontinuousNumberAxis()
/// hours.addExcludedRange(AxisRange(min: 12, max: 13))                  // a lunch break
/// hours.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))  // nights
/// chart.xAxis = hours
/// ```
///
/// The linear scale is the value minus the excluded length before it (`ExclusionTable`), so pixel
/// mapping, navigation and the series geometry all see the stretches removed. A value inside an
/// excluded stretch is drawn where the stretch collapsed to, at the data resuming after it.
public final class DiscontinuousNumberAxis: NumberAxis {
    /// Single excluded stretches, `[min, max)`, as added.
    public private(set) var excludedRanges: [AxisRange] = []
    /// Repeated excluded stretches, as added.
    public private(set) var excludedRepeatedRanges: [RepeatedExclusion] = []

    private let scale = DiscontinuousScale()

    public override init() {
        super.init()
    }

    public override init(orientation: AxisOrientation) {
        super.init(orientation: orientation)
    }

    /// Leaves `range` out of the axis (its minimum included, its maximum shown). A range that is
    /// empty or not finite leaves nothing out.
    public func addExcludedRange(_ range: AxisRange) {
        excludedRanges.append(range)
        exclusionsChanged()
    }

    /// Leaves a stretch out again and again.
    public func addExcludedRepeatedRange(_ exclusion: RepeatedExclusion) {
        excludedRepeatedRanges.append(exclusion)
        exclusionsChanged()
    }

    public func removeAllExclusions() {
        excludedRanges = []
        excludedRepeatedRanges = []
        exclusionsChanged()
    }

    /// Whether `value` lies in an excluded stretch (within the stretches laid out so far).
    public func isExcluded(_ value: Double) -> Bool {
        scale.table.isExcluded(value)
    }

    private func exclusionsChanged() {
        let valid = excludedRepeatedRanges.filter(\.isValid)
        let generators: [DiscontinuousScale.Generator] = valid.map { exclusion in
            { window, limit in exclusion.intervals(overlapping: window, limit: limit) }
        }
        let seed = valid.first.map { AxisRange(min: $0.start - 500 * $0.period, max: $0.start + 500 * $0.period) }
        scale.setExclusions(singles: excludedRanges, generators: generators, seedWindow: seed)
        if let data = dataRange { scale.cover(data) }
        scaleRevision += 1
    }

    public override var hasLinearScale: Bool { scale.isEmpty }

    public override func linearValue(_ dataValue: Double) -> Double {
        scale.table.linearValue(dataValue)
    }

    public override func dataValue(fromLinear value: Double) -> Double {
        scale.table.dataValue(fromLinear: value)
    }

    override func prepareScale(covering range: AxisRange) {
        if scale.cover(range) { scaleRevision += 1 }
    }

    public override func majorTicks() -> TickSet {
        let shown = scale.table.includedSegments(of: visibleRange)
        let table = scale.table
        if let f = majorTickFrequency {
            return DiscontinuousTickLocator.ticks(shownParts: shown, step: f, anchor: anchorPoint,
                                                  isExcluded: table.isExcluded)
        }
        return DiscontinuousTickLocator.majorTicks(shownParts: shown, shownSpan: linearVisibleRange.span,
                                                   pixelLength: pixelLength, minSpacing: tickSpacing,
                                                   isExcluded: table.isExcluded)
    }

    public override func minorTicks(major: TickSet) -> TickSet {
        let shown = scale.table.includedSegments(of: visibleRange)
        let table = scale.table
        if let f = minorTickFrequency {
            return DiscontinuousTickLocator.ticks(shownParts: shown, step: f, anchor: anchorPoint,
                                                  isExcluded: table.isExcluded).filteringOut(Set(major.values))
        }
        return DiscontinuousTickLocator.minorTicks(shownParts: shown, major: major, isExcluded: table.isExcluded)
    }
}
