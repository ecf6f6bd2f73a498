/// An axis together with where it runs in one chart's layout (`AxisSpan`): answers the same
/// pixel questions as the axis, in that chart, for code that takes one axis at a time.
struct PlacedAxis {
    let axis: Axis
    let span: AxisSpan

    /// Where a data value lands along the axis in this placement, in points.
    func pixelValue(forDataValue value: Double) -> Double {
        axis.pixelValue(forDataValue: value, in: span)
    }

    /// The data value at a position along the axis in this placement, in points.
    func dataValue(forPixelValue pixel: Double) -> Double {
        axis.dataValue(forPixelValue: pixel, in: span)
    }
}
