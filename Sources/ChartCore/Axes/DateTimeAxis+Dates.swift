import Foundation

/// The ranges and values of a date axis as `Date`s. Each is the `Double` API in the axis's
/// value unit (seconds since 1970 by default) seen through `value(for:)` and `date(forValue:)`,
/// so code that keeps seconds and code that keeps dates set and read the same axis.
///
/// ```swift
/// let days = chart.setXAxis(DateTimeAxis())
/// days.setVisibleRange(monday...friday)
/// days.explicitDefaultDateRange = start...end
/// let shown: ClosedRange<Date> = days.visibleDateRange
/// ```
extension DateTimeAxis {
    /// What is shown now.
    public var visibleDateRange: ClosedRange<Date> { dates(visibleRange) }

    /// The range shown at first and on reset.
    public var defaultDateRange: ClosedRange<Date> { dates(defaultRange) }

    /// The extent of the dates of the series on this axis; nil before data are loaded.
    public var dataDateRange: ClosedRange<Date>? { dataRange.map(dates) }

    /// `explicitDefaultRange` as dates: the range shown by default; nil to fit the data.
    public var explicitDefaultDateRange: ClosedRange<Date>? {
        get { explicitDefaultRange.map(dates) }
        set { explicitDefaultRange = newValue.map(values) }
    }

    /// `maximumRange` as dates: the outermost range gestures may show; nil for no limit.
    public var maximumDateRange: ClosedRange<Date>? {
        get { maximumRange.map(dates) }
        set { maximumRange = newValue.map(values) }
    }

    /// `anchorPoint` as a date: an instant that ticks at a fixed `majorTickFrequency` pass through.
    public var anchorDate: Date {
        get { date(forValue: anchorPoint) }
        set { anchorPoint = value(for: newValue) }
    }

    /// Shows `range` until the next reset (a range of one instant shows a day either side).
    public func setVisibleRange(_ range: ClosedRange<Date>) {
        setVisibleRange(values(range))
    }

    /// Where `date` lands along the axis, in points.
    public func pixelValue(for date: Date) -> Double {
        pixelValue(forDataValue: value(for: date))
    }

    /// The date at a position along the axis, in points.
    public func date(forPixelValue pixel: Double) -> Date {
        date(forValue: dataValue(forPixelValue: pixel))
    }

    /// The label text of `date`, at the precision of the current major ticks.
    public func string(for date: Date) -> String {
        string(for: value(for: date))
    }

    /// A date's text with more precision than the tick labels, for tooltips.
    public func detailedString(for date: Date) -> String {
        detailedString(for: value(for: date))
    }

    /// Axis values of a date range.
    func values(_ range: ClosedRange<Date>) -> AxisRange {
        AxisRange(min: value(for: range.lowerBound), max: value(for: range.upperBound))
    }

    /// Dates of an axis range, in order; a range that is not a pair of numbers (NaN) reads as
    /// the epoch, as a `ClosedRange` cannot hold it.
    func dates(_ range: AxisRange) -> ClosedRange<Date> {
        // Compared as numbers: two NaN dates compare as ordered (`<=` is `!(b < a)`).
        if range.min <= range.max { return date(forValue: range.min)...date(forValue: range.max) }
        if range.max <= range.min { return date(forValue: range.max)...date(forValue: range.min) }
        let epoch = Date(timeIntervalSince1970: 0)
        return epoch...epoch
    }
}
