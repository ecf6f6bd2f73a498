import Foundation

/// The moves every input shares: zooming with limits, animating to target ranges, resetting,
/// and walking the view history.
extension ChartNavigator {
    /// The mapping of each axis that gestures can work with (laid out, finite range).
    func usableMaps(_ axes: [Axis]) -> [(axis: Axis, map: AxisPixelMap)] {
        axes.compactMap { axis in
            let map = AxisPixelMap(axis: axis, in: chart)
            return map.isUsable ? (axis, map) : nil
        }
    }

    /// Target mappings for zooming `maps` by `factor` about each axis's anchor pixel, within the
    /// axes' limits. With aspect lock every axis takes the same factor (clamped to what all of
    /// them allow); otherwise each is clamped on its own.
    func zoomTargets(_ maps: [(axis: Axis, map: AxisPixelMap)], factor: Double,
                     anchor: (Axis) -> Double) -> [(axis: Axis, map: AxisPixelMap)] {
        guard factor.isFinite, factor > 0 else { return [] }
        let limits = maps.map { AxisLimits(axis: $0.axis) }
        var common = factor
        if options.aspectLock {
            var low = 0.0, high = Double.infinity
            for (item, limit) in zip(maps, limits) {
                let allowed = limit.allowedFactors(for: item.map)
                low = max(low, allowed.lowerBound)
                high = min(high, allowed.upperBound)
            }
            common = low <= high ? min(max(factor, low), high) : 1
        }
        return zip(maps, limits).map { item, limit in
            var f = common
            if !options.aspectLock {
                let allowed = limit.allowedFactors(for: item.map)
                f = min(max(factor, allowed.lowerBound), allowed.upperBound)
            }
            let zoomed = item.map.zoomed(by: f, aboutPixel: anchor(item.axis))
            return (item.axis, limit.constrainedPosition(zoomed))
        }
    }

    /// The factor range every map allows, in ln units, for a zoom momentum curve.
    func logFactorLimits(_ maps: [(axis: Axis, map: AxisPixelMap)]) -> ClosedRange<Double> {
        var low = -Double.infinity, high = Double.infinity
        for item in maps {
            let allowed = AxisLimits(axis: item.axis).allowedFactors(for: item.map)
            low = max(low, Foundation.log(allowed.lowerBound))
            high = min(high, Foundation.log(allowed.upperBound))
        }
        return low <= high ? low...high : 0...0
    }

    /// Whether going from `from` to `to` changes any span (relatively, beyond rounding).
    static func kind(of tracks: [(from: AxisPixelMap, to: AxisPixelMap)]) -> NavigationKind {
        for track in tracks {
            let a = track.from.halfSpan, b = track.to.halfSpan
            if (a - b).magnitude > 1e-9 * max(a.magnitude, b.magnitude) { return .zooming }
        }
        return .panning
    }

    /// Moves to `targets`: animated over `options.animationDuration` from `startTime` (nil: the
    /// next frame), or at once. Axes in `followingDefault` go back to following their default
    /// range once there. Any motion running is stopped first.
    func move(to targets: [(axis: Axis, map: AxisPixelMap)], cause: NavigationCause, animated: Bool,
              startTime: Double?, followingDefault: Set<ObjectIdentifier> = [], isHistoryMove: Bool = false) {
        momentum = nil
        animation = nil
        finishEpisode()
        var tracks: [RangeAnimation.Track] = []
        for (axis, to) in targets {
            let from = AxisPixelMap(axis: axis, in: chart)
            let follows = followingDefault.contains(ObjectIdentifier(axis))
            guard to.low.isFinite, to.high.isFinite, to.high > to.low else { continue }
            if from == to, !(follows && axis.hasUserRange) { continue }
            tracks.append(.init(axis: axis, from: from, to: to, followsDefaultAtEnd: follows))
        }
        guard !tracks.isEmpty else { return }
        let kind = Self.kind(of: tracks.map { ($0.from, $0.to) })
        let duration = options.animationDuration
        if animated, duration.isFinite, duration > 0, tracks.contains(where: { $0.from != $0.to }) {
            animation = RangeAnimation(tracks: tracks, kind: kind, cause: cause, duration: duration,
                                       startTime: startTime, isHistoryMove: isHistoryMove)
            return
        }
        apply(tracks.map { ($0.axis, $0.to.range(on: $0.axis)) }, kind: kind, cause: cause)
        if isHistoryMove { episode?.isHistoryMove = true }
        for track in tracks where track.followsDefaultAtEnd { track.axis.resetRange() }
        finishEpisode()
    }

    /// Back to every axis's default range, which the axes then follow again.
    func resetZoom(animated: Bool, cause: NavigationCause = .reset, startTime: Double?) {
        let targets = allAxes.map { axis in (axis: axis, map: AxisPixelMap(axis: axis, range: axis.defaultRange, in: chart)) }
        move(to: targets, cause: cause, animated: animated, startTime: startTime,
             followingDefault: Set(allAxes.map(ObjectIdentifier.init)))
    }

    /// Animates to an earlier (`back`) or later view of the history; false when there is none.
    func walkHistory(back: Bool, startTime: Double?) -> Bool {
        stopMotion()
        guard let view = back ? history.back() : history.forward() else { return false }
        let axes = allAxes
        let entries = view.entries.filter { entry in axes.contains { $0 === entry.axis } }
        // A view that followed the default range goes back to today's default (data may have grown).
        let targets = entries.map { ($0.axis, AxisPixelMap(axis: $0.axis, range: $0.followsDefault ? $0.axis.defaultRange : $0.range, in: chart)) }
        let following = Set(entries.filter(\.followsDefault).map { ObjectIdentifier($0.axis) })
        move(to: targets, cause: .key, animated: true, startTime: startTime, followingDefault: following,
             isHistoryMove: true)
        return true
    }
}
