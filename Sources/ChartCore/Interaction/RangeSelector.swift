/// Pairs a main chart with an overview chart of the same data: the overview shows the main
/// chart's visible x range as a window with handles over the parts it leaves out.
///
/// - Dragging the window pans the main chart, as a drag on the main chart would (momentum
///   included; the main chart's delegate and observers hear `.gesture` then `.momentum`); the
///   drag and its glide stop where the window meets the overview's edge.
/// - Dragging a handle moves that end of the main chart's range.
/// - A click outside the window centres it there (animated).
/// - Panning or zooming the main chart moves the window: it is drawn from the main chart's
///   range at every frame, and the selector observes the main chart (`selection`).
/// - A marker tracks the newest point of the data; `marksNewestVisibleValue` adds a line and a
///   value tag at the main chart's right-most point in view.
///
/// The overview's own gestures are off (its range is its data's); the selector is an extension
/// of the overview (overlay drawing and input) and an observer of the main chart.
///
/// ```swift
/// let selector = RangeSelector(main: prices, overview: overview)
/// let view = try ChartView(charts: [prices, overview], arrangement: .rows([4, 1]),
///                          title: "Prices", size: Size(width: 1000, height: 700))
/// withExtendedLifetime(selector) { view.run() }
/// ```
public final class RangeSelector: ChartExtension, ChartObserver {
    public let main: Chart
    public let overview: Chart
    public var style = RangeSelectorStyle()
    /// The main chart's visible x range as last reported (every pan, zoom and stream step).
    public private(set) var selection: AxisRange
    /// Called when `selection` changes.
    public var onSelectionChange: ((AxisRange) -> Void)?
    /// Whether the main chart shows a line and a value tag at its right-most point in view
    /// (`NewestValueMarker`, for the first series), following every pan. Default: false.
    public var marksNewestVisibleValue = false {
        didSet {
            guard marksNewestVisibleValue != oldValue else { return }
            if marksNewestVisibleValue {
                main.addExtension(newestValueMarker)
            } else {
                main.removeExtension(newestValueMarker)
            }
        }
    }
    /// The marker `marksNewestVisibleValue` attaches: set its series or colour here.
    public let newestValueMarker = NewestValueMarker()

    private var observation: ChartObservation?
    private var press: Press?

    private enum Grip: Equatable {
        case window, low, high
    }

    private struct Press {
        var grip: Grip
        var start: Point
        /// The range and overview pixels per x unit at the press.
        var range: AxisRange
        var overviewPixelsPerUnit: Double
        /// Where the forwarded drag runs on the main chart (its plot centre), once begun.
        var mainStart: Point?
        var mainPixelsPerUnit: Double
    }

    public init(main: Chart, overview: Chart) {
        self.main = main
        self.overview = overview
        selection = main.xAxis.visibleRange
        for axis in overview.allAxes {
            axis.isGesturePanningEnabled = false
            axis.isGestureZoomingEnabled = false
        }
        overview.crosshairSettings.isEnabled = false
        overview.addExtension(self)
        observation = main.addObserver(self)
    }

    /// The window on the overview, in its points: the main chart's x range across the
    /// overview's plot area (clipped to it); nil before the overview is laid out.
    public var windowRect: Rect? {
        guard let plot = overview.lastLayout?.plotArea else { return nil }
        let range = main.xAxis.visibleRange
        let left = Swift.max(plot.minX, Swift.min(plot.maxX, overview.pixelValue(forDataValue: range.min, on: overview.xAxis)))
        let right = Swift.max(plot.minX, Swift.min(plot.maxX, overview.pixelValue(forDataValue: range.max, on: overview.xAxis)))
        guard left.isFinite, right.isFinite else { return nil }
        return Rect(x: left, y: plot.minY, width: Swift.max(right - left, 0), height: plot.height)
    }

    // MARK: ChartObserver (the main chart)

    public func chart(_ chart: Chart, didChangeRangeOf axis: Axis, movement: ChartMovement) {
        guard axis === main.xAxis else { return }
        updateSelection()
    }

    public func chart(_ chart: Chart, didStreamPointsInSeriesAt seriesIndex: Int, appended: Int, removed: Int) {
        updateSelection()
    }

    private func updateSelection() {
        let range = main.xAxis.visibleRange
        guard range != selection else { return }
        selection = range
        onSelectionChange?(range)
    }

    // MARK: ChartExtension (the overview)

