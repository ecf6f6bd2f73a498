import ChartCore
import Foundation

/// A chart datasource backed by a database query: per view, the database returns only the M4
/// aggregate of the rows in view (first, last, lowest and highest per pixel column, `M4Query`),
/// at most four rows per pixel column whatever the table's size.
///
/// Queries run on a background thread. The chart keeps drawing what it has while the next view
/// is fetched; a view that moves on makes a query still running stale, and it is cancelled
/// (`sqlite3_interrupt`, `PQcancel`). A finished result waits until the chart's next frame,
/// which takes it in before it is laid out (`ChartObserver.chartWillBuildScene`); `onResultReady`
/// wakes a sleeping window for that frame. The fetch covers three view widths on a pixel grid
/// fixed in data space, so a small pan needs no query and a larger one fetches only the columns
/// that came into view; a zoom fetches at the new resolution.
///
/// ```swift
/// let db = try SQLiteConnection(path: "readings.db")
/// let source = try SQLChartSource(connection: db,
///                                 spec: SQLSeriesSpec(table: "readings", x: "time", y: ["temp"]))
/// source.attach(to: chart)
/// source.onResultReady = { view.window.requestRedraw() }   // any thread
/// source.onError = { print($0) }                            // "readings.db: …"
/// ```
public final class SQLChartSource: ChartDataSource, ChartObserver {
    public let connection: SQLConnection
    public let table: SQLTable
    /// One line per group and y column, in that order.
    public let series: [LineSeries]
    /// Called on the query thread when a result (or an error) waits for the next frame.
    public var onResultReady: (() -> Void)?
    /// Called on the drawing thread when a query failed; the chart keeps its last picture.
    public var onError: ((DatabaseError) -> Void)?
    /// Called with each statement as it is sent (`chartview --print-sql`).
    public var onQuery: ((String) -> Void)?
    /// Called on the drawing thread when a query's rows were taken in, with how many there were
    /// (`chartview --print-sql` prints `-- N rows`: the answer, as a line a reader can wait for).
    public var onResult: ((Int) -> Void)?
    /// The last query's failure, cleared by the next success.
    public private(set) var lastError: DatabaseError?
    /// Rows the last successful query returned.
    public private(set) var lastRowCount = 0
    /// Queries sent so far.
    public private(set) var queryCount = 0
    /// Whether a view is followed by the columns of one view width either side, so pans need no
    /// query. Default: true; a one-off picture (`chartview render`) needs only the view.
    public var prefetchesMargins = true
    /// The table's summary (`SQLSummary`), set before `attach(to:)`: views binned at least as
    /// coarsely as its finest level are read from it, at its width (1 to 2 bins per pixel
    /// column); finer views query the table.
    public var summary: SQLSummary?
    /// false: views use the summary's widths but read the rows from the table (to compare the
    /// two; default true).
    public var readsSummaryRows = true
    /// The y range asked for before the first view (nil when the chart had one, or none was found).
    public private(set) var settledYExtent: ClosedRange<Double>?
    /// Bins and the x range they cover, as now loaded.
    public private(set) var coverage: (binWidth: Double, bins: ClosedRange<Int64>)?

    private var points: [(x: [Double], y: [Double])]
    private var loadedBins: [String?: [Int64: M4Bin]] = [:]
    private var inFlight: Plan?
    /// A plan that failed: not tried again until the view asks for another.
    private var failedPlan: Plan?
    private var generation = 0
    private var tookFirstResult = false
    private var observation: ChartObservation?
    private let queue = DispatchQueue(label: "ChartData.SQLChartSource")
    private let mailbox = Mailbox()

    /// Checks `spec` against the database (`SQLTable`) and makes the series; no rows are read yet.
    public convenience init(connection: SQLConnection, spec: SQLSeriesSpec) throws(DatabaseError) {
        self.init(connection: connection, table: try SQLTable(spec: spec, connection: connection))
    }

