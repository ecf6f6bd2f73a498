import ChartKit
import Foundation

extension ShowCommand {
    /// `chartview -` and `chartview --follow FILE`: the window opens at once on an empty chart
    /// and grows as lines arrive; a reader thread parses them and a `ChartFeed` carries them to
    /// the next frame (its first point wakes the sleeping window).
    ///
    /// Standard input without `--window` is also kept on disk as it arrives
    /// (`StandardInputSpool`); once it ends, the window reads it again as `chartview FILE` reads a
    /// file (the same readers, inference and progressive load: `LoadReportAdopter`), and that
    /// chart takes the live one's place. So `cat grid.csv | chartview -` ends on the heatmap the
    /// file draws, and Parquet, Arrow, Excel, NumPy and HDF5, which no line parser reads, open
    /// from a pipe at all.
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
        if printLayout { LayoutPrinter.attach(to: view) }
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
        let spool = followFile == nil && live.window == nil ? try StandardInputSpool() : nil
        defer { spool?.remove() }
        reader.spool = spool
        let progress = LoadProgress(title: "Loading \(name)")
        let adopter = LoadReportAdopter(progress: progress, printsStatus: printStatus, printer: printer)
        var fileLoadStarted = false
        var failure: Error?
        let liveFrame = view.beforeFrame
        view.beforeFrame = { frame in
            liveFrame?(frame)
            guard let spool else { return }
            if !fileLoadStarted, reader.hasEnded, let stream = reader.spool {
                fileLoadStarted = true
                view.chart.addExtension(progress)
                adopter.start()
                Self.startFileLoad(of: stream, options: options, adopter: adopter, window: view.window)
            }
            defer {
                // Read: the kept input needs no name any more.
                if adopter.isFinished { spool.removeName() }
            }
            if let error = adopter.takeReports(into: view, aids: aids) {
                // A file's reading names the file; this one is standard input.
                let line = spool.standardInputName(in: String(describing: error))
                if view.chart.series.isEmpty {
                    failure = ViewerError(line)
                    view.window.close()
                } else {
                    // The live chart stays; the reading's problem is still said.
                    ViewerOutput.writeLine(line)
                }
            }
        }
        reader.start()
        withExtendedLifetime((printer, reader, aids, progress)) {
            ViewerOutput.releaseWarnings()  // the window is open: warnings show now
            if let frames { view.run(frames: frames) } else { view.run() }
        }
        if let failure { throw failure }
    }

    /// Reads the ended standard input kept in `spool` as `chartview FILE` reads a file, on a
    /// thread of its own, posting to `adopter`: a delimited, Parquet or Arrow file through
    /// `TableLoad` (progress, partial charts), any other through the whole-file chart.
    private static func startFileLoad(of spool: StandardInputSpool, options: ChartOptions, adopter: LoadReportAdopter,
                                      window: ChartWindow) {
        let path: String
        do {
            path = try spool.finish()
        } catch {
            adopter.mailbox.post(.failure(error))
            window.requestRedraw()
            return
        }
        var fileOptions = options
        fileOptions.title = options.title ?? "stdin"
        // Never a column cache for standard input: its file is gone when the window closes.
        fileOptions.noCache = true
        let options = fileOptions
        let post: (TableLoad.Report) -> Void = { [weak window] report in
            adopter.mailbox.post(report)
            window?.requestRedraw()
        }
        let thread = Thread {
            if TableLoad.isDelimitedDataFile(path, options: options) || TableLoad.isColumnarDataFile(path, options: options) {
                TableLoad(path: path, options: options, report: post).run()
                return
            }
            do {
                let chart = try ChartFactory.makeChart(path: path, options: options).0
                post(.chart(chart, rows: 0, isFinal: true))
            } catch {
                post(.failure(error))
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
