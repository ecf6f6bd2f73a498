import ChartCore
import ChartGL
import Foundation
import XCTest

/// A whole chart-like scene, saved to /tmp/render-gallery.png for looking at; asserts the parts
/// land where computed.
final class RendererGalleryTests: RendererTestCase {
    func testChartLikeScene() {
        let width = 480.0, height = 300.0
        let plot = Rect(x: 50, y: 20, width: 410, height: 230)
        let blue = Color(hex: 0x1f77b4), orange = Color(hex: 0xff7f0e), grid = Color(hex: 0xdddddd)

        // A dense wave (2000 points over 410 px) with a gradient fill under it.
        let wave = SeriesGeometry(originX: 0, originY: 0)
        for i in 0..<2000 {
            let t = Double(i) / 1999
            wave.append(x: t, y: sin(t * 12) * 0.6 + sin(t * 97) * 0.08)
        }
        // Data x 0…1 → plot left…right; data y −1…1 → plot bottom…top.
        let transform = DataTransform(scaleX: plot.width, scaleY: -plot.height / 2,
                                      offsetX: plot.minX, offsetY: plot.midY)
        let sparse = SeriesGeometry(originX: 0, originY: 0)
        for (i, y) in [0.2, 0.5, -0.3, 0.7, .nan, 0.1, -0.6, -0.2].enumerated() { sparse.append(x: Double(i) / 7, y: y) }

        var gridLines: [SegmentBatch.Segment] = []
        for k in 0...4 {
            let y = (plot.minY + plot.height * Double(k) / 4).rounded() + 0.5
            gridLines.append(.init(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y)))
        }
        let axis = SegmentBatch(segments: [.init(from: Point(x: plot.minX - 0.5, y: plot.minY),
                                                 to: Point(x: plot.minX - 0.5, y: plot.maxY + 0.5)),
                                           .init(from: Point(x: plot.minX - 0.5, y: plot.maxY + 0.5),
                                                 to: Point(x: plot.maxX, y: plot.maxY + 0.5))],
                                color: .black, width: 1)
        var labels: [DrawCommand] = []
        for k in 0...4 {
            let y = plot.minY + plot.height * Double(k) / 4
            labels.append(.text(TextCommand(text: String(format: "%.1f", 1 - Double(k) / 2), font: FontSpec(size: 11),
                                            color: .black, position: Point(x: plot.minX - 6, y: y),
                                            horizontalAnchor: .right, verticalAnchor: .center)))
        }
        labels.append(.text(TextCommand(text: "Amplitude", font: FontSpec(size: 12, weight: .bold), color: .black,
                                        position: Point(x: 14, y: plot.midY), horizontalAnchor: .center,
                                        verticalAnchor: .center, rotation: .pi / 2)))
        labels.append(.text(TextCommand(text: "Time (s)", font: FontSpec(size: 12), color: .black,
                                        position: Point(x: plot.midX, y: height - 8), horizontalAnchor: .center,
                                        verticalAnchor: .bottom)))

        let s = Scene(
            size: Size(width: width, height: height), scale: 1, background: .white, plotArea: plot,
            chrome: [.segments(axis)] + labels,
            underlay: [.rects([RectShape(rect: plot, fill: Color(hex: 0xfafafa))]),
                       .segments(SegmentBatch(segments: gridLines, color: grid, width: 1, dash: [4, 3]))],
            series: [
                .fill(FillCommand(geometry: GeometryRef(wave), transform: transform, baseline: -1,
                                  color: blue.withAlpha(0.45), baselineColor: blue.withAlpha(0.02))),
                .polyline(PolylineCommand(geometry: GeometryRef(wave), transform: transform, color: blue, width: 1.5)),
                .polyline(PolylineCommand(geometry: GeometryRef(sparse), transform: transform, color: orange,
                                          width: 3)),
                .markers(MarkerCommand(geometry: GeometryRef(sparse), transform: transform, shape: .diamond, size: 11,
                                       fill: .white, strokeColor: orange, strokeWidth: 2)),
            ],
            overlay: [.rects([RectShape(rect: Rect(x: 300, y: 40, width: 120, height: 40),
                                        fill: Color(hex: 0x333333, alpha: 0.85), cornerRadius: 6)]),
                      .text(TextCommand(text: "t = 0.52  y = 0.31", font: FontSpec(size: 12), color: .white,
                                        position: Point(x: 360, y: 60), horizontalAnchor: .center,
                                        verticalAnchor: .center))])
        let image = renderer.renderImage(s)
        save(image, as: "gallery")
        let two = renderer.renderImage({ var t = s; t.scale = 2; return t }())
        save(two, as: "gallery-2x")

        // Midway between the orange polyline's second and third points (markers sit on the points).
        let p1 = transform.apply(localX: 1.0 / 7, localY: 0.5), p2 = transform.apply(localX: 2.0 / 7, localY: -0.3)
        XCTAssertEqual(rgba(image, Int((p1.x + p2.x) / 2), Int((p1.y + p2.y) / 2)), rgba(orange))
        // The gap after the NaN point: halfway between points 3 and 5 lies nothing orange.
        let p3 = transform.apply(localX: 3.0 / 7, localY: 0.7), p5 = transform.apply(localX: 5.0 / 7, localY: 0.1)
        XCTAssertNotEqual(rgba(image, Int((p3.x + p5.x) / 2), Int((p3.y + p5.y) / 2)), rgba(orange))
        XCTAssertEqual(renderer.lastFrameStats.drawCalls[.series], 4)
    }
}
