/// A raster of premultiplied RGBA8 pixels that a renderer keeps on the GPU between frames, like
/// `SeriesGeometry`: it has an identity and a revision, and is re-uploaded only when the revision
/// changes. Scatter density mode draws its counts through one.
///
/// ```swift
/// let image = DensityImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 0, 0])
/// let command = DensityImageCommand(image: image, rect: Rect(x: 10, y: 10, width: 2, height: 1))
/// ```
public final class DensityImage {
    public private(set) var width: Int
    public private(set) var height: Int
    /// Premultiplied RGBA, 4 bytes a pixel, top row first. For an image counted on a device
    /// (`replaceCountedElsewhere`), made on the CPU when first read here (an SVG or PDF export).
    public var pixels: [UInt8] {
        if let make = pendingPixels {
            pendingPixels = nil
            storedPixels = Self.fitted(make(), width: width, height: height)
        }
        return storedPixels
    }
    /// Bumped on every `replace`.
    public private(set) var revision = 0
    /// The renderer that counts this image's points on its GPU from the next recount on (it sets
    /// itself when it draws the image); nil: the CPU counts.
    public weak var deviceCounter: (any DensityCounting)?
    /// Whether the current contents were counted by `deviceCounter` (and live in its texture).
    public private(set) var isCountedElsewhere = false
    private var storedPixels: [UInt8]
    private var pendingPixels: (() -> [UInt8])?

    /// An image of `width`×`height`; `pixels` shorter than 4·width·height are padded with
    /// transparent pixels, longer ones cut.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.storedPixels = Self.fitted(pixels, width: self.width, height: self.height)
    }

    /// Replaces the contents (and size).
    public func replace(width: Int, height: Int, pixels: [UInt8]) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        storedPixels = Self.fitted(pixels, width: self.width, height: self.height)
        pendingPixels = nil
        isCountedElsewhere = false
        revision += 1
    }

    /// A new revision whose pixels a `DensityCounting` device draws into its own texture;
    /// `hostPixels` makes the same pixels here, only if something reads `pixels`.
    public func replaceCountedElsewhere(width: Int, height: Int, hostPixels: @escaping () -> [UInt8]) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        storedPixels = []
        pendingPixels = hostPixels
        isCountedElsewhere = true
        revision += 1
    }

    private static func fitted(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        let count = width * height * 4
        if pixels.count == count { return pixels }
        return Array(pixels.prefix(count)) + [UInt8](repeating: 0, count: max(0, count - pixels.count))
    }
}

/// Draws a `DensityImage` pixel for pixel into `rect` (points): image pixel (i, j) covers the
/// device pixel `floor(rect.minX · scale) + i`, `floor(rect.minY · scale) + j` (a corner within
/// 10^-6 of a whole pixel counts as on it), unscaled and unfiltered, so moving the rectangle pans
/// the image without resampling it.
public struct DensityImageCommand: Equatable {
    public var image: DensityImage
    /// The image's revision when the command was made: scenes compare by identity and revision.
    public var revision: Int
    public var rect: Rect

    public init(image: DensityImage, rect: Rect) {
        self.image = image
        self.revision = image.revision
        self.rect = rect
    }

    public static func == (a: DensityImageCommand, b: DensityImageCommand) -> Bool {
        a.image === b.image && a.revision == b.revision && a.rect == b.rect
    }
}
