/// The "Follow" button a streaming chart shows in its overlay while following is paused: a click
/// resumes it, as End does. Attached by the chart itself once it streams (`Chart+Streaming`).
final class FollowButton: ChartExtension {
    static let size = Size(width: 92, height: 22)
    static let margin = 8.0
    private var pressed = false

    /// Where the button is for `layout`, when it shows.
    func frame(in chart: Chart, layout: ChartLayout) -> Rect? {
        guard chart.follow.isEnabled, !chart.isFollowing, chart.newestX != nil else { return nil }
        let plot = layout.plotArea
        guard plot.width > Self.size.width + 2 * Self.margin, plot.height > Self.size.height + 2 * Self.margin else { return nil }
        return Rect(x: plot.maxX - Self.margin - Self.size.width, y: plot.minY + Self.margin,
                    width: Self.size.width, height: Self.size.height)
    }

    func overlayCommands(for chart: Chart, layout: ChartLayout) -> [DrawCommand] {
        guard let frame = frame(in: chart, layout: layout) else { return [] }
        let theme = chart.theme
        let accent = theme.crosshairColor
        return [
            .rects([RectShape(rect: frame, fill: theme.legendBackground.withAlpha(0.92), cornerRadius: frame.height / 2,
                              borderWidth: 1, borderColor: accent)]),
            .text(TextCommand(text: "Follow  (End)", font: theme.tickLabelFont, color: theme.legendTextColor,
                              position: Point(x: frame.midX, y: frame.midY), horizontalAnchor: .center,
                              verticalAnchor: .center)),
        ]
    }

    func chart(_ chart: Chart, intercept event: InputEvent) -> Bool? {
        switch event {
        case .pointerDown(.left, let position, _, _, _):
            guard let layout = chart.lastLayout, let frame = frame(in: chart, layout: layout),
                  frame.contains(position) else { return nil }
            pressed = true
            chart.resumeFollowing()
            return true
        case .pointerUp(.left, _, _, _) where pressed:
            pressed = false
            return true
        default:
            return nil
        }
    }
}
