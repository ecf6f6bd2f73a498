/// Palette slots by series key, shared by the charts of a window, so a key (a series' title or
/// its `colorKey`) gets the same colour in every chart and keeps it across reloads.
///
/// A key takes the lowest slot no other key holds when first seen and keeps it for the life of
/// the registry; series without a registry keep the per-chart rule (the lowest slot free in
/// that chart).
///
/// ```swift
/// let colours = SeriesColorKeys()
/// cpu.colorKeys = colours
/// memory.colorKeys = colours      // "web-1" is the same blue in both
/// ```
public final class SeriesColorKeys {
    private var slots: [String: Int] = [:]
    /// Slots are never given back, so one handout serves the registry's whole life.
    private var handout = PaletteSlots()

    public init() {}

    /// The slot of `key`, given on first sight.
    public func slot(for key: String) -> Int {
        if let slot = slots[key] { return slot }
        let slot = handout.take()
        slots[key] = slot
        return slot
    }

    /// The keys seen so far with their slots.
    public var assignedSlots: [String: Int] { slots }
}
