/// The navigation keys (`NavigationOptions.isKeyboardEnabled`): arrows pan, +/- zoom, Home
/// resets, Alt+Left/Right and Backspace walk the view history, "a" toggles y auto-fit, Escape
/// stops motion or cancels a box zoom, End follows a stream's newest data again.
public struct KeyboardNavigationInteraction: ChartInteraction {
    public init() {}

    public var name: String { "keyboard" }

    public func key(_ key: KeyInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        if key.key == .end, chart.follow.isEnabled, chart.navigation.isKeyboardEnabled {
            // Back to the newest data, following it (Chart+Streaming.swift).
            chart.resumeFollowing()
            return .consumed()
        }
        let navigator = chart.navigator
        guard navigator.takeSharedStep(),
              let redraw = navigator.key(key.key, modifiers: key.modifiers, time: navigator.now) else { return .ignored }
        return .consumed(redraw: redraw)
    }
}
