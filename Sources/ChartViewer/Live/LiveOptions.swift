import ArgumentParser
import Foundation
import ChartKit

/// The options for live input (`chartview -`, `--follow`).
public struct LiveOptions: ParsableArguments {
    @Option(help: "Keep a rolling window of live data: a point count (10000) or a span of x (30s, 10m, 2h, 1d; plain seconds on a time axis).")
    public var window: String?

    public init() {}

    /// `--window` as a rolling window; nil without one.
    func rollingWindow() throws(ViewerError) -> RollingWindow? {
        guard let text = window?.trimmingCharacters(in: .whitespaces) else { return nil }
        let problem = ViewerError("--window \(text): expected a point count (10000) or a span (30s, 10m, 2h, 1d)")
        if let count = Int(text) {
            guard count >= 1 else { throw problem }
            return .points(count)
        }
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        guard let unit = text.last.flatMap({ units[$0] }), let value = Double(text.dropLast()),
              value.isFinite, value > 0 else { throw problem }
        return .span(value * unit)
    }
}
