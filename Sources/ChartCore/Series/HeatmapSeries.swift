import Foundation

/// A grid of values drawn as coloured cells: a matrix, an image, a table of one measure over two
/// keys. Columns run along x and rows along y, the first row at the top (as a matrix is written
/// and an image is stored); a colour bar to the right of the plot reads the colours back.
///
/// ```swift
/// let kinship = HeatmapSeries(title: "Kinship", grid: HeatmapGrid(rows: 50, columns: 50, values: k))
/// kinship.columnNames = ids
/// kinship.rowNames = ids
/// chart.xAxis = CategoryAxis(categories: kinship.columnNames)
/// chart.yAxis = CategoryAxis(categories: kinship.yAxisCategories)
/// data.add(kinship)
/// ```
///
/// The whole grid is one texture of floats, uploaded once and coloured in the shader, so a
/// frame costs one quad whatever the number of cells. A grid wider or taller than
/// `maximumTextureSide` is reduced once, on the CPU, to the mean of each block of cells.
/// Cells are placed by extents: columns split `xExtent` evenly, rows `yExtent`; the defaults,
/// −0.5…n−0.5, put cell i at position i, where a `CategoryAxis` puts its i-th name.
public final class HeatmapSeries: ChartSeries {
    public var grid: HeatmapGrid {
        didSet { cachedImage = nil }
    }
    /// From the left edge of the first column to the right edge of the last, in x axis values.
    public var xExtent: AxisRange
    /// From the bottom edge to the top edge of the grid, in y axis values.
    public var yExtent: AxisRange
    /// Whether row 0 is drawn at the top (`yExtent.max`), as a matrix or an image reads;
    /// false: at the bottom, as a y axis counts. Default: true.
    public var firstRowAtTop = true
    /// Names of the columns for tooltips (and for a `CategoryAxis` on x); empty: their numbers.
    public var columnNames: [String] = []
    /// Names of the rows for tooltips (`yAxisCategories` for a `CategoryAxis` on y); empty: their numbers.
    public var rowNames: [String] = []
    public var style = HeatmapSeriesStyle()
    /// The longest side, in texels, of the texture the grid is drawn from: larger grids are
    /// averaged down once, by whole blocks of cells. Default: 4096 (64 MB of floats at most);
    /// a renderer with a smaller `GL_MAX_TEXTURE_SIZE` reduces further.
    public var maximumTextureSide = 4096 {
        didSet { if maximumTextureSide != oldValue { cachedImage = nil } }
    }
    private var cachedImage: HeatmapImage?

    /// A heatmap of `grid`; nil extents: −0.5…columns−0.5 and −0.5…rows−0.5 (cell i at i).
    public init(title: String = "", grid: HeatmapGrid, xExtent: AxisRange? = nil, yExtent: AxisRange? = nil) {
        self.grid = grid
        self.xExtent = xExtent ?? AxisRange(min: -0.5, max: Double(grid.columns) - 0.5)
        self.yExtent = yExtent ?? AxisRange(min: -0.5, max: Double(grid.rows) - 0.5)
        super.init(title: title)
        // The colour bar is its legend.
        showsInLegend = false
    }

    /// `rowNames` in the order a `CategoryAxis` on y lists them (bottom first).
    public var yAxisCategories: [String] { firstRowAtTop ? rowNames.reversed() : rowNames }

    /// The texture the grid is drawn from (reduced past `maximumTextureSide`), made once.
    public var image: HeatmapImage {
        if let cachedImage { return cachedImage }
        let made = HeatmapImage.reduced(grid, maximumSide: maximumTextureSide)
        cachedImage = made
        return made
    }

    /// The colour map the cells are drawn with: the style's, or the one the values call for.
    public var resolvedColorMap: ColorMap {
        style.colorMap ?? (isDiverging ? .blueRed : .viridis)
    }

    /// The values at the ends of the colour map.
    public var resolvedValueRange: AxisRange {
        if let range = style.valueRange, range.min.isFinite, range.max.isFinite { return range }
        guard let extent = grid.valueExtent else { return AxisRange(min: 0, max: 1) }
        if style.colorMap == nil && isDiverging {
            let reach = max(-extent.min, extent.max)
            return AxisRange(min: -reach, max: reach)
        }
        if extent.min == extent.max { return AxisRange(min: extent.min - 0.5, max: extent.max + 0.5) }
        return extent
    }

