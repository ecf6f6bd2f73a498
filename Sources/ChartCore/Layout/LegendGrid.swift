/// Legend entries arranged to fit a box: a vertical legend fills columns top to bottom and adds
/// columns when the entries would run past the available height; a horizontal one fills rows
/// left to right and wraps. Titles too long for their share of the width end in an ellipsis, so
/// a legend never pushes the plot area out of the chart. Positions are relative to the legend's
/// top-left corner.
struct LegendGrid {
    struct Entry {
        var seriesIndex: Int
        /// The slice a radial series' entry stands for; nil for a whole series.
        var sliceName: String?
        var title: String
        var symbol: Rect
        var textOrigin: Point
        var frame: Rect
    }

    private(set) var size: Size
    private(set) var entries: [Entry]

    /// - Parameters:
    ///   - maxWidth: the widest the whole legend may be.
    ///   - maxColumnWidth: the widest one column may be (a single long title stops there).
    init(_ items: [(index: Int, title: String, slice: String?)], vertical: Bool, maxWidth: Double, maxColumnWidth: Double,
         maxHeight: Double, font: FontSpec, measurer: TextMeasuring) {
        typealias L = LayoutEngine
        let metrics = measurer.measure("Mg", font: font)
        let rowHeight = metrics.height, pad = L.legendPadding
        let symbolPart = L.legendSymbolWidth + L.legendSymbolGap
        func entry(_ item: (index: Int, title: String, slice: String?), title: String, x: Double, y: Double, width: Double) -> Entry {
            Entry(seriesIndex: item.index, sliceName: item.slice, title: title,
                  symbol: Rect(x: x, y: y, width: L.legendSymbolWidth, height: rowHeight),
                  textOrigin: Point(x: x + symbolPart, y: y + metrics.ascent),
                  frame: Rect(x: x, y: y - L.legendRowGap / 2, width: width, height: rowHeight + L.legendRowGap))
        }
        var placed: [Entry] = []
        var width = 0.0, height = 0.0
        if vertical {
            let fitRows = Int(((maxHeight - 2 * pad + L.legendRowGap) / (rowHeight + L.legendRowGap)).rounded(.down))
            let rows = max(1, min(items.count, fitRows))
            let columns = (items.count + rows - 1) / rows
            let share = (maxWidth - 2 * pad - Double(columns - 1) * L.legendColumnGap) / Double(max(columns, 1))
            let textLimit = max(min(share, maxColumnWidth) - symbolPart, 12)
            var x = pad
            for column in 0..<columns {
                let members = items[(column * rows)..<min(items.count, (column + 1) * rows)]
                let titles = members.map { measurer.truncated($0.title, font: font, maxWidth: textLimit) }
                let columnWidth = symbolPart + (titles.map { measurer.measure($0, font: font).width }.max() ?? 0)
                for (row, (item, title)) in zip(members, titles).enumerated() {
                    let y = pad + Double(row) * (rowHeight + L.legendRowGap)
                    placed.append(entry(item, title: title, x: x, y: y, width: columnWidth))
                }
                x += columnWidth + L.legendColumnGap
            }
            width = x - L.legendColumnGap + pad
            height = 2 * pad + Double(rows) * rowHeight + Double(rows - 1) * L.legendRowGap
        } else {
            let textLimit = max(maxWidth - 2 * pad - symbolPart, 12)
            var x = pad, y = pad, widest = 0.0
            for item in items {
                let title = measurer.truncated(item.title, font: font, maxWidth: textLimit)
                let w = symbolPart + measurer.measure(title, font: font).width
                if x > pad, x + w > maxWidth - pad {
                    x = pad
                    y += rowHeight + L.legendRowGap
                }
                placed.append(entry(item, title: title, x: x, y: y, width: w))
                widest = max(widest, x + w)
                x += w + L.legendColumnGap
            }
            width = widest + pad
            height = y + rowHeight + pad
        }
        size = items.isEmpty ? .zero : Size(width: width, height: height)
        entries = placed
    }

    /// The entries placed with the legend's top-left corner at `origin`.
    func layouts(at origin: Point) -> [LegendEntryLayout] {
        entries.map { e in
            func moved(_ r: Rect) -> Rect { Rect(x: r.minX + origin.x, y: r.minY + origin.y, width: r.width, height: r.height) }
            return LegendEntryLayout(seriesIndex: e.seriesIndex, symbolFrame: moved(e.symbol),
                                     textOrigin: Point(x: e.textOrigin.x + origin.x, y: e.textOrigin.y + origin.y),
                                     title: e.title, frame: moved(e.frame), sliceName: e.sliceName)
        }
    }
}
