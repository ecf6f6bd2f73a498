/// One tick of an axis as it will be drawn: its value, its label and how it looks.
///
/// The chart makes one for every major and minor tick in view and hands each to the delegate's
/// `chart(_:alter:on:)` before drawing, which may change the text, colours or font, or hide the
/// label or the mark:
///
/// ```swift
/// func chart(_ chart: Chart, alter tickMark: inout TickMark, on axis: Axis) {
///     if tickMark.value == 0 { tickMark.labelColor = .red; tickMark.text = "zero" }
/// }
/// ```
public struct TickMark: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case major
        case minor
    }

    /// The data value the tick stands at.
    public var value: Double
    public var kind: Kind
    /// The label text; minor ticks have none ("").
    public var text: String
    /// Whether the label is drawn. Labels that would overlap a neighbour, or that leave the axis
    /// under `TickLabelClippingMode.hide`, are turned off after the delegate has seen them.
    public var showsLabel: Bool
    /// Whether the tick mark (the short line at the axis) is drawn.
    public var showsTickLine: Bool
    /// Default: the axis style's label colour.
    public var labelColor: Color?
    /// Default: the axis style's tick colour.
    public var tickColor: Color?
    /// Default: the axis style's label font.
    public var labelFont: FontSpec?
    /// Where the tick sits along the axis, in points (x for an x axis, y for a y axis).
    public var position: Double

    public init(value: Double, kind: Kind, text: String = "", showsLabel: Bool = true,
                showsTickLine: Bool = true, labelColor: Color? = nil, tickColor: Color? = nil,
                labelFont: FontSpec? = nil, position: Double = 0) {
        self.value = value
        self.kind = kind
        self.text = text
        self.showsLabel = showsLabel
        self.showsTickLine = showsTickLine
        self.labelColor = labelColor
        self.tickColor = tickColor
        self.labelFont = labelFont
        self.position = position
    }
}
