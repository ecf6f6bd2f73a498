import ChartCore

extension GeometryBuffer {
    /// The segments (instance i joins points i and i + 1) of the first `points` points that can
    /// put a pixel between device columns `columns`, when x is sorted; all of them otherwise.
    ///
    /// Each segment's quad reaches at most `reach` device pixels beyond its end points, so a
    /// segment whose two ends lie on the same side of the widened range draws nothing inside
    /// it; the ones left out are exactly those. Joins read their neighbours from the buffer,
    /// not from what is drawn, so the pixels inside are the same as when every segment is drawn.
    /// A line of three view widths (the geometry a pan reuses) thus costs the segments in view.
    func segmentRange(points: Int, vertices: [Float], transform: PixelTransform,
                      columns: ClosedRange<Double>, reach: Double) -> Range<Int> {
        let all = 0..<max(points - 1, 0)
        guard xIsSorted, points >= 2, vertices.count >= 2 * points, transform.scaleX != 0 else { return all }
        // The pixel range in local x, widened by a pixel more for Float rounding.
        let a = (columns.lowerBound - reach - 1 - Double(transform.offsetX)) / Double(transform.scaleX)
        let b = (columns.upperBound + reach + 1 - Double(transform.offsetX)) / Double(transform.scaleX)
        let low = min(a, b), high = max(a, b)
        guard low.isFinite, high.isFinite else { return all }
        // First point at or past `low`, first point past `high`; nil when NaN runs are too long
        // to step over cheaply (then everything is drawn).
        guard let firstIn = Self.partition(vertices, points: points, where: { Double($0) >= low }),
              let firstPast = Self.partition(vertices, points: points, where: { Double($0) > high })
        else { return all }
        let lower = max(firstIn - 1, 0), upper = min(firstPast, points - 1)
        return lower < upper ? lower..<upper : 0..<0
    }

    /// The first index among `points` whose x satisfies `predicate` (monotone over sorted x),
    /// `points` when none does. A NaN x (a gap) takes the answer of the next finite x.
    private static func partition(_ vertices: [Float], points: Int, where predicate: (Float) -> Bool) -> Int? {
        var low = 0, high = points
        while low < high {
            let middle = (low + high) / 2
            var probe = middle
            while probe < points, vertices[2 * probe].isNaN {
                probe += 1
                if probe - middle > 256 { return nil }
            }
            if probe == points || predicate(vertices[2 * probe]) {
                high = middle
            } else {
                low = probe + 1
            }
        }
        return low
    }
}
