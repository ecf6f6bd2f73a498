import CGL
import ChartCore

/// Draws thick antialiased lines (`line.vert`, `line.frag`): segment batches from the per-frame
/// instance buffer, polylines straight from retained series buffers.
final class LineDrawer {
    /// from (x, y), to (x, y) in points.
    static let floatsPerSegment = 4

    private let program: ShaderProgram
    private let viewportLocation, offsetLocation, scaleLocation, halfWidthLocation: GLint
    private let colorLocation, dashLocation, dashPeriodLocation, phaseScaleLocation: GLint
    /// Attributes previous/next come from constants (NaN: no neighbour), start/end from the instance buffer.
    private var segmentArray: GLuint = 0
    /// All four attributes read one series buffer at successive vertices.
    private var polylineArray: GLuint = 0

    init() throws(RendererError) {
        program = try ShaderProgram(name: "line", vertex: PackageResources.line_vert, fragment: PackageResources.line_frag)
        viewportLocation = program.uniform("u_viewport")
        offsetLocation = program.uniform("u_offset")
        scaleLocation = program.uniform("u_scale")
        halfWidthLocation = program.uniform("u_halfWidth")
        colorLocation = program.uniform("u_color")
        dashLocation = program.uniform("u_dash")
        dashPeriodLocation = program.uniform("u_dashPeriod")
        phaseScaleLocation = program.uniform("u_phaseScale")
        glGenVertexArrays(1, &segmentArray)
        glBindVertexArray(segmentArray)
        VertexAttributes.enablePerInstance(1..<3)
        glGenVertexArrays(1, &polylineArray)
        glBindVertexArray(polylineArray)
        // Attribute 4 (the dash phase) is switched on per draw, when a phase buffer comes along.
        VertexAttributes.enablePerInstance(0..<5)
        glDisableVertexAttribArray(4)
        glBindVertexArray(0)
    }

    deinit {
        glDeleteVertexArrays(1, &segmentArray)
        glDeleteVertexArrays(1, &polylineArray)
    }

    /// Appends one segment in points (the shader culls a non-finite one).
    static func appendSegment(_ segment: SegmentBatch.Segment, to instances: inout [Float]) {
        instances.append(Float(segment.from.x)); instances.append(Float(segment.from.y))
        instances.append(Float(segment.to.x)); instances.append(Float(segment.to.y))
    }

    /// Draws `count` independent segments (no joins), in points scaled by `sceneScale`.
    func drawSegments(instancesIn buffer: GLuint, byteOffset: Int, count: Int, style: LineStyle,
                      sceneScale: Double, viewport: SIMD2<Float>) {
        prepare(style: style, transform: PixelTransform(sceneScale: sceneScale), viewport: viewport)
        glBindVertexArray(segmentArray)
        glVertexAttrib2f(0, .nan, .nan)
        glVertexAttrib2f(3, .nan, .nan)
        glVertexAttrib2f(4, 0, 0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let stride = Self.floatsPerSegment * 4
        VertexAttributes.pointFloats(1, components: 2, stride: stride, byteOffset: byteOffset)
        VertexAttributes.pointFloats(2, components: 2, stride: stride, byteOffset: byteOffset + 8)
        VertexAttributes.drawQuads(instances: count)
    }

    /// Draws the polyline through the first `pointCount` points of `geometry`: one instance per
    /// segment, each also reading its neighbours so joins are drawn once. `dashPhase`, when
    /// given, holds each vertex's place in the dash pattern (in points; `sceneScale` turns them
    /// into pixels), so dashes run on across vertices.
    func drawPolyline(_ geometry: GeometryBuffer, pointCount: Int, transform: PixelTransform,
                      style: LineStyle, dashPhase: GeometryBuffer?, sceneScale: Double, viewport: SIMD2<Float>,
                      segments: Range<Int>? = nil) {
        let segments = segments ?? 0..<max(pointCount - 1, 0)
        guard !segments.isEmpty else { return }
        // Instance i reads points i - 1 … i + 2 of the drawn range: shifting every attribute
        // by the first segment keeps each segment's neighbours.
        let skipped = 8 * segments.lowerBound
        prepare(style: style, transform: transform, viewport: viewport)
        glUniform1f(phaseScaleLocation, Float(sceneScale))
        glBindVertexArray(polylineArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), geometry.id)
        for location in 0..<4 {
            VertexAttributes.pointFloats(GLuint(location), components: 2, stride: 8,
                                         byteOffset: 8 * location + geometry.headByteOffset + skipped)
        }
        if let dashPhase {
            glEnableVertexAttribArray(4)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), dashPhase.id)
            // The start vertex of instance i is buffer entry i + 1 (after the leading gap).
            VertexAttributes.pointFloats(4, components: 2, stride: 8, byteOffset: 8 + dashPhase.headByteOffset + skipped)
        } else {
            glDisableVertexAttribArray(4)
            glVertexAttrib2f(4, 0, 0)
        }
        VertexAttributes.drawQuads(instances: segments.count)
    }

    private func prepare(style: LineStyle, transform: PixelTransform, viewport: SIMD2<Float>) {
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glUniform2f(offsetLocation, transform.offsetX, transform.offsetY)
        glUniform2f(scaleLocation, transform.scaleX, transform.scaleY)
        glUniform1f(halfWidthLocation, style.halfWidth)
        VertexAttributes.setColor(colorLocation, style.color)
        glUniform4f(dashLocation, style.dash.0, style.dash.1, style.dash.2, style.dash.3)
        glUniform1f(dashPeriodLocation, style.dashPeriod)
    }
}
