/// A dictionary that never holds more than `2 * capacity` entries, keeping recently used ones.
///
/// Two generations approximate least-recently-used eviction without per-entry bookkeeping: when
/// the young generation fills up it becomes the old one and the previous old one is dropped;
/// a hit in the old generation is promoted so entries in steady use survive.
struct BoundedCache<Key: Hashable, Value> {
    let capacity: Int
    private var young: [Key: Value] = [:]
    private var old: [Key: Value] = [:]

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { young.count + old.count }

    mutating func value(for key: Key) -> Value? {
        if let value = young[key] { return value }
        guard let value = old.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    mutating func insert(_ value: Value, for key: Key) {
        if young.count >= capacity {
            old = young
            young = [:]
        }
        young[key] = value
    }

    mutating func removeAll() {
        young = [:]
        old = [:]
    }
}
