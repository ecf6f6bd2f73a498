/// What one chart knows of one of its axes: where its last layout put it (the pixel map), the
/// label space it reserved, and the extent of that chart's data on it.
///
/// Kept by the chart (`Chart.axisPlacements`), never by the axis: one `Axis` shown by several
/// charts is laid out by each in its own plot area, and fits the data of all of them.
struct AxisPlacement: Equatable {
    /// Where the axis starts on screen and how long it is, in points (`AxisLayout.pixelStart`).
    var pixelStart: Double = 0
    var pixelLength: Double = 0
    /// `pixelStart` and `pixelLength` as one value, to hand to a mapping.
    var span: AxisSpan {
        get { AxisSpan(pixelStart: pixelStart, pixelLength: pixelLength) }
        set { pixelStart = newValue.pixelStart; pixelLength = newValue.pixelLength }
    }
    /// The label space reserved by the last layout applied.
    var memory = AxisLayoutMemory()
    /// The extent of this chart's shown data on the axis (finite values only).
    var dataRange: AxisRange?
    /// Which ends of `dataRange` are a baseline this chart's bars or columns stand on.
    var baselineEnds = BaselineEnds()
    /// How far this chart's marks reach past their values, in points (the largest bubble's radius).
    var markReach: Double = 0
}

/// The ends of a data range that are a baseline bars or columns stand on: never padded past.
struct BaselineEnds: Equatable {
    var low = false
    var high = false
}
