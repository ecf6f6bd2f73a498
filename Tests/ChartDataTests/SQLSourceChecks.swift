import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Checks shared by the SQLite and PostgreSQL tests: each takes a connection to a database that
/// holds the table named in the spec.
enum SQLSourceChecks {
    /// A chart of `spec` through the source, with fixed ranges and no legend.
    static func sourceChart(_ connection: SQLConnection, spec: SQLSeriesSpec,
                            x: AxisRange? = nil, y: AxisRange? = nil) throws -> (Chart, SQLChartSource) {
        let source = try SQLChartSource(connection: connection, spec: spec)
        let chart = Chart()
        chart.legend.isVisible = false
        if let x { chart.xAxis.explicitDefaultRange = x }
        if let y { chart.yAxis.explicitDefaultRange = y }
        source.attach(to: chart)
        return (chart, source)
    }

    /// The picture drawn from the database's M4 rows equals the picture drawn from every row.
    static func assertSamePicture(_ connection: SQLConnection, spec: SQLSeriesSpec, allRowsSQL: String, series: Int,
                                  x: AxisRange, y: AxisRange, name: String, scale: Double = 1,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = try SharedRenderer.get()
        let (chart, source) = try sourceChart(connection, spec: spec, x: x, y: y)
        let aggregated = SourceRendering.settle(chart, source: source, renderer: renderer, scale: scale)
        XCTAssertNil(source.lastError, file: file, line: line)

        let whole = try SourceRendering.wholeTableChart(connection, sql: allRowsSQL, series: series)
        whole.legend.isVisible = false
        whole.xAxis = chart.xAxis is DateTimeAxis ? DateTimeAxis() : NumberAxis()
        whole.xAxis.explicitDefaultRange = x
        whole.yAxis.explicitDefaultRange = y
        let reference = renderer.render(whole, size: SourceRendering.size, scale: scale)
        PixelAssertions.keep(aggregated, name: "\(name)-aggregated")
        PixelAssertions.keep(reference, name: "\(name)-all-rows")

        let pixels = SourceRendering.plotPixels(chart)
        let transferred = chart.series.indices.map { chart.data(forSeriesAt: $0).count }
        let total = whole.series.indices.map { whole.data(forSeriesAt: $0).count }.reduce(0, +)
        XCTAssertLessThan(transferred.reduce(0, +), total / 4, "far fewer rows than the table holds", file: file, line: line)
        // Series colours and data are the same; only the path to the GPU differs.
        XCTAssertEqual(SourceRendering.differingPixels(aggregated, reference), 0,
                       "M4 rows from the database draw the picture of all \(total) rows (plot \(pixels) px)",
                       file: file, line: line)
    }

    /// Whatever the table's size, each view brings at most four rows per pixel column into the
    /// view (and at most three views' worth in all), at first, after a zoom and after a pan;
    /// a small pan asks nothing, a larger one only for the columns that came into view.
    static func assertRowsBoundedByPixels(_ connection: SQLConnection, spec: SQLSeriesSpec, tableRows: Int,
                                          file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = try SharedRenderer.get()
        let (chart, source) = try sourceChart(connection, spec: spec)
        func check(_ label: String) {
            let pixels = SourceRendering.plotPixels(chart)
            XCTAssertGreaterThan(pixels, 100, file: file, line: line)
            for (i, count) in SourceRendering.pointsInView(chart).enumerated() {
                XCTAssertGreaterThan(count, Int(pixels), "\(label): series \(i) has rows in view", file: file, line: line)
                XCTAssertLessThanOrEqual(count, 4 * (Int(pixels) + 2), "\(label): series \(i), rows in view", file: file, line: line)
                XCTAssertLessThanOrEqual(chart.data(forSeriesAt: i).count, 4 * (3 * Int(pixels) + 4),
                                         "\(label): series \(i), rows held", file: file, line: line)
            }
            XCTAssertNil(source.lastError, label, file: file, line: line)
        }
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        check("whole table of \(tableRows) rows")
        XCTAssertLessThanOrEqual(source.lastRowCount, 4 * (3 * Int(SourceRendering.plotPixels(chart)) + 4), file: file, line: line)

        let full = chart.xAxis.visibleRange
        let zoomed = AxisRange(min: full.min + full.span * 0.3, max: full.min + full.span * 0.3 + full.span / 1000)
        let beforeZoom = source.queryCount
        chart.xAxis.setVisibleRange(zoomed)
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        check("zoomed in 1000×")
        XCTAssertEqual(source.queryCount - beforeZoom, 3, "a zoom asks for the view, then for each margin", file: file, line: line)
        let queries = source.queryCount

        chart.xAxis.setVisibleRange(AxisRange(min: zoomed.min + zoomed.span / 2, max: zoomed.max + zoomed.span / 2))
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        XCTAssertEqual(source.queryCount, queries, "half a view's pan stays inside the fetched margin", file: file, line: line)
        check("small pan")

        chart.xAxis.setVisibleRange(AxisRange(min: zoomed.min + zoomed.span * 2, max: zoomed.max + zoomed.span * 2))
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        XCTAssertEqual(source.queryCount, queries + 1, "a longer pan sends one query", file: file, line: line)
        let pixels = Int(SourceRendering.plotPixels(chart))
        XCTAssertLessThanOrEqual(source.lastRowCount, 4 * (2 * pixels + 4) * (spec.y.isEmpty ? 1 : spec.y.count) + 8,
                                 "a pan fetches only the columns that came into view", file: file, line: line)
        check("long pan")
    }

    /// `--by`: one line per group value and y column, titled by both, each from its own rows
    /// only. The table `grouped` holds x, y and w, and g = 'a' (y < 10, w < 20) or 'b' (y ≥ 100).
    static func assertGroupsSplitLines(_ connection: SQLConnection, file: StaticString = #filePath, line: UInt = #line) throws {
        let (chart, source) = try sourceChart(connection, spec: SQLSeriesSpec(table: "grouped", x: "x", y: ["y", "w"], by: "g"))
        _ = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
        XCTAssertEqual(chart.series.map(\.title), ["a · y", "a · w", "b · y", "b · w"], file: file, line: line)
        let a = chart.data(forSeriesAt: 0).y, b = chart.data(forSeriesAt: 2).y
        XCTAssertFalse(a.isEmpty, file: file, line: line)
        XCTAssertFalse(b.isEmpty, file: file, line: line)
        XCTAssertTrue(a.allSatisfy { $0 < 10 }, "group a's rows only", file: file, line: line)
        XCTAssertTrue(b.allSatisfy { $0 >= 100 }, "group b's rows only", file: file, line: line)
        XCTAssertTrue(chart.data(forSeriesAt: 1).y.allSatisfy { $0 < 20 }, file: file, line: line)
        XCTAssertLessThanOrEqual(a.count, 4 * (Int(SourceRendering.plotPixels(chart)) + 2), file: file, line: line)
    }
}