    public func overlayCommands(for chart: Chart, layout: ChartLayout) -> [DrawCommand] {
        guard let window = windowRect else { return [] }
        let plot = layout.plotArea
        let theme = chart.theme
        let accent = style.windowColor ?? theme.crosshairColor
        let veil = style.outsideFill ?? theme.plotBackground.withAlpha(0.72)
        var rects: [RectShape] = []
        if window.minX > plot.minX {
            rects.append(RectShape(rect: Rect(x: plot.minX, y: plot.minY, width: window.minX - plot.minX, height: plot.height),
                                   fill: veil))
        }
        if window.maxX < plot.maxX {
            rects.append(RectShape(rect: Rect(x: window.maxX, y: plot.minY, width: plot.maxX - window.maxX, height: plot.height),
                                   fill: veil))
        }
        let line = 1 / layout.scale
        rects.append(RectShape(rect: window, fill: accent.withAlpha(0.08), borderWidth: Swift.max(line, 1), borderColor: accent))
        let handleHeight = Swift.min(plot.height * 0.5, 28)
        let handleWidth = Swift.max(style.handleWidth, 2)
        for edge in [window.minX, window.maxX] {
            rects.append(RectShape(rect: Rect(x: edge - handleWidth / 2, y: plot.midY - handleHeight / 2,
                                              width: handleWidth, height: handleHeight),
                                   fill: theme.plotBackground, cornerRadius: 2, borderWidth: Swift.max(line, 1),
                                   borderColor: accent))
        }
        var commands: [DrawCommand] = [.rects(rects)]
        // Grip lines on the handles.
        let grips = [window.minX, window.maxX].map {
            SegmentBatch.Segment(from: Point(x: $0, y: plot.midY - handleHeight / 4), to: Point(x: $0, y: plot.midY + handleHeight / 4))
        }
        commands.append(.segments(SegmentBatch(segments: grips, color: accent, width: 1)))
        if style.showsNewestMarker, let newest = main.newestX {
            let x = chart.pixelValue(forDataValue: newest, on: chart.xAxis)
            if x.isFinite, x >= plot.minX - 0.5, x <= plot.maxX + 0.5 {
                let color = style.newestMarkerColor ?? accent
                commands.append(.segments(SegmentBatch(segments: [.init(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY))],
                                                       color: color, width: 2)))
            }
        }
        return commands
    }

    public func chart(_ chart: Chart, intercept event: InputEvent) -> Bool? {
        switch event {
        case .pointerDown(let button, let position, _, _, _):
            guard button == .left, let plot = overview.lastLayout?.plotArea, plot.contains(position),
                  let window = windowRect else { return nil }
            let grab = Swift.max(style.handleWidth, 2) / 2 + 3
            let grip: Grip
            if abs(position.x - window.minX) <= grab { grip = .low }
            else if abs(position.x - window.maxX) <= grab { grip = .high }
            else if position.x > window.minX && position.x < window.maxX { grip = .window }
            else {
                centre(at: position.x)
                return true
            }
            let range = main.xAxis.visibleRange
            // Pixels per unit from half-spans: finite where a span overflows (-1e308...1e308).
            let overviewHalfSpan = overview.xAxis.visibleRange.halfSpan
            let mainPlotWidth = main.lastLayout?.plotArea.width ?? 0
            press = Press(grip: grip, start: position, range: range,
                          overviewPixelsPerUnit: overview.span(of: overview.xAxis).pixelLength / 2 / overviewHalfSpan,
                          mainStart: nil, mainPixelsPerUnit: mainPlotWidth / 2 / range.halfSpan)
            return true
        case .pointerMove(let position, _, let time):
            guard var press else { return nil }
            let units = (position.x - press.start.x) / press.overviewPixelsPerUnit
            switch press.grip {
            case .window:
                guard let mainPlot = main.lastLayout?.plotArea, press.mainPixelsPerUnit.isFinite else { return true }
                let start = press.mainStart ?? Point(x: mainPlot.midX, y: mainPlot.midY)
                if press.mainStart == nil {
                    // The forwarded drag begins at the first move, so a still press is no click.
                    press.mainStart = start
                    self.press = press
                    // The window cannot leave the overview: neither may the drag nor its glide.
                    let shown = overview.xAxis.visibleRange, current = main.xAxis.visibleRange
                    main.xAxis.drivenExtent = AxisRange(min: Swift.min(shown.min, current.min),
                                                        max: Swift.max(shown.max, current.max))
                    _ = main.handle(.pointerDown(button: .left, position: start, modifiers: [], clickCount: 1, time: time))
                }
                // Moving the window right moves the range right: a drag to the left on the main chart.
                let target = Point(x: start.x - units * press.mainPixelsPerUnit, y: start.y)
                _ = main.handle(.pointerMove(position: target, buttons: [.left], time: time))
            case .low:
                let low = Swift.min(AxisLimits.finite(press.range.min + units), press.range.max - press.range.halfSpan * 0.02)
                main.setRange(AxisRange(min: low, max: press.range.max), on: main.xAxis)
            case .high:
                let high = Swift.max(AxisLimits.finite(press.range.max + units), press.range.min + press.range.halfSpan * 0.02)
                main.setRange(AxisRange(min: press.range.min, max: high), on: main.xAxis)
            }
            return true
        case .pointerUp(let button, let position, _, let time):
            guard button == .left, let press else { return nil }
            self.press = nil
            if press.grip == .window, let start = press.mainStart {
                let units = (position.x - press.start.x) / press.overviewPixelsPerUnit
                let target = Point(x: start.x - units * press.mainPixelsPerUnit, y: start.y)
                _ = main.handle(.pointerUp(button: .left, position: target, modifiers: [], time: time))
                // The glide was planned within the extent at the release; later gestures of the
                // main chart's own are free again.
                main.xAxis.drivenExtent = nil
                // The forwarded pointer never was over the main chart: no crosshair there.
                _ = main.handle(.pointerExit(time: time))
            }
            return true
        case .scroll:
            return overview.lastLayout?.plotArea.contains(Self.position(of: event) ?? .zero) == true ? false : nil
        default:
            return nil
        }
    }

    /// Centres the window on the overview's x at `pixel`, keeping its width (animated).
    private func centre(at pixel: Double) {
        let value = overview.dataValue(forPixelValue: pixel, on: overview.xAxis)
        let half = main.xAxis.visibleRange.halfSpan
        guard value.isFinite, half.isFinite else { return }
        main.setRange(AxisRange(min: AxisLimits.finite(value - half), max: AxisLimits.finite(value + half)),
                      on: main.xAxis, animated: true)
    }

    private static func position(of event: InputEvent) -> Point? {
        if case .scroll(_, _, let position, _, _, _) = event { return position }
        return nil
    }
}
