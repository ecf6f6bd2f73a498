import CGL
import ChartCore
import ChartText

/// Draws a `Scene` with OpenGL 3.3 core: into any framebuffer (a window's is 0), or offscreen
/// and read back as an `RGBAImage`.
///
/// ```swift
/// let gl = try HeadlessGLContext(debug: true)          // or a window's context, made current
/// let renderer = try ChartRenderer(atlas: GlyphAtlas(library: try FontLibrary()))
/// let image = renderer.renderImage(scene)
/// ```
///
/// Each primitive kind is one program and each `DrawCommand` one instanced draw call. Series
/// geometry stays on the GPU between frames (one buffer per `SeriesGeometry`, updated in place).
/// Chrome, underlay and series form the *base image*, kept in a texture of the frame's size and
/// redrawn only when `Scene.hasSameBase(as:)` says it changed or the size changed; otherwise a
/// frame is one copy of that texture (`glBlitFramebuffer`) plus the overlay. While the base
/// changes frame after frame (a pan, an animation) it is drawn straight to the target, uncached;
/// the first unchanged frame after that caches it again. An opaque plot background rectangle
/// covering the plot area's pixels is drawn as a clear. `lastFrameStats` tells which happened;
/// `usesFastPaths = false` draws the reference way (shader composite, painted background).
/// With `allowsMovingFrames`, a pan moves the plot picture of an earlier frame and draws only
/// what the move uncovers and the chrome that changed (`ChartRenderer+MovingFrames.swift`).
///
/// Primitives, all antialiased from signed distances in the fragment shader:
/// - lines are capsules per segment (round caps and joins, never `glLineWidth`); where two
///   consecutive segments overlap at a joint the nearer one alone draws each pixel, so joints
///   get the larger coverage, blended once: no darker blobs, even for translucent lines.
///   Dash patterns restart at each grid line or tick; a polyline that carries a dash-phase
///   buffer (each vertex's distance along the line) continues its pattern across vertices, so a
///   dense dashed line still shows its gaps. A NaN vertex removes both segments touching it.
/// - fills are one trapezoid per segment down (or up) to the baseline, or to a second line with
///   the same positions (bands, stacked areas), tiling without overlap; the gradient runs per
///   pixel column from the line to the baseline. A vertical fill swaps x and y.
/// - rectangles and markers are instanced quads; text is glyph quads from the atlas, snapped to
///   whole pixels.
/// - images (`DrawCommand.image`) are one textured quad each; a `ChartImage` is uploaded once and
///   its texture kept by identity while the image lives.
///
/// `Scene.plotOverlay` is drawn with the overlay but scissored to the plot area, like the series.
///
/// Colours are blended premultiplied (ONE, ONE_MINUS_SRC_ALPHA) onto the opaque scene
/// background, so every image is opaque. A translucent background is taken over white.
///
/// The renderer needs its context current whenever it is used, and when it is released.
///
/// GL state: each frame sets what it relies on and leaves behind
/// - `GL_FRAMEBUFFER` (draw and read) bound to the target framebuffer, viewport the full target;
/// - blending and scissor test disabled (enabled during the frame, blend function
///   ONE, ONE_MINUS_SRC_ALPHA with equation ADD left set);
/// - depth test, stencil test, face culling and `GL_FRAMEBUFFER_SRGB` disabled;
/// - colour write mask all true; pack and unpack alignment 1; active texture unit 0;
/// - program 0, vertex array 0, `GL_ARRAY_BUFFER` 0, `GL_TEXTURE_2D` 0 on unit 0;
/// - the clear colour, current vertex attributes 0, 3 and 4, and the copy read/write buffer
///   bindings (0) changed.
public final class ChartRenderer {
    /// The atlas text is drawn from; its texture is re-uploaded when its revision changes.
    public let atlas: GlyphAtlas
    /// What the last `render` or `renderImage` call drew.
    public private(set) var lastFrameStats = FrameStats()

