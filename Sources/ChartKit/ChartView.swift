import CGL
import ChartGL
import ChartPlatform
import ChartText

/// One chart, or several stacked, in a window of its own: routes input to the chart under the
/// pointer, draws when something changed, and sleeps otherwise.
///
/// ```swift
/// let view = try ChartView(chart: chart, title: "Prices", size: Size(width: 1000, height: 640))
/// view.run()   // returns when the window is closed
///
/// // Two charts whose x ranges move together:
/// ChartLink(charts: [prices, volume])
/// try ChartView(charts: [prices, volume], title: "Market", size: Size(width: 1000, height: 800)).run()
/// ```
///
/// Drag pans, scroll zooms about the pointer, double-click resets, right-drag (or Shift+drag)
/// box-zooms: each chart's `interactions` handlers, which a pane hands every event with the
/// layout of its last frame (`Chart.handle(_:in:)`); remove or add handlers there. The charts' navigation runs on the window's clock (GLFW's
/// timer, the one input events are stamped with): while momentum or an animation runs, each
/// frame advances it to the frame's time and another frame follows at the display rate.
public final class ChartView {
    /// The charts, in window order (top to bottom, or left to right).
    public private(set) var charts: [Chart]
    public let arrangement: ChartArrangement
    public let window: ChartWindow
    public let fonts: FontLibrary
    private let panes: [ChartPane]
    /// The pane a pressed button belongs to until it is released.
    private var capturedPane: Int?
    private var hoveredPane: Int?
    /// The pane keys go to: the last one pressed or hovered.
    private var focusedPane = 0

    /// Extra magnification on top of the screen's own HiDPI scale (`chartview --scale`). Default: 1.
    public var magnification: Double = 1 {
        didSet {
            for pane in panes { pane.needsLayout = true }
            window.requestRedraw()
        }
    }

    /// The first chart.
    public var chart: Chart { charts[0] }

    public convenience init(chart: Chart, title: String, size: Size) throws(ChartKitError) {
        try self.init(charts: [chart], title: title, size: size)
    }

    /// A window of `size` points holding `charts`, each with an equal share; an empty list shows
    /// one empty chart.
    /// Charts may share an `Axis` object (`Axis.isShared`): a pan in one pane moves every pane
    /// showing it. Throws `.window` when no window can open (no display, say).
    public init(charts: [Chart], arrangement: ChartArrangement = .vertical, title: String, size: Size) throws(ChartKitError) {
        self.charts = charts.isEmpty ? [Chart()] : charts
        self.arrangement = arrangement
        window = try ChartKitError.wrapping(ChartKitError.window) { () throws(WindowError) in
            try ChartWindow(title: title, width: Int(size.width), height: Int(size.height))
        }
        let fonts = try ChartKitError.wrapping(ChartKitError.fonts) { () throws(TextError) in try FontLibrary() }
        self.fonts = fonts
        let atlas = GlyphAtlas(library: fonts)
        var panes: [ChartPane] = []
        for chart in self.charts {
            let renderer = try ChartKitError.wrapping(ChartKitError.renderer) { () throws(RendererError) in
                try ChartRenderer(atlas: atlas)
            }
            // A pan draws only what moved; the frame after it (asked for below) draws exactly.
            renderer.allowsMovingFrames = true
            renderer.choosesFramesByMeasuring = true
            let pane = ChartPane(chart: chart, renderer: renderer)
            if self.charts.count > 1 { pane.target = OffscreenFramebuffer() }
            panes.append(pane)
        }
        self.panes = panes
        window.onFrame = { [unowned self] in self.drawFrame() }
        window.onResize = { [unowned self] in
            for pane in self.panes { pane.needsLayout = true }
            self.window.requestRedraw()
        }
        window.onEvent = { [unowned self] event in self.handle(event) }
        // Points a producer thread feeds in wake the sleeping loop; the frame takes them.
        // Weakly: a chart that outlives this view must not keep its window.
        let window = self.window
        for chart in self.charts {
            chart.onFeedPending = { [weak window] in window?.requestRedraw() }
        }
    }

    /// Runs at the start of every frame, before the charts take their feeds' points, with the
    /// frame's time: for code that applies data it gathered between frames. Default: nil.
    public var beforeFrame: ((Double) -> Void)?

    /// Runs at the end of every frame, once each pane is drawn and before the window presents
    /// it, with the frame's time: for code that reads where the frame put things
    /// (`plotArea(ofChartAt:)`). Default: nil.
    public var afterFrame: ((Double) -> Void)?

    /// Shows `chart` in place of chart `index` from the next frame on (a file loaded in the
    /// background replacing its partial chart). The old chart keeps its delegate and extensions;
    /// attach what the new one needs.
    public func replaceChart(at index: Int, with chart: Chart) {
        guard charts.indices.contains(index), charts[index] !== chart else { return }
        charts[index] = chart
        panes[index].chart = chart
        panes[index].needsLayout = true
        chart.onFeedPending = { [weak window] in window?.requestRedraw() }
        window.requestRedraw()
    }

