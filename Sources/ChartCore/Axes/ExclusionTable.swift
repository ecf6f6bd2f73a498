/// The excluded stretches of a discontinuous axis, merged and sorted, with the running total of
/// excluded length: the map between data values and the axis's linear scale.
///
/// The linear value of `v` is `v` minus the length excluded between a fixed `anchor` and `v`, so
/// an excluded stretch takes no room at all and the data on either side of it join up. Every
/// value inside a stretch maps to the stretch's start; the inverse maps that point to the end of
/// the stretch, where the data resume. Stretches are half-open, `[start, end)`: the start is
/// excluded, the end shown.
struct ExclusionTable: Equatable {
    /// Disjoint, ascending, non-empty intervals.
    private(set) var starts: [Double] = []
    private(set) var ends: [Double] = []
    /// Excluded length in the intervals before index i.
    private var lengthBefore: [Double] = []
    /// Excluded length between the first interval and the anchor: linear values are measured
    /// from the anchor, so values near it keep their size whatever the table covers.
    private var anchorOffset: Double = 0

    /// No exclusions: the identity map.
    init() {}

    /// The union of `intervals` (empty, reversed or non-finite ones are dropped); linear values
    /// are counted from `anchor`.
    init(intervals: [AxisRange], anchor: Double) {
        let sorted = intervals.filter { $0.isFinite && $0.max > $0.min }.sorted { $0.min < $1.min }
        for interval in sorted {
            if let last = ends.last, interval.min <= last {
                ends[ends.count - 1] = Swift.max(last, interval.max)
            } else {
                starts.append(interval.min)
                ends.append(interval.max)
            }
        }
        var total = 0.0
        lengthBefore.reserveCapacity(starts.count)
        for i in starts.indices {
            lengthBefore.append(total)
            total += ends[i] - starts[i]
        }
        anchorOffset = anchor.isFinite ? excludedLength(before: anchor) : 0
    }

    var isEmpty: Bool { starts.isEmpty }
    var count: Int { starts.count }

    /// The interval `[start, end)` at `index`.
    func interval(at index: Int) -> AxisRange { AxisRange(min: starts[index], max: ends[index]) }

    /// Excluded length from the first interval up to `value`.
    private func excludedLength(before value: Double) -> Double {
        guard let i = lastIndex(startingAtOrBefore: value) else { return 0 }
        return lengthBefore[i] + Swift.min(value - starts[i], ends[i] - starts[i])
    }

    /// The index of the last interval starting at or before `value`.
    private func lastIndex(startingAtOrBefore value: Double) -> Int? {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// The value with the excluded length between the anchor and it taken out. NaN stays NaN,
    /// infinities stay infinite.
    func linearValue(_ value: Double) -> Double {
        guard value.isFinite, !starts.isEmpty else { return value }
        return value - (excludedLength(before: value) - anchorOffset)
    }

    /// The inverse of `linearValue`: the shown value at a linear position (the end of a stretch
    /// for the position the stretch collapsed into).
    func dataValue(fromLinear linear: Double) -> Double {
        guard linear.isFinite, !starts.isEmpty else { return linear }
        // Linear positions of interval starts ascend: start − lengthBefore − anchor's offset.
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] - lengthBefore[mid] + anchorOffset <= linear { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return linear - anchorOffset }
        let i = low - 1
        return linear - anchorOffset + lengthBefore[i] + (ends[i] - starts[i])
    }

    /// Whether `value` lies in an excluded stretch (its start included, its end not).
    func isExcluded(_ value: Double) -> Bool {
        guard let i = lastIndex(startingAtOrBefore: value) else { return false }
        return value < ends[i]
    }

    /// The shown parts of `range`, ascending: the range with the stretches cut out.
    func includedSegments(of range: AxisRange) -> [AxisRange] {
        guard range.isFinite else { return [] }
        var segments: [AxisRange] = []
        var cursor = range.min
        var i = lastIndex(startingAtOrBefore: range.min) ?? 0
        while i < starts.count && starts[i] <= range.max {
            if ends[i] > cursor {
                if starts[i] > cursor { segments.append(AxisRange(min: cursor, max: starts[i])) }
                cursor = ends[i]
            }
            i += 1
        }
        if cursor <= range.max { segments.append(AxisRange(min: cursor, max: range.max)) }
        return segments
    }
}
