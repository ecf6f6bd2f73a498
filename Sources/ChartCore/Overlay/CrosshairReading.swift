import Foundation

/// What the crosshair shows: where it stands and one row per series it reads.
///
/// ```swift
/// if let reading = chart.crosshairReading() {
///     for row in reading.rows { print(row.seriesTitle, row.values.map(\.text)) }
/// }
/// ```
public struct CrosshairReading: Equatable, Sendable {
    public var mode: CrosshairMode
    /// The x the vertical line stands at, in data units of the primary x axis (in snap mode, the
    /// target point's x on its own axis).
    public var x: Double
    /// `x` as a date when it is on a `DateTimeAxis` (the primary x axis, or in snap mode the
    /// target's own), in that axis's value unit; nil on other axes. Default: nil.
    public var xDate: Date?
    /// Where the lines cross, in points.
    public var position: Point
    /// The snapped point, in snap mode.
    public var target: CrosshairTarget?
    /// One row per series read (one in snap mode), in series order.
    public var rows: [TooltipRow]
    /// Shown because a linked chart's crosshair stands at this x, not this chart's pointer.
    public var isLinked: Bool

    public init(mode: CrosshairMode, x: Double, position: Point, target: CrosshairTarget? = nil,
                rows: [TooltipRow], isLinked: Bool = false) {
        self.mode = mode
        self.x = x
        self.position = position
        self.target = target
        self.rows = rows
        self.isLinked = isLinked
    }
}

/// One series' values in a tooltip.
public struct TooltipRow: Equatable, Sendable {
    public var seriesIndex: Int
    public var seriesTitle: String
    /// The series' own resolved colour: swatch, marker and caret.
    public var color: Color
    /// The data point read; nil when the value was interpolated between points.
    public var pointIndex: Int?
    /// The values in display order: x, y; x, open, high, low, close; x, low, high; x, y, area; …
    public var values: [TooltipValue]
    /// Where the value is drawn, in points (the marker's place).
    public var position: Point

    public init(seriesIndex: Int, seriesTitle: String, color: Color, pointIndex: Int?,
                values: [TooltipValue], position: Point) {
        self.seriesIndex = seriesIndex
        self.seriesTitle = seriesTitle
        self.color = color
        self.pointIndex = pointIndex
        self.values = values
        self.position = position
    }

    /// The value named `name`, if the row has one.
    public func value(named name: String) -> TooltipValue? { values.first { $0.name == name } }
}

/// One named value of a tooltip row, with its text as the axis formats it.
public struct TooltipValue: Equatable, Sendable {
    /// "x", "y", "open", "high", "low", "close", "area", "value", "percent", …
    public var name: String
    public var value: Double
    /// The value through the axis's formatter (a date axis writes a date).
    public var text: String

    public init(name: String, value: Double, text: String) {
        self.name = name
        self.value = value
        self.text = text
    }
}

/// One line of tooltip text, with an optional colour swatch before it.
public struct TooltipLine: Equatable, Sendable {
    public var text: String
    /// nil: the theme's tooltip text colour.
    public var color: Color?
    /// A small square of this colour before the text; nil for none.
    public var swatch: Color?
    /// Drawn in the bold face of the tooltip font.
    public var isBold: Bool

    public init(_ text: String, color: Color? = nil, swatch: Color? = nil, isBold: Bool = false) {
        self.text = text
        self.color = color
        self.swatch = swatch
        self.isBold = isBold
    }
}

/// What a custom tooltip drawing closure gets besides the reading.
public struct TooltipDrawingContext {
    public var plotArea: Rect
    /// Device pixels per point.
    public var scale: Double
    public var theme: Theme
    /// Measures text the way the renderer will draw it.
    public var measurer: TextMeasuring
}
