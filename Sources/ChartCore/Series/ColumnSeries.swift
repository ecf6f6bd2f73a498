/// Vertical rectangles from the baseline up (or down) to each value, side by side with other
/// column series in each category.
///
/// ```swift
/// let sales = ColumnSeries(title: "Sales")
/// sales.style.cornerRatio = 0.5
/// sales.stackIndex = 0            // stack with other series of stack 0
/// data.add(sales, y: [12, 18, 9])  // categories 0, 1, 2
/// ```
public final class ColumnSeries: BarColumnSeries {
    public init(title: String = "") {
        super.init(title: title, orientation: .horizontal)
    }
}
