extension TextMeasuring {
    /// `text` as it fits in `maxWidth` points: whole when it fits, otherwise its longest prefix
    /// that fits with an ellipsis after it, or the ellipsis alone. Titles and legend entries of
    /// any length keep the rest of the chart in view.
    public func truncated(_ text: String, font: FontSpec, maxWidth: Double) -> String {
        guard measure(text, font: font).width > maxWidth else { return text }
        let ellipsis = "…"
        let characters = Array(text)
        // Binary search on the prefix length: measuring is the cost, so O(log n) measurements.
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            let candidate = String(characters[0..<mid]).trimmingTrailingSpaces() + ellipsis
            if measure(candidate, font: font).width <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return low == 0 ? ellipsis : String(characters[0..<low]).trimmingTrailingSpaces() + ellipsis
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
