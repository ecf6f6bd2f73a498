/// A header of positions: spectra and curves written one per row under a header whose names are
/// the x of each column (wavelengths `428.0,429.0,431.0,…`, wavenumbers, or the indices
/// `0,1,2,…,1840` pandas writes for a frame built from an array). Every name is a number, so
/// the header rule (a text above a number) never fires and the names were read as a first row
/// of data, drawn as a rising line. Told by the values alone: a first record of
/// `positionHeaderLeast` numbers or more, each one past the last (strictly rising or falling, as
/// positions are), over a second record of numbers that does not run one way (a row of
/// measurements), or that runs one way through values none of which lies within the first
/// record's span (another quantity over the positions) and does not carry on from its end. A
/// headerless table whose rows all rise (cumulative counts) rises in its second row too, through
/// the same numbers or on from the first row's end (a rising array cut into rows), and stays data.
extension TableReader {
    /// Fewest numbers a first record must hold to be a header of positions.
    package static let positionHeaderLeast = 20

    /// Whether `first` is a header of positions over `second` (see the type's note).
    package static func isPositionHeader(_ first: [CellParser.Value], followedBy second: [CellParser.Value]?) -> Bool {
        guard let second, first.count >= positionHeaderLeast, second.count == first.count,
              let positions = numbers(first), isStrictlyMonotonic(positions) else { return false }
        // (Gaps in the second record are skipped: a row of readings with holes is still one.)
        let readings = second.compactMap { value -> Double? in if case .number(let v) = value { return v }; return nil }
        guard readings.count >= positionHeaderLeast, readings.count + second.filter({ $0 == .gap }).count == second.count else { return false }
        return !isMonotonic(readings) || (!overlaps(positions, readings) && !continues(positions, readings))
    }

    /// Whether `next` carries on where `values` end, in their direction and about their step (a
    /// headerless array of rising numbers cut into rows: `0…24` over `25…49`).
    private static func continues(_ values: [Double], _ next: [Double]) -> Bool {
        guard let last = values.last, let first = next.first, values.count >= 2 else { return false }
        let step = (last - values[0]) / Double(values.count - 1)
        let gap = first - last
        return step != 0 && gap.sign == step.sign && abs(gap) <= 2 * abs(step)
    }

    /// Whether the spans of two records' values overlap: rows of one measure do (cumulative
    /// counts rise through the same numbers), positions over a curve of another quantity do not
    /// (wavelengths 520…1460 over pseudo-wavelengths −12…73, as Gaia's dispersion file is written).
    private static func overlaps(_ a: [Double], _ b: [Double]) -> Bool {
        guard let aLow = a.min(), let aHigh = a.max(), let bLow = b.min(), let bHigh = b.max() else { return true }
        return aLow <= bHigh && bLow <= aHigh
    }

    /// Fewest positions a header of positions beside label columns names.
    package static let labelledPositionsLeast = 5
    /// Most label columns before the positions.
    package static let labelColumnsMost = 3

    /// A header of positions beside label columns, all numbers (PyNeb's collision strengths:
    /// `0 0 2.0 2.1 … 4.4`, log temperatures over rows of two level numbers and a strength per
    /// temperature). The first record is such a header when it ends in a strictly rising run of
    /// `labelledPositionsLeast` numbers or more after one to `labelColumnsMost` others, and the
    /// second record is numbers unlike them: under the run, values outside its span that do not
    /// carry on from its end; under the others, values whose span holds none of the header's
    /// (`0 0` over level numbers `1 2`: names, not keys).
    package static func isLabelledPositionHeader(_ first: [CellParser.Value], followedBy second: [CellParser.Value]?) -> Bool {
        guard let second, second.count == first.count, let header = numbers(first), let row = numbers(second) else { return false }
        var start = header.count - 1
        while start > 0, header[start - 1] < header[start] { start -= 1 }
        // A record rising from its first number is the other rule's; the rising run may take in
        // a label before it (`0 0 2.0`: the second 0 rises to 2.0).
        guard (1...labelColumnsMost).contains(start) else { return false }
        return (start...labelColumnsMost).contains { labels in
            guard header.count - labels >= labelledPositionsLeast else { return false }
            let positions = Array(header[labels...]), readings = Array(row[labels...])
            guard !overlaps(positions, readings), !continues(positions, readings) else { return false }
            let keys = row[..<labels]
            guard let low = keys.min(), let high = keys.max() else { return false }
            return header[..<labels].allSatisfy { $0 < low || $0 > high }
        }
    }

    /// Every value a number, or nil.
    private static func numbers(_ values: [CellParser.Value]) -> [Double]? {
        var result: [Double] = []
        result.reserveCapacity(values.count)
        for value in values {
            guard case .number(let v) = value else { return nil }
            result.append(v)
        }
        return result
    }

    private static func isStrictlyMonotonic(_ values: [Double]) -> Bool {
        let rising = values[1] > values[0]
        for i in 1..<values.count where rising ? !(values[i] > values[i - 1]) : !(values[i] < values[i - 1]) { return false }
        return true
    }

    /// Never falling, or never rising.
    private static func isMonotonic(_ values: [Double]) -> Bool {
        var rises = false, falls = false
        for i in 1..<values.count {
            if values[i] > values[i - 1] { rises = true } else if values[i] < values[i - 1] { falls = true }
            if rises && falls { return false }
        }
        return true
    }
}
