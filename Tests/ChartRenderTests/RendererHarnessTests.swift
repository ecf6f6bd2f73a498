import CGL
import ChartCore
@testable import ChartGL
import ChartPlatform
import ChartText
import ChartKit
import Foundation
import XCTest

/// Shared set-up for the renderer tests: one headless debug GL context for the whole process,
/// a fresh `ChartRenderer` per test, and a check after every test that GL reported no error.
class RendererTestCase: XCTestCase {
    private static var sharedContext: Result<HeadlessGLContext, HeadlessGLError>?
    private static var sharedAtlas: GlyphAtlas?

    var gl: HeadlessGLContext!
    var renderer: ChartRenderer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        if Self.sharedContext == nil {
            Self.sharedContext = Result { () throws(HeadlessGLError) in try HeadlessGLContext(debug: true) }
        }
        gl = try Self.sharedContext!.get()
        // Another test may have made its own context current on this thread.
        try gl.makeCurrent()
        gl.clearDebugMessages()
        if Self.sharedAtlas == nil {
            Self.sharedAtlas = GlyphAtlas(library: try FontLibrary())
        }
        renderer = try ChartRenderer(atlas: Self.sharedAtlas!)
    }

    override func tearDown() {
        renderer = nil
        if let gl {
            XCTAssertEqual(gl.errors, [], "GL debug output reported errors")
            // glvnd lets a thread hold one current context across EGL and GLX: leave none behind
            // for window tests that run next on this thread.
            gl.releaseCurrent()
        }
        super.tearDown()
    }

    var atlas: GlyphAtlas { renderer.atlas }

    // MARK: - Building scenes

    /// A scene at scale 1 whose plot area is the whole canvas.
    func scene(width: Double = 200, height: Double = 150, scale: Double = 1, background: Color = .white,
               chrome: [DrawCommand] = [], underlay: [DrawCommand] = [], series: [DrawCommand] = [],
               overlay: [DrawCommand] = []) -> Scene {
        Scene(size: Size(width: width, height: height), scale: scale, background: background,
              plotArea: Rect(x: 0, y: 0, width: width, height: height),
              chrome: chrome, underlay: underlay, series: series, overlay: overlay)
    }

    /// Geometry whose local coordinates are points (used with `identity`).
    func geometry(_ points: [(Double, Double)]) -> SeriesGeometry {
        SeriesGeometry(originX: 0, originY: 0, vertices: points.flatMap { [Float($0.0), Float($0.1)] })
    }

    let identity = DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0)

    // MARK: - Reading pixels

    func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    func rgba(_ color: Color) -> [UInt8] {
        let c = color.rgba8
        return [c.0, c.1, c.2, c.3]
    }

    /// Asserts the pixel equals `color` (each channel within `tolerance`).
    func assertPixel(_ image: RGBAImage, _ x: Int, _ y: Int, is color: Color, tolerance: Int = 0,
                     _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let actual = rgba(image, x, y), expected = rgba(color)
        let close = zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
        XCTAssertTrue(close, "pixel (\(x), \(y)) is \(actual), expected \(expected) \(message)", file: file, line: line)
    }

    /// Whether the pixel differs from `color` at all.
    func differs(_ image: RGBAImage, _ x: Int, _ y: Int, from color: Color) -> Bool {
        rgba(image, x, y) != rgba(color)
    }

    /// Writes the image as /tmp/render-<name>.png, for looking at.
    func save(_ image: RGBAImage, as name: String) {
        try? PNGWriter.write(image, to: "/tmp/render-\(name).png")
    }
}

