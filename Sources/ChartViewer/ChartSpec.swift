import ChartKit

/// A chart described in JSON, for `chartview render spec.json` and the examples in `Assets/`.
///
/// ```json
/// {
///   "title": "Sensor readings",
///   "theme": "dark",
///   "size": [1200, 700],
///   "data": "readings.csv",
///   "series": [
///     { "column": "inside", "type": "line", "fill": true },
///     { "title": "Setpoint", "x": [0, 100], "y": [21, 21], "color": "#d55e00", "dash": [6, 4] }
///   ],
///   "xAxis": { "title": "Minutes", "range": [0, 100] },
///   "yAxis": { "title": "°C", "minorGridLines": true },
///   "legend": { "position": "topRight", "inside": true }
/// }
/// ```
/// `data` is a CSV/TSV path relative to the spec file; without `series`, each of its columns after
/// the first becomes a series of `type`.
public struct ChartSpec: Decodable, Equatable {
    public var title: String?
    public var theme: String?
    public var size: [Double]?
    public var data: String?
    /// Default type for series that do not name one: any `chartview --type`. Candlestick, ohlc,
    /// band and bubble without `series` read their columns from `data` by name.
    public var type: String?
    /// The x column of `data`, by name or 1-based index (default: inferred, see `--print-spec`).
    public var x: String?
    /// The y columns of `data`.
    public var y: [String]?
    /// A series per value of this column of `data`.
    public var by: String?
    /// How rows sharing an x fold: mean, sum, count, min or max.
    public var agg: String?
    /// How `data`'s x column writes dates (strftime), e.g. "%d/%m/%Y".
    public var dateFormat: String?
    public var series: [SeriesSpec]?
    public var xAxis: AxisSpec?
    public var yAxis: AxisSpec?
    /// More x axes after the primary one, stacked outward (`"position": "top"` puts one above).
    public var xAxes: [AxisSpec]?
    /// More y axes after the primary one (`"position": "right"` puts one on the right).
    public var yAxes: [AxisSpec]?
    public var legend: LegendSpec?
    /// Lines, bands, boxes, text and images above or below the data (`ChartSpec+Overlay.swift`).
    public var annotations: [AnnotationSpec]?
    /// Crosshair mode and tooltip options.
    public var crosshair: CrosshairSpec?
    /// How stacked series pile up: "separateSigns" (the default) or "runningSum".
    public var stacking: String?
    /// A dashboard instead of one chart: a linked chart per pane (see `PaneSpec`).
    public var panes: [PaneSpec]?
    /// Columns of the panes' grid (default 1).
    public var columns: Int?
    /// Follow every pane's data file as it grows (default false).
    public var live: Bool?

    /// One chart of a dashboard spec: a data file (CSV/TSV or JSON lines) or another chart spec,
    /// relative to this spec, with its relative height.
    public struct PaneSpec: Decodable, Equatable {
        public var data: String?
        public var spec: String?
        public var title: String?
        public var height: Double?
        /// A name: panes giving the same name show one x axis object (`Axis.isShared`): one
        /// range, fitted to all their data, that a pan or zoom in any of them moves.
        public var sharedXAxis: String?
        /// The same for the y axis.
        public var sharedYAxis: String?
    }

