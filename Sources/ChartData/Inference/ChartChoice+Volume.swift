import Foundation

/// Units before the magnitude rule: a traded volume or a count beside prices is another kind
/// of quantity, so it gets its own axis however near its magnitude is (volume up to 1e6 beside
/// prices up to 2e4 is only 50× apart, yet the prices lie flat under it for years). Prices are
/// told by the names price tables share (`Open`, `High`, `Low`, `Close`, `Adj Close`, `price`),
/// the other kind by a name that counts (`Volume`, `trades`, `count`, `n`). OHLC with volume past
/// the magnitude limit is placed by that rule already; this one takes the cases under it.
extension ChartChoice {
    /// Words of a price series.
    static let priceWords: Set<String> = ["open", "high", "low", "close", "adj", "price", "bid", "ask", "vwap"]
    /// Words of a traded amount.
    static let volumeWords: Set<String> = ["volume", "vol", "trades", "turnover"]
    /// Magnitudes nearer than this share one axis even across kinds (the two scales would read alike).
    static let kindSeparationRatio = 3.0

    /// Puts counts and volumes beside at least two prices on a right axis when no other rule
    /// separated the series.
    mutating func separateVolumeFromPrices(schema: TableSchema) {
        guard by == nil, aggregation == nil, panes.isEmpty, rightAxisSeries.isEmpty, Self.linearKinds.contains(kind), y.count >= 3 else { return }
        let words = y.map { ColumnName($0).words }
        let prices = y.indices.filter { words[$0].contains(where: Self.priceWords.contains) }
        let amounts = y.indices.filter { i in
            !prices.contains(i) && (words[i].contains(where: Self.volumeWords.contains) || ColumnName(y[i]).soundsLikeCount)
        }
        guard prices.count >= 2, !amounts.isEmpty, amounts.count <= Self.rightAxisLimit,
              prices.count + amounts.count == y.count else { return }
        func size(_ i: Int) -> Double { schema.column(named: y[i])?.evidence.magnitude ?? 0 }
        let priceSize = prices.map(size).max() ?? 0
        let amountSize = amounts.map(size).min() ?? 0
        guard priceSize > 0, amountSize > 0 else { return }
        let ratio = max(amountSize / priceSize, priceSize / amountSize)
        guard ratio > Self.kindSeparationRatio else { return }
        rightAxisSeries = amounts.map { y[$0] }
        decisions.append(Decision(subject: "y axes", value: "left \(prices.count), right \(amounts.count)",
                                  reasons: ["\(rightAxisSeries.joined(separator: ", ")) is an amount traded or counted, \(prices.map { y[$0] }.joined(separator: ", ")) are prices: "
                                            + "two kinds, \(Self.short(ratio))× apart, each on its own axis (under \(Int(Self.magnitudeRatioLimit))× only by magnitude)"],
                                  beaten: ["one axis: the prices would lie flat beside \(rightAxisSeries[0]), a quantity of another unit"]))
    }
}
