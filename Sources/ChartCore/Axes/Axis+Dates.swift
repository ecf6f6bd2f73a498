import Foundation

extension Axis {
    /// The date of an axis value when this is a date axis; nil on other kinds, or for a value
    /// that is not a number (a reading with no x).
    func dateIfDateAxis(_ value: Double) -> Date? {
        guard let dates = self as? DateTimeAxis, value.isFinite else { return nil }
        return dates.date(forValue: value)
    }
}
