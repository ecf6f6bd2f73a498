import Foundation

/// Intervals on a coordinate (genome annotations: GTF's start and end, BED's chromStart and
/// chromEnd): a pair of whole-number columns, the second never below the first, far out on
/// their coordinate and short beside it. Start and end drawn over the row index are two lines of
/// positions that only jump where the file moves on; their means per chromosome mean nothing.
/// What differs from row to row is the interval's length, so the picture is the distribution of
/// lengths: a histogram, on a log axis when the lengths span decades (exons of 100 bases beside
/// genes of 10^6).
///
/// The evidence is the columns alone: adjacent, whole, non-negative, end ≥ start in
/// `intervalOrderShare` of the rows (an even sample of `intervalSample`), the median start at least `intervalLeastPosition` and the
/// median length above 0 and under `intervalLengthShare` of it, `intervalLeastLengths` distinct; either named as start and end or, without
/// names (BED, GTF), beside a text column (the sequence they lie on). No time column.
extension ChartChoice {
    static let intervalOrderShare = 0.99
    static let intervalLeastPosition = 10_000.0
    static let intervalLengthShare = 0.1
    /// Fewest distinct lengths (among the shortest 1,000) that make intervals.
    static let intervalLeastLengths = 5
    /// Rows looked at per column pair (an even sample past this).
    static let intervalSample = 20_000
    /// Bins per decade of a log histogram.
    static let logBinsPerDecade = 5.0

    /// The start and end columns of an interval table; nil for any other table.
    static func intervalColumns(_ schema: TableSchema) -> (start: TableSchema.Column, end: TableSchema.Column)? {
        guard schema.rowCount >= 20, !hasTimeAxis(schema) else { return nil }
        let columns = schema.columns
        for i in columns.indices.dropLast() {
            let a = columns[i], b = columns[i + 1]
            guard a.evidence.isNumeric, b.evidence.isNumeric, a.evidence.isInteger, b.evidence.isInteger,
                  (a.evidence.low ?? -1) >= 0, (b.evidence.low ?? -1) >= 0,
                  let starts = schema.table.column(named: a.name)?.values,
                  let ends = schema.table.column(named: b.name)?.values else { continue }
            let aWords = ColumnName(a.name).words, bWords = ColumnName(b.name).words
            let named = aWords.contains { $0 == "start" || $0.hasSuffix("start") } && bWords.contains { $0 == "end" || $0.hasSuffix("end") || $0 == "stop" }
            // Unnamed (BED and GTF have no header), then beside a text column: two counts of one
            // thing a year apart are named, and not as start and end.
            let besideText = isMadeUpName(a.name) && isMadeUpName(b.name) && columns.contains { !$0.evidence.isNumeric && !$0.role.isTime }
            guard named || besideText else { continue }
            // Judged on an even sample: a table of many column pairs costs a few sorts of
            // `intervalSample` values each, not of every row.
            var ordered = 0, filled = 0
            var positions: [Double] = [], lengths: [Double] = []
            let count = min(starts.count, ends.count)
            for row in stride(from: 0, to: count, by: max(1, count / intervalSample)) where starts[row].isFinite && ends[row].isFinite {
                let s = starts[row], e = ends[row]
                filled += 1
                if e >= s { ordered += 1 }
                positions.append(s)
                lengths.append(e - s)
            }
            guard filled >= 20, Double(ordered) >= intervalOrderShare * Double(filled) else { continue }
            positions.sort()
            lengths.sort()
            let medianPosition = positions[positions.count / 2], medianLength = lengths[lengths.count / 2]
            guard medianPosition >= intervalLeastPosition, medianLength < intervalLengthShare * medianPosition else { continue }
            // Lengths that differ, most above zero: a column written twice (a code under two
            // names) or a total beside its part is no interval.
            guard medianLength > 0, Set(lengths.prefix(1000)).count >= intervalLeastLengths else { continue }
            return (a, b)
        }
        return nil
    }

