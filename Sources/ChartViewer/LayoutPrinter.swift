import ChartKit
import Foundation

/// `chartview --print-layout`: after each frame that put a chart's plot area somewhere new (the
/// first frame, a resize, y labels that grew with the range, data that arrived), one JSON line
/// to standard output with where it now is in the window, left, top, right and bottom:
///
///     {"chart":1,"plot":[44,480,764,578]}
///
/// In the window's points, the coordinates its input events carry: on X11 at a scale of 1, the
/// pointer's pixels from the window's top-left corner, so a script or test can point at the
/// plot without knowing how wide the labels came out. `"chart":N` (from 0, top to bottom, left
/// to right) comes first when the window holds several charts. The line is written before the
/// frame is presented, so it is there once the frame is on screen.
final class LayoutPrinter {
    /// Unowned: the view keeps the printer (in its `afterFrame`), not the other way round.
    private unowned let view: ChartView
    private let write: (String) -> Void
    private var printed: [Rect?] = []

    /// Prints after each of `view`'s frames (taking its `afterFrame`, and calling the one set
    /// before).
    static func attach(to view: ChartView, write: @escaping (String) -> Void = RangePrinter.writeToStandardOutput) {
        let printer = LayoutPrinter(view: view, write: write)
        let earlier = view.afterFrame
        view.afterFrame = { time in
            earlier?(time)
            printer.printChangedPlotAreas()
        }
    }

    private init(view: ChartView, write: @escaping (String) -> Void) {
        self.view = view
        self.write = write
    }

    private func printChangedPlotAreas() {
        let count = view.charts.count
        if printed.count != count { printed = Array(repeating: nil, count: count) }
        for index in 0..<count {
            guard let plot = view.plotArea(ofChartAt: index), plot != printed[index] else { continue }
            printed[index] = plot
            write(Self.line(plot: plot, chartIndex: count > 1 ? index : nil))
        }
    }

    /// One line, newline included.
    static func line(plot: Rect, chartIndex: Int?) -> String {
        let edges = [plot.minX, plot.minY, plot.maxX, plot.maxY].map(RangePrinter.number).joined(separator: ",")
        return "{" + (chartIndex.map { "\"chart\":\($0)," } ?? "") + "\"plot\":[\(edges)]}\n"
    }
}
