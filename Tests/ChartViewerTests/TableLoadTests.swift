import ArgumentParser
import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// `TableLoad`: a file read in chunks reports growing progress, partial charts of the rows so
/// far, then the chart `chartview` builds for the whole file; errors come last.
final class TableLoadTests: XCTestCase {
    private func reports(for path: String, arguments: [String] = [], chunk: Int = 16 << 10,
                         shares: [Double] = [0.1, 0.5]) throws -> [TableLoad.Report] {
        var collected: [TableLoad.Report] = []
        let load = TableLoad(path: path, options: try ChartOptions.parse(arguments)) { collected.append($0) }
        load.chunkSize = chunk
        load.partialChartShares = shares
        load.run()
        return collected
    }

    func testProgressGrowsPartialChartsFillInAndTheFinalChartIsTheFilesChart() throws {
        let folder = try ScratchFolder("table-load")
        let rows = (0..<20_000).map { "2020-01-01T00:00:00Z+\($0)" }.indices.map { i in
            "\(String(format: "%04d-%02d-%02d", 2000 + i / 365 % 50, i / 28 % 12 + 1, i % 28 + 1)) \(String(format: "%02d:%02d", i / 60 % 24, i % 60)),\(Double(i) * 0.5),\(i % 7)"
        }
        let path = try folder.write("big.csv", "when,a,b\n" + rows.joined(separator: "\n") + "\n")
        let total = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).intValue
        let reports = try reports(for: path)

        var read: [Int] = []
        var partialRows: [Int] = []
        var final: Chart?
        for report in reports {
            switch report {
            case .progress(let done, let all):
                XCTAssertEqual(all, total)
                read.append(done)
            case .chart(let chart, let rows, let isFinal):
                XCTAssertNil(final, "nothing after the final chart")
                if isFinal { final = chart; XCTAssertEqual(rows, 20_000) } else { partialRows.append(rows) }
            case .failure(let error):
                XCTFail("\(error)")
            }
        }
        XCTAssertEqual(read.first, 0)
        XCTAssertEqual(read.last, total)
        XCTAssertEqual(read, read.sorted(), "progress never goes back")
        XCTAssertGreaterThan(read.count, total / (16 << 10), "a report per chunk")
        XCTAssertEqual(partialRows.count, 2, "one partial chart per share passed")
        XCTAssertEqual(partialRows, partialRows.sorted())
        XCTAssertTrue(partialRows.allSatisfy { $0 > 0 && $0 < 20_000 })