    private let rects: RectDrawer
    private let lines: LineDrawer
    private let fills: FillDrawer
    private let markers: MarkerDrawer
    private let texts: TextDrawer
    private let images: ImageDrawer
    private let sectors: SectorDrawer
    private let polygons: PolygonDrawer
    private let composite: CompositeDrawer
    let densityImages: DensityImageDrawer
    let heatmaps: HeatmapDrawer
    let geometryCache = GeometryBufferCache()
    let encoder: SceneEncoder
    let markerLayers: MarkerLayerCache
    private let instanceBuffer = InstanceBuffer()
    let base = RenderTarget()
    private var readbackTarget: RenderTarget?
    /// The scene whose base image the base target holds.
    private var baseScene: Scene?
    /// Counts base redraws; series buffers unused for two generations are evicted.
    var baseGeneration = 0
    /// The largest framebuffer side the driver supports.
    private let maximumDimension: Int
    /// Whether the last frame drew the base (so this one is probably part of a pan or animation).
    private var previousFrameRedrewBase = false
    /// The scene last drawn straight to the target; when the next frame has the same base (the
    /// pan stopped), it is drawn into the cache once, and copied from then on.
    private var straightScene: Scene?

    /// Whether frames use the cheap paths: the cached base copied with `glBlitFramebuffer`, a
    /// stream of changed bases drawn straight to the target, and an opaque plot background
    /// rectangle turned into a scissored clear. False draws the way earlier versions did (a
    /// shader composite of the cache every frame, every rectangle painted): the reference the
    /// tests compare the fast paths with, pixel for pixel. True by default.
    public var usesFastPaths = true

    /// Whether a frame in a stream of changed bases whose plot content only moved (a pan) may
    /// reuse the plot picture of an earlier frame moved by whole device pixels, drawing only the
    /// strips it uncovers and the chrome that changed (`ChartRenderer+MovingFrames.swift`). Such
    /// a frame sets `FrameStats.movedPlotPicture`, and the next frame with the same scene is
    /// drawn exactly, as every frame is with this off. False by default; `ChartView` turns it on.
    public var allowsMovingFrames = false
    /// Whether moving frames are used only when they measured faster than whole redraws on this
    /// device (`frameStrategy`): on for a window's renderer and chartbench's report; off (the
    /// default) uses them whenever `allowsMovingFrames` does.
    public var choosesFramesByMeasuring = false
    /// The measurement that decides between moving frames and whole redraws: shared by every
    /// renderer on this device in the process; a test may set its own.
    public lazy var frameStrategy = FrameStrategy.shared(device: deviceName)
    /// The GL renderer string of the context this renderer was made in (`GL_RENDERER`).
    public let deviceName: String
    /// Measures where density counts are faster now if `densityCounting` has not chosen yet
    /// (this renderer's context current), and returns the choice.
    @discardableResult
    public func decideDensityCounting() -> DensityCountingStrategy.Choice {
        _ = densityImages.deviceCounter(under: densityCounting)
        return densityCounting.choice
    }

    /// `data` counted into `grid` on this GPU and read back (top row first) with the largest
    /// count, for checks against `DensityGrid.counts(of:)`; nil without Float64 shaders or room
    /// for the points. The context must be current.
    public func deviceDensityCounts(of data: SeriesData, in grid: DensityGrid) -> (counts: [UInt32], maximum: UInt32)? {
        guard let counter = densityImages.deviceCounter(under: DensityCountingStrategy(decided: .device)) else { return nil }
        return GLStateGuard.preserving {
            guard let maximum = counter.count(data, in: grid) else { return nil }
            return (counter.readCounts(width: grid.width, height: grid.height), maximum)
        }
    }

