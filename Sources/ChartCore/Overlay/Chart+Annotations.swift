extension Chart {
    // MARK: Annotations

    /// The annotations, in the order they are drawn (within their layer).
    public var annotations: [Annotation] { overlayState.annotations }

    /// Adds an annotation, drawn from the next frame on, above the earlier ones of its layer.
    /// Adding one already added does nothing. Returns it, for chaining.
    ///
    /// ```swift
    /// chart.addAnnotation(Annotation(.verticalBand(from: start, to: end), label: "incident"))
    /// ```
    @discardableResult
    public func addAnnotation(_ annotation: Annotation) -> Annotation {
        if !overlayState.annotations.contains(where: { $0 === annotation }) {
            overlayState.annotations.append(annotation)
        }
        return annotation
    }

    /// Removes an annotation; nothing happens if it was not added.
    public func removeAnnotation(_ annotation: Annotation) {
        overlayState.annotations.removeAll { $0 === annotation }
    }

    /// Removes every annotation.
    public func removeAllAnnotations() {
        overlayState.annotations.removeAll()
    }
}
