import Foundation

/// A scale with stretches left out, over any other scale (`LinearScale` by default): data on
/// either side of an excluded stretch join up. The linear value is the value on the underlying
/// scale minus the excluded length before it (`ExclusionTable`, on the underlying scale's linear
/// values), so pixel mapping, navigation and the series geometry all see the stretches removed.
/// A value inside a stretch is drawn where the stretch collapsed to, at the data resuming after it.
///
/// ```swift
/// let hours = DiscontinuousScale()
/// hours.addExcludedRange(AxisRange(min: 12, max: 13))                            // a lunch break
/// hours.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))  // nights
/// chart.xAxis = NumberAxis(scale: hours)
/// ```
///
/// On a `DateTimeAxis` repeated periods (`addExcludedRepeatedTimePeriod(_:)`) follow the axis's
/// calendar and time zone, so a weekend starts at local midnight on either side of a daylight-
/// saving change.
///
/// Single exclusions are always in the table. Repeated ones go on for ever, so they are laid out
/// over a window around what the chart has asked about (`prepare(covering:)`: the data and the
/// visible range, with two spans to spare on each side), which grows as the view moves; values
/// already covered keep their linear values, so growing the window never moves what is on screen.
/// Beyond the window repeated exclusions are not applied: values there map with slope 1,
/// continuing the table. When more than `intervalLimit` repetitions would be needed (nights over
/// thousands of years) the window is cut down to what fits around the requested range.
public final class DiscontinuousScale: AxisScale {
    /// Lays out the repeated stretches (data values) overlapping a window of data values; nil
    /// when more than `limit` would be needed.
    typealias Generator = (_ window: AxisRange, _ limit: Int) -> [AxisRange]?

    static let intervalLimit = 200_000

    /// The scale the stretches are cut out of. A new one (a log axis's new base) lays the
    /// stretches out again on it.
    public internal(set) var base: any AxisScale {
        didSet {
            window = nil
            exclusionsChanged()
        }
    }

    /// Single excluded stretches, `[min, max)` in data values, as added.
    public private(set) var excludedRanges: [AxisRange] = []
    /// Repeated excluded stretches of plain numbers, as added.
    public private(set) var excludedRepeatedRanges: [RepeatedExclusion] = []
    /// Repeated excluded calendar periods, as added (on the calendar of the date axis showing
    /// the scale; UTC seconds until one does).
    public private(set) var excludedRepeatedTimePeriods: [RepeatedTimePeriod] = []

    /// The calendar and value unit repeated time periods are laid out in: the date axis's.
    var calendar = DateTimeAxis.makeCalendar(TimeZone(identifier: "UTC")!)
    var valuesPerSecond = 1.0

    public private(set) var revision = 0

    /// The stretches laid out so far, on the base scale's linear values.
    private(set) var table = ExclusionTable()
    /// Where repeated stretches are laid out (base linear values); nil without any.
    private(set) var window: AxisRange?
    private var singles: [AxisRange] = []
    private var generators: [Generator] = []
    private var anchor: Double?

    /// Stretches left out of `base` (a linear scale by default); none until added.
    public init(over base: any AxisScale = LinearScale()) {
        self.base = base
    }

    /// Whether nothing is left out (nothing was added, or only empty or invalid stretches).
    var isEmpty: Bool { singles.isEmpty && generators.isEmpty }

    public var isLinear: Bool { isEmpty && base.isLinear }

    public func linearValue(_ dataValue: Double) -> Double {
        table.linearValue(base.linearValue(dataValue))
    }

    public func dataValue(fromLinear value: Double) -> Double {
        base.dataValue(fromLinear: table.dataValue(fromLinear: value))
    }

    public func sanitizedRange(_ range: AxisRange, fallback: () -> AxisRange) -> AxisRange {
        base.sanitizedRange(range, fallback: fallback)
    }

    // MARK: Exclusions

    /// Leaves `range` out (its minimum included, its maximum shown). A range that is empty or
    /// not finite leaves nothing out.
    public func addExcludedRange(_ range: AxisRange) {
        excludedRanges.append(range)
        exclusionsChanged()
    }

    /// Leaves a stretch of plain numbers out again and again.
    public func addExcludedRepeatedRange(_ exclusion: RepeatedExclusion) {
        excludedRepeatedRanges.append(exclusion)
        exclusionsChanged()
    }

    /// Leaves a calendar period out again and again (weekends, nights), on the calendar of the
    /// date axis that shows the scale.
    public func addExcludedRepeatedTimePeriod(_ period: RepeatedTimePeriod) {
        excludedRepeatedTimePeriods.append(period)
        exclusionsChanged()
    }

    public func removeAllExclusions() {
        excludedRanges = []
        excludedRepeatedRanges = []
        excludedRepeatedTimePeriods = []
        exclusionsChanged()
    }

    /// Whether `value` lies in an excluded stretch. Repeated stretches are laid out only around
    /// what has been shown; a value elsewhere lays them out around it first.
    public func isExcluded(_ value: Double) -> Bool {
        if value.isFinite { _ = prepare(covering: AxisRange(min: value, max: value)) }
        return isExcludedAsLaidOut(value)
    }

