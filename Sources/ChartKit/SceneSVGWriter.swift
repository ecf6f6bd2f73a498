import ChartCore
import Foundation

/// Writes a `Scene` as SVG: the vector back end beside the GL one, walking the same draw
/// commands (rects, segments, retained series geometry through its `DataTransform`, markers,
/// fills, sectors, polygons, images) with text as text, so the file stays searchable and sharp
/// at any zoom. Coordinates are the scene's points; the series layers are clipped to the plot
/// area as on screen.
///
/// ```swift
/// let scene = chart.makeScene(size: Size(width: 800, height: 500), measurer: try FontLibrary())
/// try SceneSVGWriter.svg(for: scene).write(toFile: "chart.svg", atomically: true, encoding: .utf8)
/// ```
public enum SceneSVGWriter {
    /// The whole document. With `measurer` (the fonts the scene was laid out with) text sits on
    /// the baselines the GL renderer computes; without, SVG's `dominant-baseline` approximates them.
    public static func svg(for scene: Scene, measurer: TextMeasuring? = nil) -> String {
        var out = Output()
        out.measurer = measurer
        let w = number(scene.size.width), h = number(scene.size.height)
        out.line("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">")
        let p = scene.plotArea
        out.line("<defs><clipPath id=\"plot\"><rect x=\"\(number(p.minX))\" y=\"\(number(p.minY))\" width=\"\(number(p.width))\" height=\"\(number(p.height))\"/></clipPath></defs>")
        out.line("<rect width=\"100%\" height=\"100%\" \(fill(scene.background))/>")
        write(scene.chrome, to: &out)
        out.line("<g clip-path=\"url(#plot)\">")
        write(scene.underlay, to: &out)
        write(scene.series, to: &out)
        write(scene.plotOverlay, to: &out)
        out.line("</g>")
        write(scene.overlay, to: &out)
        out.line("</svg>")
        return out.text
    }

    private struct Output {
        var text = ""
        var gradients = 0
        var measurer: TextMeasuring?
        mutating func line(_ s: String) {
            text += s
            text += "\n"
        }
    }

    private static func write(_ commands: [DrawCommand], to out: inout Output) {
        for command in commands {
            switch command {
            case .rects(let shapes):
                for shape in shapes { rect(shape, to: &out) }
            case .segments(let batch):
                guard !batch.segments.isEmpty, batch.width > 0, batch.color.alpha > 0 else { continue }
                var d = ""
                for s in batch.segments where s.from.x.isFinite && s.from.y.isFinite && s.to.x.isFinite && s.to.y.isFinite {
                    d += "M\(number(s.from.x)) \(number(s.from.y))L\(number(s.to.x)) \(number(s.to.y))"
                }
                out.line("<path d=\"\(d)\" fill=\"none\" \(stroke(batch.color, width: batch.width, dash: batch.dash))/>")
            case .polyline(let line):
                guard line.width > 0, line.color.alpha > 0 else { continue }
                let d = runs(line.geometry, line.transform).map(pathData).joined()
                if !d.isEmpty {
                    out.line("<path d=\"\(d)\" fill=\"none\" stroke-linejoin=\"round\" \(stroke(line.color, width: line.width, dash: line.dash))/>")
                }
            case .fill(let f):
                fillArea(f, to: &out)
            case .markers(let m):
                markers(m, to: &out)
            case .text(let t):
                text(t, to: &out)
            case .image(let image):
                guard let png = try? PNGWriter.encode(image.image.pixels) else { continue }
                let r = image.rect
                out.line("<image x=\"\(number(min(r.minX, r.maxX)))\" y=\"\(number(min(r.minY, r.maxY)))\" width=\"\(number(abs(r.width)))\" height=\"\(number(abs(r.height)))\" opacity=\"\(number(image.opacity))\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>")
            case .densityImage(let command):
                // The raster holds premultiplied pixels; PNG wants straight alpha.
                let image = command.image
                guard image.width > 0, image.height > 0 else { continue }
                var straight = image.pixels
                for i in stride(from: 0, to: straight.count, by: 4) where straight[i + 3] > 0 && straight[i + 3] < 255 {
                    let alpha = Double(straight[i + 3])
                    for c in 0..<3 { straight[i + c] = UInt8(min(255, (Double(straight[i + c]) * 255 / alpha).rounded())) }
                }
                guard let png = try? PNGWriter.encode(RGBAImage(width: image.width, height: image.height, pixels: straight))
                else { continue }
                let r = command.rect
                out.line("<image x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\" preserveAspectRatio=\"none\" style=\"image-rendering:pixelated\" xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>")
            case .heatmap(let command):
                guard command.image.width > 0, command.image.height > 0,
                      let png = try? PNGWriter.encode(command.coloredImage()) else { continue }
                let r = command.normalizedRect
                out.line("<image x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\" preserveAspectRatio=\"none\" style=\"image-rendering:pixelated\" xlink:href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"/>")
            case .sectors(let shapes):
                for shape in shapes { sector(shape, to: &out) }
            case .polygon(let shape):
                guard shape.points.count >= 3 else { continue }
                let pts = shape.points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
                out.line("<polygon points=\"\(pts)\" \(fill(shape.fill))/>")
            }
        }
    }

    // MARK: Shapes

    private static func rect(_ shape: RectShape, to out: inout Output) {
        let r = shape.rect
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return }
        let x = min(r.minX, r.maxX), y = min(r.minY, r.maxY), w = abs(r.width), h = abs(r.height)
        guard w > 0, h > 0 else { return }
        var paint = fill(shape.fill)
        if let gradient = shape.gradient {
            out.gradients += 1
            let id = "g\(out.gradients)"
            // The gradient starts at `from` in the end colour and runs to the opposite edge.
            let (x1, y1, x2, y2): (Int, Int, Int, Int)
            switch gradient.from {
            case .top: (x1, y1, x2, y2) = (0, 0, 0, 1)
            case .bottom: (x1, y1, x2, y2) = (0, 1, 0, 0)
            case .left: (x1, y1, x2, y2) = (0, 0, 1, 0)
            case .right: (x1, y1, x2, y2) = (1, 0, 0, 0)
            }
            out.line("<defs><linearGradient id=\"\(id)\" x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\"><stop offset=\"0\" \(stop(gradient.endColor))/><stop offset=\"1\" \(stop(shape.fill))/></linearGradient></defs>")
            paint = "fill=\"url(#\(id))\""
        }
        let radius = min(shape.cornerRadius, w / 2, h / 2)
        var border = ""
        if shape.borderWidth > 0, shape.borderColor.alpha > 0 {
            border = " " + stroke(shape.borderColor, width: shape.borderWidth, dash: [])
        }
        if radius > 0 && shape.roundedCorners != .all {
            // Only some corners round: a path.
            let c = shape.roundedCorners
            func r(_ corner: RectCorners) -> Double { c.contains(corner) ? radius : 0 }
            let tl = r(.topLeft), tr = r(.topRight), br = r(.bottomRight), bl = r(.bottomLeft)
            let d = "M\(number(x + tl)) \(number(y))H\(number(x + w - tr))A\(number(tr)) \(number(tr)) 0 0 1 \(number(x + w)) \(number(y + tr))"
                + "V\(number(y + h - br))A\(number(br)) \(number(br)) 0 0 1 \(number(x + w - br)) \(number(y + h))"
                + "H\(number(x + bl))A\(number(bl)) \(number(bl)) 0 0 1 \(number(x)) \(number(y + h - bl))"
                + "V\(number(y + tl))A\(number(tl)) \(number(tl)) 0 0 1 \(number(x + tl)) \(number(y))Z"
            out.line("<path d=\"\(d)\" \(paint)\(border)/>")
            return
        }
        let corner = radius > 0 ? " rx=\"\(number(radius))\"" : ""
        out.line("<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" height=\"\(number(h))\"\(corner) \(paint)\(border)/>")
    }

    private static func sector(_ s: SectorShape, to out: inout Output) {
        guard s.outerRadius > 0, s.fill.alpha > 0 || s.borderWidth > 0 else { return }
        let a0 = min(s.startAngle, s.endAngle), a1 = max(s.startAngle, s.endAngle)
        let c = s.center
        func at(_ r: Double, _ a: Double) -> String { "\(number(c.x + r * cos(a))) \(number(c.y + r * sin(a)))" }
        var d: String
        if a1 - a0 >= 2 * .pi - 1e-9 {
            // A full ring: two half arcs out, two back in (even-odd leaves the hole).
            let R = s.outerRadius, r = s.innerRadius
            d = "M\(at(R, 0))A\(number(R)) \(number(R)) 0 1 1 \(at(R, .pi))A\(number(R)) \(number(R)) 0 1 1 \(at(R, 0))Z"
            if r > 0 { d += "M\(at(r, 0))A\(number(r)) \(number(r)) 0 1 0 \(at(r, .pi))A\(number(r)) \(number(r)) 0 1 0 \(at(r, 0))Z" }
        } else {
            let large = a1 - a0 > .pi ? 1 : 0
            let R = number(s.outerRadius)
            d = "M\(at(s.outerRadius, a0))A\(R) \(R) 0 \(large) 1 \(at(s.outerRadius, a1))"
            if s.innerRadius > 0 {
                let r = number(s.innerRadius)
                d += "L\(at(s.innerRadius, a1))A\(r) \(r) 0 \(large) 0 \(at(s.innerRadius, a0))Z"
            } else {
                d += "L\(number(c.x)) \(number(c.y))Z"
            }
        }
        var border = ""
        if s.borderWidth > 0, s.borderColor.alpha > 0 { border = " " + stroke(s.borderColor, width: s.borderWidth, dash: []) }
        out.line("<path d=\"\(d)\" fill-rule=\"evenodd\" \(fill(s.fill))\(border)/>")
    }

    /// The finite runs of a retained geometry in scene points (a NaN vertex is a gap).
    static func runs(_ ref: GeometryRef, _ t: DataTransform) -> [[Point]] {
        let v = ref.geometry.vertices
        let count = min(ref.count, v.count / 2)
        var result: [[Point]] = []
        var current: [Point] = []
        for i in 0..<count {
            let x = Double(v[2 * i]), y = Double(v[2 * i + 1])
            if x.isFinite && y.isFinite {
                let p = t.apply(localX: x, localY: y)
                if p.x.isFinite && p.y.isFinite { current.append(p); continue }
            }
            if !current.isEmpty { result.append(current); current = [] }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static func pathData(_ points: [Point]) -> String {
        guard let first = points.first else { return "" }
        var d = "M\(number(first.x)) \(number(first.y))"
        for p in points.dropFirst() { d += "L\(number(p.x)) \(number(p.y))" }
        return d
    }

    private static func fillArea(_ f: FillCommand, to out: inout Output) {
        guard f.color.alpha > 0 || f.baselineColor.alpha > 0 else { return }
        let d = fillOutlines(f).map { pathData($0) + "Z" }.joined()
        guard !d.isEmpty else { return }
        var paint = fill(f.color)
        if f.baselineColor != f.color, f.lowerGeometry == nil {
            out.gradients += 1
            let id = "g\(out.gradients)"
            let base = f.transform.apply(localX: f.baseline, localY: f.baseline)
            let pts = runs(f.geometry, f.transform).joined()
            let far = f.isVertical ? (pts.map(\.x).max { abs($0 - base.x) < abs($1 - base.x) } ?? base.x)
                                   : (pts.map(\.y).max { abs($0 - base.y) < abs($1 - base.y) } ?? base.y)
            let coords = f.isVertical
                ? "x1=\"\(number(far))\" y1=\"0\" x2=\"\(number(base.x))\" y2=\"0\""
                : "x1=\"0\" y1=\"\(number(far))\" x2=\"0\" y2=\"\(number(base.y))\""
            out.line("<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" \(coords)><stop offset=\"0\" \(stop(f.color))/><stop offset=\"1\" \(stop(f.baselineColor))/></linearGradient></defs>")
            paint = "fill=\"url(#\(id))\""
        }
        out.line("<path d=\"\(d)\" \(paint)/>")
    }

    /// The closed outlines of a fill: each run of the line closed along the baseline, or the
    /// line and its lower line joined.
    static func fillOutlines(_ f: FillCommand) -> [[Point]] {
        if let lower = f.lowerGeometry {
            let upper = Array(runs(f.geometry, f.transform).joined())
            let bottom = Array(runs(lower, f.lowerTransform ?? f.transform).joined())
            let n = min(upper.count, bottom.count)
            guard n >= 2 else { return [] }
            return [Array(upper.prefix(n)) + Array(bottom.prefix(n)).reversed()]
        }
        // The baseline is in local coordinates: through the same transform.
        let base = f.transform.apply(localX: f.baseline, localY: f.baseline)
        return runs(f.geometry, f.transform).filter { $0.count >= 2 }.map { run in
            let closing = f.isVertical
                ? [Point(x: base.x, y: run.last!.y), Point(x: base.x, y: run.first!.y)]
                : [Point(x: run.last!.x, y: base.y), Point(x: run.first!.x, y: base.y)]
            return run + closing
        }
    }

    private static func markers(_ m: MarkerCommand, to out: inout Output) {
        guard m.size > 0 else { return }
        let r = m.size / 2
        var d = ""
        for p in runs(m.geometry, m.transform).joined() {
            let x = p.x, y = p.y
            switch m.shape {
            case .circle:
                d += "M\(number(x - r)) \(number(y))a\(number(r)) \(number(r)) 0 1 0 \(number(2 * r)) 0a\(number(r)) \(number(r)) 0 1 0 \(number(-2 * r)) 0Z"
            case .square:
                d += "M\(number(x - r)) \(number(y - r))h\(number(2 * r))v\(number(2 * r))h\(number(-2 * r))Z"
            case .diamond:
                d += "M\(number(x)) \(number(y - r))L\(number(x + r)) \(number(y))L\(number(x)) \(number(y + r))L\(number(x - r)) \(number(y))Z"
            case .triangle:
                d += "M\(number(x)) \(number(y - r))L\(number(x + r)) \(number(y + r * 0.75))L\(number(x - r)) \(number(y + r * 0.75))Z"
            case .cross:
                let a = r * 0.3
                d += "M\(number(x - a)) \(number(y - r))h\(number(2 * a))v\(number(r - a))h\(number(r - a))v\(number(2 * a))h\(number(a - r))v\(number(r - a))h\(number(-2 * a))v\(number(a - r))h\(number(a - r))v\(number(-2 * a))h\(number(r - a))Z"
            }
        }
        guard !d.isEmpty else { return }
        var border = ""
        if m.strokeWidth > 0, m.strokeColor.alpha > 0 { border = " " + stroke(m.strokeColor, width: m.strokeWidth, dash: []) }
        out.line("<path d=\"\(d)\" \(fill(m.fill))\(border)/>")
    }

    private static func text(_ t: TextCommand, to out: inout Output) {
        guard !t.text.isEmpty, t.color.alpha > 0, t.position.x.isFinite, t.position.y.isFinite else { return }
        let anchor: String
        switch t.horizontalAnchor {
        case .left: anchor = "start"
        case .center: anchor = "middle"
        case .right: anchor = "end"
        }
        var baseline: String
        var drop = 0.0
        switch t.verticalAnchor {
        case .top: baseline = "text-before-edge"
        case .center: baseline = "central"
        case .baseline: baseline = "alphabetic"
        case .bottom: baseline = "text-after-edge"
        }
        if let measurer = out.measurer {
            // The GL renderer's rule (TextPlacement): the baseline below the anchor point.
            let m = measurer.measure(t.text, font: t.font)
            switch t.verticalAnchor {
            case .top: drop = m.ascent
            case .center: drop = (m.ascent - m.descent) / 2
            case .baseline: drop = 0
            case .bottom: drop = -m.descent
            }
            baseline = "alphabetic"
        }
        let x = number(t.position.x), y = number(t.position.y)
        // The scene turns text counter-clockwise; SVG's rotate() turns clockwise (y down).
        let rotate = t.rotation != 0 ? " transform=\"rotate(\(number(-t.rotation * 180 / .pi)) \(x) \(y))\"" : ""
        let weight = t.font.weight == .bold ? " font-weight=\"bold\"" : ""
        out.line("<text x=\"\(x)\" y=\"\(number(t.position.y + drop))\" font-family=\"\(escape(t.font.family))\" font-size=\"\(number(t.font.size))\"\(weight) text-anchor=\"\(anchor)\" dominant-baseline=\"\(baseline)\" \(fill(t.color))\(rotate)>\(escape(t.text))</text>")
    }

    // MARK: Attributes

    private static func fill(_ c: Color) -> String {
        c.alpha >= 1 ? "fill=\"\(hex(c))\"" : "fill=\"\(hex(c))\" fill-opacity=\"\(number(c.alpha))\""
    }

    private static func stop(_ c: Color) -> String {
        "stop-color=\"\(hex(c))\" stop-opacity=\"\(number(c.alpha))\""
    }

    private static func stroke(_ c: Color, width: Double, dash: [Double]) -> String {
        var s = "stroke=\"\(hex(c))\" stroke-width=\"\(number(width))\""
        if c.alpha < 1 { s += " stroke-opacity=\"\(number(c.alpha))\"" }
        if !dash.isEmpty { s += " stroke-dasharray=\"\(dash.map(number).joined(separator: " "))\"" }
        return s
    }

    private static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return String(format: "#%02x%02x%02x", byte(c.red), byte(c.green), byte(c.blue))
    }

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    private static func escape(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // XML 1.0 forbids most control characters.
                if ch.value < 0x20 && ch != "\t" { out += " " } else { out.unicodeScalars.append(ch) }
            }
        }
        return out
    }
}
