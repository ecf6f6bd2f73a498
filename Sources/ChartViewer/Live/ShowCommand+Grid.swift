import ChartKit
import Foundation

extension ShowCommand {
    /// `chartview --grid FILE...`: one chart per file in a grid (one column up to three files,
    /// two beyond), x ranges linked, the crosshair's x shared, one colour per series key in
    /// every chart. With `--live` every file is followed as it grows (CSV/TSV or JSON lines).
    func runGrid(_ paths: [String]) throws {
        try runGrid(paths, titles: paths.map { _ in nil }, columns: paths.count <= 3 ? 1 : 2, rowHeights: [],
                    live: liveGrid, windowTitle: "chartview — " + paths.map(ChartFactory.fileTitle).joined(separator: " + "))
    }

    /// The dashboard window: a linked chart per file; `panes` (a spec's) may name axes the
    /// panes share (`ChartFactory.shareAxes`).
    func runGrid(_ paths: [String], titles: [String?], columns: Int, rowHeights: [Double], live liveGrid: Bool,
                 windowTitle: String, panes: [ChartSpec.PaneSpec] = [], specPath: String = "") throws {
        var charts: [Chart] = []
        var readers: [LiveReader] = []
        for path in paths {
            var paneOptions = options
            paneOptions.title = titles[charts.count] ?? ChartFactory.fileTitle(path)
            if liveGrid {
                let chart = try ChartFactory.makeLiveChart(title: paneOptions.title!, options: paneOptions, live: live)
                let feed = ChartFeed()
                chart.attach(feed)
                let reader = LiveReader(source: .following(path), xKey: options.x, feed: feed)
                if let pane = panes.indices.contains(charts.count) ? panes[charts.count] : nil {
                    // A spec's live pane: its reading errors may quote the file, so only the
                    // place and that it stopped are said (SpecFileAccess).
                    let line = SpecFileAccess.withheldProblem(label: "\(specPath): panes[\(charts.count)]",
                                                              reference: pane.data ?? path, doing: "followed")
                    reader.onError = { _ in ViewerOutput.writeLine(line) }
                }
                readers.append(reader)
                charts.append(chart)
            } else if panes.indices.contains(charts.count) {
                // A spec's pane: its file is read as a spec's data is (SpecFileAccess).
                charts.append(try ChartFactory.makePaneChart(resolved: path, pane: panes[charts.count],
                                                             label: "\(specPath): panes[\(charts.count)]", options: paneOptions))
            } else {
                charts.append(try ChartFactory.makeChart(path: path, options: paneOptions).0)
            }
        }
        try ChartFactory.shareAxes(of: charts, panes: panes, specPath: specPath)
        let dashboard = try ChartDashboard(charts: charts)
        let columns = max(1, min(columns, charts.count))
        var size = try options.canvasSize(spec: nil)
        if options.size == nil { size.height = max(size.height, 260 * Double((charts.count + columns - 1) / columns)) }
        let magnification = try options.validatedScale()
        size = Size(width: size.width * magnification, height: size.height * magnification)
        let printers = printRanges ? charts.indices.map { RangePrinter(chartIndex: $0) } : []
        for (chart, printer) in zip(charts, printers) { chart.delegate = printer }
        let view: ChartView
        do {
            view = try ChartView(charts: charts, arrangement: .grid(columns: columns, rowHeights: rowHeights),
                                 title: windowTitle, size: size)
        } catch {
            throw ViewerError(error.description)
        }
        view.magnification = magnification
        if printLayout { LayoutPrinter.attach(to: view) }
        let aids = WindowAids(view: view, dataPath: paths.first, printsStatus: printStatus)
        var decided = [Bool](repeating: false, count: charts.count)
        let options = self.options
        if liveGrid {
            view.beforeFrame = { _ in
                for (index, reader) in readers.enumerated() {
                    if !decided[index], let first = reader.firstX {
                        decided[index] = ChartFactory.adoptLiveXAxis(charts[index], firstX: first.value, name: first.name,
                                                                     options: options)
                    }
                    charts[index].legend.isVisible = charts[index].series.count >= 2
                }
            }
        }
        for reader in readers { reader.start() }
        withExtendedLifetime((printers, readers, dashboard, aids)) {
            ViewerOutput.releaseWarnings()  // the window is open: warnings show now
            if let frames { view.run(frames: frames) } else { view.run() }
        }
    }
}
