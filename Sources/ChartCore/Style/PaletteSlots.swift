import Synchronization

/// Hands out the lowest palette slot nobody holds, one after another, in amortised constant
/// time: slots are never given back while it lives, so after slot s is taken every slot below
/// s is held and the search goes on from s + 1 instead of from 0. (Searching from 0 each time
/// made 10^6 series or pie slices quadratic: they did not finish in 10 minutes.)
///
/// ```swift
/// var slots = PaletteSlots(holding: [0, 2])
/// slots.take()   // 1
/// slots.take()   // 3
/// ```
public struct PaletteSlots: Sendable {
    private var held: Set<Int>
    private var next = 0

    /// A handout that skips the slots already `held`.
    public init<S: Sequence>(holding held: S) where S.Element == Int {
        self.held = Set(held)
    }

    public init() {
        held = []
    }

    /// The lowest slot not held, now held.
    public mutating func take() -> Int {
        var probes = 0
        while held.contains(next) {
            next += 1
            probes += 1
        }
        Self.probeCount.add(probes + 1, ordering: .relaxed)
        held.insert(next)
        return next
    }

    /// Slots looked at by every `take()` so far, in every thread: tests check the work grows
    /// linearly with the series (at most one look per slot taken or held), not with its square.
    public static var probes: Int { probeCount.load(ordering: .relaxed) }
    private static let probeCount = Atomic<Int>(0)
}
