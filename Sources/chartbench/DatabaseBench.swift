import ChartKit
import Foundation

/// `chartbench --database URL [--fill ROWS] [--table NAME]`: a PostgreSQL table of indexed times
/// and one value, charted two ways at 1600×1000 — through `SQLChartSource` (the database returns
/// the M4 rows of each view) and loaded whole into memory first — and timed: the first picture,
/// then per view size (the whole table, 1/100 of it, 1/10,000 of it) a zoom to it and pans by
/// one view width, each from the view change to the frame that shows the new view's rows
/// (query + transfer + draw), with the rows each view transferred. Medians in milliseconds.
/// `--database-only` leaves out loading the whole table (minutes at 10^8 rows). `--summary`
/// also builds the table's summary (`SQLSummary`, timed) and times the first picture and the
/// whole-table views drawn from it (the first picture `--firsts N` times, default 5, median;
/// `--trace` lists each statement of the last with its time); `--drop` drops the table (and its
/// summary) at the end.
/// A `clickhouse://` URL with `--shards URL,URL --cluster NAME` fills a MergeTree table on each
/// shard (row i on shard i % shards, `INSERT … SELECT` from `numbers`) under a `Distributed`
/// table, and charts the distributed table.
enum DatabaseBench {
    struct Options {
        var url = ""
        var fill: Int?
        var table = "chartbench_series"
        var pans = 5
        var databaseOnly = false
        var shards: [String] = []
        var cluster = ""
        var summary = false
        var drop = false
        /// Print each statement of a summary first picture with its time.
        var trace = false
        /// Summary first pictures timed (the median is reported): one is noise on a shared machine.
        var firsts = 5

        init(_ args: [String]) {
            var it = args.dropFirst().makeIterator()
            while let a = it.next() {
                switch a {
                case "--database": url = it.next() ?? ""
                case "--fill": fill = it.next().flatMap { Double($0) }.map { Int($0) }
                case "--table": table = it.next() ?? table
                case "--pans": pans = it.next().flatMap { Int($0) } ?? pans
                case "--database-only": databaseOnly = true
                case "--shards": shards = (it.next() ?? "").split(separator: ",").map(String.init)
                case "--cluster": cluster = it.next() ?? ""
                case "--summary": summary = true
                case "--drop": drop = true
                case "--trace": trace = true
                case "--firsts": firsts = it.next().flatMap { Int($0) }.map { max($0, 1) } ?? firsts
                default:
                    FileHandle.standardError.write(Data("chartbench: unknown argument \(a) (database mode: --database URL [--fill ROWS] [--table NAME] [--pans N])\n".utf8))
                    exit(2)
                }
            }
        }
    }

    static let size = Size(width: 1600, height: 1000)

