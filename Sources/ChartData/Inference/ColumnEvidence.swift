/// Bounded statistics of one column, the facts a `ColumnRole` is inferred from. Each is found in
/// one pass over the column (distinct counts from a capped sample), so a profile costs linear
/// time in rows.
///
/// ```swift
/// let evidence = ColumnEvidence(values: [1, 2, 3, 4])
/// evidence.countsRows     // 1   (the values are the row number + 1)
/// evidence.isIncreasing   // true
/// ```
public struct ColumnEvidence: Sendable, Equatable {
    /// Cells that hold a value (not a gap).
    public var filled = 0
    /// Distinct filled values: exact up to `distinctSampleLimit` rows, else counted in an even
    /// sample of that many rows (`distinctIsSampled`).
    public var distinct = 0
    public var distinctIsSampled = false
    /// Rows the distinct count looked at (every filled row, or the sample's).
    public var distinctSampleSize = 0
    /// Whether the column holds numbers (a text column holds strings).
    public var isNumeric = false
    /// Every filled value a whole number.
    public var isInteger = false
    /// Filled values never decrease (increase) in row order.
    public var isIncreasing = false
    public var isDecreasing = false
    /// 0 or 1 when every row holds its row number plus that (0…N−1 or 1…N); nil otherwise.
    public var countsRows: Int?
    /// Successive filled values differ by the same step (within rounding).
    public var isEvenlySpaced = false
    /// The step of an evenly spaced column.
    public var step: Double?
    /// Least and greatest filled value (numbers only).
    public var low: Double?
    public var high: Double?
    /// Greatest absolute value (numbers only): the magnitude a measure is drawn at.
    public var magnitude: Double?
    /// The written form of a text date column (`yearFirst`, `dayFirst`, `monthFirst`, `pattern`).
    public var dateForm: String?
    /// What a typed reader said of the numbers (`DataTable.valueKinds`).
    public var valueKind: ValueKind?

    /// Rows past which distinct values are counted in a sample.
    public static let distinctSampleLimit = 100_000

    public init() {}

    /// The statistics of a numeric column (NaN is a gap).
    public init(values: [Double]) {
        isNumeric = true
        var low = Double.infinity, high = -Double.infinity, biggest = 0.0
        var increasing = true, decreasing = true, integer = true
        var previous: Double?
        var firstStep: Double?, even = true
        var rowOffset: Int? = values.first.map { Int(exactly: $0) } ?? nil
        if let offset = rowOffset, offset != 0 && offset != 1 { rowOffset = nil }
        for (row, value) in values.enumerated() {
            if let offset = rowOffset, value != Double(row + offset) { rowOffset = nil }
            guard value.isFinite else { continue }
            filled += 1
            if value < low { low = value }
            if value > high { high = value }
            if abs(value) > biggest { biggest = abs(value) }
            if integer && value != value.rounded() { integer = false }
            if let previous {
                let step = value - previous
                if step < 0 { increasing = false }
                if step > 0 { decreasing = false }
                if let firstStep {
                    if even && abs(step - firstStep) > 1e-6 * max(abs(firstStep), 1e-12) + 1e-9 * abs(value) { even = false }
                } else {
                    firstStep = step
                }
            }
            previous = value
        }
        guard filled > 0 else { return }
        self.low = low
        self.high = high
        magnitude = biggest
        isInteger = integer
        isIncreasing = increasing && filled > 1
        isDecreasing = decreasing && filled > 1 && !isIncreasing
        countsRows = filled == values.count && values.count > 1 ? rowOffset : nil
        isEvenlySpaced = even && firstStep != nil && firstStep != 0
        step = isEvenlySpaced ? firstStep : nil
        (distinct, distinctIsSampled, distinctSampleSize) = Self.countDistinct(values.count) { values[$0].isFinite ? values[$0].bitPattern : nil }
    }

    /// The statistics of a text column (an empty or blank cell is a gap).
    public init(texts: [String]) {
        filled = texts.lazy.filter { !Self.isBlank($0) }.count
        (distinct, distinctIsSampled, distinctSampleSize) = Self.countDistinct(texts.count) { Self.isBlank(texts[$0]) ? nil : texts[$0] }
    }

    /// `init(texts:)` of a column of ISO times kept as numbers: the same counts, from the
    /// numbers (an empty cell is NaN; two cells are equal exactly when their numbers are).
    package init(isoTimes column: ISOTimeColumn) {
        self.init()
        let seconds = column.seconds
        // A gap marker's NaN (`NA` kept as a number) is a filled cell, as its text is.
        func isEmpty(_ value: Double) -> Bool { value.isNaN && ISOTimeColumn.gapMarker(of: value) == nil }
        filled = seconds.reduce(0) { $0 + (isEmpty($1) ? 0 : 1) }
        (distinct, distinctIsSampled, distinctSampleSize) = Self.countDistinct(seconds.count) { isEmpty(seconds[$0]) ? nil : seconds[$0].bitPattern }
    }

    /// Whether every character of `text` is whitespace (a gap), as `allSatisfy(\.isWhitespace)`
    /// says, from the UTF-8 bytes where they are ASCII: a character's Unicode properties cost
    /// ~100 ns, 1 s on a column of 10^7 dates.
    @inline(__always)
    static func isBlank(_ text: String) -> Bool {
        var text = text
        let ascii: Bool? = text.withUTF8 { bytes in
            for byte in bytes {
                if byte >= 0x80 { return nil }
                // Tab, line feed, vertical tab, form feed, carriage return, space.
                if !(byte == 32 || (byte >= 9 && byte <= 13)) { return false }
            }
            return true
        }
        return ascii ?? text.allSatisfy(\.isWhitespace)
    }

    /// Distinct keys among `count` rows: every row up to the limit, else an even sample.
    static func countDistinct<Key: Hashable>(_ count: Int, key: (Int) -> Key?) -> (Int, Bool, Int) {
        let stride = count <= distinctSampleLimit ? 1 : (count + distinctSampleLimit - 1) / distinctSampleLimit
        var seen = Set<Key>()
        var looked = 0
        var row = 0
        while row < count {
            if let k = key(row) {
                seen.insert(k)
                looked += 1
            }
            row += stride
        }
        return (seen.count, stride > 1, looked)
    }

    /// Every value (of the sample) different from the others.
    public var isAllDistinct: Bool { distinctSampleSize > 0 && distinct == distinctSampleSize }

    /// "26,115 distinct", "≈ 26,115 distinct in a sample", "1 distinct value".
    public var distinctText: String {
        if distinct == 1 { return "1 distinct value" }
        return distinctIsSampled ? "≈\(Self.grouped(distinct)) distinct in a sample" : "\(Self.grouped(distinct)) distinct"
    }

    /// 26115 → "26,115".
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return number < 0 ? "-" + out : out
    }
}
