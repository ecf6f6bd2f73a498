/// The 1-D arrays that place a 2-D array's rows and columns: a surface over two axes, as a
/// NumPy archive saves one (`np.savez(f, cp=cp, tsr=tsr, pitch=pitch)` with `cp` of shape
/// `(len(tsr), len(pitch))`) and netCDF writes a variable beside its coordinate variables.
///
/// One rule for every format that holds named arrays, decided from measured properties first:
/// - the 2-D array is a grid rather than a few series: `ChartChoice.arrayGridReason`, or both
///   sides more than the palette tells apart;
/// - an axis is a 1-D array of finite numbers, strictly rising or strictly falling, as long as
///   the side it places;
/// - each side has one such array; where a side has several, or both sides are as long (the
///   lengths cannot tell rows from columns), a telling name decides (`x`, `lon`, `col` across;
///   `y`, `lat`, `row` down), and without one there are no axes.
package struct GridAxes: Equatable, Sendable {
    /// One axis: the array's name and its values, one per row or column.
    package struct Axis: Equatable, Sendable {
        package var name: String
        package var values: [Double]

        package init(name: String, values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    /// Places the rows (down).
    package var rows: Axis
    /// Places the columns (across).
    package var columns: Axis
    /// The name of the array whose cells the axes place (set by the reader).
    package var cells = ""

    package init(rows: Axis, columns: Axis) {
        self.rows = rows
        self.columns = columns
    }

    /// The axes of a `rows` × `columns` array among `candidates` (the other arrays beside it,
    /// 1-D ones given by their values); nil when the array is no grid or no axes fit.
    package static func find(rows: Int, columns: Int, among candidates: [Axis]) -> GridAxes? {
        guard isGrid(rows: rows, columns: columns) else { return nil }
        let fitting = candidates.filter(isAxis)
        let down = fitting.filter { $0.values.count == rows }
        let across = fitting.filter { $0.values.count == columns }
        if rows != columns {
            guard let row = pick(down, telling: .rows), let column = pick(across, telling: .columns) else { return nil }
            return GridAxes(rows: row, columns: column)
        }
        // As long as each other: only names say which is which.
        guard let row = only(down, telling: .rows), let column = only(down, telling: .columns), row != column else { return nil }
        return GridAxes(rows: row, columns: column)
    }

    /// What `--explain` says the reader found: `cp (29 × 36) is a surface over tsr (29) down and
    /// pitch (36) across`.
    package var note: String {
        "\(DataFileError.name(cells)) (\(rows.values.count) × \(columns.values.count)) is a surface over "
            + "\(DataFileError.name(rows.name)) (\(rows.values.count)) down and \(DataFileError.name(columns.name)) (\(columns.values.count)) across"
    }

    /// Whether a `rows` × `columns` array is drawn as a grid when axes place it.
    package static func isGrid(rows: Int, columns: Int) -> Bool {
        rows >= 2 && columns >= 2
            && (ChartChoice.arrayGridReason(rows: rows, columns: columns) != nil || min(rows, columns) > ChartChoice.paletteSize)
    }

    /// A strictly monotonic run of finite numbers: positions along an axis, not measurements.
    static func isAxis(_ axis: Axis) -> Bool {
        let values = axis.values
        guard values.count >= 2, values.allSatisfy(\.isFinite) else { return false }
        let rising = values[1] > values[0]
        return zip(values, values.dropFirst()).allSatisfy { rising ? $1 > $0 : $1 < $0 }
    }

    enum Side { case rows, columns }

    /// The one candidate, or the one whose name tells it places `side`.
    private static func pick(_ candidates: [Axis], telling side: Side) -> Axis? {
        candidates.count == 1 ? candidates[0] : only(candidates, telling: side)
    }

    private static func only(_ candidates: [Axis], telling side: Side) -> Axis? {
        let told = candidates.filter { tells($0.name) == side }
        return told.count == 1 ? told[0] : nil
    }

    /// Names that say which way an axis runs: any word of the name (split at what is not a
    /// letter or digit), so `x`, `grid_lon` and `row index` all tell.
    static func tells(_ name: String) -> Side? {
        let words = Set(name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
        let across: Set = ["x", "lon", "long", "longitude", "col", "cols", "column", "columns", "easting"]
        let down: Set = ["y", "lat", "latitude", "row", "rows", "northing"]
        switch (!words.isDisjoint(with: across), !words.isDisjoint(with: down)) {
        case (true, false): return .columns
        case (false, true): return .rows
        default: return nil
        }
    }
}
