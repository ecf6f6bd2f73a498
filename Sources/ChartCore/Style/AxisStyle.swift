/// The look of one axis. nil values come from the chart's theme.
public struct AxisStyle: Hashable, Sendable {
    public var lineColor: Color?
    /// Default: 1 pt.
    public var lineWidth: Double?
    public var tickColor: Color?
    /// Length of major tick marks outside the plot area, in points. Default: 5.
    public var majorTickLength: Double?
    /// Default: 3.
    public var minorTickLength: Double?
    public var labelFont: FontSpec?
    public var labelColor: Color?
    public var titleFont: FontSpec?
    public var titleColor: Color?
    public var majorGridLineColor: Color?
    public var minorGridLineColor: Color?
    /// Default: 1 device pixel.
    public var gridLineWidth: Double?
    /// Fill every other band between major ticks. Default: the theme's stripe colour (none).
    public var gridStripeColor: Color?

    public init() {}
}
