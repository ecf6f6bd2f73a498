import ChartKit
import Foundation

extension ShowCommand {
    /// `chartview -` and `chartview --follow FILE`: the window opens at once on an empty chart
    /// and grows as lines arrive; a reader thread parses them and a `ChartFeed` carries them to
    /// the next frame (its first point wakes the sleeping window).
    func runLive() throws {
        let path = followFile ?? "-"
        let name = followFile.map(ChartFactory.fileTitle) ?? "stdin"
        let chart = try ChartFactory.makeLiveChart(title: options.title ?? name, options: options, live: live)
        var size = try options.canvasSize(spec: nil)
        let magnification = try options.validatedScale()
        size = Size(width: size.width * magnification, height: size.height * magnification)
        let feed = ChartFeed()
        chart.attach(feed)
        let printer = printRanges ? RangePrinter() : nil
        chart.delegate = printer
        let reader = LiveReader(source: followFile == nil ? .standardInput : .following(path), xKey: options.x, feed: feed)
        let view: ChartView
        do {
            view = try ChartView(chart: chart, title: "chartview — " + name, size: size)
        } catch {
            throw ViewerError(error.description)
        }
        view.magnification = magnification
        let aids = WindowAids(view: view, dataPath: followFile ?? "-", printsStatus: printStatus)
        var axisDecided = false
        let options = self.options
        view.beforeFrame = { _ in
            // The x axis kind is chosen once the first x value is known.
            if !axisDecided, let first = reader.firstX {
                axisDecided = ChartFactory.adoptLiveXAxis(chart, firstX: first.value, name: first.name, options: options)
            }
            chart.legend.isVisible = chart.series.count >= 2
        }
        reader.start()
        withExtendedLifetime((printer, reader, aids)) {
            ViewerOutput.releaseWarnings()  // the window is open: warnings show now
            if let frames { view.run(frames: frames) } else { view.run() }
        }
    }
}
