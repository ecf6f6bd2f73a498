extension Annotation {
    /// Whether this is text at a data position that keeps clear of drawn data
    /// (`AnnotationStyle.avoidsData`): unrotated, not pinned to the plot.
    var movesOffData: Bool {
        guard style.avoidsData, !isHidden, case .text(let text, .data) = kind, !text.isEmpty else { return false }
        return style.rotation == 0 || !style.rotation.isFinite
    }
}
