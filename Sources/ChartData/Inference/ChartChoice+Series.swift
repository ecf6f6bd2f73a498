import Foundation

extension ChartChoice {
    /// One series to draw: its points, and whether it belongs on the right y axis.
    public struct Series: Sendable {
        public var name: String
        public var x: [Double]
        public var y: [Double]
        public var onRightAxis = false
    }

    /// The series of the choice: rows split by `by` (keys in order of first appearance), one
    /// per y column, folded by `aggregation`, dates sorted left to right.
    ///
    /// ```swift
    /// for series in choice.series(schema: schema) { print(series.name, series.x.count) }
    /// ```
    public func series(schema: TableSchema) -> [Series] {
        let table = schema.table
        let rowCount = table.rowCount
        var groups: [(String, [Int])] = []
        var everyRow = false
        if let by, let (codes, names) = Self.keyCodes(by, schema: schema) {
            groups = names.map { ($0, []) }
            for (row, code) in codes.enumerated() where row < rowCount { groups[code].1.append(row) }
            if let ordered = MonthNames.calendarOrder(names) {
                // Keys that name months go in calendar order.
                let rank = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
                groups.sort { rank[$0.0]! < rank[$1.0]! }
            }
        } else {
            groups = [("", [])]  // every row, read below from the columns themselves
            everyRow = true
        }
        let columns = y.isEmpty ? [""] : y
        let right = Set(rightAxisSeries)
        var result: [Series] = []
        for (key, rows) in groups {
            for column in columns {
                let values = table.column(named: column)?.values ?? []
                // No key: every row, the columns themselves (no copy, no list of row numbers).
                func whole(_ column: [Double], or filler: Double) -> [Double] {
                    column.count == rowCount ? column
                        : column.isEmpty ? Array(repeating: filler, count: rowCount) : Array(column.prefix(rowCount))
                }
                var sx = everyRow ? whole(xValues, or: .nan) : rows.map { xValues[$0] }
                var sy = everyRow ? whole(values, or: 1) : rows.map { values.isEmpty ? 1 : values[$0] }
                if let aggregation { (sx, sy) = Self.fold(x: sx, y: sy, by: aggregation) }
                if xAxis == .date && !Self.isSorted(sx) {
                    // Dates written newest first still read left to right.
                    let order = sx.indices.sorted { sx[$0] < sx[$1] || (sx[$1].isNaN && !sx[$0].isNaN) }
                    sx = order.map { sx[$0] }
                    sy = order.map { sy[$0] }
                }
                let name = seriesName(key: by == nil ? nil : key, column: column, columnCount: columns.count)
                result.append(Series(name: name, x: sx, y: sy, onRightAxis: right.contains(name)))
            }
        }
        return result
    }

    private func seriesName(key: String?, column: String, columnCount: Int) -> String {
        switch (key, columnCount > 1) {
        case (let key?, true): return "\(key) · \(column)"
        case (let key?, false): return key
        default: return aggregation == .count ? "count" : column
        }
    }

    /// One point per distinct x, sorted.
    public static func fold(x: [Double], y: [Double], by aggregation: Aggregation) -> ([Double], [Double]) {
        var order: [Double] = []
        var buckets: [Double: [Double]] = [:]
        for (xv, yv) in zip(x, y) where !xv.isNaN {
            if buckets[xv] == nil { order.append(xv) }
            buckets[xv, default: []].append(yv)
        }
        order.sort()
        return (order, order.map { aggregation.fold(buckets[$0]!) })
    }

    // MARK: - Axes

    /// Series types whose values share one y scale with no stacking or folding, where a second
    /// axis keeps a small series from lying flat.
    static let linearKinds: Set<String> = ["line", "scatter", "step"]

