import ChartKit
import Foundation

extension ShowCommand {
    /// A spec with `"panes"`: the same dashboard as `--grid`, laid out and titled by the spec
    /// (relative heights, columns), and followed live with `"live": true`.
    func runPanes(spec: ChartSpec, specPath: String) throws {
        guard let panes = spec.panes, !panes.isEmpty else { return }
        SpecFileAccess.allowedFolders = options.allowPath
        var files: [String] = []
        var titles: [String?] = []
        for (index, pane) in panes.enumerated() {
            guard let path = pane.data ?? pane.spec, (pane.data == nil) != (pane.spec == nil) else {
                throw ViewerError("\(specPath): panes[\(index)]: give one of \"data\" or \"spec\"")
            }
            if pane.spec != nil && spec.live == true {
                throw ViewerError("\(specPath): panes[\(index)]: \"live\" follows data files; give \"data\"")
            }
            if spec.live == true && (pane.sharedXAxis != nil || pane.sharedYAxis != nil) {
                // A live pane picks its x axis when its first rows arrive, after sharing is set up.
                throw ViewerError("\(specPath): panes[\(index)]: shared axes are not followed live; leave out \"live\" or the shared axis")
            }
            files.append(try SpecFileAccess.resolve(path, specPath: specPath, label: "\(specPath): panes[\(index)]"))
            titles.append(pane.title)
        }
        try runGrid(files, titles: titles, columns: spec.columns ?? 1,
                    rowHeights: panes.map { $0.height ?? 1 }, live: spec.live ?? false,
                    windowTitle: "chartview — " + (spec.title ?? ChartFactory.fileTitle(specPath)), panes: panes,
                    specPath: specPath)
    }

    /// The panes of a spec, if it has any (nil for an ordinary spec or a data file).
    static func paneSpec(at path: String?) throws -> ChartSpec? {
        guard let path, path.lowercased().hasSuffix(".json"), ChartFactory.isChartSpecFile(path) else { return nil }
        let spec = try ChartFactory.loadSpec(path)
        return spec.panes?.isEmpty == false ? spec : nil
    }
}

extension RenderCommand {
    /// `chartview render DASHBOARD.json`: the panes drawn into one PNG as the window places them
    /// (one colour per series key across panes, plot areas lined up).
    func renderPanes(spec: ChartSpec, specPath: String) throws {
        SpecFileAccess.allowedFolders = options.allowPath
        var charts: [Chart] = []
        for (index, pane) in (spec.panes ?? []).enumerated() {
            guard let path = pane.data ?? pane.spec, (pane.data == nil) != (pane.spec == nil) else {
                throw ViewerError("\(specPath): panes[\(index)]: give one of \"data\" or \"spec\"")
            }
            var paneOptions = options
            paneOptions.title = pane.title ?? options.title
            let label = "\(specPath): panes[\(index)]"
            let resolved = try SpecFileAccess.resolve(path, specPath: specPath, label: label)
            charts.append(try ChartFactory.makePaneChart(resolved: resolved, pane: pane, label: label, options: paneOptions))
        }
        try ChartFactory.shareAxes(of: charts, panes: spec.panes ?? [], specPath: specPath)
        let dashboard = try ChartDashboard(charts: charts)
        let size = try options.canvasSize(spec: spec)
        let scale = try options.validatedScale()
        let arrangement = ChartArrangement.grid(columns: max(1, spec.columns ?? 1),
                                                rowHeights: (spec.panes ?? []).map { $0.height ?? 1 })
        let image = try ChartImageRenderer().render(charts: dashboard.charts, arrangement: arrangement, size: size, scale: scale)
        try PNGWriter.write(image, to: output)
    }
}
