import CPNG
import ChartCore
#if canImport(Glibc)
import Glibc
#endif

/// Encodes `RGBAImage`s as 8-bit RGBA PNG files (sRGB, straight alpha).
///
/// ```swift
/// try PNGWriter.write(image, to: "chart.png")
/// ```
///
/// Uses libpng's simplified API, which reports failures through its return value. The classic API
/// reports them by `longjmp`, which must never cross Swift frames.
public enum PNGWriter {
    /// Writes `image` to the file at `path`, replacing it if it exists. The directory must exist.
    public static func write(_ image: RGBAImage, to path: String) throws(PNGError) {
        let bytes: [UInt8]
        do {
            bytes = try encode(image)
        } catch {
            throw error.naming(path)
        }
        guard let file = fopen(path, "wb") else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let writeErrno = errno
        // fclose flushes, so a full disk can show up only here.
        let closed = fclose(file)
        let closeErrno = errno
        if written != bytes.count {
            throw .cannotWrite(path: path, reason: String(cString: strerror(writeErrno)))
        }
        if closed != 0 {
            throw .cannotWrite(path: path, reason: String(cString: strerror(closeErrno)))
        }
    }

    /// The PNG file's bytes for `image`.
    ///
    /// Throws `.invalidImage` for an image without pixels (a width or height below 1) or whose
    /// pixel buffer does not hold `width × height × 4` bytes.
    public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        try validate(image)
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // Charts compress well: a quarter of the raw size usually suffices, and libpng says how
        // much it needs when it does not.
        let rawSize = image.pixels.count + image.height
        var capacity = rawSize / 4 + 8192
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let ok = image.pixels.withUnsafeBytes { pixels in
                output.withUnsafeMutableBytes { out in
                    png_image_write_to_memory(&png, out.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
                }
            }
            png_image_free(&png)
            if ok != 0 {
                output.removeSubrange(Int(size)...)
                return output
            }
            guard Int(size) > capacity else { break }
            capacity = Int(size)
            png.warning_or_error = 0
        }
        throw .encodingFailed(reason: PNGError.message(of: png, fallback: "png_image_write_to_memory failed"),
                              path: nil)
    }

    private static func validate(_ image: RGBAImage) throws(PNGError) {
        guard image.width >= 1, image.height >= 1 else {
            throw .invalidImage(reason: "a \(image.width)×\(image.height) image has no pixels", path: nil)
        }
        // libpng's row stride is a 32-bit count of bytes; PNG itself caps sides at 2³¹ − 1.
        guard image.width <= Int(Int32.max) / 4, image.height <= Int(Int32.max) else {
            throw .invalidImage(reason: "\(image.width)×\(image.height) is too large for PNG", path: nil)
        }
        let (expected, overflow) = image.width.multipliedReportingOverflow(by: image.height * 4)
        guard !overflow, image.pixels.count == expected else {
            throw .invalidImage(reason: "the pixel buffer holds \(image.pixels.count) bytes, "
                                + "not \(image.width)×\(image.height)×4", path: nil)
        }
    }
}
