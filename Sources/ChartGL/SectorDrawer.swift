import CGL
import ChartCore
import Foundation

/// Draws instanced annular sectors (`sector.vert`, `sector.frag`) from the per-frame instance
/// buffer: pie slices, donut rings, polar grid circles.
final class SectorDrawer {
    /// Bounding box, centre and radii, edge directions, fill, border colour, mode/border/span.
    static let floatsPerInstance = 24

    private let program: ShaderProgram
    private let viewportLocation: GLint
    private var vertexArray: GLuint = 0

    init() throws(RendererError) {
        program = try ShaderProgram(name: "sector", vertex: PackageResources.sector_vert,
                                    fragment: PackageResources.sector_frag)
        viewportLocation = program.uniform("u_viewport")
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        VertexAttributes.enablePerInstance(0..<6)
        glBindVertexArray(0)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// Appends the instance for `shape`, in device pixels. Returns false, appending nothing, for a
    /// sector that would not show: non-finite, no span, no ring, or nothing opaque.
    /// The edge directions are computed in Double from the angles, so two sectors given the same
    /// boundary angle get bit-identical directions and their edge coverages add up to one.
    static func appendInstance(_ shape: SectorShape, scale: Double, to instances: inout [Float]) -> Bool {
        let inner = max(0, min(shape.innerRadius, shape.outerRadius)) * scale
        let outer = max(shape.innerRadius, shape.outerRadius) * scale
        let cx = shape.center.x * scale, cy = shape.center.y * scale
        let a0 = min(shape.startAngle, shape.endAngle), a1 = max(shape.startAngle, shape.endAngle)
        guard cx.isFinite, cy.isFinite, inner.isFinite, outer.isFinite, outer > 0, outer > inner,
              a0.isFinite, a1.isFinite, a1 > a0 else { return false }
        let fill = PremultipliedColor(shape.fill)
        let border = shape.borderWidth > 0 ? shape.borderWidth * scale : 0
        let borderColor = border > 0 ? PremultipliedColor(shape.borderColor) : fill
        guard !fill.isInvisible || (border > 0 && !borderColor.isInvisible) else { return false }
        let span = a1 - a0
        let mode: Float = span >= 2 * .pi ? 2 : span > .pi ? 1 : 0
        var box = SectorShape(center: Point(x: cx, y: cy), innerRadius: inner, outerRadius: outer,
                              startAngle: a0, endAngle: a1, fill: shape.fill).bounds
        if mode == 0 && span * outer < 2 {
            // A sliver: its centre line may still draw a faint pixel; give it a pixel of room.
            box = box.insetBy(dx: -1, dy: -1)
        }
        instances.append(Float(box.minX)); instances.append(Float(box.minY))
        instances.append(Float(box.width)); instances.append(Float(box.height))
        instances.append(Float(cx)); instances.append(Float(cy))
        instances.append(Float(inner)); instances.append(Float(outer))
        instances.append(Float(cos(a0))); instances.append(Float(sin(a0)))
        instances.append(Float(cos(a1))); instances.append(Float(sin(a1)))
        instances.append(fill.red); instances.append(fill.green)
        instances.append(fill.blue); instances.append(fill.alpha)
        instances.append(borderColor.red); instances.append(borderColor.green)
        instances.append(borderColor.blue); instances.append(borderColor.alpha)
        instances.append(mode); instances.append(Float(border))
        // The flags of the smaller and larger angle's edges, whichever way the shape was given.
        var shared = Float(0)
        let startIsSmaller = shape.startAngle <= shape.endAngle
        if shape.sharedEdges.contains(startIsSmaller ? .start : .end) { shared += 1 }
        if shape.sharedEdges.contains(startIsSmaller ? .end : .start) { shared += 2 }
        instances.append(Float(min(span, 2 * .pi))); instances.append(shared)
        return true
    }

    func draw(instancesIn buffer: GLuint, byteOffset: Int, count: Int, viewport: SIMD2<Float>) {
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let stride = Self.floatsPerInstance * 4
        for location in 0..<6 {
            VertexAttributes.pointFloats(GLuint(location), components: 4, stride: stride,
                                         byteOffset: byteOffset + 16 * location)
        }
        VertexAttributes.drawQuads(instances: count)
    }
}
