import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Drawing a chart the way a window does, without one: frames until the source has nothing
/// in flight (each frame takes the last result and may send the next query).
enum SourceRendering {
    static let size = Size(width: 640, height: 400)

    static func settle(_ chart: Chart, source: SQLChartSource, renderer: ChartImageRenderer, scale: Double = 1) -> RGBAImage {
        var image = renderer.render(chart, size: size, scale: scale)
        for _ in 0..<6 where source.isFetching {
            source.waitForPendingQueries()
            image = renderer.render(chart, size: size, scale: scale)
        }
        return image
    }

    /// The chart of every row, loaded into memory: the picture the aggregate must reproduce.
    static func wholeTableChart(_ connection: SQLConnection, sql: String, series: Int) throws -> Chart {
        let rows = try connection.rows(sql)
        let data = ArrayDataSource()
        let x = rows.map { $0[0].double ?? .nan }
        for i in 0..<series {
            data.add(LineSeries(title: "s\(i)"), x: x, y: rows.map { $0[1 + i].double ?? .nan })
        }
        let chart = Chart()
        chart.dataSource = data
        return chart
    }

    /// Pixels whose colour differs by more than `tolerance` in any channel.
    static func differingPixels(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int = 24) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var count = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 where abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c])) > tolerance {
                count += 1
                break
            }
        }
        return count
    }

    /// Points of each series with x inside the visible range.
    static func pointsInView(_ chart: Chart) -> [Int] {
        let range = chart.xAxis.visibleRange
        return chart.series.indices.map { i in
            chart.data(forSeriesAt: i).x.filter { $0 >= range.min && $0 <= range.max }.count
        }
    }

    /// The plot's width in device pixels, as the last frame laid it out.
    static func plotPixels(_ chart: Chart) -> Double {
        guard let layout = chart.lastLayout else { return 0 }
        return (layout.plotArea.width * layout.scale).rounded()
    }
}
