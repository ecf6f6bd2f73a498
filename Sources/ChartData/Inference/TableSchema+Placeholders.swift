import Foundation

/// Values that stand for "no value" (`-9999.`, `9999.9`, `-32768`, NONMEM's iteration codes
/// `-1000000000`…`-1000000008`), told by statistics of the values, never by a file's or a
/// column's name: a value is a placeholder, read as a gap, when
/// - it is **round in decimal or in binary**: a power of ten's negative (`-1`, `-1000`, `-1e9`),
///   a positive power of ten of a million or more (`1e10`, `1e20`, `1e36`),
///   all nines (`99`, `9999`, `-9999.`, `99.99`, `-999.9`, `-9900`: two nines or more, then zeros), an integer type's limit
///   (`-32768`, `65535`, `-2147483648`) or a float fill (netCDF's `9.96921e36`, `FLT_MAX`);
///   or a run of whole-number codes counted on from a negative round base of a million or more
///   (`-1000000000`, `-1000000001`, …, at most 100 from it);
/// - it lies **outside the rest**: beyond the least or greatest of the column's other values,
///   and **far**: at least `placeholderSpreads` spreads (the interquartile range of the rest, or
///   its range when that is 0) beyond the nearest of them and `placeholderMagnitude` times the
///   largest of them in size, or `placeholderOrders` times that largest size alone (a rest too
///   small for a spread: NONMEM's iterations 0 and 12);
/// - and it **repeats**: in two rows or more of the column, or in one row of several columns
///   (a sounding's first level, `-9999.00` in four columns).
/// A value found so in one column is the file's convention: in another column it is a gap
/// wherever it repeats beyond the rest, near or far (TMY3's `-9900` beside depths of 0…760 mm).
/// Near misses, left as data (InferencePlaceholderTests): 100 (a share) and 1000 (a count) are
/// positive powers of ten below a million; `-99.9` among temperatures that reach `-97` lies just
/// beyond them, not far; `99.99` among prices 1…10 is only 10× their largest; a column of 0/1
/// flags or of counts with many zeros has no round extreme (0 is not round, 1 is a positive power
/// of ten); `-1` among counts 0…5 lies one step below them; one `9999` in one row of one column
/// may be a real reading; depths to `-10000` beside `-7920` are sea floor; a population of
/// 1,000,000,003 is no run of codes (those count on from a negative base). A lab reading capped
/// at `9999` among values up to 12,000 is within 10× of them.
extension TableSchema {
    /// The table the schema describes and the chart is drawn from: the one read, with its
    /// `placeholders` read as gaps.
    public var drawnTable: DataTable { table }

    /// One value read as a gap in one column.
    public struct Placeholder: Sendable, Equatable, CustomStringConvertible {
        public var column: String
        /// The value as written (the least of a run of codes: `-1000000008`).
        public var value: Double
        /// The greatest of a run of codes (`-1000000000`); `value` for a single value.
        public var through: Double
        /// Rows that held it.
        public var rows: Int
        /// How far beyond the nearest other value, in spreads of the others (interquartile range).
        public var spreads: Double
        /// Whether it lay below the others (else above).
        public var isBelow: Bool

        /// `f1: -9999 read as a gap: 67 rows, 182 IQRs below the rest`.
        public var description: String {
            let written = value == through ? NumberText.plain(value) : "\(NumberText.plain(value))…\(NumberText.plain(through))"
            let far = "\(Self.rounded(spreads)) IQRs \(isBelow ? "below" : "above") the rest"
            return "\(column): \(written) read as a gap (\(rows) \(rows == 1 ? "row" : "rows"), \(far))"
        }

        static func rounded(_ x: Double) -> String {
            x >= 1e6 ? String(format: "%.1e", x) : ColumnEvidence.grouped(Int(x.rounded()))
        }
    }

