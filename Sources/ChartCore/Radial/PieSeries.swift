import Foundation

/// A pie: one slice per point, its angle proportional to the point's value, named by the
/// datasource (`ChartDataSource.chart(_:namesForPointsInSeriesAt:)`, or "Slice N").
///
/// A chart whose series are all pies or donuts lays out a circular plot area with no cartesian
/// axes, lists one legend entry per slice, and can be spun by dragging. Values that are negative,
/// NaN or infinite are skipped (they get no slice, no label, no legend entry); zero values get no
/// slice and no label but keep their legend entry.
///
/// ```swift
/// let pie = PieSeries(title: "Energy")
/// pie.labelPosition = .outside
/// pie.rotateSelectedSliceTo = .pi / 2      // the selected slice turns to face the bottom
/// data.add(pie, values: [38, 24, 19, 11], names: ["Gas", "Wind", "Nuclear", "Solar"])
/// ```
public class PieSeries: ChartSeries, RotatableSeries {
    /// Where the first slice starts, in radians clockwise from 3 o'clock. Default: −π/2 (12 o'clock).
    public var startAngle: Double = -.pi / 2
    /// Which way slices follow one another. Default: clockwise.
    public var direction: RotationDirection = .clockwise
    /// The current rotation, in radians clockwise, added to `startAngle`: the drag gesture,
    /// momentum and `Chart.rotate(_:to:animated:)` change it. Default: 0.
    public var rotationAngle: Double = 0
    /// Where slice labels go. Default: inside.
    public var labelPosition: SliceLabelPosition = .inside
    /// Label text from the slice's value, fraction and name; nil: the name and the percentage
    /// ("Wind 24 %"). Default: nil.
    public var sliceLabelFormatter: ((SliceLabelInput) -> String)?
    /// Default: the theme's data label font and colour.
    public var labelStyle = TextStyle()
    /// The spoke (leader line) from a slice to its outside label. Default: 1 pt, 14 pt long,
    /// in the slice's colour.
    public var spokeStyle = SpokeStyle()
    /// Spoke styles of particular slices, by slice name, replacing `spokeStyle` for them.
    public var sliceSpokeStyles: [String: SpokeStyle] = [:]
    /// The spoke of a selected slice, replacing its own; nil: the slice keeps its spoke. Default: nil.
    public var selectedSpokeStyle: SpokeStyle?
    /// Looks of particular slices, by name (fill, border, label colour), over the palette's.
    public var sliceStyles: [String: PieSliceStyle] = [:]
    /// What every selected slice changes, over its own look. Default: nothing.
    public var selectedSliceStyle = PieSliceStyle()
    /// Selected looks of particular slices, by name, over `selectedSliceStyle`.
    public var selectedSliceStyles: [String: PieSliceStyle] = [:]
    /// Alters one slice's label before it is placed: its text, colour, visibility and spoke (the
    /// reference's `alterLabel` delegate method, as a closure). Default: nil.
    ///
    /// ```swift
    /// pie.alterSliceLabel = { input, label in
    ///     if input.fraction < 0.02 { label.isHidden = true }
    ///     if input.name == "Solar" { label.spoke.anchorRadius = 3; label.color = .black }
    /// }
    /// ```
    public var alterSliceLabel: ((SliceLabelInput, inout SliceLabelAppearance) -> Void)?
    /// Slices smaller than this angle (radians) are drawn together as one "Other" slice; 0
    /// groups nothing. Default: 0.
    public var minimumSliceAngle: Double = 0
    /// The name of the grouped small slices. Default: "Other".
    public var otherSliceName = "Other"
    /// How far a selected slice moves out from the centre, in points. Default: 10.
    public var protrusion: Double = 10
    /// An angle (radians clockwise from 3 o'clock: π/2 is the bottom) the selected slice's middle
    /// turns to, animated, when it is selected; nil: selection does not rotate. Default: nil.
    public var rotateSelectedSliceTo: Double?
    /// Dragging rotates the pie. Default: true.
    public var gesturesEnabled = true
    /// A released drag keeps the pie spinning, slowing with `rotationFriction`. Default: true.
    public var momentumEnabled = true
    /// How quickly a spin slows: its angular speed falls as e^(−friction·t), t in seconds. Default: 3.
    public var rotationFriction: Double = 3
    /// Whether the click that stops a spinning pie also selects the slice under it. Default:
    /// false, so a user can catch the pie without selecting (the reference's
    /// `selectionEnabledDuringPanning`); the next click selects as usual.
    public var selectsWhenStoppingSpin = false
    /// A border between slices, in points, in the plot background's colour; 0 for none. Default: 1.
    public var sliceBorderWidth: Double = 1
    /// Colours of particular slices, by name, instead of the palette's.
    public var sliceColors: [String: Color] = [:]
    /// Names of the slices hidden from the circle (a legend click toggles them).
    public var hiddenSliceNames: Set<String> = []

