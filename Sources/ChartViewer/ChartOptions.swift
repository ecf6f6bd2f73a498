import ArgumentParser
import ChartKit

/// The options that shape a chart, shared by the window and `render`.
public struct ChartOptions: ParsableArguments {
    @Option(help: "Canvas size in points, WIDTHxHEIGHT.")
    public var size: String?

    @Option(help: "Device pixels per point (2 for HiDPI output).")
    public var scale: Double = 1

    @Option(help: "Colour theme: light or dark.")
    public var theme: String?

    @Option(help: "Series type for data files: line or scatter.")
    public var type: String?

    @Option(name: .customLong("x-range"), help: "Visible x range MIN:MAX (write --x-range=-5:5 for negatives).")
    public var xRange: String?

    @Option(name: .customLong("y-range"), help: "Visible y range MIN:MAX.")
    public var yRange: String?

    @Option(help: "Chart title (default: the file name).")
    public var title: String?

    public init() {}

    /// The canvas size, from `--size`, else the spec's, else 1000×620.
    func canvasSize(spec: ChartSpec?) throws(ViewerError) -> Size {
        if let text = size {
            let parts = text.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                  w >= 50, h >= 50, w <= 16384, h <= 16384
            else { throw ViewerError("--size \(text): expected WIDTHxHEIGHT between 50 and 16384, e.g. 1600x1000") }
            return Size(width: w, height: h)
        }
        if let s = spec?.size, s.count == 2, s[0] >= 50, s[1] >= 50, s[0] <= 16384, s[1] <= 16384 {
            return Size(width: s[0], height: s[1])
        }
        return Size(width: 1000, height: 620)
    }

    func validatedScale() throws(ViewerError) -> Double {
        guard scale.isFinite, scale >= 0.5, scale <= 4 else {
            throw ViewerError("--scale \(scale): expected a number from 0.5 to 4")
        }
        return scale
    }

    static func parseRange(_ text: String, option: String) throws(ViewerError) -> AxisRange {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]),
              a.isFinite, b.isFinite, a < b
        else { throw ViewerError("\(option) \(text): expected MIN:MAX with MIN < MAX, e.g. 0:100") }
        return AxisRange(min: a, max: b)
    }

    /// Applies theme, type-independent ranges and title on top of what the input set.
    func apply(to chart: Chart) throws(ViewerError) {
        if let name = theme {
            guard let t = Theme.named(name) else { throw ViewerError("--theme \(name): expected light or dark") }
            chart.applyTheme(t)
        }
        if let t = title { chart.title = t }
        if let r = xRange { chart.xAxis.explicitDefaultRange = try Self.parseRange(r, option: "--x-range") }
        if let r = yRange { chart.yAxis.explicitDefaultRange = try Self.parseRange(r, option: "--y-range") }
    }
}
