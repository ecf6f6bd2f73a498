import CGL
import ChartCore

/// Draws the area between a series and a horizontal baseline (`fill.vert`, `fill.frag`) as one
/// instanced trapezoid per segment of the retained series buffer.
final class FillDrawer {
    private let program: ShaderProgram
    private let viewportLocation, offsetLocation, scaleLocation, baselineLocation: GLint
    private let colorLocation, baselineColorLocation: GLint
    private var vertexArray: GLuint = 0

    init() throws(RendererError) {
        program = try ShaderProgram(name: "fill", vertex: PackageResources.fill_vert, fragment: PackageResources.fill_frag)
        viewportLocation = program.uniform("u_viewport")
        offsetLocation = program.uniform("u_offset")
        scaleLocation = program.uniform("u_scale")
        baselineLocation = program.uniform("u_baseline")
        colorLocation = program.uniform("u_color")
        baselineColorLocation = program.uniform("u_baselineColor")
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        VertexAttributes.enablePerInstance(0..<2)
        glBindVertexArray(0)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// `baseline` is in device pixels (y).
    func draw(_ geometry: GeometryBuffer, pointCount: Int, transform: PixelTransform, baseline: Float,
              color: PremultipliedColor, baselineColor: PremultipliedColor, viewport: SIMD2<Float>) {
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glUniform2f(offsetLocation, transform.offsetX, transform.offsetY)
        glUniform2f(scaleLocation, transform.scaleX, transform.scaleY)
        glUniform1f(baselineLocation, baseline)
        VertexAttributes.setColor(colorLocation, color)
        VertexAttributes.setColor(baselineColorLocation, baselineColor)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), geometry.id)
        // Skip the leading gap vertex: instance i spans points i and i + 1.
        VertexAttributes.pointFloats(0, components: 2, stride: 8, byteOffset: 8)
        VertexAttributes.pointFloats(1, components: 2, stride: 8, byteOffset: 16)
        VertexAttributes.drawQuads(instances: pointCount - 1)
    }
}
