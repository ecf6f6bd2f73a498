import Foundation

/// An axis of dates and times: ticks fall on calendar boundaries in the axis's time zone, and
/// labels show what changes from tick to tick. Ranges and values are `Date`s
/// (`visibleDateRange`, `setVisibleRange(_:)`, `explicitDefaultDateRange`, `pixelValue(for:)`);
/// underneath, and wherever an axis value is a `Double`, they are seconds since
/// 1970-01-01T00:00:00Z (or milliseconds, with `valueUnit`).
///
/// ```swift
/// let time = DateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!)
/// time.title = "Trade time"
/// chart.xAxis = time
/// data.add(LineSeries(title: "Price"), x: trades.map(\.date), y: prices)
/// time.setVisibleRange(opening...closing)
/// ```
///
/// Ticks come from `CalendarTickLocator` (years down to seconds, then decimal fractions of a
/// second), labels from `labelFormatter` (`DateLabelFormatter`). A fixed calendar step can be
/// set with `majorTickInterval` (every 3 months); `majorTickFrequency` still works and counts in
/// the axis's value unit, through `anchorPoint` (`anchorDate`). With time left out (weekends and
/// nights: `DateTimeAxis+Exclusions`, on a `DiscontinuousScale`) calendar ticks come from the
/// shown time only.
public class DateTimeAxis: Axis {
    /// How values count time.
    public enum ValueUnit: Hashable, Sendable {
        /// Seconds since 1970-01-01T00:00:00Z (`Date.timeIntervalSince1970`).
        case seconds
        /// Milliseconds since 1970-01-01T00:00:00Z (JavaScript and Java timestamps).
        case milliseconds

        /// Value units per second.
        var perSecond: Double { self == .seconds ? 1 : 1000 }
    }

    /// The zone whose wall clock places ticks and writes labels. Default: UTC.
    public var timeZone: TimeZone {
        didSet { timeZoneDidChange() }
    }
    /// Default: `.seconds`.
    public var valueUnit: ValueUnit = .seconds
    public var labelFormatter = DateLabelFormatter()
    /// Whether the year (or the date, for ticks within one day) is written at the end of the
    /// axis when no tick label names it (`DateLabelFormatter.contextNote`), so a reader always
    /// learns which year the ticks are in. Drawn for x axes, in the title's row. Default: true.
    public var showsYearNote = true
    /// Major ticks at this calendar step instead of an automatic one; nil for automatic.
    /// `majorTickFrequency`, when set, takes precedence. Default: nil.
    public var majorTickInterval: CalendarInterval?
    /// Minor ticks at this calendar step; nil for automatic ones under the major step.
    /// `minorTickFrequency`, when set, takes precedence. Default: nil.
    public var minorTickInterval: CalendarInterval?

    /// The Gregorian calendar in `timeZone`, weeks starting on Monday (ISO 8601).
    public private(set) var calendar: Calendar

    /// A date axis in `timeZone` (UTC by default) on a linear scale; the chart sets its
    /// orientation. Excluding time (`excludeWeekends()`) puts it on a `DiscontinuousScale`.
    public convenience init(timeZone: TimeZone = TimeZone(identifier: "UTC")!, scale: LinearScale = LinearScale()) {
        self.init(timeZone: timeZone, anyScale: scale)
    }

    /// A date axis in `timeZone` with time left out by `scale` (its repeated periods follow the
    /// axis's calendar).
    ///
    /// A date axis is linear or discontinuous: there is no logarithmic date axis, as the
    /// logarithm of an instant counted from 1970 measures nothing (plot elapsed time on a
    /// `NumberAxis(scale: LogarithmicScale())` instead). Gaps are cut out of a linear scale.
    public convenience init(timeZone: TimeZone = TimeZone(identifier: "UTC")!, scale: DiscontinuousScale) {
        self.init(timeZone: timeZone, anyScale: scale)
    }

    init(timeZone: TimeZone, anyScale scale: any AxisScale) {
        self.timeZone = timeZone
        calendar = Self.makeCalendar(timeZone)
        super.init(orientation: .horizontal, scale: scale)
        gaps?.setTimeFrame(calendar: calendar, valuesPerSecond: valueUnit.perSecond)
    }

    /// A scale put in place later (the first excluded period) lays repeated periods out in the
    /// axis's calendar.
    override func scaleDidChange() {
        gaps?.setTimeFrame(calendar: calendar, valuesPerSecond: valueUnit.perSecond, layOut: false)
        super.scaleDidChange()
    }

