import ChartCore
import ChartText

/// How far the plot's picture moved between two scenes, when moving it is all that changed: a
/// pan. Then the old picture, moved, shows the new scene everywhere except the strips the move
/// uncovers and the `dirty` boxes (`ChartRenderer+MovingFrames.swift`).
///
/// Found by comparing the scenes' underlay and series command by command, in order. Every
/// retained-geometry command (line, fill, markers, density image) must be the old one with the
/// same geometry at the same revision and length, the same style and scale, and a transform
/// offset by one common vector. Rectangles and segments are matched one by one: a new one pairs
/// with an old one that, along each axis, moved by that vector or spans the plot there unchanged
/// (the plot background; a horizontal grid line under a horizontal pan; solid, past both ends);
/// texts and images pair when moved by the vector. What pairs with nothing (a grid line entering
/// or leaving at the edge) marks its box dirty where it reaches the moved part. Anything else (a
/// hidden series, appended points, a zoom, a new theme, another size or scale) is no shift, and
/// the plot is drawn afresh.
struct PlotShift: Equatable {
    /// The movement of the picture in device pixels (x right, y down).
    var x: Double
    var y: Double
    /// Parts of the plot (device pixels, top-left origin) the moved picture does not show
    /// right, to draw afresh besides the uncovered strips: around a grid line that came into
    /// view at the edge (its fringe reaches into the moved part) or one that left.
    var dirty: [PixelBox] = []

    /// Within this many device pixels, two positions are the same.
    static let tolerance = 1e-3
    /// Batches larger than this are not matched item by item (it is quadratic): no shift.
    static let largestMatchedBatch = 400

    /// The shift taking `old`'s plot picture to `new`'s, or nil. `box`: the plot's pixels.
    static func between(_ old: Scene, _ new: Scene, box: PixelBox, texts: TextBoxCache) -> PlotShift? {
        let scale = new.scale
        guard old.size == new.size, old.scale == new.scale, old.background == new.background,
              old.plotArea == new.plotArea, old.underlay.count == new.underlay.count,
              old.series.count == new.series.count, scale.isFinite, scale > 0 else { return nil }
        let pairs = Array(zip(old.underlay, new.underlay)) + Array(zip(old.series, new.series))
        guard let shift = pairs.lazy.compactMap({ geometryShift($0.0, $0.1, scale: scale) }).first,
              abs(shift.x) < box.width, abs(shift.y) < box.height else { return nil }
        let matcher = Matcher(shift: shift, scale: scale, box: box, texts: texts)
        guard pairs.allSatisfy({ matcher.matches($0.0, $0.1) }), matcher.dirty.boxes.count <= 8 else { return nil }
        var result = shift
        result.dirty = matcher.dirty.boxes
        return result
    }

    /// The offset between two retained-geometry commands that differ in their transform's offset
    /// alone, in device pixels; nil for any other pair.
    static func geometryShift(_ a: DrawCommand, _ b: DrawCommand, scale: Double) -> PlotShift? {
        // Ranges moved by a step keep their span only up to Double rounding (a 1e-16 relative
        // change of scale, far below Float's, which the shader gets): the same scale.
        func same(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= abs(a) * 1e-9 }
        func offset(_ t: DataTransform, _ u: DataTransform) -> PlotShift? {
            // Not `isClose`: a moved copy must keep its place to a rounding error.
            guard same(t.scaleX, u.scaleX), same(t.scaleY, u.scaleY) else { return nil }
            let shift = PlotShift(x: (u.offsetX - t.offsetX) * scale, y: (u.offsetY - t.offsetY) * scale)
            return shift.x.isFinite && shift.y.isFinite ? shift : nil
        }
        switch (a, b) {
        case (.polyline(var p), .polyline(let q)):
            let transform = p.transform
            p.transform = q.transform
            return p == q ? offset(transform, q.transform) : nil
        case (.fill(var p), .fill(let q)):
            let transform = p.transform, lower = p.lowerTransform
            p.transform = q.transform
            p.lowerTransform = q.lowerTransform
            guard p == q, let shift = offset(transform, q.transform) else { return nil }
            if let lower, let qLower = q.lowerTransform {
                guard let other = offset(lower, qLower), other.isClose(to: shift) else { return nil }
            } else if (lower == nil) != (q.lowerTransform == nil) {
                return nil
            }
            return shift
        case (.markers(var p), .markers(let q)):
            let transform = p.transform
            p.transform = q.transform
            return p == q ? offset(transform, q.transform) : nil
        case (.densityImage(var p), .densityImage(let q)):
            let rect = p.rect
            p.rect.origin = q.rect.origin
            guard p == q else { return nil }
            let shift = PlotShift(x: (q.rect.minX - rect.minX) * scale, y: (q.rect.minY - rect.minY) * scale)
            return shift.x.isFinite && shift.y.isFinite ? shift : nil
        default:
            return nil
        }
    }

