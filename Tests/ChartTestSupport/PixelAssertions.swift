import ChartKit
import XCTest

/// Pixel checks for rendered charts: colours at computed positions, with a tolerance per channel
/// for antialiasing and rounding.
public enum PixelAssertions {
    /// The largest difference between the pixel's channels and `color`'s (alpha ignored).
    public static func distance(_ image: RGBAImage, _ x: Int, _ y: Int, _ color: Color) -> Int {
        let p = image[x, y]
        let (r, g, b, _) = color.rgba8
        return max(abs(Int(p.r) - Int(r)), abs(Int(p.g) - Int(g)), abs(Int(p.b) - Int(b)))
    }

    public static func assertColor(_ image: RGBAImage, x: Int, y: Int, _ color: Color, tolerance: Int = 3,
                                   _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard x >= 0, y >= 0, x < image.width, y < image.height else {
            XCTFail("(\(x), \(y)) lies outside the \(image.width)×\(image.height) image. \(message)", file: file, line: line)
            return
        }
        let d = distance(image, x, y, color)
        let p = image[x, y]
        XCTAssertLessThanOrEqual(d, tolerance,
            "pixel (\(x), \(y)) is rgb(\(p.r), \(p.g), \(p.b)), expected \(color.rgba8) ± \(tolerance). \(message)",
            file: file, line: line)
    }

    /// How many pixels in `rect` (device pixels, clamped to the image) differ from `color` by more
    /// than `tolerance`.
    public static func countPixels(in image: RGBAImage, x0: Int, y0: Int, x1: Int, y1: Int,
                                   differingFrom color: Color, tolerance: Int = 8) -> Int {
        var n = 0
        for y in max(0, y0)..<min(image.height, y1) {
            for x in max(0, x0)..<min(image.width, x1) where distance(image, x, y, color) > tolerance {
                n += 1
            }
        }
        return n
    }

    /// Writes the image as PNG when CHARTKIT_KEEP_IMAGES names a folder, so a failing test's picture
    /// can be looked at.
    public static func keep(_ image: RGBAImage, name: String) {
        guard let folder = ProcessInfo.processInfo.environment["CHARTKIT_KEEP_IMAGES"] else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? PNGWriter.write(image, to: "\(folder)/\(name).png")
    }
}

/// One headless renderer with a GL debug context for the whole test process: contexts are costly
/// to make, and a single one also proves the renderer leaves no state behind between tests.
public enum SharedRenderer {
    public static let result: Result<ChartImageRenderer, Error> = Result { try ChartImageRenderer(debug: true) }

    public static func get(file: StaticString = #filePath, line: UInt = #line) throws -> ChartImageRenderer {
        try result.get()
    }
}
