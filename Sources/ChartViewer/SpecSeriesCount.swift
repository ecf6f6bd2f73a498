import ChartData

/// Refuses a spec of more series than a chart draws from its scanned tree, before `JSONDecoder`
/// and `SpecKeyCheck` build and reflect a value per series: a spec of 10^6 series was refused
/// only after a 50 s reflection walk; counting the elements of `"series"` is instant.
///
/// ```swift
/// try SpecSeriesCount.check(document, file: "spec.json")
/// // spec.json:1:2: 1,000,000 series; a chart draws at most 256: keep the series you need, …
/// ```
enum SpecSeriesCount {
    static func check(_ document: SpecJSONScanner.Node, file: String) throws(ViewerError) {
        guard case .object(let members) = document else { return }
        // `"series"` entries, or `"y"` columns of a table spec: each is a series.
        for member in members where member.key == "series" || member.key == "y" {
            guard case .array(let elements) = member.value, elements.count > SeriesLimit.maximumSeries else { continue }
            throw ViewerError("\(file):\(member.position.line):\(member.position.column): " + SeriesLimit.tooManySeries(elements.count))
        }
    }
}
