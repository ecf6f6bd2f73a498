/// What a chart keeps for its overlay between frames: annotations, the last crosshair reading
/// (to report changes once), measurement cursors, a pending press-and-hold, and retained
/// one-point geometry for the tooltip caret.
final class ChartOverlayState {
    /// `Chart.pointsInView()`'s last answer and what it was computed from.
    var pointsInViewMemo: (key: PointsInViewKey, counts: (inView: Int, total: Int))?
    var annotations: [Annotation] = []
    /// The reading observers last heard; a change is reported when a scene is built.
    var lastReading: CrosshairReading?
    var hasReportedReading = false
    /// The time and place of a left press that may become a press-and-hold.
    var pendingHold: (time: Double, position: Point)?
    /// The measurement cursors' x values (data units of the primary x axis), at most two.
    var cursors: [Double] = []
    /// The cursor being dragged, by index in `cursors`.
    var draggedCursor: Int?
    var lastMeasurement: MeasurementReading?
    var measurementMemo: (key: MeasurementKey, reading: MeasurementReading)?
    var hasReportedMeasurement = false
    var tooltipContent: ((CrosshairReading) -> [TooltipLine]?)?
    var tooltipDrawing: ((CrosshairReading, TooltipDrawingContext) -> [DrawCommand])?
    var crosshairDrawer: (any CrosshairDrawer)?
    /// The chart's legend drawing (`Chart.legendDrawer`), kept here with the other user drawers.
    var legendDrawer: (any LegendDrawer)?
    /// The drawn data's obstacles for the last view, for annotation labels and the measurement
    /// readout (`SceneBuilder.dataOccupancy()`), and how often they were gathered (for tests).
    var obstacleMemo: (key: DataObstacleKey, occupancy: DataLabelOccupancy)?
    var obstacleGathers = 0
    /// The caret of the tooltip box: a diamond marker half under the box.
    let caretMarker = SeriesGeometry(originX: 0, originY: 0)
    /// Measurement cursor markers at each series' value.
    let cursorMarkers = SeriesGeometry(originX: 0, originY: 0)
}
