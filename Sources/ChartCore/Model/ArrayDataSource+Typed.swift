extension ArrayDataSource {
    // MARK: Typed data: dates, names and your own model objects

    /// Adds a series read from your own model objects: `x` and `y` pick each item's values, as
    /// key paths or closures, of any `PlottableValue` type — `Date` (for a `DateTimeAxis`),
    /// `String` or a `String` enum (for a `CategoryAxis()`, which takes the names), numbers of
    /// any width, optionals for missing values.
    ///
    /// ```swift
    /// struct Reading { var time: Date; var station: String; var celsius: Double? }
    /// chart.xAxis = DateTimeAxis()
    /// data.add(LineSeries(title: "Oslo"), readings, x: \.time, y: \.celsius)
    /// ```
    ///
    /// The values are read once, here, into the same contiguous `Double` columns as
    /// `add(_:x:y:)`: dates become time since 1970 in the value unit of the date axis the series
    /// is plotted on (seconds, or milliseconds on a millisecond axis), names their positions in
    /// the order they first appear across all series of this datasource (`categoryNames(for:)`),
    /// so drawing, zooming and hit testing run on plain columns whatever the types.
    public func add<Item, X: PlottableValue, Y: PlottableValue>(
        _ series: ChartSeries, _ items: some Sequence<Item>, x: (Item) -> X, y: (Item) -> Y
    ) {
        var xs: [Double] = [], ys: [Double] = []
        var xDates = false, yDates = false
        xs.reserveCapacity(items.underestimatedCount)
        ys.reserveCapacity(items.underestimatedCount)
        for item in items {
            xs.append(xEncoder.encode(x(item), metDate: &xDates))
            ys.append(yEncoder.encode(y(item), metDate: &yDates))
        }
        add(series, x: xs, y: ys, xHoldsDates: xDates, yHoldsDates: yDates)
    }

    /// Adds a series of typed values kept as two arrays (dates and counts, names and totals);
    /// see `add(_:_:x:y:)`. Extra values in the longer array are ignored.
    public func add<X: PlottableValue, Y: PlottableValue>(_ series: ChartSeries, x: [X], y: [Y]) {
        var xDates = false, yDates = false
        let xs = xEncoder.encode(x, metDate: &xDates)
        let ys = yEncoder.encode(y, metDate: &yDates)
        add(series, x: xs, y: ys, xHoldsDates: xDates, yHoldsDates: yDates)
    }

    /// Adds a pie's or donut's slices from your own values: each item's name and value.
    ///
    /// ```swift
    /// data.add(PieSeries(title: "Energy"), sources, name: \.kind, value: \.terawattHours)
    /// ```
    public func add<Item, V: PlottableValue>(
        _ series: ChartSeries, _ items: some Sequence<Item>, name: (Item) -> String, value: (Item) -> V
    ) {
        var names: [String] = [], values: [Double] = []
        var numbers = PlottableEncoder()
        for item in items {
            names.append(name(item))
            values.append(numbers.encode(value(item)))
        }
        add(series, values: values, names: names)
    }

    /// The names the typed adds met for `dimension`, at their positions 0, 1, 2, ….
    public func categoryNames(for dimension: PlotDimension) -> [String] {
        dimension == .x ? xEncoder.categories : yEncoder.categories
    }

    public func chart(_ chart: Chart, categoryNamesFor dimension: PlotDimension) -> [String]? {
        let names = categoryNames(for: dimension)
        return names.isEmpty ? nil : names
    }
}
