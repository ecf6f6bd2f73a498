/// What a header says about a numeric column's use: a count of things (a quantity, whatever
/// its few values) or the outcome a table is about (what a person puts on y).
extension ColumnName {
    /// Words of counted things: `Quantity`, `n_children`, `bdrms`, `num_visits`.
    private static let countWords: Set<String> = [
        "quantity", "qty", "count", "counts", "cnt", "number", "num", "nb", "n", "bdrms", "bedrooms", "rooms",
        "bathrooms", "baths", "children", "kids", "items", "units", "visits", "persons", "people", "members",
        "employees", "pieces", "births", "deaths", "cases", "orders", "calls", "trips", "stops", "floors",
    ]

    /// `Quantity`, `numdep`, `bdrms`, `n_kids`: a whole number so named is a count, a measure,
    /// even when it takes few values.
    var soundsLikeCount: Bool {
        words.contains { Self.countWords.contains($0) || ($0.hasPrefix("num") && $0.count > 3 && $0 != "numeric") }
    }

    /// Words of what a table is about: the y a person draws against the rest.
    private static let outcomeWords: Set<String> = [
        "price", "prices", "wage", "wages", "salary", "earnings", "target", "outcome", "response", "y", "yield",
        "value", "revenue", "cost",
    ]

    /// Names that say a column is the dependent variable of a model, written as one word or
    /// several (`dep_var`, `depvar`, `dependent_variable`).
    private static let outcomeNames: Set<String> = ["depvar", "dependentvar", "dependentvariable", "dependent", "yvar", "outcomevar"]

    /// `price`, `wage`, `target`, `y`, `Sale Price`, `dep_var`: an outcome, drawn on y. Only
    /// strong evidence counts: the last word names the outcome (`Sale Price`, `log_wage`), and a
    /// bare letter only as the whole name (`y`); a word that qualifies another (`target.ra`, the
    /// target's right ascension; `y_mean`, a position) says nothing of what the column is.
    var soundsLikeOutcome: Bool {
        // (a unit after the name, `Y (nT)`, `price [USD]`, is no word of it)
        let bare = Self.withoutUnit(text)
        if bare != text, !bare.isEmpty { return ColumnName(bare).soundsLikeOutcome }
        if Self.outcomeNames.contains(words.joined()) { return true }
        guard let head = words.last, Self.outcomeWords.contains(head) else { return false }
        return head.count > 1 || words.count == 1
    }

    /// `Y (nT)` → `Y`: the name without units in brackets at its end.
    static func withoutUnit(_ text: String) -> String {
        var name = text.trimmingCharacters(in: .whitespaces)
        while let close = name.last, close == ")" || close == "]",
              let open = name.lastIndex(of: close == ")" ? "(" : "["), open != name.startIndex {
            name = String(name[..<open]).trimmingCharacters(in: .whitespaces)
        }
        return name
    }
}
