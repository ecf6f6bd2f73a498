import Foundation

/// A stretch of time left out of a date axis again and again (`DateTimeAxis+Exclusions`): `length` from
/// `start`, then every `frequency` in both directions, on the axis's calendar.
///
/// ```swift
/// // Weekends: from Saturday 00:00 for two days, every week.
/// let saturday = DateTimeAxis().value(for: ISO8601DateFormatter().date(from: "2010-01-02T00:00:00Z")!)
/// axis.addExcludedRepeatedTimePeriod(RepeatedTimePeriod(start: saturday, length: .days(2), frequency: .weeks(1)))
/// // Nights in New York: 16:00 to 09:30 the next morning, every day.
/// ```
///
/// Because lengths and steps are calendar intervals, a repeated period keeps to the local wall
/// clock across daylight-saving changes: a weekend that contains one lasts 47 or 49 hours.
/// A frequency not longer than the length (nothing would be left) excludes nothing.
public struct RepeatedTimePeriod: Hashable, Sendable {
    /// The first stretch's start, in the axis's value unit (epoch seconds by default).
    public var start: Double
    public var length: CalendarInterval
    public var frequency: CalendarInterval

    public init(start: Double, length: CalendarInterval, frequency: CalendarInterval) {
        self.start = start
        self.length = length
        self.frequency = frequency
    }

    public var isValid: Bool {
        start.isFinite && frequency.nominalSeconds > length.nominalSeconds
    }

    /// The stretches (epoch seconds) that overlap `window` (epoch seconds), or nil when more than
    /// `limit` would. `startSeconds` is `start` in seconds.
    func intervals(overlapping window: AxisRange, startSeconds: Double, calendar: Calendar,
                   limit: Int) -> [AxisRange]? {
        guard isValid, window.isFinite, startSeconds.isFinite else { return [] }
        let nominal = frequency.nominalSeconds
        // The mean length finds the indices; two spare on each side absorb calendar irregularity.
        let first = ((window.min - startSeconds - length.nominalSeconds) / nominal).rounded(.down) - 2
        let last = ((window.max - startSeconds) / nominal).rounded(.up) + 2
        guard first.isFinite, last.isFinite, last - first <= Double(limit),
              first.magnitude < 1e9, last.magnitude < 1e9 else { return nil }
        let origin = Date(timeIntervalSince1970: startSeconds)
        var result: [AxisRange] = []
        for k in Int(first)...Int(last) {
            guard let low = calendar.date(byAdding: frequency.components(times: k), to: origin),
                  let high = calendar.date(byAdding: length.components(times: 1), to: low) else { continue }
            let interval = AxisRange(min: low.timeIntervalSince1970, max: high.timeIntervalSince1970)
            if interval.max > window.min && interval.min < window.max { result.append(interval) }
        }
        return result
    }
}
