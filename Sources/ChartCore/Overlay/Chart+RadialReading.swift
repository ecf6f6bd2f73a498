import Foundation

extension Chart {
    /// A pie or donut's reading: the slice under the pointer, one row named by the slice with its
    /// value and percentage (the radial charts draw their own hover tooltip; this is what
    /// observers and `--print-ranges` hear). `x` is the slice's point index (NaN for "Other").
    func radialCrosshairReading() -> CrosshairReading? {
        guard crosshairSettings.isEnabled, let pointer = radial.hoverPosition, let (ring, slice) = radial.hoveredSlice()
        else { return nil }
        let value = TooltipValue(name: "value", value: slice.value, text: String(format: "%.6g", slice.value))
        let percent = TooltipValue(name: "percent", value: slice.fraction * 100, text: Chart.percentText(slice.fraction))
        let row = TooltipRow(seriesIndex: ring.seriesIndex, seriesTitle: slice.name,
                             color: ring.series.sliceColor(slice.name, theme: theme), pointIndex: slice.pointIndex,
                             values: [value, percent], position: pointer)
        return CrosshairReading(mode: .snap, x: slice.pointIndex.map(Double.init) ?? .nan, position: pointer, rows: [row])
    }
}
