import ChartKit
import Foundation

extension ShowCommand {
    /// `chartview --overview FILE`: the chart of FILE above an overview of the same data, a
    /// quarter of its height, joined by a `RangeSelector`.
    func runOverview(_ path: String) throws {
        var mainOptions = options
        if mainOptions.title == nil { mainOptions.title = ChartFactory.fileTitle(path) }
        let main = try ChartFactory.makeChart(path: path, options: mainOptions).0
        var overviewOptions = options
        overviewOptions.title = nil
        overviewOptions.xRange = nil
        let overview = try ChartFactory.makeChart(path: path, options: overviewOptions).0
        ChartFactory.styleAsOverview(overview)
        let selector = RangeSelector(main: main, overview: overview)
        var size = try options.canvasSize(spec: nil)
        if options.size == nil { size.height *= 1.25 }
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
        withExtendedLifetime((printer, selector)) {
            ViewerOutput.releaseWarnings()  // the window is open: warnings show now
            if let frames { view.run(frames: frames) } else { view.run() }
        }
    }
}

extension ChartFactory {
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
