/// Turns a series' points, in drawing order, into the points a `SeriesGeometry` stores: gaps
/// for bad values, and every segment clipped to a large box around the geometry's origin.
///
/// Why the box: a point far from the view (a spike to 1e300, a lone sample a year away) would
/// overflow `Float`, or make the GPU's line maths square numbers past its range. The box is
/// thousands of views wide, so what it cuts off is never on screen; a segment crossing its edge
/// is cut exactly where it crosses, so what is on screen keeps its true slope. Where the line
/// leaves the box and comes back, a gap stands between the two crossings, so no shortcut is
/// drawn through the view.
///
/// Rules:
/// - A point with a NaN or infinite coordinate becomes a gap (a NaN point).
/// - Consecutive gaps collapse into one; nothing starts with a gap.
/// - A point inside the box is passed on unchanged (its exact `Double` values), so converting
///   it to local `Float`s is the same rounding as `SeriesGeometry.append` does.
/// - What comes out is in data space; the builder measures it in the geometry's unit (about
///   one view span), so everything inside the box is within ±2^16 local units: far inside
///   Float's range at any data magnitude.
///
/// The writer keeps its state between calls, so points appended to a series later continue
/// the same polyline.
struct PolylineVertexWriter {
    let originX: Double
    let originY: Double
    /// Half the box's size, in data units, on each axis.
    let limitX: Double
    let limitY: Double

    /// Points written since the last `takeOutput()`, as data-space x, y pairs; NaN for a gap.
    private var output: [Double] = []
    /// The last point taken in, relative to the origin; nil after a gap.
    private var previous: (x: Double, y: Double)?
    private var endsWithGap = true

    init(originX: Double, originY: Double, limitX: Double, limitY: Double) {
        self.originX = originX
        self.originY = originY
        self.limitX = limitX
        self.limitY = limitY
    }

    /// Takes in the next point of the series.
    mutating func add(x: Double, y: Double) {
        guard x.isFinite && y.isFinite else {
            writeGap()
            previous = nil
            return
        }
        let local = (x: x - originX, y: y - originY)
        defer { previous = local }
        let inside = isInside(local)
        guard let from = previous else {
            if inside { write(x: x, y: y) }
            return
        }
        if inside && isInside(from) {
            write(x: x, y: y)
            return
        }
        guard let visible = clip(from: from, to: local) else { return }
        if visible.enter > 0 {
            writeGap()
            writeLocal(interpolate(from, local, visible.enter))
        }
        if visible.exit < 1 {
            writeLocal(interpolate(from, local, visible.exit))
        } else {
            write(x: x, y: y)
        }
    }

    /// The points written since the last call, as interleaved data-space x, y.
    mutating func takeOutput() -> [Double] {
        defer { output = [] }
        return output
    }

    private func isInside(_ point: (x: Double, y: Double)) -> Bool {
        abs(point.x) <= limitX && abs(point.y) <= limitY
    }

    private mutating func write(x: Double, y: Double) {
        output.append(x)
        output.append(y)
        endsWithGap = false
    }

    private mutating func writeLocal(_ point: (x: Double, y: Double)) {
        write(x: originX + point.x, y: originY + point.y)
    }

    private mutating func writeGap() {
        guard !endsWithGap else { return }
        output.append(.nan)
        output.append(.nan)
        endsWithGap = true
    }

    /// The part of the segment inside the box as parameters 0...1 along it (Liang–Barsky), or
    /// nil when none is. Works on halved coordinates so differences of huge values stay finite.
    private func clip(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) -> (enter: Double, exit: Double)? {
        let startX = start.x / 2, startY = start.y / 2
        let deltaX = end.x / 2 - startX, deltaY = end.y / 2 - startY
        let halfLimitX = limitX / 2, halfLimitY = limitY / 2
        var enter = 0.0
        var exit = 1.0
        let edges = [(-deltaX, startX + halfLimitX), (deltaX, halfLimitX - startX),
                     (-deltaY, startY + halfLimitY), (deltaY, halfLimitY - startY)]
        for (direction, distance) in edges {
            if direction == 0 {
                if distance < 0 { return nil }
                continue
            }
            let crossing = distance / direction
            if direction < 0 {
                if crossing > exit { return nil }
                enter = max(enter, crossing)
            } else {
                if crossing < enter { return nil }
                exit = min(exit, crossing)
            }
        }
        return (enter: enter, exit: exit)
    }

    private func interpolate(_ start: (x: Double, y: Double), _ end: (x: Double, y: Double),
                             _ t: Double) -> (x: Double, y: Double) {
        let x = 2 * (start.x / 2 + t * (end.x / 2 - start.x / 2))
        let y = 2 * (start.y / 2 + t * (end.y / 2 - start.y / 2))
        return (x, y)
    }
}
