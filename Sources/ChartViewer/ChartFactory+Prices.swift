import Foundation

extension ChartFactory {
    /// High and low made to hold every price of their row: a row whose high is below its low (or
    /// below its open or close) would lose its wick without a word. Such rows take the largest
    /// and smallest of their finite prices, and one warning line names how many and the first.
    static func consistentHighLow(open: [Double], high: [Double], low: [Double], close: [Double],
                                  label: String) -> (high: [Double], low: [Double]) {
        var high = high, low = low
        var fixed: [Int] = []
        for row in high.indices where row < low.count && row < open.count && row < close.count {
            let prices = [open[row], high[row], low[row], close[row]].filter(\.isFinite)
            guard let top = prices.max(), let bottom = prices.min() else { continue }
            let h = high[row], l = low[row]
            let consistent = (!h.isFinite || h >= top) && (!l.isFinite || l <= bottom)
            if consistent { continue }
            high[row] = top
            low[row] = bottom
            fixed.append(row)
        }
        if let first = fixed.first {
            ViewerOutput.warn("warning: \(label): \(fixed.count) row\(fixed.count == 1 ? "" : "s") with high below low, open or close "
                + "(first: data row \(first + 1)); high and low taken as the row's largest and smallest price")
        }
        return (high, low)
    }
}
