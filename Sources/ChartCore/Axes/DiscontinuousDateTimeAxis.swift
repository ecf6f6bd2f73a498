import Foundation

/// A date axis that starts on a `DiscontinuousScale`: `DateTimeAxis(timeZone:scale:
/// DiscontinuousScale())` under a name of its own. Every date axis leaves time out
/// (`DateTimeAxis+Exclusions`: weekends, nights, holidays); this one only has the scale in place
/// before the first period is added. New code writes the composed form.
///
/// ```swift
/// let days = DiscontinuousDateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!)
/// days.excludeWeekends()
/// chart.xAxis = days
/// ```
public final class DiscontinuousDateTimeAxis: DateTimeAxis {
    public init(timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        super.init(timeZone: timeZone, anyScale: DiscontinuousScale())
    }
}
