import Foundation

/// A value a chart places on an axis as a number: numbers as they are, a `Date` as seconds since
/// 1970 (the unit of `DateTimeAxis`), nil as a missing value (a gap). Conform your own types
/// (a money amount, a temperature) to put them on a chart without converting them by hand.
///
/// ```swift
/// extension Celsius: ChartCoordinate { var chartCoordinate: Double { degrees } }
/// ```
public protocol ChartCoordinate {
    var chartCoordinate: Double { get }
}

extension Double: ChartCoordinate {
    public var chartCoordinate: Double { self }
}

extension Float: ChartCoordinate {
    public var chartCoordinate: Double { Double(self) }
}

extension Int: ChartCoordinate {
    public var chartCoordinate: Double { Double(self) }
}

extension Int32: ChartCoordinate {
    public var chartCoordinate: Double { Double(self) }
}

extension Int64: ChartCoordinate {
    public var chartCoordinate: Double { Double(self) }
}

extension Date: ChartCoordinate {
    public var chartCoordinate: Double { timeIntervalSince1970 }
}

extension Optional: ChartCoordinate where Wrapped: ChartCoordinate {
    public var chartCoordinate: Double { self?.chartCoordinate ?? .nan }
}