    /// Values on both sides of 0, the smaller side reaching at least half as far as the larger:
    /// differences, correlations, anomalies, whose sign is the news.
    var isDiverging: Bool {
        guard let extent = grid.valueExtent, extent.min < 0, extent.max > 0 else { return false }
        return min(-extent.min, extent.max) >= 0.5 * max(-extent.min, extent.max)
    }

    /// The cell at x and y axis values; nil outside the grid.
    public func cell(atX x: Double, y: Double) -> HeatmapCell? {
        guard grid.rows > 0, grid.columns > 0, xExtent.max > xExtent.min, yExtent.max > yExtent.min else { return nil }
        let u = (x - xExtent.min) / (xExtent.max - xExtent.min)
        var v = (y - yExtent.min) / (yExtent.max - yExtent.min)
        guard u >= 0, u < 1, v >= 0, v < 1 else { return nil }
        if firstRowAtTop { v = 1 - v }
        let column = min(Int(u * Double(grid.columns)), grid.columns - 1)
        let row = min(Int(v * Double(grid.rows)), grid.rows - 1)
        return HeatmapCell(row: row, column: column, value: grid.value(row: row, column: column))
    }

    /// The centre of a cell in axis values.
    public func center(row: Int, column: Int) -> (x: Double, y: Double) {
        let w = (xExtent.max - xExtent.min) / Double(max(grid.columns, 1))
        let h = (yExtent.max - yExtent.min) / Double(max(grid.rows, 1))
        let x = xExtent.min + (Double(column) + 0.5) * w
        let y = firstRowAtTop ? yExtent.max - (Double(row) + 0.5) * h : yExtent.min + (Double(row) + 0.5) * h
        return (x, y)
    }

    /// The name of a row (its number when unnamed).
    public func rowName(_ row: Int) -> String { row < rowNames.count ? rowNames[row] : "\(row)" }
    /// The name of a column (its number when unnamed).
    public func columnName(_ column: Int) -> String { column < columnNames.count ? columnNames[column] : "\(column)" }

    // MARK: Hooks

    override func valueExtent(_ values: SeriesValues) -> AxisRange? { yExtent }

    override var allowsAggregation: Bool { false }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame, grid.rows > 0, grid.columns > 0 else { return [] }
        let image = self.image
        guard image.width > 0, image.height > 0 else { return [] }
        let top = firstRowAtTop ? yExtent.max : yExtent.min, bottom = firstRowAtTop ? yExtent.min : yExtent.max
        let a = frame.point(position: xExtent.min, value: top), b = frame.point(position: xExtent.max, value: bottom)
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return [] }
        let range = resolvedValueRange
        return [.heatmap(HeatmapCommand(image: image, rect: Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y),
                                        colorMap: resolvedColorMap, low: range.min, high: range.max,
                                        missingColor: style.missingColor ?? .clear))]
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let map = resolvedColorMap, n = 6
        return (0..<n).map { i in
            let w = rect.width / Double(n)
            return .rects([RectShape(rect: Rect(x: rect.minX + Double(i) * w, y: rect.minY, width: w, height: rect.height),
                                     fill: map.color(at: (Double(i) + 0.5) / Double(n)))])
        }
    }

    /// The row, column and value of cell `index` (row · columns + column).
    func cellTooltipValues(_ cell: HeatmapCell) -> [TooltipValue] {
        return [TooltipValue(name: "row", value: Double(cell.row), text: rowName(cell.row)),
                TooltipValue(name: "column", value: Double(cell.column), text: columnName(cell.column)),
                TooltipValue(name: "value", value: cell.value, text: cell.value.isFinite ? Self.valueString(cell.value) : "missing")]
    }

    /// A cell value for a tooltip: up to six significant digits.
    static func valueString(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude != 0 && (magnitude >= 1e7 || magnitude < 1e-4) { return String(format: "%.4g", value) }
        var text = String(format: "%.6g", value)
        if text.contains(".") && !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
