/// One `Axis` object placed in two charts: refused before axes could be shared. Charts now share
/// axes (`Axis.isShared`; each chart keeps its own placement of the axis), so nothing throws it;
/// `check(_:)` stays for callers that want one axis object per chart.
public struct SharedAxisError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The indices of the two charts, in the order given.
    public var firstChart: Int
    public var secondChart: Int
    /// "x" or "y", with the axis's title when it has one.
    public var axisName: String

    public var description: String {
        "the \(axisName) axis is used by charts \(firstChart) and \(secondChart); give each chart its own axis and link them (ChartLink) to move them together"
    }

    /// Throws when any axis object appears in more than one of `charts`.
    public static func check(_ charts: [Chart]) throws(SharedAxisError) {
        var owners: [ObjectIdentifier: Int] = [:]
        for (index, chart) in charts.enumerated() {
            for axis in chart.allAxes {
                let key = ObjectIdentifier(axis)
                if let owner = owners[key], owner != index {
                    let kind = axis.orientation == .horizontal ? "x" : "y"
                    throw SharedAxisError(firstChart: owner, secondChart: index,
                                          axisName: axis.title.map { "\(kind) (\"\($0)\")" } ?? kind)
                }
                owners[key] = index
            }
        }
    }
}
