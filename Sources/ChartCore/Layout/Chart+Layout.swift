/// A frame in three steps, each a call of its own:
///
/// ```swift
/// chart.prepareFrame()                                            // data that arrived meanwhile
/// let layout = chart.layout(size: size, scale: 2, measurer: fonts) // pure: a value
/// let scene = chart.makeScene(layout: layout, measurer: fonts)     // applies it, draws
/// chart.handle(event, in: layout)                                  // input reads the same geometry
/// ```
///
/// `layout(size:scale:measurer:)` changes nothing in the chart or its axes; a layout takes
/// effect when it is applied (`apply(_:)`), which building a scene or handing over input with
/// it does. Code that needs the geometry without a picture (a test, a window routing a click
/// before the next frame) calls `applyLayout(size:scale:measurer:)`.
extension Chart {
    /// Measures where everything of a frame goes at `size` points and `scale` device pixels per
    /// point: plot area, each axis's ticks, labels and pixel span, legend, title. Pure: the
    /// chart and its axes are left as they were (measuring works through the axes' tick
    /// locators, so their pixel spans and label memory are put back afterwards).
    ///
    /// A scale that is not a positive finite number counts as 1, and others are held to
    /// 1/64...64: pixel snapping divides by it (a scale of 0 made every position NaN).
    public func layout(size: Size, scale: Double = 1, measurer: TextMeasuring) -> ChartLayout {
        // Measuring sets this chart's placements (a default range padded for its marks reads
        // the span); the chart's own, never an axis's, and only for the length of this call.
        let kept = axisPlacements
        defer { axisPlacements = kept }
        return LayoutEngine(chart: self, size: size, scale: Self.drawingScale(scale), measurer: measurer).run()
    }

    /// Makes `layout` the chart's geometry: each axis's placement in this chart takes its pixel
    /// span and label memory from it and `lastLayout` becomes it, so pixel conversions, hit
    /// tests and gestures work in it. Axes the layout does not know (a radial chart's, one added
    /// since) keep theirs. Nothing is written into the axes: an axis shown by several charts
    /// keeps one placement per chart (`AxisPlacement`).
    public func apply(_ layout: ChartLayout) {
        let axes = Set((xAxes + yAxes).map(ObjectIdentifier.init))
        for measured in layout.xAxes + layout.yAxes {
            guard let id = measured.axisID, axes.contains(id) else { continue }
            var placement = axisPlacements[id] ?? AxisPlacement()
            placement.pixelStart = measured.pixelStart
            placement.pixelLength = measured.pixelLength
            placement.memory = measured.memory
            axisPlacements[id] = placement
        }
        lastLayout = layout
    }

    /// Takes in what arrived since the last frame, before it is laid out: observers hand over
    /// data fetched in the background (`ChartObserver.chartWillBuildScene`), and pyramids built
    /// in the background replace their samples.
    public func prepareFrame() {
        notifyObservers { $0.chartWillBuildScene(self) }
        absorbBackgroundPyramids()
    }

    /// Lays out for input, hit tests and pixel conversions without drawing: `prepareFrame()`,
    /// `layout(size:scale:measurer:)` and `apply(_:)` (a radial chart's circle placed with the
    /// same measurer). Returns the layout applied.
    @discardableResult
    public func applyLayout(size: Size, scale: Double = 1, measurer: TextMeasuring) -> ChartLayout {
        prepareFrame()
        let layout = layout(size: size, scale: scale, measurer: measurer)
        apply(layout)
        placeRadialFrame(in: layout, measurer: measurer)
        return layout
    }

    /// Describes one frame of the chart drawn in `layout` (from `layout(size:scale:measurer:)`,
    /// after `prepareFrame()`); applies the layout first.
    public func makeScene(layout: ChartLayout, measurer: TextMeasuring) -> Scene {
        apply(layout)
        placeRadialFrame(in: layout, measurer: measurer)
        let scene = SceneBuilder(chart: self, layout: layout, measurer: measurer).build()
        notifyObservers { $0.chartDidBuildScene(self) }
        return scene
    }

    /// Describes one frame of the chart at `size` points and `scale` device pixels per point:
    /// `prepareFrame()`, `layout(size:scale:measurer:)` and `makeScene(layout:measurer:)` in one
    /// call, for drawing a picture once (an image, a PDF, a test's scene).
    public func makeScene(size: Size, scale: Double = 1, measurer: TextMeasuring) -> Scene {
        prepareFrame()
        return makeScene(layout: layout(size: size, scale: scale, measurer: measurer), measurer: measurer)
    }

    /// Where `axis` runs on screen in this chart's applied layout (`apply(_:)`): the pixel map
    /// every mapping of the axis made for this chart goes through, so an axis several charts
    /// show maps in each chart's own plot area.
    func span(of axis: Axis) -> AxisSpan {
        axis.placement(in: self).span
    }

    /// Where a data value of `axis` lands in this chart's applied layout, in points.
    func pixelValue(forDataValue value: Double, on axis: Axis) -> Double {
        axis.pixelValue(forDataValue: value, in: span(of: axis))
    }

    /// The data value of `axis` at a position along it in this chart's applied layout.
    func dataValue(forPixelValue pixel: Double, on axis: Axis) -> Double {
        axis.dataValue(forPixelValue: pixel, in: span(of: axis))
    }

    /// Sets where `axis` runs in this chart (a radial chart's axes, placed while its scene is
    /// built rather than by the layout).
    func setSpan(_ span: AxisSpan, of axis: Axis) {
        let id = ObjectIdentifier(axis)
        var placement = axisPlacements[id] ?? axis.placement(in: self)
        placement.span = span
        axisPlacements[id] = placement
    }

    /// `scale` made fit for pixel snapping: 1 unless a positive finite number, else within 1/64...64.
    static func drawingScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? Swift.min(Swift.max(scale, 1.0 / 64), 64) : 1
    }
}

extension ChartLayout {
    /// The layout of `axis`, or nil when this layout has none for it (a radial chart's axes,
    /// an axis added after it was measured).
    public func layout(of axis: Axis) -> AxisLayout? {
        let id = ObjectIdentifier(axis)
        return xAxes.first { $0.axisID == id } ?? yAxes.first { $0.axisID == id }
    }

    /// Where a data value of `axis` lands along it in this layout, in points (x grows right, y
    /// grows down); values outside the visible range extrapolate. The axis's own current mapping
    /// when this layout has none for it.
    public func pixelValue(forDataValue value: Double, on axis: Axis) -> Double {
        guard let measured = layout(of: axis) else { return axis.pixelValue(forDataValue: value) }
        return axis.pixelValue(forDataValue: value, in: measured.span)
    }

    /// Where `axis` runs in this layout; for an axis it does not know (a radial chart's, one
    /// added since), where it runs in `chart` now.
    func span(of axis: Axis, in chart: Chart) -> AxisSpan {
        // Asked per series and per reading on the crosshair's path: the ids alone are compared,
        // no axis layout (ticks, labels) is copied on the way.
        let id = ObjectIdentifier(axis)
        for i in xAxes.indices where xAxes[i].axisID == id { return xAxes[i].span }
        for i in yAxes.indices where yAxes[i].axisID == id { return yAxes[i].span }
        return chart.span(of: axis)
    }

    /// The data value of `axis` at a position along it in this layout, in points.
    public func dataValue(forPixelValue pixel: Double, on axis: Axis) -> Double {
        guard let measured = layout(of: axis) else { return axis.dataValue(forPixelValue: pixel) }
        return axis.dataValue(forPixelValue: pixel, in: measured.span)
    }
}
