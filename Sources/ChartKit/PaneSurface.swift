import CGL
import ChartGL

/// Several charts drawn into one offscreen surface, each in its own rectangle, the way a
/// `ChartView` of many panes draws a window: every pane has a renderer of its own (its cached
/// base image, geometry buffers and moving frames) and a framebuffer it is drawn into, then
/// copied into the surface. Held by a `ChartImageRenderer` (`drawPanes`); its GL context must
/// be current whenever it is used or released.
final class PaneSurface {
    private let surface = OffscreenFramebuffer()
    private var panes: [(renderer: ChartRenderer, target: OffscreenFramebuffer)] = []

    /// Draws `scenes[i]` into `rects[i]` (pixels, x and y from the top-left) of a
    /// `width`×`height` surface, each pane's renderer set as `settings` is, and waits for the GPU.
    func draw(_ scenes: [Scene], rects: [(x: Int, y: Int, width: Int, height: Int)], width: Int, height: Int,
              like settings: ChartRenderer) throws(RendererError) {
        surface.resize(width: width, height: height)
        guard surface.isComplete else { return }
        while panes.count < scenes.count {
            panes.append((try ChartRenderer(atlas: settings.atlas), OffscreenFramebuffer()))
        }
        for (index, scene) in scenes.enumerated() where index < rects.count {
            let rect = rects[index]
            guard rect.width > 0, rect.height > 0 else { continue }
            let pane = panes[index]
            pane.renderer.usesFastPaths = settings.usesFastPaths
            pane.renderer.allowsMovingFrames = settings.allowsMovingFrames
            pane.renderer.choosesFramesByMeasuring = settings.choosesFramesByMeasuring
            pane.renderer.usesMarkerLayers = settings.usesMarkerLayers
            pane.target.resize(width: rect.width, height: rect.height)
            guard pane.target.isComplete else { continue }
            pane.renderer.render(scene, pixelWidth: rect.width, pixelHeight: rect.height, into: pane.target.framebuffer)
            pane.target.copy(into: surface.framebuffer, x: rect.x, y: rect.y, targetHeight: height)
        }
        glFinish()
    }
}