    /// Runs until the window is closed.
    public func run() {
        window.requestRedraw()
        window.run()
    }

    /// Presents `frames` frames and returns: for tests and screenshots.
    public func run(frames: Int) {
        window.requestRedraw()
        window.run(frames: frames)
    }

    /// Draw calls per layer of the last frame of the first chart.
    public var lastFrameStats: FrameStats { panes[0].renderer.lastFrameStats }

    /// Whether pans draw moving frames or whole redraws: measured on this device by default
    /// (`FrameStrategy`); set a decided one to fix it (a test of moving frames does).
    public var frameStrategy: FrameStrategy {
        get { panes[0].renderer.frameStrategy }
        set { for pane in panes { pane.renderer.frameStrategy = newValue } }
    }

    /// Draw calls per layer of the last frame of chart `index`.
    public func lastFrameStats(ofChartAt index: Int) -> FrameStats {
        panes[index].renderer.lastFrameStats
    }

    // MARK: - Geometry

    /// Where chart `index`'s plot area is in the window as the chart was last laid out (its last
    /// frame, or a press handled since), in the window's points: the coordinates its input events
    /// carry (on X11 at a scale of 1, the pointer's pixels from the window's top-left corner).
    /// Nil before the chart's first layout or for an index out of range.
    public func plotArea(ofChartAt index: Int) -> Rect? {
        guard panes.indices.contains(index), let plot = panes[index].layout?.plotArea else { return nil }
        // Chart points in the pane, then in the window, then times the magnification input divides by.
        let origin = panes[index].origin(scale: scale), m = clampedMagnification
        return Rect(x: (origin.x + plot.minX) * m, y: (origin.y + plot.minY) * m, width: plot.width * m, height: plot.height * m)
    }

    private var clampedMagnification: Double {
        magnification.isFinite && magnification > 0 ? magnification : 1
    }

    /// Device pixels per chart point: the screen's scale times `magnification`.
    private var scale: Double {
        window.contentScale * clampedMagnification
    }

    /// Places the panes in the framebuffer as it is now.
    private func layOutPanes() {
        let fb = window.framebufferSize
        let rects = arrangement.paneRects(count: panes.count, width: fb.width, height: fb.height)
        for (pane, rect) in zip(panes, rects) where pane.pixelRect != rect {
            pane.pixelRect = rect
            pane.needsLayout = true
        }
    }

    /// The pane under a point in window chart points.
    private func paneIndex(at point: Point) -> Int? {
        panes.firstIndex { $0.contains(point, scale: scale) }
    }

    // MARK: - Input

    private func handle(_ event: InputEvent) {
        layOutPanes()
        let m = clampedMagnification
        func chartPoint(_ p: Point) -> Point { Point(x: p.x / m, y: p.y / m) }
        switch event {
        case .pointerDown(let button, let position, let modifiers, let clickCount, let time):
            let p = chartPoint(position)
            guard let index = paneIndex(at: p) else { return }
            capturedPane = index
            focusedPane = index
            route(index, at: p) { .pointerDown(button: button, position: $0, modifiers: modifiers, clickCount: clickCount, time: time) }
        case .pointerMove(let position, let buttons, let time):
            let p = chartPoint(position)
            if let captured = capturedPane {
                route(captured, at: p, layOutFirst: false) { .pointerMove(position: $0, buttons: buttons, time: time) }
                return
            }
            let index = paneIndex(at: p)
            if let previous = hoveredPane, previous != index, panes[previous].chart.handle(.pointerExit(time: time)).needsRedraw {
                window.requestRedraw()
            }
            hoveredPane = index
            if let index {
                focusedPane = index
                route(index, at: p, layOutFirst: false) { .pointerMove(position: $0, buttons: buttons, time: time) }
            }
        case .pointerUp(let button, let position, let modifiers, let time):
            guard let captured = capturedPane else { return }
            capturedPane = nil
            route(captured, at: chartPoint(position)) {
                .pointerUp(button: button, position: $0, modifiers: modifiers, time: time)
            }
        case .scroll(let dx, let dy, let position, let modifiers, let isPrecise, let time):
            let p = chartPoint(position)
            guard let index = paneIndex(at: p) else { return }
            route(index, at: p) { .scroll(dx: dx, dy: dy, position: $0, modifiers: modifiers, isPrecise: isPrecise, time: time) }
        case .key:
            route(min(focusedPane, panes.count - 1), at: nil) { _ in event }
        case .pointerExit:
            hoveredPane = nil
            var redraw = false
            for pane in panes { redraw = pane.chart.handle(event).needsRedraw || redraw }
            if redraw { window.requestRedraw() }
        }
    }

