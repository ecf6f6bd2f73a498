/// Where a column's non-finite values are (the gaps of a line), ascending, so a hit test can
/// tell in logarithmic time whether a run of points is one unbroken stroke.
///
/// Positions are absolute (column index + points removed from the column's start since), so
/// removing a rolling window's oldest points only moves `start` past the dead entries; they are
/// dropped for good once they outnumber the live ones. Eight bytes per gap, nothing per finite
/// point.
struct GapPositions {
    private var positions: [Int] = []
    /// Entries before this one belong to removed points.
    private var start = 0

    init() {}

    /// The gaps of `column[from...]`, whose index 0 is absolute position `offset`.
    init(scanning column: SeriesColumn, from: Int = 0, offset: Int) {
        extend(scanning: column, from: from, offset: offset)
    }

    /// Adds the gaps among `column[from...]` (points just appended).
    mutating func extend(scanning column: SeriesColumn, from: Int, offset: Int) {
        guard from < column.count else { return }
        column.withValues { values in
            for index in from..<values.count where !values[index].isFinite { positions.append(index + offset) }
        }
    }

    /// Forgets the gaps before absolute position `position` (the removed points).
    mutating func dropBefore(_ position: Int) {
        while start < positions.count && positions[start] < position { start += 1 }
        if start > 1 << 10 && start > positions.count / 2 {
            positions.removeFirst(start)
            start = 0
        }
    }

    /// Live gaps.
    var count: Int { positions.count - start }

    /// The column indices of the gaps whose index lies in `range` (column indices; `offset` is
    /// the absolute position of index 0), ascending.
    func indices(in range: Range<Int>, offset: Int) -> [Int] {
        let lower = firstEntry(atLeast: range.lowerBound + offset)
        let upper = firstEntry(atLeast: range.upperBound + offset)
        return positions[lower..<upper].map { $0 - offset }
    }

    /// Whether any gap lies in `range` (column indices).
    func containsGap(in range: Range<Int>, offset: Int) -> Bool {
        guard !range.isEmpty else { return false }
        let lower = firstEntry(atLeast: range.lowerBound + offset)
        return lower < positions.count && positions[lower] < range.upperBound + offset
    }

    private func firstEntry(atLeast position: Int) -> Int {
        var low = start, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