    /// Spreads of the rest a placeholder lies beyond the nearest other value, at least.
    static let placeholderSpreads = 10.0
    /// Times the largest other size a placeholder is, at least, with `placeholderSpreads`.
    static let placeholderMagnitude = 20.0
    /// Times the largest other size that makes a round value a placeholder on its own.
    static let placeholderOrders = 1000.0
    /// Values of the rest sorted for the quartiles, at most (an even sample past that).
    static let placeholderQuartileSample = 100_000
    /// Sentinels of machine types: integer limits and float fill values.
    static let machineSentinels: Set<Double> = [-32768, -32767, 32767, 65535, -2_147_483_648, 2_147_483_647, 4_294_967_295,
                                                9.969209968386869e36, -9.969209968386869e36,
                                                3.4028234663852886e38, -3.4028234663852886e38, .greatestFiniteMagnitude,
                                                -.greatestFiniteMagnitude]

    /// Whether `value` is written as no measurement is: see the type's comment.
    static func isRoundPlaceholder(_ value: Double) -> Bool {
        guard value.isFinite, value != 0 else { return false }
        if machineSentinels.contains(value) { return true }
        let size = abs(value)
        let power = log10(size).rounded()
        if abs(size / pow(10, power) - 1) < 1e-9 { return value < 0 || size >= 1e6 }
        guard size >= 9 else { return false }
        // Two nines or more, then zeros: size + 10^j = 10^k for the place j of the last nine
        // (99, 9999, 99.99, 9900; not a lone 9, 90 or 9e15, which are ordinary numbers).
        let k = log10(size).rounded(.up)
        var j = k - 2
        while j >= -6 {
            if abs(size + pow(10, j) - pow(10, k)) <= 1e-9 * pow(10, k) { return true }
            j -= 1
        }
        return false
    }

    /// The round base (−10^k, 10^6 or more in size) that `value` counts on from: a whole number
    /// at most `placeholderCodeRun` from it (NONMEM's -1000000000…-1000000008). Only below zero:
    /// a population of 1,000,000,003 is a count near a round number, not a code.
    static func placeholderBase(_ value: Double) -> Double? {
        let size = abs(value)
        guard value.isFinite, value < 0, size >= 1e6, value == value.rounded() else { return nil }
        let base = -pow(10, log10(size).rounded())
        return abs(value - base) <= placeholderCodeRun ? base : nil
    }

    /// The most codes a run counts on from its round base.
    static let placeholderCodeRun = 100.0

    /// A candidate placeholder of one column, before the table's columns are compared.
    struct PlaceholderCandidate {
        var placeholder: Placeholder
        var contains: (Double) -> Bool
        /// Far outside the rest (see the type's comment); a round extreme that is not far is a
        /// placeholder only where the same value is one, far, in another column of the table.
        var isFar: Bool
    }

    /// The placeholders at the low and the high end of `values` (up to three each, outermost
    /// first). Round values are peeled from both ends first, so that a placeholder at one end
    /// (`-9999`) does not hide one at the other (`99999`) by standing in the rest.
    static func placeholderCandidates(_ values: [Double], column: String, low: Double, high: Double) -> [PlaceholderCandidate] {
        var peeled: [(isBelow: Bool, matches: (Double) -> Bool)] = []
        for isBelow in [true, false] {
            var extreme: Double? = isBelow ? low : high
            for _ in 0..<3 {
                guard let value = extreme else { break }
                if isRoundPlaceholder(value) {
                    peeled.append((isBelow, { $0 == value }))
                } else if let base = placeholderBase(value) {
                    peeled.append((isBelow, { $0 == $0.rounded() && abs($0 - base) <= placeholderCodeRun }))
                } else {
                    break
                }
                // The next value inward may be a second placeholder (`-10000` within `-32768`).
                extreme = nextExtreme(values, isBelow: isBelow, excluded: peeled.map(\.matches))
            }
        }
        let all = peeled.map(\.matches)
        return peeled.compactMap { candidate in
            placeholder(values, column: column, isBelow: candidate.isBelow, matches: candidate.matches, excluded: all)
                .map { PlaceholderCandidate(placeholder: $0.placeholder, contains: candidate.matches, isFar: $0.isFar) }
        }
    }

