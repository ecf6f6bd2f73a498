extension Chart {
    // MARK: One clock for everything that moves

    /// Moves everything that runs on time on to `time` (seconds, on the clock the input events'
    /// times use): streamed points and the followed y fit, momentum and navigation animations,
    /// radial rotations, series show/hide animations, and a press-and-hold waiting to show the
    /// crosshair. A window calls it once per frame; a test calls it with the times it replays.
    ///
    /// ```swift
    /// chart.hideSeries(noise, animation: .fade(duration: 0.3))
    /// var now = 0.0
    /// while chart.advance(to: now).isAnimating { now += 1.0 / 60 }
    /// ```
    @discardableResult
    public func advance(to time: Double) -> ChartUpdate {
        let streamed = stepStreaming(to: time)
        // A shared axis another chart moved since this chart's last step counts as a move.
        let moved = stepNavigation(to: time) || navigator.takeMovesBySharingCharts()
        let animationsRan = hasRunningSeriesAnimations
        _ = stepAnimations(to: time)
        let crosshairAppeared = stepCrosshair(to: time)
        return ChartUpdate(needsRedraw: streamed || moved || animationsRan || crosshairAppeared, isAnimating: isAnimating)
    }

    /// Whether anything still moves on time: keep calling `advance(to:)` every frame while it does.
    public var isAnimating: Bool {
        isStreamingAnimating || isNavigationAnimating || hasRunningSeriesAnimations || isCrosshairHoldPending
            || isIndexing || isBuildingPyramids || isRefiningDensity
    }
}
