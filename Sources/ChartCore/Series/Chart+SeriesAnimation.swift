extension Chart {
    // MARK: Show and hide animations (time injected, never read from a clock)

    /// Shows `series`, growing or fading it in with `animation` (nil: at once). It counts for
    /// the axes at once. The animation starts at the next `advanceAnimations(to:)`; `completion`
    /// gets true when it ran to its end and false when it was cut short (by another show or hide
    /// of the same series, `cancelSeriesAnimations()`, or the series leaving the chart). A
    /// series already shown animates in again (an introduction).
    public func showSeries(_ series: ChartSeries, animation: SeriesAnimation? = nil,
                           completion: ((Bool) -> Void)? = nil) {
        cancelAnimation(of: series)
        let wasHidden = series.isHidden
        series.isHidden = false
        if wasHidden { refitAxes() }
        guard let animation else {
            completion?(true)
            return
        }
        seriesAnimations[ObjectIdentifier(series)] = SeriesAnimationRun(series: series, animation: animation,
                                                                         isShowing: true, completion: completion)
    }

    /// Hides `series`, shrinking or fading it out with `animation` (nil: at once). It stays
    /// drawn until the animation ends and then leaves the axes' fit. `completion` as for
    /// `showSeries`; hiding a hidden series completes at once.
    public func hideSeries(_ series: ChartSeries, animation: SeriesAnimation? = nil,
                           completion: ((Bool) -> Void)? = nil) {
        cancelAnimation(of: series)
        guard !series.isHidden, let animation else {
            if !series.isHidden {
                series.isHidden = true
                refitAxes()
            }
            completion?(true)
            return
        }
        seriesAnimations[ObjectIdentifier(series)] = SeriesAnimationRun(series: series, animation: animation,
                                                                         isShowing: false, completion: completion)
    }

    /// Moves every show and hide animation on to `time` (seconds on any clock the caller keeps,
    /// the same one every call) and finishes those that are done. Returns whether any are still
    /// under way, so a window knows to draw another frame. A non-finite time changes nothing.
    @available(*, deprecated, renamed: "advance(to:)", message: "advance(to:) moves streaming, navigation, animations and the crosshair together")
    @discardableResult
    public func advanceAnimations(to time: Double) -> Bool {
        stepAnimations(to: time)
    }

    /// `advance(to:)`'s show/hide animation step: whether any is still under way.
    func stepAnimations(to time: Double) -> Bool {
        guard time.isFinite else { return hasRunningSeriesAnimations }
        animationTime = time
        let present = Set(seriesStates.map { ObjectIdentifier($0.series) })
        var ended: [(SeriesAnimationRun, Bool)] = []
        var refit = false
        for (key, run) in seriesAnimations {
            guard present.contains(key) else {
                seriesAnimations[key] = nil
                ended.append((run, false))
                continue
            }
            let start = run.startTime ?? time
            run.startTime = start
            let state = run.animation.progress.state(atElapsed: time - start)
            run.amount = run.isShowing ? state.progress : 1 - state.progress
            if state.isFinished {
                seriesAnimations[key] = nil
                if !run.isShowing {
                    run.series.isHidden = true
                    refit = true
                }
                ended.append((run, true))
            }
        }
        if refit { refitAxes() }
        for (run, finished) in ended { finish(run, finished: finished) }
        return hasRunningSeriesAnimations
    }

    /// Whether any show or hide animation is under way.
    public var hasRunningSeriesAnimations: Bool { !seriesAnimations.isEmpty }

    /// Stops every show and hide animation where it stands: shown series stay shown, series on
    /// their way out stay shown too; each completion gets false.
    public func cancelSeriesAnimations() {
        let runs = Array(seriesAnimations.values)
        seriesAnimations = [:]
        for run in runs { finish(run, finished: false) }
    }

    /// How much of `series` is drawn: 1 unless an animation is under way.
    public func animationAmount(of series: ChartSeries) -> Double {
        seriesAnimations[ObjectIdentifier(series)]?.amount ?? 1
    }

    private func cancelAnimation(of series: ChartSeries) {
        guard let run = seriesAnimations.removeValue(forKey: ObjectIdentifier(series)) else { return }
        finish(run, finished: false)
    }

    private func finish(_ run: SeriesAnimationRun, finished: Bool) {
        run.completion?(finished)
        notifyObservers { $0.chart(self, didEndAnimationOf: run.series, showing: run.isShowing, finished: finished) }
    }

    /// `commands` as drawn partway through an animation of `series`.
    func animated(_ commands: [DrawCommand], of series: ChartSeries, frame: SeriesFrame) -> [DrawCommand] {
        guard let run = seriesAnimations[ObjectIdentifier(series)] else { return commands }
        let amount = run.amount.isFinite ? run.amount : 1
        let plot = frame.plotArea
        switch run.animation.effect {
        case .fade:
            return commands.map { $0.faded(by: min(max(amount, 0), 1)) }
        case .growHorizontally:
            return commands.map { $0.scaled(x: (plot.midX, amount), y: (0, 1)) }
        case .growVertically:
            return commands.map { $0.scaled(x: (0, 1), y: (plot.midY, amount)) }
        case .grow:
            let axis = frame.valueAxis
            let range = axis.visibleRange
            let baseline = min(max(series.baselineValue, min(range.min, range.max)), max(range.min, range.max))
            let pixel = axis.pixelValue(forDataValue: baseline.isFinite ? baseline : range.min, in: frame.valueSpan)
            return frame.orientation == .horizontal
                ? commands.map { $0.scaled(x: (0, 1), y: (pixel, amount)) }
                : commands.map { $0.scaled(x: (pixel, amount), y: (0, 1)) }
        }
    }
}
