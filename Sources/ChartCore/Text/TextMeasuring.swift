/// Measures text for layout. ChartText implements it with FreeType; ChartCore's own tests use
/// `ApproximateTextMeasurer`, so layout logic never needs a font file.
public protocol TextMeasuring: AnyObject {
    /// The metrics of `text` set on one line in `font`.
    func measure(_ text: String, font: FontSpec) -> TextMetrics
}
