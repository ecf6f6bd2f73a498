import ChartKit
import Foundation

extension RenderCommand {
    /// The formats `render -o` writes, by file extension.
    static let outputFormats = ["png", "svg", "pdf"]

    /// Writes `chart` to `path` in the format its extension names: PNG through the GL renderer
    /// (`scale` device pixels per point), SVG and PDF through `SceneSVGWriter` and
    /// `ScenePDFWriter` (the same scene, in points, text as text). Any other extension is an error naming the accepted ones.
    /// `renderer`: the one to draw a PNG with (one is made when nil).
    static func write(_ chart: Chart, size: Size, scale: Double, to path: String,
                      renderer: ChartImageRenderer? = nil) throws {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        switch ext {
        case "png":
            try (renderer ?? ChartImageRenderer()).writePNG(chart, size: size, scale: scale, to: path)
        case "svg":
            let svg = try SceneSVGWriter.svg(for: chart, size: size)
            do {
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw ViewerError("\(path): cannot write the file (\(error.localizedDescription))")
            }
        case "pdf":
            let bytes = try ScenePDFWriter.pdf(for: chart, size: size)
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                throw ViewerError("\(path): cannot write the file")
            }
        default:
            throw ViewerError("-o \(path): unknown output format \"\(ext.isEmpty ? "(no extension)" : "." + ext)\": expected "
                + outputFormats.map { "." + $0 }.joined(separator: ", "))
        }
    }
}