    /// Each slice name's palette slot, kept across reloads so a name keeps its colour.
    var slicePaletteSlots: [String: Int] = [:]

    public override init(title: String) {
        super.init(title: title)
        selectionMode = .point
    }

    // A pie's legend lists its slices (`makeSliceLegendSymbol`), not the series.
    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] { [] }

    /// The hole's radius as a fraction of the outer radius: 0 for a pie.
    public var holeFraction: Double { 0 }

    /// The slice colour for `name`: an explicit `sliceColors` entry, else the palette colour of
    /// the slot the name was first given. The grouped small slices, which hold no slot of their
    /// own, are a neutral grey: a palette colour would repeat a neighbour's and read as one of
    /// the named slices.
    func sliceColor(_ name: String, theme: Theme) -> Color {
        if let color = sliceStyles[name]?.fillColor ?? sliceColors[name] { return color }
        if let slot = slicePaletteSlots[name] { return theme.paletteColor(slot) }
        if name == otherSliceName { return Self.otherSliceColor(theme) }
        return theme.paletteColor(0)
    }

    /// The grouped "Other" slice's colour: the theme's label colour halfway to the plot's ground,
    /// a grey that reads as "the rest" in light and dark themes alike.
    static func otherSliceColor(_ theme: Theme) -> Color {
        theme.tickLabelColor.mixed(with: theme.plotBackground, amount: 0.45)
    }

    /// Gives every new slice name the lowest free palette slot; names seen before keep theirs.
    func assignSliceSlots(_ names: [String]) {
        var slots = PaletteSlots(holding: slicePaletteSlots.values)
        for name in names where slicePaletteSlots[name] == nil {
            slicePaletteSlots[name] = slots.take()
        }
    }

    /// The spoke style of slice `name`.
    func spokeStyle(for name: String) -> SpokeStyle { sliceSpokeStyles[name] ?? spokeStyle }

    /// Whether `slice` is selected.
    func isSelected(_ slice: PieSlice) -> Bool {
        slice.pointIndex.map { selectedPointIndices.contains($0) } ?? false
    }

    /// The spoke of `slice` in its current state: the selected spoke when it is selected.
    func spokeStyle(for slice: PieSlice) -> SpokeStyle {
        isSelected(slice) ? selectedSpokeStyle ?? spokeStyle(for: slice.name) : spokeStyle(for: slice.name)
    }

    /// The look of `slice` in its current state: its own style, and when selected the selected
    /// style and its own selected style over it.
    func sliceStyle(for slice: PieSlice) -> PieSliceStyle {
        var style = sliceStyles[slice.name] ?? PieSliceStyle()
        if isSelected(slice) {
            style = selectedSliceStyle.over(style)
            if let own = selectedSliceStyles[slice.name] { style = own.over(style) }
        }
        return style
    }

    /// The fill of `slice` in its current state.
    func fillColor(for slice: PieSlice, theme: Theme) -> Color {
        sliceStyle(for: slice).fillColor ?? sliceColor(slice.name, theme: theme)
    }
}

/// The look of one pie or donut slice; nil values leave the series' own.
public struct PieSliceStyle: Hashable, Sendable {
    public var fillColor: Color?
    /// The border between this slice and its neighbours; nil: the series' `sliceBorderWidth`
    /// in the plot's background colour.
    public var borderColor: Color?
    public var borderWidth: Double?
    /// The slice's label text colour.
    public var labelColor: Color?

