import ChartKit

extension ChartSpec {
    /// An annotation in a spec.
    ///
    /// ```json
    /// { "type": "vband", "x": "2024-03-04", "x2": "2024-03-06", "label": "incident", "color": "#d55e00" }
    /// { "type": "hline", "y": 21, "label": "setpoint", "dash": [6, 4], "layer": "underlay" }
    /// { "type": "text", "x": 3, "y": 40, "text": "peak", "background": "#ffffff", "anchor": "bottomLeft" }
    /// { "type": "image", "image": "logo.png", "pinned": [0.98, 0.02], "anchor": "topRight" }
    /// { "type": "image", "image": "logo.png", "x": 5, "y": 10, "size": [2, 4], "sizing": "data" }
    /// ```
    /// Values (`x`, `x2`, `y`, `y2`) are numbers, ISO dates on a date axis, or category names.
    public struct AnnotationSpec: Decodable, Equatable {
        /// hline, vline, hband, vband, box, rectangle, text or image.
        public var type: String
        public var x: SpecValue?
        public var x2: SpecValue?
        public var y: SpecValue?
        public var y2: SpecValue?
        /// The text of a `text` annotation.
        public var text: String?
        /// A label beside a line, inside a band or box.
        public var label: String?
        public var color: String?
        public var fillColor: String?
        public var textColor: String?
        public var background: String?
        public var borderColor: String?
        /// Stroke width in points.
        public var width: Double?
        public var dash: [Double]?
        /// overlay (default) or underlay.
        public var layer: String?
        /// center (default), left, right, top, bottom, topLeft, topRight, bottomLeft, bottomRight.
        public var anchor: String?
        public var padding: Double?
        /// Degrees, counter-clockwise.
        public var rotation: Double?
        public var fontSize: Double?
        /// A PNG file (relative to the spec) for `image`.
        public var image: String?
        /// [width, height]: points, or data units with `"sizing": "data"`.
        public var size: [Double]?
        /// points (default) or data (grows as the view zooms in).
        public var sizing: String?
        /// [fx, fy]: pinned to the plot area, as fractions from its top-left corner, instead of x, y.
        public var pinned: [Double]?
        public var opacity: Double?
        /// The x axis: 0 the primary (default), 1 the first of `xAxes` …
        public var xAxis: Int?
        /// The y axis: 0 the primary (default), 1 the first of `yAxes` …
        public var yAxis: Int?
    }

    /// Crosshair and tooltip options.
    ///
    /// ```json
    /// "crosshair": { "mode": "floating", "lines": "vertical", "outOfRange": "clamp", "tooltip": true }
    /// ```
    public struct CrosshairSpec: Decodable, Equatable {
        public var enabled: Bool?
        /// snap (default) or floating.
        public var mode: String?
        /// vertical, horizontal, both or none.
        public var lines: String?
        /// hover (default) or pressAndHold.
        public var activation: String?
        /// hide (default) or clamp.
        public var outOfRange: String?
        /// automatic (default), linear, step or nearest.
        public var interpolation: String?
        /// Whether the tooltip box shows (default true).
        public var tooltip: Bool?
        /// beside (default) or series (boxes in the series' colours).
        public var tooltipStyle: String?
        public var color: String?
    }

    /// A number, or text (an ISO date or a category name).
    public enum SpecValue: Decodable, Equatable {
        case number(Double)
        case text(String)

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }
}
