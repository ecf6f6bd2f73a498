import ChartCore

/// What moving frames keep between frames (`ChartRenderer+MovingFrames.swift`): the plot's
/// picture (underlay and series, no chrome) for one scene, and which scene's chrome the
/// renderer's base image holds.
final class MovingFrameCache {
    /// The plot picture; only its plot-area pixels mean anything.
    let picture = RenderTarget()
    /// The scene whose underlay and series `picture` shows; nil: none. Frames of a pan move
    /// this one picture by their whole shift from it, until the strips it leaves uncovered grow
    /// too large and it is drawn again for the frame's scene.
    var pictureScene: Scene?
    /// The plot's pixels when the picture was drawn.
    var pictureBox = PixelBox.empty
    /// The scene whose base image (chrome, background, margins) the renderer's base target
    /// holds; nil: unknown. Moving frames leave the base target alone and redraw the chrome
    /// that differs from this scene in the frame itself.
    var cacheScene: Scene?
    /// Text boxes for damage and overlap tests; made on the first moving frame.
    var texts: TextBoxCache?

    /// Sizes the picture; a new size forgets it.
    func resize(width: Int, height: Int) {
        if picture.resize(width: width, height: height) { pictureScene = nil }
    }
}