    /// Hands an event to pane `index`, with its position made relative to the pane. With
    /// `layOutFirst`, a chart that changed since its last frame is laid out before it hears the
    /// event, so presses, scrolls and keys act on what the screen is about to show; moves need
    /// no layout (a drag works from the mapping at its press, the crosshair from the next frame).
    private func route(_ index: Int, at point: Point?, layOutFirst: Bool = true, _ make: (Point) -> InputEvent) {
        let pane = panes[index]
        if layOutFirst, pane.needsLayout {
            pane.layout = pane.chart.applyLayout(size: pane.size(scale: scale), scale: scale, measurer: fonts)
            pane.needsLayout = false
        }
        let origin = pane.origin(scale: scale)
        let local = point.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) } ?? .zero
        let event = make(local)
        let update = pane.layout.map { pane.chart.handle(event, in: $0) } ?? pane.chart.handle(event)
        if update.needsRedraw {
            // A linked chart may have moved with it: every pane lays out again.
            for other in panes { other.needsLayout = true }
            window.requestRedraw()
        } else if update.isAnimating {
            // Frames keep coming (drawFrame says so) until the hold shows the crosshair.
            window.requestRedraw()
        }
    }

    // MARK: - Frames

    private func drawFrame() -> Bool {
        layOutPanes()
        let fb = window.framebufferSize
        guard fb.width > 0, fb.height > 0 else { return false }
        let now = window.time
        beforeFrame?(now)
        // Streamed points, momentum, animations and a press-and-hold, all on the window's clock.
        var animating = false
        for pane in panes { animating = pane.chart.advance(to: now).isAnimating || animating }
        let scale = self.scale
        // One layout per pane and frame, taken in before any scene is built.
        var layouts = panes.map { pane -> ChartLayout? in
            guard pane.pixelRect.width > 0, pane.pixelRect.height > 0 else { return nil }
            pane.chart.prepareFrame()
            return pane.chart.layout(size: pane.size(scale: scale), scale: scale, measurer: fonts)
        }
        for column in arrangement.alignedColumns(count: panes.count) where column.count > 1 {
            // Stacked charts share the widest axis bands, so their plot areas line up.
            let natural = column.compactMap { layouts[$0]?.naturalPlotInsets }
            let aligned = HorizontalInsets(left: natural.map(\.left).max() ?? 0, right: natural.map(\.right).max() ?? 0)
            for i in column where layouts[i] != nil && panes[i].chart.minimumPlotInsets != aligned {
                let pane = panes[i]
                // The natural layout's label space carries into the aligned one, as a frame's would.
                pane.chart.apply(layouts[i]!)
                pane.chart.minimumPlotInsets = aligned
                layouts[i] = pane.chart.layout(size: pane.size(scale: scale), scale: scale, measurer: fonts)
            }
        }
        var linkedXBuiltWith = panes.map(\.chart.crosshairState.linkedX)
        var scenes = zip(panes, layouts).enumerated().map { i, paneLayout -> Scene? in
            let (pane, layout) = paneLayout
            linkedXBuiltWith[i] = pane.chart.crosshairState.linkedX
            return layout.map { pane.chart.makeScene(layout: $0, measurer: fonts) }
        }
        // A linked crosshair moved by a pane drawn after this one (ChartLink): draw it again.
        for (i, pane) in panes.enumerated() where pane.chart.crosshairState.linkedX != linkedXBuiltWith[i] {
            guard let layout = layouts[i] else { continue }
            scenes[i] = pane.chart.makeScene(layout: layout, measurer: fonts)
        }
        for (pane, layout) in zip(panes, layouts) where layout != nil { pane.layout = layout }
        for (pane, scene) in zip(panes, scenes) {
            guard let scene else { continue }
            let rect = pane.pixelRect
            pane.needsLayout = false
            pane.chart.reportRenderStarted()
            defer {
                pane.chart.reportRenderFinished(ChartFrameStats(pane.renderer.lastFrameStats,
                                                                pixelWidth: rect.width, pixelHeight: rect.height))
            }
            if let target = pane.target {
                target.resize(width: rect.width, height: rect.height)
                guard target.isComplete else { continue }
                pane.renderer.render(scene, pixelWidth: rect.width, pixelHeight: rect.height, into: target.framebuffer)
                target.copyToWindow(x: rect.x, y: rect.y, windowHeight: fb.height)
            } else {
                pane.renderer.render(scene, pixelWidth: fb.width, pixelHeight: fb.height)
            }
        }
        afterFrame?(now)
        return animating || panes.contains { $0.chart.isAnimating }
            || panes.contains { $0.renderer.lastFrameStats.movedPlotPicture }
    }
}
