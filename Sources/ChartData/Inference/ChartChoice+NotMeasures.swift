import Foundation

/// Numbers that are not what a table measures, found from their values: positions and codes
/// (a latitude, a wind direction in degrees, a weather-event code), and denominators (a
/// population beside the counts it scales). The rules may still draw them as "the first
/// measure"; the search proposes the chart without them (`ChartChoice+Candidates`) and
/// `CandidateScore` weighs a picture that draws them (`codeAsMeasure`, `denominatorAsMeasure`).
extension ChartChoice {
    /// A column judged not a measure, and why, in words for `--explain`.
    struct NotMeasure: Sendable, Equatable {
        var name: String
        var reason: String
    }

    /// Measure columns that are positions or nominal codes by their values.
    static func positionsAndCodes(_ schema: TableSchema) -> [NotMeasure] {
        schema.columns.compactMap { column in codeReason(column, schema: schema).map { NotMeasure(name: column.name, reason: $0) } }
    }

    /// Why a measure column is a position or a code by its values (degrees round a circle;
    /// whole numbers with gaps throughout), or nil.
    static func codeReason(_ column: TableSchema.Column, schema: TableSchema) -> String? {
        if let place = schema.coordinates, [place.latitude, place.longitude].contains(column.name) {
            return column.name == place.latitude ? "latitude of a place" : "longitude of a place"
        }
        let e = column.evidence
        guard [.measure, .category].contains(column.role), e.isNumeric, let low = e.low, let high = e.high else { return nil }
        if low >= 0, high <= 360, high - low >= angleCover, e.distinct >= 8,
           let median = median(schema.table.column(named: column.name)?.values ?? []), median >= 90, median <= 270 {
            return "degrees round a circle (\(Int(low))…\(Int(high))): a direction"
        }
        if e.isInteger, let codes = sparseCodes(schema.table.column(named: column.name)?.values ?? [], evidence: e) {
            return "\(codes) whole numbers with gaps throughout their range: codes"
        }
        return nil
    }

    /// The median of the finite values (an even sample), nil for none. Directions spread round
    /// the circle, their median near its middle; a count under 360 lies low.
    static func median(_ values: [Double]) -> Double? {
        let stride = max(1, values.count / 20_000)
        var sample: [Double] = []
        var i = 0
        while i < values.count { if values[i].isFinite { sample.append(values[i]) }; i += stride }
        guard !sample.isEmpty else { return nil }
        sample.sort()
        return sample[sample.count / 2]
    }

    /// Least part of 0…360 a column of degrees covers.
    static let angleCover = 300.0
    /// How many spans of the other values an end value must lie from them to be a placeholder
    /// in the code test.
    static let placeholderApart = 2.0
    /// Most distinct values a code column holds (more are a measure's).
    static let codeLimit = 40

    /// The distinct count of whole numbers that are codes: few (3…`codeLimit`), each repeated
    /// (10 rows a value), and with gaps from the smallest values on (0, 1, 2, 3, 45, 48, 51, …).
    /// A count has gaps only in its tail: its smaller half of values is nearly every number.
    /// A value at either end standing apart from the rest by `placeholderApart` times the rest's
    /// own span or more (a `0` under heights of 64…82 inches, a `999` over scores) is a
    /// placeholder here, not a first code: it is left out of the test
    /// (`testAPlaceholderBelowAMeasureIsNoCode`); a `0` under uncertainty codes of 15…28 % is
    /// nearer than that and stays one of them.
    static func sparseCodes(_ values: [Double], evidence e: ColumnEvidence) -> Int? {
        guard (3...codeLimit).contains(e.distinct), !e.distinctIsSampled, e.filled >= 10 * e.distinct else { return nil }
        var distinct = Set(values.filter(\.isFinite)).sorted()
        if distinct.count >= 5, distinct[1] - distinct[0] >= placeholderApart * (distinct[distinct.count - 1] - distinct[1]) {
            distinct.removeFirst()
        }
        if distinct.count >= 5,
           distinct[distinct.count - 1] - distinct[distinct.count - 2] >= placeholderApart * (distinct[distinct.count - 2] - distinct[0]) {
            distinct.removeLast()
        }
        guard distinct.count >= 3 else { return nil }
        let half = Array(distinct.prefix((distinct.count + 1) / 2))
        let span = half.last! - half.first! + 1
        return span >= 3 * Double(half.count) ? distinct.count : nil
    }

    /// Measures that are denominators of the others: whole, never negative, `denominatorRatio`
    /// times the median size of at least two other count columns or more, and most of those
    /// counts rise with it across the rows (r ≥ `denominatorR`): the population the counts are
    /// of. A large measure the others do not scale with (a volume beside prices) is none.
    static func denominators(_ schema: TableSchema) -> [NotMeasure] {
        let counts = schema.columns.filter { column in
            column.role == .measure && column.evidence.isInteger && (column.evidence.low ?? -1) >= 0
                && (column.evidence.magnitude ?? 0) > 0 && !column.isSurveyWeight
        }
        guard counts.count >= 3 else { return [] }
        var found: [NotMeasure] = []
        // (One median of every count's size: the candidate among them moves it little.)
        let sizes = counts.compactMap(\.evidence.magnitude).sorted()
        let median = sizes[sizes.count / 2]
        for candidate in counts {
            guard let size = candidate.evidence.magnitude, size >= denominatorRatio * median,
                  let values = schema.table.column(named: candidate.name)?.values else { continue }
            let others = counts.filter { $0.name != candidate.name }
            let rising = others.filter { other in
                let r = correlation(values, schema.table.column(named: other.name)?.values ?? [])
                return r.isFinite && r >= denominatorR
            }
            if 2 * rising.count > others.count {
                found.append(NotMeasure(name: candidate.name,
                                        reason: "\(short(size / median))× the counts beside it, \(rising.count) of \(others.count) of which rise with it: their denominator"))
            }
        }
        // (Two denominators of one table, a population and its households, are both dropped.
        // More large columns the others rise with are the table's main count in a wide layout,
        // cases per year beside deaths per year: what it measures, not what it is scaled by.)
        return found.count <= denominatorLimit ? found : []
    }

    static let denominatorRatio = 20.0
    /// Most denominators a table has (a population and its households).
    static let denominatorLimit = 2
    static let denominatorR = 0.3
}
