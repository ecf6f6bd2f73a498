import ChartData
import ChartKit

extension ChartFactory {
    // MARK: Pie slice and spoke styles from a spec

    /// Sets a spec entry's slice styles, spokes and selected states on `series`, whose slices are
    /// `names`. A style for a name that is no slice (nor the grouped "Other") is an error, so a
    /// misspelt slice name is not a style silently dropped. Returns the index of the entry's
    /// `selectedSlice`, to select once the chart has its data.
    static func applySliceStyles(_ series: PieSeries, from entry: ChartSpec.SeriesSpec, names: [String],
                                 label: String) throws(ViewerError) -> Int? {
        let known = Set(names).union([series.otherSliceName])
        func slice(_ name: String, _ key: String) throws(ViewerError) -> String {
            guard known.contains(name) else {
                throw ViewerError("\(label): \(key): no slice named \(DataFileError.quoted(name))")
            }
            return name
        }
        for (name, style) in entry.sliceStyles ?? [:] {
            let key = "sliceStyles[\(DataFileError.quoted(name))]"
            series.sliceStyles[try slice(name, key)] = try sliceStyle(style, key: key, label: label)
        }
        if let style = entry.selectedSliceStyle {
            series.selectedSliceStyle = try sliceStyle(style, key: "selectedSliceStyle", label: label)
        }
        for (name, style) in entry.selectedSliceStyles ?? [:] {
            let key = "selectedSliceStyles[\(DataFileError.quoted(name))]"
            series.selectedSliceStyles[try slice(name, key)] = try sliceStyle(style, key: key, label: label)
        }
        if let spoke = entry.spokeStyle {
            series.spokeStyle = try spokeStyle(spoke, key: "spokeStyle", label: label)
        }
        for (name, spoke) in entry.sliceSpokeStyles ?? [:] {
            let key = "sliceSpokeStyles[\(DataFileError.quoted(name))]"
            series.sliceSpokeStyles[try slice(name, key)] = try spokeStyle(spoke, key: key, label: label)
        }
        if let spoke = entry.selectedSpokeStyle {
            series.selectedSpokeStyle = try spokeStyle(spoke, key: "selectedSpokeStyle", label: label)
        }
        guard let name = entry.selectedSlice else { return nil }
        guard let index = names.firstIndex(of: name) else {
            throw ViewerError("\(label): selectedSlice: no slice named \(DataFileError.quoted(name))")
        }
        return index
    }

    private static func sliceStyle(_ spec: ChartSpec.SliceStyleSpec, key: String, label: String) throws(ViewerError) -> PieSliceStyle {
        var style = PieSliceStyle()
        if let text = spec.fillColor { style.fillColor = try specColor(text, key: key + ".fillColor", label: label) }
        if let text = spec.borderColor { style.borderColor = try specColor(text, key: key + ".borderColor", label: label) }
        if let width = spec.borderWidth { style.borderWidth = try nonNegative(width, key: key + ".borderWidth", label: label) }
        if let text = spec.labelColor { style.labelColor = try specColor(text, key: key + ".labelColor", label: label) }
        return style
    }

    private static func spokeStyle(_ spec: ChartSpec.SpokeSpec, key: String, label: String) throws(ViewerError) -> SpokeStyle {
        var style = SpokeStyle()
        if let text = spec.color { style.color = try specColor(text, key: key + ".color", label: label) }
        if let width = spec.width { style.width = try nonNegative(width, key: key + ".width", label: label) }
        if let length = spec.length { style.length = try nonNegative(length, key: key + ".length", label: label) }
        if let offset = spec.anchorOffset {
            guard offset.isFinite else { throw ViewerError("\(label): \(key).anchorOffset must be a number") }
            style.anchorOffset = offset
        }
        if let radius = spec.anchorRadius { style.anchorRadius = try nonNegative(radius, key: key + ".anchorRadius", label: label) }
        if let text = spec.anchorColor { style.anchorColor = try specColor(text, key: key + ".anchorColor", label: label) }
        if let padding = spec.labelPadding { style.labelPadding = try nonNegative(padding, key: key + ".labelPadding", label: label) }
        if let visible = spec.visible { style.isVisible = visible }
        return style
    }

    private static func specColor(_ text: String, key: String, label: String) throws(ViewerError) -> Color {
        guard let color = Color(hexString: text) else {
            throw ViewerError("\(label): \(key) \(DataFileError.quoted(text)): expected #rrggbb")
        }
        return color
    }

    private static func nonNegative(_ value: Double, key: String, label: String) throws(ViewerError) -> Double {
        guard value.isFinite, value >= 0 else { throw ViewerError("\(label): \(key) must be 0 or more") }
        return value
    }
}
