import Foundation

extension ChartChoice {
    /// One series to draw: its points, and whether it belongs on the right y axis.
    public struct Series: Sendable {
        public var name: String
        public var x: [Double]
        public var y: [Double]
        public var onRightAxis = false
        /// The pane (of `ChartChoice.panes`) it is drawn in, 0 first.
        public var pane = 0
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
        // A total's rows dropped, or kept alone (ChartChoice+Totals).
        var filter: (codes: [Int], total: Int)?
        if rowFilter != nil, let total = totalRows, let (codes, names) = Self.keyCodes(total.key, schema: schema),
           let code = names.firstIndex(of: total.value) {
            filter = (codes, code)
        }
        func drawn(_ row: Int) -> Bool {
            guard let filter else { return true }
            return row < filter.codes.count && rowIsDrawn(filter.codes[row], totalCode: filter.total)
        }
        if let by, let (codes, names) = Self.keyCodes(by, schema: schema) {
            groups = names.map { ($0, []) }
            for (row, code) in codes.enumerated() where row < rowCount && drawn(row) { groups[code].1.append(row) }
            if filter != nil { groups.removeAll { $0.1.isEmpty } }
            if let ordered = MonthNames.calendarOrder(names) {
                // Keys that name months go in calendar order.
                let rank = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
                groups.sort { rank[$0.0]! < rank[$1.0]! }
            }
        } else if filter != nil {
            groups = [("", (0..<rowCount).filter(drawn))]
        } else {
            groups = [("", [])]  // every row, read below from the columns themselves
            everyRow = true
        }
        let columns = y.isEmpty ? [""] : y
        let right = Set(rightAxisSeries)
        // Groups the inference made (a factor's levels, a flag grouping folded keys, the ids of a
        // design's entities) say their column: "union = 1", "Tree = 3"; names such as "Asia" or
        // "Qn1" say enough.
        let namesColumn = by.map { designGroup == $0 || ((foldedKey != nil || designKey == $0) && !schema.table.isTextColumn($0) && schema.keyParts(of: $0) == nil) } ?? false
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
                if let rowLimit, everyRow, rowLimit < sx.count {
                    // Columns that end early are drawn over their own rows (ChartChoice+Extents).
                    sx = Array(sx.prefix(rowLimit))
                    sy = Array(sy.prefix(rowLimit))
                }
                if let aggregation {
                    // Rows counted or summed per period: the empty periods are 0 (ChartChoice+EventCounts).
                    let rows = rowsPerPeriod != nil && (aggregation == .count || aggregation == .sum)
                        ? Self.fold(x: sx, y: sx, by: .count).1 : nil
                    (sx, sy) = Self.fold(x: sx, y: sy, by: aggregation)
                    if let period = rowsPerPeriod?.period, let rows {
                        (sx, sy) = Self.zeroFilled(x: sx, y: sy, rows: rows, period: period)
                    } else if binsX, xAxis == .log, aggregation == .count {
                        (sx, sy) = Self.zeroFilledLogBins(x: sx, y: sy)
                    }
                } else if everyRow { (sx, sy) = breakingRuns(x: sx, y: sy) }
                if xAxis == .date && !Self.isSorted(sx) {
                    // Dates written newest first still read left to right.
                    let order = sx.indices.sorted { sx[$0] < sx[$1] || (sx[$1].isNaN && !sx[$0].isNaN) }
                    sx = order.map { sx[$0] }
                    sy = order.map { sy[$0] }
                }
                // A numeric key the inference made names its column ("Chick = 3"); a numeric
                // colour already carries that prefix (colourKeyPrefix).
                let keyText = by == nil ? nil : (namesColumn && colourKeyPrefix == nil) ? "\(by!) = \(key)" : key
                let name = seriesName(key: keyText, column: column, columnCount: columns.count)
                result.append(Series(name: name, x: sx, y: sy, onRightAxis: right.contains(name),
                                     pane: panes.firstIndex { $0.contains(name) } ?? 0))
            }
        }
        return result
    }

    private func seriesName(key: String?, column: String, columnCount: Int) -> String {
        switch (key, columnCount > 1) {
        case (let key?, true): return "\(key) · \(column)"
        case (let key?, false): return (colourKeyPrefix ?? "") + key
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
        labelNumberXAsYears()
        decisions.append(Decision(subject: "axes", value: "x \(xAxis.rawValue)", reasons: [axisReason(schema: schema)]))
        // (after the panes are known: each pane starts the palette again)
        defer { describeSeriesStyles() }
        guard (aggregation == nil && Self.linearKinds.contains(kind)) || Self.isSideBySideColumns(kind: kind, aggregation: aggregation),
              seriesCount >= 2 else { return }
        // (a constant, drawn only when nothing else is, is a flat line: no scale of its own)
        let sized = magnitudes(schema: schema).filter { $0.1 > 0 && $0.1.isFinite && (by != nil || !Self.isConstantSeries($0.0, schema: schema)) }
            .sorted { $0.1 < $1.1 }
        if separateNameFamilies(ratio: sized.count >= 2 ? sized.last!.1 / sized.first!.1 : 1) { return }
        guard sized.count >= 2, sized.last!.1 / sized.first!.1 > Self.magnitudeRatioLimit else {
            // (sizes within the limit may still lie far apart: pressure beside temperatures)
            if Self.linearKinds.contains(kind) { _ = separateOffsetGroups(schema: schema) }
            return
        }
        if let key = by, y.count == 1, !Self.keyNamesVariables(key) {
            // One column split by a key: one unit, one scale (a log one past the limit).
            shareOneAxis(schema: schema, ratio: sized.last!.1 / sized.first!.1, smallest: sized.first!.0, largest: sized.last!.0)
            return
        }
        separateMagnitudes(sized)
    }

    /// How more series than the palette holds are told apart, for `--explain`: in panes, each
    /// starts the palette again (ChartFactory+Panes), so only a pane past it needs more.
    private mutating func describeSeriesStyles() {
        let largest = panes.isEmpty ? seriesCount : panes.map(\.count).max() ?? 0
        guard largest > Self.paletteSize, Self.linearKinds.contains(kind) || kind == "column" else { return }
        let cycles = (largest + Self.paletteSize - 1) / Self.paletteSize
        decisions.append(Decision(subject: "series", value: "\(seriesCount)",
                                  reasons: ["\(Self.paletteSize) colours, then \(kind == "line" || kind == "step" ? "dash patterns" : kind == "column" ? "lighter and darker shades of them" : "marker shapes") in \(cycles) rounds\(panes.isEmpty ? "" : " in a pane"), so no two series look alike"]))
    }

    private func axisReason(schema: TableSchema) -> String {
        switch xAxis {
        case .date: return "x holds times"
        case .year: return "x holds \(yearEvidence ?? "whole years") (no thousands separator)"
        case .category: return "x holds \(categories.count) names"
        case .row: return "no x column: row numbers"
        case .log: return "x holds numbers spread by ratio: a logarithmic axis"
        case .number: return "x holds numbers"
        }
    }

    /// 1234567 → "1.2e6", 12.3 → "12".
    static func short(_ value: Double) -> String {
        if value >= 1e4 { return String(format: "%.1e", value).replacingOccurrences(of: "e+0", with: "e").replacingOccurrences(of: "e+", with: "e") }
        return value >= 10 ? String(Int(value.rounded())) : String(format: "%.2g", value)
    }

    /// Series split from one column share its unit, so they share one axis: a second linear axis
    /// would draw a small firm taller than a large one. Past `magnitudeRatioLimit` the axis is
    /// logarithmic when every value is positive; else a warning says the small ones lie low.
    private mutating func shareOneAxis(schema: TableSchema, ratio: Double, smallest: String, largest: String) {
        let column = schema.column(named: y[0])
        let beaten = ["a second axis: one column, one unit, drawn at two scales", "linear: \(smallest) would lie flat"]
        if let low = column?.evidence.low, low > 0 {
            yAxis = .log
            decisions.append(Decision(subject: "y axis", value: "log",
                                      reasons: ["the \(seriesCount) series of \(by!) are one column (\(y[0])) whose magnitudes differ \(Self.short(ratio))×, over \(Int(Self.magnitudeRatioLimit))×"],
                                      beaten: beaten))
        } else {
            warnings.append("series \(smallest) and \(largest) of \(y[0]) differ \(Self.short(ratio))× on one axis (one column, one unit; values ≤ 0 rule out a log axis; name fewer keys or filter the rows)")
        }
    }
}
