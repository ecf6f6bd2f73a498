/// The views a chart has come to rest at, for Alt+Left / Alt+Right and Backspace: a browser-like
/// list with a current position.
struct ViewHistory {
    /// One view: every axis's range, and whether it was following its default range.
    struct View: Equatable {
        struct Entry: Equatable {
            let axis: Axis
            let range: AxisRange
            let followsDefault: Bool

            static func == (a: Entry, b: Entry) -> Bool {
                a.axis === b.axis && a.range == b.range && a.followsDefault == b.followsDefault
            }
        }

        var entries: [Entry]

        init(axes: [Axis]) {
            entries = axes.map { Entry(axis: $0, range: $0.visibleRange, followsDefault: !$0.hasUserRange) }
        }
    }

    /// Default: 100 views; the oldest are forgotten first.
    var capacity = 100
    private(set) var views: [View] = []
    private(set) var index = -1

    var canGoBack: Bool { index > 0 }
    var canGoForward: Bool { index >= 0 && index < views.count - 1 }

    /// Records that the chart moved from `start` to rest at `end`: `end` becomes the current view,
    /// and any views ahead of the current one are dropped, as a browser does after going back.
    mutating func record(from start: View, to end: View) {
        if views.isEmpty || views[index] != start {
            views.removeSubrange((index + 1)...)
            views.append(start)
            index = views.count - 1
        }
        guard views[index] != end else { return }
        views.removeSubrange((index + 1)...)
        views.append(end)
        if views.count > capacity { views.removeFirst(views.count - capacity) }
        index = views.count - 1
    }

    mutating func back() -> View? {
        guard canGoBack else { return nil }
        index -= 1
        return views[index]
    }

    mutating func forward() -> View? {
        guard canGoForward else { return nil }
        index += 1
        return views[index]
    }
}
