import CGL
import ChartCore
import ChartGL
import XCTest

/// The cached base image, retained series buffers and draw-call accounting.
final class RendererCachingTests: RendererTestCase {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(hex: 0x1f77b4)

    private func lineScene(_ data: SeriesGeometry, overlay: [DrawCommand] = []) -> Scene {
        let line = PolylineCommand(geometry: GeometryRef(data), transform: identity, color: red, width: 3)
        return scene(underlay: [.rects([RectShape(rect: Rect(x: 0, y: 0, width: 200, height: 150),
                                                  fill: Color(hex: 0xf0f0f0))])],
                     series: [.polyline(line)], overlay: overlay)
    }

    private func crosshair(at x: Double) -> [DrawCommand] {
        [.segments(SegmentBatch(segments: [.init(from: Point(x: x, y: 0), to: Point(x: x, y: 150))],
                                color: blue, width: 1))]
    }

    func testOverlayOnlyChangeReusesTheBaseImage() {
        let data = geometry([(10, 100), (100, 40), (190, 100)])
        let first = renderer.renderImage(lineScene(data, overlay: crosshair(at: 50.5)))
        var stats = renderer.lastFrameStats
        XCTAssertTrue(stats.baseRedrawn)
        // The opaque background rectangle covering the plot is a scissored clear, not a draw.
        XCTAssertEqual(stats.drawCalls[.underlay], 0)
        XCTAssertEqual(stats.scissoredClears, 1)
        XCTAssertEqual(stats.drawCalls[.series], 1)
        XCTAssertEqual(stats.drawCalls[.overlay], 1)
        XCTAssertEqual(stats.drawCalls[.composite], 1)

        let moved = lineScene(data, overlay: crosshair(at: 150.5))
        let second = renderer.renderImage(moved)
        stats = renderer.lastFrameStats
        XCTAssertFalse(stats.baseRedrawn)
        XCTAssertEqual(stats.drawCalls[.series], 0)
        XCTAssertEqual(stats.drawCalls[.underlay], 0)
        XCTAssertEqual(stats.drawCalls[.chrome], 0)
        XCTAssertEqual(stats.drawCalls[.composite], 1)
        XCTAssertEqual(stats.drawCalls[.overlay], 1)
        XCTAssertEqual(stats.geometryBytesUploaded, 0)

        // The new crosshair is there, the old one gone, and the base is what a fresh renderer draws.
        assertPixel(second, 150, 20, is: blue)
        assertPixel(second, 50, 20, is: Color(hex: 0xf0f0f0))
        assertPixel(first, 50, 20, is: blue)
        let fresh = try! ChartRenderer(atlas: atlas).renderImage(moved)
        XCTAssertEqual(second, fresh)
    }

    func testBaseIsRedrawnWhenSeriesOrSizeChange() {
        let data = geometry([(10, 100), (190, 100)])
        _ = renderer.renderImage(lineScene(data))
        _ = renderer.renderImage(lineScene(data))
        XCTAssertFalse(renderer.lastFrameStats.baseRedrawn)
        var recoloured = lineScene(data)
        recoloured.series = [.polyline(PolylineCommand(geometry: GeometryRef(data), transform: identity, color: blue,
                                                       width: 3))]
        _ = renderer.renderImage(recoloured)
        XCTAssertTrue(renderer.lastFrameStats.baseRedrawn)
        var larger = recoloured
        larger.size = Size(width: 300, height: 150)
        _ = renderer.renderImage(larger)
        XCTAssertTrue(renderer.lastFrameStats.baseRedrawn)
    }

    func testAppendingUploadsOnlyTheNewPoints() {
        let data = SeriesGeometry(originX: 0, originY: 0)
        for i in 0..<100 { data.append(x: Double(i), y: 50) }
        _ = renderer.renderImage(lineScene(data))
        // Everything once: 100 points plus the two gap vertices, 8 bytes each.
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 102 * 8)

