import Foundation

/// A numeric x whose values are spaced by ratio rather than by difference (wavelengths
/// 0.001…10,000 µm, depths 0.0006…180 µm, frequencies, concentrations in a dilution series) is
/// drawn on a logarithmic axis: on a linear one nearly every point falls into its first few
/// per cent and the curve is a vertical spike at 0. The evidence is the values alone: all
/// positive, spread over at least `logDecades` decades, and roughly evenly in log (no decade of
/// the span nearly empty), and a linear axis would squeeze a third of them or more into its
/// first 1 %. The log
/// axis is scored against the linear one and the reason names what the linear axis would do.
extension ChartChoice {
    /// Decades (powers of ten) x must span for a logarithmic axis.
    static let logDecades = 3.0
    /// Each decade of the span must hold at least this share of an even spread of the values.
    static let logDecadeShare = 0.25
    /// Decades enough for a logarithmic axis when a linear one would squeeze at least
    /// `logNarrowSqueezedShare` of the values into its first 1 %.
    static let logNarrowDecades = 2.0
    static let logNarrowSqueezedShare = 0.5
    /// Fewest distinct values judged (fewer say nothing of a spacing).
    static let logLeastDistinct = 6
    /// The least share of the values a linear axis must squeeze into its first 1 % for the log
    /// axis to win (a calibration line of a few small values and many large ones stays linear).
    static let logSqueezedShare = 1.0 / 3
    /// Values looked at (an even sample past this).
    static let logSample = 20_000

    /// What a spread of positive values says about a log axis: the decades spanned and the share
    /// of values a linear axis would squeeze into its first 1 %.
    struct LogSpread: Equatable {
        var decades: Double
        var squeezedShare: Double
    }

    /// The log spread of `values` when they call for a logarithmic axis, else nil: all finite
    /// values positive, at least `logLeastDistinct` distinct, spanning `logDecades` decades or
    /// more, every decade of the span holding at least `logDecadeShare` of an even share.
    static func logSpread(_ values: [Double]) -> LogSpread? {
        let stride = max(1, values.count / logSample)
        var logs: [Double] = []
        logs.reserveCapacity(min(values.count, logSample + 1))
        var row = 0
        while row < values.count {
            let value = values[row]
            if value.isFinite {
                guard value > 0 else { return nil }
                logs.append(log10(value))
            }
            row += stride
        }
        guard logs.count >= logLeastDistinct, Set(logs).count >= logLeastDistinct,
              let low = logs.min(), let high = logs.max() else { return nil }
        let decades = high - low
        guard decades >= logNarrowDecades else { return nil }
        // Bins one decade wide (the last takes the remainder): none nearly empty.
        let bins = Int(decades.rounded(.down))
        var counts = [Int](repeating: 0, count: bins)
        for value in logs { counts[min(bins - 1, Int((value - low) / decades * Double(bins)))] += 1 }
        let even = Double(logs.count) / Double(bins)
        guard counts.allSatisfy({ Double($0) >= logDecadeShare * even }) else { return nil }
        // On a linear axis from the lowest to the highest value, the share in its first 1 %.
        let linearLow = pow(10, low), linearHigh = pow(10, high)
        let edge = linearLow + 0.01 * (linearHigh - linearLow)
        let squeezed = Double(logs.filter { pow(10, $0) <= edge }.count) / Double(logs.count)
        guard squeezed >= logSqueezedShare else { return nil }
        // Two decades are enough when a linear axis would squeeze half the values or more into
        // its first 1 % (a spectrum sampled finely at short wavelengths, coarsely at long ones).
        guard decades >= logDecades || squeezed >= logNarrowSqueezedShare else { return nil }
        return LogSpread(decades: decades, squeezedShare: squeezed)
    }

    /// Decades the values of a heavy tail span, at least.
    static let heavyTailDecades = 3.0

