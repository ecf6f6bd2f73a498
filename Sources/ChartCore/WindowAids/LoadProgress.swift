import Foundation

/// A progress bar in the middle of the plot area while data load, with a line saying what is
/// read and how far it got; nothing once `fraction` is nil. A chart extension: the loader sets
/// `fraction` and `detail` on the chart's thread as chunks arrive.
///
/// ```swift
/// let progress = LoadProgress(title: "Loading prices.csv")
/// chart.addExtension(progress)          // held weakly: keep `progress`
/// progress.update(fraction: 0.42, detail: "18 of 43 MB")
/// progress.finish()
/// ```
public final class LoadProgress: ChartExtension {
    /// What is loading ("Loading prices.csv").
    public var title: String
    /// How far, 0...1; nil when nothing loads (the bar is gone).
    public private(set) var fraction: Double?
    /// A second part of the line ("18 of 43 MB").
    public private(set) var detail: String?

    public init(title: String) {
        self.title = title
        fraction = 0
    }

    /// Moves the bar to `fraction` (clamped to 0...1; NaN counts as 0).
    public func update(fraction: Double, detail: String? = nil) {
        self.fraction = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        self.detail = detail
    }

    /// Takes the bar away.
    public func finish() {
        fraction = nil
        detail = nil
    }

    /// The bar's track and filled part for `plot`, when it shows.
    public func barFrames(in plot: Rect) -> (track: Rect, filled: Rect)? {
        guard let fraction, plot.width > 40, plot.height > 40 else { return nil }
        let width = Swift.min(360, (plot.width * 0.6).rounded())
        let track = Rect(x: (plot.midX - width / 2).rounded(), y: (plot.midY - 4).rounded(), width: width, height: 8)
        return (track, Rect(x: track.minX, y: track.minY, width: (width * fraction).rounded(), height: track.height))
    }

    /// The line above the bar.
    public var label: String {
        guard let fraction else { return title }
        return "\(title)   \(Int((fraction * 100).rounded(.down))) %" + (detail.map { "   \($0)" } ?? "")
    }

    public func overlayCommands(for chart: Chart, layout: ChartLayout, measurer: TextMeasuring) -> [DrawCommand] {
        guard let (track, filled) = barFrames(in: layout.plotArea) else { return [] }
        let theme = chart.theme
        let accent = theme.palette.first ?? theme.crosshairColor
        let font = FontSpec(size: 12)
        let metrics = measurer.measure(label, font: font)
        let plate = Rect(x: track.minX - 14, y: track.minY - metrics.ascent - metrics.descent - 20,
                         width: track.width + 28, height: track.height + metrics.ascent + metrics.descent + 34)
        var rects = [RectShape(rect: track, fill: theme.majorGridLineColor, cornerRadius: 4)]
        if filled.width > 0 { rects.append(RectShape(rect: filled, fill: accent, cornerRadius: 4)) }
        return [
            .rects([RectShape(rect: plate, fill: theme.plotBackground.withAlpha(0.92), cornerRadius: 6,
                              borderWidth: 1 / layout.scale, borderColor: theme.plotBorderColor)]),
            .rects(rects),
            .text(TextCommand(text: label, font: font, color: theme.tickLabelColor,
                              position: Point(x: plate.midX, y: (track.minY - 10 - metrics.descent).rounded()),
                              horizontalAnchor: .center)),
        ]
    }
}
