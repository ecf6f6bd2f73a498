import ChartData
@testable import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// The window's background load of Parquet and Arrow files (`TableLoad+Columnar`): a coarse
/// chart from a sample of row groups spread over the file, then the whole file.
final class ColumnarTableLoadTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures")

    private func reports(_ name: String) throws -> [TableLoad.Report] {
        var reports: [TableLoad.Report] = []
        TableLoad(path: Self.fixtures.appendingPathComponent(name).path, options: try ChartOptions.parse([])) {
            reports.append($0)
        }.run()
        return reports
    }

    func testParquetShowsASampleOfRowGroupsSpreadOverTheFileFirst() throws {
        let charts = try reports("parquet/row-groups.parquet").compactMap { report -> (Chart, Int, Bool)? in
            if case .chart(let chart, let rows, let isFinal) = report { return (chart, rows, isFinal) }
            if case .failure(let error) = report { XCTFail("\(error)") }
            return nil
        }
        // Ten row groups of 100 rows: every second one first (0, 2, 4, 6, 8), then all.
        XCTAssertEqual(charts.map(\.1), [500, 1000])
        XCTAssertEqual(charts.map(\.2), [false, true])
        // The coarse chart spans the whole file's x range.
        let coarse = charts[0].0.data(forSeriesAt: 0).x
        let full = charts[1].0.data(forSeriesAt: 0).x
        XCTAssertEqual(coarse.first, full.first)
        XCTAssertEqual(coarse.last, full[899])
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
