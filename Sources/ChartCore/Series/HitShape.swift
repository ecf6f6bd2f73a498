/// What a point of a series covers on screen, for hit-testing.
enum HitShape {
    /// A dot of `radius` (0 for a marker's centre).
    case point(Point, radius: Double)
    /// A bar, a candle's extent, an OHLC bar's extent.
    case rect(Rect)
    /// A vertical stroke, such as a band's span from high to low.
    case segment(Point, Point)

    /// The point reported as where the hit point is drawn.
    var anchor: Point {
        switch self {
        case .point(let p, _): return p
        case .rect(let r): return Point(x: r.midX, y: r.midY)
        case .segment(let a, _): return a
        }
    }

    /// The distance from `p` to the shape; 0 inside it.
    func distance(to p: Point) -> Double {
        switch self {
        case .point(let c, let radius):
            return max(0, ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot() - radius)
        case .rect(let r):
            let dx = max(r.minX - p.x, 0, p.x - r.maxX), dy = max(r.minY - p.y, 0, p.y - r.maxY)
            return (dx * dx + dy * dy).squareRoot()
        case .segment(let a, let b):
            return Self.distance(p, a, b)
        }
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let abx = b.x - a.x, aby = b.y - a.y
        let lengthSquared = abx * abx + aby * aby
        var t = lengthSquared > 0 ? ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSquared : 0
        t = min(max(t, 0), 1)
        let cx = a.x + abx * t - p.x, cy = a.y + aby * t - p.y
        return (cx * cx + cy * cy).squareRoot()
    }
}
