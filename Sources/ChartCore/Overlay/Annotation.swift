/// A mark a user adds to the plot: a line at a value, a band, a box, text or an image, above the
/// data (overlay) or below it (underlay, drawn into the cached base image).
///
/// Annotations are placed by value through their axes, exactly like series, so date, category,
/// log and broken axes need nothing special, and they are clipped to the plot area.
///
/// ```swift
/// let deploy = Annotation(.verticalLine(x: releaseTime), label: "v2.1 deployed")
/// deploy.style.strokeColor = Color(hex: 0xd55e00)
/// chart.addAnnotation(deploy)
/// chart.addAnnotation(Annotation(.horizontalBand(from: 20, to: 25), layer: .underlay))
/// deploy.kind = .verticalLine(x: rollbackTime)   // moves it; an overlay one redraws no base image
/// ```
///
/// An annotation is a reference type: the chart and the code that added it talk about the same
/// mark, so moving or restyling it shows at the next frame.
public final class Annotation {
    /// What is drawn, and where.
    public var kind: AnnotationKind
    /// Colours, widths, text placement.
    public var style: AnnotationStyle
    /// Text drawn beside a line, inside a band or box; nil for none. (A `.text` annotation's text
    /// is its kind's.)
    public var label: String?
    /// Above the data or below it. Default: `.overlay`.
    public var layer: AnnotationLayer
    /// How an image (or a `.rectangle`) is sized: fixed in points, or in data units so it grows
    /// as the view zooms in. Default: `.points`, the image's own pixel size at scale 1.
    public var sizing: AnnotationSizing
    /// The x axis its x values are on; nil: the chart's primary x axis.
    public var xAxis: Axis?
    /// The y axis its y values are on; nil: the chart's primary y axis.
    public var yAxis: Axis?
    /// A hidden annotation is not drawn. Default: false.
    public var isHidden = false

    public init(_ kind: AnnotationKind, label: String? = nil, style: AnnotationStyle = AnnotationStyle(),
                layer: AnnotationLayer = .overlay, sizing: AnnotationSizing = .points(nil),
                xAxis: Axis? = nil, yAxis: Axis? = nil) {
        self.kind = kind
        self.label = label
        self.style = style
        self.layer = layer
        self.sizing = sizing
        self.xAxis = xAxis
        self.yAxis = yAxis
    }
}

/// What an annotation draws. Values are data values on the annotation's axes.
public enum AnnotationKind: Equatable {
    /// A line across the plot at y.
    case horizontalLine(y: Double)
    /// A line from top to bottom at x (an event marker).
    case verticalLine(x: Double)
    /// The strip between two y values, across the plot.
    case horizontalBand(from: Double, to: Double)
    /// The strip between two x values, top to bottom (an event span).
    case verticalBand(from: Double, to: Double)
    /// The rectangle between two data points: it zooms with the data.
    case box(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A rectangle centred on a point, sized by `sizing` (fixed points or zooming data units).
    case rectangle(at: AnnotationPosition)
    /// Text anchored at a point, with the style's anchor, padding, background, border and rotation.
    case text(String, at: AnnotationPosition)
    /// An image anchored at a point (by the style's anchor), sized by `sizing`.
    case image(ChartImage, at: AnnotationPosition)
}

/// Where a point-like annotation sits.
public enum AnnotationPosition: Hashable, Sendable {
    /// At a data point on the annotation's axes: it moves with the data.
    case data(x: Double, y: Double)
    /// Pinned to the plot area, as fractions of its width and height from the top-left corner
    /// (0.5, 0.5 is the centre): it stays put when the view moves.
    case plot(x: Double, y: Double)
}

/// Whether an annotation is drawn above or below the series.
public enum AnnotationLayer: String, Hashable, Sendable, CaseIterable {
    /// Below the data, above the grid: drawn into the cached base image.
    case underlay
    /// Above the data, redrawn every frame: moving it never redraws the base image.
    case overlay
}

/// How an image or rectangle annotation is sized.
public enum AnnotationSizing: Hashable, Sendable {
    /// A fixed size in points; nil: an image's pixel size (one pixel per point), 12×12 for a
    /// rectangle. It stays that size at any zoom.
    case points(Size?)
    /// A size in data units of the annotation's axes (width along x, height along y): it grows
    /// as the view zooms in.
    case dataUnits(width: Double, height: Double)
}

/// Where the anchor point sits on a text box or image.
public struct AnnotationAnchor: Hashable, Sendable {
    public var horizontal: TextCommand.HorizontalAnchor
    public var vertical: VerticalPlacement

    public enum VerticalPlacement: Hashable, Sendable { case top, center, bottom }

    public init(horizontal: TextCommand.HorizontalAnchor, vertical: VerticalPlacement) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = AnnotationAnchor(horizontal: .center, vertical: .center)
    public static let bottomLeft = AnnotationAnchor(horizontal: .left, vertical: .bottom)
    public static let topLeft = AnnotationAnchor(horizontal: .left, vertical: .top)
}

/// An annotation's looks. nil values come from the theme (the crosshair colour for strokes, the
/// tooltip font for text).
public struct AnnotationStyle: Hashable, Sendable {
    /// Lines and outlines. Default: the theme's crosshair colour.
    public var strokeColor: Color?
    /// Default: 1.5 points for lines, 1 for outlines.
    public var strokeWidth: Double?
    /// Dash and gap lengths in points; empty for solid. Default: solid.
    public var dash: [Double] = []
    /// Bands, boxes and rectangles. Default: the stroke colour at 15 % opacity.
    public var fillColor: Color?
    /// Text and labels. Default: the stroke colour for labels, the theme's text colour for text.
    public var textColor: Color?
    /// Default: the theme's tooltip font.
    public var font: FontSpec?
    /// A box behind text; nil for none.
    public var textBackground: Color?
    /// An outline around text; nil for none.
    public var textBorderColor: Color?
    public var textBorderWidth: Double = 1
    /// Space between text and its background's edge, in points. Default: 4.
    public var padding: Double = 4
    /// Which point of the text box or image sits on the annotation's position. Default: centre.
    public var anchor: AnnotationAnchor = .center
    /// Counter-clockwise rotation of text, in degrees. Default: 0.
    public var rotation: Double = 0
    /// Opacity of an image, 0…1. Default: 1.
    public var opacity: Double = 1
    /// Whether a `.text` annotation at a data position moves off drawn data. Its text stays at its
    /// anchor while the box covers no line, marker or bar (nor an earlier label); otherwise it
    /// goes to the nearest clear place around the anchor inside the plot, at most four text
    /// heights away. The anchor is kept exactly when this is false, when the text is rotated,
    /// when it is pinned to the plot (`.plot` position), or when no clear place is in reach.
    /// Default: true.
    public var avoidsData = true

    public init(strokeColor: Color? = nil, strokeWidth: Double? = nil, fillColor: Color? = nil,
                textColor: Color? = nil, dash: [Double] = []) {
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.fillColor = fillColor
        self.textColor = textColor
        self.dash = dash
    }
}