    static func run(_ arguments: [String]) {
        let options = Options(arguments)
        do {
            let renderer = try ChartImageRenderer()
            let db: SQLConnection
            if options.url.hasPrefix("clickhouse://") {
                let clickhouse = try ClickHouseConnection(url: options.url, timeout: 3600)
                if let rows = options.fill { try fill(clickhouse, options: options, rows: rows) }
                db = clickhouse
            } else {
                let postgres = try PostgresConnection(url: options.url)
                if let rows = options.fill { try fill(postgres, table: options.table, rows: rows) }
                db = postgres
            }
            let count = try db.rows("SELECT count(*) FROM \(options.table)")[0][0].double ?? 0
            print(String(format: "table %@: %.0f rows (indexed time, one value); canvas 1600×1000", options.table, count))
            try measure(db, options: options, renderer: renderer)
            if options.drop {
                let table = try SQLTable(spec: SQLSeriesSpec(table: options.table, x: "time", y: ["value"]), connection: db)
                try SQLSummary.drop(table: table, connection: db)
                _ = try db.rows("DROP TABLE IF EXISTS \(options.table)")
                if db.dialect == .clickhouse {
                    for url in options.shards { _ = try ClickHouseConnection(url: url).rows("DROP TABLE IF EXISTS \(options.table)_local") }
                }
                print("dropped \(options.table)")
            }
        } catch {
            FileHandle.standardError.write(Data("chartbench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func fill(_ db: PostgresConnection, table: String, rows: Int) throws {
        // One row a second from 2020-09-13, a random walk's stand-in: a slow wave plus noise.
        _ = try db.rows("DROP TABLE IF EXISTS \(table)")
        var failure: Error?
        let fillTime = milliseconds {
            do {
                _ = try db.rows("""
                    CREATE UNLOGGED TABLE \(table) AS
                      SELECT to_timestamp(1600000000 + i) AS time,
                             sin(i / 200000.0) * 10 + sin(i / 3000.0) + random() AS value
                        FROM generate_series(1::int8, \(rows)) AS i
                    """)
            } catch { failure = error }
        }
        if let failure { throw failure }
        let indexTime = milliseconds {
            do {
                _ = try db.rows("CREATE INDEX ON \(table) (time); ANALYZE \(table)")
            } catch { failure = error }
        }
        if let failure { throw failure }
        print(String(format: "filled %d rows in %.1f s, indexed in %.1f s", rows, fillTime / 1000, indexTime / 1000))
    }

    /// The same series on a ClickHouse cluster: a MergeTree table per shard sorted by time,
    /// filled on the server, and a Distributed table over them.
    static func fill(_ db: ClickHouseConnection, options: Options, rows: Int) throws {
        guard !options.shards.isEmpty, !options.cluster.isEmpty else {
            throw DatabaseError(source: db.name, problem: "--fill needs --shards URL,URL… and --cluster NAME")
        }
        let table = options.table, local = options.table + "_local"
        let database = String(options.url.split(separator: "/").last ?? "default")
        var failure: Error?
        let fillTime = milliseconds {
            do {
                _ = try db.rows("DROP TABLE IF EXISTS \(table)")
                for (s, url) in options.shards.enumerated() {
                    let shard = try ClickHouseConnection(url: url, timeout: 3600)
                    _ = try shard.rows("DROP TABLE IF EXISTS \(local)")
                    _ = try shard.rows("CREATE TABLE \(local) (time DateTime, value Float64) ENGINE = MergeTree ORDER BY time")
                    _ = try shard.rows("""
                        INSERT INTO \(local) SELECT toDateTime(1600000000 + i), sin(i / 200000.0) * 10 + sin(i / 3000.0) + rand() / 4294967295.0 \
                        FROM (SELECT number + 1 AS i FROM numbers(\(rows)) WHERE number % \(options.shards.count) = \(s))
                        """)
                }
                _ = try db.rows("CREATE TABLE \(table) AS \(local) ENGINE = Distributed(\(options.cluster), \(database), \(local))")
            } catch { failure = error }
        }
        if let failure { throw failure }
        print(String(format: "filled %d rows on %d shards in %.1f s", rows, options.shards.count, fillTime / 1000))
    }

    struct ViewTimes {
        /// To the first frame with the new view's rows (for the database: before its margins).
        var zoom: Double
        /// To the frame after which nothing more is fetched (the margins arrived).
        var zoomSettled: Double
        var pan: Double
        var rowsPerView: Int
        /// Queries sent for the zoom and the pans together.
        var queries: Int
    }

    static func measure(_ db: SQLConnection, options: Options, renderer: ChartImageRenderer) throws {
        // A first frame compiles shaders and fills the glyph atlas: not either path's cost.
        let warm = Chart(title: "warm-up")
        warm.xAxis = DateTimeAxis()
        warm.dataSource = { let d = ArrayDataSource(); d.add(LineSeries(title: "w"), x: [0, 1e9], y: [0, 1]); return d }()
        _ = renderer.render(warm, size: size)

        // Through the database.
        var source: SQLChartSource!
        var chart = Chart()
        var failure: Error?
        let firstSQL = milliseconds {
            do {
                source = try SQLChartSource(connection: db, spec: SQLSeriesSpec(table: options.table, x: "time", y: ["value"]))
                source.attach(to: chart)
                _ = renderer.render(chart, size: size)
                for _ in 0..<6 where source.isFetching && chart.data(forSeriesAt: 0).count == 0 {
                    source.waitForPendingQueries()
                    _ = renderer.render(chart, size: size)
                }
            } catch { failure = error }
        }
        if let failure { throw failure }
        // The first picture's plot may be a little wider than the next (labels for the data's
        // range appear with the data): the exact resolution follows.
        let settledSQL = firstSQL + milliseconds { settle(chart, source, renderer) }
        let firstRows = source.lastRowCount
        let firstQueries = source.queryCount
        print(String(format: "first picture without summary: %.0f ms, %d data queries (y range settled first: %@)",
                     settledSQL, firstQueries, source.settledYExtent == nil ? "no" : "yes"))
        let extent = chart.xAxis.visibleRange
        let levels: [(String, Double)] = [("whole table", 1), ("1/100", 0.01), ("1/10,000", 0.0001)]
        var sqlViews: [ViewTimes] = []
        for (_, share) in levels {
            sqlViews.append(views(chart, extent: extent, share: share, pans: options.pans, renderer: renderer, source: source))
        }
        let heldSQL = chart.data(forSeriesAt: 0).count
        chart = Chart()
        source = nil

        if options.summary {
            let spec = SQLSeriesSpec(table: options.table, x: "time", y: ["value"])
            var built: SQLSummary?
            let buildTime = milliseconds {
                do {
                    let table = try SQLTable(spec: spec, connection: db)
                    try SQLSummary.drop(table: table, connection: db)
                    built = try SQLSummary.prepare(table: table, connection: db).0
                } catch { failure = error }
            }
            if let failure { throw failure }
            var summaryChart = Chart()
            var summarySource: SQLChartSource!
            // As `chartview --summary` opens it: the summary checked fresh (and asked for the
            // table's ends), then the one data query. Timed `firsts` times, each from a new chart.
            // Each split in the part before the first frame (opening the summary, the source),
            // the frames drawn (llvmpipe: the CPU's), and the wait for the data statement.
            var firsts: [Double] = [], opens: [Double] = [], frames: [Double] = [], waits: [Double] = []
            var statements = 0
            var lastTrace = ""
            for _ in 0..<options.firsts {
                summaryChart = Chart()
                summarySource = nil
                let traced = TracingConnection(db)
                var frame = 0.0, wait = 0.0
                let open = milliseconds {
                    do {
                        let (table, summary, _) = try SQLSummary.prepare(spec: spec, connection: traced)
                        summarySource = SQLChartSource(connection: traced, table: table)
                        summarySource.summary = summary ?? built
                        summarySource.attach(to: summaryChart)
                    } catch { failure = error }
                }
                if let failure { throw failure }
                frame += milliseconds { _ = renderer.render(summaryChart, size: size) }
                for _ in 0..<6 where summarySource.isFetching {
                    wait += milliseconds { summarySource.waitForPendingQueries() }
                    frame += milliseconds { _ = renderer.render(summaryChart, size: size) }
                }
                firsts.append(open + frame + wait)
                opens.append(open)
                frames.append(frame)
                waits.append(wait)
                statements = traced.entries.count
                lastTrace = traced.report()
            }
            func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
            let firstSummary = median(firsts)
            print(String(format: "summary: first picture median %.1f ms of %d (%.1f–%.1f), %d statements; "
                         + "medians: opening %.1f ms, waiting for the data %.1f ms, frames drawn %.1f ms",
                         firstSummary, firsts.count, firsts.min()!, firsts.max()!, statements,
                         median(opens), median(waits), median(frames)))
            if options.trace { print("summary: the last first picture's statements:\n" + lastTrace) }
            let summaryRows = summarySource.lastRowCount
            let whole = views(summaryChart, extent: summaryChart.xAxis.visibleRange, share: 1, pans: options.pans,
                              renderer: renderer, source: summarySource)
            let quarter = views(summaryChart, extent: summaryChart.xAxis.visibleRange, share: 0.25, pans: options.pans,
                                renderer: renderer, source: summarySource)
            print(String(format: "summary: built in %.1f s; first picture %.1f ms (%d rows transferred, %d queries) against %.0f ms without; ratio %.0f×",
                         buildTime / 1000, firstSummary, summaryRows, summarySource.queryCount, settledSQL, settledSQL / max(firstSummary, 0.001)))
            print(String(format: "summary: whole-table zoom %.1f ms, pan %.1f ms (%d rows); 1/4 view zoom %.1f ms, pan %.1f ms (%d rows)",
                         whole.zoom, whole.pan, whole.rowsPerView, quarter.zoom, quarter.pan, quarter.rowsPerView))
            summaryChart = Chart()
            summarySource = nil
        }

        if options.databaseOnly {
            print(String(format: "first picture: database %.0f ms (%d rows transferred); at the exact resolution %.0f ms",
                         firstSQL, firstRows, settledSQL))
            print("view         | zoom ms (view)  zoom ms (with margins)  pan ms  rows/query  queries")
            for (i, (name, _)) in levels.enumerated() {
                print(name.padding(toLength: 12, withPad: " ", startingAt: 0)
                      + String(format: " | %14.1f %22.1f %7.1f %11d %8d", sqlViews[i].zoom, sqlViews[i].zoomSettled,
                               sqlViews[i].pan, sqlViews[i].rowsPerView, sqlViews[i].queries))
            }
            return
        }

        // Loaded whole first.
        var memoryChart = Chart()
        var loaded = 0
        let firstMemory = milliseconds {
            do {
                let columns = try db.numberColumns(db.dialect == .clickhouse
                    ? "SELECT toFloat64(toUInt32(time)), value FROM \(options.table) ORDER BY time"
                    : "SELECT extract(epoch from time)::float8, value FROM \(options.table) ORDER BY time")
                loaded = columns.first?.count ?? 0
                let data = ArrayDataSource()
                data.add(LineSeries(title: "value"), x: columns.first ?? [], y: columns.count > 1 ? columns[1] : [])
                memoryChart.xAxis = DateTimeAxis()
                memoryChart.dataSource = data
                _ = renderer.render(memoryChart, size: size)
            } catch { failure = error }
        }
        if let failure { throw failure }
        let memoryExtent = memoryChart.xAxis.visibleRange
        var memoryViews: [ViewTimes] = []
        for (_, share) in levels {
            memoryViews.append(views(memoryChart, extent: memoryExtent, share: share, pans: options.pans,
                                     renderer: renderer, source: nil))
        }
        memoryChart = Chart()

        print(String(format: "first picture: database %.0f ms (%d rows transferred), whole table first %.0f ms (%d rows); ratio whole ÷ database %.2f",
                     firstSQL, firstRows, firstMemory, loaded, firstMemory / max(firstSQL, 0.001)))
        print(String(format: "first picture at the exact resolution: database %.0f ms", settledSQL))
        print(String(format: "rows held by the chart at the end: database %d, in memory %d", heldSQL, loaded))
        print("view         | database: zoom ms (view, with margins)  pan ms  rows/query  queries | in memory: zoom ms  pan ms")
        for (i, (name, _)) in levels.enumerated() {
            let label = name.padding(toLength: 12, withPad: " ", startingAt: 0)
            print(label + String(format: " | %18.1f %13.1f %7.1f %11d %8d | %18.1f %7.1f",
                                 sqlViews[i].zoom, sqlViews[i].zoomSettled, sqlViews[i].pan, sqlViews[i].rowsPerView,
                                 sqlViews[i].queries, memoryViews[i].zoom, memoryViews[i].pan))
        }
    }

    /// Zooms to `share` of the extent around its middle, then pans by one view width `pans`
    /// times; each timed to the frame that shows the new view (for the database: its rows).
    static func views(_ chart: Chart, extent: AxisRange, share: Double, pans: Int, renderer: ChartImageRenderer,
                      source: SQLChartSource?) -> ViewTimes {
        let span = extent.span * share
        let queriesBefore = source?.queryCount ?? 0
        let start = extent.min + extent.span * 0.37
        let began = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6 }
        chart.xAxis.setVisibleRange(AxisRange(min: start, max: start + span))
        _ = renderer.render(chart, size: size)
        if let source, source.isFetching {
            source.waitForPendingQueries()
            _ = renderer.render(chart, size: size)
        }
        let zoom = elapsed()
        settle(chart, source, renderer)
        let zoomSettled = elapsed()
        var rows = source?.lastRowCount ?? 0
        var panTimes: [Double] = []
        for step in 1...max(1, pans) {
            let low = start + Double(step) * span
            panTimes.append(milliseconds {
                chart.xAxis.setVisibleRange(AxisRange(min: low, max: low + span))
                settle(chart, source, renderer)
            })
            rows = max(rows, source?.lastRowCount ?? 0)
        }
        panTimes.sort()
        return ViewTimes(zoom: zoom, zoomSettled: zoomSettled, pan: panTimes[panTimes.count / 2], rowsPerView: rows,
                         queries: (source?.queryCount ?? 0) - queriesBefore)
    }

    /// Frames until the source has nothing in flight: what a window shows once the rows arrived.
    static func settle(_ chart: Chart, _ source: SQLChartSource?, _ renderer: ChartImageRenderer) {
        _ = renderer.render(chart, size: size)
        guard let source else { return }
        for _ in 0..<6 where source.isFetching {
            source.waitForPendingQueries()
            _ = renderer.render(chart, size: size)
        }
    }
}
