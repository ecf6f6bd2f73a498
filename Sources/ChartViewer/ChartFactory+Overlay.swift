import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    // MARK: Annotations and crosshair from specs, options and event files

    /// The spec's annotations and crosshair options. Problems name the spec file and the entry.
    static func applyOverlay(spec: ChartSpec, specPath: String, to chart: Chart) throws(ViewerError) {
        if let crosshair = spec.crosshair { try applyCrosshair(crosshair, to: chart, label: "\(specPath): crosshair") }
        for (i, entry) in (spec.annotations ?? []).enumerated() {
            let label = "\(specPath): annotations[\(i)]"
            chart.addAnnotation(try makeAnnotation(entry, on: chart, label: label, specPath: specPath))
        }
    }

    /// `--annotations FILE` and `--crosshair MODE`.
    static func applyOverlayOptions(_ options: ChartOptions, to chart: Chart) throws(ViewerError) {
        if let mode = options.crosshair {
            guard let m = CrosshairMode(rawValue: mode.lowercased()) else {
                throw ViewerError("--crosshair \(mode): expected snap or floating")
            }
            chart.crosshair.mode = m
        }
        if let path = options.annotations {
            for annotation in try readEventAnnotations(path: path, chart: chart) { chart.addAnnotation(annotation) }
        }
    }

    static func applyCrosshair(_ spec: ChartSpec.CrosshairSpec, to chart: Chart, label: String) throws(ViewerError) {
        func pick<T: RawRepresentable & CaseIterable>(_ text: String?, _ key: String) throws(ViewerError) -> T?
        where T.RawValue == String {
            guard let text else { return nil }
            guard let value = T.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw ViewerError("\(label): \(key) \"\(text)\": expected one of "
                    + T.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return value
        }
        if let enabled = spec.enabled { chart.crosshair.isEnabled = enabled }
        if let mode: CrosshairMode = try pick(spec.mode, "mode") { chart.crosshair.mode = mode }
        if let lines: CrosshairLines = try pick(spec.lines, "lines") { chart.crosshair.lines = lines }
        if let activation: CrosshairActivation = try pick(spec.activation, "activation") { chart.crosshair.activation = activation }
        if let out: CrosshairOutOfRange = try pick(spec.outOfRange, "outOfRange") { chart.crosshair.outOfRange = out }
        if let i: CrosshairInterpolation = try pick(spec.interpolation, "interpolation") { chart.crosshair.interpolation = i }
        if let tooltip = spec.tooltip { chart.crosshair.showsTooltip = tooltip }
        if let style: CrosshairTooltipStyle = try pick(spec.tooltipStyle, "tooltipStyle") { chart.crosshair.tooltipStyle = style }
        chart.crosshair.lineColor = try overlayColor(spec.color, label: label)
    }

    private static func overlayColor(_ text: String?, label: String) throws(ViewerError) -> Color? {
        guard let text else { return nil }
        guard let c = Color(hexString: text) else { throw ViewerError("\(label): colour \"\(text)\": expected #rrggbb") }
        return c
    }

    /// A value on `axis`: a number, an ISO date on a date axis (in its time zone and unit), or a
    /// category's name on a category axis.
    static func annotationValue(_ text: String, on axis: Axis) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Double(trimmed), number.isFinite { return number }
        if let dates = axis as? DateTimeAxis {
            let parser = DateCellParser(timeZone: dates.calendar.timeZone)
            return parser.seconds(from: trimmed).map { dates.value(for: Date(timeIntervalSince1970: $0)) }
        }
        if let categories = axis as? CategoryAxis, let index = categories.index(of: trimmed) { return Double(index) }
        return nil
    }

    private static func value(_ spec: ChartSpec.SpecValue?, _ key: String, on axis: Axis,
                              label: String) throws(ViewerError) -> Double {
        switch spec {
        case .number(let v)?:
            guard v.isFinite else { throw ViewerError("\(label): \(key) is not a finite number") }
            return v
        case .text(let text)?:
            guard let v = annotationValue(text, on: axis) else {
                throw ViewerError("\(label): \(key) \"\(text)\": expected a number, an ISO date on a date axis, or a category name")
            }
            return v
        case nil:
            throw ViewerError("\(label): needs \"\(key)\"")
        }
    }

    private static func anchor(_ name: String?, label: String) throws(ViewerError) -> AnnotationAnchor? {
        guard let name else { return nil }
        let table: [String: AnnotationAnchor] = [
            "center": .center, "left": .init(horizontal: .left, vertical: .center),
            "right": .init(horizontal: .right, vertical: .center), "top": .init(horizontal: .center, vertical: .top),
            "bottom": .init(horizontal: .center, vertical: .bottom), "topleft": .topLeft,
            "topright": .init(horizontal: .right, vertical: .top), "bottomleft": .bottomLeft,
            "bottomright": .init(horizontal: .right, vertical: .bottom),
        ]
        guard let anchor = table[name.lowercased()] else {
            throw ViewerError("\(label): anchor \"\(name)\": expected center, left, right, top, bottom, topLeft, topRight, bottomLeft or bottomRight")
        }
        return anchor
    }

    static func makeAnnotation(_ entry: ChartSpec.AnnotationSpec, on chart: Chart, label: String,
                               specPath: String) throws(ViewerError) -> Annotation {
        func axis(_ index: Int?, _ axes: [Axis], _ key: String) throws(ViewerError) -> Axis {
            let i = index ?? 0
            guard i >= 0, i < axes.count else { throw ViewerError("\(label): \(key) \(i): the chart has \(axes.count)") }
            return axes[i]
        }
        let xAxis = try axis(entry.xAxis, chart.xAxes, "xAxis"), yAxis = try axis(entry.yAxis, chart.yAxes, "yAxis")
        func x(_ v: ChartSpec.SpecValue?, _ key: String) throws(ViewerError) -> Double { try value(v, key, on: xAxis, label: label) }
        func y(_ v: ChartSpec.SpecValue?, _ key: String) throws(ViewerError) -> Double { try value(v, key, on: yAxis, label: label) }
        func position() throws(ViewerError) -> AnnotationPosition {
            if let pinned = entry.pinned {
                guard pinned.count == 2, pinned.allSatisfy(\.isFinite) else {
                    throw ViewerError("\(label): pinned: expected [fx, fy], fractions of the plot area")
                }
                return .plot(x: pinned[0], y: pinned[1])
            }
            return .data(x: try x(entry.x, "x"), y: try y(entry.y, "y"))
        }

        let kind: AnnotationKind
        switch entry.type.lowercased() {
        case "hline", "horizontalline": kind = .horizontalLine(y: try y(entry.y, "y"))
        case "vline", "verticalline": kind = .verticalLine(x: try x(entry.x, "x"))
        case "hband", "horizontalband": kind = .horizontalBand(from: try y(entry.y, "y"), to: try y(entry.y2, "y2"))
        case "vband", "verticalband": kind = .verticalBand(from: try x(entry.x, "x"), to: try x(entry.x2, "x2"))
        case "box":
            kind = .box(x1: try x(entry.x, "x"), y1: try y(entry.y, "y"), x2: try x(entry.x2, "x2"), y2: try y(entry.y2, "y2"))
        case "rectangle": kind = .rectangle(at: try position())
        case "text":
            guard let text = entry.text, !text.isEmpty else { throw ViewerError("\(label): text needs \"text\"") }
            kind = .text(text, at: try position())
        case "image":
            guard let path = entry.image else { throw ViewerError("\(label): image needs \"image\": a PNG file") }
            let resolved = try SpecFileAccess.resolve(path, specPath: specPath, label: "\(label): image")
            let image: ChartImage
            do {
                image = try ChartImage(contentsOfPNGFile: resolved)
            } catch {
                // libpng's words about the file (never its bytes).
                throw ViewerError("\(label): image \(DataFileError.quoted(path)): \(error)")
            }
            kind = .image(image, at: try position())
        default:
            throw ViewerError("\(label): type \"\(entry.type)\": expected hline, vline, hband, vband, box, rectangle, text or image")
        }

        var style = AnnotationStyle()
        style.strokeColor = try overlayColor(entry.color, label: label)
        style.fillColor = try overlayColor(entry.fillColor, label: label)
        style.textColor = try overlayColor(entry.textColor, label: label)
        style.textBackground = try overlayColor(entry.background, label: label)
        style.textBorderColor = try overlayColor(entry.borderColor, label: label)
        if let width = entry.width {
            guard width.isFinite, width >= 0 else { throw ViewerError("\(label): width \(width): expected 0 or more") }
            style.strokeWidth = width
        }
        style.dash = entry.dash ?? []
        if let a = try anchor(entry.anchor, label: label) { style.anchor = a }
        if let p = entry.padding { style.padding = p }
        if let r = entry.rotation { style.rotation = r }
        if let size = entry.fontSize {
            guard size.isFinite, size > 0, size <= 200 else { throw ViewerError("\(label): fontSize \(size): expected 1 to 200") }
            style.font = FontSpec(size: size)
        }
        if let o = entry.opacity { style.opacity = min(max(o, 0), 1) }

        var layer = AnnotationLayer.overlay
        if let name = entry.layer {
            guard let l = AnnotationLayer(rawValue: name.lowercased()) else {
                throw ViewerError("\(label): layer \"\(name)\": expected overlay or underlay")
            }
            layer = l
        }
        var sizing = AnnotationSizing.points(nil)
        if let size = entry.size {
            guard size.count == 2, size.allSatisfy({ $0.isFinite && $0 > 0 }) else {
                throw ViewerError("\(label): size: expected [width, height], both above 0")
            }
            switch entry.sizing?.lowercased() ?? "points" {
            case "points": sizing = .points(Size(width: size[0], height: size[1]))
            case "data": sizing = .dataUnits(width: size[0], height: size[1])
            default: throw ViewerError("\(label): sizing \"\(entry.sizing!)\": expected points or data")
            }
        }
        return Annotation(kind, label: entry.label, style: style, layer: layer, sizing: sizing,
                          xAxis: xAxis, yAxis: yAxis)
    }

    /// Event markers from `x[,x2],label[,colour]` rows: a vertical line at x, or a span from x to
    /// x2 when the second field is a value. Blank lines and lines starting with # are skipped, and
    /// so is a header (a first row whose x is not a value). Errors name the file and line.
    static func readEventAnnotations(path: String, chart: Chart) throws(ViewerError) -> [Annotation] {
        // Bounded, never blocking on a FIFO, binary refused (FileBytes, FileOpening).
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.readAll(path, file: path)
        } catch {
            throw ViewerError(error.description)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var annotations: [Annotation] = []
        var sawRow = false
        for (n, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let label = "\(path):\(n + 1)"
            let fields = splitCSVLine(line)
            guard let x = annotationValue(fields[0], on: chart.xAxis) else {
                if !sawRow {  // a header
                    sawRow = true
                    continue
                }
                // The field itself is not quoted: the file may be one the user cannot read.
                throw ViewerError("\(label): x: expected a number, an ISO date on a date axis, or a category name")
            }
            sawRow = true
            var rest = Array(fields.dropFirst())
            var x2: Double?
            if rest.count >= 2, let second = annotationValue(rest[0], on: chart.xAxis) {
                x2 = second
                rest.removeFirst()
            } else if rest.count >= 2, rest[0].trimmingCharacters(in: .whitespaces).isEmpty {
                rest.removeFirst()  // an empty x2 column: a line
            }
            guard let text = rest.first, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ViewerError("\(label): expected x[,x2],label[,colour]")
            }
            guard rest.count <= 2 else { throw ViewerError("\(label): too many fields: expected x[,x2],label[,colour]") }
            var style = AnnotationStyle(strokeColor: Color(hex: 0xd55e00))
            if rest.count == 2 {
                let c = rest[1].trimmingCharacters(in: .whitespaces)
                guard let color = Color(hexString: c) else { throw ViewerError("\(label): colour: expected #rrggbb") }
                style.strokeColor = color
            }
            style.dash = x2 == nil ? [5, 3] : []
            let kind: AnnotationKind = x2.map { .verticalBand(from: x, to: $0) } ?? .verticalLine(x: x)
            annotations.append(Annotation(kind, label: text.trimmingCharacters(in: .whitespaces), style: style))
        }
        return annotations
    }

    /// Fields of one CSV line; a field in double quotes may hold commas ("" is a quote).
    static func splitCSVLine(_ line: String) -> [String] {
        var fields: [String] = [], field = "", quoted = false
        var iterator = Array(line).makeIterator()
        var pending: Character? = nil
        while let c = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(c)
            }
        }
        fields.append(field)
        return fields
    }
}
