/// Something attached to a chart that draws in its overlay and may take its input before the
/// chart's own gestures do: a range selector on an overview chart, for instance.
///
/// A chart holds its extensions weakly, so an extension's owner decides how long it lives.
///
/// ```swift
/// final class Marker: ChartExtension {
///     func overlayCommands(for chart: Chart, layout: ChartLayout) -> [DrawCommand] { … }
/// }
/// chart.addExtension(marker)
/// ```
public protocol ChartExtension: AnyObject {
    /// Commands drawn above the crosshair, in the chart's points. Default: none.
    func overlayCommands(for chart: Chart, layout: ChartLayout) -> [DrawCommand]
    /// Takes `event` before the chart's gestures (through `ExtensionInteraction`, first in
    /// `chart.interactions`): nil leaves it to them, true or false consumes it (true: redraw).
    /// Default: nil.
    func chart(_ chart: Chart, intercept event: InputEvent) -> Bool?

    // MARK: Measured overlays

    /// Commands drawn above the crosshair, with the measurer the frame lays text out with, for
    /// extensions that size boxes to their text (the help overlay, the status line).
    /// Default: `overlayCommands(for:layout:)`.
    func overlayCommands(for chart: Chart, layout: ChartLayout, measurer: TextMeasuring) -> [DrawCommand]

    /// Points of height the extension takes in a strip along the chart's foot, below the axes
    /// and their labels, so what it draws there (`ChartLayout.footerStrip`) covers no data and no
    /// label. Keep it constant while the extension is attached: the plot area shrinks by it.
    /// Default: 0.
    func footerHeight(for chart: Chart, measurer: TextMeasuring) -> Double
}

extension ChartExtension {
    public func overlayCommands(for chart: Chart, layout: ChartLayout) -> [DrawCommand] { [] }
    public func chart(_ chart: Chart, intercept event: InputEvent) -> Bool? { nil }
    public func overlayCommands(for chart: Chart, layout: ChartLayout, measurer: TextMeasuring) -> [DrawCommand] {
        overlayCommands(for: chart, layout: layout)
    }

    public func footerHeight(for chart: Chart, measurer: TextMeasuring) -> Double { 0 }
}

/// A weakly held extension.
struct WeakChartExtension {
    weak var value: ChartExtension?
}

extension Chart {
    /// Attaches `extension` (held weakly) after those already attached.
    public func addExtension(_ chartExtension: ChartExtension) {
        extensions.removeAll { $0.value == nil || $0.value === chartExtension }
        extensions.append(WeakChartExtension(value: chartExtension))
    }

    /// Detaches `extension`.
    public func removeExtension(_ chartExtension: ChartExtension) {
        extensions.removeAll { $0.value == nil || $0.value === chartExtension }
    }

    /// The extensions' overlay commands, in the order they were attached.
    func extensionOverlayCommands(layout: ChartLayout, measurer: TextMeasuring = ApproximateTextMeasurer()) -> [DrawCommand] {
        extensions.compactMap(\.value).flatMap { $0.overlayCommands(for: self, layout: layout, measurer: measurer) }
    }

    /// The height of the strip the extensions take at the chart's foot (at most a quarter of it).
    func extensionFooterHeight(measurer: TextMeasuring, chartHeight: Double) -> Double {
        let total = extensions.compactMap(\.value).map { $0.footerHeight(for: self, measurer: measurer) }
            .filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        return min(total, max(chartHeight / 4, 0))
    }

    /// Offers `event` to the extensions; nil when none took it.
    func interceptByExtensions(_ event: InputEvent) -> Bool? {
        for chartExtension in extensions.compactMap(\.value) {
            if let handled = chartExtension.chart(self, intercept: event) { return handled }
        }
        return nil
    }
}
