/// A box of tooltip lines, measured once and drawn where its caller puts it: the crosshair's
/// tooltip and the measurement readout share it.
struct TooltipTextBox {
    let content: [TooltipLine]
    let font: FontSpec
    let bold: FontSpec
    let metrics: [TextMetrics]
    let padding = 6.0
    let lineGap = 2.0
    let swatch: Double
    /// Room left of the text for the colour swatches; 0 when no line has one.
    let indent: Double
    let size: Size

    init(_ content: [TooltipLine], font: FontSpec, measurer: TextMeasuring) {
        self.content = content
        self.font = font
        bold = FontSpec(family: font.family, size: font.size, weight: .bold)
        metrics = content.map { [bold] in measurer.measure($0.text, font: $0.isBold ? bold : font) }
        swatch = (font.size * 0.75).rounded()
        indent = content.contains { $0.swatch != nil } ? swatch + 5 : 0
        let width = (metrics.map(\.width).max() ?? 0) + indent + 2 * padding
        let height = metrics.map { $0.ascent + $0.descent }.reduce(0, +)
            + lineGap * Double(max(content.count - 1, 0)) + 2 * padding
        size = Size(width: width, height: height)
    }
}

extension SceneBuilder {
    /// The box at `box` (already snapped), its border in `accent`, then its lines and swatches.
    /// `fill` and `textColor` replace the theme's tooltip colours (a line's own colour is then
    /// shaded to read on `fill`).
    func draw(_ textBox: TooltipTextBox, in box: Rect, accent: Color, fill: Color? = nil, textColor: Color? = nil) -> [DrawCommand] {
        var commands: [DrawCommand] = [.rects([RectShape(rect: box, fill: fill ?? theme.tooltipBackground, cornerRadius: 4,
                                                         borderWidth: grid.strokeWidth(1 / layout.scale), borderColor: accent)])]
        var baseline = box.minY + textBox.padding
        var swatches: [RectShape] = []
        for (line, m) in zip(textBox.content, textBox.metrics) {
            baseline += m.ascent
            if let color = line.swatch {
                let top = baseline - m.ascent + (m.ascent + m.descent - textBox.swatch) / 2
                swatches.append(RectShape(rect: grid.snap(Rect(x: box.minX + textBox.padding, y: top,
                                                               width: textBox.swatch, height: textBox.swatch)),
                                          fill: color, cornerRadius: 2))
            }
            commands.append(.text(TextCommand(text: line.text, font: line.isBold ? textBox.bold : textBox.font,
                                              color: textColor.map { line.color?.readable(on: fill ?? theme.tooltipBackground, minimumContrast: 7) ?? $0 }
                                                  ?? line.color ?? theme.tooltipTextColor,
                                              position: Point(x: box.minX + textBox.padding + textBox.indent, y: baseline))))
            baseline += m.descent + textBox.lineGap
        }
        if !swatches.isEmpty { commands.append(.rects(swatches)) }
        return commands
    }
}
