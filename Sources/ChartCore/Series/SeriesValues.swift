import Foundation

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
    /// Named columns as lines over the positions (`lineData(for:)`), each with the positioned
    /// data it shares its positions with (kept while those hold the same points).
    var lineDataMemo: [SeriesValueKey: (positions: SeriesData, count: Int, data: SeriesData)] = [:]
    /// Points from which `lineData(for:)` builds its pyramids in the background
    /// (`Chart.progressiveLoadThreshold`, set by the chart when it loads).
    var progressiveThreshold = Int.max
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
        lineDataMemo = [:]
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

    /// Forgets the memoised value extent: a line of `lineData(for:)` took in its exact pyramid.
    func forgetExtent() {
        extentMemo = nil
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
        forgetExtent()
        pointIndexMemo = nil
        pointIndexBuild = nil
    }

    private static func arrange(_ data: SeriesData, _ orientation: SeriesOrientation) -> SeriesData {
        orientation == .horizontal ? data : SeriesData(x: data.y, y: data.x)
    }

    /// Smallest positive difference between sorted finite positions: the width of a category
    /// slot (1 on a category axis, a day for daily candles).
    private static func smallestSpacing(_ data: SeriesData) -> Double {
        guard data.isSortedByX else {
            let positions = data.x.filter(\.isFinite).sorted()
            let smallest = smallestStep(count: positions.count) { positions[$0] }
            return smallest.isFinite ? smallest : 1
        }
        // Sorted positions are read in place (no copy; evenly sampled ones computed), in chunks
        // on every core for a long column.
        let column = data.x
        let smallest = column.evenSpacing != nil
            ? smallestStep(count: column.count) { column[$0] }
            : column.withUnsafeBufferPointer { positions in smallestStep(in: positions) }
        return smallest.isFinite ? smallest : 1
    }

    /// `smallestStep(count:_:)` over values in memory, read directly (a closure call a value
    /// made it the slowest part of a 10^8-column chart's first frame).
    private static func smallestStep(in positions: UnsafeBufferPointer<Double>) -> Double {
        func scan(from lower: Int, to upper: Int) -> Double {
            var smallest = Double.infinity
            var previous = Double.nan
            for i in lower..<upper {
                let v = positions[i]
                guard v.isFinite else { continue }
                let gap = v - previous
                if gap > 0 && gap < smallest { smallest = gap }
                previous = v
            }
            return smallest
        }
        return smallestOverChunks(count: positions.count, scan)
    }

    /// The least of `scan` over chunks of `0..<n`, on every core for a long column (2^18 values a
    /// chunk at least). Each chunk's first step reaches back into the chunk before.
    private static func smallestOverChunks(count n: Int, _ scan: (_ from: Int, _ to: Int) -> Double) -> Double {
        let chunks = Swift.max(1, Swift.min(4 * ProcessInfo.processInfo.activeProcessorCount, n >> 18))
        guard chunks > 1 else { return scan(0, n) }
        let found = UnsafeMutableBufferPointer<Double>.allocate(capacity: chunks)
        defer { found.deallocate() }
        let out = SharedResults(buffer: found)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            out.buffer[chunk] = scan(Swift.max(n * chunk / chunks - 1, 0), n * (chunk + 1) / chunks)
        }
        return found.min() ?? .infinity
    }

    /// Where the chunks of `smallestStep` leave their answers (each writes its own slot).
    private struct SharedResults: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Double>
    }

    /// The smallest positive difference between neighbouring finite values of the ascending
    /// values `value(0..<count)` (non-finite ones skipped); infinity when there is none. Each
    /// chunk's first step reaches back into the chunk before.
    private static func smallestStep(count n: Int, _ value: (Int) -> Double) -> Double {
        func scan(from lower: Int, to upper: Int) -> Double {
            var smallest = Double.infinity
            var previous = Double.nan
            for i in lower..<upper {
                let v = value(i)
                guard v.isFinite else { continue }
                let gap = v - previous
                if gap > 0 && gap < smallest { smallest = gap }
                previous = v
            }
            return smallest
        }
        return smallestOverChunks(count: n, scan)
    }
}
