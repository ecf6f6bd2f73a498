/// The last few label sets an axis formatted, so a frame whose ticks did not change (a crosshair
/// move, a pan of a few pixels) reuses their texts instead of formatting them again: formatting
/// tries several precisions per set and dominated the CPU cost of an unchanged frame.
///
/// Keyed by everything the texts depend on: the formatter's settings, the values (bit for bit)
/// and the step. Layout asks for two sets per axis and frame (the ticks in view and the probes a
/// pan would bring), so a handful of entries is enough.
final class LabelMemo<Formatter: Equatable> {
    private struct Entry {
        let formatter: Formatter
        let values: [Double]
        let step: Double
        let labels: [String]

        func matches(_ formatter: Formatter, _ values: [Double], _ step: Double) -> Bool {
            self.step.bitPattern == step.bitPattern && self.values.count == values.count
                && self.formatter == formatter
                && zip(self.values, values).allSatisfy { $0.bitPattern == $1.bitPattern }
        }
    }

    private var entries: [Entry] = []
    private let capacity = 4

    /// The labels `make` returns for these inputs, made only when no kept entry matches.
    func labels(formatter: Formatter, values: [Double], step: Double, make: () -> [String]) -> [String] {
        if let hit = entries.firstIndex(where: { $0.matches(formatter, values, step) }) {
            let entry = entries.remove(at: hit)
            entries.append(entry)
            return entry.labels
        }
        let labels = make()
        if entries.count == capacity { entries.removeFirst() }
        entries.append(Entry(formatter: formatter, values: values, step: step, labels: labels))
        return labels
    }
}
