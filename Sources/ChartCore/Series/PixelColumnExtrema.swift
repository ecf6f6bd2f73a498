/// The lowest and highest value of each pixel column of an aggregated column series, kept from
/// one frame to the next.
///
/// A pixel column's extremes come from the min/max pyramid, whose blocks hold the positions of
/// their extremes, not the values: a query over the 31,000 points of a pixel column of a
/// 10^8-point series reads a few dozen values scattered over a 250 KB stretch of the column,
/// most of them cache misses, and that was most of a column frame at 10^8. The same index range
/// has the same extremes while the data is unchanged, so a frame asks this store first: a pan
/// at the same scale finds the index ranges of the pixel columns it keeps and queries only
/// those it uncovers. Results are keyed by the exact index range, so a frame's rectangles are
/// the ones querying every column gives, bit for bit.
struct PixelColumnExtrema {
    /// What the cached extremes were read from: each source's identity, version and exact
    /// prefix (a progressive series' previews are replaced as its pyramid grows).
    private var sources: [SourceKey] = []
    /// The previous frame's columns, in increasing index order.
    private var previous = Columns()
    /// This frame's columns so far.
    private var current = Columns()
    /// Where the search of `previous` for the next range resumes.
    private var cursor = 0
    /// Pyramid queries made by the frames so far (tests: a pan queries only new columns).
    private(set) var queries = 0

    private struct SourceKey: Equatable {
        var data: ObjectIdentifier
        var version: Int
        var exactCount: Int
    }

    private struct Columns {
        var starts: [Int] = []
        var ends: [Int] = []
        var lows: [Double] = []
        var highs: [Double] = []

        mutating func removeAll() {
            starts.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            lows.removeAll(keepingCapacity: true)
            highs.removeAll(keepingCapacity: true)
        }
    }

    /// Starts a frame over `data`: the previous frame's columns stay usable only if they were
    /// read from the same sources, unchanged.
    mutating func beginFrame(over data: [SeriesData]) {
        let keys = data.map { SourceKey(data: ObjectIdentifier($0), version: $0.version, exactCount: $0.exactCount) }
        swap(&previous, &current)
        current.removeAll()
        if keys != sources {
            previous.removeAll()
            sources = keys
        }
        cursor = 0
    }

    /// The extremes over `range` of the frame's sources (infinity and -infinity when none has
    /// a finite value there): the previous frame's answer for the same range, else the pyramids'.
    /// Ranges must come in increasing order within a frame.
    mutating func extremes(in range: Range<Int>, of data: [SeriesData]) -> (low: Double, high: Double) {
        while cursor < previous.starts.count && previous.starts[cursor] < range.lowerBound { cursor += 1 }
        let found: (low: Double, high: Double)
        if cursor < previous.starts.count, previous.starts[cursor] == range.lowerBound, previous.ends[cursor] == range.upperBound {
            found = (previous.lows[cursor], previous.highs[cursor])
        } else {
            var low = Double.infinity, high = -Double.infinity
            for source in data {
                if let e = source.extrema(inIndexRange: range) {
                    low = min(low, e.min)
                    high = max(high, e.max)
                }
            }
            queries += 1
            found = (low, high)
        }
        current.starts.append(range.lowerBound)
        current.ends.append(range.upperBound)
        current.lows.append(found.low)
        current.highs.append(found.high)
        return found
    }
}
