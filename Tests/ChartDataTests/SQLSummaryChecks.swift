import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Checks of the summary (`SQLSummary`) and of the first picture's single read, shared by the
/// SQLite, PostgreSQL and ClickHouse tests. Each takes a table of unique x and unique y (so the
/// M4 rows of a bin are one set of rows whoever computes them).
enum SQLSummaryChecks {
    /// Every level of a fresh summary answers the same bins as the table's M4 query at that
    /// width (counts, first and last rows, lowest and highest y and their x), from the summary
    /// below the level's boundary and the table past it.
    static func assertLevelsEqualTheTable(_ db: SQLConnection, _ summary: SQLSummary, label: String,
                                          file: StaticString = #filePath, line: UInt = #line) throws {
        let table = summary.table
        let extent = try XCTUnwrap(table.xExtent, file: file, line: line)
        for (j, level) in summary.levels.enumerated() {
            let bins = Int64((extent.lowerBound / level.width).rounded(.down))...Int64((extent.upperBound / level.width).rounded(.down))
            let fromSummary = try summary.m4(level: j, bins: bins, connection: db)
            let fromTable = try M4Query(table: table, binWidth: level.width, bins: bins).run(on: db)
            XCTAssertEqual(Set(fromSummary.bins.keys), Set(fromTable.bins.keys), "\(label), level \(j): groups", file: file, line: line)
            for (group, tableBins) in fromTable.bins {
                let summaryBins = fromSummary.bins[group] ?? [:]
                XCTAssertEqual(summaryBins.count, tableBins.count, "\(label), level \(j): bins", file: file, line: line)
                let differing = tableBins.filter { k, bin in !(summaryBins[k].map { $0.sameExtremes(as: bin) } ?? false) }
                XCTAssertEqual(differing.count, 0, "\(label), level \(j) (width \(level.width)): bins whose M4 rows differ, e.g. \(differing.keys.sorted().prefix(3))",
                               file: file, line: line)
            }
            // Below the boundary only summary rows: at most one bin's rows from the table.
            XCTAssertLessThan(bins.upperBound - level.throughBin, 2, "\(label), level \(j): one bin past the boundary", file: file, line: line)
        }
    }

    /// The whole-table picture from the summary equals the table's picture at the summary's
    /// widths (0 differing pixels), comes from a summary level, and holds at most two bins per
    /// pixel column. Returns the summary-drawn chart's source for more checks.
    static func assertSummaryPictureEqualsTheTableAtItsWidths(_ db: SQLConnection, spec: SQLSeriesSpec, summary: SQLSummary,
                                                              name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = try SharedRenderer.get()
        func draw(readsSummary: Bool) throws -> (RGBAImage, Chart, SQLChartSource) {
            let source = try SQLChartSource(connection: db, spec: spec)
            source.summary = summary
            source.readsSummaryRows = readsSummary
            let chart = Chart()
            chart.legend.isVisible = false
            source.attach(to: chart)
            return (SourceRendering.settle(chart, source: source, renderer: renderer), chart, source)
        }
        let (fromSummary, chart, source) = try draw(readsSummary: true)
        let (fromTable, _, tableSource) = try draw(readsSummary: false)
        XCTAssertNil(source.lastError, file: file, line: line)
        XCTAssertNil(tableSource.lastError, file: file, line: line)
        let width = try XCTUnwrap(source.coverage?.binWidth, file: file, line: line)
        XCTAssertTrue(summary.levels.contains { $0.width == width }, "the whole table is drawn at a summary level's width", file: file, line: line)
        XCTAssertEqual(tableSource.coverage?.binWidth, width, file: file, line: line)
        PixelAssertions.keep(fromSummary, name: "\(name)-from-summary")
        PixelAssertions.keep(fromTable, name: "\(name)-from-table")
        XCTAssertEqual(SourceRendering.differingPixels(fromSummary, fromTable), 0,
                       "the summary's rows draw the table's picture at its width", file: file, line: line)
        let pixels = Int(SourceRendering.plotPixels(chart))
        for count in SourceRendering.pointsInView(chart) {
            XCTAssertGreaterThan(count, pixels / 2, file: file, line: line)
            XCTAssertLessThanOrEqual(count, 8 * (pixels + 2), "at most two bins per pixel column", file: file, line: line)
        }
        // A view finer than the finest level reads the table at its own width.
        let full = chart.xAxis.visibleRange
        chart.xAxis.setVisibleRange(AxisRange(min: full.min + full.span * 0.4, max: full.min + full.span * 0.4 + full.span / 1000))
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        XCTAssertNil(source.lastError, file: file, line: line)
        XCTAssertFalse(summary.levels.contains { $0.width == source.coverage?.binWidth }, "a fine view queries the table", file: file, line: line)
    }

