/// The scale of most axes: a data value is its own linear value, so equal differences take
/// equal lengths.
public struct LinearScale: AxisScale, Hashable, Sendable {
    public init() {}

    public func linearValue(_ dataValue: Double) -> Double { dataValue }

    public func dataValue(fromLinear value: Double) -> Double { value }

    public var isLinear: Bool { true }
}
