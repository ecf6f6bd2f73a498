// The names the API review (issue 15) replaced, kept so code written against them still builds,
// with a warning and a fix-it. Bool properties now read as assertions (`showsLabels`,
// `isGesturePanningEnabled`), as the Swift API Design Guidelines ask.

extension Axis {
    @available(*, deprecated, renamed: "showsMajorGridLines")
    public var showMajorGridLines: Bool {
        get { showsMajorGridLines }
        set { showsMajorGridLines = newValue }
    }
    @available(*, deprecated, renamed: "showsMinorGridLines")
    public var showMinorGridLines: Bool {
        get { showsMinorGridLines }
        set { showsMinorGridLines = newValue }
    }
    @available(*, deprecated, renamed: "showsMinorTicks")
    public var showMinorTicks: Bool {
        get { showsMinorTicks }
        set { showsMinorTicks = newValue }
    }
    @available(*, deprecated, renamed: "showsLabels")
    public var showLabels: Bool {
        get { showsLabels }
        set { showsLabels = newValue }
    }
    @available(*, deprecated, renamed: "showsMajorTicks")
    public var showMajorTicks: Bool {
        get { showsMajorTicks }
        set { showsMajorTicks = newValue }
    }
    @available(*, deprecated, renamed: "isGesturePanningEnabled")
    public var enableGesturePanning: Bool {
        get { isGesturePanningEnabled }
        set { isGesturePanningEnabled = newValue }
    }
    @available(*, deprecated, renamed: "isGestureZoomingEnabled")
    public var enableGestureZooming: Bool {
        get { isGestureZoomingEnabled }
        set { isGestureZoomingEnabled = newValue }
    }
    @available(*, deprecated, renamed: "isMomentumPanningEnabled")
    public var enableMomentumPanning: Bool {
        get { isMomentumPanningEnabled }
        set { isMomentumPanningEnabled = newValue }
    }
    @available(*, deprecated, renamed: "isMomentumZoomingEnabled")
    public var enableMomentumZooming: Bool {
        get { isMomentumZoomingEnabled }
        set { isMomentumZoomingEnabled = newValue }
    }
    @available(*, deprecated, renamed: "allowsPanningOutOfDefaultRange")
    public var allowPanningOutOfDefaultRange: Bool {
        get { allowsPanningOutOfDefaultRange }
        set { allowsPanningOutOfDefaultRange = newValue }
    }
    @available(*, deprecated, renamed: "allowsPanningOutOfMaxRange")
    public var allowPanningOutOfMaxRange: Bool {
        get { allowsPanningOutOfMaxRange }
        set { allowsPanningOutOfMaxRange = newValue }
    }
    @available(*, deprecated, renamed: "isEdgeBouncingEnabled")
    public var enableEdgeBouncing: Bool {
        get { isEdgeBouncingEnabled }
        set { isEdgeBouncingEnabled = newValue }
    }
}

extension NavigationOptions {
    @available(*, deprecated, renamed: "isBoxZoomEnabled")
    public var enableBoxZoom: Bool {
        get { isBoxZoomEnabled }
        set { isBoxZoomEnabled = newValue }
    }
    @available(*, deprecated, renamed: "isKeyboardEnabled")
    public var enableKeyboard: Bool {
        get { isKeyboardEnabled }
        set { isKeyboardEnabled = newValue }
    }
}

extension ChartSeries {
    @available(*, deprecated, renamed: "showsInLegend")
    public var showInLegend: Bool {
        get { showsInLegend }
        set { showsInLegend = newValue }
    }
}

extension LineSeriesStyle {
    @available(*, deprecated, renamed: "showsMarkers")
    public var showMarkers: Bool {
        get { showsMarkers }
        set { showsMarkers = newValue }
    }
    @available(*, deprecated, renamed: "showsFill")
    public var showFill: Bool {
        get { showsFill }
        set { showsFill = newValue }
    }
    @available(*, deprecated, renamed: "showsLabels")
    public var showLabels: Bool {
        get { showsLabels }
        set { showsLabels = newValue }
    }
}

extension BandSeriesStyle {
    @available(*, deprecated, renamed: "showsFill")
    public var showFill: Bool {
        get { showsFill }
        set { showsFill = newValue }
    }
    @available(*, deprecated, renamed: "showsLabels")
    public var showLabels: Bool {
        get { showsLabels }
        set { showsLabels = newValue }
    }
}

extension BarColumnSeriesStyle {
    @available(*, deprecated, renamed: "showsLabels")
    public var showLabels: Bool {
        get { showsLabels }
        set { showsLabels = newValue }
    }
}

extension BubbleSeriesStyle {
    @available(*, deprecated, renamed: "showsLabels")
    public var showLabels: Bool {
        get { showsLabels }
        set { showsLabels = newValue }
    }
}

extension ScatterSeriesStyle {
    @available(*, deprecated, renamed: "showsLabels")
    public var showLabels: Bool {
        get { showsLabels }
        set { showsLabels = newValue }
    }
}

extension CandlestickSeriesStyle {
    @available(*, deprecated, renamed: "showsLabels")
    public var showLabels: Bool {
        get { showsLabels }
        set { showsLabels = newValue }
    }
}

extension OHLCSeriesStyle {
    @available(*, deprecated, renamed: "showsLabels")
    public var showLabels: Bool {
        get { showsLabels }
        set { showsLabels = newValue }
    }
}
