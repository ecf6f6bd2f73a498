import CPNG
import ChartCore

/// Decodes PNG files into `RGBAImage`s (8-bit sRGB RGBA, straight alpha), whatever their colour
/// type or bit depth; used by tests to read back what `PNGWriter` wrote.
public enum PNGReader {
    /// The largest image read, in pixels (1 GiB of RGBA), so a hostile header cannot exhaust memory.
    public static let maximumPixelCount = 1 << 28

    /// Reads the PNG file at `path`.
    public static func read(_ path: String) throws(PNGError) -> RGBAImage {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&png, path) != 0 else {
            let reason = PNGError.message(of: png, fallback: "not a PNG file")
            png_image_free(&png)
            throw .cannotRead(path: path, reason: reason)
        }
        return try finish(&png, name: path)
    }

    /// Decodes PNG file bytes; errors name the file `<memory>`.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        // libpng keeps a pointer into the bytes until the read finishes, so both steps stay inside.
        let result: Result<RGBAImage, PNGError> = bytes.withUnsafeBytes { raw in
            guard png_image_begin_read_from_memory(&png, raw.baseAddress, raw.count) != 0 else {
                let reason = PNGError.message(of: png, fallback: "not a PNG stream")
                png_image_free(&png)
                return .failure(.cannotRead(path: "<memory>", reason: reason))
            }
            return Result { () throws(PNGError) -> RGBAImage in try finish(&png, name: "<memory>") }
        }
        return try result.get()
    }

    private static func finish(_ png: inout png_image, name: String) throws(PNGError) -> RGBAImage {
        let width = Int(png.width), height = Int(png.height)
        guard width >= 1, height >= 1, width * height <= maximumPixelCount else {
            png_image_free(&png)
            throw .cannotRead(path: name, reason: "a \(width)×\(height) image is too large to read")
        }
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&png, nil, out.baseAddress, 0, nil)
        }
        if ok == 0 {
            let reason = PNGError.message(of: png, fallback: "png_image_finish_read failed")
            png_image_free(&png)
            throw .cannotRead(path: name, reason: reason)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