    /// The series of a table already checked (`SQLSummary.prepare(spec:connection:)` gives one
    /// with its summary); no rows are read yet.
    public init(connection: SQLConnection, table: SQLTable) {
        self.connection = connection
        self.table = table
        var series: [LineSeries] = []
        let yNames = table.yColumns.map { table.dialect.unquoted($0) }
        for group in table.groups {
            for name in yNames {
                let title = group.map { yNames.count > 1 ? "\($0) · \(name)" : $0 } ?? name
                series.append(LineSeries(title: title))
            }
        }
        self.series = series
        points = Array(repeating: ([], []), count: series.count)
    }

    /// Makes this the chart's datasource and starts following its view: a date x axis for
    /// date and time columns, and the table's x extent as the default x range (unless set).
    public func attach(to chart: Chart) {
        if table.xKind.isDate, !(chart.xAxis is DateTimeAxis) { chart.xAxis = DateTimeAxis() }
        if chart.xAxis.explicitDefaultRange == nil, let extent = table.xExtent {
            let span = extent.upperBound - extent.lowerBound
            chart.xAxis.explicitDefaultRange = span > 0
                ? AxisRange(min: extent.lowerBound, max: extent.upperBound)
                : AxisRange(min: extent.lowerBound - 1, max: extent.upperBound + 1)
        }
        // The y axis's range, and with it its labels and the plot's width, before the first
        // query: the view is then read once, at its final width (from the summary, or one
        // min/max query; a failure leaves the range to the first result, as before).
        if chart.yAxis.explicitDefaultRange == nil, table.xExtent != nil {
            let extent = summary.flatMap { try? $0.yExtent(connection: connection) }
                ?? (try? table.yExtent(connection: connection)) ?? nil
            if let extent {
                settledYExtent = extent
                let range = extent.upperBound > extent.lowerBound
                    ? AxisRange(min: extent.lowerBound, max: extent.upperBound)
                    : AxisRange(min: extent.lowerBound - 1, max: extent.upperBound + 1)
                chart.yAxis.explicitDefaultRange = chart.yAxis.paddedRange(range)
            }
        }
        chart.dataSource = self
        observation = chart.addObserver(self)
    }

    /// Blocks until the queries sent so far have finished; the next frame takes their result.
    /// For rendering without a window and for tests.
    public func waitForPendingQueries() {
        queue.sync {}
    }

    /// Whether a query is running or a result waits for the next frame.
    public var isFetching: Bool { inFlight != nil }

    // MARK: ChartDataSource

