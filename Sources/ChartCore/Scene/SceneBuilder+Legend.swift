extension SceneBuilder {
    // MARK: Legend

    func legendCommands(plotBackground: Color) -> [DrawCommand] {
        guard let frame = layout.legendFrame else { return [] }
        let legend = chart.legend
        let background: [DrawCommand] = [.rects([RectShape(
            rect: frame, fill: legend.backgroundColor ?? theme.legendBackground, cornerRadius: 4,
            borderWidth: grid.strokeWidth(1 / layout.scale), borderColor: legend.borderColor ?? theme.legendBorderColor)])]
        let font = legend.textStyle.font ?? theme.legendFont
        let textColor = legend.textStyle.color ?? theme.legendTextColor
        let drawer = chart.legendDrawer
        let context = LegendDrawingContext(theme: theme, font: font, textColor: textColor, scale: layout.scale,
                                           defaultBackground: background)
        var commands = drawer?.backgroundCommands(in: frame, context: context) ?? background
        for entry in layout.legendEntries {
            guard chart.seriesStates.indices.contains(entry.seriesIndex) else {
                // The "+N more" entry: its text only.
                let title: [DrawCommand] = [.text(TextCommand(text: entry.title, font: font, color: textColor,
                                                              position: entry.textOrigin, verticalAnchor: .baseline))]
                if let drawer {
                    commands += drawer.entryCommands(for: LegendEntryDrawing(
                        seriesIndex: nil, sliceName: nil, title: entry.title, frame: entry.frame, symbolFrame: entry.symbolFrame,
                        textOrigin: entry.textOrigin, color: textColor, isHidden: false, defaultSymbol: [], defaultTitle: title),
                        in: context)
                } else {
                    commands += title
                }
                continue
            }
            let state = chart.seriesStates[entry.seriesIndex]
            let symbol = entry.symbolFrame
            state.legendMarker.setSinglePoint(x: symbol.midX, y: symbol.midY)
            let paletteColor = theme.paletteColor(state.series.paletteIndex ?? 0)
            let seriesContext = SeriesDrawContext(
                theme: theme, paletteColor: paletteColor,
                geometry: state.legendMarker, transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
                plotBackground: plotBackground)
            var symbolCommands = state.series.makeLegendSymbol(in: symbol, context: seriesContext)
            var isHidden = state.series.isHidden
            var color = paletteColor
            if let name = entry.sliceName, let pie = state.series as? PieSeries {
                symbolCommands = pie.makeSliceLegendSymbol(name, in: symbol, theme: theme)
                isHidden = isHidden || pie.hiddenSliceNames.contains(name)
                color = pie.sliceColor(name, theme: theme)
            }
            // A hidden series keeps its entry, dimmed, so a click can bring it back.
            if isHidden { symbolCommands = symbolCommands.map { $0.faded(by: 0.35) } }
            let titleColor = isHidden ? textColor.withAlpha(textColor.alpha * 0.4) : textColor
            let title: [DrawCommand] = [.text(TextCommand(text: entry.title, font: font, color: titleColor,
                                                          position: entry.textOrigin, verticalAnchor: .baseline))]
            if let drawer {
                commands += drawer.entryCommands(for: LegendEntryDrawing(
                    seriesIndex: entry.seriesIndex, sliceName: entry.sliceName, title: entry.title, frame: entry.frame,
                    symbolFrame: symbol, textOrigin: entry.textOrigin, color: color, isHidden: isHidden,
                    defaultSymbol: symbolCommands, defaultTitle: title), in: context)
            } else {
                commands += symbolCommands + title
            }
        }
        return commands
    }
}
