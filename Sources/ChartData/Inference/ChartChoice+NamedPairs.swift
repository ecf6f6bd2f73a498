import Foundation

/// Two measures of named entities (`Site, Theta, Phi`; `CAS, Tc, Pc`): each entity is a point,
/// the second measure against the first, whatever the number of rows. Columns of both measures
/// per name read only while the names fit under the axis, so the picture used to flip from
/// columns (35 electrodes) to this scatter (131 electrodes) on the row count alone; one data set
/// of another size should give the same kind of picture.
extension ChartChoice {
    /// Cost of the first measure of a named pair as x: before a label per row and the first
    /// column, after a coordinate pair.
    static let namedPairCost = Cost.firstColumn - 0.4
    /// Words naming the uncertainty of another column.
    static let uncertaintyWords: Set<String> = ["unc", "uncertainty", "err", "error", "sd", "se", "sem", "std", "stdev", "sigma", "2sigma", "1sigma", "ci", "stderr"]

    /// The two measures of a table of named entities with exactly two measures (neither named by
    /// a number: those are positions along an axis, such as years); nil for any other table.
    static func namedPair(_ schema: TableSchema) -> (x: TableSchema.Column, y: TableSchema.Column)? {
        guard schema.rowCount >= 3, !hasTimeAxis(schema) else { return nil }
        let measures = schema.columns.filter { $0.role == .measure }
        guard measures.count == 2, measures.allSatisfy({ Double($0.name.trimmingCharacters(in: .whitespaces)) == nil }) else { return nil }
        // A value and its uncertainty (`value, unc_2sigma`) are one quantity: its columns per
        // name, not the error against the value.
        guard !measures.contains(where: { ColumnName($0.name).words.contains(where: uncertaintyWords.contains) }) else { return nil }
        let named = schema.columns.contains { column in
            guard !column.evidence.isNumeric, column.dateParser == nil, let texts = schema.table.textColumns[column.name],
                  column.evidence.filled == schema.rowCount, column.evidence.isAllDistinct,
                  column.role == .category || column.role == .freeText else { return false }
            let sample = texts.prefix(200)
            return sample.filter { Double($0.trimmingCharacters(in: .whitespaces)) != nil }.count * 2 < sample.count
        }
        return named ? (measures[0], measures[1]) : nil
    }
}
