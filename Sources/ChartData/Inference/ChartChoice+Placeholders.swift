import Foundation

/// What `--explain` says of the placeholders the schema read as gaps (`TableSchema+Placeholders`),
/// first, since every later choice saw the gaps and not the values.
extension ChartChoice {
    mutating func explainPlaceholders(schema: TableSchema) {
        guard !schema.placeholders.isEmpty else { return }
        decisions.append(Decision(subject: "gaps", value: schema.placeholders.map(\.description).joined(separator: "; "),
                                  reasons: ["round values far outside the rest stand for no value"]))
    }
}