    /// The decades the values of `columns` span when they are a heavy tail a linear axis cannot show: all
    /// finite values positive, spanning `heavyTailDecades` or more, and their middle 90 % lying
    /// in under `squeezedShare` of the range (the few largest, a city of millions among towns,
    /// the commonest surname among 160,000, put the rest on the axis's floor). Unlike
    /// `logSpread` the values need not be even in log: such tails are mostly small values.
    static func heavyTailDecades(_ columns: [[Double]]) -> Double? {
        // Extremes over every value, the middle from an even sample of each column (never the
        // columns joined: three of 10^8 rows would be 2.4 GB).
        var low = Double.infinity, high = -Double.infinity
        var sample: [Double] = []
        let perColumn = max(1, relationSample / max(columns.count, 1))
        for values in columns {
            values.withUnsafeBufferPointer { values in
                for v in values where v.isFinite { low = min(low, v); high = max(high, v) }
                for i in Swift.stride(from: 0, to: values.count, by: max(1, values.count / perColumn)) where values[i].isFinite {
                    sample.append(values[i])
                }
            }
        }
        guard sample.count >= 20, low > 0, high > low else { return nil }
        sample.sort()
        let at = { (p: Double) in sample[min(sample.count - 1, Int(p * Double(sample.count - 1)))] }
        guard (at(0.95) - at(0.05)) / (high - low) < squeezedShare else { return nil }
        let decades = log10(high / low)
        return decades >= heavyTailDecades ? decades : nil
    }

    /// A heavy tail (`heavyTailDecades`) of the measures drawn as lines or points is drawn on a
    /// logarithmic value axis, and a heavy-tailed measure as the x of a scatter on a logarithmic
    /// x: on linear axes all but a few points lie flat on zero (the warning about squeezed axes
    /// said so, and the picture showed nothing). Only on one value axis, no panes, for axes
    /// the user did not give a kind.
    mutating func chooseLogForHeavyTails(schema: TableSchema, request: ChartRequest) {
        guard aggregation == nil, Self.linearKinds.contains(kind), !y.isEmpty, panes.count <= 1, rightAxisSeries.isEmpty else { return }
        if yAxis == .number {
            if let decades = Self.heavyTailDecades(y.compactMap { schema.table.column(named: $0)?.values }) {
                yAxis = .log
                decisions.append(Decision(subject: "y axis", value: "log",
                                          reasons: ["\(y.count == 1 ? y[0] : "the measures") span \(String(format: "%.1f", decades)) decades, most of them near the lowest: a heavy tail"],
                                          beaten: ["linear: 90 % of the values would lie in under 1 % of its height"]))
            }
        }
        if request.xAxis == nil, kind == "scatter", xAxis == .number, let x, schema.column(named: x)?.role == .measure,
           let decades = Self.heavyTailDecades([xValues]) {
            xAxis = .log
            if let i = decisions.firstIndex(where: { $0.subject == "x" }) {
                decisions[i].reasons.append("x on a log axis: \(String(format: "%.1f", decades)) decades, most of them near the lowest (a heavy tail)")
                decisions[i].beaten.insert("linear x: 90 % of the values would lie in under 1 % of its width", at: 0)
            }
        }
    }

    /// Makes a plain numeric x logarithmic when its values call for it (`logSpread`), with the
    /// reason in the x decision. Only for an x the user did not give an axis kind.
    mutating func chooseLogX(schema: TableSchema, request: ChartRequest) {
        guard request.xAxis == nil, xAxis == .number, let x, let column = schema.column(named: x),
              column.role == .measure, let spread = Self.logSpread(xValues) else { return }
        xAxis = .log
        let decades = String(format: "%.1f", spread.decades)
        let squeezed = Int((spread.squeezedShare * 100).rounded())
        let reason = "x on a log axis: \(Self.short(column.evidence.low ?? 0))…\(Self.short(column.evidence.high ?? 0)) spans \(decades) decades, evenly in log"
        let beaten = "linear x: \(squeezed) % of the values would lie in its first 1 %"
        if let i = decisions.firstIndex(where: { $0.subject == "x" }) {
            decisions[i].reasons.append(reason)
            decisions[i].beaten.insert(beaten, at: 0)
        }
    }
}
