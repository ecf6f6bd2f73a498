import CGL
import ChartCore

/// Moving frames: a pan draws what changed, not the whole chart.
///
/// A pan changes the plot (its content moves) and the axis along which it moves; the title,
/// legend and other axis stay. In a stream of changed bases (`ChartRenderer.render`'s straight
/// path) with `allowsMovingFrames` on, a frame
/// 1. moves the last plot picture (underlay and series, no chrome, kept in its own target) by
///    whole device pixels when `PlotShift` finds the new plot to be the old one moved, and draws
///    the uncovered strips alone (scissored; sorted lines only send the segments reaching them);
///    otherwise it draws the plot picture afresh;
/// 2. redraws into the base image only the region the chrome's changes touch (the union of
///    the changed commands' boxes, old and new): clear, then the chrome commands reaching it;
/// 3. composes the target: the base image outside the plot, the plot picture inside, and the
///    chrome commands reaching into the plot (axis lines, an inside legend) over it.
///
/// Exactness: step 2 and 3 give exactly the pixels of a full draw (a scissor changes no pixel
/// inside it). Step 1 places the moved pixels where the new scene puts them up to Float rounding
/// when the move is whole pixels (mouse drags); a fractional move (momentum, a programmatic
/// pan) is rounded to whole pixels with the remainder carried, so a moved pixel is never more
/// than a device pixel from its exact place. The next frame with the same scene (`ChartView`
/// asks for one) is drawn the exact way, so a chart at rest is exactly what it always was.
extension ChartRenderer {
    /// Draws `scene` as a moving frame into `framebuffer`; false (nothing drawn) when the base
    /// image does not hold a usable earlier frame, and the caller draws it straight.
    func drawMovingFrame(_ scene: Scene, into framebuffer: GLuint, scale: Double, viewport: SIMD2<Float>,
                         stats: inout FrameStats) -> Bool {
        let width = Int(viewport.x), height = Int(viewport.y)
        guard base.isComplete, base.width == width, base.height == height,
              let glBox = Self.scissorBox(scene.plotArea, scale: scale, viewport: viewport) else { return false }
        // The base image's chrome is reused where the scene it holds matches; otherwise all of
        // it is drawn again (a theme change, another size of plot).
        let cached = moving.cacheScene.flatMap { cached in
            cached.size == scene.size && cached.scale == scene.scale && cached.background == scene.background
                && Self.scissorBox(cached.plotArea, scale: scale, viewport: viewport).map { $0 == glBox } == true
                ? cached : nil
        }
        moving.resize(width: width, height: height)
        guard moving.isComplete else { return false }
        let texts = moving.texts ?? TextBoxCache(atlas: atlas)
        moving.texts = texts
        let box = PixelBox(minX: Double(glBox.x), minY: Double(height - glBox.y - glBox.height),
                           maxX: Double(glBox.x + glBox.width), maxY: Double(height - glBox.y))
        baseGeneration += 1
        stats.baseRedrawn = true

        // 1. The plot picture.
        if let shown = moving.pictureScene, moving.pictureBox == box,
           let shift = PlotShift.between(shown, scene, box: box, texts: texts) {
            movePicture(to: scene, by: shift, box: box, viewport: viewport, stats: &stats)
        } else {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), moving.picture.framebuffer)
            glViewport(0, 0, GLsizei(width), GLsizei(height))
            drawPlot(scene, in: box, viewport: viewport, stats: &stats)
            moving.lag = (0, 0)
        }
        moving.pictureScene = scene
        moving.pictureBox = box

        // 2. The chrome's changes, into the base image.
        let damage = cached.flatMap { chromeDamage(from: $0.chrome, to: scene.chrome, scale: scale, texts: texts) }
            ?? PixelBox(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height))
        if !damage.isEmpty {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), base.framebuffer)
            glViewport(0, 0, GLsizei(width), GLsizei(height))
            if let scissor = damage.scissor(width: width, height: height) {
                let background = PremultipliedColor(scene.background).overWhite
                glEnable(GLenum(GL_SCISSOR_TEST))
                glScissor(GLint(scissor.x), GLint(scissor.y), GLsizei(scissor.width), GLsizei(scissor.height))
                glClearColor(background.red, background.green, background.blue, 1)
                glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
                glDisable(GLenum(GL_SCISSOR_TEST))
                drawChrome(scene.chrome, reaching: damage, scissor: scissor, scale: scale, texts: texts, viewport: viewport,
                           stats: &stats)
            }
        }
        moving.cacheScene = scene

        // 3. The target: margins from the base image, the plot from its picture, chrome over it.
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), base.framebuffer)
        let margins = [(0, 0, width, glBox.y),
                       (0, glBox.y + glBox.height, width, height - glBox.y - glBox.height),
                       (0, glBox.y, glBox.x, glBox.height),
                       (glBox.x + glBox.width, glBox.y, width - glBox.x - glBox.width, glBox.height)]
        for (x, y, w, h) in margins where w > 0 && h > 0 {
            Self.blit(x: x, y: y, width: w, height: h, toX: x, toY: y)
        }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), moving.picture.framebuffer)
        Self.blit(x: glBox.x, y: glBox.y, width: glBox.width, height: glBox.height, toX: glBox.x, toY: glBox.y)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        drawChrome(scene.chrome, reaching: box, scissor: glBox, scale: scale, texts: texts, viewport: viewport,
                   stats: &stats)
        return true
    }

    /// Moves the plot picture by `shift` (rounded to whole pixels, the remainder carried in
    /// `moving.lag`) into the spare target, draws the uncovered strips there, and swaps.
    private func movePicture(to scene: Scene, by shift: PlotShift, box: PixelBox, viewport: SIMD2<Float>,
                             stats: inout FrameStats) {
        let width = Int(viewport.x), height = Int(viewport.y)
        let wantX = shift.x + moving.lag.x, wantY = shift.y + moving.lag.y
        let dx = wantX.rounded(), dy = wantY.rounded()
        moving.lag = (wantX - dx, wantY - dy)
        // New pixel p shows old pixel p − (dx, dy) (top-left coordinates).
        let covered = box.intersection(box.offsetBy(x: dx, y: dy))
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), moving.spare.framebuffer)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), moving.picture.framebuffer)
        if let to = covered.scissor(width: width, height: height) {
            // GL rows run bottom-up: a move down (dy > 0) is a lower row number.
            Self.blit(x: to.x - Int(dx), y: to.y + Int(dy), width: to.width, height: to.height, toX: to.x, toY: to.y)
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), moving.spare.framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        // The uncovered strips: the columns beside the covered part, then the rows above or
        // below it within its columns.
        var strips: [PixelBox] = []
        if covered.isEmpty {
            strips = [box]
        } else {
            if covered.minX > box.minX { strips.append(PixelBox(minX: box.minX, minY: box.minY, maxX: covered.minX, maxY: box.maxY)) }
            if covered.maxX < box.maxX { strips.append(PixelBox(minX: covered.maxX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)) }
            if covered.minY > box.minY { strips.append(PixelBox(minX: covered.minX, minY: box.minY, maxX: covered.maxX, maxY: covered.minY)) }
            if covered.maxY < box.maxY { strips.append(PixelBox(minX: covered.minX, minY: covered.maxY, maxX: covered.maxX, maxY: box.maxY)) }
        }
        // Then the parts the moved picture gets wrong (an entering grid line's fringe); each
        // pass clears its region first, so an overlap is simply drawn twice.
        for strip in strips + shift.dirty { drawPlot(scene, in: strip, viewport: viewport, stats: &stats) }
        moving.swap()
        stats.movedPlotPicture = true
    }

    /// Clears `area` (within the plot) and draws the underlay and series there, scissored to it,
    /// into the bound framebuffer.
    private func drawPlot(_ scene: Scene, in area: PixelBox, viewport: SIMD2<Float>, stats: inout FrameStats) {
        let width = Int(viewport.x), height = Int(viewport.y)
        guard let scissor = area.scissor(width: width, height: height),
              let plotBox = Self.scissorBox(scene.plotArea, scale: scene.scale, viewport: viewport) else { return }
        stats.plotPixelsDrawn += scissor.width * scissor.height
        var underlay = scene.underlay[...]
        let background = PremultipliedColor(scene.background).overWhite
        var clear = background
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
        encodePass(stats: &stats) {
            encoder.visibleColumns = Double(scissor.x)...Double(scissor.x + scissor.width)
            encoder.encode(Array(underlay), layer: .underlay, scale: scale, generation: baseGeneration)
            encoder.encode(scene.series, layer: .series, scale: scale, generation: baseGeneration)
            encoder.visibleColumns = nil
        }
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
