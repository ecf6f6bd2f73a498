import ArgumentParser
import ChartKit
import Foundation

/// `chartview`: look at a data file in a window, or render it to PNG with no display.
public struct ChartViewCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "chartview",
        abstract: "Open a chart of a CSV/TSV file, a JSON chart spec or a database table, or render one to PNG.",
        discussion: """
            With no file, opens the built-in demo. Drag to pan (a flick carries on), scroll to \
            zoom about the pointer (over an axis: that axis alone), right-drag or Shift+drag to \
            zoom to a box, double-click or Home to reset; arrows pan, + and - zoom, Alt+Left, \
            Alt+Right and Backspace go through earlier views. C toggles the crosshair, Shift+Left and \
            Shift+Right step it through the points; M places a measurement cursor at it (two \
            measure Δx, Δy, slope, min, max and mean; drag a cursor to move it, Ctrl+click \
            places one, Shift+M removes them). Ctrl+Q closes.
            Examples:
              chartview prices.csv
              chartview prices.csv --linked volume.csv --print-ranges
              chartview render Assets/oscillation.json -o chart.png --size 1600x1000 --scale 2
              Scripts/monitor.py | chartview - --window 10m
              chartview --follow app.log.csv --window 5000
              chartview data.db --table readings --x time --y temp,humidity --by sensor
              chartview postgresql://me@localhost/lab --query "SELECT t, v FROM runs WHERE run = 7"
            """,
        version: ChartViewCommand.version,
        subcommands: [ShowCommand.self, RenderCommand.self],
        defaultSubcommand: ShowCommand.self)

    public init() {}
}

