import Foundation

/// A table whose rows are series: many numeric columns that are the positions of one series
/// (`column 2 … column 287` with no header, `t1 … t150`, `0.5, 1.0 … 25` as wind speeds), each
/// row one series, with at most a label or name beside them. The UCR time-series archive writes
/// its files so (a class label, then one series per row), and so do tables of curves per entity.
/// A person draws one line per row over the position, coloured by the label.
///
/// A run of columns is read as positions of one series when all of these hold, on column
/// properties alone (one row is enough when the names are the positions, a spectrum written as
/// a row; the checks over rows then ask nothing of it):
/// - at least `leastPositions` numeric columns in a row, named in sequence: made-up names
///   (`column 7`, `7`), numbers that increase (the x of each position), or one stem with
///   consecutive numbers (`t1`, `t2`, …);
/// - at most `mostOtherColumns` other columns, and no date among them (rows at times are
///   observations, their columns series);
/// - rows fewer than `rowsPerPositionLimit` × the positions (a long table of 30 sensors has its
///   series in columns);
/// - neighbouring positions are alike: the mean step between neighbours is under
///   `neighbourShare` of the mean difference between positions half the run apart (a series
///   moves smoothly; independent columns do not);
/// - under `constantShare` of the positions hold one value in every row, and no one value fills
///   half the cells (images have blank borders and backgrounds: pixels, not a series; grids
///   and matrices are another choice's).
///
/// ```swift
/// if let rows = RowSeriesTable(table) {
///     let long = rows.long(table)   // position, value, and the label: one line per row
/// }
/// ```
public struct RowSeriesTable: Sendable, Equatable {
    /// The columns that are positions, in order.
    public let positionColumns: [String]
    /// x of each position: the numbers the names say, else 0, 1, 2, ….
    public let positions: [Double]
    /// How the positions were recognised (for `--explain`).
    public let positionEvidence: String
    /// The label or name of each row (a category: a class label, a turbine type), if one sits
    /// beside the positions.
    public let label: String?
    /// Whether the label repeats (a class: rows coloured by it), or names each row once.
    public let labelRepeats: Bool
    /// Distinct labels.
    public let labelCount: Int
    /// Rows of the table, and those drawn (at most `mostRowsDrawn`, of the first
    /// `ChartChoice.paletteSize` labels when a label repeats).
    public let rowCount: Int
    public let drawnRows: [Int]
    /// Whether the positions are instants (a reader's shared timestamps): x is a date axis.
    public let positionsAreInstants: Bool
    /// Whether the file declared the rows series (`DataTable.statedRowSeries`), not the rules.
    public let isStated: Bool
    /// Rows each case fills (`StatedRowSeries.rowsPerCase`; 1 for rows judged series).
    public let rowsPerCase: Int

    /// Fewest positions that make a row a series.
    public static let leastPositions = 20
    /// Most columns besides the positions (a label, a name, an id).
    public static let mostOtherColumns = 3
    /// Rows per position past which the columns are the series.
    public static let rowsPerPositionLimit = 10
    /// Neighbouring positions must differ less than this share of far-apart ones.
    public static let neighbourShare = 0.7
    /// Positions constant over every row past which the rows are images or grids.
    public static let constantShare = 0.25
    /// Most rows drawn as lines with a repeating label (coloured by it), and with none.
    public static let mostRowsDrawn = 50
    public static let mostNamedRowsDrawn = 24
    static let madeUpEvidence = "numbered in sequence, no header"
    /// Rows looked at to judge smoothness.
    static let sampleRows = 200

    public init?(_ table: DataTable) {
        if let stated = table.statedRowSeries {
            self.init(table, stated: stated)
        } else {
            self.init(inferring: table)
        }
    }

