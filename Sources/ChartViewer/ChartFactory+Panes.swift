import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    // MARK: Small multiples

    /// Pane charts drawn below a table chart whose series fall in more magnitude groups than two
    /// axes hold (`ChartChoice.panes`), by the first chart. `render` stacks them into one image
    /// and the window shows them linked on x.
    private static let paneLock = NSLock()
    nonisolated(unsafe) private static var paneCharts: [ObjectIdentifier: [Chart]] = [:]
    /// Columns of panes per chart with panes: 1 (stacked, linked on x) unless registered wider.
    nonisolated(unsafe) private static var paneColumns: [ObjectIdentifier: Int] = [:]

    /// The panes drawn below `chart` (empty for a chart of one pane).
    static func panes(below chart: Chart) -> [Chart] {
        paneLock.lock()
        defer { paneLock.unlock() }
        return paneCharts[ObjectIdentifier(chart)] ?? []
    }

    /// How `chart` and its panes are arranged when they were registered more than one a row (a
    /// grid of equal cells); nil when they are stacked.
    static func paneGrid(of chart: Chart) -> ChartArrangement? {
        paneLock.lock()
        defer { paneLock.unlock() }
        let count = (paneCharts[ObjectIdentifier(chart)]?.count ?? 0) + 1
        guard let columns = paneColumns[ObjectIdentifier(chart)], columns > 1 else { return nil }
        return .grid(columns: columns, rowHeights: Array(repeating: 1, count: (count + columns - 1) / columns))
    }

    /// Keeps `panes` to be drawn with `chart`, `columns` of them a row (the first row starts
    /// with `chart`).
    static func registerPanes(_ panes: [Chart], below chart: Chart, columns: Int = 1) {
        paneLock.lock()
        paneCharts[ObjectIdentifier(chart)] = panes
        paneColumns[ObjectIdentifier(chart)] = columns
        paneLock.unlock()
    }

    /// An axis title naming a pane's (or an axis's) series: all of up to three, else the first
    /// three and how many there are.
    static func seriesTitle(_ names: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        return names.count <= 3 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " … (\(names.count) series)"
    }

    /// The longest y title a pane of small multiples shows along its height; longer names go
    /// to its legend, which shortens them to fit.
    static let paneTitleLength = 28

    /// One chart per pane of `plan`, sharing one colour per series while the palette holds them
    /// all: the first is returned, the rest are kept for `panes(below:)`. The file's title tops
    /// the first pane, the x title the last.
    static func makePaneCharts(plan: TablePlan, title: String) throws(ViewerError) -> Chart {
        // Past the palette each pane starts it again: its legend tells its own series apart, so
        // solid colours in every pane read better than dashes from the ninth series on.
        let perPane = plan.series.count > ChartChoice.paletteSize
        let colours = SeriesColorKeys()
        var charts: [Chart] = []
        let paneCount = plan.inference.panes.count
        for pane in 0..<paneCount {
            let chart = Chart(title: pane == 0 ? title : nil)
            chart.colorKeys = perPane ? SeriesColorKeys() : colours
            let source = ArrayDataSource()
            let members = plan.series.enumerated().filter { $0.element.pane == pane }
            for (place, (i, series)) in members.enumerated() {
                let made = try makeSeries(type: plan.type, title: series.name.isEmpty ? "Series" : series.name)
                distinguish(made, index: perPane ? place : i)
                add(made, positions: series.x, values: series.y, to: source)
            }
            chart.dataSource = source
            // A pane is short: its y title names its series while that fits, else the legend does
            // (a single series of a 90-character name too: a title that long runs off the pane).
            let names = members.map(\.element.name)
            let joined = names.joined(separator: ", ")
            let titleFits = joined.count <= Self.paneTitleLength
            chart.legend.isVisible = members.count >= 2 || !titleFits
            chart.yAxis.title = titleFits ? joined : nil
            if pane == paneCount - 1 { chart.xAxis.title = plan.x.map { plan.table.title(of: $0) } }
            if let axis = plan.makeXAxis() { installXAxis(axis, on: chart) }
            if plan.xKind == .date, !["scatter", "bubble"].contains(plan.type) {
                chart.navigation.wheelZoomAxes = .horizontal
                chart.navigation.autoFitsY = true
            }
            charts.append(chart)
        }
        registerPanes(Array(charts.dropFirst()), below: charts[0])
        return charts[0]
    }
}
