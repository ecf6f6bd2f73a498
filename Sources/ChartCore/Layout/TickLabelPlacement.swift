import Foundation

/// Where one tick label goes: its text anchor and turn, and the box it covers, for a label of a
/// given size at a tick, beside an axis on a given side.
///
/// Labels hang off the axis away from the plot area: their box's inner edge (the edge nearer the
/// axis line) lies on `edge`, and the label is centred on its tick when level; a turned label on
/// an x axis ends at its tick (diagonal labels run down and to the left under a bottom axis), so
/// long texts fit under narrow ticks.
struct TickLabelPlacement: Equatable {
    var position: Point
    var horizontalAnchor: TextCommand.HorizontalAnchor
    var verticalAnchor: TextCommand.VerticalAnchor
    var rotation: Double
    /// The axis-aligned box around the (turned) text, in points.
    var box: Rect

    init(side: AxisSide, orientation: TickLabelOrientation, size: Size, tick: Double, edge: Double) {
        switch (side, orientation) {
        case (.bottom, .horizontal): (horizontalAnchor, verticalAnchor) = (.center, .top)
        case (.bottom, _): (horizontalAnchor, verticalAnchor) = (.right, .center)
        case (.top, .horizontal): (horizontalAnchor, verticalAnchor) = (.center, .bottom)
        case (.top, _): (horizontalAnchor, verticalAnchor) = (.left, .center)
        case (.left, .vertical): (horizontalAnchor, verticalAnchor) = (.center, .bottom)
        case (.left, _): (horizontalAnchor, verticalAnchor) = (.right, .center)
        case (.right, .vertical): (horizontalAnchor, verticalAnchor) = (.center, .top)
        case (.right, _): (horizontalAnchor, verticalAnchor) = (.left, .center)
        }
        rotation = orientation.angle
        let bounds = Self.turnedBounds(size: size, horizontal: horizontalAnchor, vertical: verticalAnchor,
                                       angle: rotation)
        let anchor: Point
        switch side {
        case .bottom: anchor = Point(x: tick, y: edge - bounds.minY)
        case .top: anchor = Point(x: tick, y: edge - bounds.maxY)
        case .left: anchor = Point(x: edge - bounds.maxX, y: tick)
        case .right: anchor = Point(x: edge - bounds.minX, y: tick)
        }
        position = anchor
        box = Rect(x: anchor.x + bounds.minX, y: anchor.y + bounds.minY, width: bounds.width, height: bounds.height)
    }

    /// The stretch the label covers along the axis (x for an x axis, y for a y axis).
    func alongAxis(_ side: AxisSide) -> ClosedRange<Double> {
        let (low, high) = side.isHorizontal ? (box.minX, box.maxX) : (box.minY, box.maxY)
        // A NaN edge (a degenerate layout) would trap in ClosedRange: such a label covers nothing.
        guard low <= high else { return 0...0 }
        return low...high
    }

    /// How far the box reaches across the axis.
    func depth(_ side: AxisSide) -> Double {
        side.isHorizontal ? box.height : box.width
    }

    /// The box of a `size` text around its anchor, turned counter-clockwise by `angle` on a
    /// y-down screen: (x, y) ↦ (x·cos + y·sin, −x·sin + y·cos).
    static func turnedBounds(size: Size, horizontal: TextCommand.HorizontalAnchor,
                             vertical: TextCommand.VerticalAnchor, angle: Double) -> Rect {
        let w = size.width, h = size.height
        let x0: Double = horizontal == .left ? 0 : horizontal == .center ? -w / 2 : -w
        let y0: Double = vertical == .top ? 0 : vertical == .bottom ? -h : -h / 2
        let c = abs(angle) < 1e-12 ? 1 : cos(angle), s = abs(angle) < 1e-12 ? 0 : sin(angle)
        // Scalars rather than arrays of corners: layout and scene place every label several times
        // a frame. Compared in the order `Array.min()`/`max()` would, so the result is the same.
        var minX = x0 * c + y0 * s, maxX = minX
        var minY = -x0 * s + y0 * c, maxY = minY
        func include(_ x: Double, _ y: Double) {
            let turnedX = x * c + y * s, turnedY = -x * s + y * c
            if turnedX < minX { minX = turnedX }
            if turnedX > maxX { maxX = turnedX }
            if turnedY < minY { minY = turnedY }
            if turnedY > maxY { maxY = turnedY }
        }
        include(x0 + w, y0)
        include(x0, y0 + h)
        include(x0 + w, y0 + h)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
