/// A start tag's attributes: a handful of pairs looked up by name. A list rather than a
/// dictionary: a sheet has a tag or two per cell with two or three attributes each, and hashing
/// them into a new dictionary per tag was a tenth of reading a sheet.
struct XMLAttributes: Equatable, ExpressibleByDictionaryLiteral {
    private var pairs: [(name: String, value: String)] = []

    init() {}

    init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { pairs.append((name, value)) }
    }

    /// The value of `name`; of its last occurrence when a tag repeats it.
    subscript(name: String) -> String? {
        get { pairs.last { $0.name == name }?.value }
        set {
            pairs.removeAll { $0.name == name }
            if let newValue { pairs.append((name, newValue)) }
        }
    }

    /// Appends without looking for an earlier occurrence (the scanner's path; lookups take the last).
    mutating func append(_ name: String, _ value: String) {
        pairs.append((name, value))
    }

    /// The same names with the same values, in any order.
    static func == (lhs: XMLAttributes, rhs: XMLAttributes) -> Bool {
        let names = Set(lhs.pairs.map(\.name)).union(rhs.pairs.map(\.name))
        return names.allSatisfy { lhs[$0] == rhs[$0] }
    }
}