        for i in 100..<110 { data.append(x: Double(i), y: 50) }
        _ = renderer.renderImage(lineScene(data))
        XCTAssertTrue(renderer.lastFrameStats.baseRedrawn)
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 10 * 8 + 8, "the tail and the closing gap vertex")

        // Past the spare capacity the buffer grows on the GPU; still only the tail is uploaded.
        for i in 110..<400 { data.append(x: Double(i) / 2, y: 120) }
        let image = renderer.renderImage(lineScene(data))
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 290 * 8 + 8)
        assertPixel(image, 150, 120, is: red, "the appended points are drawn")
        assertPixel(image, 50, 50, is: red, "the old points survived the growth")

        _ = renderer.renderImage(lineScene(data))
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 0)
    }

    func testReplacingUploadsEverything() {
        let data = geometry([(10, 100), (190, 100)])
        _ = renderer.renderImage(lineScene(data))
        data.replace(originX: 0, originY: 0, vertices: [10, 30, 100, 30, 190, 30])
        let image = renderer.renderImage(lineScene(data))
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 5 * 8)
        assertPixel(image, 100, 30, is: red)
        assertPixel(image, 100, 100, is: Color(hex: 0xf0f0f0))
    }

    func testSharedGeometryIsUploadedOnceAndReleasedGeometryIsEvicted() {
        var data: SeriesGeometry? = geometry([(10, 100), (100, 40), (190, 100)])
        let ref = GeometryRef(data!)
        let commands: [DrawCommand] = [
            .fill(FillCommand(geometry: ref, transform: identity, baseline: 140, color: blue.withAlpha(0.3))),
            .polyline(PolylineCommand(geometry: ref, transform: identity, color: blue, width: 2)),
            .markers(MarkerCommand(geometry: ref, transform: identity, shape: .circle, size: 6, fill: red)),
        ]
        _ = renderer.renderImage(scene(series: commands))
        XCTAssertEqual(renderer.lastFrameStats.geometryBytesUploaded, 5 * 8)
        XCTAssertEqual(renderer.lastFrameStats.drawCalls[.series], 3)
        XCTAssertEqual(renderer.retainedGeometryCount, 1)
        data = nil
        _ = ref
        // Two more base redraws without it: its buffer goes.
        _ = renderer.renderImage(scene(background: .black))
        _ = renderer.renderImage(scene(background: .white))
        XCTAssertEqual(renderer.retainedGeometryCount, 0)
    }

    func testDrawCallsAndTrianglesPerLayer() {
        let data = geometry([(10, 100), (60, 40), (110, 100), (160, 40)])
        let s = scene(
            chrome: [.rects([RectShape(rect: Rect(x: 0, y: 0, width: 5, height: 5), fill: red),
                             RectShape(rect: Rect(x: 10, y: 0, width: 5, height: 5), fill: red)]),
                     .text(TextCommand(text: "ab", font: FontSpec(), color: .black, position: Point(x: 20, y: 20)))],
            underlay: [.segments(SegmentBatch(segments: [.init(from: Point(x: 0, y: 50.5), to: Point(x: 200, y: 50.5)),
                                                         .init(from: Point(x: 0, y: 90.5), to: Point(x: 200, y: 90.5))],
                                              color: .black, width: 1))],
            series: [.polyline(PolylineCommand(geometry: GeometryRef(data), transform: identity, color: red, width: 2)),
                     .markers(MarkerCommand(geometry: GeometryRef(data), transform: identity, shape: .square, size: 5,
                                            fill: blue))])
        _ = renderer.renderImage(s)
        let stats = renderer.lastFrameStats
        XCTAssertEqual(stats.drawCalls, [.chrome: 2, .underlay: 1, .series: 2, .overlay: 0, .composite: 1])
        XCTAssertEqual(stats.triangles[.chrome], 2 * 2 + 2 * 2)  // two rects, two glyphs
        XCTAssertEqual(stats.triangles[.underlay], 2 * 2)
        XCTAssertEqual(stats.triangles[.series], 2 * 3 + 2 * 4)
        XCTAssertEqual(stats.totalDrawCalls, 6)
    }

    func testRenderingIntoAFramebufferLeavesTheDocumentedState() {
        var framebuffer: GLuint = 0, texture: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        glGenTextures(1, &texture)
        defer {
            glDeleteFramebuffers(1, &framebuffer)
            glDeleteTextures(1, &texture)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 120, 80, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)

        let s = scene(width: 120, height: 80, background: blue,
                      series: [.rects([RectShape(rect: Rect(x: 10, y: 10, width: 20, height: 20), fill: red)])])
        renderer.render(s, pixelWidth: 120, pixelHeight: 80, into: framebuffer)

        func integer(_ name: Int32) -> Int32 {
            var value: GLint = 0
            glGetIntegerv(GLenum(name), &value)
            return value
        }
        XCTAssertEqual(integer(GL_DRAW_FRAMEBUFFER_BINDING), Int32(framebuffer))
        XCTAssertEqual(integer(GL_READ_FRAMEBUFFER_BINDING), Int32(framebuffer))
        XCTAssertEqual(integer(GL_CURRENT_PROGRAM), 0)
        XCTAssertEqual(integer(GL_VERTEX_ARRAY_BINDING), 0)
        XCTAssertEqual(integer(GL_ARRAY_BUFFER_BINDING), 0)
        XCTAssertEqual(glIsEnabled(GLenum(GL_BLEND)), GLboolean(GL_FALSE))
        XCTAssertEqual(glIsEnabled(GLenum(GL_SCISSOR_TEST)), GLboolean(GL_FALSE))
        var viewport: [GLint] = [0, 0, 0, 0]
        glGetIntegerv(GLenum(GL_VIEWPORT), &viewport)
        XCTAssertEqual(viewport, [0, 0, 120, 80])

        // GL rows run bottom-up: the rect's top-left pixel (10, 10) is row 80 - 1 - 10.
        var pixel: [UInt8] = [0, 0, 0, 0]
        glReadPixels(10, 69, 1, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &pixel)
        XCTAssertEqual(pixel, rgba(red))
        glReadPixels(10, 70, 1, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &pixel)
        XCTAssertEqual(pixel, rgba(blue))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }
}
