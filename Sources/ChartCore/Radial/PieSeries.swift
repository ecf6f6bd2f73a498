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
        if let color = sliceColors[name] { return color }
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
    /// nil: the slice's colour.
    public var color: Color?
    /// In points. Default: 1.
    public var width: Double
    /// From the rim to the elbow, in points. Default: 14.
    public var length: Double

    public init(color: Color? = nil, width: Double = 1, length: Double = 14) {
        self.color = color
        self.width = width
        self.length = length
    }
}
