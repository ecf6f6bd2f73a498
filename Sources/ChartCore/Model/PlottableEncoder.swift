/// Turns typed values into the `Double` column a chart draws: numbers as they are, dates as
/// seconds since 1970, names as their positions 0, 1, 2, … in `categories`.
///
/// Names are numbered in the order they first appear, across every column one encoder encodes,
/// so two series that name the same categories put them at the same place. `ArrayDataSource`
/// keeps one encoder for x and one for y; a datasource of your own can do the same and return
/// `categories` from `chart(_:categoryNamesFor:)`.
public struct PlottableEncoder: Sendable {
    /// The names met so far, at their positions.
    public private(set) var categories: [String]
    private var positions: [String: Int]

    /// An encoder that starts from `categories` (already at positions 0, 1, 2, …).
    public init(categories: [String] = []) {
        self.categories = []
        positions = [:]
        for name in categories { _ = position(of: name) }
    }

    /// The axis value of one typed value.
    public mutating func encode(_ value: some PlottableValue) -> Double {
        switch value.plottedValue {
        case .number(let number): number
        case .date(let date): date.timeIntervalSince1970
        case .category(let name): Double(position(of: name))
        }
    }

    /// The axis values of a sequence, in order.
    public mutating func encode<S: Sequence>(_ values: S) -> [Double] where S.Element: PlottableValue {
        var column: [Double] = []
        column.reserveCapacity(values.underestimatedCount)
        for value in values { column.append(encode(value)) }
        return column
    }

    private mutating func position(of name: String) -> Int {
        if let known = positions[name] { return known }
        positions[name] = categories.count
        categories.append(name)
        return categories.count - 1
    }
}