    /// The rows judged series from the column names and values (the rules above).
    private init?(inferring table: DataTable) {
        let names = table.columnNames.isEmpty ? table.columns.map(\.name) : table.columnNames
        guard names.count >= Self.leastPositions, table.rowCount >= 1 else { return nil }
        // Columns kept aside for a label: a whole-number first or last column with repeats, which a
        // headerless file names in sequence with the positions (`column 1` of a UCR file).
        var run: [String] = []
        var bestRun: [String] = []
        for name in names {
            if let values = table.column(named: name)?.values, table.textColumns[name] == nil, !values.isEmpty {
                run.append(name)
            } else {
                if run.count > bestRun.count { bestRun = run }
                run = []
            }
        }
        if run.count > bestRun.count { bestRun = run }
        var label: String?
        if let first = bestRun.first, Self.isLabel(table.column(named: first)!.values, rows: table.rowCount),
           !bestRun.dropFirst().allSatisfy({ Self.isWholeNumbers(table.column(named: $0)!.values) }) {
            label = first
            bestRun.removeFirst()
        } else if let last = bestRun.last, Self.isLabel(table.column(named: last)!.values, rows: table.rowCount),
                  !bestRun.dropLast().allSatisfy({ Self.isWholeNumbers(table.column(named: $0)!.values) }) {
            label = last
            bestRun.removeLast()
        }
        guard bestRun.count >= Self.leastPositions,
              let (positions, evidence) = Self.sequence(bestRun) else { return nil }
        let positionNames = Set(bestRun)  // a search of the run per name was quadratic in the columns
        let others = names.filter { !positionNames.contains($0) }
        // Without a header (made-up names) only the UCR layout is read as rows: a whole-number
        // label beside the positions. A text column there names the rows of a table whose
        // header was lost (times of day down the side), whose columns are its series.
        let headerless = evidence == Self.madeUpEvidence
        guard !headerless || (label != nil && !others.contains { table.isTextColumn($0) }) else { return nil }
        // One row under names that are positions is one curve (a spectrum written as a row);
        // without such names one row is too little to tell a series from a record.
        guard table.rowCount >= 2 || !headerless else { return nil }
        guard others.count <= Self.mostOtherColumns,
              table.rowCount <= Self.rowsPerPositionLimit * bestRun.count,
              !others.contains(where: { table.valueKinds[$0] == .date || table.valueKinds[$0] == .instant }) else { return nil }
        if label == nil {
            // A text column naming or classing the rows (`turbine_type`), else a whole-number label.
            label = others.first { name in
                if table.isoTimes[name] != nil { return false }  // ISO times: dates
                guard let texts = table.textColumns[name] else { return false }
                return DateColumnParser.detect(texts, timeZone: TimeZone(identifier: "UTC")!) == nil
            } ?? others.first { table.column(named: $0).map { Self.isLabel($0.values, rows: table.rowCount) } ?? false }
        }
        let columns = bestRun.map { table.column(named: $0)!.values }
        guard Self.neighboursAreAlike(columns, rows: table.rowCount),
              table.rowCount == 1 || Double(columns.filter(Self.isConstant).count) < Self.constantShare * Double(columns.count),
              !Self.isMostlyOneValue(columns, rows: table.rowCount) else { return nil }
        positionColumns = bestRun
        self.positions = positions
        positionEvidence = evidence
        self.label = label
        rowCount = table.rowCount
        positionsAreInstants = false
        isStated = false
        rowsPerCase = 1
        drawnRows = Self.rowsDrawn(table, label: label, rowsPerCase: 1)
        let keys = label.map { Self.keys(of: $0, in: table) } ?? []
        labelCount = Set(keys).count
        labelRepeats = label != nil && labelCount < keys.count
    }

    /// The rows a reader says are series (`StatedRowSeries`): no judging from the values.
    private init(_ table: DataTable, stated: StatedRowSeries) {
        positionColumns = stated.positionColumns
        positions = stated.positions
        positionEvidence = stated.evidence
        positionsAreInstants = stated.positionsAreInstants
        isStated = true
        rowsPerCase = stated.rowsPerCase
        label = stated.label
        rowCount = table.rowCount
        let keys = stated.label.map { Self.keys(of: $0, in: table) } ?? []
        labelCount = Set(keys).count
        labelRepeats = stated.label != nil && labelCount < keys.count
        drawnRows = Self.rowsDrawn(table, label: labelRepeats ? stated.label : nil, rowsPerCase: stated.rowsPerCase)
    }

