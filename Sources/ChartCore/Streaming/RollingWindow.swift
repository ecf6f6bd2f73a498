/// How much of a stream a chart keeps: the newest points only, by count or by x distance.
///
/// ```swift
/// chart.rollingWindow = .points(10_000)   // the last 10,000 points of each series
/// chart.rollingWindow = .span(600)        // the last ten minutes of an epoch-seconds x axis
/// ```
public enum RollingWindow: Hashable, Sendable {
    /// The last `count` points of each series (at least one).
    case points(Int)
    /// The points whose x lies within `span` of the series' newest x (x units: seconds on a
    /// time axis). A series whose x is not sorted keeps everything.
    case span(Double)

    /// How many points at the start of `data` fall outside the window.
    func excess(in data: SeriesData) -> Int {
        switch self {
        case .points(let count):
            return Swift.max(0, data.count - Swift.max(count, 1))
        case .span(let span):
            guard span.isFinite, span >= 0, data.isSortedByX, let newest = data.xExtent?.max else { return 0 }
            return data.firstIndex(xAtLeast: newest - span)
        }
    }
}