final class RendererHarnessTests: RendererTestCase {
    func testContextIsADebugCoreContextOfVersion33OrNewer() {
        XCTAssertTrue(gl.isDebug)
        var major: Int32 = 0, minor: Int32 = 0, flags: Int32 = 0, profile: Int32 = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        glGetIntegerv(GLenum(GL_CONTEXT_FLAGS), &flags)
        glGetIntegerv(GLenum(GL_CONTEXT_PROFILE_MASK), &profile)
        XCTAssertGreaterThanOrEqual(major * 10 + minor, 33)
        XCTAssertNotEqual(flags & GL_CONTEXT_FLAG_DEBUG_BIT, 0)
        XCTAssertNotEqual(profile & GL_CONTEXT_CORE_PROFILE_BIT, 0)
        XCTAssertFalse(gl.rendererDescription.isEmpty)
    }

    func testDebugOutputCollectsErrors() {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 987_654)  // a name never generated
        XCTAssertEqual(gl.errors.count, 1)
        XCTAssertEqual(gl.errors.first?.type, UInt32(GL_DEBUG_TYPE_ERROR))
        gl.clearDebugMessages()
        XCTAssertEqual(gl.errors, [])
    }

    func testBackgroundFillsTheImageOpaquely() {
        let background = Color(hex: 0x336699)
        let image = renderer.renderImage(scene(width: 64, height: 48, background: background))
        XCTAssertEqual(image.width, 64)
        XCTAssertEqual(image.height, 48)
        for (x, y) in [(0, 0), (63, 0), (0, 47), (63, 47), (30, 20)] {
            assertPixel(image, x, y, is: background)
        }
    }

    func testTranslucentBackgroundIsTakenOverWhite() {
        let image = renderer.renderImage(scene(width: 8, height: 8, background: Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        XCTAssertEqual(rgba(image, 4, 4), [128, 128, 128, 255])
    }

    func testEmptyOrInvalidSizesGiveEmptyImages() {
        for size in [Size(width: 0, height: 10), Size(width: -5, height: 10), Size(width: .nan, height: 10),
                     Size(width: .infinity, height: 10)] {
            let image = renderer.renderImage(Scene(size: size))
            XCTAssertEqual(image.width * image.height, 0, "\(size)")
        }
        let badScale = renderer.renderImage(Scene(size: Size(width: 10, height: 10), scale: .nan))
        XCTAssertEqual(badScale.pixels.count, 0)
        renderer.render(scene(), pixelWidth: 0, pixelHeight: 100, into: 0)
        XCTAssertEqual(renderer.lastFrameStats.totalDrawCalls, 0)
    }

    func testShaderErrorsAreThrownWithTheDriversLog() {
        let vertex = Array("void main() { gl_Position = vec4(0.0); }".utf8)
        let broken = Array("out vec4 o_color;\nvoid main() { o_color = undefinedThing; }".utf8)
        XCTAssertThrowsError(try ShaderProgram(name: "broken", vertex: vertex, fragment: broken)) { error in
            guard case .shaderCompilationFailed(let shader, let log)? = error as? RendererError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(shader, "broken.frag")
            XCTAssertTrue(log.contains("undefinedThing"), log)
            XCTAssertTrue(log.contains("0:2("), "line numbers count from the file's own first line: \(log)")
        }
        // Declared, called, never defined: compiles, fails to link.
        let unmatched = Array("float helper();\nout vec4 o_color;\nvoid main() { o_color = vec4(helper()); }".utf8)
        XCTAssertThrowsError(try ShaderProgram(name: "unmatched", vertex: vertex, fragment: unmatched)) { error in
            guard case .programLinkFailed(let program, let log)? = error as? RendererError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(program, "unmatched")
            XCTAssertTrue(log.contains("helper"), log)
        }
        // The driver reports these through debug output as well; they were expected here.
        gl.clearDebugMessages()
    }

    func testRendererNeedsACurrentContext() throws {
        gl.releaseCurrent()
        defer { try? gl.makeCurrent() }
        XCTAssertThrowsError(try ChartRenderer(atlas: atlas)) { error in
            XCTAssertEqual(error as? RendererError, .noCurrentContext)
        }
    }
}
