import CGL
import ChartGL
import ChartPlatform
import ChartText

/// A chart in a window of its own: draws when something changed and sleeps otherwise.
///
/// ```swift
/// let view = try ChartView(chart: chart, title: "Prices", size: Size(width: 1000, height: 640))
/// view.run()   // returns when the window is closed
/// ```
public final class ChartView {
    public let chart: Chart
    public let window: ChartWindow
    public let fonts: FontLibrary
    private let renderer: ChartRenderer
    /// Extra magnification on top of the screen's own HiDPI scale (`chartview --scale`). Default: 1.
    public var magnification: Double = 1 {
        didSet { window.requestRedraw() }
    }

    public init(chart: Chart, title: String, size: Size) throws {
        self.chart = chart
        window = try ChartWindow(title: title, width: Int(size.width), height: Int(size.height))
        fonts = try FontLibrary()
        renderer = try ChartRenderer(atlas: GlyphAtlas(library: fonts))
        window.onFrame = { [unowned self] in self.drawFrame() }
        window.onResize = { [unowned self] in self.window.requestRedraw() }
        window.onEvent = { [unowned self] event in self.handle(event) }
    }

    /// Device pixels per logical point: the screen's scale times `magnification`.
    private var scale: Double {
        let m = magnification.isFinite && magnification > 0 ? magnification : 1
        return window.contentScale * m
    }

    private func handle(_ event: InputEvent) {
        let m = magnification.isFinite && magnification > 0 ? magnification : 1
        switch event {
        case .pointerMove(let position, _, _):
            chart.crosshair.pointerPosition = Point(x: position.x / m, y: position.y / m)
            window.requestRedraw()
        case .pointerExit:
            chart.crosshair.pointerPosition = nil
            window.requestRedraw()
        default:
            break
        }
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

    /// Draw calls per layer of the last frame.
    public var lastFrameStats: FrameStats { renderer.lastFrameStats }

    private func drawFrame() -> Bool {
        let fb = window.framebufferSize
        guard fb.width > 0, fb.height > 0 else { return false }
        let size = Size(width: Double(fb.width) / scale, height: Double(fb.height) / scale)
        let scene = chart.makeScene(size: size, scale: scale, measurer: fonts)
        renderer.render(scene, pixelWidth: fb.width, pixelHeight: fb.height)
        return false
    }
}
