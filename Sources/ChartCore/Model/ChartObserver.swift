/// Hears what happens to a chart. Any number of observers listen beside the one delegate
/// (`Chart.addObserver(_:)`), so a linked chart, a range selector and an application can all
/// follow the same chart without taking the delegate slot from each other.
///
/// Every method has an empty default: an observer implements only what it cares about.
///
/// ```swift
/// final class PanLogger: ChartObserver {
///     func chartDidFinishPanning(_ chart: Chart, movement: ChartMovement) { print(movement.cause) }
/// }
/// let token = chart.addObserver(PanLogger())   // hears every pan until…
/// token.cancel()                                // …it is removed (or the token is released)
/// ```
public protocol ChartObserver: AnyObject {
    // MARK: Data

    /// The chart is about to ask its datasource for data again.
    func chartWillLoadData(_ chart: Chart)
    /// The chart asked its datasource for data again.
    func chartDidLoadData(_ chart: Chart)

    // MARK: Navigation

    /// A pan is about to move the axes: a drag's first step, an arrow key, or an animation that
    /// keeps every span. `movement` is the step about to be applied.
    func chartWillStartPanning(_ chart: Chart, movement: ChartMovement)
    /// The axes moved by one pan step: each drag event, each momentum and animation frame.
    func chartIsPanning(_ chart: Chart, movement: ChartMovement)
    /// A pan has come to rest, its momentum or animation included; `movement` spans all of it.
    func chartDidFinishPanning(_ chart: Chart, movement: ChartMovement)
    /// A zoom is about to change a span: a scroll step, a double-click, a box zoom, a reset, …
    func chartWillStartZooming(_ chart: Chart, movement: ChartMovement)
    /// The axes moved by one zoom step: each scroll event, each momentum and animation frame.
    func chartIsZooming(_ chart: Chart, movement: ChartMovement)
    /// A zoom has come to rest, its momentum or animation included; `movement` spans all of it.
    func chartDidFinishZooming(_ chart: Chart, movement: ChartMovement)
    /// One axis's visible range changed, whatever the cause: called once per axis per step,
    /// before `chartIsPanning`/`chartIsZooming` for that step.
    func chart(_ chart: Chart, didChangeRangeOf axis: Axis, movement: ChartMovement)
    /// A button was pressed and released without dragging.
    func chart(_ chart: Chart, didClick click: ChartClick)

    // MARK: Selection, legend and series animations

    /// A series or a point was selected or deselected, by a click (`selection.position` is where)
    /// or in code (position nil). Toggling off other series or points reports each of them too.
    func chart(_ chart: Chart, didChangeSelection selection: SeriesSelection)
    /// A click on a legend entry hid or showed its series.
    func chart(_ chart: Chart, didToggleVisibilityOf series: ChartSeries, hidden: Bool)
    /// A show or hide animation ended: `finished` is false when it was cut short.
    func chart(_ chart: Chart, didEndAnimationOf series: ChartSeries, showing: Bool, finished: Bool)

    // MARK: Radial charts: rotation and slices

    /// A radial series is about to turn: a drag's first step, a programmatic or animated
    /// rotation, or a selection turning its slice into place.
    func chart(_ chart: Chart, willStartRotating rotation: ChartRotation)
    /// A radial series turned by one step: each drag event, each momentum and animation frame.
    func chart(_ chart: Chart, isRotating rotation: ChartRotation)
    /// A rotation has come to rest, its momentum or animation included.
    func chart(_ chart: Chart, didFinishRotating rotation: ChartRotation)
    /// A slice was hidden or shown (a legend click, or `setSliceHidden`), in `series` (each ring
    /// that has the name is reported).
    func chart(_ chart: Chart, didToggleSliceNamed name: String, of series: PieSeries, hidden: Bool)

    // MARK: Streaming

