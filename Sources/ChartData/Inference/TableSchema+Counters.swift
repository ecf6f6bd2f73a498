import Foundation

/// What a row is, read from the numbers themselves rather than from names or file order:
/// - **a counter**: whole numbers from 0…5 up, one per row, all distinct, rising (or falling) by 1
///   in file order, nearly every time (`instant`, `row`, `NUMBER`): the row's id, whatever its name.
///   It may stand for the row index on x; drawn as a measure it is only a straight line, so it
///   is never a y series while anything else is measured (`Column.isCounter`);
/// - **years named as a code**: whole numbers all in `yearRange` under a code's name (BLP's
///   `market_ids`, 1971…1990, a hundred rows each) count years: time, not a code. (Values that
///   are all distinct, `hhid` 1000…1039, are ids that happen to lie there.)
/// Not a rule: whole numbers of one digit width, one per row. WMO station numbers are ids, but
/// UTM coordinates in metres are written the same way; nothing in the values tells them apart.
extension TableSchema {
    /// Whole numbers in this range are years when nothing else says they are codes.
    static let yearRange = 1000.0...2100.0
    /// Rows a counter must span to be told from a few measured values that happen to rise.
    static let counterEvidence = 10
    /// The highest value a counter may start from (its smallest value).
    static let counterStartLimit = 5
    /// The share of steps that must equal the usual one (a counter may skip a deleted row or two).
    static let counterStepShare = 0.95

    mutating func findCountersAndYears() {
        for i in columns.indices {
            let e = columns[i].evidence
            guard e.isNumeric, e.isInteger, e.valueKind != .boolean, let low = e.low, let high = e.high else { continue }
            let range = "\(NumberText.plain(low))…\(NumberText.plain(high))"
            if columns[i].role == .code, Self.yearRange.contains(low), Self.yearRange.contains(high),
               !table.zeroPaddedColumns.contains(columns[i].name), e.distinct >= 2, e.distinct < e.filled {
                columns[i].role = .time(.year)
                columns[i].summary = "whole years \(range) (every value a year, whatever the name says), \(e.distinctText)"
                continue
            }
            guard columns[i].role == .measure || (columns[i].role == .category && columns[i].isLevels),
                  let values = table.column(named: columns[i].name)?.values else { continue }
            if !(Self.yearRange.contains(low) && Self.yearRange.contains(high)),
               let step = Self.counterStep(values, evidence: e, rowCount: rowCount) {
                columns[i].isCounter = true
                columns[i].summary = "a counter: whole numbers \(range), one per row, \(step > 0 ? "rising" : "falling") by \(NumberText.plain(abs(step))) in file order: it numbers the rows, never a y series"
            }
        }
    }

    /// The step of a counter (whole numbers, one per filled row, all distinct, monotone, nearly
    /// every step 1 or −1, as ids are numbered); nil for any other column. (A measure that grows
    /// by a constant 20,000 a row is a line of data, not a numbering.)
    static func counterStep(_ values: [Double], evidence e: ColumnEvidence, rowCount: Int) -> Double? {
        // (Rows are numbered from 0 or 1, or from a few rows further on when a header or
        // preamble took the first numbers (`row` 3…185); a count that goes up by one per row from
        // elsewhere, TAI−UTC 10…37 s, one leap second a row, is a measure.)
        guard rowCount >= counterEvidence, e.filled == rowCount, e.distinct == e.filled, !e.distinctIsSampled,
              let low = e.low, low >= 0, low <= Double(counterStartLimit), e.isIncreasing || e.isDecreasing else { return nil }
        if let step = e.step { return abs(step) == 1 ? step : nil }
        var steps: [Double: Int] = [:]
        for (a, b) in zip(values, values.dropFirst()) { steps[b - a, default: 0] += 1 }
        guard let usual = steps.max(by: { $0.value < $1.value }) else { return nil }
        return abs(usual.key) == 1 && Double(usual.value) >= counterStepShare * Double(values.count - 1) ? usual.key : nil
    }
}
