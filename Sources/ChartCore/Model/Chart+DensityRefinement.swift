extension Chart {
    /// Whether a scatter's density shows coarse counts (from its `DensityPyramid`, during a zoom
    /// of a large cloud) while the exact ones are made on other threads: frames keep coming
    /// (`isAnimating`) until the exact picture replaces it.
    /// A hidden scatter is left out: it makes no frames that would take its counts in.
    public var isRefiningDensity: Bool {
        seriesStates.contains { !$0.series.isHidden && (($0.series as? ScatterSeries)?.densityBuilder.isRefining ?? false) }
    }

    /// Waits for the exact density counts of every scatter drawn coarsely; the next scene shows
    /// them (rendering without a window, tests, benchmarks).
    public func waitForDensityCounts() {
        for state in seriesStates {
            (state.series as? ScatterSeries)?.densityBuilder.waitForExactCounts()
        }
    }
}