    private static func nextExtreme(_ values: [Double], isBelow: Bool, excluded: [(Double) -> Bool]) -> Double? {
        var best: Double?
        for v in values where v.isFinite && !excluded.contains(where: { $0(v) }) {
            if let b = best { if isBelow ? v < b : v > b { best = v } } else { best = v }
        }
        return best
    }

    /// The placeholder the values `matches` picks are, if they lie far outside the rest (the
    /// values no candidate of `excluded`, itself among them, picks); nil if they do not.
    private static func placeholder(_ values: [Double], column: String, isBelow: Bool, matches: (Double) -> Bool,
                                    excluded: [(Double) -> Bool]) -> (placeholder: Placeholder, isFar: Bool)? {
        var rows = 0, restCount = 0
        var restLow = Double.infinity, restHigh = -Double.infinity, restSize = 0.0
        var least = Double.infinity, greatest = -Double.infinity
        for v in values where v.isFinite {
            if matches(v) {
                rows += 1
                least = min(least, v)
                greatest = max(greatest, v)
            } else if !excluded.contains(where: { $0(v) }) {
                restCount += 1
                restLow = min(restLow, v)
                restHigh = max(restHigh, v)
                restSize = max(restSize, abs(v))
            }
        }
        guard rows > 0, restCount >= 2, restHigh > restLow else { return nil }
        // Outside the rest: every other value on one side of it. `nearest`: its value nearest the rest.
        let nearest = isBelow ? greatest : least
        guard isBelow ? nearest < restLow : nearest > restHigh else { return nil }
        let gap = isBelow ? restLow - nearest : nearest - restHigh
        let magnitude = restSize > 0 ? min(abs(least), abs(greatest)) / restSize : .infinity
        var spread = restHigh - restLow
        if restCount >= 5 {
            let quartiles = Self.quartiles(values) { v in v.isFinite && !excluded.contains(where: { $0(v) }) }
            if quartiles.upper > quartiles.lower { spread = quartiles.upper - quartiles.lower }
        }
        let spreads = gap / spread
        let isFar = (spreads >= placeholderSpreads && magnitude >= placeholderMagnitude) || magnitude >= placeholderOrders
        return (Placeholder(column: column, value: least, through: greatest, rows: rows, spreads: spreads, isBelow: isBelow), isFar)
    }

    /// `0, 0` written for an unknown place ("null island", in the Gulf of Guinea): the longitude
    /// and the latitude of a location both 0 in the same rows, far outside every other place of
    /// the file in both (`placeholderSpreads` spreads; a city's collisions at −74°, 40.7°). 0 is
    /// no round placeholder on its own (a count of none), and its size is no test, so only the
    /// pair decides; a location whose places surround 0 (London's longitudes) keeps it.
    static func zeroLocationCandidates(_ table: DataTable) -> [(column: Int, candidate: PlaceholderCandidate)] {
        func extent(_ column: DataTable.Column) -> (Double, Double)? {
            if let e = table.columnEvidence[column.name], let low = e.low, let high = e.high { return (low, high) }
            var l = Double.infinity, h = -Double.infinity
            for v in column.values where v.isFinite { l = min(l, v); h = max(h, v) }
            return l <= h ? (l, h) : nil
        }
        // (the name first: a pass over the values only for a column named as a coordinate)
        func find(_ kind: (words: Set<String>, limit: Double)) -> Int? {
            table.columns.indices.first { i in
                guard namesCoordinate(table.columns[i].name, kind), let (low, high) = extent(table.columns[i]) else { return false }
                return isCoordinate(table.columns[i].name, low: low, high: high, kind)
            }
        }
        guard let lon = find(longitudeWords), let lat = find(latitudeWords) else { return [] }
        let longitudes = table.columns[lon].values, latitudes = table.columns[lat].values
        guard zip(longitudes, latitudes).contains(where: { $0 == 0 && $1 == 0 }) else { return [] }
        var found: [(column: Int, candidate: PlaceholderCandidate)] = []
        for (i, values) in [(lon, longitudes), (lat, latitudes)] {
            let isZero: (Double) -> Bool = { $0 == 0 }
            guard let zero = placeholder(values, column: table.columns[i].name, isBelow: true, matches: isZero, excluded: [isZero])
                    ?? placeholder(values, column: table.columns[i].name, isBelow: false, matches: isZero, excluded: [isZero]),
                  zero.placeholder.spreads >= placeholderSpreads else { return [] }
            // (far as a pair: repeats across two columns by construction)
            found.append((i, PlaceholderCandidate(placeholder: zero.placeholder, contains: isZero, isFar: true)))
        }
        return found
    }

