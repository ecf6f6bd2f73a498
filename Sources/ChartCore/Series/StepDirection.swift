/// The order in which a step line joins two points.
public enum StepDirection: Hashable, Sendable {
    /// Along the position first (across), then to the next value (up or down): the value holds
    /// until the next point.
    case acrossThenUp
    /// To the next value first, then across: the value changes at the earlier point.
    case upThenAcross
}
