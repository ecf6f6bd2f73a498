/// Font and colour of a piece of text (the chart title, say). nil values come from the theme.
public struct TextStyle: Hashable, Sendable {
    public var font: FontSpec?
    public var color: Color?

    public init(font: FontSpec? = nil, color: Color? = nil) {
        self.font = font
        self.color = color
    }
}
