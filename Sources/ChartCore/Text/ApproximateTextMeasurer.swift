/// A font-free measurer: every character is 0.6 em wide, ascent 0.8 em, descent 0.2 em.
/// Good enough for layout tests and for building a scene before fonts are loaded.
public final class ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, font: FontSpec) -> TextMetrics {
        TextMetrics(width: Double(text.count) * 0.6 * font.size,
                    ascent: 0.8 * font.size, descent: 0.2 * font.size)
    }
}