    /// With a label that repeats (a class): up to an equal share of `mostRowsDrawn` rows of each
    /// of the first `ChartChoice.paletteSize` labels, so a file sorted by class shows every class
    /// the palette tells apart, not the first one alone; a case of several rows (a multivariate
    /// case's dimensions) is kept or left out whole. Without one: the first `mostNamedRowsDrawn`
    /// rows.
    private static func rowsDrawn(_ table: DataTable, label: String?, rowsPerCase: Int) -> [Int] {
        let keys = label.map { Self.keys(of: $0, in: table) } ?? []
        guard label != nil, Set(keys).count < keys.count else { return Array(0..<min(table.rowCount, Self.mostNamedRowsDrawn)) }
        var kept: [String] = []
        for key in keys where !kept.contains(key) {
            kept.append(key)
            if kept.count == ChartChoice.paletteSize { break }
        }
        let share = casesPerLabel(labels: kept.count, rowsPerCase: rowsPerCase)
        var drawn: [String: Int] = [:]
        var rows: [Int] = []
        for start in stride(from: 0, to: keys.count, by: rowsPerCase) {
            let key = keys[start]
            guard kept.contains(key), drawn[key, default: 0] < share else { continue }
            drawn[key, default: 0] += 1
            rows += start..<min(start + rowsPerCase, keys.count)
        }
        return rows
    }

    /// Cases drawn per label: an equal share of `mostRowsDrawn` rows, at least one case.
    static func casesPerLabel(labels: Int, rowsPerCase: Int) -> Int {
        max(1, mostRowsDrawn / (max(1, labels) * max(1, rowsPerCase)))
    }

    /// The long table: `position` (x), `value`, and the label (or `row`, naming each row) per
    /// value a row has; a gap row (no position, no value) ends each row's line, so one series per
    /// label holds its rows as separate lines.
    public func long(_ table: DataTable) -> DataTable {
        let columns = positionColumns.map { table.column(named: $0)?.values ?? [] }
        var x: [Double] = []
        var y: [Double] = []
        var keys: [String] = []
        let labelKeys = label.map { Self.keys(of: $0, in: table) }
        let count = drawnRows.count * (positions.count + 1)
        x.reserveCapacity(count)
        y.reserveCapacity(count)
        keys.reserveCapacity(count)
        for row in drawnRows {
            let key = labelKeys.map { $0[row] } ?? "row \(row + 1)"
            // Positions a row has no value at are left out, so its line runs on over them (a
            // curve sampled at fewer points than another).
            for (j, position) in positions.enumerated() where row < columns[j].count && columns[j][row].isFinite {
                x.append(position)
                y.append(columns[j][row])
                keys.append(key)
            }
            x.append(.nan)
            y.append(.nan)
            keys.append(key)
        }
        let keyName = keyColumn
        var long = DataTable(columns: [DataTable.Column(name: "position", values: x), DataTable.Column(name: "value", values: y)],
                             rowCount: x.count, textColumns: [keyName: keys])
        long.columnNames = ["position", "value", keyName]
        if positionsAreInstants { long.valueKinds["position"] = .instant }
        return long
    }

    /// The column of the long table that splits it: the label, or `row`.
    public var keyColumn: String { labelRepeats ? label! : "row" }

    /// Rows left out of the picture.
    public var leftOut: Int { rowCount - drawnRows.count }

    /// One line for `--explain`.
    public var explanation: String {
        let first = positionColumns.first!, last = positionColumns.last!
        var line = "rows are series: \(rowCount) rows of \(positionColumns.count) values (\(first) … \(last): \(positionEvidence)"
        line += isStated ? ", as the file declares)" : ", neighbouring values alike)"
        if let label {
            line += labelRepeats ? ", one line per row coloured by \(label) (\(labelCount) distinct)"
                : ", one line per row named by \(label)"
        } else {
            line += ", one line per row"
        }
        return line + "; beats drawing the columns: each column is one position of every series"
    }

    /// The warning when rows are left out, naming how many and how to see them.
    public var warning: String? {
        guard leftOut > 0 else { return nil }
        let classes = min(labelCount, ChartChoice.paletteSize)
        let share = Self.casesPerLabel(labels: classes, rowsPerCase: rowsPerCase)
        let unit = rowsPerCase > 1 ? "case\(share == 1 ? "" : "s") (\(rowsPerCase) rows each)" : "row\(share == 1 ? "" : "s")"
        let which = !labelRepeats ? "the first rows"
            : labelCount > ChartChoice.paletteSize
                ? "at most \(share) \(unit) of each of the first \(ChartChoice.paletteSize) of \(labelCount) values of \(label!)"
                : "at most \(share) \(unit) of each value of \(label!)"
        return "each row is a series: drew \(drawnRows.count) of \(rowCount) rows (\(which)), \(leftOut) left out so the lines stay "
            + "apart; to see others, keep the rows you want in a file of their own, or name --x/--y to draw the columns"
    }

    // MARK: - Column properties

