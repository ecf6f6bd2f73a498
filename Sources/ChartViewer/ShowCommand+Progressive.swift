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
        if printLayout { LayoutPrinter.attach(to: view) }
        let aids = WindowAids(view: view, dataPath: path, printsStatus: printStatus)
        let progress = LoadProgress(title: "Loading \(name)")
        placeholder.addExtension(progress)
        let printer = printRanges ? RangePrinter() : nil
        placeholder.delegate = printer

        let adopter = LoadReportAdopter(progress: progress, printsStatus: printStatus, printer: printer)
        let load = TableLoad(path: path, options: options) { [weak window = view.window] report in
            adopter.mailbox.post(report)
            window?.requestRedraw()
        }
        var failure: Error?
        let thread = Thread { load.run() }
        thread.stackSize = 8 << 20
        var loadStarted = false
        view.beforeFrame = { _ in
            if !loadStarted {
                // The load starts with the first frame, which shows the empty bar: a file that
                // loads within a frame still shows that it was loading, and --print-status says
                // {"progress":0} before anything else, whatever the speed of the machine.
                loadStarted = true
                adopter.start()
                thread.start()
            }
            if let error = adopter.takeReports(into: view, aids: aids) {
                failure = error
                view.window.close()
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
    static func carryView(from old: Chart, to new: Chart) {
        new.navigation.autoFitsY = old.navigation.autoFitsY
        for (from, to) in zip(old.xAxes + old.yAxes, new.xAxes + new.yAxes)
        where from.hasUserRange && type(of: from) == type(of: to) {
            to.setVisibleRange(from.visibleRange)
        }
    }
}

/// What a window does with a `TableLoad`'s reports, frame after frame: the bar's progress (and
/// `--print-status`'s `{"progress":N}`), each chart put in place of the last (keeping where the
/// user went), a line drawn in place set building. Used by a big file's window and by standard
/// input's once it has ended.
final class LoadReportAdopter {
    let mailbox = TableLoadMailbox()
    let progress: LoadProgress
    private let printsStatus: Bool
    private let printer: RangePrinter?
    private var printedPercent: Int?
    private var adoptedPartial = false
    /// Whether the final chart, or a failure, has been taken in.
    private(set) var isFinished = false

    init(progress: LoadProgress, printsStatus: Bool, printer: RangePrinter?) {
        self.progress = progress
        self.printsStatus = printsStatus
        self.printer = printer
    }

    /// The empty bar, before the load starts.
    func start() {
        progress.update(fraction: 0)
        printProgress(0)
    }

    private func printProgress(_ percent: Int?) {
        // --print-status: {"progress":42} as the bar moves, {"progress":null} once it is gone.
        guard printsStatus, percent != printedPercent else { return }
        printedPercent = percent
        RangePrinter.writeToStandardOutput("{\"progress\":\(percent.map(String.init) ?? "null")}\n")
    }

    /// Takes the reports posted since the last frame into chart 0 of `view`; the failure, if the
    /// load failed (the bar is then gone).
    func takeReports(into view: ChartView, aids: WindowAids) -> Error? {
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
                    ShowCommand.carryView(from: old, to: chart)
                }
                adoptedPartial = true
                chart.delegate = printer
                aids.adopt(chart, at: 0)
                if isFinal {
                    isFinished = true
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
                isFinished = true
                progress.finish()
                printProgress(nil)
                return error
            }
        }
        return nil
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
