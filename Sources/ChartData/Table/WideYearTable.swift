import Foundation

/// A table with a row per entity and a column per year (`Name, 1929, 1930 … 2009` as the BEA
/// prints state incomes; `State, pcgdp1940 … pcgdp2000`), and the long table it stands for: one
/// line per entity over the years. Drawn as columns, 81 years would be 81 series of columns per
/// entity; melted, the same data reads as it does when written long (`Name, year, income`), so
/// one data set gives one picture.
///
/// A table qualifies, on its names and cells alone, when:
/// - at least `leastYears` numeric columns are named by years (1000…2999) with one common stem
///   (none, `pcgdp`, R's `X`), the years rising from column to column;
/// - a text column names the rows (filled, `distinctShare` distinct, mostly not numbers, not
///   dates, not month names: months down the side and years across are one series per year);
/// - no column holds dates (rows at times are observations, their columns series).
/// Other columns (codes, classes) are left out of the picture and named in `--explain`.
///
/// ```swift
/// if let wide = WideYearTable(table) {
///     let long = wide.long(table)   // Name, year, value: one line per Name
/// }
/// ```
public struct WideYearTable: Sendable, Equatable {
    /// The year columns, in order, and the year each names.
    public let yearColumns: [String]
    public let years: [Double]
    /// The text column naming the rows.
    public let label: String
    /// The value column of the long table: the stem of the year names (`pcgdp`), else `value`.
    public let valueName: String
    /// Columns left out (codes, classes, notes).
    public let droppedColumns: [String]
    /// Rows of the table, and those drawn (the first `mostRowsDrawn`).
    public let rowCount: Int
    public let drawnRows: [Int]

    /// Fewest year columns that make the table wide.
    public static let leastYears = 5
    /// The least share of rows the label names distinctly.
    public static let distinctShare = 0.9
    /// Most rows drawn: a line each, keyed by the label (as many keys as a split takes).
    public static let mostRowsDrawn = 50

    public init?(_ table: DataTable) {
        let names = table.columnNames.isEmpty ? table.columns.map(\.name) : table.columnNames
        guard names.count > Self.leastYears, table.rowCount >= 2 else { return nil }
        guard !names.contains(where: { table.valueKinds[$0] == .date || table.valueKinds[$0] == .instant }) else { return nil }
        // Numeric columns named stem + year, grouped by stem; the largest group of rising years wins.
        var groups: [String: [(name: String, year: Double)]] = [:]
        var stems: [String] = []
        for name in names where !table.isTextColumn(name) && table.column(named: name) != nil {
            guard let (stem, year) = Self.stemAndYear(name) else { continue }
            if groups[stem] == nil { stems.append(stem) }
            groups[stem, default: []].append((name, year))
        }
        guard let stem = stems.max(by: { groups[$0]!.count < groups[$1]!.count }), let found = groups[stem],
              found.count >= Self.leastYears, zip(found, found.dropFirst()).allSatisfy({ $0.year < $1.year }) else { return nil }
        guard let label = names.first(where: { Self.namesRows(table.textColumns[$0], rows: table.rowCount) }) else { return nil }
        let yearNames = found.map(\.name)
        yearColumns = yearNames
        years = found.map(\.year)
        self.label = label
        let cleanStem = stem.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        // A one-letter stem is a reader's prefix (R's `X1929`), no name for the values.
        valueName = cleanStem.count >= 2 ? cleanStem : "value"
        droppedColumns = names.filter { $0 != label && !yearNames.contains($0) }
        rowCount = table.rowCount
        drawnRows = Array(0..<min(table.rowCount, Self.mostRowsDrawn))
    }

    /// `pcgdp1940` → (`pcgdp`, 1940); `1969  ` → (``, 1969); nil for names not ending in a year.
    static func stemAndYear(_ name: String) -> (String, Double)? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.reversed().prefix(while: \.isNumber).count
        guard digits == 4, let year = Int(trimmed.suffix(4)), (1000...2999).contains(year) else { return nil }
        let stem = String(trimmed.dropLast(4))
        // (`Q1_2019`, `2019.5`: a part of a year or a fraction is no year column)
        guard !stem.contains(where: \.isNumber), !stem.hasSuffix(".") else { return nil }
        return (stem, Double(year))
    }

    /// Texts in every row (nearly), distinct in `distinctShare` of them, mostly not numbers, not
    /// dates and not month names.
    static func namesRows(_ texts: [String]?, rows: Int) -> Bool {
        guard let texts else { return false }
        let filled = texts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard Double(filled.count) >= distinctShare * Double(rows),
              Double(Set(filled).count) >= distinctShare * Double(filled.count) else { return false }
        let numbers = filled.filter { Double($0) != nil }.count
        guard numbers * 2 < filled.count, !MonthNames.isMonthColumn(filled) else { return false }
        return DateColumnParser.detect(Array(filled.prefix(200)), timeZone: TimeZone(identifier: "UTC")!) == nil
    }

    /// The long table: the label (text), `year` and the value, one row per drawn row and year
    /// with a value (a row's missing years are left out, so its line runs on over them).
    public func long(_ table: DataTable) -> DataTable {
        let columns = yearColumns.map { table.column(named: $0)?.values ?? [] }
        let labels = table.textColumns[label] ?? []
        var keys: [String] = []
        var x: [Double] = []
        var y: [Double] = []
        for row in drawnRows {
            let key = row < labels.count ? labels[row].trimmingCharacters(in: .whitespaces) : ""
            for (j, year) in years.enumerated() where row < columns[j].count && columns[j][row].isFinite {
                keys.append(key)
                x.append(year)
                y.append(columns[j][row])
            }
        }
        var long = DataTable(columns: [DataTable.Column(name: "year", values: x), DataTable.Column(name: valueName, values: y)],
                             rowCount: x.count, textColumns: [label: keys])
        long.columnNames = [label, "year", valueName]
        return long
    }

    /// Rows left out of the picture.
    public var leftOut: Int { rowCount - drawnRows.count }

    /// One line for `--explain`.
    public var explanation: String {
        var line = "table = a row per \(label), a column per year (\(yearColumns.first!.trimmingCharacters(in: .whitespaces)) … "
            + "\(yearColumns.last!.trimmingCharacters(in: .whitespaces)), \(yearColumns.count) columns): melted to one line per \(label) over the years"
        if !droppedColumns.isEmpty {
            line += "; left out \(droppedColumns.prefix(4).joined(separator: ", "))\(droppedColumns.count > 4 ? " …" : ""): not years"
        }
        return line + "; beats drawing the columns: each year column is one point of every \(label)'s series"
    }

    /// The warning when rows are left out.
    public var warning: String? {
        guard leftOut > 0 else { return nil }
        return "a column per year: drew the first \(drawnRows.count) of \(rowCount) rows of \(label) as lines, \(leftOut) left out so the lines stay apart "
            + "(keep the rows you want in a file of their own, or name --x/--y to draw the columns)"
    }
}
