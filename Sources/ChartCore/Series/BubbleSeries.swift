import Foundation

/// A bubble at each (x, y) point whose area follows the point's third value (`area`): bubble
/// area in square points = point area × `scale`.
///
/// ```swift
/// let cities = BubbleSeries(title: "Cities")
/// cities.biggestBubbleDiameterForAutoScaling = 60   // the largest area gets a 60 pt bubble
/// data.add(cities, x: gdp, y: lifeExpectancy, area: population)
/// ```
///
/// Bubbles are circles drawn as fully rounded instanced rectangles, only for the points in view
/// (binary search on sorted x). A point whose area is negative, zero or missing has no bubble.
/// Auto-scaling ignores outliers (an area a million times the next smaller one): they are drawn
/// at the biggest diameter with a doubled outline, and their tooltips keep the real area. Fitted
/// axis ranges are padded by the biggest radius, so bubbles at the data's ends are not cut.
public final class BubbleSeries: ChartSeries {
    public var style = BubbleSeriesStyle()
    /// Used while `isSelected`, and for selected bubbles. Default: a more opaque fill, darker,
    /// with a thicker outline.
    public var selectedStyle: BubbleSeriesStyle?
    /// Square points of bubble per unit of area, when not derived from the data. Default: 1.
    public var scale: Double = 1
    /// When set, `scale` is derived from the data so the largest area gets a bubble of this
    /// diameter in points; nil uses `scale` as it is. Default: 40.
    public var biggestBubbleDiameterForAutoScaling: Double? = 40

    public override init(title: String = "") {
        super.init(title: title)
    }

    public override var valueKeys: [SeriesValueKey] { [.area] }
    override var allowsAggregation: Bool { false }

    var activeStyle: BubbleSeriesStyle { isSelected ? resolvedSelectedStyle : style }

    var resolvedSelectedStyle: BubbleSeriesStyle {
        if let s = selectedStyle { return s }
        var s = style
        s.borderWidth = (s.borderWidth ?? 1) + 1.5
        s.fillColor = s.fillColor?.selectionEmphasis
        return s
    }

    /// The largest diameter a bubble is drawn with, in points: `biggestBubbleDiameterForAutoScaling`
    /// when auto-scaling, else 10,000 (a bubble past that covers any plot anyway).
    var maximumDiameter: Double {
        if let diameter = biggestBubbleDiameterForAutoScaling, diameter.isFinite, diameter > 0 { return diameter }
        return 10_000
    }

    /// The scale in use: when auto-scaling, the largest area that is not an outlier
    /// (`SeriesValues.scaleReference(of:)`: one area a million times the next smaller, such as
    /// 1e308 among areas near 1, would shrink every other bubble to nothing) gets the biggest
    /// diameter; else `scale`.
    func effectiveScale(_ values: SeriesValues) -> Double {
        if let diameter = biggestBubbleDiameterForAutoScaling, diameter.isFinite, diameter > 0 {
            guard let reference = values.scaleReference(of: .area), reference > 0 else { return 0 }
            let s = Double.pi * diameter * diameter / 4 / reference
            return s.isFinite ? s : 0
        }
        return scale.isFinite && scale > 0 ? scale : 0
    }

    /// The diameter in points of a bubble of `area`, at most `maximumDiameter` (outliers are
    /// clamped to it); 0 for none.
    func diameter(area: Double, scale: Double) -> Double {
        guard area.isFinite, area > 0, scale > 0 else { return 0 }
        // The square root of each factor first, so area × scale never overflows.
        let d = 2 * area.squareRoot() * (scale / Double.pi).squareRoot()
        return d.isNaN ? 0 : min(d, maximumDiameter)
    }

    /// Whether the bubble of `area` is drawn smaller than its area says: an outlier clamped to
    /// `maximumDiameter`, drawn with a doubled outline so it is not read as an ordinary bubble.
    func isClamped(area: Double, scale: Double) -> Bool {
        guard area.isFinite, area > 0, scale > 0 else { return false }
        return 2 * area.squareRoot() * (scale / Double.pi).squareRoot() > maximumDiameter * (1 + 1e-9)
    }

