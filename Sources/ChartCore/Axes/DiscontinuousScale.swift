/// The exclusions of a discontinuous axis and the `ExclusionTable` laid out from them.
///
/// Single exclusions are always in the table. Repeated ones go on for ever, so they are laid out
/// over a window around what the chart has asked about (`cover(_:)`: the data and the visible
/// range, with two spans to spare on each side), which grows as the view moves. Beyond the window
/// repeated exclusions are not applied: values there map with slope 1, continuing the table. When
/// more than `intervalLimit` repetitions would be needed (nights over thousands of years) the
/// window is cut down to what fits around the requested range.
final class DiscontinuousScale {
    /// Lays out the repeated stretches overlapping a window; nil when more than the limit would.
    typealias Generator = (_ window: AxisRange, _ limit: Int) -> [AxisRange]?

    static let intervalLimit = 200_000

    private(set) var table = ExclusionTable()
    /// Where repeated stretches are laid out; nil without any.
    private(set) var window: AxisRange?
    private var singles: [AxisRange] = []
    private var generators: [Generator] = []
    private var anchor: Double?

    var isEmpty: Bool { singles.isEmpty && generators.isEmpty }

    /// Replaces every exclusion. `seedWindow` is where repeated stretches are laid out until the
    /// chart asks for more (around the first repetition, so the axis works on its own too).
    func setExclusions(singles: [AxisRange], generators: [Generator], seedWindow: AxisRange?) {
        self.singles = singles.filter { $0.isFinite && $0.max > $0.min }
        self.generators = generators
        let previous = window
        window = nil
        anchor = nil
        rebuild(around: [previous, seedWindow].compactMap { $0 })
    }

    /// Makes the table exact over `range`; true when the table changed.
    @discardableResult
    func cover(_ range: AxisRange) -> Bool {
        guard !generators.isEmpty, range.isFinite else { return false }
        let margin = Swift.max(range.span, range.max.magnitude * 1e-12, 1e-300)
        if let w = window, w.min <= range.min - margin / 2, w.max >= range.max + margin / 2 {
            return false
        }
        let wanted = AxisRange(min: range.min - 2 * margin, max: range.max + 2 * margin)
        let merged = window.map { AxisRange(min: Swift.min($0.min, wanted.min), max: Swift.max($0.max, wanted.max)) }
        let before = table
        rebuild(around: [merged ?? wanted], fallback: range)
        return table != before
    }

    private func rebuild(around windows: [AxisRange], fallback: AxisRange? = nil) {
        var intervals = singles
        if !generators.isEmpty, let first = windows.first {
            let wanted = windows.dropFirst().reduce(first) {
                AxisRange(min: Swift.min($0.min, $1.min), max: Swift.max($0.max, $1.max))
            }
            for candidate in [wanted, fallback].compactMap({ $0 }) {
                if let repeated = layOut(candidate) {
                    intervals += repeated
                    window = candidate
                    break
                }
            }
        }
        if anchor == nil { anchor = window?.min ?? intervals.map(\.min).min() ?? 0 }
        table = ExclusionTable(intervals: intervals, anchor: anchor ?? 0)
    }

    private func layOut(_ window: AxisRange) -> [AxisRange]? {
        var all: [AxisRange] = []
        for generator in generators {
            guard let intervals = generator(window, Self.intervalLimit - all.count) else { return nil }
            all += intervals
        }
        return all
    }
}
