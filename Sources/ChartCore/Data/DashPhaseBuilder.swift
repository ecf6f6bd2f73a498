/// Works out where each vertex of a dashed polyline falls in its dash pattern, so the renderer
/// can continue the pattern across vertices instead of restarting it at every segment (which
/// makes a dense dashed line look solid: every short segment would start with a dash).
///
/// The phase of vertex i is the on-screen length of the line from its start (or from the last
/// gap) to vertex i, in points, modulo the pattern's period. It depends on the transform's
/// scale but not its offset, so it is recomputed when the zoom changes, the geometry is
/// replaced or the pattern changes, and extended in place when points were appended; a pan
/// costs nothing.
///
/// ```swift
/// let phase = DashPhaseBuilder()
/// let ref = phase.update(for: geometry, transform: transform, dash: [6, 4])
/// let line = PolylineCommand(geometry: GeometryRef(geometry), transform: transform,
///                            color: .black, width: 1, dash: [6, 4], dashPhase: ref)
/// ```
public final class DashPhaseBuilder {
    /// Vertex i holds (phase of vertex i in points, 0).
    public let phases = SeriesGeometry(originX: 0, originY: 0)
    /// Whether the last `update` recomputed the phases from the start.
    public private(set) var lastUpdateRebuilt = false

    private struct Key: Equatable {
        var geometry: ObjectIdentifier
        var revision: Int
        var scaleX: Double
        var scaleY: Double
        var period: Double
    }

    private var key: Key?
    /// Vertices already measured, and the running length after the last one.
    private var measured = 0
    /// The geometry's `droppedCount` when last measured: its head drops are mirrored.
    private var droppedSeen = 0
    private var runningLength = 0.0

    public init() {}

    /// The period of a dash pattern as the renderer uses it (SVG rules: an odd-length pattern
    /// repeats once, the first two on/off pairs are used), in points; nil for a solid line
    /// (empty, negative, non-finite, or shorter than a thousandth of a point).
    public static func period(of dash: [Double]) -> Double? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        var pattern = dash.count % 2 == 1 ? dash + dash : dash
        if pattern.count == 2 { pattern += pattern }
        let period = pattern.prefix(4).reduce(0, +)
        return period >= 0.001 ? period : nil
    }

    /// Brings the phases up to date for `geometry` drawn with `transform` and returns a
    /// reference for `PolylineCommand.dashPhase`; nil for a solid pattern or a transform that is
    /// not finite.
    public func update(for geometry: SeriesGeometry, transform: DataTransform, dash: [Double]) -> GeometryRef? {
        lastUpdateRebuilt = false
        guard let period = Self.period(of: dash), transform.scaleX.isFinite, transform.scaleY.isFinite else {
            return nil
        }
        let current = Key(geometry: ObjectIdentifier(geometry), revision: geometry.revision,
                          scaleX: transform.scaleX, scaleY: transform.scaleY, period: period)
        if current != key || geometry.count < measured {
            key = current
            measured = 0
            runningLength = 0
            phases.replace(originX: 0, originY: 0, vertices: [])
            lastUpdateRebuilt = true
            droppedSeen = geometry.droppedCount
        }
        if geometry.droppedCount != droppedSeen {
            // Points left the geometry's start: the rest keep their phases.
            let dropped = geometry.droppedCount - droppedSeen
            phases.dropFirst(dropped)
            measured = max(0, measured - dropped)
            droppedSeen = geometry.droppedCount
        }
        let vertices = geometry.vertices
        var index = measured
        while index < geometry.count {
            let x = Double(vertices[2 * index]), y = Double(vertices[2 * index + 1])
            if !x.isFinite || !y.isFinite {
                runningLength = 0
            } else if index > 0 {
                let px = Double(vertices[2 * index - 2]), py = Double(vertices[2 * index - 1])
                if px.isFinite && py.isFinite {
                    let length = ((x - px) * transform.scaleX).hypot((y - py) * transform.scaleY)
                    runningLength = (runningLength + length).truncatingRemainder(dividingBy: period)
                }
            }
            phases.append(x: runningLength, y: 0)
            index += 1
        }
        measured = geometry.count
        return GeometryRef(phases)
    }
}

private extension Double {
    func hypot(_ other: Double) -> Double { (self * self + other * other).squareRoot() }
}