    /// Makes this renderer's context current and returns what releases it (nil: it could not).
    public typealias ContextActivation = () -> (() -> Void)?
    /// How the GPU density counter reaches this renderer's context when a scene is made with no
    /// context current (a headless renderer makes scenes outside its context); without it such
    /// scenes count on the CPU. A context that is current already is used as it is.
    public var contextActivation: ContextActivation? {
        get { densityImages.contextActivation }
        set { densityImages.contextActivation = newValue }
    }
    /// Where scatter density counts are made (the GPU or a CPU core): measured once per device
    /// and process by default, shared by every renderer on it; a test may set its own.
    public var densityCounting: DensityCountingStrategy {
        get { encoder.densityCounting ?? DensityCountingStrategy.shared(device: deviceName) }
        set { encoder.densityCounting = newValue }
    }
    /// The plot pictures and what they show, for moving frames.
    let moving = MovingFrameCache()
    /// Whether dense markers that allow it (`MarkerCommand.prefersRetainedLayer`) are drawn into
    /// a layer kept between frames, which a pan by whole device pixels only moves
    /// (`MarkerLayerCache`). False draws every marker every frame: the reference the tests compare
    /// the layers with. True by default.
    public var usesMarkerLayers = true {
        // The cached base image was drawn the other way.
        didSet { baseScene = nil }
    }