    public func numberOfSeries(in chart: Chart) -> Int { series.count }
    public func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { series[index] }
    public func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { points[seriesIndex].x.count }
    public func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
        DataPoint(x: points[seriesIndex].x[pointIndex], y: points[seriesIndex].y[pointIndex])
    }
    public func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints? {
        SeriesPoints(x: points[seriesIndex].x, y: points[seriesIndex].y)
    }

    // MARK: ChartObserver

    public func chartWillBuildScene(_ chart: Chart) {
        guard let delivery = mailbox.take(), delivery.generation == generation, let plan = inFlight else { return }
        inFlight = nil
        switch delivery.outcome {
        case .failure(let error):
            if !error.isCancellation {
                lastError = error
                failedPlan = plan
                onError?(error)
            }
        case .success(let result):
            lastError = nil
            failedPlan = nil
            lastRowCount = result.rowCount
            merge(result, plan: plan)
            chart.reloadData()
            onResult?(result.rowCount)
            if !tookFirstResult {
                tookFirstResult = true
                // The first view spans the table, so its aggregate holds the global y extremes:
                // keep that range, or the y axis would follow each fetched window.
                if chart.yAxis.explicitDefaultRange == nil { chart.yAxis.explicitDefaultRange = chart.yAxis.defaultRange }
            }
        }
    }

    public func chartDidBuildScene(_ chart: Chart) {
        guard let layout = chart.lastLayout else { return }
        let pixels = (layout.plotArea.width * layout.scale).rounded()
        let summary = self.summary
        guard let plan = Plan(view: chart.xAxis.visibleRange, pixels: pixels, extent: table.xExtent,
                              loaded: coverage, margins: prefetchesMargins,
                              snap: { width in summary?.level(atMost: width).map { summary!.levels[$0].width } }) else { return }
        if let inFlight {
            if inFlight == plan { return }
            // Same resolution and still inside what the view wants (a drag going on past the
            // strip being fetched, a pan right after a zoom): let it land, then fetch the rest.
            if abs(inFlight.binWidth / plan.binWidth - 1) <= 1e-9, inFlight.fetch.overlaps(plan.keep) { return }
            // Nearly the resolution asked for, covering the view (the first frame's plot grows
            // narrower once labels for the data's range appear): let it land and show, then ask
            // again at the exact width, instead of cancelling the first picture.
            if inFlight.replaces, plan.replaces, abs(inFlight.binWidth / plan.binWidth - 1) < 0.1,
               inFlight.covers(chart.xAxis.visibleRange) { return }
            // The view moved on to another resolution or elsewhere: the running query is stale.
            generation += 1
            connection.cancel()
            self.inFlight = nil
        }
        if plan == failedPlan { return }
        send(plan)
    }

    // MARK: Fetching

    private func send(_ plan: Plan) {
        generation += 1
        let query = M4Query(table: table, binWidth: plan.binWidth, bins: plan.fetch)
        // A summary level of exactly this width answers the view (rows past its boundary from the table).
        let summary = readsSummaryRows ? self.summary : nil
        let level = summary.flatMap { s in s.levels.firstIndex { $0.width == plan.binWidth } }
        if let summary, let level {
            onQuery?(summary.readSQL(level: level, bins: plan.fetch))
        } else {
            onQuery?(query.sql)
        }
        queryCount += 1
        inFlight = plan
        let generation = self.generation, mailbox = self.mailbox, connection = self.connection
        let wake = onResultReady
        queue.async {
            let outcome: Result<M4Result, DatabaseError>
            do throws(DatabaseError) {
                if let summary, let level {
                    outcome = .success(try summary.m4(level: level, bins: plan.fetch, connection: connection))
                } else {
                    outcome = .success(try query.run(on: connection))
                }
            } catch {
                outcome = .failure(error)
            }
            mailbox.put(Mailbox.Delivery(generation: generation, outcome: outcome))
            wake?()
        }
    }

    private func merge(_ result: M4Result, plan: Plan) {
        if plan.replaces {
            loadedBins = result.bins
            coverage = (plan.binWidth, plan.fetch)
        } else if let old = coverage {
            let kept = plan.keep
            var merged: [String?: [Int64: M4Bin]] = [:]
            for (group, bins) in loadedBins {
                merged[group] = bins.filter { kept.contains($0.key) }
            }
            for (group, bins) in result.bins {
                merged[group, default: [:]].merge(bins) { _, new in new }
            }
            loadedBins = merged
            let lower = max(min(old.bins.lowerBound, plan.fetch.lowerBound), kept.lowerBound)
            let upper = min(max(old.bins.upperBound, plan.fetch.upperBound), kept.upperBound)
            coverage = (plan.binWidth, lower...upper)
        }
        let columns = table.yColumns.count
        for (g, group) in table.groups.enumerated() {
            let bins = loadedBins[group] ?? [:]
            for i in 0..<columns {
                var xs: [Double] = [], ys: [Double] = []
                xs.reserveCapacity(bins.count * 4)
                ys.reserveCapacity(bins.count * 4)
                for k in bins.keys.sorted() { bins[k]!.points(column: i, into: &xs, &ys) }
                points[g * columns + i] = (xs, ys)
            }
        }
    }
}

