/// Keeps one axis range equal across several charts: pan or zoom any of them and the others
/// follow, frame by frame, momentum and animations included.
///
/// ```swift
/// let prices = Chart(title: "Price"), volume = Chart(title: "Volume")
/// let link = ChartLink(charts: [prices, volume])     // x ranges move together while `link` lives
/// try withExtendedLifetime(link) {
///     try ChartView(charts: [prices, volume], title: "Market", size: Size(width: 1000, height: 800)).run()
/// }
/// ```
///
/// The caller owns the link, like a `ChartObservation`: it lasts until `cancel()` or until the
/// last reference to it goes (the charts hold it only weakly). On creation the
/// others take the first chart's range. A follower's delegate hears each mirrored step with the
/// leading chart's cause, and the follower's own momentum stops when another chart moves it.
/// The same can be written by hand with the delegate: in `chartIsPanning`/`chartIsZooming`, set
/// `movement.change(for: chart.xAxis)?.after` on the other chart with `setRange(_:on:)`.
///
/// A link copies ranges between axes that stay separate: each chart keeps its own axis kind,
/// settings and fit, and the coupling can be cancelled. Charts that should always show one range
/// on one scale can instead share one `Axis` object (`Axis.isShared`): one range, fitted to all
/// their data, with nothing to keep alive. A link leaves alone charts that share the source's axis.
public final class ChartLink {
    /// Which primary axis is linked: `.horizontal` for x, `.vertical` for y.
    public let orientation: AxisOrientation

    private struct Member {
        weak var chart: Chart?
        let observer: Int
    }

    private var members: [Member] = []
    /// The relays that share the crosshair's x (`ChartLink+Crosshair.swift`).
    var crosshairObservations: [ChartObservation] = []
    /// Set while a step is being mirrored, so the followers' own notices are not sent back.
    private var isForwarding = false

    /// Links the primary x axes (or y axes, with `.vertical`) of `charts` until the link is
    /// cancelled or released: keep it.
    public init(charts: [Chart], orientation: AxisOrientation = .horizontal) {
        self.orientation = orientation
        for chart in charts where !members.contains(where: { $0.chart === chart }) {
            // The link holds the charts weakly and they hold it weakly: its owner decides.
            let id = chart.navigator.addObserver { [weak self, unowned chart] notice in
                self?.forward(notice, from: chart)
            }
            members.append(Member(chart: chart, observer: id))
        }
        if orientation == .horizontal { shareCrosshair(among: charts) }
        if let first = charts.first {
            let range = axis(of: first).visibleRange
            for case let chart? in members.map(\.chart) where axis(of: chart) !== axis(of: first) {
                axis(of: chart).setVisibleRange(range)
            }
        }
    }

    /// Ends the link; the charts keep their ranges.
    @available(*, deprecated, renamed: "cancel()")
    public func unlink() {
        cancel()
    }

    deinit { cancel() }

    /// Ends the link; the charts keep their ranges. Calling it twice does nothing.
    public func cancel() {
        for member in members {
            member.chart?.navigator.removeObserver(member.observer)
        }
        members.removeAll()
        crosshairObservations.forEach { $0.cancel() }
        crosshairObservations.removeAll()
    }

    private func axis(of chart: Chart) -> Axis {
        orientation == .horizontal ? chart.xAxis : chart.yAxis
    }

    private func forward(_ notice: ChartNavigator.Notice, from source: Chart) {
        guard !isForwarding else { return }
        isForwarding = true
        defer { isForwarding = false }
        for case let chart? in members.map(\.chart) where chart !== source {
            switch notice {
            case .willStart:
                break
            case .changed(let movement):
                // A chart showing the source's very axis moved with it already (a shared axis).
                guard axis(of: chart) !== axis(of: source),
                      let change = movement.change(for: axis(of: source)) else { continue }
                chart.navigator.follow(axis(of: chart), range: change.after, kind: movement.kind, cause: movement.cause)
            case .didFinish:
                chart.navigator.finishEpisode()
            }
        }
    }
}
