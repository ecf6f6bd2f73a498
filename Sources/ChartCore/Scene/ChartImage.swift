/// RGBA pixels shared by reference, so a renderer uploads their texture once however often they
/// are drawn (image annotations). ChartKit loads one from a PNG file
/// (`ChartImage(contentsOfPNGFile:)`).
///
/// ```swift
/// let logo = ChartImage(RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
/// chart.addAnnotation(Annotation(.image(logo, at: .plot(x: 0.95, y: 0.05))))
/// ```
public final class ChartImage: Equatable {
    /// The pixels, rows top to bottom, not premultiplied.
    public let pixels: RGBAImage

    public init(_ pixels: RGBAImage) {
        self.pixels = pixels
    }

    public static func == (a: ChartImage, b: ChartImage) -> Bool { a === b }
}

/// An image drawn over a rectangle of the canvas, scaled linearly.
public struct ImageCommand: Equatable {
    public var image: ChartImage
    /// Where the image goes, in points.
    public var rect: Rect
    /// 0…1. Default: 1.
    public var opacity: Double

    public init(image: ChartImage, rect: Rect, opacity: Double = 1) {
        self.image = image
        self.rect = rect
        self.opacity = opacity
    }
}