extension SQLChartSource {
    /// What to fetch for a view: the bin width (one device pixel of the view) and the bins.
    struct Plan: Equatable {
        /// Whether the fetched bins hold every x of `view`.
        func covers(_ view: AxisRange) -> Bool {
            Double(fetch.lowerBound) * binWidth <= view.min && Double(fetch.upperBound + 1) * binWidth >= view.max
        }

        var binWidth: Double
        /// The bins the query asks for.
        var fetch: ClosedRange<Int64>
        /// Whether the result replaces what is loaded (a new resolution) or extends it.
        var replaces: Bool
        /// Bins of the old result kept when extending.
        var keep: ClosedRange<Int64>

        /// nil when what is loaded already covers the view at this resolution, or the view
        /// cannot be binned (no extent, no pixels, a grid past 2^52 bins).
        /// `snap` maps a pixel's width to the width to bin at instead (a summary level's), if any.
        init?(view: AxisRange, pixels: Double, extent: ClosedRange<Double>?,
              loaded: (binWidth: Double, bins: ClosedRange<Int64>)?, margins: Bool = true,
              snap: (Double) -> Double? = { _ in nil }) {
            let span = view.max - view.min
            guard let extent, pixels >= 1, span > 0, span.isFinite else { return nil }
            let width = snap(span / pixels) ?? span / pixels
            func bin(_ x: Double) -> Double { (x / width).rounded(.down) }
            let dataLow = bin(extent.lowerBound), dataHigh = bin(extent.upperBound)
            guard abs(dataLow) < 0x1p52, abs(dataHigh) < 0x1p52 else { return nil }
            // The view and one view width either side (three widths, as the line geometry
            // covers), clamped to the bins that hold data.
            let viewLow = max(bin(view.min) - 1, dataLow), viewHigh = min(bin(view.max) + 1, dataHigh)
            let wantLow = margins ? max(bin(view.min - span), dataLow) : viewLow
            let wantHigh = margins ? min(bin(view.max + span), dataHigh) : viewHigh
            guard wantLow <= wantHigh, viewLow <= viewHigh else { return nil }
            let want = Int64(wantLow)...Int64(wantHigh)
            let needed = Int64(viewLow)...Int64(viewHigh)
            // Margins are topped up once less than a quarter view is left on a side, so a drag
            // asks in steps of at least a quarter view, never a pixel column at a time.
            let reserve = margins ? (span / width / 4).rounded(.down) : 0
            let guarded = Int64(max(viewLow - reserve, dataLow))...Int64(min(viewHigh + reserve, dataHigh))
            binWidth = width
            keep = want
            if let loaded, abs(loaded.binWidth - width) <= width * 1e-9 {
                binWidth = loaded.binWidth
                let bins = loaded.bins
                if bins.contains(guarded.lowerBound) && bins.contains(guarded.upperBound) { return nil }
                if want.overlaps(bins) {
                    // A pan (or the margins after a zoom): only the columns missing on one side;
                    // the other side, if short too, comes with the next frame's plan.
                    if guarded.lowerBound < bins.lowerBound {
                        fetch = want.lowerBound...(bins.lowerBound - 1)
                        replaces = false
                        return
                    }
                    if guarded.upperBound > bins.upperBound {
                        fetch = (bins.upperBound + 1)...want.upperBound
                        replaces = false
                        return
                    }
                }
            }
            // A new resolution: the view first, for the quickest picture; its margins follow.
            fetch = needed
            replaces = true
        }
    }

    /// Hands a result from the query thread to the drawing thread.
    final class Mailbox: @unchecked Sendable {
        struct Delivery {
            var generation: Int
            var outcome: Result<M4Result, DatabaseError>
        }
        private let lock = NSLock()
        private var delivery: Delivery?

        func put(_ d: Delivery) {
            lock.lock()
            delivery = d
            lock.unlock()
        }

        func take() -> Delivery? {
            lock.lock()
            defer { lock.unlock() }
            let d = delivery
            delivery = nil
            return d
        }
    }
}