    public struct SeriesSpec: Decodable, Equatable {
        public var title: String?
        public var type: String?
        /// A column of the `data` file to plot against its first column.
        public var column: String?
        public var x: [Double]?
        public var y: [Double]?
        public var color: String?
        public var lineWidth: Double?
        public var dash: [Double]?
        public var markers: Bool?
        public var marker: String?
        public var markerSize: Double?
        public var fill: Bool?
        public var fillColor: String?
        /// The colour a gradient fill ends in: at the baseline of a line's area, at the base of a
        /// column or bar.
        public var fillEndColor: String?
        public var baseline: Double?
        /// Series with the same stack index stack (lines, columns, bars).
        public var stackIndex: Int?
        /// false keeps the series out of the legend (a tornado's padding bars).
        public var showInLegend: Bool?
        /// false keeps the crosshair off the series (a tornado's padding bars).
        public var crosshair: Bool?
        /// How round column and bar tips are, 0…1.
        public var cornerRatio: Double?
        /// Label each point with its value.
        public var labels: Bool?
        /// The x axis the series uses: 0 the primary one (the default), 1 the first of `xAxes` …
        public var xAxis: Int?
        /// The y axis the series uses: 0 the primary one (the default), 1 the first of `yAxes` …
        public var yAxis: Int?
        /// Pie and donut: the slice names, in the order of `y` (default: the data file's first
        /// column, or "Slice 1", "Slice 2", …).
        public var names: [String]?
        /// Donut: the hole's radius as a fraction of the outer one (default 0.55).
        public var innerRadius: Double?
        /// Pie and donut: where the first slice starts, in degrees clockwise from 12 o'clock.
        public var startAngle: Double?
        /// Pie and donut: "clockwise" (default) or "counterClockwise".
        public var direction: String?
        /// Pie and donut: "inside" (default), "outside" (with spokes) or "none".
        public var labelPosition: String?
        /// Pie and donut: how far a selected slice moves out, in points (default 10).
        public var protrusion: Double?
        /// Pie and donut: the angle a selected slice turns to, in degrees clockwise from 12
        /// o'clock (180: the bottom).
        public var rotateSelectedTo: Double?
        /// Pie and donut: slices under this angle (degrees) are grouped into "Other".
        public var minimumSliceAngle: Double?
        /// Pie and donut: looks of particular slices, by name (`ChartSpec+Pie.swift`).
        public var sliceStyles: [String: SliceStyleSpec]?
        /// Pie and donut: what every selected slice changes over its own look.
        public var selectedSliceStyle: SliceStyleSpec?
        /// Pie and donut: selected looks of particular slices, by name.
        public var selectedSliceStyles: [String: SliceStyleSpec]?
        /// Pie and donut: the spoke to every outside label.
        public var spokeStyle: SpokeSpec?
        /// Pie and donut: spokes of particular slices, by name, instead of `spokeStyle`.
        public var sliceSpokeStyles: [String: SpokeSpec]?
        /// Pie and donut: the spoke of a selected slice.
        public var selectedSpokeStyle: SpokeSpec?
        /// Pie and donut: the name of a slice selected when the chart opens.
        public var selectedSlice: String?
        /// Heatmap: the cells, a list of rows of equal length (the first row at the top).
        public var values: [[Double]]?
        /// Heatmap: the rows' names, top first (default: numbered).
        public var rowNames: [String]?
        /// Heatmap: the columns' names, left first (default: numbered).
        public var columnNames: [String]?
        /// Heatmap: "viridis", "inferno" or "blueRed" (default: viridis, blueRed for values
        /// about evenly on both sides of 0).
        public var colorMap: String?
        /// Heatmap: the values at the colour map's ends, [low, high] (default: the data's).
        public var valueRange: [Double]?
    }

    public struct AxisSpec: Decodable, Equatable {
        public var title: String?
        public var range: [Double]?
        public var majorTickFrequency: Double?
        public var minorTickFrequency: Double?
        public var anchor: Double?
        public var majorGridLines: Bool?
        public var minorGridLines: Bool?
        public var stripes: String?
        /// number, date, log or category (default: number, or what the data's x column holds).
        public var type: String?
        /// bottom/top for x axes, left/right for y axes (or normal/reverse).
        public var position: String?
        /// Cross the other primary axis at this value.
        public var positionValue: Double?
        /// With `positionValue`: keep the labels at the plot's edge.
        public var labelsFixed: Bool?
        /// Date axes: the time zone of ticks and labels (default UTC).
        public var timeZone: String?
        /// Date x axes: leave Saturdays and Sundays out.
        public var excludeWeekends: Bool?
        /// Log axes: the base (default 10).
        public var base: Double?
        /// Date axes: one pattern for every label, e.g. "yyyy-MM-dd".
        public var labelFormat: String?
        /// horizontal, diagonal or vertical.
        public var labelOrientation: String?
        /// outside, inside or cross.
        public var tickMarks: String?
        /// Category axes: the names of positions 0, 1, 2, …
        public var categories: [String]?
        /// A fixed depth of the axis band, in points.
        public var width: Double?
    }

    public struct LegendSpec: Decodable, Equatable {
        public var hidden: Bool?
        public var position: String?
        public var inside: Bool?
    }
}
