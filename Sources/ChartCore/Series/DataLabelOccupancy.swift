/// The rectangles data labels already take in one frame, shared by every series, so a label is
/// never placed over another series' label (`DataLabelPlacer`).
///
/// Rectangles are kept in a uniform grid of 32-point cells, so a check looks only at the labels
/// in the cells it covers: placing n labels costs about n checks, not n².
///
/// ```swift
/// let taken = DataLabelOccupancy()
/// if !taken.intersects(rect) { taken.insert(rect) }
/// ```
final class DataLabelOccupancy {
    private static let cell = 32.0
    private var cells: [Int64: [Rect]] = [:]
    /// Drawn data labels keep clear of, by cell: segments of lines (with half their width) and
    /// boxes of markers and bars, each with the series that drew it.
    private var obstacles: [Int64: [DataObstacle]] = [:]
    /// How many labels were placed, across series.
    private(set) var count = 0

    /// Whether `rect` overlaps any label inserted so far, or (with `checkingData`) data drawn by
    /// a series other than `owner` (a label may touch its own series' line: it stands beside its
    /// own point).
    func intersects(_ rect: Rect, ignoringDataOf owner: ObjectIdentifier? = nil, checkingData: Bool = true) -> Bool {
        guard let span = Self.cells(of: rect) else { return true }
        for x in span.x { for y in span.y {
            let key = Self.key(x, y)
            if let taken = cells[key], taken.contains(where: { $0.intersects(rect) }) { return true }
            if checkingData, let drawn = obstacles[key],
               drawn.contains(where: { $0.owner != owner && $0.intersects(rect) }) { return true }
        } }
        return false
    }

    /// Records data a series drew, for labels of other series to avoid.
    func insertObstacle(_ obstacle: DataObstacle) {
        guard let span = Self.cells(of: obstacle.bounds) else { return }
        for x in span.x { for y in span.y { obstacles[Self.key(x, y), default: []].append(obstacle) } }
    }

    /// How many drawn data shapes touch `rect` (a shape spanning several cells counts once per
    /// cell it is recorded in: a measure of how much is under the rectangle, not an exact count).
    func obstacleCount(in rect: Rect) -> Int {
        guard let span = Self.cells(of: rect) else { return Int.max }
        var n = 0
        for x in span.x { for y in span.y {
            n += obstacles[Self.key(x, y)]?.reduce(0) { $0 + ($1.intersects(rect) ? 1 : 0) } ?? 0
        } }
        return n
    }

    /// A copy sharing the recorded data until either changes (the dictionaries copy on write):
    /// a frame places its labels in a copy of the occupancy cached for the view.
    func copy() -> DataLabelOccupancy {
        let other = DataLabelOccupancy()
        other.cells = cells
        other.obstacles = obstacles
        other.count = count
        return other
    }

    func insert(_ rect: Rect) {
        guard let span = Self.cells(of: rect) else { return }
        for x in span.x { for y in span.y { cells[Self.key(x, y), default: []].append(rect) } }
        count += 1
    }

    /// The cells a rectangle covers; nil for one not finite or absurdly large (never placed).
    private static func cells(of rect: Rect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        let bounds = [rect.minX, rect.maxX, rect.minY, rect.maxY]
        guard bounds.allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
        let x0 = Int((rect.minX / cell).rounded(.down)), x1 = Int((rect.maxX / cell).rounded(.down))
        let y0 = Int((rect.minY / cell).rounded(.down)), y1 = Int((rect.maxY / cell).rounded(.down))
        guard x1 - x0 < 64, y1 - y0 < 64 else { return nil }
        return (x0...x1, y0...y1)
    }

    private static func key(_ x: Int, _ y: Int) -> Int64 {
        Int64(x) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: y)))
    }
}
