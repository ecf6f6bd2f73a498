import CGL

/// A program that draws one quad per instance from the per-frame instance buffer, each instance
/// `attributeCount` vec4 attributes at locations 0, 1, …: what the rect, sector and polygon
/// drawers share; each keeps only its instance layout.
final class InstancedQuadProgram {
    let attributeCount: Int
    private let program: ShaderProgram
    private let viewportLocation: GLint
    private var vertexArray: GLuint = 0

    init(name: String, vertex: [UInt8], fragment: [UInt8], attributeCount: Int) throws(RendererError) {
        self.attributeCount = attributeCount
        program = try ShaderProgram(name: name, vertex: vertex, fragment: fragment)
        viewportLocation = program.uniform("u_viewport")
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        VertexAttributes.enablePerInstance(0..<GLuint(attributeCount))
        glBindVertexArray(0)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// Draws `count` instances starting `byteOffset` bytes into `buffer`.
    func draw(instancesIn buffer: GLuint, byteOffset: Int, count: Int, viewport: SIMD2<Float>) {
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let stride = attributeCount * 16
        for location in 0..<attributeCount {
            VertexAttributes.pointFloats(GLuint(location), components: 4, stride: stride,
                                         byteOffset: byteOffset + 16 * location)
        }
        VertexAttributes.drawQuads(instances: count)
    }
}
