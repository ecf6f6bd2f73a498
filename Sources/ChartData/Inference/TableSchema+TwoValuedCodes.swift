/// Numeric columns that are no measures by their values alone, beside measures that are:
/// - **two values only** (a ±1 choice, a 1/2 group, a 0/1 flag with fewer than 20 rows aside):
///   a binary code, drawn as y it is two overplotted strips. Beside a continuous measure
///   (`leastContinuousDistinct` values or more) it is a category, which may colour the points;
///   alone, or over a time or a row counter, it stays a measure (a state that changes);
/// - **a second numbering of a time** (`TableSchema+Counters` takes those from 0…5): whole
///   numbers from 0 up rising (or falling) by exactly 1 every row, beside a time that also steps evenly
///   every row: a day number written next to the date it counts, never a series. (A count that
///   rises by one per row at irregular dates, TAI−UTC one leap second a row, is a measure.)
extension TableSchema {
    /// The fewest distinct values of a measure that makes a two-valued column a code.
    static let leastContinuousDistinct = 10

    mutating func findTwoValuedCodesAndTimeNumbers() {
        // (over a time or a row counter, two values are a state that changes: a series)
        let overTime = dateParts != nil || columns.contains { $0.role.isTime || $0.isCounter }
        let hasContinuous = !overTime && columns.contains {
            $0.role == .measure && $0.evidence.distinct >= Self.leastContinuousDistinct
        }
        let evenTime = timeStepsEvenly()
        for i in columns.indices where columns[i].role == .measure {
            let e = columns[i].evidence
            guard e.isNumeric, let low = e.low, let high = e.high else { continue }
            if hasContinuous, e.distinct == 2, !e.distinctIsSampled, e.filled >= Self.counterEvidence * 2 {
                columns[i].role = .category
                columns[i].summary = "two values only (\(NumberText.plain(low)) and \(NumberText.plain(high))): a binary code, not a measure beside continuous ones"
            } else if let time = evenTime, e.isInteger, low >= 0, let step = e.step, abs(step) == 1, e.filled == rowCount,
                      rowCount >= Self.counterEvidence {
                columns[i].isCounter = true
                columns[i].summary = "whole numbers \(NumberText.plain(low))…\(NumberText.plain(high)) \(step > 0 ? "rising" : "falling") by 1 every row, as \(time) steps evenly: the time numbered again, never a y series"
            }
        }
    }

    /// The time (a column, or combined date parts) whose values step by one amount every row;
    /// nil when none does.
    private func timeStepsEvenly() -> String? {
        let names = [dateParts?.name].compactMap { $0 } + columns.filter { $0.role.isTime && $0.role != .time(.datePart) }.map(\.name)
        for name in names {
            guard let values = timeValues(of: name), values.count >= Self.counterEvidence, values.allSatisfy(\.isFinite) else { continue }
            let first = values[1] - values[0]
            guard first != 0 else { continue }
            if zip(values, values.dropFirst()).allSatisfy({ abs(($1 - $0) - first) <= 1e-6 * abs(first) }) { return name }
        }
        return nil
    }
}
