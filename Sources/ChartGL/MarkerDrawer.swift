import CGL
import ChartCore

/// Draws a marker at every point of a retained series buffer (`marker.vert`, `marker.frag`),
/// one instanced quad each; gap (NaN) points are culled in the vertex shader.
final class MarkerDrawer {
    private let program: ShaderProgram
    private let viewportLocation, offsetLocation, scaleLocation, shapeLocation: GLint
    private let radiusLocation, strokeWidthLocation, fillLocation, strokeLocation: GLint
    private var vertexArray: GLuint = 0

    init() throws(RendererError) {
        program = try ShaderProgram(name: "marker", vertex: PackageResources.marker_vert,
                                    fragment: PackageResources.marker_frag)
        viewportLocation = program.uniform("u_viewport")
        offsetLocation = program.uniform("u_offset")
        scaleLocation = program.uniform("u_scale")
        shapeLocation = program.uniform("u_shape")
        radiusLocation = program.uniform("u_radius")
        strokeWidthLocation = program.uniform("u_strokeWidth")
        fillLocation = program.uniform("u_fill")
        strokeLocation = program.uniform("u_stroke")
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        VertexAttributes.enablePerInstance(0..<1)
        glBindVertexArray(0)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
    }

    func draw(_ geometry: GeometryBuffer, pointCount: Int, transform: PixelTransform, style: MarkerStyle,
              viewport: SIMD2<Float>) {
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glUniform2f(offsetLocation, transform.offsetX, transform.offsetY)
        glUniform2f(scaleLocation, transform.scaleX, transform.scaleY)
        glUniform1i(shapeLocation, style.shape)
        glUniform1f(radiusLocation, style.radius)
        glUniform1f(strokeWidthLocation, style.strokeWidth)
        VertexAttributes.setColor(fillLocation, style.fill)
        VertexAttributes.setColor(strokeLocation, style.stroke)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), geometry.id)
        VertexAttributes.pointFloats(0, components: 2, stride: 8, byteOffset: 8 + geometry.headByteOffset)
        VertexAttributes.drawQuads(instances: pointCount)
    }
}
