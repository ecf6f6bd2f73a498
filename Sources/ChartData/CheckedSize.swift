/// Sizes computed from what a file says (a shape, a count, an element size) with every product
/// and sum checked: nil instead of a wrapped or trapping result, so a hostile header is refused
/// with a message rather than passing a size check as 0 or crashing later.
///
/// ```swift
/// CheckedSize.product([1 << 32, 1 << 32, 8])   // nil: does not fit in Int
/// CheckedSize.product([1000, 3, 8])             // 24000
/// ```
public enum CheckedSize {
    /// The product of `factors` (1 for none); nil when it overflows or a factor is negative. A
    /// zero factor does not hide an overflow among the others: each factor must also fit with
    /// the product of the non-zero ones, so (0, 2^62, 8) is refused like (2^62, 8).
    public static func product(_ factors: [Int]) -> Int? {
        var nonZero = 1
        var hasZero = false
        for factor in factors {
            guard factor >= 0 else { return nil }
            if factor == 0 { hasZero = true; continue }
            let (next, overflow) = nonZero.multipliedReportingOverflow(by: factor)
            guard !overflow else { return nil }
            nonZero = next
        }
        return hasZero ? 0 : nonZero
    }

    /// `a + b`, nil when it overflows.
    public static func sum(_ a: Int, _ b: Int) -> Int? {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : total
    }
}