    /// The lower and upper quartile of the values `keeps`, from an even sample past
    /// `placeholderQuartileSample` of them.
    static func quartiles(_ values: [Double], keeps: (Double) -> Bool) -> (lower: Double, upper: Double) {
        let stride = max(1, values.count / placeholderQuartileSample)
        var sample: [Double] = []
        var i = 0
        while i < values.count {
            if keeps(values[i]) { sample.append(values[i]) }
            i += stride
        }
        guard !sample.isEmpty else { return (.nan, .nan) }
        sample.sort()
        return (sample[(sample.count - 1) / 4], sample[(3 * (sample.count - 1)) / 4])
    }

    /// `table` with the placeholders of its numeric columns read as gaps, and what was read so.
    /// Costs nothing past the columns' least and greatest values unless one of them is round.
    static func readingPlaceholdersAsGaps(_ table: DataTable) -> (DataTable, [Placeholder]) {
        var candidates: [(column: Int, candidate: PlaceholderCandidate)] = []
        for (i, column) in table.columns.enumerated() {
            let low: Double, high: Double
            if let e = table.columnEvidence[column.name], let l = e.low, let h = e.high {
                (low, high) = (l, h)
            } else {
                var l = Double.infinity, h = -Double.infinity
                for v in column.values where v.isFinite { l = min(l, v); h = max(h, v) }
                guard l <= h else { continue }
                (low, high) = (l, h)
            }
            guard isRoundPlaceholder(low) || isRoundPlaceholder(high) || placeholderBase(low) != nil
                    || placeholderBase(high) != nil else { continue }
            for candidate in placeholderCandidates(column.values, column: column.name, low: low, high: high) {
                candidates.append((i, candidate))
            }
        }
        candidates += zeroLocationCandidates(table)
        guard !candidates.isEmpty else { return (table, []) }
        // One row in one column may be a real outlier that happens to be round; the same value
        // in several columns, or in several rows, is a code.
        var columnsOf: [Double: Set<Int>] = [:]
        for (i, c) in candidates where c.isFar { columnsOf[c.placeholder.value, default: []].insert(i) }
        let far = candidates.filter { $0.candidate.isFar && ($0.candidate.placeholder.rows >= 2 || (columnsOf[$0.candidate.placeholder.value]?.count ?? 0) >= 2) }
        // The file's convention: a value that is a placeholder, far, in one column is one in every
        // column where it repeats beyond the rest, however near (TMY3's -9900 beside depths of 0…760 mm).
        let conventions = Set(far.map(\.candidate.placeholder.value))
        let kept = far + candidates.filter { !$0.candidate.isFar && $0.candidate.placeholder.rows >= 2 && conventions.contains($0.candidate.placeholder.value) }
        guard !kept.isEmpty else { return (table, []) }
        var cleaned = table
        let evidence = table.columnEvidence
        var columns = table.columns
        for (i, c) in kept {
            columns[i].values = columns[i].values.map { c.contains($0) ? .nan : $0 }
        }
        cleaned.columns = columns
        // (Statistics of the columns left as they were still hold.)
        let changed = Set(kept.map { table.columns[$0.column].name })
        cleaned.columnEvidence = evidence.filter { !changed.contains($0.key) }
        return (cleaned, kept.map(\.candidate.placeholder))
    }
}
