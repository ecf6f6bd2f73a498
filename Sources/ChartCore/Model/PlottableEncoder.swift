/// Turns typed values into the `Double` column a chart draws: numbers as they are, dates as
/// seconds since 1970, names as their positions 0, 1, 2, … in `categories`.
///
/// Dates come out in seconds whatever axis they go on. `ArrayDataSource` puts a column of dates
/// into the value unit of the `DateTimeAxis` its series is plotted on when the chart reads it
/// (milliseconds for `valueUnit = .milliseconds`); a datasource of your own that plots dates on
/// a millisecond axis encodes them with that axis's `value(for:)` instead.
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
        var metDate = false
        return encode(value, metDate: &metDate)
    }

    /// The axis values of a sequence, in order.
    public mutating func encode<S: Sequence>(_ values: S) -> [Double] where S.Element: PlottableValue {
        var metDate = false
        return encode(values, metDate: &metDate)
    }

    /// The axis value of one typed value; sets `metDate` when it is a date (seconds, which the
    /// datasource may have to put into its axis's unit).
    mutating func encode(_ value: some PlottableValue, metDate: inout Bool) -> Double {
        switch value.plottedValue {
        case .number(let number): return number
        case .date(let date):
            metDate = true
            return date.timeIntervalSince1970
        case .category(let name): return Double(position(of: name))
        }
    }

    /// The axis values of a sequence, in order; sets `metDate` when any is a date.
    mutating func encode<S: Sequence>(_ values: S, metDate: inout Bool) -> [Double] where S.Element: PlottableValue {
        var column: [Double] = []
        column.reserveCapacity(values.underestimatedCount)
        for value in values { column.append(encode(value, metDate: &metDate)) }
        return column
    }

    private mutating func position(of name: String) -> Int {
        if let known = positions[name] { return known }
        positions[name] = categories.count
        categories.append(name)
        return categories.count - 1
    }
}
