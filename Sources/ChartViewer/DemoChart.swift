import ChartData
import ChartKit
import Foundation

/// The chart `chartview` opens with no arguments, built from a data set embedded in the binary so
/// it works from any directory.
public enum DemoChart {
    public static func make(type: String = "line") throws -> Chart {
        if ChartFactory.isRadialType(type) { return try radial(type: type) }
        let text = String(decoding: PackageResources.temperatures_csv, as: UTF8.self)
        let table = try DelimitedTextParser.parse(text, file: "temperatures.csv", keepTextColumns: true)
        // The demo is planned as any file is (TablePlan): day is x, each city a series.
        var choice = TableChoice()
        choice.type = type
        let chart = try ChartFactory.planChart(table: table, file: "temperatures.csv",
                                               title: "Daily mean temperature (synthetic)", choice: choice, strict: false).0
        chart.xAxis.title = "Day"
        chart.yAxis.title = "Temperature (°C)"
        chart.legend.isVisible = true
        chart.legend.position = .right
        return chart
    }

    /// The demo of a radial type: electricity sources as a pie, fruit sales as two donut rings,
    /// car ratings as a radar, wind by direction as a polar chart.
    static func radial(type: String) throws -> Chart {
        let (bytes, file, title): ([UInt8], String, String)
        switch type.lowercased() {
        case "donut": (bytes, file, title) = (PackageResources.fruit_sales_csv, "fruit-sales.csv", "Fruit sales")
        case "radar": (bytes, file, title) = (PackageResources.car_ratings_csv, "car-ratings.csv", "Three cars rated 1–5")
        case "polar": (bytes, file, title) = (PackageResources.wind_directions_csv, "wind-directions.csv", "Wind speed by direction")
        default: (bytes, file, title) = (PackageResources.power_sources_csv, "power-sources.csv", "Electricity by source (%)")
        }
        let table = try DelimitedTextParser.parse(String(decoding: bytes, as: UTF8.self), file: file, keepTextColumns: true)
        let prepared = try ChartFactory.axisTable(table, kind: nil, timeZone: TimeZone(identifier: "UTC")!, file: file)
        return try ChartFactory.makeRadialChart(table: prepared.table, names: ChartFactory.sliceNames(prepared), title: title,
                                                type: type, file: file)
    }
}