    /// The magnitude (greatest absolute value) of each series, by series name.
    private func magnitudes(schema: TableSchema) -> [(String, Double)] {
        let columns = y.isEmpty ? [""] : y
        guard let by, let (codes, names) = Self.keyCodes(by, schema: schema) else {
            return columns.map { ($0, schema.column(named: $0)?.evidence.magnitude ?? 0) }
        }
        var result: [(String, Double)] = []
        for column in columns {
            let values = schema.table.column(named: column)?.values ?? []
            var biggest = [Double](repeating: 0, count: names.count)
            for (code, value) in zip(codes, values) where value.isFinite { biggest[code] = max(biggest[code], abs(value)) }
            for (i, name) in names.enumerated() {
                result.append((seriesName(key: name, column: column, columnCount: columns.count), biggest[i]))
            }
        }
        return result
    }

    mutating func chooseAxes(schema: TableSchema) {
        keyCount = by.flatMap { Self.keyCodes($0, schema: schema)?.names.count } ?? 0
        seriesCount = max(y.count, 1) * max(keyCount, 1)
        decisions.append(Decision(subject: "axes", value: "x \(xAxis.rawValue)", reasons: [axisReason(schema: schema)]))
        if seriesCount > Self.paletteSize, Self.linearKinds.contains(kind) || kind == "column" {
            let cycles = (seriesCount + Self.paletteSize - 1) / Self.paletteSize
            decisions.append(Decision(subject: "series", value: "\(seriesCount)",
                                      reasons: ["\(Self.paletteSize) colours, then \(kind == "line" || kind == "step" ? "dash patterns" : "marker shapes") in \(cycles) rounds, so no two series look alike"]))
        }
        guard aggregation == nil, Self.linearKinds.contains(kind), seriesCount >= 2 else { return }
        let sized = magnitudes(schema: schema).filter { $0.1 > 0 && $0.1.isFinite }.sorted { $0.1 < $1.1 }
        guard sized.count >= 2, sized.last!.1 / sized.first!.1 > Self.magnitudeRatioLimit else { return }
        // Split at the widest gap between neighbouring magnitudes.
        var cut = 1
        var widest = 0.0
        for i in 1..<sized.count where sized[i].1 / sized[i - 1].1 > widest {
            widest = sized[i].1 / sized[i - 1].1
            cut = i
        }
        let small = Array(sized[..<cut]), large = Array(sized[cut...])
        // The smaller group goes right; on a tie the larger magnitudes do.
        let right = small.count < large.count ? small : large
        let left = small.count < large.count ? large : small
        rightAxisSeries = right.map(\.0)
        func span(_ group: [(String, Double)]) -> String {
            "\(group.prefix(3).map(\.0).joined(separator: ", "))\(group.count > 3 ? " …" : "") (up to \(Self.short(group.map(\.1).max()!)))"
        }
        decisions.append(Decision(subject: "y axes", value: "left \(left.count), right \(right.count)",
                                  reasons: ["magnitudes differ \(Self.short(sized.last!.1 / sized.first!.1))×, over \(Int(Self.magnitudeRatioLimit))×",
                                            "left: \(span(left))", "right: \(span(right))"],
                                  beaten: ["one axis: the smaller series would lie flat"]))
        for group in [left, right] where group.count >= 2 && group.last!.1 / group.first!.1 > Self.magnitudeRatioLimit {
            warnings.append("series \(group.first!.0) and \(group.last!.0) differ \(Self.short(group.last!.1 / group.first!.1))× on one axis (name fewer with --y)")
        }
    }

    private func axisReason(schema: TableSchema) -> String {
        switch xAxis {
        case .date: return "x holds times"
        case .year: return "x holds whole years (no thousands separator)"
        case .category: return "x holds \(categories.count) names"
        case .row: return "no x column: row numbers"
        case .log: return "named"
        case .number: return "x holds numbers"
        }
    }

    /// 1234567 → "1.2e6", 12.3 → "12".
    static func short(_ value: Double) -> String {
        if value >= 1e4 { return String(format: "%.1e", value).replacingOccurrences(of: "e+0", with: "e").replacingOccurrences(of: "e+", with: "e") }
        return value >= 10 ? String(Int(value.rounded())) : String(format: "%.2g", value)
    }
}
