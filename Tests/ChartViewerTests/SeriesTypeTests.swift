import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// `--type` for every series kind: which series a table makes, OHLC columns found by name in any
/// case, clear errors, and each kind rendered by `chartview render`.
final class SeriesTypeTests: XCTestCase {
    private func table(_ text: String) throws -> DataTable {
        try DelimitedTextParser.parse(text, file: "test.csv")
    }

    private let prices = "Date,OPEN,High,low,Close\n1,10,12,9,11\n2,11,13,10,10.5\n3,10.5,11,8,9\n"

    func testEveryTypeMakesItsKindOfSeries() throws {
        let data = try table("x,a,b,c\n0,1,2,3\n1,2,3,4\n2,3,1,2\n")
        let expected: [(String, ChartSeries.Type, Int)] = [
            ("line", LineSeries.self, 3), ("step", StepLineSeries.self, 3), ("scatter", ScatterSeries.self, 3),
            ("column", ColumnSeries.self, 3), ("bar", BarSeries.self, 3), ("area", LineSeries.self, 3),
            ("stacked-area", LineSeries.self, 3), ("stacked-column", ColumnSeries.self, 3),
            ("bubble", BubbleSeries.self, 1), ("band", BandSeries.self, 1),
        ]
        for (name, kind, count) in expected {
            let chart = try ChartFactory.makeChart(table: data, title: "t", type: name)
            XCTAssertEqual(chart.series.count, count, name)
            XCTAssertTrue(chart.series.allSatisfy { type(of: $0) == kind }, name)
        }
        let area = try ChartFactory.makeChart(table: data, title: "t", type: "area").series[0] as? LineSeries
        XCTAssertEqual(area?.style.showsFill, true)
        let stacked = try ChartFactory.makeChart(table: data, title: "t", type: "stacked-column")
        XCTAssertEqual(stacked.series.map(\.stackIndex), [0, 0, 0])
        XCTAssertEqual(stacked.yAxis.dataRange?.max, 9, "stacked: the totals fit")
    }

    func testOHLCColumnsAreFoundByNameInAnyCase() throws {
        for type in ["candlestick", "ohlc", "CandleStick"] {
            let chart = try ChartFactory.makeChart(table: try table(prices), title: "p", type: type)
            XCTAssertEqual(chart.series.count, 1)
            XCTAssertEqual(chart.data(forSeriesAt: 0).x, [1, 2, 3])
            XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 8, max: 13), "from the lowest low to the highest high")
            XCTAssertEqual(chart.xAxis.title, "Date")
        }
        let reordered = try ChartFactory.makeChart(table: try table("close,low,high,open\n2,1,3,2\n3,2,4,2\n"), title: "p",
                                                   type: "ohlc")
        XCTAssertEqual(reordered.data(forSeriesAt: 0).x, [0, 1], "no x column: the row index")
        XCTAssertEqual(reordered.yAxis.dataRange, AxisRange(min: 1, max: 4))
    }

    func testMissingOHLCColumnsAreNamed() throws {
        XCTAssertThrowsError(try ChartFactory.makeChart(table: try table("t,open,close\n1,2,3\n"), title: "p", type: "candlestick")) {
            XCTAssertEqual(($0 as? ViewerError)?.description,
                           "--type candlestick: needs columns named open, high, low and close (missing: high, low)")
        }
        XCTAssertThrowsError(try ChartFactory.makeChart(table: try table("x,y\n1,2\n"), title: "p", type: "bubble"))
        XCTAssertThrowsError(try ChartFactory.makeChart(table: try table("x,y\n1,2\n"), title: "p", type: "sunburst")) {
            XCTAssertEqual(($0 as? ViewerError)?.description, "--type sunburst: expected one of "
                + ChartFactory.seriesTypes.joined(separator: ", "))
        }
    }

    /// Columns have no dashes or markers: past the palette's 8 colours, the ninth series is the
    /// first colour lighter, the seventeenth darker, and every fill drawn differs.
    func testColumnsPastThePaletteGetShadesOfItsColours() throws {
        let header = "region," + (0..<18).map { "s\($0)" }.joined(separator: ",")
        let rows = ["north", "south", "east"].enumerated().map { i, name in "\(name)," + (0..<18).map { "\($0 + i + 1)" }.joined(separator: ",") }
        let folder = try ScratchFolder("shades")
        let path = try folder.write("shares.csv", ([header] + rows).joined(separator: "\n") + "\n")
        let (chart, _) = try ChartFactory.makeChart(path: path, options: try ChartOptions.parse([]))
        XCTAssertTrue(chart.series.allSatisfy { $0 is ColumnSeries }, "categories on x: columns")
        let shades = chart.series.compactMap { ($0 as? BarColumnSeries)?.style.paletteShade }
        XCTAssertEqual(shades.count, 18)
        XCTAssertEqual(shades[0..<8], ArraySlice(repeating: 0, count: 8))
        XCTAssertGreaterThan(shades[8], 0, "the ninth: lighter")
        XCTAssertLessThan(shades[16], 0, "the seventeenth: darker")
        let fills = chart.series.enumerated().compactMap { i, series in
            (series as? BarColumnSeries)?.style.fill(palette: chart.theme.paletteColor(i))
        }
        XCTAssertEqual(Set(fills).count, 18, "no two fills alike")
    }

    func testBarsTakeTheFirstColumnAsTheirPositions() throws {
        let chart = try ChartFactory.makeChart(table: try table("rank,score\n0,12\n1,30\n"), title: "b", type: "bar")
        XCTAssertEqual(chart.data(forSeriesAt: 0).x, [12, 30], "a bar's x is its length")
        XCTAssertEqual(chart.data(forSeriesAt: 0).y, [0, 1])
        XCTAssertEqual(chart.yAxis.title, "rank")
        XCTAssertEqual(chart.xAxis.title, "score")
    }

    func testBandAndBubbleColumns() throws {
        let band = try ChartFactory.makeChart(table: try table("d,HIGH,LOW\n0,5,1\n1,6,2\n"), title: "b", type: "band")
        XCTAssertEqual(band.yAxis.dataRange, AxisRange(min: 1, max: 6))
        let bubbles = try ChartFactory.makeChart(table: try table("x,size,y\n0,10,5\n1,20,6\n"), title: "b", type: "bubble")
        XCTAssertEqual(bubbles.data(forSeriesAt: 0).y, [5, 6], "y is the column that is not the area")
        XCTAssertEqual(bubbles.series[0].title, "y")
    }

    func testEveryTypeRendersThroughTheCommandLine() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("series-types-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("prices.csv").path
        try "day,open,high,low,close,area\n0,10,12,9,11,3\n1,11,13,10,10.5,5\n2,10.5,11,8,9,4\n"
            .write(toFile: csv, atomically: true, encoding: .utf8)
        for type in ChartFactory.seriesTypes {
            let out = folder.appendingPathComponent("\(type).png").path
            let result = try CommandRunner.run(chartview, ["render", csv, "--type", type, "-o", out, "--size", "300x200"])
            XCTAssertEqual(result.status, 0, "\(type): \(result.stderr)")
            XCTAssertEqual(try PNGReader.read(out).width, 300, type)
        }
    }
}
