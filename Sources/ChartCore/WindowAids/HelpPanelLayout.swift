import Foundation

/// Where the help panel's texts go: sections in one column when they fit the height, else in
/// two (split where the taller column is shortest), the panel centred in `bounds`.
struct HelpPanelLayout {
    struct Column {
        var sections: [HelpSheet.Section]
        var keyWidth: Double
        var actionWidth: Double
        var height: Double
        var width: Double { keyWidth + Self.keyGap + actionWidth }
        static let keyGap = 14.0
    }

    let sheet: HelpSheet
    let entryFont: FontSpec
    let keyFont: FontSpec
    let sectionFont: FontSpec
    let titleFont: FontSpec
    let rowHeight: Double
    let titleHeight: Double
    let columns: [Column]
    let panel: Rect
    let measurer: TextMeasuring

    static let padding = 16.0
    static let columnGap = 28.0
    static let sectionGap = 8.0
    static let margin = 12.0

    init(sheet: HelpSheet, fontSize: Double, measurer: TextMeasuring, bounds: Rect) {
        self.sheet = sheet
        self.measurer = measurer
        entryFont = FontSpec(size: fontSize)
        keyFont = FontSpec(size: fontSize, weight: .bold)
        sectionFont = FontSpec(size: fontSize + 1, weight: .bold)
        titleFont = FontSpec(size: fontSize + 3, weight: .bold)
        let line = measurer.measure("Ag", font: entryFont)
        rowHeight = (line.ascent + line.descent + 5).rounded()
        let title = measurer.measure(sheet.title, font: titleFont)
        titleHeight = (title.ascent + title.descent + 10).rounded()
        let keyFont = self.keyFont, entryFont = self.entryFont, rowHeight = self.rowHeight
        func column(_ sections: ArraySlice<HelpSheet.Section>) -> Column {
            let entries = sections.flatMap(\.entries)
            let keys = entries.map { measurer.measure($0.keys, font: keyFont).width }.max() ?? 0
            let actions = (entries.map { measurer.measure($0.action, font: entryFont).width }
                + sections.map { measurer.measure($0.title, font: keyFont).width }).max() ?? 0
            let height = sections.map { Double($0.entries.count + 1) * rowHeight }.reduce(0, +)
                + Self.sectionGap * Double(max(sections.count - 1, 0))
            return Column(sections: Array(sections), keyWidth: keys.rounded(.up), actionWidth: actions.rounded(.up), height: height)
        }
        let all = sheet.sections[...]
        let titleHeight = self.titleHeight
        func panelSize(_ columns: [Column]) -> Size {
            let contentWidth = columns.map(\.width).reduce(0, +) + Self.columnGap * Double(columns.count - 1)
            return Size(width: max(contentWidth, title.width) + 2 * Self.padding,
                        height: (columns.map(\.height).max() ?? 0) + titleHeight + 2 * Self.padding)
        }
        /// How much the panel would have to shrink to fit (1: it fits).
        func fit(_ columns: [Column]) -> Double {
            let size = panelSize(columns)
            return min(1, (bounds.width - 2 * Self.margin) / size.width, (bounds.height - 2 * Self.margin) / size.height)
        }
        var columns = [column(all)]
        if fit(columns) < 1, all.count > 1 {
            // Two columns, split where the taller is shortest, when they fit better than one.
            var best: [Column]?
            var bestHeight = Double.infinity
            for split in 1..<all.count {
                let pair = [column(all[..<split]), column(all[split...])]
                let height = pair.map(\.height).max() ?? 0
                if height < bestHeight { best = pair; bestHeight = height }
            }
            if let best, fit(best) > fit(columns) { columns = best }
        }
        self.columns = columns
        let size = panelSize(columns)
        let width = size.width, height = size.height
        panel = Rect(x: (bounds.midX - width / 2).rounded(), y: max(bounds.minY, (bounds.midY - height / 2).rounded()),
                     width: width.rounded(.up), height: height.rounded(.up))
    }

    /// The layout at `fontSize`, or at a smaller size (down to 7 pt) where that one would not
    /// fit `bounds` less the margins: a small window still shows the whole sheet.
    static func fitting(sheet: HelpSheet, fontSize: Double, measurer: TextMeasuring, bounds: Rect) -> HelpPanelLayout {
        var size = fontSize
        var layout = HelpPanelLayout(sheet: sheet, fontSize: size, measurer: measurer, bounds: bounds)
        for _ in 0..<6 {
            let room = Size(width: bounds.width - 2 * margin, height: bounds.height - 2 * margin)
            let ratio = Swift.min(room.width / layout.panel.width, room.height / layout.panel.height)
            guard ratio < 1, size > 7 else { break }
            size = Swift.max(7, (size * ratio * 20).rounded(.down) / 20)
            layout = HelpPanelLayout(sheet: sheet, fontSize: size, measurer: measurer, bounds: bounds)
        }
        return layout
    }

    func commands(theme: Theme, scale: Double) -> [DrawCommand] {
        let text = theme.tooltipTextColor
        var commands: [DrawCommand] = [
            .rects([RectShape(rect: panel, fill: theme.tooltipBackground.withAlpha(0.95), cornerRadius: 8,
                              borderWidth: 1 / scale, borderColor: theme.crosshairColor)]),
        ]
        func baseline(top: Double, font: FontSpec, height: Double) -> Double {
            let m = measurer.measure("Ag", font: font)
            return (top + (height - m.ascent - m.descent) / 2 + m.ascent).rounded()
        }
        commands.append(.text(TextCommand(text: sheet.title, font: titleFont, color: text,
                                          position: Point(x: panel.minX + Self.padding,
                                                          y: baseline(top: panel.minY + Self.padding, font: titleFont, height: titleHeight - 6)))))
        var left = panel.minX + Self.padding
        let top = panel.minY + Self.padding + titleHeight
        var rules: [RectShape] = []
        for column in columns {
            var y = top
            for (index, section) in column.sections.enumerated() {
                if index > 0 { y += Self.sectionGap }
                commands.append(.text(TextCommand(text: section.title, font: sectionFont, color: text.withAlpha(0.7),
                                                  position: Point(x: left, y: baseline(top: y, font: sectionFont, height: rowHeight)))))
                rules.append(RectShape(rect: Rect(x: left, y: (y + rowHeight - 2).rounded(), width: column.width, height: 1 / scale),
                                       fill: text.withAlpha(0.25)))
                y += rowHeight
                for entry in section.entries {
                    let b = baseline(top: y, font: entryFont, height: rowHeight)
                    commands.append(.text(TextCommand(text: entry.keys, font: keyFont, color: text, position: Point(x: left, y: b))))
                    commands.append(.text(TextCommand(text: entry.action, font: entryFont, color: text.withAlpha(0.88),
                                                      position: Point(x: left + column.keyWidth + Column.keyGap, y: b))))
                    y += rowHeight
                }
            }
            left += column.width + Self.columnGap
        }
        commands.append(.rects(rules))
        return commands
    }
}
