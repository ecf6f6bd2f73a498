/// Hears about what happens to a chart. Every method has an empty default, so a delegate
/// implements only what it cares about.
public protocol ChartDelegate: AnyObject {
    /// The chart asked its datasource for data again.
    func chartDidLoadData(_ chart: Chart)

    // MARK: Navigation

    // MARK: Selection, legend and series animations
}

extension ChartDelegate {
    public func chartDidLoadData(_ chart: Chart) {}

    // MARK: Navigation defaults

    // MARK: Selection, legend and series animation defaults
}