    /// Rows appended past the table's largest x are summarized by the next `prepare` (the
    /// levels' boundaries move on, the bins equal the table's); a change inside the summarized
    /// range makes it stale (`open`), and `prepare` rebuilds it.
    static func assertAppendsRefreshAndChangesMakeItStale(_ db: SQLConnection, spec: SQLSeriesSpec, label: String,
                                                          append: () throws -> Void, changesInside: [(String, () throws -> Void)],
                                                          file: StaticString = #filePath, line: UInt = #line) throws {
        var table = try SQLTable(spec: spec, connection: db)
        try SQLSummary.drop(table: table, connection: db)
        guard case .missing = try SQLSummary.open(table: table, connection: db) else {
            return XCTFail("\(label): no summary before one is built", file: file, line: line)
        }
        let built = try XCTUnwrap(SQLSummary.prepare(table: table, connection: db).0, file: file, line: line)
        guard case .fresh = try SQLSummary.open(table: table, connection: db) else {
            return XCTFail("\(label): a new summary is fresh", file: file, line: line)
        }
        try append()
        table = try SQLTable(spec: spec, connection: db)
        guard case .fresh = try SQLSummary.open(table: table, connection: db) else {
            return XCTFail("\(label): appended rows leave it fresh", file: file, line: line)
        }
        XCTAssertEqual(try SQLSummary.prepare(spec: spec, connection: db).table.xExtent, table.xExtent,
                       "\(label): the summary's x extent takes in the appended rows", file: file, line: line)
        let (refreshed, note) = try SQLSummary.prepare(table: table, connection: db)
        let summary = try XCTUnwrap(refreshed, file: file, line: line)
        XCTAssertNil(note, file: file, line: line)
        XCTAssertGreaterThan(summary.levels[0].throughBin, built.levels[0].throughBin, "\(label): the boundary moved on", file: file, line: line)
        try assertLevelsEqualTheTable(db, summary, label: "\(label) after appending", file: file, line: line)

        for (change, body) in changesInside {
            try body()
            table = try SQLTable(spec: spec, connection: db)
            guard case .stale = try SQLSummary.open(table: table, connection: db) else {
                return XCTFail("\(label): \(change) inside the summarized range makes it stale", file: file, line: line)
            }
            let (rebuilt, note) = try SQLSummary.prepare(table: table, connection: db)
            XCTAssertTrue(note?.contains("was stale") == true, "\(label), \(change): \(note ?? "no note")", file: file, line: line)
            try assertLevelsEqualTheTable(db, try XCTUnwrap(rebuilt, file: file, line: line), label: "\(label) rebuilt after \(change)",
                                          file: file, line: line)
            guard case .fresh = try SQLSummary.open(table: table, connection: db) else {
                return XCTFail("\(label): rebuilt after \(change), it is fresh", file: file, line: line)
            }
        }
    }

    /// A fresh summary answers the table's x extent (`prepare(spec:connection:)`): the same ends
    /// as reading them from the table, without a statement over every x.
    static func assertFreshSummaryAnswersTheXExtent(_ db: SQLConnection, spec: SQLSeriesSpec, label: String,
                                                    file: StaticString = #filePath, line: UInt = #line) throws {
        let scanned = try SQLTable(spec: spec, connection: db)
        let built = try XCTUnwrap(SQLSummary.prepare(table: scanned, connection: db).0, file: file, line: line)
        let counting = CountingConnection(db)
        let (table, summary, note) = try SQLSummary.prepare(spec: spec, connection: counting)
        XCTAssertNil(note, file: file, line: line)
        XCTAssertEqual(table.xExtent, scanned.xExtent, "\(label): the ends of x from the summary", file: file, line: line)
        XCTAssertEqual(summary?.levels, built.levels, "\(label): the summary was opened, not rebuilt", file: file, line: line)
        let wholeColumn = counting.sent.filter { $0 == scanned.xExtentSQL() || $0.contains("ORDER BY \(scanned.xColumn)") }
        XCTAssertEqual(wholeColumn, [], "\(label): no statement reads every x", file: file, line: line)
    }