    func isClose(to other: PlotShift) -> Bool {
        abs(x - other.x) <= Self.tolerance && abs(y - other.y) <= Self.tolerance
    }

    /// The regions to draw afresh, merged where they overlap.
    final class DirtyRegions {
        private(set) var boxes: [PixelBox] = []

        func add(_ box: PixelBox) {
            guard !box.isEmpty else { return }
            var merged = box.outward
            boxes.removeAll { other in
                guard other.insetBy(-1).intersects(merged) else { return false }
                merged = merged.union(other)
                return true
            }
            boxes.append(merged)
        }
    }

    /// Decides, item by item, whether a pair of commands is the same picture moved by `shift`.
    private struct Matcher {
        let shift: PlotShift
        let scale: Double
        let box: PixelBox
        let texts: TextBoxCache
        /// The part of the plot the shifted old picture provides (a pixel more, for safety).
        let covered: PixelBox
        /// How far a moved rectangle, segment or text may be from the shift: a rounding error
        /// for whole-pixel moves; a pixel for fractional ones, where layout snaps grid lines
        /// to pixel centres (the picture moves by whole pixels, so those match it again).
        let slack: Double
        let dirty = DirtyRegions()

        init(shift: PlotShift, scale: Double, box: PixelBox, texts: TextBoxCache) {
            self.shift = shift
            self.scale = scale
            self.box = box
            self.texts = texts
            covered = box.intersection(box.offsetBy(x: shift.x, y: shift.y)).insetBy(-1)
            let whole = abs(shift.x - shift.x.rounded()) <= PlotShift.tolerance
                && abs(shift.y - shift.y.rounded()) <= PlotShift.tolerance
            slack = whole ? PlotShift.tolerance : 1 + PlotShift.tolerance
        }

        func matches(_ a: DrawCommand, _ b: DrawCommand) -> Bool {
            if let s = PlotShift.geometryShift(a, b, scale: scale) { return s.isClose(to: shift) }
            switch (a, b) {
            case (.rects(let old), .rects(let new)):
                return matchItems(old, new, moved: movedRect,
                                  bounds: { CommandBounds.rect($0.rect, scale: scale, fringe: 1) })
            case (.segments(let old), .segments(let new)):
                guard old.color == new.color, old.width == new.width, old.dash == new.dash else { return false }
                let reach = max(new.width * scale, 1) / 2 + 1
                return matchItems(old.segments, new.segments, moved: { movedSegment($0, $1, solid: new.dash.isEmpty) },
                                  bounds: { CommandBounds.segment($0, scale: scale, reach: reach) })
            case (.text(let old), .text(let new)):
                var moved = old
                moved.position = new.position
                if moved == new, isMoved(old.position, new.position) { return true }
                return changed(old: texts.box(of: old, scale: scale), new: texts.box(of: new, scale: scale))
            case (.image(let old), .image(let new)):
                var moved = old
                moved.rect.origin = new.rect.origin
                if moved == new, isMoved(old.rect.origin, new.rect.origin) { return true }
                return changed(old: CommandBounds.rect(old.rect, scale: scale, fringe: 1),
                               new: CommandBounds.rect(new.rect, scale: scale, fringe: 1))
            default:
                return false
            }
        }