    /// The scale's repeated periods follow the calendar of the new time zone.
    func timeZoneDidChange() {
        calendar = Self.makeCalendar(timeZone)
        if let gaps {
            gaps.setTimeFrame(calendar: calendar, valuesPerSecond: valueUnit.perSecond)
            exclusionsDidChange()
        }
    }

    /// The scale when it leaves time out.
    var gaps: DiscontinuousScale? { discontinuousScale }

    static func makeCalendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        return calendar
    }

    /// The axis value of a date.
    public func value(for date: Date) -> Double {
        date.timeIntervalSince1970 * valueUnit.perSecond
    }

    /// The date of an axis value.
    public func date(forValue value: Double) -> Date {
        Date(timeIntervalSince1970: value / valueUnit.perSecond)
    }

    /// One day without data.
    override var rangeWithoutData: AxisRange { AxisRange(min: 0, max: 86_400 * valueUnit.perSecond) }

    /// A single instant is shown with a day either side, not a tenth of its magnitude; any other
    /// range as the scale makes it fit.
    override func sanitizedRange(_ range: AxisRange) -> AxisRange {
        guard range.isFinite, range.min == range.max else { return super.sanitizedRange(range) }
        return linearRange(aroundSingleValue: range.min)
    }

    override func linearRange(aroundSingleValue value: Double) -> AxisRange {
        let day = 86_400 * valueUnit.perSecond
        return AxisRange(min: value - day, max: value + day).nonDegenerate()
    }

    // MARK: Ticks in seconds

    /// A range of axis values in seconds.
    func seconds(_ range: AxisRange) -> AxisRange {
        AxisRange(min: range.min / valueUnit.perSecond, max: range.max / valueUnit.perSecond)
    }

    /// A tick set in seconds turned into axis values. Decimal ticks below a second are made
    /// in axis units directly, so they stay exact decimals in milliseconds too.
    func values(_ ticks: TickSet) -> TickSet {
        guard valueUnit != .seconds else { return ticks }
        let k = valueUnit.perSecond
        return TickSet(values: ticks.values.map { $0 * k }, step: ticks.step * k, anchor: ticks.anchor * k)
    }

    /// The number of pixels each second takes along the axis now: the density calendar steps
    /// are chosen for. Kinds that hide time (excluded weekends) count only the time shown.
    var shownSeconds: Double {
        seconds(linearVisibleRange).span
    }

    override func majorTicks(alongPixels pixelLength: Double) -> TickSet {
        if let gaps { return discontinuousMajorTicks(gaps, pixelLength: pixelLength) }
        let range = visibleRange
        if let f = majorTickFrequency {
            return NumberTickLocator.ticks(in: range, frequency: f, anchor: anchorPoint)
        }
        let secondsRange = seconds(range)
        if let interval = majorTickInterval {
            let ticks = CalendarTickLocator.ticks(in: secondsRange, every: interval, calendar: calendar)
            return values(TickSet(values: ticks, step: interval.nominalSeconds))
        }
        let raw = CalendarTickLocator.rawStep(span: shownSeconds, pixelLength: pixelLength, minSpacing: tickSpacing)
        if raw <= CalendarTickLocator.largestDecimalStep || !CalendarTickLocator.isCalendarRange(secondsRange) {
            // Decimal fractions of a second, computed in axis units so milliseconds stay exact.
            let scaledPixels = pixelLength * (range.span / max(shownSeconds * valueUnit.perSecond, .leastNormalMagnitude))
            return NumberTickLocator.majorTicks(in: range, pixelLength: scaledPixels, minSpacing: tickSpacing)
        }
        return values(calendarTicks(in: secondsRange, rawStep: raw, pixelLength: pixelLength))
    }

    /// Calendar ticks in seconds for a step of at least `rawStep` seconds (on an axis
    /// `pixelLength` points long when there is no step).
    func calendarTicks(in range: AxisRange, rawStep: Double, pixelLength: Double) -> TickSet {
        let span = range.span
        // The locator sees the density the axis really has.
        let pixels = rawStep > 0 ? span * tickSpacing / rawStep : pixelLength
        return CalendarTickLocator.majorTicks(in: range, pixelLength: pixels, minSpacing: tickSpacing,
                                              calendar: calendar)
    }

    public override func minorTicks(major: TickSet) -> TickSet {
        if let gaps { return discontinuousMinorTicks(gaps, major: major) }
        let range = visibleRange
        if let f = minorTickFrequency {
            return NumberTickLocator.ticks(in: range, frequency: f, anchor: anchorPoint)
        }
        let secondsRange = seconds(range)
        if let interval = minorTickInterval {
            let majors = Set(major.values)
            let ticks = CalendarTickLocator.ticks(in: secondsRange, every: interval, calendar: calendar)
            return values(TickSet(values: ticks, step: interval.nominalSeconds)).filteringOut(majors)
        }
        let majorInSeconds = TickSet(values: major.values.map { $0 / valueUnit.perSecond },
                                     step: major.step / valueUnit.perSecond,
                                     anchor: major.anchor / valueUnit.perSecond)
        if majorInSeconds.step < 1 - 1e-9 {
            return NumberTickLocator.minorTicks(in: range, major: major)
        }
        return values(CalendarTickLocator.minorTicks(in: secondsRange, major: majorInSeconds, calendar: calendar))
    }

    /// Calendar ticks a span away, so the reserved room covers labels such as "Sep 30".
    override func labelProbes(for ticks: TickSet) -> [Double] {
        let r = visibleRange
        guard r.isFinite, r.span > 0, ticks.step > 0, !ticks.values.isEmpty else { return [] }
        return [r.min - r.span, r.max + r.span]
    }

    public override func labels(for ticks: TickSet) -> [String] {
        labelFormatter.labels(for: ticks.values.map { $0 / valueUnit.perSecond },
                              step: ticks.step / valueUnit.perSecond, calendar: calendar)
    }

    override func labelNote(for ticks: TickSet) -> String? {
        guard showsYearNote else { return nil }
        return labelFormatter.contextNote(for: ticks.values.map { $0 / valueUnit.perSecond },
                                          step: ticks.step / valueUnit.perSecond, calendar: calendar)
    }

    public override func string(for value: Double) -> String {
        labelFormatter.string(for: value / valueUnit.perSecond,
                              step: majorTicks().step / valueUnit.perSecond, calendar: calendar)
    }

    public override func detailedString(for value: Double) -> String {
        labelFormatter.detailedString(for: value / valueUnit.perSecond,
                                      step: majorTicks().step / valueUnit.perSecond, calendar: calendar)
    }

    /// A duration: "3d 4h", "2h 5m", "12.5 s", "250 ms".
    public override func spanString(for span: Double) -> String {
        let seconds = span / valueUnit.perSecond
        guard seconds.isFinite else { return "–" }
        let sign = seconds < 0 ? "\u{2212}" : ""
        var s = abs(seconds)
        if s < 1 { return sign + Self.compactNumber(s * 1000) + " ms" }
        if s < 60 { return sign + Self.compactNumber(s) + " s" }
        let days = Int(s / 86_400)
        s -= Double(days) * 86_400
        let hours = Int(s / 3600)
        s -= Double(hours) * 3600
        let minutes = Int(s / 60)
        s -= Double(minutes) * 60
        var parts: [String] = []
        if days > 0 { parts.append("\(days)d") }
        if hours > 0 { parts.append("\(hours)h") }
        if minutes > 0, days == 0 { parts.append("\(minutes)m") }
        if s >= 0.5, days == 0, hours == 0 { parts.append("\(Int(s.rounded()))s") }
        return sign + (parts.isEmpty ? "0s" : parts.joined(separator: " "))
    }

    /// While ticks are a day or more apart: the date alone for a midnight value (daily data), so
    /// a tooltip shows no 00:00:00, and hours and minutes without seconds otherwise; at finer
    /// ticks `detailedString(for:)`.
    public override func tooltipString(for value: Double) -> String {
        let text = detailedString(for: value)
        let seconds = value / valueUnit.perSecond
        guard seconds.isFinite, majorTicks().step / valueUnit.perSecond >= 86_400,
              let space = text.firstIndex(of: " ") else { return text }
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond],
                                           from: Date(timeIntervalSince1970: seconds))
        if time.hour == 0, time.minute == 0, time.second == 0, (time.nanosecond ?? 0) < 1_000 {
            return String(text[..<space])
        }
        let clock = text[text.index(after: space)...]
        return String(text[..<space]) + " " + String(clock.prefix(5))
    }
}

extension TickSet {
    /// The same set without the given values (majors among minors).
    func filteringOut(_ excluded: Set<Double>) -> TickSet {
        TickSet(values: values.filter { !excluded.contains($0) }, step: step, anchor: anchor)
    }
}
