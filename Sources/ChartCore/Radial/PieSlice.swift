import Foundation

/// One slice as drawn: which point it stands for, its share and its angles.
///
/// Angles are radians clockwise from 3 o'clock (screen space, y down), rotation included;
/// `startAngle < endAngle` whichever way the pie runs.
public struct PieSlice: Hashable, Sendable {
    /// The point it stands for; nil for the grouped "Other" slice.
    public var pointIndex: Int?
    public var name: String
    public var value: Double
    /// Its share of the shown slices, 0…1.
    public var fraction: Double
    public var startAngle: Double
    public var endAngle: Double

    /// The angle through the slice's middle.
    public var midAngle: Double { (startAngle + endAngle) / 2 }
    public var span: Double { endAngle - startAngle }
}

extension PieSeries {
    /// Whether a value gets a slice: finite and positive (negative, NaN and infinite values are
    /// skipped; zero has no angle).
    static func isDrawable(_ value: Double) -> Bool { value.isFinite && value > 0 }

    /// The slices for `values` and `names`, rotated by `rotation` (radians, clockwise), each
    /// value weighted by `weights[name]` (1 when absent; a show or hide animation passes 0…1).
    /// Boundaries come from one running sum, so neighbours share the exact same angle and the
    /// last slice ends exactly one turn after the first begins.
    func slices(values: [Double], names: [String], rotation: Double, weights: [String: Double] = [:]) -> [PieSlice] {
        var kept: [(index: Int, name: String, value: Double, weighted: Double)] = []
        for (i, value) in values.enumerated() where Self.isDrawable(value) {
            let name = i < names.count ? names[i] : "Slice \(i + 1)"
            let weight = weights[name] ?? (hiddenSliceNames.contains(name) ? 0 : 1)
            guard weight > 0 else { continue }
            kept.append((i, name, value, value * weight))
        }
        var total = kept.reduce(0) { $0 + $1.weighted }
        guard total > 0, total.isFinite else { return [] }
        var entries: [(index: Int?, name: String, value: Double, weighted: Double)] = kept.map { ($0.index, $0.name, $0.value, $0.weighted) }
        if minimumSliceAngle > 0 {
            let smallLimit = minimumSliceAngle / (2 * .pi) * total
            let small = entries.filter { $0.weighted < smallLimit }
            if small.count >= 2 {
                entries = entries.filter { $0.weighted >= smallLimit }
                entries.append((nil, otherSliceName, small.reduce(0) { $0 + $1.value }, small.reduce(0) { $0 + $1.weighted }))
            }
        }
        total = entries.reduce(0) { $0 + $1.weighted }
        let base = startAngle.isFinite ? startAngle + (rotation.isFinite ? rotation : 0) : -.pi / 2
        let sign: Double = direction == .clockwise ? 1 : -1
        var running = 0.0
        var boundary = base
        var result: [PieSlice] = []
        result.reserveCapacity(entries.count)
        for (k, entry) in entries.enumerated() {
            running += entry.weighted
            let next = k == entries.count - 1 ? base + sign * 2 * .pi : base + sign * 2 * .pi * (running / total)
            result.append(PieSlice(pointIndex: entry.index, name: entry.name, value: entry.value,
                                   fraction: entry.weighted / total,
                                   startAngle: min(boundary, next), endAngle: max(boundary, next)))
            boundary = next
        }
        return result
    }
}
