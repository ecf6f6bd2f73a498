/// Where the ticks of a discontinuous axis go: values on a lattice, taken only from the shown
/// parts of the range, so that no tick ever falls inside an excluded stretch.
///
/// ```swift
/// // 0...100 with 10..<90 left out: 20 shown units on 400 pixels.
/// let shown = [AxisRange(min: 0, max: 10), AxisRange(min: 90, max: 100)]
/// let ticks = DiscontinuousTickLocator.majorTicks(shownParts: shown, shownSpan: 20, pixelLength: 400,
///                                                 minSpacing: 80, isExcluded: { (10..<90).contains($0) })
///     // 0, 5, 90, 95, 100 (10 starts the excluded stretch and shares its pixel with 90)
/// ```
///
/// The step is chosen for the length actually shown (`shownSpan`, the linear span), as a number
/// axis of that span would choose it. `isExcluded` says whether a value lies in an excluded
/// stretch (start included, end not), so a tick at the start of a stretch, which would land on
/// the same pixel as the data resuming at its end, is dropped.
public enum DiscontinuousTickLocator {
    /// Automatic major ticks.
    public static func majorTicks(shownParts: [AxisRange], shownSpan: Double, pixelLength: Double,
                                  minSpacing: Double, isExcluded: (Double) -> Bool) -> TickSet {
        guard shownSpan.isFinite, shownSpan > 0 else { return .empty }
        let probe = NumberTickLocator.majorTicks(in: AxisRange(min: 0, max: shownSpan),
                                                 pixelLength: pixelLength, minSpacing: minSpacing)
        guard probe.step > 0, probe.step.isFinite else { return .empty }
        return ticks(shownParts: shownParts, step: probe.step, anchor: 0, isExcluded: isExcluded)
    }

    /// Ticks every `step` through `anchor` in the shown parts; empty when there would be more than
    /// `NumberTickLocator.maximumTickCount`.
    public static func ticks(shownParts: [AxisRange], step: Double, anchor: Double,
                             isExcluded: (Double) -> Bool) -> TickSet {
        guard let lattice = TickLattice(anchor: anchor, step: step) else { return .empty }
        var values: [Double] = []
        for part in shownParts where part.isFinite {
            let (low, high) = part.toleranceBounds()
            guard let found = lattice.values(from: low, through: high, limit: NumberTickLocator.maximumTickCount)
            else { return TickSet(values: [], step: step, anchor: anchor) }
            for value in found where !isExcluded(value) && (values.last.map { value > $0 } ?? true) {
                values.append(value)
            }
            if values.count > NumberTickLocator.maximumTickCount { return TickSet(values: [], step: step, anchor: anchor) }
        }
        return TickSet(values: values, step: lattice.step, anchor: anchor)
    }

    /// Minor ticks between the majors' lattice points, in the shown parts, leaving out majors.
    public static func minorTicks(shownParts: [AxisRange], major: TickSet,
                                  isExcluded: (Double) -> Bool) -> TickSet {
        guard major.step > 0, major.step.isFinite, let decimal = ScaledDecimal(major.step) else { return .empty }
        let parts = NumberTickLocator.subdivisions(ofStepWithSignificand: decimal.significand)
        let minor = ticks(shownParts: shownParts, step: major.step / Double(parts), anchor: major.anchor,
                          isExcluded: isExcluded)
        return minor.filteringOut(Set(major.values))
    }
}
