extension ChartImage {
    /// Loads a PNG file for an image annotation.
    ///
    /// ```swift
    /// let logo = try ChartImage(contentsOfPNGFile: "logo.png")
    /// chart.addAnnotation(Annotation(.image(logo, at: .plot(x: 0.98, y: 0.02)), style: {
    ///     var s = AnnotationStyle(); s.anchor = AnnotationAnchor(horizontal: .right, vertical: .top); return s }()))
    /// ```
    public convenience init(contentsOfPNGFile path: String) throws(PNGError) {
        self.init(try PNGReader.read(path))
    }
}
