import CGL
import ChartCore

/// Draws instanced rounded rectangles (`rect.vert`, `rect.frag`) from the per-frame instance buffer.
final class RectDrawer {
    /// rect (x, y, width, height), fill, border colour, corner radius, border width, the mask
    /// of rounded corners, the gradient's edge (0 for none) and its end colour.
    static let floatsPerInstance = 20

    private let program: InstancedQuadProgram

    init() throws(RendererError) {
        program = try InstancedQuadProgram(name: "rect", vertex: PackageResources.rect_vert,
                                           fragment: PackageResources.rect_frag, attributeCount: 5)
        assert(program.attributeCount * 4 == Self.floatsPerInstance)
    }

    /// Appends the instance for `shape`, in device pixels. Returns false, appending nothing, for
    /// a rectangle that would not show: non-finite, empty, or with nothing opaque to draw.
    /// A negative width or height counts from the other edge; radius and border are clamped to
    /// half the shorter side.
    static func appendInstance(_ shape: RectShape, scale: Double, to instances: inout [Float]) -> Bool {
        let r = shape.rect
        let x0 = min(r.minX, r.maxX) * scale, x1 = max(r.minX, r.maxX) * scale
        let y0 = min(r.minY, r.maxY) * scale, y1 = max(r.minY, r.maxY) * scale
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return false }
        let shortSide = min(x1 - x0, y1 - y0)
        let radius = shape.cornerRadius * scale
        let border = shape.borderWidth * scale
        let clampedRadius = radius > 0 ? min(radius, shortSide / 2) : 0
        let clampedBorder = border > 0 ? min(border, shortSide / 2) : 0
        let fill = PremultipliedColor(shape.fill)
        let borderColor = clampedBorder > 0 ? PremultipliedColor(shape.borderColor) : fill
        let endVisible = shape.gradient.map { !PremultipliedColor($0.endColor).isInvisible } ?? false
        guard !fill.isInvisible || endVisible || (clampedBorder > 0 && !borderColor.isInvisible) else { return false }
        instances.append(Float(x0)); instances.append(Float(y0))
        instances.append(Float(x1 - x0)); instances.append(Float(y1 - y0))
        instances.append(fill.red); instances.append(fill.green)
        instances.append(fill.blue); instances.append(fill.alpha)
        instances.append(borderColor.red); instances.append(borderColor.green)
        instances.append(borderColor.blue); instances.append(borderColor.alpha)
        instances.append(Float(clampedRadius)); instances.append(Float(clampedBorder))
        instances.append(Float(shape.roundedCorners.rawValue & RectCorners.all.rawValue))
        let end = shape.gradient.map { PremultipliedColor($0.endColor) } ?? fill
        instances.append(Float(shape.gradient?.from.rawValue ?? 0))
        instances.append(end.red); instances.append(end.green)
        instances.append(end.blue); instances.append(end.alpha)
        return true
    }

    func draw(instancesIn buffer: GLuint, byteOffset: Int, count: Int, viewport: SIMD2<Float>) {
        program.draw(instancesIn: buffer, byteOffset: byteOffset, count: count, viewport: viewport)
    }
}
