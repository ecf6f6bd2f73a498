/// One batch of primitives of a single kind. A series kind is a mapping onto these, never a
/// renderer of its own.
public enum DrawCommand: Equatable {
    /// Filled (optionally rounded and bordered) rectangles, drawn as one instanced batch.
    case rects([RectShape])
    /// Straight segments in point coordinates (grid lines, ticks, axis lines), one colour and width.
    case segments(SegmentBatch)
    /// A thick antialiased polyline through retained series geometry, with round joins.
    case polyline(PolylineCommand)
    /// The area between retained series geometry and a baseline: a constant (horizontal, or
    /// vertical for a vertical series) or a second line.
    case fill(FillCommand)
    /// A marker at each point of retained series geometry.
    case markers(MarkerCommand)
    /// One line of text.
    case text(TextCommand)
    /// An RGBA image stretched over a rectangle (image annotations).
    case image(ImageCommand)
    /// Antialiased annular sectors (pie slices, donut segments, rings, arcs), one instanced batch.
    case sectors([SectorShape])
    /// A filled polygon, star-shaped about its centre (radar areas, spider-web grid bands).
    case polygon(PolygonShape)
    /// A retained raster drawn pixel for pixel (scatter density mode).
    case densityImage(DensityImageCommand)
    /// A grid of values as one float texture coloured through a colour map (heatmaps).
    case heatmap(HeatmapCommand)
}

/// A rectangle with fill, optional rounded corners and an optional border inside its edge.
public struct RectShape: Hashable, Sendable {
    public var rect: Rect
    public var fill: Color
    public var cornerRadius: Double
    public var borderWidth: Double
    public var borderColor: Color
    /// Which corners `cornerRadius` rounds (a column rounds only its tip). Default: all four.
    public var roundedCorners: RectCorners
    /// A linear gradient from `fill` at one edge to another colour at the opposite edge; nil for
    /// a solid fill. Default: nil.
    public var gradient: RectGradient?

    public init(rect: Rect, fill: Color, cornerRadius: Double = 0,
                borderWidth: Double = 0, borderColor: Color = .clear, roundedCorners: RectCorners = .all,
                gradient: RectGradient? = nil) {
        self.rect = rect
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.roundedCorners = roundedCorners
        self.gradient = gradient
    }
}

/// A rectangle's gradient: `RectShape.fill` at the `from` edge, `endColor` at the opposite one.
public struct RectGradient: Hashable, Sendable {
    public enum Edge: Int, Hashable, Sendable {
        case top = 1, bottom, left, right
    }

    /// The edge that has `RectShape.fill`.
    public var from: Edge
    public var endColor: Color

    public init(from: Edge, endColor: Color) {
        self.from = from
        self.endColor = endColor
    }
}

/// Line segments sharing one colour and width. A width of 1 at x = n + 0.5 covers exactly one
/// device column at scale 1: layout places hairlines on pixel centres.
public struct SegmentBatch: Hashable, Sendable {
    public struct Segment: Hashable, Sendable {
        public var from: Point
        public var to: Point
        public init(from: Point, to: Point) {
            self.from = from
            self.to = to
        }
    }

    public var segments: [Segment]
    public var color: Color
    /// Width in logical points.
    public var width: Double
    /// Lengths of alternate dashes and gaps in points; empty for a solid line.
    public var dash: [Double]

    public init(segments: [Segment], color: Color, width: Double, dash: [Double] = []) {
        self.segments = segments
        self.color = color
        self.width = width
        self.dash = dash
    }
}

/// The affine map from a geometry's local coordinates to logical points:
/// `point = offset + local * scale`, per axis.
///
/// It is computed in Double on the CPU from the axis ranges and the geometry's origin and unit
/// (the scale includes the unit: points per local unit), so the Float arithmetic left to the
/// GPU only ever handles numbers of order one near the visible window.
public struct DataTransform: Hashable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    public var offsetX: Double
    public var offsetY: Double

    public init(scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    public func apply(localX: Double, localY: Double) -> Point {
        Point(x: offsetX + localX * scaleX, y: offsetY + localY * scaleY)
    }
}

/// A reference to retained geometry as it stood when the scene was built. Two references are
/// equal when they name the same geometry at the same revision and length, so comparing scenes
/// never compares point arrays.
public struct GeometryRef: Equatable {
    public let geometry: SeriesGeometry
    public let revision: Int
    public let count: Int
    /// Points dropped from the geometry's start (`SeriesGeometry.droppedCount`).
    public let dropped: Int

    public init(_ geometry: SeriesGeometry) {
        self.geometry = geometry
        self.revision = geometry.revision
        self.count = geometry.count
        self.dropped = geometry.droppedCount
    }

    public static func == (a: GeometryRef, b: GeometryRef) -> Bool {
        a.geometry === b.geometry && a.revision == b.revision && a.count == b.count && a.dropped == b.dropped
    }
}

