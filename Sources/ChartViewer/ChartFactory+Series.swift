import ChartKit

extension ChartFactory {
    /// The series for a `--type` or a spec's `"type"`.
    static func makeSeries(type: String, title: String) throws(ViewerError) -> ChartSeries {
        switch type.lowercased() {
        case "line": return LineSeries(title: title)
        case "scatter": return ScatterSeries(title: title)
        default: throw ViewerError("--type \(type): expected line or scatter")
        }
    }
}
