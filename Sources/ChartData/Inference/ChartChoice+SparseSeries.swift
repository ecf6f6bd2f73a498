import Foundation

/// Series written on a union of their rows (FRED series of different start years and
/// frequencies joined on one date index, then saved wide): each column is filled only on its own
/// dates, so its points stand between gaps and a line breaks at every one of them, drawing dots
/// where the legend shows a line. Such a series is drawn through its own points. A series whose
/// gaps come in runs (a sensor that dropped out for an hour) keeps them: there a gap is news.
extension ChartChoice {
    /// Rows past which the test is not made (a union index of yearly series is small; a
    /// recording of 10^8 rows keeps every gap without a pass over its values).
    static let sparseSeriesRowLimit = 1_000_000

    /// Whether more than half of the series' filled points have a gap on both sides (three filled
    /// points at least): the points of a series on another series' rows.
    static func isInterleavedWithGaps(_ y: [Double]) -> Bool {
        guard y.count >= 3, y.count <= sparseSeriesRowLimit else { return false }
        var filled = 0, isolated = 0
        for row in y.indices where y[row].isFinite {
            filled += 1
            let before = row == 0 || !y[row - 1].isFinite
            let after = row == y.count - 1 || !y[row + 1].isFinite
            if before && after { isolated += 1 }
        }
        return filled >= 3 && isolated * 2 > filled
    }

    /// `x` and `y` without the rows where y is a gap, when the series is interleaved with gaps
    /// (`isInterleavedWithGaps`) and drawn as a line; else as they are.
    func joiningOwnPoints(x: [Double], y: [Double]) -> ([Double], [Double]) {
        guard kind == "line" || kind == "step", x.count == y.count, Self.isInterleavedWithGaps(y) else { return (x, y) }
        let rows = y.indices.filter { y[$0].isFinite }
        return (rows.map { x[$0] }, rows.map { y[$0] })
    }
}
