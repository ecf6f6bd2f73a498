import Foundation

/// A collection of time series as time-series learning formats hold it (sktime/aeon `.ts`,
/// ARFF with a relational attribute): cases, each of one or more dimensions (channels) of
/// values, and a class label or a regression target per case.
///
/// Its table has a row per case (a row per case and dimension when there are several), the
/// label first, then a column per position (`0`, `1`, …, or the cases' shared timestamps);
/// shorter series end in gaps. The table states that its rows are series
/// (`DataTable.statedRowSeries`), so the chart draws a line per case coloured by its class, as
/// aeon's `plot_collection_by_class` does.
///
/// ```swift
/// var collection = SeriesCollection(labelKind: .classLabel)
/// collection.cases.append(.init(dimensions: [[1, 2, 3]], label: "walk"))
/// let table = collection.table(format: "sktime .ts")
/// ```
package struct SeriesCollection {
    /// What the last field of each case is.
    package enum LabelKind: Equatable {
        case none
        /// A class: a text, the rows coloured by it.
        case classLabel
        /// A regression target: a number per case, a column beside the series (a number is no
        /// colour class).
        case target
    }

    package struct Case {
        /// Values per dimension; NaN for a missing value (`?`).
        package var dimensions: [[Double]]
        /// Each dimension's timestamps when the file gives them (`@timeStamps true`).
        package var times: [[Double]]?
        package var label: String?

        package init(dimensions: [[Double]], times: [[Double]]? = nil, label: String? = nil) {
            self.dimensions = dimensions
            self.times = times
            self.label = label
        }
    }

    package var labelKind: LabelKind
    package var cases: [Case] = []
    /// The dimensions' names (`dimension 1` … when the file names none).
    package var dimensionNames: [String] = []
    /// Whether timestamps are instants (seconds since 1970), not plain numbers.
    package var timesAreInstants = false

    package init(labelKind: LabelKind) {
        self.labelKind = labelKind
    }

    /// The most cells a collection's table may hold: past it the file is refused in one line
    /// rather than padded into memory (a case 10^6 long beside 10^5 short ones).
    package static let mostCells = 1 << 28

    /// The table: label column (`class` or `target`), `dimension` when there are several, then
    /// the positions. `format` names the file's format in the evidence.
    package func table(format: String, file: String) throws(DataFileError) -> DataTable {
        let dimensionCount = cases.map(\.dimensions.count).max() ?? 0
        let length = cases.lazy.flatMap(\.dimensions).map(\.count).max() ?? 0
        guard !cases.isEmpty, length > 0 else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        let rowCount = cases.count * dimensionCount
        let (cells, overflow) = rowCount.multipliedReportingOverflow(by: length)
        guard !overflow, cells <= Self.mostCells else {
            throw DataFileError(file: file, problem: "\(cases.count) cases of up to \(length) values: too many cells to draw (at most \(Self.mostCells))")
        }
        let (positions, positionNote) = self.positions(length: length)
        var table = DataTable(columns: [], rowCount: rowCount)
        var names: [String] = []
        let labelName = labelKind == .target ? "target" : "class"
        switch labelKind {
        case .none: break
        case .classLabel:
            names.append(labelName)
            table.textColumns[labelName] = cases.flatMap { item in Array(repeating: item.label ?? "", count: dimensionCount) }
        case .target:
            names.append(labelName)
            let values = cases.flatMap { item in Array(repeating: item.label.flatMap(Double.init) ?? .nan, count: dimensionCount) }
            table.columns.append(DataTable.Column(name: labelName, values: values))
        }
        if dimensionCount > 1 {
            names.append("dimension")
            let dimensionNames = (0..<dimensionCount).map { $0 < self.dimensionNames.count ? self.dimensionNames[$0] : "dimension \($0 + 1)" }
            table.textColumns["dimension"] = cases.flatMap { _ in dimensionNames }
        }
        let instants = timesAreInstants && positionNote == nil
        let positionNames = positions.map { instants ? TypedCellTable.iso($0, isDate: false) : NumberText.plain($0) }
        for (index, name) in positionNames.enumerated() {
            var values = [Double]()
            values.reserveCapacity(rowCount)
            for item in cases {
                for dimension in 0..<dimensionCount {
                    let series = dimension < item.dimensions.count ? item.dimensions[dimension] : []
                    values.append(index < series.count ? series[index] : .nan)
                }
            }
            table.columns.append(DataTable.Column(name: name, values: values))
        }
        table.columnNames = names + positionNames
        let label: String? = labelKind == .classLabel ? labelName : dimensionCount > 1 ? "dimension" : nil
        var evidence = "\(format): \(cases.count) cases"
        if dimensionCount > 1 { evidence += " of \(dimensionCount) dimensions" }
        evidence += ", up to \(length) values each"
        table.statedRowSeries = StatedRowSeries(positionColumns: positionNames, positions: positions,
                                                label: label, evidence: evidence,
                                                positionsAreInstants: instants,
                                                rowsPerCase: labelKind == .classLabel ? dimensionCount : 1)
        if let positionNote { table.readingNotes.append(positionNote) }
        table.readingNotes.append(evidence + (labelKind == .target ? "; a regression target per case (column target)" : ""))
        return table
    }

    /// x of each position: the timestamps when every case has the same ones, else 0, 1, 2, …
    /// (with a note when the cases' timestamps differ: each is drawn over its own position).
    private func positions(length: Int) -> ([Double], String?) {
        let index = (0..<length).map(Double.init)
        guard let first = cases.first?.times?.first else { return (index, nil) }
        let shared = first.count == length && zip(first, first.dropFirst()).allSatisfy { $1 > $0 }
            && cases.allSatisfy { item in item.times?.allSatisfy { $0 == first } ?? false }
        if shared { return (first, nil) }
        return (index, "the cases' timestamps differ: each case is drawn over its position (0, 1, 2, …)")
    }
}
