import Foundation

extension Axis {
    /// `linear` (the data's extent on the linear scale) padded by `rangePaddingFractions(of:)`, and
    /// further where marks reach past their values (`markReach` points: bubbles), so that a mark
    /// at either end of the data still fits whole inside the axis's `pixelLength`.
    ///
    /// In half-spans (h for the data, H for the fitted range, s = reach / length), each end keeps
    /// the larger of its padding and the reach: H = h + max(pL·h, s·H) + max(pH·h, s·H). The
    /// right side is the largest of four lines of slope below 1 (while 2s < 1), so H is the
    /// largest of their four fixed points, in closed form. A reach of nearly half the axis or more
    /// cannot fit and pads by the paddings alone.
    ///
    /// An end kept (`keepingLow`/`keepingHigh`: a baseline bars stand on) gets no padding.
    func paddedForMarks(_ linear: AxisRange, keepingLow: Bool = false, keepingHigh: Bool = false,
                        markReach knownReach: Double? = nil) -> AxisRange {
        let padding = rangePaddingFractions(of: linear)
        let rangePaddingLow = keepingLow ? 0 : padding.low
        let rangePaddingHigh = keepingHigh ? 0 : padding.high
        let padded = linear.padded(low: rangePaddingLow, high: rangePaddingHigh)
        let reach = knownReach ?? markReach
        guard reach > 0, reach.isFinite else { return padded }
        let pixelLength = self.pixelLength
        guard pixelLength.isFinite, pixelLength > 0, 2 * reach < 0.9 * pixelLength else { return padded }
        // Half-spans, so data near the largest Double stay finite.
        let h = linear.halfSpan
        guard h > 0, h.isFinite else { return padded }
        let a = rangePaddingLow * h
        let b = rangePaddingHigh * h
        let s = reach / pixelLength
        let fitted = max(h + a + b, (h + a) / (1 - s), (h + b) / (1 - s), h / (1 - 2 * s))
        let padLow = keepingLow ? 0 : 2 * max(a, s * fitted), padHigh = keepingHigh ? 0 : 2 * max(b, s * fitted)
        let clamp = { (v: Double) in Swift.min(Swift.max(v, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude) }
        return AxisRange(min: clamp(linear.min - padLow), max: clamp(linear.max + padHigh))
    }
}
