/// What the chart keeps per series between frames beyond the line geometry: the arranged
/// values, and the retained geometry the kinds draw from.
final class SeriesCache {
    let values = SeriesValues()
    /// Two lines sharing positions: a band's high and low, a stacked area's top and base.
    let bandBuilder = BandGeometryBuilder()
    /// The two lines' inputs as position/value data (with their min/max pyramids), rebuilt when
    /// the values or the stacks change.
    var bandInputs: (key: BandInputKey, upper: SeriesData, lower: SeriesData)?
    /// A step line's corner vertices, rebuilt when the data or the direction change.
    var stepData: (key: StepKey, data: SeriesData)?
    /// The dash phases of each dashed polyline the series draws, by geometry.
    var dashPhases: [ObjectIdentifier: DashPhaseBuilder] = [:]
    /// Markers on the data points where the line itself passes through more (a step line's
    /// corners).
    let markerBuilder = LineGeometryBuilder()
    /// Markers decimated to what a dense view can show (scatter, line markers).
    let markerLevelOfDetail = MarkerGeometryBuilder()
    /// The selected points to mark, in plot points.
    let selectedPoints = SeriesGeometry(originX: 0, originY: 0)
    /// A line's lone points (finite, with a gap or the end on both sides), drawn as dots, kept
    /// up to date as the data stream (LonePoints.swift).
    var lonePoints: LonePoints?
    /// The dots at the first and last point when they are lone (they change at every append;
    /// `markerBuilder` draws the others).
    let loneEndsBuilder = LineGeometryBuilder()

    struct BandInputKey: Equatable {
        var data: ObjectIdentifier
        var version: Int
        var stackGeneration: Int
    }

    struct StepKey: Equatable {
        var data: ObjectIdentifier
        var version: Int
        var direction: StepDirection
    }

    /// The phase builder for `geometry`.
    func dashPhaseBuilder(for geometry: SeriesGeometry) -> DashPhaseBuilder {
        let key = ObjectIdentifier(geometry)
        if let builder = dashPhases[key] { return builder }
        let builder = DashPhaseBuilder()
        dashPhases[key] = builder
        return builder
    }
}
