import Foundation

/// What `--explain` says of the placeholders the schema read as gaps (`TableSchema+Placeholders`),
/// first, since every later choice saw the gaps and not the values.
extension ChartChoice {
    mutating func explainPlaceholders(schema: TableSchema) {
        guard !schema.placeholders.isEmpty else { return }
        var columns: [String] = []
        for placeholder in schema.placeholders where !columns.contains(placeholder.column) { columns.append(placeholder.column) }
        decisions.append(Decision(subject: "gaps", value: columns.joined(separator: ", "),
                                  reasons: schema.placeholders.map { $0.description }
                                      + ["round values far outside the rest stand for no value"]))
    }
}
