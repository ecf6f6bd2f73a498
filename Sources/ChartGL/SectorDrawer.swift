import CGL
import ChartCore
import Foundation

/// Draws instanced annular sectors (`sector.vert`, `sector.frag`) from the per-frame instance
/// buffer: pie slices, donut rings, polar grid circles.
final class SectorDrawer {
    /// Covering quad (a corner and two edge vectors), centre and radii, edge directions, fill,
    /// border colour, mode/border/span/shared edges.
    static let floatsPerInstance = 28

    private let program: InstancedQuadProgram

    init() throws(RendererError) {
        program = try InstancedQuadProgram(name: "sector", vertex: PackageResources.sector_vert,
                                           fragment: PackageResources.sector_frag, attributeCount: 7)
        assert(program.attributeCount * 4 == Self.floatsPerInstance)
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
        // The quad the fragments run over, one pixel larger than the sector on every side: for a
        // span up to half a turn a rectangle along the slice's middle (a sliver covers about its
        // own area, not the box of its diagonal), else the axis-aligned bounding box.
        var corner: (Double, Double), u: (Double, Double), v: (Double, Double)
        if span <= .pi {
            let mid = (a0 + a1) / 2, half = span / 2
            let m = (cos(mid), sin(mid)), n = (-sin(mid), cos(mid))
            let near = inner * cos(half) - 1, far = outer + 1, side = outer * sin(half) + 1
            corner = (cx + m.0 * near - n.0 * side, cy + m.1 * near - n.1 * side)
            u = (m.0 * (far - near), m.1 * (far - near))
            v = (n.0 * 2 * side, n.1 * 2 * side)
        } else {
            let box = SectorShape(center: Point(x: cx, y: cy), innerRadius: inner, outerRadius: outer,
                                  startAngle: a0, endAngle: a1, fill: shape.fill).bounds.insetBy(dx: -1, dy: -1)
            corner = (box.minX, box.minY)
            u = (box.width, 0)
            v = (0, box.height)
        }
        instances.append(Float(corner.0)); instances.append(Float(corner.1))
        instances.append(Float(u.0)); instances.append(Float(u.1))
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
        instances.append(Float(v.0)); instances.append(Float(v.1))
        instances.append(0); instances.append(0)
        return true
    }

    func draw(instancesIn buffer: GLuint, byteOffset: Int, count: Int, viewport: SIMD2<Float>) {
        program.draw(instancesIn: buffer, byteOffset: byteOffset, count: count, viewport: viewport)
    }
}