/// Opens a window.
public struct ShowCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Open a window on FILE (default: the built-in demo).",
        discussion: ChartViewCommand.showDiscussion)

    @Argument(help: "A CSV/TSV data file, a .json chart spec, a database (SQLite file, postgresql:// or clickhouse:// address), or - for live standard input; none for the demo.",
              completion: .file())
    public var file: String?

    @Option(name: .customLong("follow"), help: ArgumentHelp("Follow a growing CSV/TSV or JSON-lines file like tail -f.",
                                                           valueName: "FILE"), completion: .file())
    public var followFile: String?

    @OptionGroup public var live: LiveOptions

    @Option(help: ArgumentHelp("Show FILE's chart above an overview of the same data with a range selector.",
                               valueName: "FILE"), completion: .file())
    public var overview: String?

    @Option(name: .customLong("grid"), parsing: .upToNextOption,
            help: ArgumentHelp("Show one linked chart per FILE in a grid (shared crosshair x, one colour per series name).",
                               valueName: "FILE"), completion: .file())
    public var gridFiles: [String] = []

    @Flag(name: .customLong("live"), help: "With --grid: follow every file as it grows, like --follow.")
    public var liveGrid = false

    @OptionGroup public var options: ChartOptions

    @Option(help: "Present this many frames and exit (for tests and screenshots).")
    public var frames: Int?

    @Flag(name: .customLong("print-ranges"),
          help: "Print a JSON line to stdout each time the axis ranges change: {\"x\":[min,max],\"y\":[min,max],\"cause\":\"pan\"}, and each time the crosshair's tooltip changes: {\"crosshair\":{\"x\":X,\"rows\":[{\"series\":NAME,\"values\":{…}}]}} (null when it hides).")
    public var printRanges = false

    @Flag(name: .customLong("print-layout"),
          help: "Print a JSON line to stdout after each frame that moved a chart's plot area: {\"plot\":[left,top,right,bottom]} in window points (screen pixels at scale 1), with \"chart\":N first when the window holds several charts.")
    public var printLayout = false

    @Flag(name: .customLong("print-status"),
          help: "Print a JSON line to stdout each time the window's status line changes, {\"status\":TEXT}, when the help overlay opens or closes, {\"help\":true}, and as a big file loads, {\"progress\":PERCENT} (null when done).")
    public var printStatus = false

    @Option(help: ArgumentHelp("A second data file or spec, shown below FILE; their x ranges move together.",
                               valueName: "FILE"), completion: .file())
    public var linked: String?

    public init() {}

    public func run() throws {
        if options.printSpec {
            // The spec goes to stdout as the chart is built; no window.
            try reportingErrors { _ = try ChartFactory.makeChart(path: file, options: options) }
            return
        }
        if file == "-" || followFile != nil {
            try reportingErrors { try runLive() }
            return
        }
        if let overview {
            try reportingErrors { try runOverview(overview) }
            return
        }
        if !gridFiles.isEmpty {
            try reportingErrors { try runGrid((file.map { [$0] } ?? []) + gridFiles) }
            return
        }
        var listed = false
        try reportingErrors { listed = try linked == nil && ChartFactory.listsDatasets(file, options: options) }
        if listed { return }
        var panes: (spec: ChartSpec, path: String)?
        try reportingErrors {
            if let spec = try Self.paneSpec(at: file), let file { panes = (spec, file) }
        }
        if let panes {
            try reportingErrors { try runPanes(spec: panes.spec, specPath: panes.path) }
            return
        }
        if linked == nil, let file, TableLoad.loadsProgressively(file, options: options) {
            // A big file: the window first, the data as they load (ShowCommand+Progressive).
            try reportingErrors { try runProgressive(file) }
            return
        }
        try reportingErrors {
            let (chart, spec) = try ChartFactory.makeChart(path: file, options: options)
            var charts = [chart]
            // Small multiples of a table (a pane per magnitude group) open together, linked on x.
            if linked == nil { charts += ChartFactory.panes(below: chart) }
            if let linked {
                var linkedOptions = options
                linkedOptions.title = nil
                charts.append(try ChartFactory.makeChart(path: linked, options: linkedOptions).0)
            }
            var size = try options.canvasSize(spec: spec)
            if charts.count > 1, options.size == nil, spec?.size == nil { size.height *= 1.5 }
            let magnification = try options.validatedScale()
            size = Size(width: size.width * magnification, height: size.height * magnification)
            let link = charts.count > 1 ? ChartLink(charts: charts) : nil
            let printers = printRanges
                ? charts.indices.map { RangePrinter(chartIndex: charts.count > 1 ? $0 : nil) } : []
            for (chart, printer) in zip(charts, printers) { chart.delegate = printer }
            let names = ([file] + (linked.map { [$0] } ?? [])).map { $0.map(ChartFactory.fileTitle) ?? "demo" }
            let view: ChartView
            do {
                view = try ChartView(charts: charts, arrangement: (linked == nil ? ChartFactory.paneGrid(of: chart) : nil) ?? .vertical,
                                     title: "chartview — " + names.joined(separator: " + "), size: size)
            } catch {
                throw ViewerError(String(describing: error))
            }
            view.magnification = magnification
            if printLayout { LayoutPrinter.attach(to: view) }
            let aids = WindowAids(view: view, dataPath: file, printsStatus: printStatus)
            for chart in charts {
                // Rows fetched in the background wake the sleeping window for the frame that shows them.
                (chart.dataSource as? SQLChartSource)?.onResultReady = { [weak window = view.window] in window?.requestRedraw() }
                if let mapped = chart.dataSource as? MappedLineSource {
                    // A pyramid filling in the background refines the picture step by step.
                    mapped.onProgress = { [weak window = view.window] in window?.requestRedraw() }
                    mapped.onFileChanged = { error in ViewerOutput.writeLine("\(error)") }
                    mapped.startBuilding()
                }
            }
            // The delegates are held weakly by the charts; the link by its charts.
            withExtendedLifetime((printers, link, aids)) {
                ViewerOutput.releaseWarnings()  // the window is open: warnings show now
                if let frames { view.run(frames: frames) } else { view.run() }
            }
        }
    }
}