    /// Whether `value` lies in a stretch laid out so far (no new layout: for tick locators).
    func isExcludedAsLaidOut(_ value: Double) -> Bool {
        table.isExcluded(base.linearValue(value))
    }

    /// The shown parts of `range` (data values), ascending: the range with the stretches cut out.
    func includedSegments(of range: AxisRange) -> [AxisRange] {
        let linear = AxisRange(min: base.linearValue(range.min), max: base.linearValue(range.max))
        return table.includedSegments(of: linear).map {
            AxisRange(min: base.dataValue(fromLinear: $0.min), max: base.dataValue(fromLinear: $0.max))
        }
    }

    /// The calendar and unit of the date axis showing the scale; with `layOut`, repeated
    /// periods are laid out again in them (a new time zone), else from the next change on.
    func setTimeFrame(calendar: Calendar, valuesPerSecond: Double, layOut: Bool = true) {
        self.calendar = calendar
        self.valuesPerSecond = valuesPerSecond
        if layOut { exclusionsChanged() }
    }

    /// Lays the exclusions out again: each stretch on the base scale, repeated ones through
    /// generators seeded around their first repetition, so the scale works on its own too.
    private func exclusionsChanged() {
        let numbers = excludedRepeatedRanges.filter(\.isValid)
        let periods = excludedRepeatedTimePeriods.filter(\.isValid)
        var generators: [Generator] = numbers.map { exclusion in
            { window, limit in exclusion.intervals(overlapping: window, limit: limit) }
        }
        let perSecond = valuesPerSecond, calendar = self.calendar
        generators += periods.map { period in
            { window, limit in
                let seconds = AxisRange(min: window.min / perSecond, max: window.max / perSecond)
                return period.intervals(overlapping: seconds, startSeconds: period.start / perSecond,
                                        calendar: calendar, limit: limit)?
                    .map { AxisRange(min: $0.min * perSecond, max: $0.max * perSecond) }
            }
        }
        let seed = numbers.first.map { AxisRange(min: $0.start - 500 * $0.period, max: $0.start + 500 * $0.period) }
            ?? periods.first.map { period -> AxisRange in
                let reach = 200 * period.frequency.nominalSeconds * perSecond
                return AxisRange(min: period.start - reach, max: period.start + reach)
            }
        setExclusions(singles: excludedRanges, generators: generators, seedWindow: seed)
        revision += 1
    }

    // MARK: Laying out (on the base scale's linear values)

    private func linear(_ range: AxisRange) -> AxisRange {
        AxisRange(min: base.linearValue(range.min), max: base.linearValue(range.max))
    }

    private func data(_ range: AxisRange) -> AxisRange {
        AxisRange(min: base.dataValue(fromLinear: range.min), max: base.dataValue(fromLinear: range.max))
    }

    /// Replaces every exclusion. `seedWindow` is where repeated stretches are laid out until the
    /// chart asks for more.
    private func setExclusions(singles: [AxisRange], generators: [Generator], seedWindow: AxisRange?) {
        self.singles = singles.filter { $0.isFinite && $0.max > $0.min }.map(linear)
            .filter { $0.isFinite && $0.max > $0.min }
        self.generators = generators
        let previous = window
        window = nil
        anchor = nil
        rebuild(around: [previous, seedWindow.map(linear)].compactMap { $0 })
    }

    /// Makes the table exact over `range` (data values); true when the table changed.
    public func prepare(covering range: AxisRange) -> Bool {
        guard !generators.isEmpty else { return false }
        let range = linear(range)
        guard range.isFinite else { return false }
        let margin = Swift.max(range.span, range.max.magnitude * 1e-12, 1e-300)
        if let w = window, w.min <= range.min - margin / 2, w.max >= range.max + margin / 2 {
            return false
        }
        let wanted = AxisRange(min: range.min - 2 * margin, max: range.max + 2 * margin)
        let merged = window.map { AxisRange(min: Swift.min($0.min, wanted.min), max: Swift.max($0.max, wanted.max)) }
        let before = table
        rebuild(around: [merged ?? wanted], fallback: range)
        guard table != before else { return false }
        revision += 1
        return true
    }

    private func rebuild(around windows: [AxisRange], fallback: AxisRange? = nil) {
        var intervals = singles
        if !generators.isEmpty, let first = windows.first {
            let wanted = windows.dropFirst().reduce(first) {
                AxisRange(min: Swift.min($0.min, $1.min), max: Swift.max($0.max, $1.max))
            }
            for candidate in [wanted, fallback].compactMap({ $0 }) {
                if let repeated = layOut(candidate) {
                    intervals += repeated
                    window = candidate
                    break
                }
            }
        }
        if anchor == nil { anchor = window?.min ?? intervals.map(\.min).min() ?? 0 }
        table = ExclusionTable(intervals: intervals, anchor: anchor ?? 0)
    }

    private func layOut(_ window: AxisRange) -> [AxisRange]? {
        var all: [AxisRange] = []
        for generator in generators {
            guard let intervals = generator(data(window), Self.intervalLimit - all.count) else { return nil }
            all += intervals.map(linear)
        }
        return all
    }
}
