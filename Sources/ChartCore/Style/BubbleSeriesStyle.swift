/// The look of a bubble series. nil values come from the theme and the series' palette colour.
public struct BubbleSeriesStyle: Hashable, Sendable {
    /// Default: the palette colour at 60 % opacity, so overlapping bubbles stay readable.
    public var fillColor: Color?
    /// Default: the palette colour.
    public var borderColor: Color?
    /// Outline width in points. Default: 1.
    public var borderWidth: Double?
    /// Label each bubble with its y value. Default: false.
    public var showsLabels: Bool
    public var labelStyle: DataLabelStyle

    public init(fillColor: Color? = nil, borderColor: Color? = nil, borderWidth: Double? = nil,
                showsLabels: Bool = false, labelStyle: DataLabelStyle = DataLabelStyle(position: .center)) {
        self.fillColor = fillColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.showsLabels = showsLabels
        self.labelStyle = labelStyle
    }
}
