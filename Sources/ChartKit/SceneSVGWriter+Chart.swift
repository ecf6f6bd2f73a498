import ChartCore
import ChartText

extension SceneSVGWriter {
    /// The SVG of `chart` at `size` points, its text measured with the fonts the PNG renderer
    /// uses (so labels are placed the same).
    ///
    /// ```swift
    /// let svg = try SceneSVGWriter.svg(for: chart, size: Size(width: 800, height: 500))
    /// ```
    public static func svg(for chart: Chart, size: Size) throws(TextError) -> String {
        let fonts = try FontLibrary()
        return svg(for: chart.exactScene(size: size, measurer: fonts), measurer: fonts)
    }
}

extension ScenePDFWriter {
    /// The PDF of `chart` at `size` points (text baselines placed with the PNG renderer's fonts).
    public static func pdf(for chart: Chart, size: Size) throws(TextError) -> [UInt8] {
        let fonts = try FontLibrary()
        return pdf(for: chart.exactScene(size: size, measurer: fonts), measurer: fonts)
    }
}

extension Chart {
    /// The scene once background pyramids and a zoomed scatter's exact density counts are in
    /// (a file shows the exact picture, never the coarse one a window shows meanwhile).
    func exactScene(size: Size, measurer: TextMeasuring) -> Scene {
        waitForPyramids()
        let scene = makeScene(size: size, scale: 1, measurer: measurer)
        guard isRefiningDensity else { return scene }
        waitForDensityCounts()
        return makeScene(size: size, scale: 1, measurer: measurer)
    }
}
