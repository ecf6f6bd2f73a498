/// Measures a chart's title, legend and axes and gives the plot area what remains.
///
/// Tick labels depend on the axis length (tick density follows pixels) and the axis length depends
/// on the labels' size, so the y axis is measured after the plot height is known, and the x axis
/// is measured twice when its last label would stick out past the right edge.
struct LayoutEngine {
    let chart: Chart
    let size: Size
    let scale: Double
    let measurer: TextMeasuring

    /// Space around the whole chart, in points.
    static let outerMargin = 12.0
    static let titleGap = 10.0
    static let labelGap = 4.0
    static let axisTitleGap = 6.0
    static let legendGap = 12.0
    static let legendPadding = 8.0
    static let legendSymbolWidth = 24.0
    static let legendSymbolGap = 6.0
    static let legendRowGap = 4.0
    static let legendColumnGap = 16.0

    var theme: Theme { chart.theme }

    func run() -> ChartLayout {
        let grid = PixelGrid(scale: scale)
        let content = Rect(x: 0, y: 0, width: size.width, height: size.height)
            .insetBy(dx: Self.outerMargin, dy: Self.outerMargin)
        var top = content.minY, bottom = content.maxY, left = content.minX, right = content.maxX

        var titleFrame: Rect?
        if let title = chart.title, !title.isEmpty {
            let m = measurer.measure(title, font: chart.titleStyle.font ?? theme.titleFont)
            titleFrame = Rect(x: content.minX, y: top, width: content.width, height: m.height)
            top += m.height + Self.titleGap
        }

        let entries = legendEntries()
        let legendVertical = ![.top, .bottom].contains(chart.legend.position)
        let legendSize = entries.isEmpty ? Size.zero : measureLegend(entries, vertical: legendVertical)
        let legendOutside = !entries.isEmpty && chart.legend.placement == .outsidePlotArea
        if legendOutside {
            switch chart.legend.position {
            case .left, .topLeft, .bottomLeft: left += legendSize.width + Self.legendGap
            case .right, .topRight, .bottomRight: right -= legendSize.width + Self.legendGap
            case .top: top += legendSize.height + Self.legendGap
            case .bottom: bottom -= legendSize.height + Self.legendGap
            }
        }

        let xStyle = chart.xAxis.style, yStyle = chart.yAxis.style
        let xLabelFont = xStyle.labelFont ?? theme.tickLabelFont
        let yLabelFont = yStyle.labelFont ?? theme.tickLabelFont
        let xLabelHeight = measurer.measure("0", font: xLabelFont).height
        let yLabelHeight = measurer.measure("0", font: yLabelFont).height
        let xTitleHeight = chart.xAxis.title.map {
            measurer.measure($0, font: xStyle.titleFont ?? theme.axisTitleFont).height } ?? 0
        let yTitleHeight = chart.yAxis.title.map {
            measurer.measure($0, font: yStyle.titleFont ?? theme.axisTitleFont).height } ?? 0

        let xTick = chart.xAxis.showLabels ? (xStyle.majorTickLength ?? 5) : 0
        let xBand = 1 + xTick + (chart.xAxis.showLabels ? Self.labelGap + xLabelHeight : 0)
            + (xTitleHeight > 0 ? Self.axisTitleGap + xTitleHeight : 0)
        let plotTop = grid.snap(top + yLabelHeight / 2)
        let plotBottom = grid.snap(max(plotTop + 1, bottom - xBand))

        chart.yAxis.pixelStart = plotTop
        chart.yAxis.pixelLength = plotBottom - plotTop
        var yAxis = measureAxis(chart.yAxis, font: yLabelFont, labelHeight: yLabelHeight)
        let yTick = chart.yAxis.showLabels ? (yStyle.majorTickLength ?? 5) : 0
        let yBand = 1 + yTick + (chart.yAxis.showLabels ? Self.labelGap + yAxis.maxLabelWidth : 0)
            + (yTitleHeight > 0 ? Self.axisTitleGap + yTitleHeight : 0)
        let plotLeft = grid.snap(left + yBand)

        // The last x label is centred on its tick and may stick out past the plot's right edge.
        var plotRight = grid.snap(right)
        chart.xAxis.pixelStart = plotLeft
        chart.xAxis.pixelLength = max(1, plotRight - plotLeft)
        var xAxis = measureAxis(chart.xAxis, font: xLabelFont, labelHeight: xLabelHeight)
        if let lastValue = xAxis.majorTicks.values.last, let lastLabel = xAxis.labels.last {
            let overhang = chart.xAxis.pixelValue(forDataValue: lastValue)
                + measurer.measure(lastLabel, font: xLabelFont).width / 2 - right
            if overhang > 0 {
                plotRight = grid.snap(right - overhang - 2)
                chart.xAxis.pixelLength = max(1, plotRight - plotLeft)
                xAxis = measureAxis(chart.xAxis, font: xLabelFont, labelHeight: xLabelHeight)
            }
        }

        let plotArea = Rect(x: plotLeft, y: plotTop, width: max(1, plotRight - plotLeft),
                            height: plotBottom - plotTop)
        xAxis.frame = Rect(x: plotArea.minX, y: plotArea.maxY, width: plotArea.width, height: xBand)
        yAxis.frame = Rect(x: plotArea.minX - yBand, y: plotArea.minY, width: yBand, height: plotArea.height)
        if xTitleHeight > 0 {
            xAxis.titleCenter = Point(x: plotArea.midX, y: xAxis.frame.maxY - xTitleHeight / 2)
        }
        if yTitleHeight > 0 {
            yAxis.titleCenter = Point(x: yAxis.frame.minX + yTitleHeight / 2, y: plotArea.midY)
        }

        var legendFrame: Rect?
        var placedEntries: [LegendEntryLayout] = []
        if !entries.isEmpty {
            let frame = grid.snap(placeLegend(size: legendSize, plotArea: plotArea, content: content,
                                              top: top, bottom: bottom, outside: legendOutside))
            legendFrame = frame
            placedEntries = arrangeLegend(entries, in: frame, vertical: legendVertical)
        }

        return ChartLayout(size: size, scale: scale, plotArea: plotArea, titleFrame: titleFrame,
                           legendFrame: legendFrame, legendEntries: placedEntries,
                           xAxis: xAxis, yAxis: yAxis)
    }

    private func measureAxis(_ axis: Axis, font: FontSpec, labelHeight: Double) -> AxisLayout {
        let major = axis.majorTicks()
        let minor = axis.showMinorTicks || axis.showMinorGridLines ? axis.minorTicks(major: major)
            : TickSet(values: [], step: 0)
        let labels = axis.showLabels ? axis.labels(for: major) : []
        let widest = labels.map { measurer.measure($0, font: font).width }.max() ?? 0
        return AxisLayout(majorTicks: major, minorTicks: minor, labels: labels, maxLabelWidth: widest,
                          labelHeight: labelHeight, frame: .zero, titleCenter: nil)
    }
}
