/// A panel over the whole chart listing every gesture and key (`sheet`), shown and hidden by
/// `?` or F1, hidden by Escape. A chart extension: attach it and the chart draws it in its
/// overlay and gives it keys first.
///
/// ```swift
/// let help = HelpOverlay(sheet: .navigation(for: chart))
/// chart.addExtension(help)   // held weakly: keep `help`
/// ```
public final class HelpOverlay: ChartExtension {
    /// What the panel lists.
    public var sheet: HelpSheet
    /// Whether the panel shows now.
    public var isShown = false
    /// Called after `isShown` changed through a key, with the new value.
    public var onToggle: ((Bool) -> Void)?

    /// Text size of the entries, in points. Default: 12.
    public var fontSize = 12.0

    public init(sheet: HelpSheet) {
        self.sheet = sheet
    }

    public func chart(_ chart: Chart, intercept event: InputEvent) -> Bool? {
        guard case .key(let key, let modifiers, let isRepeat, _) = event else { return nil }
        let plain = modifiers.isDisjoint(with: [.control, .alt, .super])
        switch key {
        case .character("?") where plain, .function(1) where plain:
            if !isRepeat { setShown(!isShown) }
            return true
        case .escape where isShown:
            setShown(false)
            return true
        default:
            return nil
        }
    }

    private func setShown(_ shown: Bool) {
        isShown = shown
        onToggle?(shown)
    }

    public func overlayCommands(for chart: Chart, layout: ChartLayout, measurer: TextMeasuring) -> [DrawCommand] {
        guard isShown else { return [] }
        let bounds = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
        return HelpPanelLayout.fitting(sheet: sheet, fontSize: fontSize, measurer: measurer, bounds: bounds)
            .commands(theme: chart.theme, scale: layout.scale)
    }
}
