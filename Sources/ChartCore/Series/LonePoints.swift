/// A line's lone points — finite, with a gap (a non-finite x or y) or the series' end on both
/// sides — kept up to date as points are appended and removed from the start, in time
/// proportional to the changed points: a streaming line never rescans its history.
///
/// A point's loneness depends on its two neighbours, so it is final once the point has both
/// (`interior`, which only grows at the end and loses points at the start, as the data do);
/// the first and the last point are judged again at every change (`ends`, at most two points).
final class LonePoints {
    /// The data these were found in (weak: an identifier could be reused by new data at the
    /// same address once these are freed, and would then pass for them).
    private(set) weak var data: SeriesData?
    /// The lone points that have both neighbours, in order.
    private(set) var interior = SeriesData(x: [], y: [])
    /// The first and the last point when lone; nil when neither is.
    private(set) var ends: SeriesData?
    /// Points examined since this was made (tests check that an append examines only the new ones).
    private(set) var examined = 0

    /// `data.removedCount + index` of each interior lone point, from `firstKept` on.
    private var absoluteIndices: [Int] = []
    private var firstKept = 0
    /// The absolute index up to which interior points were judged (exclusive).
    private var judgedEnd: Int
    private var version = -1

    init(data: SeriesData) {
        self.data = data
        judgedEnd = data.removedCount + 1
    }

    /// Takes in the points appended and removed since the last call.
    func update(from data: SeriesData) {
        guard data.version != version else { return }
        version = data.version
        let offset = data.removedCount
        let x = data.x, y = data.y
        let count = y.count
        func drawable(_ index: Int) -> Bool {
            examined += 1
            return index >= 0 && index < count && x[index].isFinite && y[index].isFinite
        }
        func lone(_ index: Int) -> Bool {
            count > 1 && drawable(index) && !drawable(index - 1) && !drawable(index + 1)
        }
        // Points that left the interior at the start (removed, or now the first point).
        var dropped = 0
        while firstKept + dropped < absoluteIndices.count && absoluteIndices[firstKept + dropped] <= offset {
            dropped += 1
        }
        if dropped > 0 {
            interior.removeFirst(dropped)
            firstKept += dropped
            if firstKept > absoluteIndices.count / 2 {
                absoluteIndices.removeFirst(firstKept)
                firstKept = 0
            }
        }
        // Points that gained their second neighbour: from the last judged one to the one before the last.
        let start = Swift.max(judgedEnd, offset + 1) - offset
        if start < count - 1 {
            var loneX: [Double] = [], loneY: [Double] = []
            func take(_ index: Int) {
                loneX.append(x[index])
                loneY.append(y[index])
                absoluteIndices.append(offset + index)
            }
            if let gaps = Self.gapsAlone(in: data, judging: start..<(count - 1)) {
                // An interior point is lone only right after a gap: the points after the gaps are
                // all there is to judge (the gaps are known from the pyramid's build).
                for gap in gaps where lone(gap + 1) { take(gap + 1) }
            } else {
                for index in start..<(count - 1) where lone(index) { take(index) }
            }
            interior.append(x: loneX, y: loneY)
            judgedEnd = offset + count - 1
        }
        var endX: [Double] = [], endY: [Double] = []
        for index in Set([0, count - 1]).sorted() where index >= 0 && lone(index) {
            endX.append(x[index])
            endY.append(y[index])
        }
        if endX.isEmpty {
            ends = nil
        } else if ends?.x.elementsEqual(endX) != true || ends?.y.elementsEqual(endY) != true {
            ends = SeriesData(x: endX, y: endY)
        }
    }

    /// Runs at least this long are judged from the gaps, not point by point: 2^16.
    static let gapJudgedPoints = 1 << 16

    /// The gaps (non-finite y) just before and in `range` (column indices), when they alone
    /// decide which points of a long range are lone: every x is finite (sorted, with finite ends),
    /// and the series knows its gaps. nil: judge point by point.
    private static func gapsAlone(in data: SeriesData, judging range: Range<Int>) -> [Int]? {
        guard range.count >= gapJudgedPoints, data.isSortedByX, let first = data.x.first, let last = data.x.last,
              first.isFinite, last.isFinite, let gaps = data.gaps else { return nil }
        return gaps.indices(in: (range.lowerBound - 1)..<(range.upperBound - 1), offset: data.removedCount)
    }
}
