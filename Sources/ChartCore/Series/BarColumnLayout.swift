/// How grouped columns (or bars) share a category slot.
///
/// A slot is the smallest distance between neighbouring positions of the grouped series (1 on
/// a category axis, a day for daily data). Each stack, and each unstacked series, is one group;
/// the groups stand side by side in every slot, in datasource order:
///
///     |  gap/2 | col | gap·c | col | gap·c | col |  gap/2 |   one slot
///
/// `groupPadding` is the fraction of the slot left empty between neighbouring slots' groups
/// (split half on each side), `seriesPadding` the gap between neighbouring columns of a slot as
/// a fraction of a column's width. It works on any axis with unit (or any even) spacing; on a
/// `CategoryAxis` the axis's own `interSeriesSetPadding` and `interSeriesPadding` take its place.
public struct BarColumnLayout: Hashable, Sendable {
    /// Default: 0.2.
    public var groupPadding: Double
    /// Default: 0.1.
    public var seriesPadding: Double

    public init(groupPadding: Double = 0.2, seriesPadding: Double = 0.1) {
        self.groupPadding = groupPadding
        self.seriesPadding = seriesPadding
    }

    /// Where group `index` of `count` sits in a slot of width `slot`: its centre's offset from
    /// the slot's centre and its width, in position units. Bad paddings are clamped to 0…0.95
    /// (groups) and 0…10 (series).
    public func placement(group index: Int, of count: Int, slot: Double) -> (offset: Double, width: Double) {
        let n = Double(max(count, 1))
        let groupPad = groupPadding.isFinite ? min(max(groupPadding, 0), 0.95) : 0.2
        let seriesPad = seriesPadding.isFinite ? min(max(seriesPadding, 0), 10) : 0.1
        let available = slot * (1 - groupPad)
        let width = available / (n + (n - 1) * seriesPad)
        let start = -available / 2 + width / 2
        return (start + Double(index) * width * (1 + seriesPad), width)
    }
}
