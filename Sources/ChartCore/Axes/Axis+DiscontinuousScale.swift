/// Ticks shared by every kind on a `DiscontinuousScale`: fixed-frequency and decimal ticks taken
/// from the shown parts of the visible range only, so none falls inside an excluded stretch.
extension Axis {
    /// Major ticks at `majorTickFrequency`, or automatic decimal ones for the span shown along
    /// `pixelLength` points.
    func discontinuousDecimalMajorTicks(_ gaps: DiscontinuousScale, pixelLength: Double) -> TickSet {
        let shown = gaps.includedSegments(of: visibleRange)
        if let f = majorTickFrequency {
            return DiscontinuousTickLocator.ticks(shownParts: shown, step: f, anchor: anchorPoint,
                                                  isExcluded: gaps.isExcludedAsLaidOut)
        }
        return DiscontinuousTickLocator.majorTicks(shownParts: shown, shownSpan: linearVisibleRange.span,
                                                   pixelLength: pixelLength, minSpacing: tickSpacing,
                                                   isExcluded: gaps.isExcludedAsLaidOut)
    }

    /// Minor ticks at `minorTickFrequency` (majors left out), or automatic ones under `major`.
    func discontinuousDecimalMinorTicks(_ gaps: DiscontinuousScale, major: TickSet) -> TickSet {
        let shown = gaps.includedSegments(of: visibleRange)
        if let f = minorTickFrequency {
            return DiscontinuousTickLocator.ticks(shownParts: shown, step: f, anchor: anchorPoint,
                                                  isExcluded: gaps.isExcludedAsLaidOut).filteringOut(Set(major.values))
        }
        return DiscontinuousTickLocator.minorTicks(shownParts: shown, major: major, isExcluded: gaps.isExcludedAsLaidOut)
    }
}

extension Axis {
    /// The axis's `DiscontinuousScale`; an axis on another scale is first put on gaps cut out
    /// of it (a log axis keeps its decades), so a stretch can be added to any number or date axis.
    func scaleWithGaps() -> DiscontinuousScale {
        if let gaps = discontinuousScale { return gaps }
        let gaps = DiscontinuousScale(over: scale)
        scale = gaps
        return gaps
    }

    /// Exclusions were added to or removed from the axis's `DiscontinuousScale`: the data range
    /// is laid out on the new table at once, as the chart fitted it on the old one.
    func exclusionsDidChange() {
        if let data = dataRange { _ = scale.prepare(covering: data) }
    }
}
