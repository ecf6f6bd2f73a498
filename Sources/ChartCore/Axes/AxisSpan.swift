/// Where an axis runs on screen in one chart's layout: from `pixelStart` (the left end of an x
/// axis, the top end of a y axis) for `pixelLength` points. With the axis's visible range it is
/// the axis's pixel mapping in that chart (`Axis.pixelValue(forDataValue:in:)`).
///
/// Taken from the layout that is drawn or handled (`AxisLayout.span`, `Chart.span(of:)`) and
/// handed to each mapping, so an axis shown by several charts of different sizes maps in the
/// chart asking, with no state saying which chart that is.
struct AxisSpan: Equatable {
    var pixelStart: Double
    var pixelLength: Double

    static let zero = AxisSpan(pixelStart: 0, pixelLength: 0)
}
