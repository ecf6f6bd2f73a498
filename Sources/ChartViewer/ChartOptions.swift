import ArgumentParser
import ChartData
import ChartKit
import Foundation

/// The options that shape a chart, shared by the window and `render`.
public struct ChartOptions: ParsableArguments {
    @Option(help: "Canvas size in points, WIDTHxHEIGHT.")
    public var size: String?

    @Option(help: "Device pixels per point (2 for HiDPI output).")
    public var scale: Double = 1

    @Option(help: "Colour theme: light, dark or vivid.", completion: .list(Self.themeNames))
    public var theme: String?

    @Option(help: ArgumentHelp("Series type for data files: " + ChartFactory.seriesTypes.joined(separator: ", ") + " (default: line; column for categories; scatter for unsorted x), e.g. --type scatter.", valueName: "KIND"),
            completion: .list(ChartFactory.seriesTypes))
    public var type: String?

    // `.unconditional`: the value is taken even when it starts with "-", so negative ranges
    // (--x-range -5:5) parse instead of reading as an unknown option.
    @Option(name: .customLong("x-range"), parsing: .unconditional,
            help: "Visible x range MIN:MAX, or dates FROM..TO, e.g. --x-range -5:5 or --x-range 2012-01-01..2012-06-30.")
    public var xRange: String?

    @Option(name: .customLong("y-range"), parsing: .unconditional, help: "Visible y range MIN:MAX, e.g. --y-range -5:-1.")
    public var yRange: String?

    @Option(help: "Chart title (default: the file name).")
    public var title: String?

    @Option(name: .customLong("x-axis"),
            help: "x axis kind: number, date, log or category (default: from the data; ISO dates and epoch columns get a date axis, other text columns a category axis).",
            completion: .list(Self.axisKindNames))
    public var xAxisKind: String?

    @Option(name: .customLong("y-axis"), help: "y axis kind: number, date, log or category.",
            completion: .list(Self.axisKindNames))
    public var yAxisKind: String?

    @Flag(name: .customLong("exclude-weekends"), help: "Leave Saturdays and Sundays out of a date x axis.")
    public var excludeWeekends = false

    @Option(name: [.customLong("time-zone"), .customLong("tz")],
            help: "Time zone of date axes and of dates written without an offset, e.g. Europe/Oslo (default: UTC).",
            completion: .list(TimeZone.knownTimeZoneIdentifiers))
    public var timeZone: String?

    @Option(help: ArgumentHelp("The x column of a table (default: the first column).", valueName: "COLUMN"))
    public var x: String?

    @Option(help: ArgumentHelp("The y columns, comma-separated (default: every other numeric column).",
                               valueName: "COLUMNS"))
    public var y: String?

    @Option(help: ArgumentHelp("One line per value of this column (or of several together: a+b).", valueName: "COLUMN"))
    public var by: String?

    @Option(help: ArgumentHelp("Event markers from a CSV file of x[,x2],label[,colour] rows: a vertical line at x, or a span from x to x2 (numbers, ISO dates or category names).",
                               valueName: "FILE"), completion: .file(extensions: ["csv", "tsv", "txt"]))
    public var annotations: String?

    @Option(help: "Crosshair mode: snap (to the nearest point) or floating (every series' value at the pointer).",
            completion: .list(Self.crosshairModes))
    public var crosshair: String?

    @Option(help: "The table to chart from a database (SQLite file, postgresql:// or clickhouse:// address).")
    public var table: String?

    @Option(help: "A SELECT whose rows to chart from a database, instead of --table.")
    public var query: String?

    @Flag(help: "Keep a summary table beside a database --table (built once, refreshed for appended rows, rebuilt when stale) and draw whole-table and zoomed-out views from it.")
    public var summary = false

    @Flag(name: .customLong("print-sql"), help: "Print each query sent to the database, and \"-- N rows\" when its answer arrives.")
    public var printSQL = false

    @Flag(name: .customLong("no-momentum"), help: "In the window, a released drag, a fast wheel run or a released spin stops where it is instead of carrying on.")
    public var noMomentum = false

    @Option(help: "Read FILE as a raw little-endian binary column of this type: f64, f32, f16, i64, i32, i16, i8, u64, u32, u16 or u8.",
            completion: .list(Self.dtypeNames))
    public var dtype: String?

    @Option(help: ArgumentHelp("The sheet of an Excel .xlsx workbook to chart (default: the first).", valueName: "NAME"))
    public var sheet: String?