    /// Compiles the programs. A GL 3.3 (or newer) core context must be current.
    public init(atlas: GlyphAtlas) throws(RendererError) {
        guard glGetString(GLenum(GL_VERSION)) != nil else { throw .noCurrentContext }
        var major: GLint = 0, minor: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        guard (major, minor) >= (3, 3) else { throw .unsupportedVersion(major: Int(major), minor: Int(minor)) }
        self.atlas = atlas
        deviceName = glGetString(GLenum(GL_RENDERER)).map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            ?? "unknown"
        rects = try RectDrawer()
        lines = try LineDrawer()
        fills = try FillDrawer()
        markers = try MarkerDrawer()
        texts = try TextDrawer()
        images = try ImageDrawer()
        sectors = try SectorDrawer()
        polygons = try PolygonDrawer()
        composite = try CompositeDrawer()
        densityImages = try DensityImageDrawer()
        heatmaps = try HeatmapDrawer()
        encoder = SceneEncoder(geometryCache: geometryCache, atlas: atlas)
        encoder.densityImages = densityImages
        encoder.densityCounting = DensityCountingStrategy.shared(device: deviceName)
        encoder.heatmaps = heatmaps
        var textureSize: GLint = 0, renderbufferSize: GLint = 0
        var viewportSize: [GLint] = [0, 0]
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &textureSize)
        glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &renderbufferSize)
        glGetIntegerv(GLenum(GL_MAX_VIEWPORT_DIMS), &viewportSize)
        maximumDimension = Int(min(textureSize, renderbufferSize, viewportSize[0], viewportSize[1]))
        markerLayers = MarkerLayerCache(maximumDimension: maximumDimension)
        encoder.markerDrawer = markers
    }

    /// The number of series geometries whose GPU buffers are currently retained.
    public var retainedGeometryCount: Int { geometryCache.count }

    /// The image size `renderImage` produces for `scene`: its size times its scale, rounded, and
    /// limited to what the driver can render. Zero for a non-finite or non-positive size or scale.
    public func pixelSize(of scene: Scene) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let value = (points * scene.scale).rounded()
            guard value.isFinite, value > 0 else { return 0 }
            return Int(min(value, Double(maximumDimension)))
        }
        return (pixels(scene.size.width), pixels(scene.size.height))
    }

    /// Draws `scene` into `framebuffer` (0 for a window), which is `pixelWidth`×`pixelHeight`
    /// device pixels. Points map to pixels by `scene.scale`, from the top-left corner.
    /// Nothing is drawn when either side is not positive; sides beyond the driver's limit are
    /// clamped to it. A scale that is not finite and positive draws the background alone.
    public func render(_ scene: Scene, pixelWidth: Int, pixelHeight: Int, into framebuffer: GLuint = 0) {
        var stats = FrameStats()
        defer { lastFrameStats = stats }
        let width = min(pixelWidth, maximumDimension), height = min(pixelHeight, maximumDimension)
        guard width > 0, height > 0 else { return }
        let viewport = SIMD2<Float>(Float(width), Float(height))
        let scale = scene.scale.isFinite && scene.scale > 0 ? scene.scale : 0
        setFrameState()
        encoder.mergesText = usesFastPaths

        images.beginFrame()
        let resized = base.resize(width: width, height: height)
        let reusable = base.isComplete && !resized && baseScene.map { scene.hasSameBase(as: $0) } == true
        // A stream of changed bases (a pan, an animation) draws straight to the target: caching
        // would cost a copy per frame for an image the next frame throws away. The first change
        // after a rest still goes through the cache, so the crosshair moves that follow it are
        // one copy each.
        let straight = !base.isComplete || (usesFastPaths && !reusable && previousFrameRedrewBase
            && straightScene.map { scene.hasSameBase(as: $0) } != true)
        if resized { moving.cacheScene = nil }
        // While the frame strategy measures, pan frames alternate between the kinds, each timed.
        let kind: FrameStrategy.FrameKind = choosesFramesByMeasuring ? frameStrategy.nextKind : .moving
        let movingAllowed = allowsMovingFrames && usesFastPaths && scale > 0 && kind == .moving
        let probe = straight && allowsMovingFrames && usesFastPaths && scale > 0 && choosesFramesByMeasuring
            && previousFrameRedrewBase && frameStrategy.choice == .measuring
        let probeStart = probe ? FrameStrategy.now() : 0
        if straight {
            baseScene = nil
            straightScene = scene
            if !(movingAllowed
                 && drawMovingFrame(scene, into: framebuffer, scale: scale, viewport: viewport, stats: &stats)) {
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
                glViewport(0, 0, GLsizei(width), GLsizei(height))
                drawBase(scene, scale: scale, viewport: viewport, stats: &stats)
            }
        } else {
            if !reusable {
                if !(movingAllowed
                     && drawBaseThroughPicture(scene, scale: scale, viewport: viewport, stats: &stats)) {
                    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), base.framebuffer)
                    glViewport(0, 0, GLsizei(width), GLsizei(height))
                    drawBase(scene, scale: scale, viewport: viewport, stats: &stats)
                }
                baseScene = scene
                moving.cacheScene = scene
            }
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glViewport(0, 0, GLsizei(width), GLsizei(height))
            copyBase(into: framebuffer, width: width, height: height)
            stats.recordDraw(in: .composite, triangles: usesFastPaths ? 0 : 1)
        }
        previousFrameRedrewBase = !reusable
        if !straight { straightScene = nil }

        let plotScissor = Self.scissorBox(scene.plotArea, scale: scale, viewport: viewport)
        encodePass(stats: &stats) {
            guard scale > 0 else { return }
            if plotScissor != nil {
                encoder.encode(scene.plotOverlay, layer: .overlay, scale: scale, generation: baseGeneration)
                encoder.clipItems(from: 0)
            }
            encoder.encode(scene.overlay, layer: .overlay, scale: scale, generation: baseGeneration)
        }
        execute(plotScissor: plotScissor, viewport: viewport, scale: scale, stats: &stats)
        restoreState(framebuffer: framebuffer)
        if probe {
            // Timed to the end of its GPU work; a moving attempt that fell back drew a redraw.
            glFinish()
            frameStrategy.record(stats.movedPlotPicture ? .moving : .redraw, seconds: FrameStrategy.now() - probeStart)
        }
    }

    /// Renders `scene` offscreen at `pixelSize(of:)` and waits for the GPU to finish, without
    /// reading pixels back: a frame's full cost, as a benchmark wants it.
    public func renderOffscreen(_ scene: Scene) {
        let (width, height) = pixelSize(of: scene)
        guard width > 0, height > 0 else {
            lastFrameStats = FrameStats()
            return
        }
        let target = readbackTarget ?? RenderTarget()
        readbackTarget = target
        target.resize(width: width, height: height)
        guard target.isComplete else { return }
        render(scene, pixelWidth: width, pixelHeight: height, into: target.framebuffer)
        glFinish()
    }

    /// Clears an offscreen target of `width`×`height` pixels and waits for the GPU: the floor a
    /// frame of that size cannot go below (an empty clear-and-swap), for benchmarks' ratios.
    public func clearOffscreen(width: Int, height: Int, color: Color = .white) {
        let width = min(width, maximumDimension), height = min(height, maximumDimension)
        guard width > 0, height > 0 else { return }
        let target = readbackTarget ?? RenderTarget()
        readbackTarget = target
        target.resize(width: width, height: height)
        guard target.isComplete else { return }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        let clear = PremultipliedColor(color).overWhite
        glClearColor(clear.red, clear.green, clear.blue, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glFinish()
    }

    /// Renders `scene` offscreen at `pixelSize(of:)` and reads it back, top row first.
    /// A scene with no pixels gives a 0×0 image.
    public func renderImage(_ scene: Scene) -> RGBAImage {
        let (width, height) = pixelSize(of: scene)
        guard width > 0, height > 0 else {
            lastFrameStats = FrameStats()
            return RGBAImage(width: 0, height: 0, pixels: [])
        }
        let target = readbackTarget ?? RenderTarget()
        readbackTarget = target
        target.resize(width: width, height: height)
        guard target.isComplete else {
            lastFrameStats = FrameStats()
            return RGBAImage(width: width, height: height, fill: scene.background.withAlpha(1))
        }
        render(scene, pixelWidth: width, pixelHeight: height, into: target.framebuffer)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.framebuffer)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &pixels)
        Self.flipRows(&pixels, width: width, height: height)
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    // MARK: - Passes

    /// Clears to the background and draws underlay, series and chrome into the bound framebuffer.
    func drawBase(_ scene: Scene, scale: Double, viewport: SIMD2<Float>, stats: inout FrameStats) {
        baseGeneration += 1
        stats.baseRedrawn = true
        let background = PremultipliedColor(scene.background).overWhite
        let plotScissor = Self.scissorBox(scene.plotArea, scale: scale, viewport: viewport)
        var underlay = scene.underlay[...]
        if usesFastPaths, scale > 0, let box = plotScissor,
           let color = Self.plotClearColor(underlay.first, covering: box, scale: scale, viewport: viewport) {
            // The plot background is a clear, not a painted rectangle. Only a clear of the whole
            // target is cheap (a scissored one is a quad on Mesa), so the larger region takes it
            // and the other is cleared through the scissor.
            clearBackground(background, plot: color, box: box, width: Int(viewport.x), height: Int(viewport.y))
            stats.scissoredClears += 1
            underlay = underlay.dropFirst()
        } else {
            glClearColor(background.red, background.green, background.blue, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        encoder.markerLayers = usesMarkerLayers ? markerLayers : nil
        encoder.plotPixels = MarkerLayerCache.plotPixels(scene.plotArea, scale: scale, viewport: viewport)
        markerLayers.resetCounts()
        encodePass(stats: &stats) {
            guard scale > 0 else { return }
            if let box = plotScissor {
                // Clipped to the plot: sorted lines draw only the segments reaching it.
                encoder.visibleColumns = usesFastPaths ? Double(box.x)...Double(box.x + box.width) : nil
                encoder.encode(Array(underlay), layer: .underlay, scale: scale, generation: baseGeneration)
                encoder.encode(scene.series, layer: .series, scale: scale, generation: baseGeneration)
                encoder.visibleColumns = nil
            }
            // Chrome last: a legend placed inside the plot area covers the data beneath it.
            encoder.encode(scene.chrome, layer: .chrome, scale: scale, generation: baseGeneration)
        }
        encoder.markerLayers = nil
        stats.markerLayersDrawn += markerLayers.rendered
        stats.markerLayersReused += markerLayers.reused
        execute(plotScissor: plotScissor, viewport: viewport, scale: scale, stats: &stats)
        geometryCache.evict(currentGeneration: baseGeneration)
        densityImages.evict(currentGeneration: baseGeneration)
        heatmaps.evict(currentGeneration: baseGeneration)
        markerLayers.evict(currentGeneration: baseGeneration)
    }

    /// Runs `encode` on a fresh encoder, again if the glyph atlas grew or started over meanwhile
    /// (which moves glyphs that earlier text in the pass was laid out with).
    func encodePass(stats: inout FrameStats, _ encode: () -> Void) {
        for _ in 0..<3 {
            let atlasGeneration = atlas.generation
            encoder.reset()
            encode()
            stats.geometryBytesUploaded += encoder.geometryBytesUploaded
            stats.textureBytesUploaded += encoder.imageBytesUploaded
            if atlas.generation == atlasGeneration { return }
        }
    }

    /// Uploads what the encoder gathered and issues its items; underlay and series items are
    /// scissored to `plotScissor`.
    func execute(plotScissor: (x: Int, y: Int, width: Int, height: Int)?,
                         viewport: SIMD2<Float>, scale: Double, stats: inout FrameStats) {
        stats.instanceBytesUploaded += instanceBuffer.upload(encoder.instances)
        stats.textureBytesUploaded += texts.synchronize(with: atlas)
        var scissoring = false
        for item in encoder.items {
            let clipped = item.layer == .underlay || item.layer == .series || item.clipsToPlot
            if clipped != scissoring, let box = plotScissor {
                scissoring = clipped
                if clipped {
                    glEnable(GLenum(GL_SCISSOR_TEST))
                    glScissor(GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height))
                } else {
                    glDisable(GLenum(GL_SCISSOR_TEST))
                }
            }
            if case .image(let image, _, _) = item.primitive {
                guard let (_, uploaded) = images.texture(for: image) else { continue }
                stats.textureBytesUploaded += uploaded
            }
            draw(item, scale: scale, viewport: viewport)
            stats.recordDraw(in: item.layer, triangles: item.triangles)
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
    }

    private func draw(_ item: DrawItem, scale: Double, viewport: SIMD2<Float>) {
        switch item.primitive {
        case .rects(let offset, let count):
            rects.draw(instancesIn: instanceBuffer.id, byteOffset: offset, count: count, viewport: viewport)
        case .segments(let offset, let count, let style):
            lines.drawSegments(instancesIn: instanceBuffer.id, byteOffset: offset, count: count, style: style,
                               sceneScale: scale, viewport: viewport)
        case .polyline(let buffer, let points, let transform, let style, let phase):
            lines.drawPolyline(buffer, pointCount: points, transform: transform, style: style, dashPhase: phase,
                               sceneScale: scale, viewport: viewport, segments: item.segments)
        case .fill(let buffer, let points, let transform, let style):
            fills.draw(buffer, pointCount: points, transform: transform, style: style, viewport: viewport,
                       segments: item.segments)
        case .markers(let buffer, let points, let transform, let style):
            markers.draw(buffer, pointCount: points, transform: transform, style: style, viewport: viewport)
        case .text(let offset, let count, let placement, let color):
            texts.draw(instancesIn: instanceBuffer.id, byteOffset: offset, count: count, placement: placement,
                       color: color, viewport: viewport)
        case .image(let image, let rect, let opacity):
            guard let (texture, _) = images.texture(for: image) else { return }
            images.draw(texture: texture, rect: rect, opacity: opacity, viewport: viewport)
        case .sectors(let offset, let count):
            sectors.draw(instancesIn: instanceBuffer.id, byteOffset: offset, count: count, viewport: viewport)
        case .polygon(let offset, let count):
            polygons.draw(instancesIn: instanceBuffer.id, byteOffset: offset, count: count, viewport: viewport)
        case .raster(let texture, let rect):
            densityImages.draw(texture, rect: rect, viewport: viewport)
        case .layer(let texture, let rect):
            densityImages.draw(texture, rect: rect, viewport: viewport, rowsBottomUp: true)
        case .heatmap(let values, let colors, let rect, let range, let missing):
            heatmaps.draw(values: values, colors: colors, rect: rect, range: range, missing: missing, viewport: viewport)
        }
    }

    /// Copies the cached base image onto `framebuffer` (bound): a blit, or the reference shader
    /// composite when the fast paths are off.
    private func copyBase(into framebuffer: GLuint, width: Int, height: Int) {
        guard usesFastPaths else {
            composite.draw(base)
            return
        }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), base.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    }

    /// Clears the target to `background` outside `box` and to `plot` inside it, each pixel once.
    private func clearBackground(_ background: PremultipliedColor, plot: PremultipliedColor,
                                 box: (x: Int, y: Int, width: Int, height: Int), width: Int, height: Int) {
        func clear(_ color: PremultipliedColor) {
            glClearColor(color.red, color.green, color.blue, 1)
        }
        let plotIsLarger = 2 * box.width * box.height >= width * height
        clear(plotIsLarger ? plot : background)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_SCISSOR_TEST))
        clear(plotIsLarger ? background : plot)
        let regions = plotIsLarger
            ? [(0, 0, width, box.y), (0, box.y + box.height, width, height - box.y - box.height),
               (0, box.y, box.x, box.height), (box.x + box.width, box.y, width - box.x - box.width, box.height)]
            : [(box.x, box.y, box.width, box.height)]
        for (x, y, w, h) in regions where w > 0 && h > 0 {
            glScissor(GLint(x), GLint(y), GLsizei(w), GLsizei(h))
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
    }

    /// The colour to clear the plot's scissor box with when `command` is one opaque, borderless,
    /// square-cornered, ungradiented rectangle whose pixels cover the whole box (the plot
    /// background `SceneBuilder` puts first in the underlay); nil otherwise. Clipped to the box,
    /// such a rectangle paints every pixel of it with exactly its colour, as a clear does.
    static func plotClearColor(_ command: DrawCommand?, covering box: (x: Int, y: Int, width: Int, height: Int),
                               scale: Double, viewport: SIMD2<Float>) -> PremultipliedColor? {
        guard case .rects(let shapes)? = command, shapes.count == 1, let shape = shapes.first,
              shape.fill.alpha >= 1, shape.gradient == nil,
              shape.cornerRadius <= 0 || shape.roundedCorners.isEmpty,
              shape.borderWidth <= 0 || shape.borderColor.alpha <= 0 else { return nil }
        let height = Double(viewport.y)
        let r = shape.rect
        // The rectangle in GL pixels; it must reach past every edge of the box.
        let left = r.minX * scale, right = r.maxX * scale
        let bottom = height - r.maxY * scale, top = height - r.minY * scale
        guard left <= Double(box.x), right >= Double(box.x + box.width),
              bottom <= Double(box.y), top >= Double(box.y + box.height) else { return nil }
        return PremultipliedColor(shape.fill)
    }

    // MARK: - State

    private func setFrameState() {
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_FRAMEBUFFER_SRGB))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glEnable(GLenum(GL_BLEND))
        glBlendEquation(GLenum(GL_FUNC_ADD))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    private func restoreState(framebuffer: GLuint) {
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glUseProgram(0)
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    }

    // MARK: - Helpers

    /// The plot area in GL window coordinates (origin bottom-left), rounded to whole pixels and
    /// limited to the viewport; nil when nothing of it is left.
    static func scissorBox(_ area: Rect, scale: Double, viewport: SIMD2<Float>)
        -> (x: Int, y: Int, width: Int, height: Int)? {
        let width = Double(viewport.x), height = Double(viewport.y)
        func clamped(_ value: Double, _ limit: Double) -> Int? {
            value.isNaN ? nil : Int(min(max(value.rounded(), 0), limit))
        }
        guard let x0 = clamped(area.minX * scale, width), let x1 = clamped(area.maxX * scale, width),
              let y0 = clamped(area.minY * scale, height), let y1 = clamped(area.maxY * scale, height),
              x1 > x0, y1 > y0 else { return nil }
        return (x0, Int(height) - y1, x1 - x0, y1 - y0)
    }

    /// GL reads rows bottom-up; images are top-down.
    static func flipRows(_ pixels: inout [UInt8], width: Int, height: Int) {
        let rowBytes = width * 4
        pixels.withUnsafeMutableBytes { raw in
            var scratch = [UInt8](repeating: 0, count: rowBytes)
            scratch.withUnsafeMutableBytes { row in
                for top in 0..<(height / 2) {
                    let bottom = height - 1 - top
                    let a = raw.baseAddress! + top * rowBytes, b = raw.baseAddress! + bottom * rowBytes
                    row.baseAddress!.copyMemory(from: a, byteCount: rowBytes)
                    a.copyMemory(from: b, byteCount: rowBytes)
                    b.copyMemory(from: row.baseAddress!, byteCount: rowBytes)
                }
            }
        }
    }
}
