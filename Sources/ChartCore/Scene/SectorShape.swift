import Foundation

/// An annular sector: the part of a ring between two angles, filled and optionally bordered.
///
/// Angles are in radians in screen space: 0 points along +x (to the right) and angles grow
/// clockwise on screen, because y grows downward. An inner radius of 0 makes a pie slice; a
/// span of 2π or more a full disc or ring.
///
/// Adjacent slices should share the exact boundary value (`end` of one is `start` of the next):
/// the renderer then computes the same edge for both and their antialiased coverages add up to
/// one along it, so no seam or gap shows.
///
/// ```swift
/// let slice = SectorShape(center: Point(x: 100, y: 100), innerRadius: 40, outerRadius: 80,
///                         startAngle: -.pi / 2, endAngle: 0, fill: .blue)
/// ```
public struct SectorShape: Hashable, Sendable {
    public var center: Point
    /// In points; 0 for a pie slice.
    public var innerRadius: Double
    /// In points.
    public var outerRadius: Double
    /// Radians, clockwise on screen from +x.
    public var startAngle: Double
    /// Radians; `endAngle − startAngle` is the span (negative spans are drawn as their mirror).
    public var endAngle: Double
    public var fill: Color
    /// Width in points of the border inside the sector's edges; 0 for none. Default: 0.
    public var borderWidth: Double
    public var borderColor: Color
    /// Edges that a sector drawn later in the same batch shares exactly (its neighbour). Such an
    /// edge is drawn opaque half a pixel past the line, and the neighbour's antialiased edge
    /// blends over it, so the background never shows through the seam (two antialiased edges
    /// blended one over the other would let a quarter of it through). Default: none.
    public var sharedEdges: SharedEdges

    /// Which of a sector's straight edges a later neighbour shares.
    public struct SharedEdges: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The edge at the smaller angle.
        public static let start = SharedEdges(rawValue: 1)
        /// The edge at the larger angle.
        public static let end = SharedEdges(rawValue: 2)
    }

    public init(center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double,
                fill: Color, borderWidth: Double = 0, borderColor: Color = .clear, sharedEdges: SharedEdges = []) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.fill = fill
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.sharedEdges = sharedEdges
    }

    /// The span in radians, start to end, never negative.
    public var span: Double { abs(endAngle - startAngle) }

    /// The smallest rectangle holding the sector, in points (empty when it is degenerate).
    public var bounds: Rect {
        let a0 = min(startAngle, endAngle), a1 = max(startAngle, endAngle)
        guard a1 - a0 < 2 * .pi else {
            return Rect(x: center.x - outerRadius, y: center.y - outerRadius,
                        width: 2 * outerRadius, height: 2 * outerRadius)
        }
        var xs: [Double] = [], ys: [Double] = []
        for r in [innerRadius, outerRadius] {
            for a in [a0, a1] {
                xs.append(center.x + r * cos(a))
                ys.append(center.y + r * sin(a))
            }
        }
        // The extreme points of the outer circle at the quarter angles the span passes.
        var k = (a0 / (.pi / 2)).rounded(.up)
        while k * .pi / 2 <= a1 {
            let a = k * .pi / 2
            xs.append(center.x + outerRadius * cos(a))
            ys.append(center.y + outerRadius * sin(a))
            k += 1
        }
        let minX = xs.min() ?? center.x, maxX = xs.max() ?? center.x
        let minY = ys.min() ?? center.y, maxY = ys.max() ?? center.y
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A filled polygon that every ray from `center` crosses once (star-shaped about it), such as
/// a radar series' area or one band of a spider-web grid. The renderer fills it as a fan of
/// triangles from the centre and antialiases only the outer edges, so the fan leaves no seams.
///
/// ```swift
/// let area = PolygonShape(center: c, points: vertices, fill: Color(red: 0, green: 0.4, blue: 1, alpha: 0.3))
/// ```
public struct PolygonShape: Hashable, Sendable {
    public var center: Point
    /// The vertices in order; the last joins the first.
    public var points: [Point]
    public var fill: Color

    public init(center: Point, points: [Point], fill: Color) {
        self.center = center
        self.points = points
        self.fill = fill
    }
}
