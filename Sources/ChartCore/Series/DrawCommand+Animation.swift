extension DrawCommand {
    /// The command stretched about a centre on each axis: a point's x becomes
    /// `centre + (x − centre) · factor` (and likewise y). Marker sizes, line widths and text stay
    /// as they are; only positions move.
    func scaled(x: (centre: Double, factor: Double), y: (centre: Double, factor: Double)) -> DrawCommand {
        func map(_ p: Point) -> Point {
            Point(x: x.centre + (p.x - x.centre) * x.factor, y: y.centre + (p.y - y.centre) * y.factor)
        }
        func map(_ t: DataTransform) -> DataTransform {
            DataTransform(scaleX: t.scaleX * x.factor, scaleY: t.scaleY * y.factor,
                          offsetX: x.centre + (t.offsetX - x.centre) * x.factor,
                          offsetY: y.centre + (t.offsetY - y.centre) * y.factor)
        }
        switch self {
        case .rects(let shapes):
            return .rects(shapes.map { shape in
                var s = shape
                let a = map(Point(x: shape.rect.minX, y: shape.rect.minY))
                let b = map(Point(x: shape.rect.maxX, y: shape.rect.maxY))
                s.rect = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
                return s
            })
        case .segments(var batch):
            batch.segments = batch.segments.map { .init(from: map($0.from), to: map($0.to)) }
            return .segments(batch)
        case .polyline(var line):
            line.transform = map(line.transform)
            return .polyline(line)
        case .fill(var fill):
            fill.transform = map(fill.transform)
            fill.lowerTransform = fill.lowerTransform.map(map)
            return .fill(fill)
        case .markers(var markers):
            markers.transform = map(markers.transform)
            return .markers(markers)
        case .text(var text):
            text.position = map(text.position)
            return .text(text)
        case .image(var image):
            let a = map(Point(x: image.rect.minX, y: image.rect.minY))
            let b = map(Point(x: image.rect.maxX, y: image.rect.maxY))
            image.rect = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            return .image(image)
        case .sectors(let shapes):
            // Radii scale with the mean factor: a sector stays circular.
            let factor = (abs(x.factor) + abs(y.factor)) / 2
            return .sectors(shapes.map { shape in
                var s = shape
                s.center = map(shape.center)
                s.innerRadius *= factor
                s.outerRadius *= factor
                return s
            })
        case .polygon(var polygon):
            polygon.center = map(polygon.center)
            polygon.points = polygon.points.map(map)
            return .polygon(polygon)
        case .densityImage:
            // A raster is not stretched: it shows whole or not at all.
            return self
        case .heatmap:
            return self
        }
    }

    /// The command with every colour's opacity multiplied by `amount` (0…1).
    func faded(by amount: Double) -> DrawCommand {
        func fade(_ c: Color) -> Color { c.withAlpha(c.alpha * amount) }
        switch self {
        case .rects(let shapes):
            return .rects(shapes.map { shape in
                var s = shape
                s.fill = fade(s.fill)
                s.borderColor = fade(s.borderColor)
                return s
            })
        case .segments(var batch):
            batch.color = fade(batch.color)
            return .segments(batch)
        case .polyline(var line):
            line.color = fade(line.color)
            return .polyline(line)
        case .fill(var fill):
            fill.color = fade(fill.color)
            fill.baselineColor = fade(fill.baselineColor)
            fill.crossedColor = fill.crossedColor.map(fade)
            return .fill(fill)
        case .markers(var markers):
            markers.fill = fade(markers.fill)
            markers.strokeColor = fade(markers.strokeColor)
            return .markers(markers)
        case .text(var text):
            text.color = fade(text.color)
            return .text(text)
        case .image(var image):
            image.opacity *= amount
            return .image(image)
        case .sectors(let shapes):
            return .sectors(shapes.map { shape in
                var s = shape
                s.fill = fade(s.fill)
                s.borderColor = fade(s.borderColor)
                return s
            })
        case .polygon(var polygon):
            polygon.fill = fade(polygon.fill)
            return .polygon(polygon)
        case .densityImage, .heatmap:
            return amount > 0 ? self : .rects([])
        }
    }
}
