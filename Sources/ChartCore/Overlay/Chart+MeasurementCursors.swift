extension Chart {
    // MARK: Measurement cursors

    /// The measurement cursors' x values (primary x axis), in the order they were placed; at
    /// most two. With two, `measurementReading()` measures between them.
    public var measurementCursors: [Double] { overlayState.cursors }

    /// Places both cursors (or one, with `x2` nil); non-finite values are ignored.
    ///
    /// ```swift
    /// chart.setMeasurementCursors(12.5, 20)
    /// let m = chart.measurementReading()!   // m.deltaX == 7.5, m.series[0].mean, …
    /// ```
    public func setMeasurementCursors(_ x1: Double, _ x2: Double? = nil) {
        overlayState.cursors = [x1, x2].compactMap { $0 }.filter(\.isFinite)
        overlayState.draggedCursor = nil
    }

    /// Removes both cursors.
    public func clearMeasurementCursors() {
        overlayState.cursors = []
        overlayState.draggedCursor = nil
    }

    /// Places a cursor at `x`: the first or second, else moves the nearer of the two there.
    public func placeMeasurementCursor(at x: Double) {
        guard x.isFinite else { return }
        var cursors = overlayState.cursors
        if cursors.count < 2 {
            cursors.append(x)
        } else {
            let nearer = abs(cursors[0] - x) <= abs(cursors[1] - x) ? 0 : 1
            cursors[nearer] = x
        }
        overlayState.cursors = cursors
    }

    /// What the two cursors measure, per drawn horizontal series; nil with fewer than two.
    /// Memoised until the cursors, the data, the drawn series or the x axes change, so a
    /// crosshair moving over cursors that span millions of points rescans nothing.
    public func measurementReading() -> MeasurementReading? {
        let cursors = overlayState.cursors
        guard cursors.count == 2 else { return nil }
        let (x1, x2) = (cursors[0], cursors[1])
        let lo = min(x1, x2), hi = max(x1, x2)
        var rows: [SeriesMeasurement] = []
        let plot = lastLayout?.plotArea ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let frames = seriesFrames(plotArea: plot, scale: lastLayout?.scale ?? 1, measurer: nil)
        var key = MeasurementKey(numbers: cursors + [Double(stackGeneration)], identities: [])
        key.numbers.append(Double(CrosshairInterpolation.allCases.firstIndex(of: crosshairSettings.interpolation) ?? 0))
        for axis in xAxes {
            let span = span(of: axis)
            key.numbers += [axis.visibleRange.min, axis.visibleRange.max, span.pixelStart, span.pixelLength]
        }
        for (i, frame) in frames {
            key.identities.append(ObjectIdentifier(frame.values.positioned))
            key.numbers += [Double(i), Double(frame.values.positioned.version), Double(frame.values.count)]
        }
        if let memo = overlayState.measurementMemo, memo.key == key {
            // The scan is kept; titles and colours are cheap and may have changed since.
            var reading = memo.reading
            for (n, row) in reading.series.enumerated() {
                guard let frame = frames.first(where: { $0.index == row.seriesIndex })?.frame else { continue }
                let series = frame.state.series
                reading.series[n].seriesTitle = displayTitle(of: series, at: row.seriesIndex)
                reading.series[n].color = series.tooltipColor(at: nil, frame: frame, theme: theme,
                                                              paletteColor: theme.paletteColor(series.paletteIndex ?? 0))
            }
            return reading
        }
        for (i, frame) in frames
        where frame.orientation == .horizontal {
            let series = frame.state.series
            let data = frame.values.positioned
            // Cursors are on the primary x axis; a series on another x axis is measured at the
            // same pixel columns.
            let own = frame.xAxis === xAxis ? (lo, hi, x1, x2) : (
                frame.xValue(atPixel: pixelValue(forDataValue: lo, on: xAxis)),
                frame.xValue(atPixel: pixelValue(forDataValue: hi, on: xAxis)),
                frame.xValue(atPixel: pixelValue(forDataValue: x1, on: xAxis)),
                frame.xValue(atPixel: pixelValue(forDataValue: x2, on: xAxis)))
            var minimum = Double.infinity, maximum = -Double.infinity, sum = 0.0, count = 0
            let indices: Range<Int> = data.isSortedByX
                ? data.firstIndex(xAtLeast: own.0)..<max(data.firstIndex(xAtLeast: own.0), data.firstIndex(xAbove: own.1))
                : 0..<data.count
            for index in indices {
                let x = data.x[index], y = data.y[index]
                guard x >= own.0, x <= own.1, y.isFinite else { continue }
                minimum = min(minimum, y)
                maximum = max(maximum, y)
                sum += y
                count += 1
            }
            rows.append(SeriesMeasurement(
                seriesIndex: i, seriesTitle: displayTitle(of: series, at: i),
                color: series.tooltipColor(at: nil, frame: frame, theme: theme,
                                           paletteColor: theme.paletteColor(series.paletteIndex ?? 0)),
                y1: value(of: frame, at: own.2), y2: value(of: frame, at: own.3),
                minimum: count > 0 ? minimum : nil, maximum: count > 0 ? maximum : nil,
                mean: count > 0 ? sum / Double(count) : nil, count: count))
        }
        let reading = MeasurementReading(x1: x1, x2: x2, deltaXText: xAxis.spanString(for: x2 - x1), series: rows)
        overlayState.measurementMemo = (key, reading)
        return reading
    }

    /// A series' value at x, read as the floating crosshair reads it (linear, step or nearest);
    /// nil outside its data or where it is missing.
    func value(of frame: SeriesFrame, at x: Double) -> Double? {
        let series = frame.state.series
        let data = frame.values.positioned
        guard x.isFinite, data.count > 0, let extent = data.xExtent, x >= extent.min, x <= extent.max else { return nil }
        var rule = crosshairSettings.interpolation == .automatic ? series.crosshairInterpolation : crosshairSettings.interpolation
        if !data.isSortedByX { rule = .nearest }
        if rule == .nearest {
            guard let index = data.nearestIndex(toX: x) else { return nil }
            return data.y[index].isFinite ? data.y[index] : nil
        }
        let after = data.firstIndex(xAtLeast: x)
        if after < data.count, data.x[after] == x { return data.y[after].isFinite ? data.y[after] : nil }
        let before = after - 1
        guard before >= 0, after < data.count else { return nil }
        let y: Double
        if rule == .step {
            y = data.y[series.stepTakesNextValue ? after : before]
        } else {
            let t = (x - data.x[before]) / (data.x[after] - data.x[before])
            y = data.y[before] + (data.y[after] - data.y[before]) * t
        }
        return y.isFinite ? y : nil
    }

    /// Tells observers when the measurement differs from the last one reported.
    func reportMeasurement(_ reading: MeasurementReading?) {
        let state = overlayState
        guard !state.hasReportedMeasurement || state.lastMeasurement != reading else { return }
        let wasNil = !state.hasReportedMeasurement || state.lastMeasurement == nil
        state.lastMeasurement = reading
        state.hasReportedMeasurement = true
        if reading == nil, wasNil { return }
        notifyObservers { $0.chart(self, didChangeMeasurement: reading) }
    }
}

/// What a measurement depends on besides the chart's theme: cursors, data versions, axes.
struct MeasurementKey: Equatable {
    var numbers: [Double]
    var identities: [ObjectIdentifier]
}