    public init(fillColor: Color? = nil, borderColor: Color? = nil, borderWidth: Double? = nil, labelColor: Color? = nil) {
        self.fillColor = fillColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.labelColor = labelColor
    }

    /// This style's values where set, `base`'s elsewhere.
    func over(_ base: PieSliceStyle) -> PieSliceStyle {
        PieSliceStyle(fillColor: fillColor ?? base.fillColor, borderColor: borderColor ?? base.borderColor,
                      borderWidth: borderWidth ?? base.borderWidth, labelColor: labelColor ?? base.labelColor)
    }
}

/// One slice's label as `PieSeries.alterSliceLabel` may change it.
public struct SliceLabelAppearance: Hashable, Sendable {
    public var text: String
    /// nil: the slice style's label colour, else the series' label style, else the default.
    public var color: Color?
    /// A hidden label takes no place and draws no spoke.
    public var isHidden = false
    /// The spoke to an outside label.
    public var spoke: SpokeStyle

    public init(text: String, color: Color? = nil, isHidden: Bool = false, spoke: SpokeStyle) {
        self.text = text
        self.color = color
        self.isHidden = isHidden
        self.spoke = spoke
    }
}

/// A donut: a pie with a hole. Several donut series in one chart draw as concentric rings, the
/// first series innermost.
///
/// ```swift
/// let ring = DonutSeries(title: "2024")
/// ring.innerRadius = 0.6
/// ```
public final class DonutSeries: PieSeries {
    /// The hole's radius as a fraction of the outer radius, 0…0.95. Default: 0.55.
    public var innerRadius: Double = 0.55

    public override var holeFraction: Double {
        innerRadius.isFinite ? min(max(innerRadius, 0), 0.95) : 0.55
    }
}

/// Which way a pie's slices follow one another.
public enum RotationDirection: String, Hashable, Sendable {
    case clockwise, counterClockwise
}

/// Where a pie's slice labels go.
public enum SliceLabelPosition: String, Hashable, Sendable {
    /// No labels.
    case none
    /// Inside the slice, where the text fits (left out where it does not).
    case inside
    /// Outside the circle, joined to the slice by a spoke; stacked on the left and right so they
    /// never overlap.
    case outside
}

/// What a slice label formatter is given.
public struct SliceLabelInput: Hashable, Sendable {
    public var name: String
    public var value: Double
    /// The slice's share of the shown slices, 0…1.
    public var fraction: Double
}

/// The look of the spoke joining a slice to its outside label.
public struct SpokeStyle: Hashable, Sendable {
    /// nil: the slice's colour (shaded where it would not show on the plot's ground).
    public var color: Color?
    /// In points. Default: 1.
    public var width: Double
    /// From the anchor to the elbow, in points. Default: 14.
    public var length: Double
    /// Where the spoke starts, in points out from the slice's rim along its middle; negative
    /// starts it inside the slice. Default: 0.
    public var anchorOffset: Double
    /// A dot at the spoke's start, in points; 0 for none. Default: 0.
    public var anchorRadius: Double
    /// The dot's colour; nil: the spoke's. Default: nil.
    public var anchorColor: Color?
    /// The gap between the spoke's end and its label, in points. Default: 3.
    public var labelPadding: Double
    /// Whether the spoke is drawn (the label stays). Default: true.
    public var isVisible: Bool

    public init(color: Color? = nil, width: Double = 1, length: Double = 14, anchorOffset: Double = 0,
                anchorRadius: Double = 0, anchorColor: Color? = nil, labelPadding: Double = 3, isVisible: Bool = true) {
        self.color = color
        self.width = width
        self.length = length
        self.anchorOffset = anchorOffset
        self.anchorRadius = anchorRadius
        self.anchorColor = anchorColor
        self.labelPadding = labelPadding
        self.isVisible = isVisible
    }

    /// How far past the rim the elbow stands (never inside the pie).
    var reach: Double {
        let l = length.isFinite ? max(0, length) : 14, o = anchorOffset.isFinite ? anchorOffset : 0
        return max(0, o + l)
    }
}
