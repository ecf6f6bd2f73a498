extension SeriesFrame {
    /// x and y of a (position, value) pair, each through its own axis's tooltip formatter (for a
    /// vertical series the position is y).
    func tooltipPositionAndValue(position: Double, value: Double) -> [TooltipValue] {
        let (x, y) = orientation == .horizontal ? (position, value) : (value, position)
        return [TooltipValue(name: "x", value: x, text: xAxis.tooltipString(for: x)),
                TooltipValue(name: "y", value: y, text: yAxis.tooltipString(for: y))]
    }

    /// The position (as x, or y for vertical series) and the named columns of point `index`,
    /// values formatted by the value axis.
    func tooltipValues(at index: Int, keys: [SeriesValueKey], includingPosition: Bool = true) -> [TooltipValue] {
        guard index >= 0, index < values.count else { return [] }
        var result: [TooltipValue] = []
        if includingPosition {
            let p = values.positioned.x[index]
            let name = orientation == .horizontal ? "x" : "y"
            result.append(TooltipValue(name: name, value: p, text: positionAxis.tooltipString(for: p)))
        }
        for key in keys {
            let column = values.column(key)
            let v = column.flatMap { index < $0.count ? $0[index] : nil } ?? .nan
            result.append(TooltipValue(name: key.rawValue, value: v, text: valueAxis.tooltipString(for: v)))
        }
        return result
    }
}
