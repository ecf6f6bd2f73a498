import ChartKit

extension ChartFactory {
    /// The largest image `chartview render` writes: 16384 device pixels a side and 2^28 pixels
    /// (1 GiB of RGBA) in all. `--size 16384x16384 --scale 4` asks for 4.3 billion pixels.
    static let maximumImageSide = 16384
    static let maximumImagePixels = 1 << 28

    /// Refuses an image larger than the stated limits, in one line that names them.
    static func checkImageSize(_ size: Size, scale: Double) throws(ViewerError) {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width <= Double(maximumImageSide), height <= Double(maximumImageSide),
              width * height <= Double(maximumImagePixels) else {
            throw ViewerError("--size \(Int(size.width))x\(Int(size.height)) at --scale \(RangePrinter.number(scale)) "
                + "makes a \(Int(width))x\(Int(height)) pixel image; the limit is \(maximumImageSide) pixels a side "
                + "and \(maximumImagePixels) pixels in all")
        }
    }

    /// Line widths and marker sizes must be finite and not negative: a negative width would
    /// draw nothing without a word.
    static func checkSizes(_ entry: ChartSpec.SeriesSpec, label: String) throws(ViewerError) {
        for (name, value) in [("lineWidth", entry.lineWidth), ("markerSize", entry.markerSize)] {
            if let value, !(value.isFinite && value >= 0) {
                throw ViewerError("\(label): \(name) \(RangePrinter.number(value)): expected a size of 0 or more")
            }
        }
    }
}
