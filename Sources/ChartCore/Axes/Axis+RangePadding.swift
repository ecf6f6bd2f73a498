extension Axis {
    /// The padding at each end of `linear` (a data extent on the axis's linear scale) as
    /// fractions of its span: the fractional paddings plus the data-unit ones converted on the
    /// axis's scale. A data-unit padding with no linear value there (below 0 on a log axis) or
    /// a bad value counts as none.
    func rangePaddingFractions(of linear: AxisRange) -> (low: Double, high: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? max(v, 0) : 0 }
        var low = clean(rangePaddingFractionLow), high = clean(rangePaddingFractionHigh)
        let span = linear.span
        guard span > 0, span.isFinite else { return (low, high) }
        let units = (low: clean(rangePaddingLow), high: clean(rangePaddingHigh))
        if units.low > 0 {
            let padded = linearValue(dataValue(fromLinear: linear.min) - units.low)
            if padded.isFinite, padded < linear.min { low += (linear.min - padded) / span }
        }
        if units.high > 0 {
            let padded = linearValue(dataValue(fromLinear: linear.max) + units.high)
            if padded.isFinite, padded > linear.max { high += (padded - linear.max) / span }
        }
        return (low, high)
    }

    /// `linear` (a range on the axis's linear scale: the data values themselves on a linear
    /// axis) padded as the axis pads its fitted data range.
    public func paddedRange(_ linear: AxisRange) -> AxisRange {
        let padding = rangePaddingFractions(of: linear)
        return linear.padded(low: padding.low, high: padding.high)
    }
}