        /// Old items pair with new ones moved by the shift; the rest mark dirty where they reach
        /// the moved part (the new ones where they are, the old ones where the move takes them).
        private func matchItems<T: Equatable>(_ old: [T], _ new: [T], moved: (T, T) -> Bool,
                                              bounds: (T) -> PixelBox) -> Bool {
            guard old.count <= PlotShift.largestMatchedBatch, new.count <= PlotShift.largestMatchedBatch else {
                return false
            }
            var paired = [Bool](repeating: false, count: old.count)
            for item in new {
                if let i = old.indices.first(where: { !paired[$0] && moved(old[$0], item) }) {
                    paired[i] = true
                } else {
                    markDirty(bounds(item))
                }
            }
            for (i, item) in old.enumerated() where !paired[i] {
                markDirty(bounds(item).offsetBy(x: shift.x, y: shift.y))
            }
            return true
        }

        /// Where a new item or a moved old one without a partner reaches into the moved part.
        private func markDirty(_ reach: PixelBox) {
            let part = reach.intersection(covered).intersection(box)
            if !part.isEmpty { dirty.add(part) }
        }

        /// A pair that is not a moved copy: both places are drawn afresh.
        private func changed(old: PixelBox, new: PixelBox) -> Bool {
            markDirty(new)
            markDirty(old.offsetBy(x: shift.x, y: shift.y))
            return true
        }

        private func isMoved(_ a: Point, _ b: Point) -> Bool {
            abs((b.x - a.x) * scale - shift.x) <= slack && abs((b.y - a.y) * scale - shift.y) <= slack
        }

        /// Whether `b` is `a` moved: along each axis, either its coordinates moved by the shift,
        /// or it spans the plot along that axis unchanged, so moving it there changes no pixel.
        private func movedRect(_ a: RectShape, _ b: RectShape) -> Bool {
            var same = a
            same.rect = b.rect
            guard same == b else { return false }
            let corner = a.roundedCorners.isEmpty ? 0 : max(a.cornerRadius, 0)
            let border = a.borderColor.alpha > 0 ? max(a.borderWidth, 0) : 0
            // Past the plot by its corners and border: a pixel centre inside lies half a pixel
            // within its edge, fully covered.
            let margin = (corner + border) * scale - PlotShift.tolerance
            let ra = CommandBounds.rect(a.rect, scale: scale, fringe: 0), rb = CommandBounds.rect(b.rect, scale: scale, fringe: 0)
            let alongX = a.gradient.map { $0.from == .left || $0.from == .right } ?? false
            let alongY = a.gradient.map { $0.from == .top || $0.from == .bottom } ?? false
            let xOK = (close(rb.minX - ra.minX, shift.x) && close(rb.maxX - ra.maxX, shift.x))
                || (!alongX && ra.minX == rb.minX && ra.maxX == rb.maxX && ra.minX <= box.minX - margin && ra.maxX >= box.maxX + margin)
            let yOK = (close(rb.minY - ra.minY, shift.y) && close(rb.maxY - ra.maxY, shift.y))
                || (!alongY && ra.minY == rb.minY && ra.maxY == rb.maxY && ra.minY <= box.minY - margin && ra.maxY >= box.maxY + margin)
            return xOK && yOK
        }

        /// Whether `b` is `a` moved: along each axis, its coordinates moved by the shift, or it
        /// runs along that axis unchanged across the whole plot (solid: a dash pattern starts at
        /// its end), where every pixel centre inside lies beside it, off its round caps.
        private func movedSegment(_ a: SegmentBatch.Segment, _ b: SegmentBatch.Segment, solid: Bool) -> Bool {
            let xOK = (close((b.from.x - a.from.x) * scale, shift.x) && close((b.to.x - a.to.x) * scale, shift.x))
                || (solid && a.from.x == b.from.x && a.to.x == b.to.x && a.from.y == a.to.y
                    && min(a.from.x, a.to.x) * scale <= box.minX + 0.25 && max(a.from.x, a.to.x) * scale >= box.maxX - 0.25)
            let yOK = (close((b.from.y - a.from.y) * scale, shift.y) && close((b.to.y - a.to.y) * scale, shift.y))
                || (solid && a.from.y == b.from.y && a.to.y == b.to.y && a.from.x == a.to.x
                    && min(a.from.y, a.to.y) * scale <= box.minY + 0.25 && max(a.from.y, a.to.y) * scale >= box.maxY - 0.25)
            return xOK && yOK
        }

        private func close(_ moved: Double, _ wanted: Double) -> Bool {
            abs(moved - wanted) <= slack
        }
    }
}
