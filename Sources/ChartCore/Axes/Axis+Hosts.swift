/// A chart held weakly, as an axis holds the charts showing it.
struct WeakChartReference {
    weak var chart: Chart?
}

/// One `Axis` object in several charts: the charts that show it, and which one's placement
/// (pixel map, label space, data extent) an axis question is answered in.
///
/// The axis keeps what is the same in every chart: its range (visible, default, the user's), its
/// style and navigation settings. Each chart keeps the rest in its own `axisPlacements`, so two
/// charts of different sizes map the same range onto their own pixels.
///
/// ```swift
/// let days = NumberAxis()
/// temperature.xAxis = days
/// rainfall.xAxis = days      // a drag in either moves both; each draws it in its own plot
/// ```
///
/// Unlike a `ChartLink`, which copies each step between separate axes (each chart fitting its
/// own data, kinds and settings free to differ, the link cancellable), a shared axis is one
/// range: fitted to every chart's data, set up once, nothing to keep alive. Replacing the axis in
/// one chart (`chart.xAxis = NumberAxis()`) takes that chart out; the others keep it.
extension Axis {
    /// The charts that show this axis, in the order they took it (released charts left out).
    public var charts: [Chart] { hostReferences.compactMap(\.chart) }

    /// Whether more than one chart shows this axis: a pan or zoom in any of them moves all.
    public var isShared: Bool { liveHostCount > 1 }

    /// Live hosts, counted without building an array (this is asked on every pixel mapping).
    /// Only "more than one" matters to its callers, so an axis with one host or none (nearly
    /// every axis) answers from the count alone, without loading a weak reference.
    private var liveHostCount: Int {
        guard hostReferences.count > 1 else { return hostReferences.count }
        var count = 0
        for reference in hostReferences where reference.chart != nil { count += 1 }
        return count
    }

    func addHost(_ chart: Chart) {
        hostReferences.removeAll { $0.chart == nil }
        guard !hostReferences.contains(where: { $0.chart === chart }) else { return }
        hostReferences.append(WeakChartReference(chart: chart))
    }

    func removeHost(_ chart: Chart) {
        hostReferences.removeAll { $0.chart == nil || $0.chart === chart }
    }

    /// The chart whose placement the axis's own questions answer in (`pixelValue(forDataValue:)`,
    /// `majorTicks()`, the mark reach of the default range): the first chart showing it. Code
    /// working for one chart asks that chart's placement instead (`placement(in:)`).
    var placingChart: Chart? {
        // (one host: nearly every axis; no loop)
        if hostReferences.count == 1 { return hostReferences[0].chart }
        for reference in hostReferences { if let chart = reference.chart { return chart } }
        return nil
    }

    /// The placing chart's placement of this axis (the axis's own while no chart shows it).
    var placement: AxisPlacement {
        get {
            guard let chart = placingChart else { return detachedPlacement }
            return chart.axisPlacements[ObjectIdentifier(self)] ?? AxisPlacement()
        }
        set {
            guard let chart = placingChart else { detachedPlacement = newValue; return }
            chart.axisPlacements[ObjectIdentifier(self)] = newValue
        }
    }

    /// This axis's placement in `chart`: that chart's own when it shows the axis, else the
    /// placing chart's (an axis `chart` does not show, such as another chart's).
    func placement(in chart: Chart) -> AxisPlacement {
        if let own = chart.axisPlacements[ObjectIdentifier(self)] { return own }
        return hostReferences.contains { $0.chart === chart } ? AxisPlacement() : placement
    }

    /// What the default range fits: the placing chart's data alone, or for a shared axis the
    /// union of every chart's data (each end a baseline when a chart with data there stands on
    /// it), and the largest reach of any chart's marks.
    var sharedFit: (dataRange: AxisRange?, baselineEnds: BaselineEnds, markReach: Double) {
        guard liveHostCount > 1 else {
            let own = placement
            return (own.dataRange, own.baselineEnds, own.markReach)
        }
        let id = ObjectIdentifier(self)
        let placements = charts.compactMap { $0.axisPlacements[id] }
        guard let union = Chart.unionOfRanges(placements.compactMap(\.dataRange)) else {
            return (nil, BaselineEnds(), placements.map(\.markReach).max() ?? 0)
        }
        var ends = BaselineEnds()
        for placement in placements {
            guard let range = placement.dataRange else { continue }
            ends.low = ends.low || (placement.baselineEnds.low && range.min == union.min)
            ends.high = ends.high || (placement.baselineEnds.high && range.max == union.max)
        }
        return (union, ends, placements.map(\.markReach).max() ?? 0)
    }
}

extension Axis {
    /// Makes this an x (`.horizontal`) or y axis of `chart`. An axis other charts show keeps the
    /// orientation they show it in: one range cannot be an x range in one chart and a y range
    /// in another, so that is a programming error.
    func take(_ orientation: AxisOrientation, in chart: Chart) {
        let elsewhere = charts.contains { $0 !== chart }
        precondition(!elsewhere || self.orientation == orientation,
                     "an axis shown as \(self.orientation == .horizontal ? "x" : "y") by another chart cannot be a \(orientation == .horizontal ? "x" : "y") axis here")
        self.orientation = orientation
    }
}
