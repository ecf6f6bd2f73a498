/// Something a series drew, as data labels of other series must keep clear of it: a line
/// segment of some width, or a box (a marker, a bar).
struct DataObstacle {
    enum Shape {
        case segment(Point, Point, halfWidth: Double)
        case box(Rect)
    }

    var owner: ObjectIdentifier
    var shape: Shape

    var bounds: Rect {
        switch shape {
        case .box(let rect):
            return rect
        case .segment(let a, let b, let half):
            return Rect(x: min(a.x, b.x) - half, y: min(a.y, b.y) - half,
                        width: abs(a.x - b.x) + 2 * half, height: abs(a.y - b.y) + 2 * half)
        }
    }

    /// Whether the shape touches `rect`: for a segment, whether it passes within its half
    /// width of the rectangle (the segment clipped to the widened rectangle, Liang–Barsky).
    func intersects(_ rect: Rect) -> Bool {
        switch shape {
        case .box(let box):
            return box.intersects(rect)
        case .segment(let a, let b, let half):
            let r = rect.insetBy(dx: -half, dy: -half)
            var t0 = 0.0, t1 = 1.0
            let dx = b.x - a.x, dy = b.y - a.y
            for (p, q) in [(-dx, a.x - r.minX), (dx, r.maxX - a.x), (-dy, a.y - r.minY), (dy, r.maxY - a.y)] {
                if p == 0 {
                    if q < 0 { return false }
                } else {
                    let t = q / p
                    if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                    if t0 > t1 { return false }
                }
            }
            return true
        }
    }
}

extension DataObstacle {
    /// A marker of `size` points centred on `point`.
    static func marker(at point: Point, size: Double, owner: ObjectIdentifier) -> DataObstacle {
        DataObstacle(owner: owner, shape: .box(Rect(x: point.x - size / 2, y: point.y - size / 2, width: size, height: size)))
    }
}
