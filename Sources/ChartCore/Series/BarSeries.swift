/// Horizontal rectangles from the baseline out to each value, stacked up the chart: a point's
/// y is its category and its x its value (the bar's length).
///
/// ```swift
/// let votes = BarSeries(title: "Votes")
/// data.add(votes, x: [120, 80, 45], y: [0, 1, 2])
/// ```
public final class BarSeries: BarColumnSeries {
    public init(title: String = "") {
        super.init(title: title, orientation: .vertical)
    }
}
