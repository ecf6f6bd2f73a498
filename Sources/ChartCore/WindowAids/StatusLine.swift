import Foundation

/// One line of text in a strip at the chart's foot, below the axes and their labels (so it covers
/// no data and no label, and reads on the chart's own background): the pointer's data coordinates (written by the
/// axes' own formatters, so a date axis reads as dates), how many points are in view, whether y
/// follows x (`NavigationOptions.autoFitsY`), and a message (a hint on first open, where a file
/// was saved). A chart extension: attach it and the chart draws it in its overlay.
///
/// ```swift
/// let status = StatusLine(hint: "? or F1: keys and gestures")
/// chart.addExtension(status)           // held weakly: keep `status`
/// status.message = "Saved chart.png"   // until the next press, scroll or key
/// ```
public final class StatusLine: ChartExtension {
    /// Text shown after the readings until the first press, scroll or key (the first-open hint);
    /// nil for none.
    public var message: String?
    /// Called with the line's text whenever a frame draws a different one (for scripts and tests).
    public var onTextChange: ((String) -> Void)?
    /// Text size, in points. Default: 11.
    public var fontSize = 11.0
    /// Draw nothing (while an image of the chart is exported). Default: false.
    public var isSuspended = false

    private var pointer: Point?
    private var lastText: String?

    public init(hint: String? = nil) {
        message = hint
    }

    public func chart(_ chart: Chart, intercept event: InputEvent) -> Bool? {
        switch event {
        case .pointerMove(let position, _, _):
            pointer = position
        case .pointerExit:
            pointer = nil
        case .pointerDown, .scroll, .key:
            // The hint (or the last saved file) has been read once the user acts.
            message = nil
        default:
            break
        }
        return nil
    }

    /// The line as the next frame draws it.
    public func text(for chart: Chart) -> String {
        parts(for: chart).joined(separator: Self.separator)
    }

    static let separator = "   ·   "

    /// The line's parts, most important first (coordinates, points, auto-fit, message).
    func parts(for chart: Chart) -> [String] {
        var parts: [String] = []
        if let pointer, let plot = chart.lastLayout?.plotArea, plot.contains(pointer), !chart.isRadialChart {
            let x = chart.xAxis.tooltipString(for: Self.pointerValue(chart.xAxis, in: chart, pixel: pointer.x))
            let y = chart.yAxis.tooltipString(for: chart.dataValue(forPixelValue: pointer.y, on: chart.yAxis))
            parts.append("x \(x)   y \(y)")
        }
        if !chart.isRadialChart {
            let (inView, total) = counts(for: chart)
            parts.append(inView == total
                ? "\(Self.grouped(total)) \(total == 1 ? "point" : "points")"
                : "\(Self.grouped(inView)) of \(Self.grouped(total)) points in view")
            parts.append("y auto-fit \(chart.navigation.autoFitsY ? "on" : "off") (A)")
        }
        if let message { parts.append(message) }
        return parts
    }

    private var lastCounts: (inView: Int, total: Int)?

    /// `chart.pointsInView()`, except while a gesture or animation moves a chart of more than a
    /// million points: an unsorted series is counted by a scan, and a frame must not cost a
    /// pass over every point, so the last count stands until the view comes to rest.
    private func counts(for chart: Chart) -> (inView: Int, total: Int) {
        let moving = chart.isNavigationAnimating || chart.navigator.isDragging
        if moving, let lastCounts, chart.seriesStates.reduce(0, { $0 + $1.data.count }) > 1_000_000 {
            return lastCounts
        }
        let counts = chart.pointsInView()
        lastCounts = counts
        return counts
    }

    public func overlayCommands(for chart: Chart, layout: ChartLayout, measurer: TextMeasuring) -> [DrawCommand] {
        guard !isSuspended else { return [] }
        var parts = parts(for: chart)
        let text = parts.joined(separator: Self.separator)
        if text != lastText {
            lastText = text
            onTextChange?(text)
        }
        guard !text.isEmpty, let strip = layout.footerStrip else { return [] }
        let font = FontSpec(size: fontSize)
        // A narrow chart shows what fits, dropping parts from the end.
        var shown = text
        var metrics = measurer.measure(shown, font: font)
        while metrics.width + 8 > strip.width, parts.count > 1 {
            parts.removeLast()
            shown = parts.joined(separator: Self.separator)
            metrics = measurer.measure(shown, font: font)
        }
        let theme = chart.theme
        // The strip is the canvas's own ground; painting it keeps the text readable whatever
        // else (a bottom legend, a wide label) reaches towards it.
        let color = theme.tickLabelColor.readable(on: theme.background, minimumContrast: 4.5)
        let baseline = (strip.minY + (strip.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        return [
            .rects([RectShape(rect: strip, fill: theme.background)]),
            .text(TextCommand(text: shown, font: font, color: color, position: Point(x: strip.minX + 4, y: baseline))),
        ]
    }

    /// A line of text and a little room around it, whatever it says: the plot area keeps its
    /// size while the text changes.
    public func footerHeight(for chart: Chart, measurer: TextMeasuring) -> Double {
        guard !isSuspended else { return 0 }
        let m = measurer.measure("Xg", font: FontSpec(size: fontSize))
        return (m.ascent + m.descent + 6).rounded(.up)
    }

    /// The axis's value at `pixel`; on a date axis where a pixel spans six hours or more, the
    /// nearest midnight, so the line reads as a date and not a date with a meaningless time.
    static func pointerValue(_ axis: Axis, in chart: Chart, pixel: Double) -> Double {
        let span = chart.span(of: axis)
        let value = axis.dataValue(forPixelValue: pixel, in: span)
        guard let dates = axis as? DateTimeAxis, span.pixelLength > 0 else { return value }
        let perSecond = dates.valueUnit.perSecond
        let secondsPerPixel = axis.visibleRange.span / span.pixelLength / perSecond
        guard secondsPerPixel >= 6 * 3600, secondsPerPixel.isFinite, value.isFinite else { return value }
        let day = dates.calendar.startOfDay(for: Date(timeIntervalSince1970: value / perSecond + 12 * 3600))
        return day.timeIntervalSince1970 * perSecond
    }

    /// `1234567` as "1,234,567".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (value < 0 ? "-" : "") + out
    }
}
