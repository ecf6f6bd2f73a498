extension Chart {
    // MARK: Typed axes: you keep the reference, the chart keeps the base type

    /// A chart whose primary axes are the ones you pass, so the kind-specific settings stay
    /// in reach through your own typed references, with no cast:
    ///
    /// ```swift
    /// let time = DateTimeAxis(), load = NumberAxis()
    /// let chart = Chart(title: "Load", xAxis: time, yAxis: load)
    /// time.timeZone = TimeZone(identifier: "Europe/Oslo")!
    /// load.labelFormatter.suffix = " %"
    /// ```
    ///
    /// Axes are reference types, so a change through `time` is a change to `chart.xAxis`.
    public convenience init<X: Axis, Y: Axis>(title: String? = nil, xAxis: X, yAxis: Y) {
        self.init(title: title)
        setXAxis(xAxis)
        setYAxis(yAxis)
    }

    /// A chart with the primary x axis you pass and a `NumberAxis` for y.
    public convenience init<X: Axis>(title: String? = nil, xAxis: X) {
        self.init(title: title)
        setXAxis(xAxis)
    }

    /// A chart with the primary y axis you pass and a `NumberAxis` for x.
    public convenience init<Y: Axis>(title: String? = nil, yAxis: Y) {
        self.init(title: title)
        setYAxis(yAxis)
    }

    /// Makes `axis` the primary x axis and returns it with its own type, so it can be kept:
    ///
    /// ```swift
    /// let days = chart.setXAxis(DateTimeAxis())
    /// days.valueUnit = .milliseconds
    /// ```
    @discardableResult
    public func setXAxis<A: Axis>(_ axis: A) -> A {
        xAxis = axis
        return axis
    }

    /// Makes `axis` the primary y axis and returns it with its own type, so it can be kept.
    @discardableResult
    public func setYAxis<A: Axis>(_ axis: A) -> A {
        yAxis = axis
        return axis
    }
}
