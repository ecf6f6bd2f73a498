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
    /// Default type for series that do not name one: "line" or "scatter".
    public var type: String?
    public var series: [SeriesSpec]?
    public var xAxis: AxisSpec?
    public var yAxis: AxisSpec?
    public var legend: LegendSpec?

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
        public var baseline: Double?
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
    }

    public struct LegendSpec: Decodable, Equatable {
        public var hidden: Bool?
        public var position: String?
        public var inside: Bool?
    }
}