    /// Points were appended to or removed from the start of series `seriesIndex` (through
    /// `Chart.appendNumberOfPoints`, `append(x:y:toSeriesAt:)`, a feed or the rolling window).
    func chart(_ chart: Chart, didStreamPointsInSeriesAt seriesIndex: Int, appended: Int, removed: Int)
    /// Following the newest data started (a move back to it, End) or stopped (a pan or zoom away).
    func chart(_ chart: Chart, didChangeFollowing isFollowing: Bool)

    // MARK: Frames, crosshair, tooltip and measurement cursors

    /// A renderer is about to draw a frame of the chart (ChartKit's `ChartView` and
    /// `ChartImageRenderer` report it through `Chart.reportRenderStarted()`).
    func chartWillRender(_ chart: Chart)
    /// A renderer drew a frame of the chart; `stats` says what it cost.
    func chart(_ chart: Chart, didRender stats: ChartFrameStats)
    /// What the crosshair and its tooltip show changed; nil when they hid. Reported as a scene
    /// is built, once per change.
    func chart(_ chart: Chart, didChangeCrosshair reading: CrosshairReading?)
    /// The measurement cursors or what they measure changed; nil when they were removed.
    func chart(_ chart: Chart, didChangeMeasurement reading: MeasurementReading?)
    // MARK: Frames

    /// A frame is about to be laid out (`Chart.prepareFrame()`): the last moment to change data
    /// for it (a query-backed datasource hands over rows fetched in the background here, on the
    /// drawing thread).
    func chartWillBuildScene(_ chart: Chart)
    /// A frame's scene was built (`Chart.makeScene(layout:measurer:)`): `chart.lastLayout` holds
    /// the plot area and scale it was built for.
    func chartDidBuildScene(_ chart: Chart)
}

extension ChartObserver {
    public func chartWillLoadData(_ chart: Chart) {}
    public func chartDidLoadData(_ chart: Chart) {}

    public func chartWillStartPanning(_ chart: Chart, movement: ChartMovement) {}
    public func chartIsPanning(_ chart: Chart, movement: ChartMovement) {}
    public func chartDidFinishPanning(_ chart: Chart, movement: ChartMovement) {}
    public func chartWillStartZooming(_ chart: Chart, movement: ChartMovement) {}
    public func chartIsZooming(_ chart: Chart, movement: ChartMovement) {}
    public func chartDidFinishZooming(_ chart: Chart, movement: ChartMovement) {}
    public func chart(_ chart: Chart, didChangeRangeOf axis: Axis, movement: ChartMovement) {}
    public func chart(_ chart: Chart, didClick click: ChartClick) {}

    public func chart(_ chart: Chart, didChangeSelection selection: SeriesSelection) {}
    public func chart(_ chart: Chart, didToggleVisibilityOf series: ChartSeries, hidden: Bool) {}
    public func chart(_ chart: Chart, didEndAnimationOf series: ChartSeries, showing: Bool, finished: Bool) {}

    public func chart(_ chart: Chart, willStartRotating rotation: ChartRotation) {}
    public func chart(_ chart: Chart, isRotating rotation: ChartRotation) {}
    public func chart(_ chart: Chart, didFinishRotating rotation: ChartRotation) {}
    public func chart(_ chart: Chart, didToggleSliceNamed name: String, of series: PieSeries, hidden: Bool) {}
    public func chart(_ chart: Chart, didStreamPointsInSeriesAt seriesIndex: Int, appended: Int, removed: Int) {}
    public func chart(_ chart: Chart, didChangeFollowing isFollowing: Bool) {}

    public func chartWillRender(_ chart: Chart) {}
    public func chart(_ chart: Chart, didRender stats: ChartFrameStats) {}
    public func chart(_ chart: Chart, didChangeCrosshair reading: CrosshairReading?) {}
    public func chart(_ chart: Chart, didChangeMeasurement reading: MeasurementReading?) {}
    public func chartWillBuildScene(_ chart: Chart) {}
    public func chartDidBuildScene(_ chart: Chart) {}
}
