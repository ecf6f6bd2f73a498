import Foundation

/// A series on a polar chart: x is the angle (on the chart's angular axis, `chart.xAxis`), y the
/// distance from the centre (on the radial axis, `chart.yAxis`: a `NumberAxis`, on a linear or a
/// `LogarithmicScale`). Drawn as a line, a filled area, or scattered markers.
///
/// A chart whose series are all polar is laid out as a circle with circular grid lines, angular
/// labels around it and radial labels along the first spoke. The whole chart turns together when
/// dragged: every polar series takes the first one's `rotationAngle`.
///
/// ```swift
/// let wind = PolarSeries(title: "Wind", kind: .area)
/// chart.polar.angleUnit = .degrees           // x in degrees, 0 at the top, clockwise
/// data.add(wind, x: directions, y: speeds)
/// ```
public class PolarSeries: ChartSeries, RotatableSeries {
    /// How a polar series is drawn.
    public enum Kind: String, Hashable, Sendable {
        case line, area, scatter
    }

    public var kind: Kind
    /// Default: the palette colour.
    public var color: Color?
    /// Line width in points. Default: 2.
    public var lineWidth: Double = 2
    /// Opacity of an area's fill (radar areas overlap, so they are translucent). Default: 0.3.
    public var fillOpacity: Double = 0.3
    /// Marker diameter in points; 0 for none (scatter always has markers). Default: 0.
    public var markerSize: Double = 0
    /// The last point joins the first (a radar's outline). Default: false.
    public var closesPath = false
    public var rotationAngle: Double = 0
    public var gesturesEnabled = true
    public var momentumEnabled = true
    public var rotationFriction: Double = 3

    public init(title: String = "", kind: Kind = .line) {
        self.kind = kind
        super.init(title: title)
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let color = self.color ?? context.paletteColor
        if kind == .scatter {
            return [.sectors([SectorShape(center: Point(x: rect.midX, y: rect.midY), innerRadius: 0,
                                          outerRadius: min(rect.height, rect.width) * 0.3, startAngle: 0,
                                          endAngle: 2 * .pi, fill: color)])]
        }
        var commands: [DrawCommand] = []
        if kind == .area {
            commands.append(.rects([RectShape(rect: rect.insetBy(dx: 2, dy: 3), fill: color.withAlpha(fillOpacity))]))
        }
        commands.append(.segments(SegmentBatch(segments: [.init(from: Point(x: rect.minX + 2, y: rect.midY),
                                                                to: Point(x: rect.maxX - 2, y: rect.midY))],
                                               color: color, width: min(lineWidth, 3))))
        return commands
    }
}

/// A radar (spider) chart's series: one value per category around the circle, the outline
/// closed (the last point joins the first), the area filled translucent so several overlap
/// visibly, markers at the vertices. The grid is polygonal: a spider web.
///
/// ```swift
/// let chart = Chart()
/// chart.xAxis = CategoryAxis(categories: ["Speed", "Range", "Cost", "Comfort", "Safety"])
/// data.add(RadarSeries(title: "Model A"), y: [4, 3, 2, 5, 4])
/// ```
public final class RadarSeries: PolarSeries {
    public init(title: String = "") {
        super.init(title: title, kind: .area)
        closesPath = true
        markerSize = 6
        fillOpacity = 0.25
    }
}

/// How a polar chart reads angles.
public struct PolarOptions: Hashable, Sendable {
    /// The unit of a number angular axis's values.
    public enum AngleUnit: String, Hashable, Sendable {
        /// A full turn is 360.
        case degrees
        /// A full turn is 2π.
        case radians
        /// A full turn is the angular axis's visible range.
        case axisRange
    }

    /// Default: degrees. A `CategoryAxis` as angular axis ignores it: its categories share the
    /// circle evenly.
    public var angleUnit: AngleUnit = .degrees
    /// Where angle 0 (or the first category) points, in radians clockwise from 3 o'clock.
    /// Default: −π/2 (12 o'clock).
    public var startAngle: Double = -.pi / 2
    /// Which way angles grow. Default: clockwise.
    public var direction: RotationDirection = .clockwise
    /// Grid lines as polygons through the angular ticks (a spider web) rather than circles.
    /// nil: polygons when every series is a `RadarSeries`. Default: nil.
    public var polygonalGrid: Bool?

    public init() {}
}
