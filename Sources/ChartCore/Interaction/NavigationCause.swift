/// Why an axis range changed, as the delegate and `chartview --print-ranges` report it.
public enum NavigationCause: String, Hashable, Sendable, CaseIterable {
    /// A drag, a scroll step, or a pinch: the pointer moved the range directly.
    case gesture
    /// A released drag or a fast run of scroll steps carrying on by itself.
    case momentum
    /// A frame of an animation started by a double-click zoom step or by code
    /// (`setRange(_:on:animated:)`, `pan(to:on:animated:)`, `setZoomLevel(_:on:around:animated:)`).
    case animation
    /// Code set the range at once.
    case programmatic
    /// Back to the default range: double-click, Home, or `resetZoom(animated:)`, animated or not.
    case reset
    /// The chart moving to a box-zoom rectangle.
    case boxZoom
    /// Arrow keys, + and −, and the view history (Alt+Left, Alt+Right, Backspace).
    case key
}

/// Whether a movement keeps every axis's span (a pan) or changes one (a zoom).
public enum NavigationKind: Hashable, Sendable {
    case panning
    case zooming
}
