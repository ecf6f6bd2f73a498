/// Which points of a line whose x is not sorted (a trajectory, a random walk) must be drawn for
/// the picture to stay exact at the pixel, in data order, for one view: no binning along x
/// applies to such a line, and drawing every segment of 10^7 points costs seconds a frame.
///
/// Points are taken in order; the last point kept is the run's anchor. A point joins the run
/// (is skipped, though remembered as the run's last) when every segment of the run, its
/// replacement included, is drawn the same within a device pixel:
/// - **One pixel.** Inside the region (the view with a margin), the run's points, the anchor
///   and this one included, fit in a box `cellWidth` × `cellHeight` (one device pixel at
///   build): the segments between them stay in that box (a box is convex), and so does the
///   one segment that replaces them, from the anchor to the run's last point. (A box that
///   moves with the run, not a fixed grid: a random walk of steps a fifth of a pixel leaves a
///   grid cell after ~5 steps when it starts at its edge, but its range passes a pixel only
///   after ~25.)
/// - **Off the view.** Outside the region, the point shares a side with the anchor and every
///   point skipped since (all left of it, say): segments between points in one half-plane
///   stay in it, and so does their replacement, so none of them reaches the view.
///
/// When a point cannot join, the run's last point (when anything was skipped) is kept and
/// anchors the next run, which the point joins if it can (else it is kept and anchors one
/// itself): one point kept per run, and every kept segment is a segment of the data or a
/// replacement above. A
/// non-finite point ends the run and is passed on (a gap). Kept points are a subsequence of
/// the data: each skipped point lies in its run's one-pixel box or off the view on its side
/// (`UnsortedLineReducerTests` checks both against the data, point by point).
///
/// ```swift
/// var reducer = UnsortedLineReducer(xMin: left, xMax: right, yMin: bottom, yMax: top,
///                                    cellWidth: pixelX, cellHeight: pixelY)
/// for index in data.x.indices {
///     reducer.add(index, x: x[index], y: y[index]) { kept in writer.add(x: x[kept], y: y[kept]) }
/// }
/// reducer.finish { kept in writer.add(x: x[kept], y: y[kept]) }
/// ```
struct UnsortedLineReducer {
    /// The view with its margin, in data units: `xMin...xMax` × `yMin...yMax`.
    let xMin: Double, xMax: Double, yMin: Double, yMax: Double
    let cellWidth: Double
    let cellHeight: Double
    /// Whether runs off the view are cut (false for a line whose fill reaches a baseline: the
    /// fill under an off-view run can cross the view).
    let cullsOffView: Bool

    /// What the current run shares with its anchor.
    private enum Run {
        /// No anchor (at the start, after a gap).
        case none
        /// Anchor inside the region; the box of the run's points so far.
        case box(minX: Double, maxX: Double, minY: Double, maxY: Double)
        /// Anchor outside the region; the sides (outcode bits) every point of the run is on.
        case outside(UInt8)
    }

    private var run = Run.none
    /// The last point skipped since the anchor, if any.
    private var pending: (index: Int, x: Double, y: Double)?

    /// `cellWidth` and `cellHeight` must be finite and positive; the region finite and ordered.
    init(xMin: Double, xMax: Double, yMin: Double, yMax: Double, cellWidth: Double, cellHeight: Double,
         cullsOffView: Bool = true) {
        self.cullsOffView = cullsOffView
        self.xMin = xMin
        self.xMax = xMax
        self.yMin = yMin
        self.yMax = yMax
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// Takes point `index` (x, y) and calls `keep` with the indices to draw, in order.
    @inline(__always)
    mutating func add(_ index: Int, x: Double, y: Double, keep: (Int) -> Void) {
        guard x.isFinite && y.isFinite else {
            if let pending { keep(pending.index) }
            pending = nil
            run = .none
            keep(index)
            return
        }
        let sides = self.sides(x, y)
        if join(x, y, sides) {
            pending = (index, x, y)
            return
        }
        if let last = pending {
            // The run's last point is kept, and anchors the next run.
            keep(last.index)
            pending = nil
            run = start(last.x, last.y, self.sides(last.x, last.y))
            if join(x, y, sides) {
                pending = (index, x, y)
                return
            }
        }
        keep(index)
        run = start(x, y, sides)
    }

    /// The sides of the region the point is off (outcode bits; 0 inside).
    @inline(__always)
    private func sides(_ x: Double, _ y: Double) -> UInt8 {
        var sides: UInt8 = 0
        if x < xMin { sides |= 1 } else if x > xMax { sides |= 2 }
        if y < yMin { sides |= 4 } else if y > yMax { sides |= 8 }
        return sides
    }

    private func start(_ x: Double, _ y: Double, _ sides: UInt8) -> Run {
        sides == 0 ? .box(minX: x, maxX: x, minY: y, maxY: y) : .outside(sides)
    }

    /// Whether the point joins the current run (which then takes it in).
    @inline(__always)
    private mutating func join(_ x: Double, _ y: Double, _ sides: UInt8) -> Bool {
        switch run {
        case .none:
            return false
        case .box(let minX, let maxX, let minY, let maxY):
            guard sides == 0 else { return false }
            let low = (x: Swift.min(minX, x), y: Swift.min(minY, y))
            let high = (x: Swift.max(maxX, x), y: Swift.max(maxY, y))
            guard high.x - low.x <= cellWidth && high.y - low.y <= cellHeight else { return false }
            run = .box(minX: low.x, maxX: high.x, minY: low.y, maxY: high.y)
            return true
        case .outside(let shared):
            guard cullsOffView, shared & sides != 0 else { return false }
            run = .outside(shared & sides)
            return true
        }
    }

    /// Ends the data: keeps the run's last point, when skipped.
    mutating func finish(keep: (Int) -> Void) {
        if let pending { keep(pending.index) }
        pending = nil
        run = .none
    }
}
