import Foundation

/// ClickHouse type names as its result headers spell them (`Nullable(Float64)`, `DateTime('UTC')`).
enum ClickHouseType {
    /// The type under `Nullable(…)` and `LowCardinality(…)` wrappers.
    static func unwrapped(_ type: String) -> String {
        var t = type.trimmingCharacters(in: .whitespaces)
        for wrapper in ["Nullable(", "LowCardinality("] {
            while t.hasPrefix(wrapper), t.hasSuffix(")") {
                t = String(t.dropFirst(wrapper.count).dropLast())
            }
        }
        return t
    }

    /// Whether values of `type` are numbers (integers, floats, decimals).
    static func isNumber(_ type: String) -> Bool {
        let base = unwrapped(type)
        return ["Int", "UInt", "Float", "Decimal"].contains { base.hasPrefix($0) }
    }
}
