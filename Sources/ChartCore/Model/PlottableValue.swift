import Foundation

/// How a typed value stands on an axis.
public enum PlottedValue: Hashable, Sendable {
    /// A number, placed as it is (NaN: a missing value, drawn as a gap).
    case number(Double)
    /// An instant, placed at its time since 1970 in the value unit of the `DateTimeAxis` it is
    /// plotted on (seconds by default, milliseconds with `valueUnit = .milliseconds`).
    case date(Date)
    /// A name, placed at its position on a `CategoryAxis` (the order names first appear in).
    case category(String)
}

/// A value a datasource can hand over as it is kept — a `Date`, a `String`, an `Int`, an enum or
/// a type of your own — instead of converted by hand to `Double`.
///
/// `ArrayDataSource.add(_:_:x:y:)` reads such values from your model objects once, into the
/// same contiguous `Double` columns as the array path, so drawing never sees the types:
///
/// ```swift
/// struct Sale { var day: Date; var region: String; var amount: Int }
/// data.add(LineSeries(title: "Sales"), sales, x: \.day, y: \.amount)   // on a DateTimeAxis
/// data.add(ColumnSeries(title: "By region"), totals, x: \.region, y: \.amount)  // on a CategoryAxis()
/// ```
///
/// Your own types conform by saying which of the three they are; a `RawRepresentable` type
/// whose raw value is plottable (a `String` or `Int` enum) conforms with no code of its own:
///
/// ```swift
/// enum Weekday: String, PlottableValue { case mon, tue, wed }
/// extension Temperature: PlottableValue { var plottedValue: PlottedValue { .number(celsius) } }
/// ```
public protocol PlottableValue {
    var plottedValue: PlottedValue { get }
}

extension PlottableValue where Self: RawRepresentable, RawValue: PlottableValue {
    public var plottedValue: PlottedValue { rawValue.plottedValue }
}

extension PlottableValue where Self: BinaryFloatingPoint {
    public var plottedValue: PlottedValue { .number(Double(self)) }
}

extension PlottableValue where Self: BinaryInteger {
    public var plottedValue: PlottedValue { .number(Double(self)) }
}

extension Double: PlottableValue {}
extension Float: PlottableValue {}
extension Int: PlottableValue {}
extension Int8: PlottableValue {}
extension Int16: PlottableValue {}
extension Int32: PlottableValue {}
extension Int64: PlottableValue {}
extension UInt: PlottableValue {}
extension UInt8: PlottableValue {}
extension UInt16: PlottableValue {}
extension UInt32: PlottableValue {}
extension UInt64: PlottableValue {}

extension Date: PlottableValue {
    public var plottedValue: PlottedValue { .date(self) }
}

extension String: PlottableValue {
    public var plottedValue: PlottedValue { .category(self) }
}

extension Substring: PlottableValue {
    public var plottedValue: PlottedValue { .category(String(self)) }
}

/// A missing value: a gap in a line, no bar, no point.
extension Optional: PlottableValue where Wrapped: PlottableValue {
    public var plottedValue: PlottedValue { self?.plottedValue ?? .number(.nan) }
}