    /// Whole numbers in every row that repeat, two or more of them, few or each on two rows at
    /// least: a class label.
    static func isLabel(_ values: [Double], rows: Int) -> Bool {
        guard isWholeNumbers(values) else { return false }
        guard values.allSatisfy(\.isFinite) else { return false }
        let distinct = Set(values).count
        return distinct >= 2 && distinct < rows && (distinct <= 12 || distinct * 2 <= rows)
    }

    static func isWholeNumbers(_ values: [Double]) -> Bool {
        var any = false
        for v in values where v.isFinite {
            guard v == v.rounded() else { return false }
            any = true
        }
        return any
    }

    static func isConstant(_ values: [Double]) -> Bool {
        guard let first = values.first(where: \.isFinite) else { return true }
        return values.allSatisfy { !$0.isFinite || $0 == first }
    }

    static func keys(of name: String, in table: DataTable) -> [String] {
        if let texts = table.texts(of: name) { return texts }
        return (table.column(named: name)?.values ?? []).map { $0.isFinite ? NumberText.plain($0) : "" }
    }

    /// The positions the names say, and how: numbers that increase, one stem with consecutive
    /// numbers, or names a reader made up. Nil when the names are no sequence.
    static func sequence(_ names: [String]) -> ([Double], String)? {
        let trimmed = names.map { $0.trimmingCharacters(in: .whitespaces) }
        if trimmed.allSatisfy(ChartChoice.isMadeUpName) {
            let numbers = trimmed.compactMap { Double($0.split(separator: " ").last ?? "") }
            if numbers.count == names.count, zip(numbers, numbers.dropFirst()).allSatisfy({ $1 - $0 == 1 }) {
                return ((0..<names.count).map(Double.init), madeUpEvidence)
            }
        }
        let numbers = trimmed.compactMap(Double.init)
        if numbers.count == names.count, zip(numbers, numbers.dropFirst()).allSatisfy({ $1 > $0 }) {
            return (numbers, "names are increasing numbers, the x of each position")
        }
        // One stem and a number: t1, t2, …; x_0, x_1, …; V2 … V301.
        var stem: Substring?
        var suffixes: [Int] = []
        for name in trimmed {
            let digits = name.reversed().prefix(while: \.isNumber).count
            guard digits > 0, digits < name.count, let number = Int(name.suffix(digits)) else { return nil }
            let head = name.dropLast(digits)
            if stem == nil { stem = head } else if stem != head { return nil }
            suffixes.append(number)
        }
        guard let stem, zip(suffixes, suffixes.dropFirst()).allSatisfy({ $1 - $0 == 1 }) else { return nil }
        return (suffixes.map(Double.init), "one stem (\(stem)) numbered in sequence")
    }

    /// Whether one value fills most cells (a sampled half or more): images (a blank background)
    /// and sparse counts, whose neighbours are alike only for being empty, not series.
    static func isMostlyOneValue(_ columns: [[Double]], rows: Int) -> Bool {
        let stride = max(1, rows / sampleRows)
        var counts: [UInt64: Int] = [:]
        var cells = 0
        for row in Swift.stride(from: 0, to: rows, by: stride) {
            for column in columns where row < column.count && column[row].isFinite {
                counts[column[row].bitPattern, default: 0] += 1
                cells += 1
            }
        }
        return cells > 0 && 2 * (counts.values.max() ?? 0) >= cells
    }

    /// Whether neighbouring positions are closer than positions half the run apart, over a
    /// sample of rows.
    static func neighboursAreAlike(_ columns: [[Double]], rows: Int) -> Bool {
        let half = columns.count / 2
        guard half >= 1 else { return false }
        let stride = max(1, rows / sampleRows)
        var near = 0.0, far = 0.0
        var nearCount = 0, farCount = 0
        for row in Swift.stride(from: 0, to: rows, by: stride) {
            for j in 0..<(columns.count - 1) {
                guard row < columns[j].count, row < columns[j + 1].count else { continue }
                let step = abs(columns[j + 1][row] - columns[j][row])
                if step.isFinite { near += step; nearCount += 1 }
                if j + half < columns.count, row < columns[j + half].count {
                    let gap = abs(columns[j + half][row] - columns[j][row])
                    if gap.isFinite { far += gap; farCount += 1 }
                }
            }
        }
        guard nearCount > 0, farCount > 0, far > 0 else { return false }
        return near / Double(nearCount) < neighbourShare * far / Double(farCount)
    }
}
