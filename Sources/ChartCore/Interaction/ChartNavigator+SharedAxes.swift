/// An axis shown by several charts moves once, in the chart where the gesture, momentum or
/// animation runs; every other chart showing it hears the step as its own movement (its
/// delegate and observers, its `ChartLink`s), stops its own motion, and draws again. Nothing is
/// set twice and nothing is sent back: the range lives in the one axis.
extension ChartNavigator {
    /// Hands a step this chart applied to the other charts that show any axis it moved.
    func tellSharingCharts(_ movement: ChartMovement) {
        guard !isMirroring else { return }
        for other in sharingCharts(of: movement.axes) {
            let changes = movement.changes.filter { change in other.allAxes.contains { $0 === change.axis } }
            other.navigator.mirror(ChartMovement(kind: movement.kind, cause: movement.cause, changes: changes))
        }
    }

    /// Ends the movements the other charts opened to mirror this chart's.
    func finishSharingCharts() {
        for other in sharingCharts(of: allAxes) where other.navigator.episode?.isMirrored == true {
            other.navigator.finishEpisode()
        }
    }

    /// The live charts other than this one that show any of `axes`, each once.
    private func sharingCharts(of axes: [Axis]) -> [Chart] {
        var result: [Chart] = []
        for axis in axes where axis.isShared {
            for other in axis.charts where other !== chart && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// A step another chart applied to axes this chart shares: already shown (the range is the
    /// axis's), so only told, as `apply` tells its own steps.
    private func mirror(_ shared: ChartMovement) {
        guard !shared.changes.isEmpty else { return }
        // This chart's y auto-fit follows the shared x as it follows its own: its y axes join
        // the step (set below, after the episode's start view is taken).
        var movement = shared
        let fitted = chart.autoFitAdjusted(shared.changes.map { ($0.axis, $0.after) }, cause: shared.cause)
        for (axis, range) in fitted where shared.change(for: axis) == nil && range.isFinite {
            let before = axis.visibleRange, after = range.nonDegenerate()
            if after != before { movement.changes.append(AxisRangeChange(axis: axis, before: before, after: after)) }
        }
        isMirroring = true
        defer { isMirroring = false }
        wasMovedBySharingChart = true
        if momentum != nil || animation != nil || (episode != nil && episode?.isMirrored != true) {
            // Another chart took the axis over: this one's own motion stops where it is.
            momentum = nil
            animation = nil
            finishEpisode()
        }
        if let current = episode, current.kind != movement.kind { finishEpisode() }
        if episode == nil {
            // The view before this step: the moved axes at their ranges before it.
            var start = ViewHistory.View(axes: allAxes)
            start.entries = start.entries.map { entry in
                guard let change = movement.change(for: entry.axis) else { return entry }
                return ViewHistory.View.Entry(axis: entry.axis, range: change.before, followsDefault: false)
            }
            episode = Episode(kind: movement.kind, cause: movement.cause, startView: start, isMirrored: true)
            switch movement.kind {
            case .panning: chart.notifyObservers { $0.chartWillStartPanning(chart, movement: movement) }
            case .zooming: chart.notifyObservers { $0.chartWillStartZooming(chart, movement: movement) }
            }
            notifyLinks(.willStart(movement))
        }
        episode?.cause = movement.cause
        for change in movement.changes where shared.change(for: change.axis) == nil {
            change.axis.setVisibleRange(change.after)
        }
        for change in movement.changes {
            chart.notifyObservers { $0.chart(chart, didChangeRangeOf: change.axis, movement: movement) }
        }
        switch movement.kind {
        case .panning: chart.notifyObservers { $0.chartIsPanning(chart, movement: movement) }
        case .zooming: chart.notifyObservers { $0.chartIsZooming(chart, movement: movement) }
        }
        notifyLinks(.changed(movement))
    }

    /// Whether another chart moved a shared axis since the last call; clears it.
    func takeMovesBySharingCharts() -> Bool {
        defer { wasMovedBySharingChart = false }
        return wasMovedBySharingChart
    }
}
