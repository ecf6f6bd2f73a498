/// Numbers written back as text the way a data file would hold them.
public enum NumberText {
    /// Whole numbers without a fraction (`3`, `-0`), others as Swift writes them (shortest
    /// round-trip form), non-finite values as `null`.
    public static func plain(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
