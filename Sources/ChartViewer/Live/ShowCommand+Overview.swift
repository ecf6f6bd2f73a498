import ChartKit
import Foundation

extension ShowCommand {
    /// `chartview --overview FILE`: the chart of FILE above an overview of the same data, a
    /// quarter of its height, joined by a `RangeSelector`.
    func runOverview(_ path: String) throws {
        let (main, overview, selector) = try ChartFactory.makeOverviewPair(path: path, options: options)
        var size = try ChartFactory.overviewCanvasSize(options)
        let magnification = try options.validatedScale()
        size = Size(width: size.width * magnification, height: size.height * magnification)
        let printer = printRanges ? RangePrinter() : nil
        main.delegate = printer
        let view: ChartView
        do {
            view = try ChartView(charts: [main, overview], arrangement: .rows([4, 1]),
                                 title: "chartview — " + ChartFactory.fileTitle(path), size: size)
        } catch {
            throw ViewerError(error.description)
        }
        view.magnification = magnification
        if printLayout { LayoutPrinter.attach(to: view) }
        withExtendedLifetime((printer, selector)) {
            ViewerOutput.releaseWarnings()  // the window is open: warnings show now
            if let frames { view.run(frames: frames) } else { view.run() }
        }
    }
}

extension ChartFactory {
    /// FILE's chart (titled by the file unless `--title` says otherwise) above an overview of the
    /// same data, joined by a range selector: what `chartview --overview FILE` shows and
    /// `chartview render --overview FILE` draws. `--x-range` sets the window, not the overview.
    static func makeOverviewPair(path: String, options: ChartOptions) throws -> (main: Chart, overview: Chart, selector: RangeSelector) {
        var mainOptions = options
        if mainOptions.title == nil { mainOptions.title = fileTitle(path) }
        let main = try makeChart(path: path, options: mainOptions).0
        var overviewOptions = options
        overviewOptions.title = nil
        overviewOptions.xRange = nil
        let overview = try makeChart(path: path, options: overviewOptions).0
        styleAsOverview(overview)
        let selector = RangeSelector(main: main, overview: overview)
        selector.marksNewestVisibleValue = true
        return (main, overview, selector)
    }

    /// The canvas of a chart with its overview: a quarter taller than one chart's, unless
    /// `--size` gives it.
    static func overviewCanvasSize(_ options: ChartOptions) throws -> Size {
        var size = try options.canvasSize(spec: nil)
        if options.size == nil { size.height *= 1.25 }
        return size
    }

    /// An overview chart: no title, legend or axis titles, y without labels or grid, so the
    /// shape of the data fills its short pane.
    public static func styleAsOverview(_ chart: Chart) {
        chart.title = nil
        chart.legend.isVisible = false
        chart.xAxis.title = nil
        for axis in chart.yAxes {
            axis.title = nil
            axis.showsLabels = false
            axis.showsMajorTicks = false
            axis.showsMinorTicks = false
            axis.showsMajorGridLines = false
        }
        chart.xAxis.showsMinorTicks = false
    }
}

extension RenderCommand {
    /// `chartview render --overview INPUT -o out.png`: the chart above its overview, the window
    /// over the range `--x-range` shows (all the data when none), drawn headless in one PNG.
    func renderOverview() throws {
        let (main, overview, selector) = try ChartFactory.makeOverviewPair(path: input, options: options)
        let size = try ChartFactory.overviewCanvasSize(options)
        let scale = try options.validatedScale()
        try ChartFactory.checkImageSize(size, scale: scale)
        let image = try withExtendedLifetime(selector) {
            try ChartImageRenderer().render(charts: [main, overview], arrangement: .rows([4, 1]), size: size, scale: scale)
        }
        try PNGWriter.write(image, to: output)
    }
}
