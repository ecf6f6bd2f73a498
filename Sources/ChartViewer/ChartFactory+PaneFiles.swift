import ChartKit
import Foundation

extension ChartFactory {
    /// The chart of one pane of a dashboard spec, for `render` and the window alike. The file
    /// a pane names is read as a spec's `data` is (`SpecFileAccess`): the caller has resolved it
    /// below the spec's folder (or an `--allow-path` folder); it may not be a database; errors
    /// about it give only the place and the kind of problem; its warnings are not written. The
    /// spec may come from a stranger, who may not be allowed to read the file.
    ///
    /// - Parameters:
    ///   - resolved: the file's real path, from `SpecFileAccess.resolve`.
    ///   - pane: the pane as the spec gives it (its `data` or `spec` reference is echoed).
    ///   - label: `dashboard.json: panes[0]`, which begins every error line.
    static func makePaneChart(resolved: String, pane: ChartSpec.PaneSpec, label: String,
                              options: ChartOptions) throws -> Chart {
        let key = pane.data != nil ? "data" : "spec"
        let reference = pane.data ?? pane.spec ?? resolved
        if DatabaseChart.isDatabase(resolved, options: options) {
            throw ViewerError("\(label): \(key) \(DataFileError.quoted(SecretRedaction.redacted(reference))): "
                + "a spec cannot name a database; give it to chartview on the command line")
        }
        return try SpecFileAccess.withholdingWarnings {
            try SpecFileAccess.withholdingContents(label: label, key: key, reference: reference) {
                try makeChart(path: resolved, options: options).0
            }
        }
    }
}
