import ChartCore

/// A screenshot in X Window Dump format (what `xwd` writes), decoded into an `RGBAImage`.
///
/// Reads the 100-byte big-endian header, skips the window name and colour table, and decodes
/// TrueColor ZPixmap data of 16, 24 or 32 bits per pixel in either byte order, using the header's
/// channel masks. That covers what Xvfb gives at depths 16 and 24.
public struct XWDImage {
    /// Why a byte stream is not a dump this decoder understands.
    public struct FormatError: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { "not a readable XWD image: \(reason)" }
    }

    /// The header's fields that decoding depends on.
    public let width: Int
    public let height: Int
    public let depth: Int
    public let bitsPerPixel: Int
    public let bytesPerLine: Int
    /// True for MSBFirst data (byte order 1), false for LSBFirst.
    public let isBigEndian: Bool
    public let redMask: UInt32
    public let greenMask: UInt32
    public let blueMask: UInt32
    /// The pixels, opaque (alpha 255).
    public let image: RGBAImage

    /// The largest dump decoded, in pixels, so a corrupt header cannot exhaust memory.
    public static let maximumPixelCount = 1 << 26

    public init(bytes: [UInt8]) throws(FormatError) {
        let headerFieldCount = 25
        guard bytes.count >= headerFieldCount * 4 else {
            throw FormatError(reason: "\(bytes.count) bytes is shorter than the 100-byte header")
        }
        func field(_ index: Int) -> UInt32 {
            let i = index * 4
            return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
        }
        let headerSize = Int(field(0))
        let version = field(1)
        let pixmapFormat = field(2)
        let colorCount = Int(field(19))
        guard version == 7 else { throw FormatError(reason: "file version \(version), expected 7") }
        guard pixmapFormat == 2 else { throw FormatError(reason: "pixmap format \(pixmapFormat), expected ZPixmap (2)") }
        width = Int(field(4))
        height = Int(field(5))
        depth = Int(field(3))
        isBigEndian = field(7) == 1
        bitsPerPixel = Int(field(11))
        bytesPerLine = Int(field(12))
        redMask = field(14)
        greenMask = field(15)
        blueMask = field(16)
        guard [16, 24, 32].contains(bitsPerPixel) else {
            throw FormatError(reason: "\(bitsPerPixel) bits per pixel; only 16, 24 and 32 are decoded")
        }
        guard redMask != 0, greenMask != 0, blueMask != 0 else {
            throw FormatError(reason: "no channel masks (not a TrueColor visual)")
        }
        guard width >= 1, height >= 1, width * height <= Self.maximumPixelCount else {
            throw FormatError(reason: "a \(width)×\(height) image")
        }
        let bytesPerPixel = bitsPerPixel / 8
        guard bytesPerLine >= width * bytesPerPixel else {
            throw FormatError(reason: "\(bytesPerLine) bytes per line cannot hold \(width) pixels")
        }
        // Each colour table entry is 12 bytes: pixel (4), red, green, blue (2 each), flags, pad.
        let dataStart = headerSize + colorCount * 12
        guard headerSize >= headerFieldCount * 4, dataStart + bytesPerLine * height <= bytes.count else {
            throw FormatError(reason: "\(bytes.count) bytes cannot hold a \(width)×\(height) image")
        }

        let red = Channel(mask: redMask), green = Channel(mask: greenMask), blue = Channel(mask: blueMask)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let bigEndian = isBigEndian
        for y in 0..<height {
            let row = dataStart + y * bytesPerLine
            for x in 0..<width {
                let p = row + x * bytesPerPixel
                var value: UInt32 = 0
                for k in 0..<bytesPerPixel {
                    let byte = UInt32(bytes[p + k])
                    value |= bigEndian ? byte << UInt32(8 * (bytesPerPixel - 1 - k)) : byte << UInt32(8 * k)
                }
                let o = (y * width + x) * 4
                pixels[o] = red.value(in: value)
                pixels[o + 1] = green.value(in: value)
                pixels[o + 2] = blue.value(in: value)
            }
        }
        image = RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// One colour channel's place in a pixel value, scaled to 8 bits on the way out.
    private struct Channel {
        let shift: UInt32
        let maximum: UInt64

        init(mask: UInt32) {
            shift = UInt32(mask.trailingZeroBitCount)
            maximum = UInt64(mask >> shift)
        }

        func value(in pixel: UInt32) -> UInt8 {
            let raw = UInt64(pixel >> shift) & maximum
            return UInt8((raw * 255 + maximum / 2) / maximum)
        }
    }
}
