/// Which axes the wheel zooms over the plot (over an axis, that axis zooms alone whatever this
/// says).
///
/// ```swift
/// chart.navigation.wheelZoomAxes = .horizontal   // time series: the wheel zooms time
/// ```
public enum WheelZoomAxes: Hashable, Sendable {
    /// Every axis, about the pointer (scatter-like charts).
    case all
    /// The horizontal axes; Shift+wheel the vertical ones, Ctrl+wheel all (time series, where
    /// y follows the data).
    case horizontal

    /// The orientations a wheel step with `modifiers` zooms; nil: all.
    func orientation(for modifiers: InputEvent.Modifiers) -> AxisOrientation? {
        switch self {
        case .all: return nil
        case .horizontal:
            if modifiers.contains(.control) { return nil }
            return modifiers.contains(.shift) ? .vertical : .horizontal
        }
    }
}