    /// Draws the distribution of interval lengths for an interval table; true when it did.
    mutating func chooseIntervals(schema: TableSchema, request: ChartRequest) -> Bool {
        guard request.x == nil, request.y.isEmpty, request.by == nil, request.aggregation == nil, request.kind == nil, request.xAxis == nil,
              let (start, end) = Self.intervalColumns(schema),
              let starts = schema.table.column(named: start.name)?.values,
              let ends = schema.table.column(named: end.name)?.values else { return false }
        let lengths = zip(starts, ends).map { $0.isFinite && $1.isFinite && $1 >= $0 ? $1 - $0 : .nan }
        let finite = lengths.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return false }
        let name = "length (\(end.name) − \(start.name))"
        x = name
        y = []
        aggregation = .count
        binsX = true
        kind = "column"
        let span: String
        if high >= 100 * max(low, 1) {
            // Lengths over decades: bins even in log (zero lengths in the first).
            xAxis = .log
            // (columns on a log axis take their width from the linear spacing: a frequency line reads instead)
            kind = "line"
            xValues = lengths.map { $0.isFinite ? Self.logBinCentre(of: max($0, 1)) : .nan }
            span = "\(Int(Self.logBinsPerDecade)) bins a decade over \(Self.short(low))…\(Self.short(high)) (\(String(format: "%.1f", log10(high / max(low, 1)))) decades: a log axis)"
        } else {
            xAxis = .number
            let step = Self.binWidth(low: low, high: high, count: finite.count)
            let origin = (low / step).rounded(.down) * step
            xValues = lengths.map { $0.isFinite ? origin + ((($0 - origin) / step).rounded(.down) + 0.5) * step : .nan }
            span = "bins of \(Self.short(step)) over \(Self.short(low))…\(Self.short(high))"
        }
        decisions.append(Decision(subject: "x", value: name + ", binned",
                                  reasons: ["intervals: \(end.name) ≥ \(start.name) in \(Int(Self.intervalOrderShare * 100)) % of rows or more, far out on their coordinate (median \(start.name) "
                                            + "\(Self.short(Self.median(starts)))) and short beside it: each row's length is what differs; \(span)"],
                                  beaten: ["row index: \(start.name) and \(end.name) over the rows are two lines of positions",
                                           "means of \(start.name) and \(end.name) per category: means of positions mean nothing"]))
        decisions.append(Decision(subject: "y", value: "count of intervals", reasons: ["intervals per bin of length"]))
        decisions.append(Decision(subject: "kind", value: kind, reasons: [kind == "line" ? "the counts of \(ColumnEvidence.grouped(finite.count)) interval lengths per bin, joined (a histogram's outline on a log axis)"
                                                                                  : "a histogram of \(ColumnEvidence.grouped(finite.count)) interval lengths"]))
        return true
    }

    /// The centre, on a log axis, of the bin of a log histogram (`logBinsPerDecade`) that holds
    /// `value` (positive).
    static func logBinCentre(of value: Double) -> Double {
        let bin = (log10(value) * logBinsPerDecade).rounded(.down)
        return pow(10, (bin + 0.5) / logBinsPerDecade)
    }

    /// The counts of a log histogram's outline with its empty bins as 0, and one empty bin each
    /// side: joined over an empty bin, the line would say it held as many as its neighbours.
    static func zeroFilledLogBins(x: [Double], y: [Double]) -> ([Double], [Double]) {
        func bin(_ centre: Double) -> Int { Int((log10(centre) * logBinsPerDecade - 0.5).rounded()) }
        guard let first = x.first, let last = x.last, first > 0 else { return (x, y) }
        let low = bin(first) - 1, high = bin(last) + 1
        // (a span of decades bounded by the values: a few hundred bins at most)
        guard high - low <= 2_000 else { return (x, y) }
        var counts = [Double](repeating: 0, count: high - low + 1)
        for (centre, count) in zip(x, y) where centre > 0 { counts[bin(centre) - low] += count }
        return ((low...high).map { pow(10, (Double($0) + 0.5) / logBinsPerDecade) }, counts)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.filter(\.isFinite).sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