    /// The biggest bubble's radius, in points: how far a bubble may reach past its centre.
    func largestRadius(_ values: SeriesValues) -> Double {
        diameter(area: values.maximum(of: .area) ?? 0, scale: effectiveScale(values)) / 2
    }

    override func hitShape(at index: Int, frame: SeriesFrame) -> HitShape? {
        let values = frame.values
        let areas = frame.column(.area)
        guard index >= 0, index < values.count, index < areas.count else { return nil }
        let d = diameter(area: areas[index], scale: effectiveScale(values))
        let centre = frame.point(position: values.positioned.x[index], value: values.positioned.y[index])
        guard d > 0, centre.x.isFinite, centre.y.isFinite else { return nil }
        return .point(centre, radius: d / 2)
    }

    override func hitReach(_ frame: SeriesFrame) -> Double { largestRadius(frame.values) }

    override func tooltipValues(at index: Int, frame: SeriesFrame) -> [TooltipValue] {
        let values = frame.values
        guard index >= 0, index < values.count else { return [] }
        return frame.tooltipPositionAndValue(position: values.positioned.x[index], value: values.positioned.y[index])
            + frame.tooltipValues(at: index, keys: [.area], includingPosition: false)
    }

    override func tooltipColor(at index: Int?, frame: SeriesFrame, theme: Theme, paletteColor: Color) -> Color {
        style.borderColor ?? style.fillColor?.withAlpha(1) ?? paletteColor
    }

    override var showsDataLabels: Bool { activeStyle.showsLabels }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        let values = frame.values
        let areas = frame.column(.area)
        let scale = effectiveScale(values)
        // A bubble whose centre lies outside the view may still reach into it.
        let reach = largestRadius(values)
        let axis = frame.positionAxis, start = frame.positionSpan.pixelStart
        let margin = abs(frame.position(atPixel: start + reach) - frame.position(atPixel: start))
        let r = axis.visibleRange
        let visible = values.indices(inPositionRange: AxisRange(min: min(r.min, r.max) - margin, max: max(r.min, r.max) + margin))
        let normal = activeStyle, selected = resolvedSelectedStyle
        var shapes: [RectShape] = []
        for index in visible where index < areas.count {
            let d = diameter(area: areas[index], scale: scale)
            guard d > 0 else { continue }
            let centre = frame.point(position: values.positioned.x[index], value: values.positioned.y[index])
            guard centre.x.isFinite, centre.y.isFinite else { continue }
            let pointSelected = selectedPointIndices.contains(index)
            let s = pointSelected ? selected : normal
            let base = context.paletteColor
            let plain = base.withAlpha(0.6)
            let fill = s.fillColor ?? (pointSelected || isSelected ? plain.selectionEmphasis : plain)
            let border = max(s.borderWidth ?? 1, 0) * (isClamped(area: areas[index], scale: scale) ? 2 : 1)
            shapes.append(RectShape(rect: Rect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d),
                                    fill: fill, cornerRadius: d / 2, borderWidth: border,
                                    borderColor: s.borderColor ?? base))
        }
        var commands: [DrawCommand] = shapes.isEmpty ? [] : [.rects(shapes)]
        if normal.showsLabels {
            commands += context.dataLabels(self, style: normal.labelStyle) { index in
                let centre = frame.point(position: values.positioned.x[index], value: values.positioned.y[index])
                let radius = index < areas.count ? self.diameter(area: areas[index], scale: scale) / 2 : 0
                switch normal.labelStyle.position {
                case .above: return DataLabelPlacer.Anchor(end: Point(x: centre.x, y: centre.y - radius))
                case .below: return DataLabelPlacer.Anchor(end: Point(x: centre.x, y: centre.y + radius))
                case .insideEnd, .center: return DataLabelPlacer.Anchor(end: centre)
                }
            }
        }
        return commands
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let s = activeStyle
        let d = min(rect.height, rect.width) * 0.8
        return [.rects([RectShape(rect: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d),
                                  fill: s.fillColor ?? context.paletteColor.withAlpha(0.6), cornerRadius: d / 2,
                                  borderWidth: min(max(s.borderWidth ?? 1, 0), 2),
                                  borderColor: s.borderColor ?? context.paletteColor)])]
    }
}
