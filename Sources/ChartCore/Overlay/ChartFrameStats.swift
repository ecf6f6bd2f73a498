/// What drawing one frame of a chart cost, as a renderer reports it to the chart's observers
/// (`ChartObserver.chart(_:didRender:)`). ChartGL's `FrameStats` converts to it.
///
/// ```swift
/// func chart(_ chart: Chart, didRender stats: ChartFrameStats) {
///     if stats.baseRedrawn { print("base image redrawn:", stats.drawCalls, "draw calls") }
/// }
/// ```
public struct ChartFrameStats: Equatable, Sendable {
    /// Whether the cached base image (underlay, series, chrome) was drawn again.
    public var baseRedrawn: Bool
    /// Draw calls in all layers.
    public var drawCalls: Int
    /// Draw calls of the overlay alone (crosshair, tooltip, overlay annotations, cursors).
    public var overlayDrawCalls: Int
    public var triangles: Int
    /// Bytes of geometry, instance data and textures sent to the GPU.
    public var bytesUploaded: Int
    /// Device pixels drawn: width and height.
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(baseRedrawn: Bool = false, drawCalls: Int = 0, overlayDrawCalls: Int = 0, triangles: Int = 0,
                bytesUploaded: Int = 0, pixelWidth: Int = 0, pixelHeight: Int = 0) {
        self.baseRedrawn = baseRedrawn
        self.drawCalls = drawCalls
        self.overlayDrawCalls = overlayDrawCalls
        self.triangles = triangles
        self.bytesUploaded = bytesUploaded
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

extension Chart {
    /// Tells the delegate and observers a frame is about to be drawn. Renderers call it (ChartKit
    /// does); nothing else needs to.
    public func reportRenderStarted() {
        notifyObservers { $0.chartWillRender(self) }
    }

    /// Tells the delegate and observers a frame was drawn, with what it cost.
    public func reportRenderFinished(_ stats: ChartFrameStats) {
        notifyObservers { $0.chart(self, didRender: stats) }
    }
}