        // The final chart is the one chartview builds reading the file at once.
        let chart = try XCTUnwrap(final)
        let direct = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([])).0
        XCTAssertEqual(chart.series.map(\.title), direct.series.map(\.title))
        XCTAssertTrue(type(of: chart.xAxis) == type(of: direct.xAxis), "a date axis in both")
        XCTAssertEqual(chart.xAxis.defaultRange, direct.xAxis.defaultRange)
        XCTAssertEqual(chart.yAxis.defaultRange, direct.yAxis.defaultRange)
        XCTAssertTrue(chart.navigation.autoFitsY, "a time series")
    }

    /// A plain numeric file is read whole by the fast reader: no partial chart, and the final
    /// chart is the one chartview builds reading the file at once.
    func testANumericFileIsReadWholeFast() throws {
        let folder = try ScratchFolder("table-load-numeric")
        let text = "x,y\n" + (0..<40_000).map { "\($0),\(Double($0 % 977) * 0.25 - 3)" }.joined(separator: "\n") + "\n"
        let path = try folder.write("numbers.csv", text)
        let reports = try reports(for: path)
        var partial = 0
        var final: Chart?
        for report in reports {
            if case .chart(let chart, let rows, let isFinal) = report {
                if isFinal { final = chart; XCTAssertEqual(rows, 40_000) } else { partial += 1 }
            }
            if case .failure(let error) = report { XCTFail("\(error)") }
        }
        XCTAssertEqual(partial, 0)
        let chart = try XCTUnwrap(final)
        let direct = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([])).0
        XCTAssertEqual(chart.xAxis.defaultRange, direct.xAxis.defaultRange)
        XCTAssertEqual(chart.yAxis.defaultRange, direct.yAxis.defaultRange)
        func points(_ chart: Chart) throws -> [[Double]] {
            let source = try XCTUnwrap(chart.dataSource as? ArrayDataSource)
            return try (0..<source.numberOfSeries(in: chart)).flatMap { index in
                let points = try XCTUnwrap(source.chart(chart, pointsForSeriesAt: index))
                return [points.x ?? [], points.y]
            }
        }
        XCTAssertEqual(try points(chart), try points(direct))
        XCTAssertEqual(try points(chart).first?.count, 40_000)
    }

    func testABadFileEndsInOneFailure() throws {
        let folder = try ScratchFolder("table-load")
        let path = try folder.write("bad.csv", "x,y\n" + (0..<5000).map { "\($0),\($0)" }.joined(separator: "\n") + "\n1,2,3\n")
        let reports = try reports(for: path, chunk: 4096)
        guard case .failure(let error) = try XCTUnwrap(reports.last) else { return XCTFail("ends in \(reports.last!)") }
        XCTAssertTrue("\(error)".contains("bad.csv:5002"), "\(error)")
        XCTAssertFalse(reports.contains { if case .chart(_, _, true) = $0 { return true } else { return false } })
    }

    func testTheMailboxKeepsTheNewestProgressAndEveryChart() throws {
        let mailbox = TableLoadMailbox()
        mailbox.post(.progress(bytesRead: 1, totalBytes: 10))
        mailbox.post(.progress(bytesRead: 5, totalBytes: 10))
        mailbox.post(.chart(Chart(), rows: 3, isFinal: false))
        mailbox.post(.progress(bytesRead: 10, totalBytes: 10))
        let taken = mailbox.take()
        XCTAssertEqual(taken.count, 3)
        if case .progress(let done, _) = taken[0] { XCTAssertEqual(done, 5) } else { XCTFail() }
        XCTAssertTrue(mailbox.take().isEmpty)
    }

    /// A gzip-compressed CSV loads as a plain one does: progress through the compressed bytes
    /// up to the file's size, then the chart chartview builds reading it at once (this one is
    /// smaller than the sniff's first MiB, so it is one part: `CompressedDelimitedFileTests` cuts parts).
    func testACompressedCSVLoadsInPartsToTheFilesChart() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ChartDataTests/Fixtures/textscale/frame.csv.gz").standardized.path
        let options = try ChartOptions.parse([])
        XCTAssertTrue(TableLoad.isDelimitedDataFile(path, options: options))
        XCTAssertEqual(TableLoad.compression(ofDelimitedFile: path), .gzip)
        let total = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).intValue
        var read: [Int] = []
        var final: (chart: Chart, rows: Int)?
        for report in try reports(for: path, shares: []) {
            switch report {
            case .progress(let done, let all):
                XCTAssertEqual(all, total)
                read.append(done)
            case .chart(let chart, let rows, true): final = (chart, rows)
            case .chart: break
            case .failure(let error): XCTFail("\(error)")
            }
        }
        XCTAssertEqual(read.last, total)
        XCTAssertEqual(read, read.sorted(), "progress never goes back")
        let chart = try XCTUnwrap(final?.chart)
        XCTAssertEqual(final?.rows, 6_000)
        let direct = try ChartFactory.makeChart(path: path, options: options).0
        XCTAssertEqual(chart.series.map(\.title), direct.series.map(\.title))
        XCTAssertEqual(chart.xAxis.defaultRange, direct.xAxis.defaultRange)
        XCTAssertEqual(chart.yAxis.defaultRange, direct.yAxis.defaultRange)
    }

    func testOnlyBigDelimitedFilesLoadInTheBackground() throws {
        let folder = try ScratchFolder("table-load")
        let small = try folder.write("small.csv", "x,y\n1,2\n")
        let options = try ChartOptions.parse([])
        XCTAssertFalse(TableLoad.loadsProgressively(small, options: options))
        let big = folder.path("big.csv")
        let row = Data("1,2\n".utf8)
        var data = Data("x,y\n".utf8)
        data.append(contentsOf: Array(repeating: row, count: TableLoad.progressiveBytes / row.count + 1).joined())
        try data.write(to: URL(fileURLWithPath: big))
        XCTAssertTrue(TableLoad.loadsProgressively(big, options: options))
        XCTAssertFalse(TableLoad.loadsProgressively(big, options: try ChartOptions.parse(["--print-spec"])))
        XCTAssertFalse(TableLoad.loadsProgressively("-", options: options))
        XCTAssertEqual(TableLoad.sizeText(18_200_000, of: 43_000_000), "18.2 of 43.0 MB")
    }
}
