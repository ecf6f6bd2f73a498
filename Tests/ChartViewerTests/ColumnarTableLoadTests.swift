import ChartData
@testable import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// The window's background load of Parquet and Arrow files (`TableLoad+Columnar`): a coarse
/// chart of every k-th row of the whole file, then the whole file.
final class ColumnarTableLoadTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures")

    private func reports(_ name: String, coarseRows: Int = 1 << 14, stopsAtFirstChart: Bool = false) throws -> [TableLoad.Report] {
        var reports: [TableLoad.Report] = []
        let load = TableLoad(path: Self.fixtures.appendingPathComponent(name).path, options: try ChartOptions.parse([])) {
            reports.append($0)
        }
        load.coarseStrideRows = coarseRows
        load.stopsAtFirstChart = stopsAtFirstChart
        load.run()
        return reports
    }

    private func charts(_ reports: [TableLoad.Report]) -> [(Chart, Int, Bool)] {
        reports.compactMap { report -> (Chart, Int, Bool)? in
            if case .chart(let chart, let rows, let isFinal) = report { return (chart, rows, isFinal) }
            if case .failure(let error) = report { XCTFail("\(error)") }
            return nil
        }
    }

    /// A file of a schema and no rows fails as `render` does (`FILE: no data rows`): the window
    /// drew an empty chart.
    func testAFileWithoutRowsFailsInOneLine() throws {
        for name in ["parquet/no-rows.parquet", "arrow/no-rows.feather", "arrow/no-rows.arrows"] {
            let failures = try reports(name).compactMap { report -> String? in
                if case .failure(let error) = report { return "\(error)" }
                return nil
            }
            XCTAssertEqual(failures, [Self.fixtures.appendingPathComponent(name).path + ": no data rows"], name)
        }
    }

    func testParquetShowsEveryKthRowOfTheWholeFileFirst() throws {
        // Ten row groups of 100 rows, a coarse table of about 250: every 4th row and the last, then all.
        let charts = charts(try reports("parquet/row-groups.parquet", coarseRows: 250))
        XCTAssertEqual(charts.map(\.1), [251, 1000])
        XCTAssertEqual(charts.map(\.2), [false, true])
        // The coarse chart spans the whole file's x range, its rows those of the file.
        let coarse = charts[0].0.data(forSeriesAt: 0)
        let full = charts[1].0.data(forSeriesAt: 0)
        XCTAssertEqual(coarse.x.first, full.x.first)
        XCTAssertEqual(coarse.x.last, full.x.last)
        for (i, row) in [(0, 0), (24, 96), (25, 100), (150, 600), (249, 996), (250, 999)] {
            XCTAssertEqual(coarse.x[i], full.x[row], "coarse row \(i)")
            XCTAssertEqual(coarse.y[i], full.y[row], "coarse row \(i)")
        }
        // A small file (under 4 times the coarse rows) is read whole at once.
        XCTAssertEqual(self.charts(try reports("parquet/row-groups.parquet", coarseRows: 251)).map(\.1), [1000])
    }

    func testPreviewStopsAtTheFirstChart() throws {
        let charts = charts(try reports("parquet/row-groups.parquet", coarseRows: 250, stopsAtFirstChart: true))
        XCTAssertEqual(charts.map(\.1), [251])
    }

    func testColumnarFilesAreNotReadAsText() throws {
        let options = try ChartOptions.parse([])
        for name in ["parquet/row-groups.parquet", "arrow/types-zstd.feather"] {
            let path = Self.fixtures.appendingPathComponent(name).path
            XCTAssertFalse(TableLoad.isDelimitedDataFile(path, options: options), name)
            XCTAssertTrue(TableLoad.isColumnarDataFile(path, options: options), name)
            let final = try reports(name).last
            guard case .chart(_, _, true)? = final else { return XCTFail("\(name): \(String(describing: final))") }
        }
    }
}
