/// How stacked values pile up (`Chart.stacking`).
///
/// ```swift
/// chart.stacking = .runningSum   // each value starts where the previous one ended, whatever its sign
/// ```
public enum StackingMode: Hashable, Sendable {
    /// Positive values pile up from the baseline one way and negative ones the other way, each
    /// on their own: the usual stacked columns, areas and population pyramids. The default.
    case separateSigns
    /// Every value starts where the previous one of its stack ended, so a negative value steps
    /// back over the one before it. The tornado recipe (an invisible padding bar, then the
    /// distance to the base, then the distance to the end) relies on it for inverted rows.
    case runningSum
}
