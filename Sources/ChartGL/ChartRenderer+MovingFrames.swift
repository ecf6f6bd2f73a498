import CGL
import ChartCore

/// Moving frames: a pan draws what changed, not the whole chart.
///
/// A pan changes the plot (its content moves) and the axis along which it moves; the title,
/// legend and other axis stay. In a stream of changed bases (`ChartRenderer.render`'s straight
/// path) with `allowsMovingFrames` on, a frame is composed in the target:
/// 1. the margins (everything outside the plot) copied from the base image, which holds the
///    base of an earlier scene (`MovingFrameCache.cacheScene`) and is left alone;
/// 2. the plot: the plot picture of an earlier scene (underlay and series, no chrome, kept in its
///    own target) copied moved by whole device pixels when `PlotShift` finds the new plot to be
///    that one moved, then the strips the move uncovers and the fringes of grid lines that
///    entered or left drawn afresh, scissored (sorted lines send only the segments reaching
///    them). When there is no such shift, or the strips would cover a third of the plot, the
///    picture is drawn again for this scene first;
/// 3. the chrome that differs from the base image's scene: outside the plot, the region its
///    changed commands touch (old and new boxes) cleared and the chrome commands reaching it
///    drawn, scissored; inside the plot, the chrome commands reaching into it (axis lines, an
///    inside legend) drawn over the plot, as a full frame draws them.
///
/// Exactness: the margins and the chrome are exact (a scissor changes no pixel inside it). The
/// moved part of the plot is placed at the whole-pixel rounding of its shift: for a move by
/// whole pixels (mouse drags) that is where the new scene puts it, up to Float rounding; for a
/// fractional one (momentum) within half a pixel. The next frame with the same scene (`ChartView`
/// asks for one) is drawn the exact way, so a chart at rest is exactly what it always was.
extension ChartRenderer {
    /// Draws `scene` as a moving frame into `framebuffer`; false (nothing drawn) when the base
    /// image does not hold a usable earlier frame, and the caller draws it straight.
    func drawMovingFrame(_ scene: Scene, into framebuffer: GLuint, scale: Double, viewport: SIMD2<Float>,
                         stats: inout FrameStats) -> Bool {
        let width = Int(viewport.x), height = Int(viewport.y)
        guard base.isComplete, base.width == width, base.height == height,
              let glBox = Self.scissorBox(scene.plotArea, scale: scale, viewport: viewport) else { return false }
        moving.resize(width: width, height: height)
        guard moving.picture.isComplete else { return false }
        let texts = moving.texts ?? TextBoxCache(atlas: atlas)
        moving.texts = texts
        // The chrome's change from the base image's scene; when that scene does not fit (a theme,
        // a resized plot) or the change has no known box, during a pan the base is drawn into
        // the base image once, as a resting frame is, and copied, so the frames after it move.
        guard let cached = moving.cacheScene, cached.size == scene.size, cached.scale == scene.scale,
              cached.background == scene.background,
              Self.scissorBox(cached.plotArea, scale: scale, viewport: viewport).map({ $0 == glBox }) == true,
              let damage = chromeDamage(from: cached.chrome, to: scene.chrome, scale: scale, texts: texts) else {
            // Outside a pan (a background animated frame by frame) that would cost a copy a frame.
            guard lastFrameStats.movedPlotPicture else { return false }
            if !drawBaseThroughPicture(scene, scale: scale, viewport: viewport, stats: &stats) {
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), base.framebuffer)
                glViewport(0, 0, GLsizei(width), GLsizei(height))
                drawBase(scene, scale: scale, viewport: viewport, stats: &stats)
            }
            moving.cacheScene = scene
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), base.framebuffer)
            Self.blit(x: 0, y: 0, width: width, height: height, toX: 0, toY: 0)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glViewport(0, 0, GLsizei(width), GLsizei(height))
            return true
        }
        let box = PixelBox(minX: Double(glBox.x), minY: Double(height - glBox.y - glBox.height),
                           maxX: Double(glBox.x + glBox.width), maxY: Double(height - glBox.y))

        // The plot picture's move, or a new picture.
        var move: (dx: Double, dy: Double, fresh: [PixelBox])?
        if let shown = moving.pictureScene, moving.pictureBox == box,
           let shift = PlotShift.between(shown, scene, box: box, texts: texts) {
            let dx = shift.x.rounded(), dy = shift.y.rounded()
            let covered = box.intersection(box.offsetBy(x: dx, y: dy))
            let fresh = Self.merged(Self.uncovered(box, by: covered) + shift.dirty)
            if fresh.reduce(0, { $0 + $1.area }) <= box.area / 3 { move = (dx, dy, fresh) }
        }
        // No move, and the last frame did not move either (streamed data, an animation): drawn
        // straight, as before; a new picture pays off only in a pan, which the copies then serve.
        if move == nil && !lastFrameStats.movedPlotPicture { return false }
        baseGeneration += 1
        stats.baseRedrawn = true
        if move != nil { stats.movedPlotPicture = true }
        if move == nil {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), moving.picture.framebuffer)
            glViewport(0, 0, GLsizei(width), GLsizei(height))
            drawPlot(scene, in: box, viewport: viewport, stats: &stats)
            moving.pictureScene = scene
            moving.pictureBox = box
            move = (0, 0, [])
        }
        let (dx, dy, fresh) = move!

        // 1. Margins from the base image, 2. the moved picture: copies into the target.
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), base.framebuffer)
        for margin in Self.uncovered(PixelBox(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height)), by: box) {
            if let r = margin.scissor(width: width, height: height) {
                Self.blit(x: r.x, y: r.y, width: r.width, height: r.height, toX: r.x, toY: r.y)
            }
        }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), moving.picture.framebuffer)
        if let to = box.intersection(box.offsetBy(x: dx, y: dy)).scissor(width: width, height: height) {
            // New pixel p shows the picture's pixel p − (dx, dy) (top-left coordinates); GL rows
            // run bottom-up, so a move down (dy > 0) reads a higher row.
            Self.blit(x: to.x - Int(dx), y: to.y + Int(dy), width: to.width, height: to.height, toX: to.x, toY: to.y)
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        // The uncovered strips and dirty fringes; each pass clears its region first, so an
        // overlap is simply drawn twice.
        for area in fresh { drawPlot(scene, in: area, viewport: viewport, movedLayers: true, stats: &stats) }

        // 3. The chrome: changed regions outside the plot, then whatever reaches into the plot.
        let background = PremultipliedColor(scene.background).overWhite
        for part in Self.uncovered(damage, by: box) {
            guard let scissor = part.scissor(width: width, height: height) else { continue }
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(scissor.x), GLint(scissor.y), GLsizei(scissor.width), GLsizei(scissor.height))
            glClearColor(background.red, background.green, background.blue, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glDisable(GLenum(GL_SCISSOR_TEST))
            drawChrome(scene.chrome, reaching: part, scissor: scissor, scale: scale, texts: texts,
                       viewport: viewport, stats: &stats)
        }
        drawChrome(scene.chrome, reaching: box, scissor: glBox, scale: scale, texts: texts, viewport: viewport,
                   stats: &stats)
        return true
    }

    /// Draws the base into the base image by way of the plot picture: the underlay and series
    /// into the picture, copied into the cleared base image, then the chrome. The same pixels as
    /// `drawBase` (a copy is exact; the chrome is drawn after the plot either way), and the
    /// next frame of a pan finds a picture to move instead of drawing the plot again. False
    /// (nothing drawn) when there is no plot area or no picture target.
    func drawBaseThroughPicture(_ scene: Scene, scale: Double, viewport: SIMD2<Float>, stats: inout FrameStats) -> Bool {
        let width = Int(viewport.x), height = Int(viewport.y)
        guard base.isComplete, let glBox = Self.scissorBox(scene.plotArea, scale: scale, viewport: viewport) else {
            return false
        }
        moving.resize(width: width, height: height)
        guard moving.picture.isComplete else { return false }
        let box = PixelBox(minX: Double(glBox.x), minY: Double(height - glBox.y - glBox.height),
                           maxX: Double(glBox.x + glBox.width), maxY: Double(height - glBox.y))
        baseGeneration += 1
        stats.baseRedrawn = true
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), moving.picture.framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        drawPlot(scene, in: box, viewport: viewport, stats: &stats)
        stats.plotPixelsDrawn = 0
        moving.pictureScene = scene
        moving.pictureBox = box

        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), base.framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        let background = PremultipliedColor(scene.background).overWhite
        glClearColor(background.red, background.green, background.blue, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), moving.picture.framebuffer)
        Self.blit(x: glBox.x, y: glBox.y, width: glBox.width, height: glBox.height, toX: glBox.x, toY: glBox.y)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), base.framebuffer)
        encodePass(stats: &stats) {
            encoder.encode(scene.chrome, layer: .chrome, scale: scale, generation: baseGeneration)
        }
        execute(plotScissor: glBox, viewport: viewport, scale: scale, stats: &stats)
        geometryCache.evict(currentGeneration: baseGeneration)
        densityImages.evict(currentGeneration: baseGeneration)
        heatmaps.evict(currentGeneration: baseGeneration)
        return true
    }

    /// `boxes` with neighbours joined where their union is not much larger than the two (a
    /// strip and the fringe of a grid line entering beside it): each box drawn is a pass over
    /// the underlay and series, and markers are not cut to it.
    static func merged(_ boxes: [PixelBox]) -> [PixelBox] {
        var result = boxes.filter { !$0.isEmpty }
        var joined = true
        while joined {
            joined = false
            search: for i in result.indices {
                for j in result.indices where j > i {
                    let union = result[i].union(result[j])
                    if union.area <= 1.5 * (result[i].area + result[j].area) {
                        result[i] = union
                        result.remove(at: j)
                        joined = true
                        break search
                    }
                }
            }
        }
        return result
    }

    /// `area` minus `hole`: up to four boxes (the full-width bands above and below the hole,
    /// then the parts beside it).
    static func uncovered(_ area: PixelBox, by hole: PixelBox) -> [PixelBox] {
        let inner = area.intersection(hole)
        guard !inner.isEmpty else { return area.isEmpty ? [] : [area] }
        let parts = [PixelBox(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: inner.minY),
                     PixelBox(minX: area.minX, minY: inner.maxY, maxX: area.maxX, maxY: area.maxY),
                     PixelBox(minX: area.minX, minY: inner.minY, maxX: inner.minX, maxY: inner.maxY),
                     PixelBox(minX: inner.maxX, minY: inner.minY, maxX: area.maxX, maxY: inner.maxY)]
        return parts.filter { !$0.isEmpty }
    }

    /// Clears `area` (within the plot) and draws the underlay and series there, scissored to it,
    /// into the bound framebuffer.
    /// `movedLayers`: the area is a strip of a moved picture, so marker layers may be moved by the
    /// rounded shift too (`MarkerLayerCache.roundsPhase`); a whole picture is drawn exactly.
    private func drawPlot(_ scene: Scene, in area: PixelBox, viewport: SIMD2<Float>, movedLayers: Bool = false,
                          stats: inout FrameStats) {
        let width = Int(viewport.x), height = Int(viewport.y)
        guard let scissor = area.scissor(width: width, height: height),
              let plotBox = Self.scissorBox(scene.plotArea, scale: scene.scale, viewport: viewport) else { return }
        stats.plotPixelsDrawn += scissor.width * scissor.height
        var underlay = scene.underlay[...]
        var clear = PremultipliedColor(scene.background).overWhite
        if let color = Self.plotClearColor(underlay.first, covering: plotBox, scale: scene.scale, viewport: viewport) {
            clear = color
            underlay = underlay.dropFirst()
            stats.scissoredClears += 1
        }
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(scissor.x), GLint(scissor.y), GLsizei(scissor.width), GLsizei(scissor.height))
        glClearColor(clear.red, clear.green, clear.blue, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glDisable(GLenum(GL_SCISSOR_TEST))
        let scale = scene.scale
        // Dense markers come from their retained layer here too: a strip would otherwise send
        // every kept marker (scissored), which costs what a whole frame of them costs.
        encoder.markerLayers = usesMarkerLayers ? markerLayers : nil
        encoder.plotPixels = MarkerLayerCache.plotPixels(scene.plotArea, scale: scale, viewport: viewport)
        markerLayers.resetCounts()
        markerLayers.roundsPhase = movedLayers
        defer { markerLayers.roundsPhase = false }
        encodePass(stats: &stats) {
            encoder.visibleColumns = Double(scissor.x)...Double(scissor.x + scissor.width)
            encoder.encode(Array(underlay), layer: .underlay, scale: scale, generation: baseGeneration)
            encoder.encode(scene.series, layer: .series, scale: scale, generation: baseGeneration)
            encoder.visibleColumns = nil
        }
        encoder.markerLayers = nil
        stats.markerLayersDrawn += markerLayers.rendered
        stats.markerLayersReused += markerLayers.reused
        execute(plotScissor: scissor, viewport: viewport, scale: scale, stats: &stats)
    }

    /// Draws the chrome commands whose boxes reach `area` (all of those whose box is unknown),
    /// in order, scissored to `scissor`, into the bound framebuffer.
    private func drawChrome(_ chrome: [DrawCommand], reaching area: PixelBox,
                            scissor: (x: Int, y: Int, width: Int, height: Int), scale: Double, texts: TextBoxCache,
                            viewport: SIMD2<Float>, stats: inout FrameStats) {
        let reaching = chrome.filter { command in
            CommandBounds.of(command, scale: scale, texts: texts).map { $0.intersects(area) } ?? true
        }
        guard !reaching.isEmpty else { return }
        encodePass(stats: &stats) {
            encoder.encode(reaching, layer: .chrome, scale: scale, generation: baseGeneration)
            encoder.clipItems(from: 0)
        }
        execute(plotScissor: scissor, viewport: viewport, scale: scale, stats: &stats)
    }

    /// The region of the target that changes between drawing `old` and `new` chrome: the boxes
    /// of the commands not in both (equal commands pair up in order). Nil when the common
    /// commands changed order or a changed command's box is unknown.
    func chromeDamage(from old: [DrawCommand], to new: [DrawCommand], scale: Double, texts: TextBoxCache) -> PixelBox? {
        if old == new { return .empty }
        var used = [Bool](repeating: false, count: old.count)
        var lastPaired = -1
        var damage = PixelBox.empty
        var searchFrom = 0
        for command in new {
            // Look ahead first (the common case: the same order), then anywhere unused.
            let match = old[searchFrom...].indices.first { !used[$0] && old[$0] == command }
                ?? old.indices.first { !used[$0] && old[$0] == command }
            if let i = match {
                guard i > lastPaired else { return nil }
                used[i] = true
                lastPaired = i
                searchFrom = i + 1
            } else {
                guard let bounds = CommandBounds.of(command, scale: scale, texts: texts) else { return nil }
                damage = damage.union(bounds)
            }
        }
        for (i, command) in old.enumerated() where !used[i] {
            guard let bounds = CommandBounds.of(command, scale: scale, texts: texts) else { return nil }
            damage = damage.union(bounds)
        }
        return damage
    }

    /// Copies a rectangle of the bound read framebuffer to the bound draw framebuffer (GL pixels).
    static func blit(x: Int, y: Int, width: Int, height: Int, toX: Int, toY: Int) {
        glBlitFramebuffer(GLint(x), GLint(y), GLint(x + width), GLint(y + height),
                          GLint(toX), GLint(toY), GLint(toX + width), GLint(toY + height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }
}
