import CGL
import ChartCore

/// Draws filled polygons star-shaped about a centre (`polygon.vert`, `polygon.frag`) as a fan of
/// instanced triangles, one per edge.
final class PolygonDrawer {
    /// Centre and vertex a, vertex b (two floats unused), fill.
    static let floatsPerInstance = 12

    private let program: InstancedQuadProgram

    init() throws(RendererError) {
        program = try InstancedQuadProgram(name: "polygon", vertex: PackageResources.polygon_vert,
                                           fragment: PackageResources.polygon_frag, attributeCount: 3)
        assert(program.attributeCount * 4 == Self.floatsPerInstance)
    }

    /// Appends one instance per edge of `shape`, in device pixels; returns how many. Non-finite
    /// vertices and edges of no length are left out; fewer than three vertices draw nothing.
    static func appendInstances(_ shape: PolygonShape, scale: Double, to instances: inout [Float]) -> Int {
        let fill = PremultipliedColor(shape.fill)
        // The fan's apex is no vertex of the outline: nudged off any pixel centre, the pixel there
        // falls to exactly one triangle instead of to none (every spoke test ties at the apex).
        let c = Point(x: shape.center.x * scale + 0.0013, y: shape.center.y * scale + 0.0007)
        guard !fill.isInvisible, c.x.isFinite, c.y.isFinite else { return 0 }
        let points = shape.points.map { Point(x: $0.x * scale, y: $0.y * scale) }.filter { $0.x.isFinite && $0.y.isFinite }
        guard points.count >= 3 else { return 0 }
        var count = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            guard a != b else { continue }
            instances.append(Float(c.x)); instances.append(Float(c.y))
            instances.append(Float(a.x)); instances.append(Float(a.y))
            instances.append(Float(b.x)); instances.append(Float(b.y))
            instances.append(0); instances.append(0)
            instances.append(fill.red); instances.append(fill.green)
            instances.append(fill.blue); instances.append(fill.alpha)
            count += 1
        }
        return count
    }

    func draw(instancesIn buffer: GLuint, byteOffset: Int, count: Int, viewport: SIMD2<Float>) {
        program.draw(instancesIn: buffer, byteOffset: byteOffset, count: count, viewport: viewport)
    }
}
