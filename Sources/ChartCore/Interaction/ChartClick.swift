import Foundation

/// A click on a chart: a press and release without dragging, as the delegate hears it.
public struct ChartClick: Hashable, Sendable {
    /// Where, in points from the chart's top-left corner.
    public var position: Point
    /// The data values at `position` on the primary x and y axes (extrapolated outside the
    /// plot area).
    public var xValue: Double
    public var yValue: Double
    /// `xValue` as a date when the primary x axis is a `DateTimeAxis` (in its value unit);
    /// nil on other axes. Default: nil.
    public var xDate: Date?
    public var button: InputEvent.Button
    /// 1 for a single click, 2 for the second click of a double-click, and so on.
    public var clickCount: Int
    public var modifiers: InputEvent.Modifiers
    /// Whether the click landed in the plot area (otherwise on an axis, the title or the legend).
    public var isInPlotArea: Bool

    public init(position: Point, xValue: Double, yValue: Double, button: InputEvent.Button,
                clickCount: Int, modifiers: InputEvent.Modifiers, isInPlotArea: Bool) {
        self.position = position
        self.xValue = xValue
        self.yValue = yValue
        self.button = button
        self.clickCount = clickCount
        self.modifiers = modifiers
        self.isInPlotArea = isInPlotArea
    }
}
