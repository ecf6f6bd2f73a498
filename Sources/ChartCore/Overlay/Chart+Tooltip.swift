extension Chart {
    // MARK: Tooltip content

    /// Replaces the tooltip's lines: return the lines to show (text with colours and swatches),
    /// or nil for the default ones. Custom content for the reference's custom tooltip.
    ///
    /// ```swift
    /// chart.tooltipContent = { reading in
    ///     reading.rows.map { TooltipLine("\($0.seriesTitle): \($0.value(named: "y")?.text ?? "–")", swatch: $0.color) }
    /// }
    /// ```
    public var tooltipContent: ((CrosshairReading) -> [TooltipLine]?)? {
        get { overlayState.tooltipContent }
        set { overlayState.tooltipContent = newValue }
    }

    /// Replaces the tooltip box with your own drawing: return draw commands for the overlay
    /// (in points; keep them inside `context.plotArea`). The crosshair lines and markers stay.
    ///
    /// ```swift
    /// chart.tooltipDrawing = { reading, context in
    ///     [.text(TextCommand(text: "\(reading.rows.count) series", font: context.theme.tooltipFont,
    ///                        color: .black, position: reading.position))]
    /// }
    /// ```
    public var tooltipDrawing: ((CrosshairReading, TooltipDrawingContext) -> [DrawCommand])? {
        get { overlayState.tooltipDrawing }
        set { overlayState.tooltipDrawing = newValue }
    }

    /// Draws the crosshair's lines and targets in place of the built-in ones; nil for those.
    public var crosshairDrawer: (any CrosshairDrawer)? {
        get { overlayState.crosshairDrawer }
        set { overlayState.crosshairDrawer = newValue }
    }

    /// Draws the legend's box and entries in place of the built-in ones; nil for those.
    public var legendDrawer: (any LegendDrawer)? {
        get { overlayState.legendDrawer }
        set { overlayState.legendDrawer = newValue }
    }

    /// The default tooltip lines for a reading. Snap: the series' title with its swatch, then its
    /// values. Floating: the x value, then one line per series with its swatch.
    public func defaultTooltipLines(for reading: CrosshairReading) -> [TooltipLine] {
        func joined(_ values: [TooltipValue]) -> String {
            values.map { "\($0.name) = \($0.text)" }.joined(separator: "   ")
        }
        switch reading.mode {
        case .snap:
            guard let row = reading.rows.first else { return [] }
            var lines = [TooltipLine(row.seriesTitle, swatch: row.color, isBold: true)]
            if row.values.count > 3, row.values.first?.name == "x" {
                // x alone, then the rest (open/high/low/close) on a line of their own.
                lines.append(TooltipLine(joined([row.values[0]])))
                lines.append(TooltipLine(joined(Array(row.values.dropFirst()))))
            } else {
                lines.append(TooltipLine(joined(row.values)))
            }
            return lines
        case .floating:
            guard !reading.rows.isEmpty else { return [] }
            // The pointer's x: a column's row carries its own point's x, which may differ.
            let x = xAxis.tooltipString(for: reading.x)
            return [TooltipLine(x, isBold: true)] + reading.rows.map { row in
                let values = row.values.filter { $0.name != "x" }.map(\.text).joined(separator: "  ")
                return TooltipLine("\(row.seriesTitle)  \(values)", swatch: row.color)
            }
        }
    }

    /// Tells observers when the reading differs from the last one reported.
    func reportCrosshairReading(_ reading: CrosshairReading?) {
        let state = overlayState
        guard !state.hasReportedReading || state.lastReading != reading else { return }
        let wasNil = !state.hasReportedReading || state.lastReading == nil
        state.lastReading = reading
        state.hasReportedReading = true
        if reading == nil, wasNil { return }  // nothing was shown: nothing to hide
        notifyObservers { $0.chart(self, didChangeCrosshair: reading) }
    }
}
