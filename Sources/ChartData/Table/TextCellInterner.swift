import Foundation

/// The texts of one text field's cells, found again by their bytes: a category's cells
/// (`station-3`, `NSW`) repeat, and each repeat then costs a hash and a byte comparison, not a
/// UTF-8 check, a number check and a new `String`. The text a cell gives is a function of its
/// bytes alone, so a repeat's text is the first one's.
///
/// Bounded: at most `capacity` distinct cells are kept (`arenaLimit` bytes of them); a field
/// whose cells rarely repeat (dates, names) stops being looked up once `capacity` cells have
/// missed, so it costs a few thousand hashes and no more.
struct TextCellInterner {
    private struct Entry {
        var hash: UInt64
        var start: Int
        var count: Int
        var text: String
    }

    static let capacity = 4096
    static let arenaLimit = 1 << 20
    private static let slotCount = 8192  // a power of two, twice `capacity`

    private var slots = [Int32](repeating: -1, count: slotCount)
    private var entries: [Entry] = []
    private var arena: [UInt8] = []
    private var misses = 0
    private var hits = 0
    /// Whether lookups are still worth their hashing.
    private(set) var isActive = true

    init() {}

    /// The text kept for exactly these bytes, if any.
    @inline(__always)
    mutating func text(of cell: UnsafeBufferPointer<UInt8>) -> String? {
        guard isActive, !cell.isEmpty else { return nil }
        let hash = Self.hash(cell)
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.hash == hash, entry.count == cell.count,
               arena.withUnsafeBufferPointer({ memcmp($0.baseAddress! + entry.start, cell.baseAddress!, cell.count) == 0 }) {
                hits += 1
                return entry.text
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        misses += 1
        // Full, and missing far more often than hitting: a field of distinct cells.
        if entries.count >= Self.capacity, misses > Self.capacity, hits < misses { isActive = false }
        return nil
    }

    /// Keeps `text` as the text of these bytes (after `text(of:)` missed them).
    mutating func keep(_ text: String, for cell: UnsafeBufferPointer<UInt8>) {
        guard isActive, entries.count < Self.capacity, arena.count + cell.count <= Self.arenaLimit,
              let base = cell.baseAddress, !cell.isEmpty else { return }
        let hash = Self.hash(cell)
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (Self.slotCount - 1) }
        slots[slot] = Int32(entries.count)
        entries.append(Entry(hash: hash, start: arena.count, count: cell.count, text: text))
        arena.append(contentsOf: UnsafeBufferPointer(start: base, count: cell.count))
    }

    /// FNV-1a over the bytes.
    @inline(__always)
    private static func hash(_ cell: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in cell { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
