/// Tick positions along an axis, in data values.
///
/// On number axes every value lies on the lattice `anchor + k × step` for an integer k, which is
/// what lets minor ticks fall between the majors and a formatter pick one precision for all
/// labels. Other kinds say what their step means: a date axis's is the calendar interval's
/// nominal length in its value unit (`CalendarTickLocator.interval(forStep:)` reads it back), a
/// log axis's is the stride in powers of the base (0 for multiples), and a discontinuous axis's
/// lattice skips the excluded stretches.
public struct TickSet: Equatable, Sendable {
    /// Ascending values inside the range they were made for (give or take 1e-9 of its span).
    public var values: [Double]
    /// The distance between neighbouring lattice points; 0 for an empty set made from nothing,
    /// `+infinity` when no finite step was coarse enough (then at most 0 is a tick).
    public var step: Double
    /// A point of the lattice the values lie on. Default: 0.
    public var anchor: Double

    public init(values: [Double], step: Double, anchor: Double = 0) {
        self.values = values
        self.step = step
        self.anchor = anchor
    }

    /// No ticks at all.
    public static let empty = TickSet(values: [], step: 0)

    public var isEmpty: Bool { values.isEmpty }
}