public struct PolylineCommand: Equatable {
    public var geometry: GeometryRef
    public var transform: DataTransform
    public var color: Color
    /// Width in logical points.
    public var width: Double
    /// Lengths of alternate dashes and gaps in points; empty for a solid line.
    public var dash: [Double]
    /// Where each vertex of `geometry` falls in the dash pattern: vertex i of this geometry holds,
    /// as its x, the distance in points along the line from its start to vertex i (modulo the
    /// pattern's period), so the pattern runs on across vertices instead of restarting at each
    /// segment. nil: every segment starts the pattern afresh. Built by `DashPhaseBuilder`.
    public var dashPhase: GeometryRef?

    public init(geometry: GeometryRef, transform: DataTransform, color: Color, width: Double,
                dash: [Double] = [], dashPhase: GeometryRef? = nil) {
        self.geometry = geometry
        self.transform = transform
        self.color = color
        self.width = width
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public struct FillCommand: Equatable {
    public var geometry: GeometryRef
    public var transform: DataTransform
    /// The baseline in the geometry's local y coordinates ((data value − origin y) / unit y, as
    /// `SeriesGeometry` measures); local x for a vertical fill. Ignored when `lowerGeometry` is set.
    public var baseline: Double
    /// Colour at the line.
    public var color: Color
    /// Colour at the baseline; equal to `color` for a solid fill.
    public var baselineColor: Color
    /// A second line to fill to instead of the constant baseline: its point i pairs with point i
    /// of `geometry` and must share its position (x, or y for a vertical fill). Bands and stacked
    /// areas fill between two lines this way.
    public var lowerGeometry: GeometryRef?
    /// The transform of `lowerGeometry`'s local coordinates; nil: `transform`.
    public var lowerTransform: DataTransform?
    /// Colour where the second line lies above the first (a band whose low rises above its
    /// high); nil: `color`.
    public var crossedColor: Color?
    /// Fills sideways to a vertical baseline: the line runs along y (a vertical series) and the
    /// roles of x and y swap.
    public var isVertical: Bool

    public init(geometry: GeometryRef, transform: DataTransform, baseline: Double,
                color: Color, baselineColor: Color? = nil, lowerGeometry: GeometryRef? = nil,
                lowerTransform: DataTransform? = nil, crossedColor: Color? = nil, isVertical: Bool = false) {
        self.geometry = geometry
        self.transform = transform
        self.baseline = baseline
        self.color = color
        self.baselineColor = baselineColor ?? color
        self.lowerGeometry = lowerGeometry
        self.lowerTransform = lowerTransform
        self.crossedColor = crossedColor
        self.isVertical = isVertical
    }
}

public enum MarkerShape: String, Hashable, Sendable, CaseIterable {
    case circle, square, diamond, triangle, cross
}

public struct MarkerCommand: Equatable {
    public var geometry: GeometryRef
    public var transform: DataTransform
    public var shape: MarkerShape
    /// Diameter in logical points.
    public var size: Double
    public var fill: Color
    public var strokeColor: Color
    /// Outline width in logical points; 0 for none.
    public var strokeWidth: Double
    /// Whether a renderer may draw these markers once into an image it keeps, and on later frames
    /// move that image by whole device pixels instead of drawing the markers again, for as long as
    /// the geometry, the look and the transform's scale and sub-pixel phase stay the same (a pan
    /// of a dense scatter). The picture is the same either way; renderers without such a cache
    /// (SVG, PDF) ignore it. Default false.
    public var prefersRetainedLayer = false

    public init(geometry: GeometryRef, transform: DataTransform, shape: MarkerShape, size: Double,
                fill: Color, strokeColor: Color = .clear, strokeWidth: Double = 0) {
        self.geometry = geometry
        self.transform = transform
        self.shape = shape
        self.size = size
        self.fill = fill
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
    }
}

public struct TextCommand: Hashable, Sendable {
    public enum HorizontalAnchor: Hashable, Sendable { case left, center, right }
    public enum VerticalAnchor: Hashable, Sendable {
        /// `position.y` is the top of the font's ascent.
        case top
        /// `position.y` is midway between ascent and descent.
        case center
        case baseline
        /// `position.y` is the bottom of the font's descent.
        case bottom
    }

    public var text: String
    public var font: FontSpec
    public var color: Color
    /// The anchor point, in logical points.
    public var position: Point
    public var horizontalAnchor: HorizontalAnchor
    public var verticalAnchor: VerticalAnchor
    /// Counter-clockwise rotation about `position`, in radians (π/2 reads bottom to top).
    public var rotation: Double

    public init(text: String, font: FontSpec, color: Color, position: Point,
                horizontalAnchor: HorizontalAnchor = .left, verticalAnchor: VerticalAnchor = .baseline,
                rotation: Double = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.position = position
        self.horizontalAnchor = horizontalAnchor
        self.verticalAnchor = verticalAnchor
        self.rotation = rotation
    }
}
