/// How a series labels its points with their values (when its style's `showsLabels` is on).
///
/// Labels are laid out in position order; one that would overlap the label before it is left
/// out, so dense data show every few labels instead of a smear.
public struct DataLabelStyle: Hashable, Sendable {
    public enum Position: Hashable, Sendable, CaseIterable {
        /// Beyond the point or the bar's end, away from the baseline.
        case above
        /// On the baseline's side of the point (for bars: just past the end, inside).
        case below
        /// Inside the bar, against its end (points: centred on the point).
        case insideEnd
        /// Centred on the point or in the middle of the bar.
        case center
    }

    /// Default: above.
    public var position: Position
    /// Default: the theme's `dataLabelFont`.
    public var font: FontSpec?
    /// Default: the theme's `dataLabelColor`; inside a bar, black or white, whichever stands out.
    public var color: Color?
    /// Distance between the point (or bar end) and the label, in points. Default: 4.
    public var offset: Double

    public init(position: Position = .above, font: FontSpec? = nil, color: Color? = nil, offset: Double = 4) {
        self.position = position
        self.font = font
        self.color = color
        self.offset = offset
    }
}
