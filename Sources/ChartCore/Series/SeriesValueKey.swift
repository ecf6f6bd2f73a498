/// The name of one value a multi-value point carries besides x and y: a candle's open, high, low
/// and close, a band's low and high, a bubble's area.
///
/// A datasource hands each key's values over as one contiguous column
/// (`chart(_:valuesFor:inSeriesAt:)`); a series lists the keys it reads in `valueKeys`.
public struct SeriesValueKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
                              CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public var description: String { rawValue }

    public static let open: SeriesValueKey = "open"
    public static let high: SeriesValueKey = "high"
    public static let low: SeriesValueKey = "low"
    public static let close: SeriesValueKey = "close"
    /// A bubble's area, in the units of `BubbleSeries.scale`.
    public static let area: SeriesValueKey = "area"
}
