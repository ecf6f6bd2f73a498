/// The registration of a `ChartObserver`: `cancel()` removes the observer, and so does releasing
/// the last reference to the token, so an observer lives exactly as long as its owner keeps the
/// token.
public final class ChartObservation {
    private weak var chart: Chart?
    private let id: Int

    init(chart: Chart, id: Int) {
        self.chart = chart
        self.id = id
    }

    /// Stops the observer from hearing anything more. Calling it twice does nothing.
    public func cancel() {
        chart?.removeObserver(id: id)
        chart = nil
    }

    deinit { cancel() }
}
