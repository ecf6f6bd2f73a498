import ChartCore
import Foundation

/// Writes a `Scene` as a one-page PDF 1.4, by hand and with no dependency: the same walk over
/// the draw commands as `SceneSVGWriter`, with text as text in the standard Helvetica fonts
/// (WinAnsi; characters outside it become `?`, a minus sign a hyphen), so nothing is embedded.
/// Colour alpha goes through ExtGState; images (annotations, scatter density) are image
/// XObjects with their alpha as a soft mask, uncompressed; two-stop rectangle gradients are
/// axial shadings (the gradient's alpha is its fill's, one value for the whole rectangle).
///
/// ```swift
/// let fonts = try FontLibrary()
/// let bytes = ScenePDFWriter.pdf(for: chart.makeScene(size: size, measurer: fonts), measurer: fonts)
/// ```
public enum ScenePDFWriter {
    public static func pdf(for scene: Scene, measurer: TextMeasuring? = nil) -> [UInt8] {
        var page = Page(measurer: measurer)
        let h = scene.size.height
        // Top-left origin, y down, as the scene measures.
        page.ops += "1 0 0 -1 0 \(n(h)) cm 1 j\n"
        page.fillRect(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height), scene.background)
        page.draw(scene.chrome)
        let p = scene.plotArea
        page.ops += "q \(n(p.minX)) \(n(p.minY)) \(n(p.width)) \(n(p.height)) re W n\n"
        page.draw(scene.underlay)
        page.draw(scene.series)
        page.draw(scene.plotOverlay)
        page.ops += "Q\n"
        page.draw(scene.overlay)
        return page.document(width: scene.size.width, height: scene.size.height)
    }

    static func n(_ v: Double) -> String { SceneSVGWriter.number(v) }

    private struct Page {
        let measurer: TextMeasuring?
        var ops = ""
        var alphas: [String: Double] = [:]
        /// Image XObjects: name, RGB bytes, alpha bytes, size.
        var images: [(name: String, rgb: [UInt8], alpha: [UInt8], width: Int, height: Int)] = []
        /// Axial shadings, as resource dictionaries by name.
        var shadings: [(name: String, dictionary: String)] = []

        init(measurer: TextMeasuring?) { self.measurer = measurer }

        mutating func alphaState(_ a: Double) -> String {
            let key = "GS\(Int((min(max(a, 0), 1) * 1000).rounded()))"
            alphas[key] = min(max(a, 0), 1)
            return "/\(key) gs"
        }

        mutating func setFill(_ c: Color) {
            ops += "\(n(c.red)) \(n(c.green)) \(n(c.blue)) rg \(alphaState(c.alpha))\n"
        }

        mutating func setStroke(_ c: Color, width: Double, dash: [Double]) {
            let key = "GS\(Int((min(max(c.alpha, 0), 1) * 1000).rounded()))s"
            alphas[key] = c.alpha
            ops += "\(n(c.red)) \(n(c.green)) \(n(c.blue)) RG /\(key) gs \(n(width)) w [\(dash.map(ScenePDFWriter.n).joined(separator: " "))] 0 d\n"
        }

        mutating func fillRect(_ r: Rect, _ c: Color) {
            setFill(c)
            ops += "\(n(r.minX)) \(n(r.minY)) \(n(r.width)) \(n(r.height)) re f\n"
        }

        mutating func path(_ points: [Point], close: Bool) {
            guard let first = points.first else { return }
            ops += "\(n(first.x)) \(n(first.y)) m\n"
            for p in points.dropFirst() { ops += "\(n(p.x)) \(n(p.y)) l\n" }
            if close { ops += "h\n" }
        }

        /// A circle as four Bézier quarters.
        mutating func circle(_ c: Point, _ r: Double) {
            let k = 0.5523 * r
            ops += "\(n(c.x + r)) \(n(c.y)) m "
            ops += "\(n(c.x + r)) \(n(c.y + k)) \(n(c.x + k)) \(n(c.y + r)) \(n(c.x)) \(n(c.y + r)) c "
            ops += "\(n(c.x - k)) \(n(c.y + r)) \(n(c.x - r)) \(n(c.y + k)) \(n(c.x - r)) \(n(c.y)) c "
            ops += "\(n(c.x - r)) \(n(c.y - k)) \(n(c.x - k)) \(n(c.y - r)) \(n(c.x)) \(n(c.y - r)) c "
            ops += "\(n(c.x + k)) \(n(c.y - r)) \(n(c.x + r)) \(n(c.y - k)) \(n(c.x + r)) \(n(c.y)) c h\n"
        }

        /// An arc from a0 to a1 (radians, clockwise on screen) in Bézier pieces of at most 90°,
        /// continuing the current path (`start`: begin it with a move).
        mutating func arc(_ c: Point, _ r: Double, _ a0: Double, _ a1: Double, start: Bool) {
            let pieces = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
            let step = (a1 - a0) / Double(pieces)
            let k = 4.0 / 3.0 * tan(step / 4) * r
            if start { ops += "\(n(c.x + r * cos(a0))) \(n(c.y + r * sin(a0))) m\n" } else {
                ops += "\(n(c.x + r * cos(a0))) \(n(c.y + r * sin(a0))) l\n"
            }
            for i in 0..<pieces {
                let s = a0 + Double(i) * step, e = s + step
                let p1 = Point(x: c.x + r * cos(s) - k * sin(s), y: c.y + r * sin(s) + k * cos(s))
                let p2 = Point(x: c.x + r * cos(e) + k * sin(e), y: c.y + r * sin(e) - k * cos(e))
                ops += "\(n(p1.x)) \(n(p1.y)) \(n(p2.x)) \(n(p2.y)) \(n(c.x + r * cos(e))) \(n(c.y + r * sin(e))) c\n"
            }
        }

        mutating func draw(_ commands: [DrawCommand]) {
            for command in commands {
                switch command {
                case .rects(let shapes):
                    for s in shapes {
                        let r = s.rect
                        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { continue }
                        let box = Rect(x: min(r.minX, r.maxX), y: min(r.minY, r.maxY), width: abs(r.width), height: abs(r.height))
                        if let gradient = s.gradient, box.width > 0, box.height > 0 {
                            gradientRect(box, from: s.fill, edge: gradient.from, to: gradient.endColor)
                        } else if s.fill.alpha > 0 {
                            fillRect(box, s.fill)
                        }
                        if s.borderWidth > 0, s.borderColor.alpha > 0 {
                            setStroke(s.borderColor, width: s.borderWidth, dash: [])
                            ops += "\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height)) re S\n"
                        }
                    }
                case .segments(let batch):
                    guard batch.width > 0, batch.color.alpha > 0, !batch.segments.isEmpty else { continue }
                    setStroke(batch.color, width: batch.width, dash: batch.dash)
                    for s in batch.segments where s.from.x.isFinite && s.from.y.isFinite && s.to.x.isFinite && s.to.y.isFinite {
                        ops += "\(n(s.from.x)) \(n(s.from.y)) m \(n(s.to.x)) \(n(s.to.y)) l\n"
                    }
                    ops += "S\n"
                case .polyline(let line):
                    guard line.width > 0, line.color.alpha > 0 else { continue }
                    let runs = SceneSVGWriter.runs(line.geometry, line.transform)
                    guard !runs.isEmpty else { continue }
                    setStroke(line.color, width: line.width, dash: line.dash)
                    for run in runs { path(run, close: false) }
                    ops += "S\n"
                case .fill(let f):
                    guard f.color.alpha > 0 else { continue }
                    let shapes = SceneSVGWriter.fillOutlines(f)
                    guard !shapes.isEmpty else { continue }
                    setFill(f.color)
                    for shape in shapes { path(shape, close: true) }
                    ops += "f\n"
                case .markers(let m):
                    guard m.size > 0 else { continue }
                    let points = SceneSVGWriter.runs(m.geometry, m.transform).joined()
                    guard !points.isEmpty else { continue }
                    let r = m.size / 2
                    for p in points {
                        switch m.shape {
                        case .circle: circle(p, r)
                        case .square: ops += "\(n(p.x - r)) \(n(p.y - r)) \(n(2 * r)) \(n(2 * r)) re\n"
                        case .diamond:
                            path([Point(x: p.x, y: p.y - r), Point(x: p.x + r, y: p.y), Point(x: p.x, y: p.y + r), Point(x: p.x - r, y: p.y)], close: true)
                        case .triangle:
                            path([Point(x: p.x, y: p.y - r), Point(x: p.x + r, y: p.y + r * 0.75), Point(x: p.x - r, y: p.y + r * 0.75)], close: true)
                        case .cross:
                            let a = r * 0.3
                            ops += "\(n(p.x - a)) \(n(p.y - r)) \(n(2 * a)) \(n(2 * r)) re \(n(p.x - r)) \(n(p.y - a)) \(n(2 * r)) \(n(2 * a)) re\n"
                        }
                    }
                    setFill(m.fill)
                    if m.strokeWidth > 0, m.strokeColor.alpha > 0 {
                        setStroke(m.strokeColor, width: m.strokeWidth, dash: [])
                        ops += "B\n"
                    } else {
                        ops += "f\n"
                    }
                case .text(let t):
                    text(t)
                case .image(let command):
                    let r = command.rect
                    let box = Rect(x: min(r.minX, r.maxX), y: min(r.minY, r.maxY), width: abs(r.width), height: abs(r.height))
                    image(command.image.pixels, premultiplied: false, in: box, opacity: command.opacity)
                case .densityImage(let command):
                    let raster = command.image
                    image(RGBAImage(width: raster.width, height: raster.height, pixels: raster.pixels),
                          premultiplied: true, in: command.rect, opacity: 1)
                case .heatmap(let command):
                    guard command.image.width > 0, command.image.height > 0 else { continue }
                    image(command.coloredImage(), premultiplied: false, in: command.normalizedRect, opacity: 1)
                case .sectors(let shapes):
                    for s in shapes where s.outerRadius > 0 && s.fill.alpha > 0 {
                        let a0 = min(s.startAngle, s.endAngle), a1 = max(s.startAngle, s.endAngle)
                        let full = a1 - a0 >= 2 * .pi - 1e-9
                        setFill(s.fill)
                        arc(s.center, s.outerRadius, a0, full ? a0 + 2 * .pi : a1, start: true)
                        if s.innerRadius > 0 {
                            if full { ops += "h\n" }
                            arc(s.center, s.innerRadius, full ? a0 + 2 * .pi : a1, a0, start: full)
                        } else if !full {
                            ops += "\(n(s.center.x)) \(n(s.center.y)) l\n"
                        }
                        ops += "h f*\n"
                    }
                case .polygon(let shape):
                    guard shape.points.count >= 3, shape.fill.alpha > 0 else { continue }
                    setFill(shape.fill)
                    path(shape.points, close: true)
                    ops += "f\n"
                }
            }
        }

        /// `pixels` stretched over `box` (its first row at the top), alpha as a soft mask.
        mutating func image(_ pixels: RGBAImage, premultiplied: Bool, in box: Rect, opacity: Double) {
            let count = pixels.width * pixels.height
            guard pixels.width > 0, pixels.height > 0, pixels.pixels.count >= count * 4, opacity > 0,
                  box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return }
            var rgb = [UInt8](repeating: 0, count: count * 3)
            var alpha = [UInt8](repeating: 0, count: count)
            for i in 0..<count {
                let a = pixels.pixels[i * 4 + 3]
                alpha[i] = a
                for c in 0..<3 {
                    let v = pixels.pixels[i * 4 + c]
                    rgb[i * 3 + c] = premultiplied && a > 0 && a < 255 ? UInt8(min(255, (Double(v) * 255 / Double(a)).rounded())) : v
                }
            }
            let name = "Im\(images.count + 1)"
            images.append((name, rgb, alpha, pixels.width, pixels.height))
            // Image space's top row is at unit y = 1; with y pointing down, that is the box's top.
            ops += "q \(alphaState(opacity)) \(n(box.width)) 0 0 \(n(-box.height)) \(n(box.minX)) \(n(box.maxY)) cm /\(name) Do Q\n"
        }

        /// `box` shaded from `start` at `edge` to `end` at the opposite edge.
        mutating func gradientRect(_ box: Rect, from start: Color, edge: RectGradient.Edge, to end: Color) {
            let from: Point, to: Point
            switch edge {
            case .top: (from, to) = (Point(x: box.minX, y: box.minY), Point(x: box.minX, y: box.maxY))
            case .bottom: (from, to) = (Point(x: box.minX, y: box.maxY), Point(x: box.minX, y: box.minY))
            case .left: (from, to) = (Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY))
            case .right: (from, to) = (Point(x: box.maxX, y: box.minY), Point(x: box.minX, y: box.minY))
            }
            let name = "Sh\(shadings.count + 1)"
            shadings.append((name, "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [\(n(from.x)) \(n(from.y)) \(n(to.x)) \(n(to.y))] "
                + "/Function << /FunctionType 2 /Domain [0 1] /C0 [\(n(start.red)) \(n(start.green)) \(n(start.blue))] "
                + "/C1 [\(n(end.red)) \(n(end.green)) \(n(end.blue))] /N 1 >> /Extend [true true] >>"))
            ops += "q \(alphaState(start.alpha)) \(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height)) re W n /\(name) sh Q\n"
        }

        mutating func text(_ t: TextCommand) {
            guard !t.text.isEmpty, t.color.alpha > 0, t.position.x.isFinite, t.position.y.isFinite else { return }
            let bold = t.font.weight == .bold
            let encoded = ScenePDFWriter.winAnsi(t.text)
            let width = ScenePDFWriter.helveticaWidth(encoded, bold: bold) * t.font.size
            var dx = 0.0
            switch t.horizontalAnchor {
            case .left: dx = 0
            case .center: dx = -width / 2
            case .right: dx = -width
            }
            var dy = 0.0
            let metrics = measurer?.measure(t.text, font: t.font)
            let ascent = metrics?.ascent ?? t.font.size * 0.718, descent = metrics?.descent ?? t.font.size * 0.207
            switch t.verticalAnchor {
            case .top: dy = ascent
            case .center: dy = (ascent - descent) / 2
            case .baseline: dy = 0
            case .bottom: dy = -descent
            }
            // Counter-clockwise on screen (y down): the baseline runs along (c, −s), the glyphs'
            // up along (−s, −c); the pen offset turns with the text.
            let a = t.rotation.isFinite ? t.rotation : 0
            let c = cos(a), s = sin(a)
            let x = t.position.x + dx * c + dy * s, y = t.position.y - dx * s + dy * c
            setFill(t.color)
            ops += "BT /\(bold ? "F2" : "F1") \(n(t.font.size)) Tf \(n(c)) \(n(-s)) \(n(-s)) \(n(-c)) \(n(x)) \(n(y)) Tm ("
            for byte in encoded {
                switch byte {
                case 40, 41, 92: ops += "\\" + String(UnicodeScalar(byte))
                case 32..<127: ops += String(UnicodeScalar(byte))
                default: ops += "\\" + String(byte, radix: 8)
                }
            }
            ops += ") Tj ET\n"
        }

        func document(width: Double, height: Double) -> [UInt8] {
            var states = ""
            for (key, alpha) in alphas.sorted(by: { $0.key < $1.key }) {
                states += key.hasSuffix("s") ? "/\(key) << /CA \(n(alpha)) >> " : "/\(key) << /ca \(n(alpha)) >> "
            }
            let content = Array(ops.utf8)
            // Each image is two objects after the six fixed ones: its colours, then its alpha.
            var xObjects = ""
            var imageObjects: [[UInt8]] = []
            for image in images {
                let number = 7 + imageObjects.count
                xObjects += "/\(image.name) \(number) 0 R "
                imageObjects.append(Array("<< /Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) /ColorSpace /DeviceRGB /BitsPerComponent 8 /SMask \(number + 1) 0 R /Length \(image.rgb.count) >>\nstream\n".utf8)
                                    + image.rgb + Array("\nendstream".utf8))
                imageObjects.append(Array("<< /Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) /ColorSpace /DeviceGray /BitsPerComponent 8 /Length \(image.alpha.count) >>\nstream\n".utf8)
                                    + image.alpha + Array("\nendstream".utf8))
            }
            let shading = shadings.map { "/\($0.name) \($0.dictionary)" }.joined(separator: " ")
            let objects: [[UInt8]] = [
                Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
                Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
                Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(n(width)) \(n(height))] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> /ExtGState << \(states)>> /XObject << \(xObjects)>> /Shading << \(shading) >> >> >>".utf8),
                Array("<< /Length \(content.count) >>\nstream\n".utf8) + content + Array("\nendstream".utf8),
                Array("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".utf8),
                Array("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>".utf8),
            ] + imageObjects
            var out = Array("%PDF-1.4\n%\u{e2}\u{e3}\u{cf}\u{d3}\n".utf8)
            var offsets: [Int] = []
            for (i, body) in objects.enumerated() {
                offsets.append(out.count)
                out += Array("\(i + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
            }
            let xref = out.count
            var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
            for offset in offsets { table += String(format: "%010d 00000 n \n", offset) }
            table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
            return out + Array(table.utf8)
        }
    }

    // MARK: Text

    /// `text` in WinAnsi bytes: Latin-1 as is, a few typographic marks mapped, the rest `?`.
    static func winAnsi(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x20..<0x7F, 0xA0...0xFF: return UInt8(scalar.value)
            case 0x2212: return 0x2D  // minus sign
            case 0x2013: return 0x96
            case 0x2014: return 0x97
            case 0x2022: return 0x95
            case 0x2026: return 0x85
            case 0x20AC: return 0x80
            case 0x2019: return 0x92
            case 0x201C: return 0x93
            case 0x201D: return 0x94
            default: return 0x3F
            }
        }
    }

    /// Helvetica advance widths (1/1000 em) of ASCII 32…126.
    private static let helvetica: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// Width in ems of WinAnsi `bytes` set in Helvetica (bold about 6 % wider).
    static func helveticaWidth(_ bytes: [UInt8], bold: Bool) -> Double {
        let units = bytes.reduce(0) { sum, b in sum + ((32...126).contains(b) ? helvetica[Int(b) - 32] : 556) }
        return Double(units) / 1000 * (bold ? 1.06 : 1)
    }
}