    @Option(help: ArgumentHelp("The dataset of an HDF5 file, or the array of a NumPy .npz, to chart, e.g. /run7/samples (or write FILE:/run7/samples); without one, a file with several lists them.", valueName: "PATH"))
    public var dataset: String?

    @Option(name: .customLong("x-start"), parsing: .unconditional, help: "For a single binary column: the first x (default 0).")
    public var xStart: Double?

    @Option(name: .customLong("x-step"), parsing: .unconditional, help: "For a single binary column: the x step between values (default 1).")
    public var xStep: Double?

    @Option(help: ArgumentHelp("Fold rows that share an x: " + Aggregation.allCases.map(\.rawValue).joined(separator: ", ") + " (default for repeated categories: mean), e.g. --agg sum.", valueName: "HOW"),
            completion: .list(Aggregation.allCases.map(\.rawValue)))
    public var agg: String?

    @Option(name: .customLong("date-format"),
            help: ArgumentHelp("How the x column writes dates, as strftime, e.g. --date-format \"%d/%m/%Y %H:%M\" (default: detected).", valueName: "PATTERN"))
    public var dateFormat: String?

    @Flag(help: "Stop at the first cell that is not a number in a numeric column (default: a gap and one warning line).")
    public var strict = false

    @Flag(help: "Print how the chart was chosen for a data file: each decision (x, y, by, kind, axes) and its evidence, a line each, to standard output.")
    public var explain = false

    @Option(name: .customLong("allow-path"),
            help: ArgumentHelp("Let a spec read files below DIR too (by default only below the spec's own folder); repeat for more.",
                               valueName: "DIR"))
    public var allowPath: [String] = []

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache of parsed columns kept beside a big text file (FILE.chartkit-columns).")
    public var noCache = false

    @Flag(name: .customLong("print-spec"), help: "Print the chart spec inferred for a data file (JSON, the spec file schema) and exit.")
    public var printSpec = false

    public init() {}

    /// `--y` split at commas, blanks trimmed; more columns than a chart draws series are refused
    /// with the count (1,000 were drawn as 1,000 series, told apart by nothing).
    var yColumns: [String] {
        get throws(ViewerError) {
            let names = (y ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard names.count <= SeriesLimit.maximumSeries else { throw ViewerError("--y: " + SeriesLimit.tooManySeries(names.count)) }
            return names
        }
    }

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
        let bounds = text.contains("..") ? text.components(separatedBy: "..").map { Substring($0) } : parts
        guard bounds.count == 2, let a = rangeBound(bounds[0]), let b = rangeBound(bounds[1]),
              a.isFinite, b.isFinite, a < b
        else { throw ViewerError("\(option) \(text): expected MIN:MAX with MIN < MAX, e.g. 0:100, or dates FROM..TO, e.g. 2020-01-01..2020-06-30T12:00") }
        return AxisRange(min: a, max: b)
    }

    /// The `--time-zone`, UTC without one.
    func resolvedTimeZone() throws(ViewerError) -> TimeZone {
        guard let name = timeZone else { return TimeZone(identifier: "UTC")! }
        guard let zone = TimeZone(identifier: name) else {
            throw ViewerError("--time-zone \(name): not a known time zone (e.g. UTC, Europe/Oslo, America/New_York)")
        }
        return zone
    }

    /// Applies axis kinds, theme, type-independent ranges and title on top of what the input set.
    func apply(to chart: Chart) throws(ViewerError) {
        try ChartFactory.applyAxisOptions(self, to: chart)
        if let name = theme {
            guard let t = Theme.named(name) else { throw ViewerError("--theme \(name): expected \(Self.themeNames.joined(separator: ", "))") }
            chart.theme = t
        }
        if let t = title { chart.title = t }
        if let r = xRange { chart.xAxis.explicitDefaultRange = try Self.parseRange(r, option: "--x-range") }
        if let r = yRange { chart.yAxis.explicitDefaultRange = try Self.parseRange(r, option: "--y-range") }
        try ChartFactory.applyOverlayOptions(self, to: chart)
        if noMomentum {
            // Per axis and per turning series: what the navigator and the radial input consult.
            for axis in chart.allAxes {
                axis.isMomentumPanningEnabled = false
                axis.isMomentumZoomingEnabled = false
            }
            for series in chart.series {
                (series as? PieSeries)?.momentumEnabled = false
                (series as? PolarSeries)?.momentumEnabled = false
            }
        }
    }
}
