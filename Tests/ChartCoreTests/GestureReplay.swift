import XCTest
@testable import ChartCore

/// Drives a chart with synthetic, timestamped input events and frames, as a window would: after
/// every event or frame that asks for a redraw the chart is laid out again, so the next event
/// sees the layout the screen would show.
final class GestureReplay {
    let chart: Chart
    let size: Size
    let measurer = ApproximateTextMeasurer()
    /// The replay's clock, in seconds; events and frames advance it.
    var time = 100.0
    /// Seconds between frames while something animates. Default: 1/60 s.
    var frameInterval = 1.0 / 60

    init(chart: Chart, size: Size = Size(width: 800, height: 500)) {
        self.chart = chart
        self.size = size
        layOut()
    }

    /// A chart of one line from (0, 0) to (100, 50) with some wiggle, laid out at 800×500.
    static func standard(configure: (Chart) -> Void = { _ in }) -> GestureReplay {
        let chart = Chart(title: "Replay")
        let source = ArrayDataSource()
        let xs = (0...200).map { Double($0) / 2 }
        source.add(LineSeries(title: "Line"), x: xs, y: xs.map { $0 / 2 + 3 * sin($0) })
        chart.dataSource = source
        configure(chart)
        return GestureReplay(chart: chart)
    }

    var plot: Rect { chart.lastLayout!.plotArea }
    var center: Point { Point(x: plot.midX, y: plot.midY) }

    /// What the last frame drew: a window draws a frame after every event that asks for one
    /// (series geometry and animations step as frames are built).
    private(set) var scene: Scene?

    func layOut() {
        scene = chart.makeScene(size: size, measurer: measurer)
    }

    @discardableResult
    func send(_ event: InputEvent) -> Bool {
        let redraw = chart.handle(event).needsRedraw
        if redraw { layOut() }
        return redraw
    }

    /// Moves the clock on by `seconds` without frames (the window asleep).
    func wait(_ seconds: Double) {
        time += seconds
    }

    func press(_ at: Point, button: InputEvent.Button = .left, modifiers: InputEvent.Modifiers = [], clickCount: Int = 1) {
        send(.pointerDown(button: button, position: at, modifiers: modifiers, clickCount: clickCount, time: time))
    }

    func move(_ to: Point, buttons: Set<InputEvent.Button> = [.left]) {
        send(.pointerMove(position: to, buttons: buttons, time: time))
    }

    func release(_ at: Point, button: InputEvent.Button = .left, modifiers: InputEvent.Modifiers = []) {
        send(.pointerUp(button: button, position: at, modifiers: modifiers, time: time))
    }

    /// A drag from `a` to `b` in `steps` equal moves spread over `duration` seconds, released
    /// after holding still for `hold` seconds (a hold of 0.2 s or more leaves no momentum).
    func drag(from a: Point, to b: Point, steps: Int = 10, duration: Double = 0.2, hold: Double = 0.3,
              button: InputEvent.Button = .left, modifiers: InputEvent.Modifiers = []) {
        press(a, button: button, modifiers: modifiers)
        for i in 1...steps {
            time += duration / Double(steps)
            let t = Double(i) / Double(steps)
            move(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), buttons: [button])
        }
        time += hold
        release(b, button: button, modifiers: modifiers)
    }

    func scroll(_ dy: Double, at: Point, precise: Bool = false) {
        send(.scroll(dx: 0, dy: dy, position: at, modifiers: [], isPrecise: precise, time: time))
    }

    func click(_ at: Point, count: Int = 1, button: InputEvent.Button = .left) {
        press(at, button: button, clickCount: count)
        time += 0.05
        release(at, button: button)
    }

    func key(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers = [], isRepeat: Bool = false) {
        send(.key(key, modifiers: modifiers, isRepeat: isRepeat, time: time))
    }

    /// Draws frames every `frameInterval` while the chart animates, at most `limit` of them;
    /// returns how many were drawn.
    @discardableResult
    func runFrames(limit: Int = 10_000, each: () -> Void = {}) -> Int {
        var frames = 0
        while chart.isNavigationAnimating, frames < limit {
            time += frameInterval
            if chart.advance(to: time).needsRedraw { layOut() }
            frames += 1
            each()
        }
        return frames
    }

    /// An axis's place on screen now, to map values later with the pixels of this moment.
    struct AxisPixels {
        var start: Double
        var length: Double
        var isVertical: Bool

        /// Where `value` lands when `range` shows on these pixels.
        func pixel(_ value: Double, _ range: AxisRange) -> Double {
            let t = range.fraction(of: value)   // half-spans: finite on -1e308...1e308 too
            return start + (isVertical ? 1 - t : t) * length
        }
    }

    func pixels(_ axis: Axis) -> AxisPixels {
        AxisPixels(start: axis.pixelStart, length: axis.pixelLength, isVertical: axis.orientation == .vertical)
    }

    var x: AxisRange { chart.xAxis.visibleRange }
    var y: AxisRange { chart.yAxis.visibleRange }
}

/// Asserts two numbers agree to `relative` of `scale` (default: of the larger magnitude).
func assertClose(_ a: Double, _ b: Double, relative: Double = 1e-9, scale: Double? = nil,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let s = scale ?? max(abs(a), abs(b), 1e-300)
    XCTAssertLessThanOrEqual(abs(a - b), relative * s, "\(a) vs \(b) \(message)", file: file, line: line)
}

func assertClose(_ a: AxisRange, _ b: AxisRange, relative: Double = 1e-9, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    let scale = max(abs(a.max - a.min), abs(b.max - b.min))
    assertClose(a.min, b.min, relative: relative, scale: scale, "min \(message)", file: file, line: line)
    assertClose(a.max, b.max, relative: relative, scale: scale, "max \(message)", file: file, line: line)
}

/// Records everything a delegate hears, in order.
final class RecordingDelegate: ChartDelegate {
    enum Call: Equatable {
        case willStart(NavigationKind, NavigationCause)
        case step(NavigationKind, NavigationCause)
        case didFinish(NavigationKind, NavigationCause)
        case range(AxisOrientation)
        case click(Int)
    }

    var calls: [Call] = []
    var movements: [ChartMovement] = []
    var finished: [ChartMovement] = []
    var clicks: [ChartClick] = []

    func chartWillStartPanning(_ chart: Chart, movement: ChartMovement) { calls.append(.willStart(.panning, movement.cause)) }
    func chartIsPanning(_ chart: Chart, movement: ChartMovement) {
        calls.append(.step(.panning, movement.cause))
        movements.append(movement)
    }
    func chartDidFinishPanning(_ chart: Chart, movement: ChartMovement) {
        calls.append(.didFinish(.panning, movement.cause))
        finished.append(movement)
    }
    func chartWillStartZooming(_ chart: Chart, movement: ChartMovement) { calls.append(.willStart(.zooming, movement.cause)) }
    func chartIsZooming(_ chart: Chart, movement: ChartMovement) {
        calls.append(.step(.zooming, movement.cause))
        movements.append(movement)
    }
    func chartDidFinishZooming(_ chart: Chart, movement: ChartMovement) {
        calls.append(.didFinish(.zooming, movement.cause))
        finished.append(movement)
    }
    func chart(_ chart: Chart, didChangeRangeOf axis: Axis, movement: ChartMovement) {
        calls.append(.range(axis.orientation))
    }
    func chart(_ chart: Chart, didClick click: ChartClick) {
        calls.append(.click(click.clickCount))
        clicks.append(click)
    }

    /// The calls with the per-axis range calls left out.
    var movementCalls: [Call] {
        calls.filter { if case .range = $0 { return false } else { return true } }
    }
}
