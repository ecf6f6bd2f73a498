import ChartGL

extension ChartFrameStats {
    /// The plain summary of a renderer's `FrameStats` that a chart's observers hear.
    public init(_ stats: FrameStats, pixelWidth: Int, pixelHeight: Int) {
        self.init(baseRedrawn: stats.baseRedrawn, drawCalls: stats.totalDrawCalls,
                  overlayDrawCalls: stats.drawCalls[.overlay] ?? 0, triangles: stats.totalTriangles,
                  bytesUploaded: stats.geometryBytesUploaded + stats.instanceBytesUploaded + stats.textureBytesUploaded,
                  pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }
}