/// Renders to PNG without a display.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Draw INPUT to a PNG file with no display (EGL, headless).")

    @Argument(help: "A CSV/TSV data file, a .json chart spec, or a database (SQLite file, postgresql:// or clickhouse:// address); \"demo\" for the built-in demo.",
              completion: .file())
    public var input: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write, its format from the extension: .png, .svg or .pdf, e.g. -o chart.svg.", valueName: "FILE"),
            completion: .file(extensions: ["png", "svg", "pdf"]))
    public var output: String

    @OptionGroup public var options: ChartOptions

    @OptionGroup public var live: LiveOptions

    @Flag(help: "Write the first picture a window shows of a big file while the rest loads (Parquet: the leading rows of up to 16 row groups; Arrow: every k-th row, read in place; a line drawn in place, .npy: before its pyramid is built), not the complete one.")
    public var preview = false

    @Flag(help: "Draw INPUT's chart above an overview of the same data with the range selector's window, as `chartview --overview FILE` shows it (PNG only).")
    public var overview = false

    public init() {}

    public func run() throws {
        try reportingErrors {
            if overview {
                guard input != "-", input != "demo" else { throw ViewerError("--overview needs a file or database, not \(input)") }
                guard output.lowercased().hasSuffix(".png") else { throw ViewerError("--overview draws PNG only: \(OneLineText.escaped(output))") }
                try renderOverview()
                return
            }
            if let panes = try ShowCommand.paneSpec(at: input) {
                try renderPanes(spec: panes, specPath: input)
                return
            }
            let pendingRenderer = PendingRenderer.start()
            defer { pendingRenderer.discard() }
            let first = input == "-" || !preview ? nil : try Self.loadPreview(input, options: options)
            let (chart, spec) = input == "-"
                ? (try ChartFactory.makeChartFromStandardInput(options: options, live: live), nil)
                : try (first ?? Self.loadShowingProgress(input, options: options)).map { ($0, nil) }
                    ?? ChartFactory.makeChart(path: input == "demo" ? nil : input, options: options)
            var size = try options.canvasSize(spec: spec)
            // Stacked panes get half as much height again, as two linked files do in a window.
            if !ChartFactory.panes(below: chart).isEmpty, options.size == nil, spec?.size == nil { size.height *= 1.5 }
            let scale = try options.validatedScale()
            try ChartFactory.checkImageSize(size, scale: scale)
            let renderer = try pendingRenderer.renderer()
            // A picture is drawn once, from the complete pyramid (cached for the next open).
            if !preview { (chart.dataSource as? MappedLineSource)?.buildNow() }
            if let source = chart.dataSource as? SQLChartSource {
                // A frame lays out the plot and sends the view's query; the next draws its rows (and
                // may ask again when the data's labels changed the plot's width). One picture needs
                // no margins for panning.
                source.prefetchesMargins = false
                for _ in 0..<6 {
                    _ = renderer.render(chart, size: size, scale: scale)
                    guard source.isFetching else { break }
                    source.waitForPendingQueries()
                }
            }
            let panes = ChartFactory.panes(below: chart)
            if !panes.isEmpty, URL(fileURLWithPath: output).pathExtension.lowercased() == "png" {
                // Small multiples: the panes stacked into one image, plot areas lined up.
                let image = renderer.render(charts: [chart] + panes, arrangement: ChartFactory.paneGrid(of: chart) ?? .grid(columns: 1, rowHeights: [1] + panes.map { _ in 1 }),
                                            size: size, scale: scale)
                try PNGWriter.write(image, to: output)
                return
            }
            if !panes.isEmpty {
                ViewerOutput.warn("warning: \(output): small multiples are stacked in PNG output only; this file holds the first of \(panes.count + 1) panes (name fewer with --y)")
            }
            try Self.write(chart, size: size, scale: scale, to: output, renderer: renderer)
            if let change = (chart.dataSource as? MappedLineSource)?.fileChange {
                throw ViewerError(change.description)
            }
        }
    }
}

/// Prints a failure as one line naming what went wrong, and exits with status 1. Warnings
/// written meanwhile wait: they follow a success (or come out when a window opens) and are
/// dropped before a failure, so a failing run prints one line (`ViewerOutput`).
func reportingErrors(_ body: () throws -> Void) throws {
    ViewerOutput.holdWarnings()
    do {
        try body()
        ViewerOutput.releaseWarnings()
    } catch let error as ExitCode {
        ViewerOutput.dropWarnings()
        throw error
    } catch {
        ViewerOutput.dropWarnings()
        ViewerOutput.writeLine("\(error)")
        throw ExitCode(1)
    }
}
