extension ArrayDataSource {
    // MARK: Typed data: dates, categories and your own model values

    /// Adds a series read from your own values: x and y through key paths or closures, as
    /// numbers, `Date`s or any `ChartCoordinate`. The values are read once, here, into the
    /// columns every series draws from, so drawing, zooming and hit-testing stay as fast as with
    /// arrays of `Double` (nothing is boxed or read back per point while drawing).
    ///
    /// ```swift
    /// struct Reading { var time: Date; var celsius: Double? }
    /// data.add(LineSeries(title: "Bergen"), readings, x: \.time, y: \.celsius)   // nil: a gap
    /// chart.xAxis = DateTimeAxis()
    /// ```
    public func add<Element, X: ChartCoordinate, Y: ChartCoordinate>(
        _ series: ChartSeries, _ elements: some Sequence<Element>, x: (Element) -> X, y: (Element) -> Y
    ) {
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(elements.underestimatedCount)
        ys.reserveCapacity(elements.underestimatedCount)
        for element in elements {
            xs.append(x(element).chartCoordinate)
            ys.append(y(element).chartCoordinate)
        }
        add(series, x: xs, y: ys)
    }

    /// Adds a series whose x is a category name: each new name is appended to `axis`'s
    /// categories (in the order first seen, so series sharing the axis share the names) and a
    /// point's x is its name's index there. Make `axis` the chart's x axis.
    ///
    /// ```swift
    /// let regions = CategoryAxis()
    /// data.add(ColumnSeries(title: "2024"), sales, category: \.region, on: regions, y: \.amount)
    /// chart.xAxis = regions
    /// ```
    public func add<Element, Y: ChartCoordinate>(
        _ series: ChartSeries, _ elements: some Sequence<Element>, category: (Element) -> String, on axis: CategoryAxis,
        y: (Element) -> Y
    ) {
        var index: [String: Int] = [:]
        for (i, name) in axis.categories.enumerated() where index[name] == nil { index[name] = i }
        var xs: [Double] = [], ys: [Double] = []
        for element in elements {
            let name = category(element)
            let slot: Int
            if let known = index[name] {
                slot = known
            } else {
                slot = axis.categories.count
                axis.categories.append(name)
                index[name] = slot
            }
            xs.append(Double(slot))
            ys.append(y(element).chartCoordinate)
        }
        add(series, x: xs, y: ys)
    }

    /// Adds a pie's or donut's slices from your own values: each element's name and value.
    public func add<Element, V: ChartCoordinate>(
        _ series: ChartSeries, _ elements: some Sequence<Element>, name: (Element) -> String, value: (Element) -> V
    ) {
        var names: [String] = [], values: [Double] = []
        for element in elements {
            names.append(name(element))
            values.append(value(element).chartCoordinate)
        }
        add(series, values: values, names: names)
    }
}
