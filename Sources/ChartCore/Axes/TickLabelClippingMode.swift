/// What happens to a tick label that reaches past the end of its axis (the edge of the plot area),
/// as it does at the ends of the range while panning and zooming.
public enum TickLabelClippingMode: Hashable, Sendable, CaseIterable {
    /// The whole label is drawn, even where it sticks out past the end of the axis.
    case keep
    /// The label is drawn up to the end of the axis and cut off there (the part beyond is covered
    /// with the chart's background colour).
    case clip
    /// A label that does not fit inside the axis's length is not drawn at all; its tick mark stays.
    case hide
}
