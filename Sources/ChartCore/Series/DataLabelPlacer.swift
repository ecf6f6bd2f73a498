import Foundation

/// Places data labels beside points and bars, greedily in priority order (series in drawing
/// order, then points in position order), never over a label placed before it, of this series
/// or an earlier one (`DataLabelOccupancy`, shared by the frame).
///
/// A label goes where its style puts it; when that place is taken it tries the other side of the
/// point (below for above and the reverse), then right and left of a point; a label with no free
/// place, or outside the plot area, is left out. A place clear of the lines, markers and bars
/// other series drew (`DataObstacle`) wins over one on them, so a label sits on another series'
/// data only where no place is free of it.
struct DataLabelPlacer {
    /// Where a label goes: the point (or a bar's end), and for a bar its start and fill.
    struct Anchor {
        var end: Point
        /// The bar's other end (its baseline side); nil for a point.
        var start: Point?
        /// The bar's colour, to pick a readable text colour inside it.
        var fill: Color?
        /// Whether the value lies below the baseline (its label goes the other way).
        var isNegative: Bool = false
    }

    /// More points in view than this and no labels are drawn: they could not be read anyway.
    static let maximumCandidates = 10_000

    let style: DataLabelStyle
    let theme: Theme
    let measurer: TextMeasuring
    let plotArea: Rect
    let orientation: SeriesOrientation
    /// The labels placed so far in this frame, across series, and the data drawn.
    let occupancy: DataLabelOccupancy
    /// The series placing labels: its own data may lie under them.
    var owner: ObjectIdentifier?

    init(style: DataLabelStyle, theme: Theme, measurer: TextMeasuring, plotArea: Rect, orientation: SeriesOrientation,
         occupancy: DataLabelOccupancy = DataLabelOccupancy()) {
        self.style = style
        self.theme = theme
        self.measurer = measurer
        self.plotArea = plotArea
        self.orientation = orientation
        self.occupancy = occupancy
    }

    /// The text command for `text` at `anchor`, or nil when it would overlap an earlier label
    /// or lie outside the plot area.
    mutating func place(_ text: String, at anchor: Anchor) -> TextCommand? {
        guard !text.isEmpty, anchor.end.x.isFinite, anchor.end.y.isFinite else { return nil }
        let font = style.font ?? theme.dataLabelFont
        let metrics = measurer.measure(text, font: font)
        let size = Size(width: metrics.width, height: metrics.height)
        let offset = style.offset.isFinite ? style.offset : 4
        // Unit direction from the baseline towards the value, on screen.
        let outward: Point
        switch orientation {
        case .horizontal: outward = Point(x: 0, y: anchor.isNegative ? 1 : -1)
        case .vertical: outward = Point(x: anchor.isNegative ? -1 : 1, y: 0)
        }
        var inside = false
        var center: Point
        switch style.position {
        case .above:
            center = beside(anchor.end, direction: outward, distance: offset, size: size)
            // A label that would leave the plot area goes on the other side of the end instead.
            if !plotArea.contains(Point(x: center.x + outward.x * size.width / 2, y: center.y + outward.y * size.height / 2)) {
                center = beside(anchor.end, direction: Point(x: -outward.x, y: -outward.y), distance: offset, size: size)
                inside = anchor.start != nil
            }
        case .below:
            center = beside(anchor.end, direction: Point(x: -outward.x, y: -outward.y), distance: offset, size: size)
            inside = anchor.start != nil
        case .insideEnd:
            if anchor.start != nil {
                center = beside(anchor.end, direction: Point(x: -outward.x, y: -outward.y), distance: offset, size: size)
                inside = true
            } else {
                center = anchor.end
            }
        case .center:
            if let start = anchor.start {
                center = Point(x: (start.x + anchor.end.x) / 2, y: (start.y + anchor.end.y) / 2)
                inside = true
            } else {
                center = anchor.end
            }
        }
        // The preferred place first, then the alternatives: the other side of the end, and for a
        // point its right and left.
        var centres = [center]
        let flipped = Point(x: 2 * anchor.end.x - center.x, y: 2 * anchor.end.y - center.y)
        if flipped != center { centres.append(flipped) }
        if anchor.start == nil {
            // Beside the point, clear of a label of the same width above or below it.
            let side = max(offset, size.width / 2 + 2)
            centres.append(beside(anchor.end, direction: Point(x: 1, y: 0), distance: side, size: size))
            centres.append(beside(anchor.end, direction: Point(x: -1, y: 0), distance: side, size: size))
        }
        var chosen: (center: Point, rect: Rect)?
        // First a place clear of other series' data too; where every place touches some (a line
        // drawn over this one), one clear of labels only, as before.
        for avoidsData in [true, false] where chosen == nil {
        for (number, candidate) in centres.enumerated() {
            let rect = Rect(x: candidate.x - size.width / 2, y: candidate.y - size.height / 2,
                            width: size.width, height: size.height)
            guard rect.maxX > plotArea.minX, rect.minX < plotArea.maxX, rect.maxY > plotArea.minY,
                  rect.minY < plotArea.maxY else { continue }
            // An alternative must lie wholly inside the plot; the preferred place keeps its old rule.
            if number > 0, !(rect.minX >= plotArea.minX && rect.maxX <= plotArea.maxX
                              && rect.minY >= plotArea.minY && rect.maxY <= plotArea.maxY) { continue }
            if occupancy.intersects(rect.insetBy(dx: -1, dy: -1), ignoringDataOf: avoidsData ? owner : nil,
                                    checkingData: avoidsData) { continue }
            chosen = (candidate, rect)
            // Moved off a bar's end to its inside (or out of it), the colour rule follows.
            if number > 0, anchor.start != nil { inside.toggle() }
            break
        }
        }
        guard let chosen else { return nil }
        center = chosen.center
        let rect = chosen.rect
        occupancy.insert(rect)
        let color = style.color ?? (inside ? Self.contrasting(anchor.fill) : theme.dataLabelColor)
        return TextCommand(text: text, font: font, color: color, position: Point(x: center.x, y: rect.minY),
                           horizontalAnchor: .center, verticalAnchor: .top)
    }

    /// The centre of a box of `size` whose near edge lies `distance` from `point` along `direction`.
    private func beside(_ point: Point, direction: Point, distance: Double, size: Size) -> Point {
        let reach = distance + (direction.x != 0 ? size.width / 2 : size.height / 2)
        return Point(x: point.x + direction.x * reach, y: point.y + direction.y * reach)
    }

    /// Black or white, whichever reads better on `fill`.
    static func contrasting(_ fill: Color?) -> Color {
        guard let fill else { return .black }
        let luminance = 0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue
        return luminance > 0.55 ? .black : .white
    }

    /// A value as a label: whole numbers without decimals, others with up to two, negatives with
    /// the minus sign the axis labels use.
    static func defaultText(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        var text: String
        if value == value.rounded(), abs(value) < 1e15 {
            text = String(Int64(value))
        } else {
            text = String(format: "%.2f", value)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        if text.hasPrefix("-") { text = NumberLabelFormatter.minusSign + text.dropFirst() }
        return text
    }
}
