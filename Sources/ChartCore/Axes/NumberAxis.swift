/// An axis of plain numbers with ticks at nice values, on any scale: linear (the default),
/// logarithmic (ticks at powers of the base and their multiples) or with stretches left out
/// (ticks from the shown parts only), chosen when it is made: `NumberAxis(scale:)`.
/// (`LogarithmicAxis` and `DiscontinuousNumberAxis` are older shorthands for this axis on those
/// scales.)
///
/// ```swift
/// let temperature = chart.setYAxis(NumberAxis())   // keep the typed reference
/// temperature.title = "Temperature (°C)"
/// temperature.explicitDefaultRange = AxisRange(min: -10, max: 40)
/// temperature.labelFormatter.suffix = " °C"
/// let energy = NumberAxis(scale: LogarithmicScale(base: 10))
/// ```
public class NumberAxis: Axis {
    public var labelFormatter = NumberLabelFormatter()
    /// A formatter of your own for the tick labels, tooltips and readouts (a `LabelFormatter`
    /// closure, say), used instead of `labelFormatter` when set. Default: nil.
    ///
    /// ```swift
    /// hours.customLabelFormatter = LabelFormatter { "\(Int($0)) h" }
    /// ```
    public var customLabelFormatter: (any LabelFormatting)?
    /// The values are calendar years (1990, 2024): major ticks only at whole years, labels with
    /// no grouping separator and no decimals ("2007", never "2,007" or "2007.5"), minor ticks
    /// only at whole years. Tooltips keep `labelFormatter`'s decimals, without grouping.
    /// Default: false.
    ///
    /// ```swift
    /// chart.setXAxis(NumberAxis()).isYearScale = true
    /// ```
    public var isYearScale = false
    /// On a logarithmic scale: labels as powers ("10³", "2⁻¹", "e²") rather than plain numbers;
    /// nil for powers in every base but 10. Default: nil.
    public var showsPowersOnLogScale: Bool?
    /// Label sets of recent frames: layout formats the same ticks every frame until they change.
    private let labelMemo = LabelMemo<NumberLabelFormatter>()

    /// An axis on `scale` (linear by default) for the chart to place; its orientation is set
    /// when it is added.
    public init(scale: any AxisScale = LinearScale()) {
        super.init(orientation: .horizontal, scale: scale)
    }

    public init(orientation: AxisOrientation) {
        super.init(orientation: orientation)
    }

    override func majorTicks(alongPixels pixelLength: Double) -> TickSet {
        if let gaps = discontinuousScale { return discontinuousDecimalMajorTicks(gaps, pixelLength: pixelLength) }
        if let log = logarithmicScale { return logarithmicMajorTicks(log, pixelLength: pixelLength) }
        let range = visibleRange
        if let f = majorTickFrequency {
            return NumberTickLocator.ticks(in: range, frequency: f, anchor: anchorPoint)
        }
        let ticks = NumberTickLocator.majorTicks(in: range, pixelLength: pixelLength, minSpacing: tickSpacing)
        // Years come whole: a step under one year becomes one year (the range is then short).
        guard isYearScale, ticks.step < 1 else { return ticks }
        return NumberTickLocator.ticks(in: range, frequency: 1, anchor: 0)
    }

    public override func minorTicks(major: TickSet) -> TickSet {
        if let gaps = discontinuousScale { return discontinuousDecimalMinorTicks(gaps, major: major) }
        if let log = logarithmicScale { return logarithmicMinorTicks(log, major: major) }
        if let f = minorTickFrequency {
            return NumberTickLocator.ticks(in: visibleRange, frequency: f, anchor: anchorPoint)
        }
        let minor = NumberTickLocator.minorTicks(in: visibleRange, major: major)
        guard isYearScale else { return minor }
        return TickSet(values: minor.values.filter { $0 == $0.rounded() }, step: max(1, minor.step), anchor: minor.anchor)
    }

    /// `labelFormatter` as a year scale writes labels: no grouping, whole numbers.
    private var yearLabelFormatter: NumberLabelFormatter {
        var formatter = labelFormatter
        formatter.groupingSeparator = nil
        formatter.fixedFractionDigits = 0
        formatter.notation = .plain
        return formatter
    }

    override func labelProbes(for ticks: TickSet) -> [Double] {
        if logarithmicScale != nil { return logarithmicLabelProbes() }
        return super.labelProbes(for: ticks)
    }

    public override func labels(for ticks: TickSet) -> [String] {
        if let log = logarithmicScale { return logarithmicLabels(for: ticks, log) }
        return sharedPrecisionLabels(for: ticks)
    }

    /// `labelFormatter.labels(for:step:)` of the ticks, reused while ticks and formatter stay.
    func sharedPrecisionLabels(for ticks: TickSet) -> [String] {
        if let customLabelFormatter { return customLabelFormatter.labels(for: ticks.values, step: ticks.step) }
        let formatter = isYearScale ? yearLabelFormatter : labelFormatter
        return labelMemo.labels(formatter: formatter, values: ticks.values, step: ticks.step) {
            formatter.labels(for: ticks.values, step: ticks.step)
        }
    }

    public override func string(for value: Double) -> String {
        if logarithmicScale != nil { return significantString(for: value, digits: 3) }
        if let customLabelFormatter { return customLabelFormatter.label(for: value, step: majorTicks().step) }
        if isYearScale { return yearLabelFormatter.string(for: value, step: 1) }
        return labelFormatter.string(for: value, step: majorTicks().step)
    }

    /// Two decimals more than the tick labels: a tooltip reads one point exactly.
    public override func detailedString(for value: Double) -> String {
        if logarithmicScale != nil { return significantString(for: value, digits: 5) }
        if let customLabelFormatter { return customLabelFormatter.label(for: value, step: majorTicks().step / 100) }
        var formatter = labelFormatter
        if isYearScale { formatter.groupingSeparator = nil }
        return formatter.string(for: value, step: majorTicks().step / 100)
    }
}
