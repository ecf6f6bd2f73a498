import ChartCore

/// What moving frames keep between frames (`ChartRenderer+MovingFrames.swift`): the plot's
/// picture (underlay and series, no chrome) in one of two full-size targets, the scene it shows,
/// and which scene's chrome the renderer's base image holds outside the plot.
final class MovingFrameCache {
    /// The plot picture; only its plot-area pixels mean anything.
    private(set) var picture = RenderTarget()
    /// Where the next picture is assembled (the moved old one plus the uncovered strips).
    private(set) var spare = RenderTarget()
    /// The scene whose underlay and series `picture` shows; nil: none.
    var pictureScene: Scene?
    /// The plot's pixels when the picture was drawn.
    var pictureBox = PixelBox.empty
    /// How far, in device pixels, the picture's older pixels lag behind where `pictureScene` puts
    /// them: moves are by whole pixels, and the fractions left over are carried here so they
    /// never add up beyond half a pixel.
    var lag = (x: 0.0, y: 0.0)
    /// The scene whose chrome, background and margins the base image holds outside the plot
    /// area (its plot area may be stale after a moving frame); nil: unknown.
    var cacheScene: Scene?
    /// Text boxes for damage and overlap tests; made on the first moving frame.
    var texts: TextBoxCache?

    /// Sizes both targets; a new size forgets the picture.
    func resize(width: Int, height: Int) {
        if picture.resize(width: width, height: height) { pictureScene = nil }
        spare.resize(width: width, height: height)
    }

    var isComplete: Bool { picture.isComplete && spare.isComplete }

    /// The spare target becomes the picture (after the moved picture was assembled in it).
    func swap() {
        (picture, spare) = (spare, picture)
    }
}
