import Foundation

/// An axis of named categories at the whole positions 0, 1, 2, …: a series' x (or y) value is
/// the index of its category.
///
/// ```swift
/// let crops = CategoryAxis(categories: ["Broccoli", "Carrots", "Mushrooms", "Okra"])
/// chart.xAxis = crops
/// data.add(ColumnSeries(title: "2024"), x: [0, 1, 2], y: [5.65, 12.6, 8.4])
/// data.add(ColumnSeries(title: "2025"), x: [0, 1, 2, 3], y: [4.35, 13.2, 4.6, 0.6])
/// ```
///
/// Ranges are in index space: the default range runs from half a category before the first to
/// half after the last, so each category gets a slot one unit wide. A label sits under each
/// category (fewer when they would overlap), and minor ticks mark the slot boundaries. Major grid
/// lines are off by default (they would cut through the groups of columns).
///
/// Columns of several series share a slot: `interSeriesSetPadding` leaves a share of the slot
/// empty between neighbouring groups, `interSeriesPadding` a share of each column's width between
/// the columns of one group; `slot(ofSeries:in:)` says where each column goes.
public final class CategoryAxis: Axis {
    /// The category names, by index. Positions without a name get no label. An axis left
    /// without names takes those of the datasource's text values
    /// (`ChartDataSource.chart(_:categoryNamesFor:)`) each time the chart loads its data.
    public var categories: [String] {
        didSet { categoriesCameFromData = false }
    }
    /// Whether `categories` were the datasource's (and so follow it on a reload), not the user's.
    var categoriesCameFromData = false
    /// The gap between the columns of one group, as a share of a column's width: 0 makes them
    /// touch. Default: 0.
    public var interSeriesPadding: Double = 0
    /// The gap between neighbouring groups, as a share of the slot: 0 makes groups touch.
    /// Default: 0.2.
    public var interSeriesSetPadding: Double = 0.2

    /// An axis of `categories`; the chart sets its orientation.
    public init(categories: [String] = []) {
        self.categories = categories
        super.init(orientation: .horizontal)
        rangePaddingFractionLow = 0
        rangePaddingFractionHigh = 0
        // Lines through the middle of each group of columns help nobody.
        showsMajorGridLines = false
    }

    /// The index of a category name, if it is one.
    public func index(of category: String) -> Int? {
        categories.firstIndex(of: category)
    }

    /// Where column `series` of `count` grouped series goes within a category's slot, as offsets
    /// from the category's position in index units: `-0.4 ... 0.4` for a lone column with the
    /// default padding. `interSeriesSetPadding` is clamped to 0...0.95 and `interSeriesPadding`
    /// to 0...10 (NaN counts as 0); an index outside 0..<count gives the whole group's extent.
    public func slot(ofSeries series: Int, in count: Int) -> ClosedRange<Double> {
        let setPadding = min(max(interSeriesSetPadding.isFinite ? interSeriesSetPadding : 0, 0), 0.95)
        let padding = min(max(interSeriesPadding.isFinite ? interSeriesPadding : 0, 0), 10)
        let groupWidth = 1 - setPadding
        let n = max(1, count)
        guard (0..<n).contains(series) else { return (-groupWidth / 2)...(groupWidth / 2) }
        // n columns and n − 1 gaps fill the group: n·w + (n − 1)·padding·w = groupWidth.
        let width = groupWidth / (Double(n) + Double(n - 1) * padding)
        let start = -groupWidth / 2 + Double(series) * width * (1 + padding)
        return start...(start + width)
    }

    /// Half a slot beyond the first and last category (or data index, whichever reaches
    /// further), then the range padding as a share of that.
    public override var defaultRange: AxisRange {
        if let explicit = explicitDefaultRange { return sanitizedRange(explicit) }
        var low = categories.isEmpty ? Double.infinity : 0
        var high = categories.isEmpty ? -Double.infinity : Double(categories.count - 1)
        if let data = dataRange, data.isFinite {
            // The nearest whole positions, halves rounded inward: columns widen their extent by
            // half a slot, which the slot already holds.
            low = min(low, (data.min - 0.5 + 1e-9).rounded(.up))
            high = max(high, (data.max + 0.5 - 1e-9).rounded(.down))
        }
        guard low <= high else { return AxisRange(min: -0.5, max: 0.5) }
        return paddedRange(AxisRange(min: low - 0.5, max: high + 0.5))
    }

    /// Every category in view, or every 2nd, 5th, 10th … when they are closer than a quarter of
    /// the usual tick spacing (labels that still overlap are thinned when laid out).
    override func majorTicks(alongPixels pixelLength: Double) -> TickSet {
        let range = visibleRange
        let frequency: Double
        if let f = majorTickFrequency, f >= 1 {
            frequency = f.rounded()
        } else {
            let automatic = NumberTickLocator.majorTicks(in: range, pixelLength: pixelLength,
                                                         minSpacing: tickSpacing / 4)
            frequency = max(1, automatic.step.rounded(.up))
        }
        return NumberTickLocator.ticks(in: range, frequency: frequency, anchor: anchorPoint.rounded())
    }

    /// The slot boundaries, halfway between categories.
    public override func minorTicks(major: TickSet) -> TickSet {
        NumberTickLocator.ticks(in: visibleRange, frequency: 1, anchor: 0.5)
    }

    /// Category names are all known: the longest one a pan could bring.
    override func labelProbes(for ticks: TickSet) -> [Double] {
        guard let longest = categories.indices.max(by: { categories[$0].utf8.count < categories[$1].utf8.count }) else { return [] }
        return [Double(longest)]
    }

    public override func labels(for ticks: TickSet) -> [String] {
        ticks.values.map(name(at:))
    }

    /// The name of the category nearest `value`; "" where there is none.
    public override func string(for value: Double) -> String {
        name(at: value)
    }

    /// Without any names, positions are labelled with their index.
    private func name(at value: Double) -> String {
        guard value.isFinite else { return "" }
        let index = value.rounded()
        if categories.isEmpty, index.magnitude < 1e15 { return String(Int64(index)) }
        guard index >= 0, index < Double(categories.count) else { return "" }
        return Self.shortened(categories[Int(index)])
    }

    /// The most characters a category label shows: longer names end in "…" after 39, so one
    /// huge name (a megabyte read from a file) cannot push the plot off the chart.
    public static let maximumLabelCharacters = 40

    static func shortened(_ name: String) -> String {
        guard name.utf8.count > maximumLabelCharacters, name.count > maximumLabelCharacters else { return name }
        return String(name.prefix(maximumLabelCharacters - 1)) + "…"
    }
}
