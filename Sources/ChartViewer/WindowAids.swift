import ChartKit
import Foundation

/// What `chartview`'s window adds to its charts: the help overlay (`?`, F1), the status line
/// with its first-open hint, and Ctrl+S / Ctrl+Shift+S saving what is on screen next to the data
/// file. Attach once the view exists; keep it as long as the window runs (the charts hold their
/// extensions weakly).
final class WindowAids {
    let view: ChartView
    let helps: [HelpOverlay]
    let statusLines: [StatusLine]
    /// Where saved images go, and the name they start from.
    let saveFolder: URL
    let saveStem: String
    /// Prints `{"status":…}` and `{"help":…}` lines to stdout (`--print-status`).
    let printsStatus: Bool

    static let hint = "? or F1: keys and gestures"

    init(view: ChartView, dataPath: String?, printsStatus: Bool) {
        self.view = view
        self.printsStatus = printsStatus
        (saveFolder, saveStem) = Self.saveLocation(for: dataPath)
        var helps: [HelpOverlay] = []
        var statusLines: [StatusLine] = []
        for (index, chart) in view.charts.enumerated() {
            // The status line first: it sees every key before the help takes its own.
            let status = StatusLine(hint: index == 0 ? Self.hint : nil)
            var sheet = HelpSheet.navigation(for: chart)
            sheet.sections.append(HelpSheet.Section(title: "Window", entries: [
                .init("Ctrl+S", "save what is on screen as PNG next to the data file"),
                .init("Ctrl+Shift+S", "the same as SVG"),
                .init("Ctrl+C", "copies nothing: save with Ctrl+S"),
                .init("Ctrl+Q, Ctrl+W", "close the window"),
            ]))
            let help = HelpOverlay(sheet: sheet)
            chart.addExtension(status)
            chart.addExtension(help)
            if printsStatus {
                let prefix = view.charts.count > 1 ? "\"chart\":\(index)," : ""
                status.onTextChange = { text in
                    RangePrinter.writeToStandardOutput("{\(prefix)\"status\":\(RangePrinter.string(text))}\n")
                }
                help.onToggle = { shown in
                    RangePrinter.writeToStandardOutput("{\(prefix)\"help\":\(shown)}\n")
                }
            }
            helps.append(help)
            statusLines.append(status)
        }
        self.helps = helps
        self.statusLines = statusLines
        let forward = view.window.onEvent
        view.window.onEvent = { [unowned self] event in
            if !self.handleWindowKey(event) { forward?(event) }
            if case .pointerMove = event {
                // The status line follows the pointer even where nothing else redraws.
                view.window.requestRedraw()
            }
        }
    }

    /// Moves chart `index`'s help and status line onto `chart`, which replaces it in the view.
    func adopt(_ chart: Chart, at index: Int) {
        guard helps.indices.contains(index) else { return }
        let sections = helps[index].sheet.sections
        helps[index].sheet = HelpSheet.navigation(for: chart)
        helps[index].sheet.sections += sections.dropFirst(2)   // the window's own section
        chart.addExtension(statusLines[index])
        chart.addExtension(helps[index])
    }

    /// Ctrl+S and Ctrl+Shift+S save; Ctrl+C is taken and does nothing (the help says so).
    private func handleWindowKey(_ event: InputEvent) -> Bool {
        guard case .key(.character(let c), let modifiers, let isRepeat, _) = event,
              modifiers.contains(.control), !modifiers.contains(.alt) else { return false }
        switch c.lowercased() {
        case "s":
            if !isRepeat { save(asSVG: modifiers.contains(.shift)) }
            return true
        case "c":
            return true
        default:
            return false
        }
    }

    /// Writes the charts as the window shows them now (without the help, the status line or the
    /// crosshair) and says where in the status line and on stderr.
    func save(asSVG: Bool) {
        let path = Self.freePath(in: saveFolder, stem: saveStem, extension: asSVG ? "svg" : "png")
        let message: String
        do {
            try withoutWindowAids { try write(to: path, asSVG: asSVG) }
            message = "saved \(path)"
        } catch {
            message = "could not save: \(error)"
        }
        ViewerOutput.writeLine(message)
        statusLines.first?.message = message.prefix(1).uppercased() + message.dropFirst()
        view.window.requestRedraw()
    }

    private func write(to path: String, asSVG: Bool) throws {
        let fb = view.window.framebufferSize
        let scale = view.window.contentScale * (view.magnification.isFinite && view.magnification > 0 ? view.magnification : 1)
        let size = Size(width: Double(fb.width) / scale, height: Double(fb.height) / scale)
        // The offscreen renderer's EGL context cannot be made current over the window's.
        view.window.releaseContext()
        if asSVG || view.charts.count == 1 {
            // One chart (SVG: the first of several) through render's own writer.
            // Its pane's size as last laid out (the whole window for one chart).
            try RenderCommand.write(view.charts[0], size: view.charts[0].lastLayout?.size ?? size, scale: scale, to: path)
        } else {
            let image = try ChartImageRenderer().render(charts: view.charts, arrangement: view.arrangement, size: size, scale: scale)
            try PNGWriter.write(image, to: path)
        }
        view.window.requestRedraw()
    }

    /// Runs `body` with the help, the status line and the crosshair out of the picture.
    private func withoutWindowAids(_ body: () throws -> Void) rethrows {
        let shown = helps.map(\.isShown)
        let crosshairs = view.charts.map(\.crosshair.isEnabled)
        for help in helps { help.isShown = false }
        for status in statusLines { status.isSuspended = true }
        for chart in view.charts { chart.crosshair.isEnabled = false }
        defer {
            for (help, wasShown) in zip(helps, shown) { help.isShown = wasShown }
            for status in statusLines { status.isSuspended = false }
            for (chart, enabled) in zip(view.charts, crosshairs) { chart.crosshair.isEnabled = enabled }
        }
        try body()
    }

    /// The data file's folder and name without its extension; the current folder and "chartview"
    /// for the demo and standard input.
    static func saveLocation(for dataPath: String?) -> (URL, String) {
        guard let dataPath, dataPath != "-", !dataPath.contains("://") else {
            return (URL(fileURLWithPath: FileManager.default.currentDirectoryPath), dataPath == "-" ? "stdin" : "chartview")
        }
        let url = URL(fileURLWithPath: dataPath)
        let stem = url.deletingPathExtension().lastPathComponent
        return (url.deletingLastPathComponent(), stem.isEmpty ? "chartview" : stem)
    }

    /// `folder/stem.ext`, or `stem-2.ext`, `stem-3.ext`, … : the first name not taken.
    static func freePath(in folder: URL, stem: String, extension ext: String) -> String {
        var candidate = folder.appendingPathComponent("\(stem).\(ext)").path
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = folder.appendingPathComponent("\(stem)-\(number).\(ext)").path
            number += 1
        }
        return candidate
    }
}
