/// A line that joins its points with horizontal and vertical steps only: across then up (the
/// value holds until the next point), or up then across. Everything else (markers, fills,
/// stacking, gaps, dashes, labels) is as for `LineSeries`.
///
/// ```swift
/// let level = StepLineSeries(title: "Tank level")
/// level.stepDirection = .acrossThenUp
/// level.style.showsFill = true
/// ```
///
/// The corner points are built on the CPU once per data change and drawn as an ordinary
/// polyline, so steps cost no more than a line with twice the points.
public final class StepLineSeries: LineSeries {
    /// Default: across then up.
    public var stepDirection: StepDirection = .acrossThenUp

    override var crosshairInterpolation: CrosshairInterpolation { .step }
    override var stepTakesNextValue: Bool { stepDirection == .upThenAcross }

    public override init(title: String = "") {
        super.init(title: title)
    }

    override var shapeKey: Int { stepDirection == .acrossThenUp ? 1 : 2 }

    override func connection(from a: Point, to b: Point) -> [Point] {
        // Screen corners follow the data's: across is along the position axis.
        let acrossFirst = stepDirection == .acrossThenUp
        let corner: Point
        switch orientation {
        case .horizontal: corner = acrossFirst ? Point(x: b.x, y: a.y) : Point(x: a.x, y: b.y)
        case .vertical: corner = acrossFirst ? Point(x: a.x, y: b.y) : Point(x: b.x, y: a.y)
        }
        return [a, corner, b]
    }

    override func shapePoints(_ positions: [Double], _ upper: [Double], _ lower: [Double])
        -> (positions: [Double], upper: [Double], lower: [Double])? {
        let corners = Self.corners(positions: positions, values: [upper, lower], direction: stepDirection)
        return (corners.positions, corners.values[0], corners.values[1])
    }

    override func lineData(_ frame: SeriesFrame) -> SeriesData {
        let values = frame.values
        let key = SeriesCache.StepKey(data: ObjectIdentifier(values.data), version: values.data.version,
                                      direction: stepDirection)
        if let cached = frame.state.cache.stepData, cached.key == key { return cached.data }
        // Positions are read through the column: evenly sampled x is not copied whole first.
        let corners = Self.corners(positions: values.positioned.x, values: [values.positioned.y.array], direction: stepDirection)
        let data = orientation == .horizontal
            ? SeriesData(x: corners.positions, y: corners.values[0])
            : SeriesData(x: corners.values[0], y: corners.positions)
        frame.state.cache.stepData = (key, data)
        return data
    }

    /// The corner points of steps through `positions` for each value column: every point after
    /// the first is preceded by a corner, at the new position with the old value (across then
    /// up) or at the old position with the new value (up then across). A missing value leaves a
    /// gap, as in a line.
    static func corners<Positions: RandomAccessCollection>(positions: Positions, values: [[Double]], direction: StepDirection)
        -> (positions: [Double], values: [[Double]]) where Positions.Element == Double, Positions.Index == Int {
        let n = values.reduce(positions.count) { min($0, $1.count) }
        var outPositions: [Double] = []
        outPositions.reserveCapacity(max(0, 2 * n - 1))
        var outValues = values.map { _ -> [Double] in
            var column: [Double] = []
            column.reserveCapacity(max(0, 2 * n - 1))
            return column
        }
        for i in 0..<n {
            if i > 0 {
                switch direction {
                case .acrossThenUp:
                    outPositions.append(positions[i])
                    for c in values.indices { outValues[c].append(values[c][i - 1]) }
                case .upThenAcross:
                    outPositions.append(positions[i - 1])
                    for c in values.indices { outValues[c].append(values[c][i]) }
                }
            }
            outPositions.append(positions[i])
            for c in values.indices { outValues[c].append(values[c][i]) }
        }
        return (outPositions, outValues)
    }
}
