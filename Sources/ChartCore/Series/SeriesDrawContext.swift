/// What a series needs to turn itself into draw commands for one frame.
struct SeriesDrawContext {
    let theme: Theme
    /// The series' automatic colour from the palette.
    let paletteColor: Color
    /// Retained geometry for the current view and the transform into plot points; nil for the
    /// legend symbol, which draws in plain points.
    let geometry: SeriesGeometry?
    let transform: DataTransform
    let plotBackground: Color
}
