import ChartKit

/// The chart `chartview` opens with no arguments, built from a data set embedded in the binary so
/// it works from any directory.
public enum DemoChart {
    public static func make(type: String = "line") throws -> Chart {
        let text = String(decoding: PackageResources.temperatures_csv, as: UTF8.self)
        let table = try DelimitedTextParser.parse(text, file: "temperatures.csv")
        let chart = try ChartFactory.makeChart(table: table, title: "Daily mean temperature (synthetic)", type: type)
        chart.xAxis.title = "Day"
        chart.yAxis.title = "Temperature (°C)"
        chart.legend.isHidden = false
        chart.legend.position = .right
        return chart
    }
}
