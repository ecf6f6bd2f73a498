import ChartKit
import Foundation

extension ShowCommand {
    /// A big data file: the window opens at once on an empty chart with a progress bar in the
    /// plot area; a thread reads the file in chunks (`TableLoad`), and each frame takes what it
    /// reported since the last (the bar's progress, a chart of the rows so far, the final chart).
    func runProgressive(_ path: String) throws {
        let name = ChartFactory.fileTitle(path)
        let placeholder = Chart(title: name)
        try options.apply(to: placeholder)
        var size = try options.canvasSize(spec: nil)
        let magnification = try options.validatedScale()
        size = Size(width: size.width * magnification, height: size.height * magnification)
        let view: ChartView
        do {
            view = try ChartView(chart: placeholder, title: "chartview — " + name, size: size)
        } catch {
            throw ViewerError(error.description)
        }
        view.magnification = magnification
        let aids = WindowAids(view: view, dataPath: path, printsStatus: printStatus)
        let progress = LoadProgress(title: "Loading \(name)")
        placeholder.addExtension(progress)
        let printer = printRanges ? RangePrinter() : nil
        placeholder.delegate = printer

        let mailbox = TableLoadMailbox()
        let load = TableLoad(path: path, options: options) { [weak window = view.window] report in
            mailbox.post(report)
            window?.requestRedraw()
        }
        var failure: Error?
        var adoptedPartial = false
        var printedPercent: Int?
        let printStatus = self.printStatus
        func printProgress(_ percent: Int?) {
            // --print-status: {"progress":42} as the bar moves, {"progress":null} once it is gone.
            guard printStatus, percent != printedPercent else { return }
            printedPercent = percent
            RangePrinter.writeToStandardOutput("{\"progress\":\(percent.map(String.init) ?? "null")}\n")
        }
        let thread = Thread { load.run() }
        thread.stackSize = 8 << 20
        var loadStarted = false
        view.beforeFrame = { _ in
            if !loadStarted {
                // The load starts with the first frame, which shows the empty bar: a file that
                // loads within a frame still shows that it was loading, and --print-status says
                // {"progress":0} before anything else, whatever the speed of the machine.
                loadStarted = true
                progress.update(fraction: 0)
                printProgress(0)
                thread.start()
            }
            for report in mailbox.take() {
                switch report {
                case .progress(let done, let total):
                    progress.update(fraction: total > 0 ? Double(done) / Double(total) : 0,
                                    detail: TableLoad.sizeText(done, of: total))
                    printProgress(Int((progress.fraction ?? 0) * 100))
                case .chart(let chart, _, let isFinal):
                    let old = view.chart
                    if adoptedPartial {
                        // Keep where the user went while the rest loaded.
                        Self.carryView(from: old, to: chart)
                    }
                    adoptedPartial = true
                    chart.delegate = printer
                    aids.adopt(chart, at: 0)
                    if isFinal {
                        progress.finish()
                        printProgress(nil)
                    } else {
                        chart.addExtension(progress)
                    }
                    view.replaceChart(at: 0, with: chart)
                    if let mapped = chart.dataSource as? MappedLineSource {
                        // An Arrow file drawn in place refines as its pyramid builds.
                        mapped.onProgress = { [weak window = view.window] in window?.requestRedraw() }
                        mapped.onFileChanged = { error in ViewerOutput.writeLine("\(error)") }
                        mapped.startBuilding()
                    }
                case .failure(let error):
                    failure = error
                    progress.finish()
                    view.window.close()
                }
            }
        }
        withExtendedLifetime((aids, progress, printer)) {
            ViewerOutput.releaseWarnings()  // the window is open: warnings show now
            if let frames { view.run(frames: frames) } else { view.run() }
        }
        if let failure { throw failure }
    }

    /// The ranges the user moved to on `old`, and whether y follows x, onto `new` (a later
    /// chart of the same file, with the same kinds of axes).
    private static func carryView(from old: Chart, to new: Chart) {
        new.navigation.autoFitsY = old.navigation.autoFitsY
        for (from, to) in zip(old.xAxes + old.yAxes, new.xAxes + new.yAxes)
        where from.hasUserRange && type(of: from) == type(of: to) {
            to.setVisibleRange(from.visibleRange)
        }
    }
}

/// Reports from the loading thread, waiting for the next frame.
final class TableLoadMailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [TableLoad.Report] = []

    func post(_ report: TableLoad.Report) {
        lock.lock()
        defer { lock.unlock() }
        // Only the newest progress matters.
        if case .progress = report, let last = reports.last, case .progress = last { reports.removeLast() }
        reports.append(report)
    }

    func take() -> [TableLoad.Report] {
        lock.lock()
        defer { lock.unlock() }
        defer { reports = [] }
        return reports
    }
}
