import CGL
import ChartCore

/// Draws the area between a series and a baseline or a second line (`fill.vert`, `fill.frag`) as
/// one instanced trapezoid per segment of the retained series buffer.
final class FillDrawer {
    private let program: ShaderProgram
    private let viewportLocation, offsetLocation, scaleLocation, baselineLocation: GLint
    private let lowerOffsetLocation, lowerScaleLocation, hasLowerLocation, verticalLocation: GLint
    private let colorLocation, baselineColorLocation, crossedColorLocation, valueSignLocation: GLint
    private var vertexArray: GLuint = 0

    init() throws(RendererError) {
        program = try ShaderProgram(name: "fill", vertex: PackageResources.fill_vert, fragment: PackageResources.fill_frag)
        viewportLocation = program.uniform("u_viewport")
        offsetLocation = program.uniform("u_offset")
        scaleLocation = program.uniform("u_scale")
        baselineLocation = program.uniform("u_baseline")
        lowerOffsetLocation = program.uniform("u_lowerOffset")
        lowerScaleLocation = program.uniform("u_lowerScale")
        hasLowerLocation = program.uniform("u_hasLower")
        verticalLocation = program.uniform("u_vertical")
        colorLocation = program.uniform("u_color")
        baselineColorLocation = program.uniform("u_baselineColor")
        crossedColorLocation = program.uniform("u_crossedColor")
        valueSignLocation = program.uniform("u_valueSign")
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        // Attributes 2 and 3 (the second line) are switched on per draw, when there is one.
        VertexAttributes.enablePerInstance(0..<4)
        glDisableVertexAttribArray(2)
        glDisableVertexAttribArray(3)
        glBindVertexArray(0)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
    }

    func draw(_ geometry: GeometryBuffer, pointCount: Int, transform: PixelTransform, style: FillStyle,
              viewport: SIMD2<Float>, segments: Range<Int>? = nil) {
        let segments = segments ?? 0..<max(pointCount - 1, 0)
        guard !segments.isEmpty else { return }
        // Instance i reads points i and i + 1 of the drawn range, in both lines.
        let skipped = 8 * segments.lowerBound
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glUniform2f(offsetLocation, transform.offsetX, transform.offsetY)
        glUniform2f(scaleLocation, transform.scaleX, transform.scaleY)
        glUniform1f(baselineLocation, style.baseline)
        glUniform1i(verticalLocation, style.isVertical ? 1 : 0)
        glUniform1f(valueSignLocation, style.valueSign)
        VertexAttributes.setColor(colorLocation, style.color)
        VertexAttributes.setColor(baselineColorLocation, style.baselineColor)
        VertexAttributes.setColor(crossedColorLocation, style.crossedColor)
        glBindVertexArray(vertexArray)
        if let lower = style.lower {
            glUniform1i(hasLowerLocation, 1)
            glUniform2f(lowerOffsetLocation, lower.transform.offsetX, lower.transform.offsetY)
            glUniform2f(lowerScaleLocation, lower.transform.scaleX, lower.transform.scaleY)
            glEnableVertexAttribArray(2)
            glEnableVertexAttribArray(3)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), lower.buffer.id)
            VertexAttributes.pointFloats(2, components: 2, stride: 8, byteOffset: 8 + lower.buffer.headByteOffset + skipped)
            VertexAttributes.pointFloats(3, components: 2, stride: 8, byteOffset: 16 + lower.buffer.headByteOffset + skipped)
        } else {
            glUniform1i(hasLowerLocation, 0)
            glDisableVertexAttribArray(2)
            glDisableVertexAttribArray(3)
        }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), geometry.id)
        // Skip the leading gap vertex: instance i spans points i and i + 1.
        VertexAttributes.pointFloats(0, components: 2, stride: 8, byteOffset: 8 + geometry.headByteOffset + skipped)
        VertexAttributes.pointFloats(1, components: 2, stride: 8, byteOffset: 16 + geometry.headByteOffset + skipped)
        VertexAttributes.drawQuads(instances: segments.count)
    }
}
