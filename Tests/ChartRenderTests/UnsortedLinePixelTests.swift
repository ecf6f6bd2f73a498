@testable import ChartCore
import ChartGL
import XCTest

/// A large unsorted line drawn from its reduction (`UnsortedLineReducer`) against the same line
/// drawn with every segment: what each picture covers lies within one device pixel of what the
/// other covers (the reduction moves no segment by more than a pixel), at the whole view and
/// zoomed in, where most of the line is off the view.
final class UnsortedLinePixelTests: RendererTestCase {
    private func chart(x: [Double], y: [Double]) -> Chart {
        let chart = Chart(title: "")
        let source = ArrayDataSource()
        source.add(LineSeries(title: "walk"), x: x, y: y)
        chart.dataSource = source
        chart.legend.isVisible = false
        return chart
    }

    /// Pixels whose colour differs from `background`'s (the chart with its series hidden).
    private func covered(_ image: RGBAImage, background: RGBAImage) -> [Bool] {
        (0..<(image.width * image.height)).map { pixel in
            (0..<4).contains { channel in
                abs(Int(image.pixels[4 * pixel + channel]) - Int(background.pixels[4 * pixel + channel])) > 24
            }
        }
    }

    /// Pixels of `mask` not within one pixel (8-neighbourhood) of a pixel of `other`.
    private func stray(_ mask: [Bool], from other: [Bool], width: Int, height: Int) -> Int {
        var count = 0
        for row in 0..<height {
            for column in 0..<width where mask[row * width + column] {
                var near = false
                for dy in -1...1 where !near {
                    for dx in -1...1 {
                        let r = row + dy, c = column + dx
                        if r >= 0, r < height, c >= 0, c < width, other[r * width + c] { near = true; break }
                    }
                }
                if !near { count += 1 }
            }
        }
        return count
    }

    func testReducedUnsortedLineCoversWhatEverySegmentCovers() {
        var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
        func step() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) * 0x1p-53 - 0.5) * 0.04
        }
        var px = 0.0, py = 0.0
        var x: [Double] = [], y: [Double] = []
        for _ in 0..<300_000 {
            px += step()
            py += step()
            x.append(px)
            y.append(py)
        }
        let size = Size(width: 360, height: 240)
        let reduced = chart(x: x, y: y)
        let every = chart(x: x, y: y)
        let all = (x: AxisRange(min: x.min()!, max: x.max()!), y: AxisRange(min: y.min()!, max: y.max()!))
        let zoomed = (x: AxisRange(min: all.x.min + all.x.span * 0.4, max: all.x.min + all.x.span * 0.55),
                      y: AxisRange(min: all.y.min + all.y.span * 0.4, max: all.y.min + all.y.span * 0.55))
        for view in [all, zoomed] {
            var images: [RGBAImage] = []
            for (target, reduces) in [(reduced, true), (every, false)] {
                target.xAxis.setVisibleRange(view.x)
                target.yAxis.setVisibleRange(view.y)
                LineGeometryBuilder.reducesUnsortedLines = reduces
                images.append(renderer.renderImage(target.makeScene(size: size, scale: 1, measurer: atlas.library)))
                LineGeometryBuilder.reducesUnsortedLines = true
            }
            XCTAssertTrue(reduced.series[0] is LineSeries)
            XCTAssertLessThan(reduced.seriesGeometryVertexCount(at: 0), x.count * 3 / 4, "the view's reduction is drawn")
            XCTAssertGreaterThanOrEqual(every.seriesGeometryVertexCount(at: 0), x.count, "the reference draws every point")
            every.series[0].isHidden = true
            let background = renderer.renderImage(every.makeScene(size: size, scale: 1, measurer: atlas.library))
            every.series[0].isHidden = false
            let reducedMask = covered(images[0], background: background)
            let everyMask = covered(images[1], background: background)
            XCTAssertGreaterThan(everyMask.filter { $0 }.count, 500, "the line covers part of the plot")
            XCTAssertEqual(stray(reducedMask, from: everyMask, width: size.width.asInt, height: size.height.asInt), 0,
                           "pixels drawn only by the reduction")
            XCTAssertEqual(stray(everyMask, from: reducedMask, width: size.width.asInt, height: size.height.asInt), 0,
                           "pixels the reduction misses")
        }
    }
}

private extension Double {
    var asInt: Int { Int(self) }
}
