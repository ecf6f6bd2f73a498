/// A stretch of numbers left out of a number axis again and again (`ExcludableAxis`): `length` units
/// from `start`, then every `period` units in both directions.
///
/// ```swift
/// // Leave out 17:00 to 09:00 of every day, on an axis of hours.
/// axis.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))
/// ```
///
/// An exclusion whose values are not finite, whose length is not positive, or whose length is
/// not shorter than its period (it would leave nothing) excludes nothing.
public struct RepeatedExclusion: Hashable, Sendable {
    public var start: Double
    public var length: Double
    public var period: Double

    public init(start: Double, length: Double, period: Double) {
        self.start = start
        self.length = length
        self.period = period
    }

    /// Whether it excludes anything at all.
    public var isValid: Bool {
        start.isFinite && length.isFinite && period.isFinite && length > 0 && period > length
    }

    /// The stretches that overlap `window`, or nil when more than `limit` would.
    func intervals(overlapping window: AxisRange, limit: Int) -> [AxisRange]? {
        guard isValid, window.isFinite else { return [] }
        let first = ((window.min - start - length) / period).rounded(.down)
        let last = ((window.max - start) / period).rounded(.up)
        guard first.isFinite, last.isFinite, last - first <= Double(limit) else { return nil }
        var result: [AxisRange] = []
        var k = first
        while k <= last {
            let low = start + k * period
            let interval = AxisRange(min: low, max: low + length)
            if interval.max > window.min && interval.min < window.max { result.append(interval) }
            k += 1
        }
        return result
    }
}
