extension ChartLink {
    /// Every chart of an x link shows its crosshair line at the x the pointer's chart reads: each
    /// chart's crosshair change sets `crosshair.linkedX` on the others (nil when it hides).
    func shareCrosshair(among charts: [Chart]) {
        var unique: [Chart] = []
        for chart in charts where !unique.contains(where: { $0 === chart }) { unique.append(chart) }
        let all = unique.map { WeakChart(chart: $0) }
        for chart in unique {
            crosshairObservations.append(chart.addObserver(CrosshairRelay(source: chart, charts: all)))
        }
    }
}

private struct WeakChart {
    weak var chart: Chart?
}

/// Hears one chart's crosshair and passes its x to the others.
private final class CrosshairRelay: ChartObserver {
    weak var source: Chart?
    let charts: [WeakChart]

    init(source: Chart, charts: [WeakChart]) {
        self.source = source
        self.charts = charts
    }

    func chart(_ chart: Chart, didChangeCrosshair reading: CrosshairReading?) {
        // A reading shown because of the link is not passed back.
        if reading?.isLinked == true { return }
        for case let other? in charts.map(\.chart) where other !== chart {
            other.crosshairState.linkedX = reading?.x
        }
    }
}
