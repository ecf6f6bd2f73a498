extension SceneBuilder {
    // MARK: Legend

    func legendCommands(plotBackground: Color) -> [DrawCommand] {
        guard let frame = layout.legendFrame else { return [] }
        let legend = chart.legend
        var commands: [DrawCommand] = [.rects([RectShape(
            rect: frame, fill: legend.backgroundColor ?? theme.legendBackground, cornerRadius: 4,
            borderWidth: grid.strokeWidth(1 / layout.scale), borderColor: legend.borderColor ?? theme.legendBorderColor)])]
        let font = legend.textStyle.font ?? theme.legendFont
        for entry in layout.legendEntries {
            guard chart.seriesStates.indices.contains(entry.seriesIndex) else {
                // The "+N more" entry: its text only.
                commands.append(.text(TextCommand(text: entry.title, font: font, color: legend.textStyle.color ?? theme.legendTextColor,
                                                  position: entry.textOrigin, verticalAnchor: .baseline)))
                continue
            }
            let state = chart.seriesStates[entry.seriesIndex]
            let symbol = entry.symbolFrame
            state.legendMarker.setSinglePoint(x: symbol.midX, y: symbol.midY)
            let context = SeriesDrawContext(
                theme: theme, paletteColor: theme.paletteColor(state.series.paletteIndex ?? 0),
                geometry: state.legendMarker, transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
                plotBackground: plotBackground)
            var symbolCommands = state.series.makeLegendSymbol(in: symbol, context: context)
            var isHidden = state.series.isHidden
            if let name = entry.sliceName, let pie = state.series as? PieSeries {
                symbolCommands = pie.makeSliceLegendSymbol(name, in: symbol, theme: theme)
                isHidden = isHidden || pie.hiddenSliceNames.contains(name)
            }
            // A hidden series keeps its entry, dimmed, so a click can bring it back.
            commands += isHidden ? symbolCommands.map { $0.faded(by: 0.35) } : symbolCommands
            var color = legend.textStyle.color ?? theme.legendTextColor
            if isHidden { color = color.withAlpha(color.alpha * 0.4) }
            commands.append(.text(TextCommand(text: entry.title, font: font, color: color,
                                              position: entry.textOrigin, verticalAnchor: .baseline)))
        }
        return commands
    }
}
