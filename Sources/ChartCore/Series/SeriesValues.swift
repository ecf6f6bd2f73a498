/// A series' loaded values arranged for drawing: its points keyed by position (x for horizontal
/// series, y for vertical ones), its named columns, and its stack segments.
///
/// Built once per reload (and again only when the data change), never per frame: frames read
/// it with binary searches over the positions.
final class SeriesValues {
    /// The data as the chart loaded them.
    private(set) var data: SeriesData
    /// Position → value: `data` itself for horizontal series, x and y swapped for vertical
    /// ones (sharing the arrays, not copying them), so searches run along the position.
    private(set) var positioned: SeriesData
    /// Named columns (open, high, low, close, area, ...).
    private(set) var columns: [SeriesValueKey: [Double]]
    /// The stack segment of each point, while the series is stacked and shown.
    var stack: StackSegments?
    /// The chart's stack generation when `stack` was last set.
    var stackGeneration = 0
    /// The smallest gap between neighbouring distinct finite positions; 1 when there is none.
    /// Found on first need (only slotted kinds ask), so streaming lines never pay for it.
    var spacing: Double {
        if let known = spacingMemo { return known }
        let found = Self.smallestSpacing(positioned)
        spacingMemo = found
        return found
    }
    private var spacingMemo: Double?
    /// The spatial index over (position, value), built on first need after each data change.
    var pointIndexMemo: PointIndex?
    /// A background build of the index for a large cloud, until it finishes.
    var pointIndexBuild: PointIndexBuild?
    private var maximumMemo: [SeriesValueKey: Double?] = [:]
    /// `SeriesValues+ScaleReference.swift`, memoised until the data change.
    var scaleReferenceMemo: [SeriesValueKey: Double?] = [:]
    private var orientation: SeriesOrientation
    private var dataVersion: Int
    /// Memo of the value extent, keyed by data version and stack generation.
    private var extentMemo: (key: (Int, Int), range: AxisRange?)?

    init(data: SeriesData, columns: [SeriesValueKey: [Double]], orientation: SeriesOrientation) {
        self.data = data
        self.columns = columns
        self.orientation = orientation
        dataVersion = data.version
        positioned = Self.arrange(data, orientation)
    }

    /// An empty placeholder, before the first load.
    convenience init() {
        self.init(data: SeriesData(x: [], y: []), columns: [:], orientation: .horizontal)
    }

    /// Points usable by every column: the data's count, or less when a column is shorter.
    var count: Int {
        columns.values.reduce(positioned.count) { min($0, $1.count) }
    }

    /// The column for `key`, or nil when the datasource gave none.
    func column(_ key: SeriesValueKey) -> [Double]? { columns[key] }

    /// Takes newly loaded data and columns.
    func load(data: SeriesData, columns: [SeriesValueKey: [Double]], orientation: SeriesOrientation) {
        self.data = data
        self.columns = columns
        self.orientation = orientation
        maximumMemo = [:]
        scaleReferenceMemo = [:]
        rearrange()
    }

    /// Catches up with points appended to the data since the last look.
    func synchronize(with current: SeriesData, orientation: SeriesOrientation) {
        guard current !== data || current.version != dataVersion || orientation != self.orientation else { return }
        data = current
        self.orientation = orientation
        rearrange()
    }

    /// The extent of the values a series reaches, memoised until the data or the stacks change.
    func valueExtent(stackGeneration: Int, compute: () -> AxisRange?) -> AxisRange? {
        let key = (data.version, stackGeneration)
        if let memo = extentMemo, memo.key == key { return memo.range }
        let range = compute()
        extentMemo = (key, range)
        return range
    }

    /// The largest finite value of column `key`, memoised until the data change; nil when there
    /// is none.
    func maximum(of key: SeriesValueKey) -> Double? {
        if let known = maximumMemo[key] { return known }
        let found = columns[key]?.lazy.filter(\.isFinite).max()
        maximumMemo[key] = .some(found)
        return found
    }

    // MARK: Binary searches along the position

    /// The indices whose position lies in `range` (bounds included), for sorted positions; every
    /// index for unsorted ones (which are then scanned).
    func indices(inPositionRange range: AxisRange) -> Range<Int> {
        let n = count
        guard positioned.isSortedByX else { return 0..<n }
        let lower = min(positioned.firstIndex(xAtLeast: range.min), n)
        let upper = min(max(positioned.firstIndex(xAbove: range.max, from: lower), lower), n)
        return lower..<upper
    }

    // MARK: Private

    private func rearrange() {
        dataVersion = data.version
        positioned = Self.arrange(data, orientation)
        spacingMemo = nil
        extentMemo = nil
        pointIndexMemo = nil
        pointIndexBuild = nil
    }

    private static func arrange(_ data: SeriesData, _ orientation: SeriesOrientation) -> SeriesData {
        orientation == .horizontal ? data : SeriesData(x: data.y, y: data.x)
    }

    /// Smallest positive difference between sorted finite positions: the width of a category
    /// slot (1 on a category axis, a day for daily candles).
    private static func smallestSpacing(_ data: SeriesData) -> Double {
        var positions = data.x.filter(\.isFinite)
        if !data.isSortedByX { positions.sort() }
        var smallest = Double.infinity
        for i in positions.indices.dropFirst() {
            let gap = positions[i] - positions[i - 1]
            if gap > 0 && gap < smallest { smallest = gap }
        }
        return smallest.isFinite ? smallest : 1
    }
}
