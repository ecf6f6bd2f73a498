import ChartGL
import ChartPlatform
import ChartText

/// Draws charts with no display at all: an EGL surfaceless context, offscreen framebuffers and a
/// read-back of the pixels. What tests, pipelines and `chartview render` use.
///
/// ```swift
/// let renderer = try ChartImageRenderer()
/// try renderer.writePNG(chart, size: Size(width: 800, height: 500), to: "chart.png")
/// ```
///
/// Its GL context is current only while it draws: glvnd allows one current context per thread
/// across EGL and GLX, so a window can open on the same thread between two renders.
public final class ChartImageRenderer {
    private let context: HeadlessGLContext
    public let fonts: FontLibrary
    var renderer: ChartRenderer!
    /// The panes of `drawPanes` (ChartImageRenderer+Panes), made on first use.
    var paneSurface: PaneSurface?

    /// - Parameter debug: ask for a GL debug context and record every GL error
    ///   (`glErrors`), as the tests do.
    public init(debug: Bool = false) throws(ChartKitError) {
        let context = try ChartKitError.wrapping(ChartKitError.graphicsContext) { () throws(HeadlessGLError) in
            try HeadlessGLContext(debug: debug)
        }
        defer { context.releaseCurrent() }
        self.context = context
        let fonts = try ChartKitError.wrapping(ChartKitError.fonts) { () throws(TextError) in try FontLibrary() }
        self.fonts = fonts
        renderer = try ChartKitError.wrapping(ChartKitError.renderer) { () throws(RendererError) in
            try ChartRenderer(atlas: GlyphAtlas(library: fonts))
        }
        // Scenes are made outside the context; the GPU density counter makes it current.
        renderer.contextActivation = { [weak context] in
            guard let context, (try? context.makeCurrent()) != nil else { return nil }
            return { context.releaseCurrent() }
        }
    }

    deinit {
        // The renderer deletes its GL objects, which needs its context current.
        try? context.makeCurrent()
        paneSurface = nil
        renderer = nil
        context.releaseCurrent()
    }

    /// Builds the chart's scene and draws it, `size` in points times `scale` device pixels.
    /// The chart's observers hear `chartWillRender` and `chart(_:didRender:)` with the frame's stats.
    public func render(_ chart: Chart, size: Size, scale: Double = 1) -> RGBAImage {
        // One picture is the exact one: a long line's background pyramid is waited for.
        chart.waitForPyramids()
        var scene = chart.makeScene(size: size, scale: scale, measurer: fonts)
        if chart.isRefiningDensity {
            // A zoomed scatter drew coarse counts: the picture waits for the exact ones.
            chart.waitForDensityCounts()
            scene = chart.makeScene(size: size, scale: scale, measurer: fonts)
        }
        chart.reportRenderStarted()
        let image = render(scene)
        chart.reportRenderFinished(ChartFrameStats(renderer.lastFrameStats, pixelWidth: image.width, pixelHeight: image.height))
        return image
    }

    /// Draws a scene built elsewhere.
    public func render(_ scene: Scene) -> RGBAImage {
        withContext { renderer.renderImage(scene) } ?? RGBAImage(width: 0, height: 0, pixels: [])
    }

    /// Draws a scene offscreen and waits for the GPU to finish, without reading pixels back:
    /// what `chartbench` times.
    public func draw(_ scene: Scene) {
        withContext { renderer.renderOffscreen(scene) }
    }

    /// Draws a scene as `draw(_:)` does, inside GPU queries: the GPU's time for it, the pixels
    /// written and the fragment shader runs (`GPUWorkQuery`), for benchmarks that split a frame's
    /// draw on a GPU. Nil when the context could not be made current.
    public func drawMeasuringGPU(_ scene: Scene) -> GPUWorkQuery? {
        withContext { GPUWorkQuery.measure { renderer.renderOffscreen(scene) } }
    }

    /// Whether frames drawn with `draw(_:)` in a stream of changed scenes may move the last plot
    /// picture instead of drawing the plot again (`ChartRenderer.allowsMovingFrames`), as a
    /// window does while panning. False by default.
    public var allowsMovingFrames: Bool {
        get { renderer.allowsMovingFrames }
        set { renderer.allowsMovingFrames = newValue }
    }

    /// Whether moving frames are used only where they measured faster than whole redraws on
    /// this device (`ChartRenderer.choosesFramesByMeasuring`). False by default.
    public var choosesFramesByMeasuring: Bool {
        get { renderer.choosesFramesByMeasuring }
        set { renderer.choosesFramesByMeasuring = newValue }
    }

    /// The measurement that picks moving frames or whole redraws (`ChartRenderer.frameStrategy`).
    public var frameStrategy: FrameStrategy {
        get { renderer.frameStrategy }
        set { renderer.frameStrategy = newValue }
    }

    /// The GL renderer string of the context (`GL_RENDERER`).
    public var deviceName: String { renderer.deviceName }

    /// Where scatter density counts are made, the GPU or a CPU core (`ChartRenderer.densityCounting`).
    public var densityCounting: DensityCountingStrategy {
        get { renderer.densityCounting }
        set { renderer.densityCounting = newValue }
    }

    /// Measures where density counts are faster if that is not chosen yet (`ChartRenderer.decideDensityCounting`).
    @discardableResult
    public func decideDensityCounting() -> DensityCountingStrategy.Choice {
        withContext { renderer.decideDensityCounting() } ?? .host
    }

    /// `data` counted into `grid` on the GPU and read back, for checks (`ChartRenderer.deviceDensityCounts`).
    public func deviceDensityCounts(of data: SeriesData, in grid: DensityGrid) -> (counts: [UInt32], maximum: UInt32)? {
        withContext { renderer.deviceDensityCounts(of: data, in: grid) } ?? nil
    }

    /// Whether the renderer takes its cheap frame paths (`ChartRenderer.usesFastPaths`); false
    /// draws the reference way, for comparisons.
    public var usesFastPaths: Bool {
        get { renderer.usesFastPaths }
        set { renderer.usesFastPaths = newValue }
    }

    /// Whether dense markers are kept as a layer a pan only moves (`ChartRenderer.usesMarkerLayers`);
    /// false draws every marker every frame, the reference the layers are compared with.
    public var usesMarkerLayers: Bool {
        get { renderer.usesMarkerLayers }
        set { renderer.usesMarkerLayers = newValue }
    }

    /// Clears an offscreen image of `size` at `scale` and waits for the GPU: the empty frame a
    /// benchmark measures frames against.
    public func drawEmptyFrame(size: Size, scale: Double = 1) {
        withContext {
            renderer.clearOffscreen(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        }
    }

    /// Renders `chart` and writes it to a PNG file at `path`.
    public func writePNG(_ chart: Chart, size: Size, scale: Double = 1, to path: String) throws(PNGError) {
        try PNGWriter.write(render(chart, size: size, scale: scale), to: path)
    }

    /// Draw calls per layer and whether the cached base image was redrawn, for the last frame.
    public var lastFrameStats: FrameStats { renderer.lastFrameStats }

    /// GL errors reported through the debug context since it was made (debug contexts only).
    public var glErrors: [GLDebugMessage] { context.errors }

    @discardableResult
    func withContext<T>(_ body: () -> T) -> T? {
        guard (try? context.makeCurrent()) != nil else { return nil }
        defer { context.releaseCurrent() }
        return body()
    }
}