    /// The first picture of a table is read once: the y range (and with it the plot's width) is
    /// settled before the first view's query, so exactly one data query is sent, at the final
    /// width (with a summary: the summary's bins and the table's rows past its boundary).
    static func assertFirstPictureReadOnce(_ db: SQLConnection, spec: SQLSeriesSpec, summary: SQLSummary? = nil, label: String,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let counting = CountingConnection(db)
        let source = try SQLChartSource(connection: counting, spec: spec)
        source.summary = summary
        let chart = Chart()
        source.attach(to: chart)
        XCTAssertNotNil(source.settledYExtent, "\(label): the y range is known before the first query", file: file, line: line)
        let before = counting.statements
        _ = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
        XCTAssertNil(source.lastError, file: file, line: line)
        XCTAssertEqual(source.queryCount, 1, "\(label): one data query for the first picture", file: file, line: line)
        let data = counting.sent[before...]
        // With a summary, its bins and the table's past its boundary: one statement (UNION ALL),
        // two on SQLite (no round trips to save).
        XCTAssertEqual(data.count, summary != nil && db.dialect == .sqlite ? 2 : 1,
                       "\(label): statements for the first picture: \(Array(data))", file: file, line: line)
        if let summary {
            XCTAssertTrue(data.first?.contains(summary.relation) == true, "\(label): read from the summary", file: file, line: line)
        }
        XCTAssertGreaterThan(chart.data(forSeriesAt: 0).count, 0, file: file, line: line)
        let width = SourceRendering.plotPixels(chart)
        _ = try SharedRenderer.get().render(chart, size: SourceRendering.size)
        XCTAssertEqual(SourceRendering.plotPixels(chart), width, "\(label): the plot kept its width", file: file, line: line)
        XCTAssertFalse(source.isFetching, "\(label): nothing asked again", file: file, line: line)
    }

    /// A fresh summary's first picture, opened as `chartview --summary` opens it (`prepare`,
    /// then the source), costs `expected` statements (round trips to a server), whatever the
    /// table's size: the columns, the summary's bookkeeping, one statement for the staleness
    /// check and the table's ends, one data statement (plus what the dialect's column checks
    /// and index hint send). No statement reads every row: each part of each statement that
    /// reads the table reads only rows past the summary's boundary (through the x index or
    /// sorting key), or one row; ClickHouse's staleness count comes from its parts' metadata.
    static func assertFreshFirstPictureStatements(_ db: SQLConnection, spec: SQLSeriesSpec, expected: Int, label: String,
                                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let built = try XCTUnwrap(SQLSummary.prepare(table: SQLTable(spec: spec, connection: db), connection: db).0,
                                  file: file, line: line)
        let counting = CountingConnection(db)
        let (table, summary, note) = try SQLSummary.prepare(spec: spec, connection: counting)
        XCTAssertNil(note, "\(label): fresh, not rebuilt", file: file, line: line)
        let opened = try XCTUnwrap(summary, file: file, line: line)
        XCTAssertEqual(opened.levels, built.levels, "\(label): the summary was opened, not rebuilt", file: file, line: line)
        let source = SQLChartSource(connection: counting, table: table)
        source.summary = opened
        let chart = Chart()
        chart.legend.isVisible = false
        source.attach(to: chart)
        _ = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
        XCTAssertNil(source.lastError, file: file, line: line)
        XCTAssertEqual(source.queryCount, 1, "\(label): one data query", file: file, line: line)
        XCTAssertTrue(opened.levels.contains { $0.width == source.coverage?.binWidth }, "\(label): drawn from the summary",
                      file: file, line: line)
        XCTAssertGreaterThan(chart.data(forSeriesAt: 0).count, 0, file: file, line: line)
        XCTAssertEqual(counting.roundTrips, expected,
                       "\(label): statements for a fresh first picture: \(counting.columnQueries) column queries and \(counting.sent)",
                       file: file, line: line)
        let boundary = "\(table.xColumn) >= "
        let wholeTable = counting.sent.flatMap { $0.components(separatedBy: " UNION ALL ") }.filter { part in
            part.contains("FROM \(table.relation)") && !part.contains(boundary) && !part.contains("LIMIT 1")
                && !part.contains("max(rowid)")  // SQLite's rowid b-tree: its last key
        }
        XCTAssertEqual(wholeTable, [], "\(label): no statement reads every row", file: file, line: line)
    }
}
