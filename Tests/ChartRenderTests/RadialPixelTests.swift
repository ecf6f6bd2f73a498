import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Pies and donuts drawn headlessly, checked at pixels computed from the slices' angles.
final class RadialPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 480, height: 360)
    private let colors = [Color(hex: 0xd01c1c), Color(hex: 0x1f5fb4), Color(hex: 0x2a9d2a), Color(hex: 0xe0a000)]
    private let background = Theme.light.plotBackground

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func pieChart(_ series: PieSeries, values: [Double] = [1, 2, 3, 4]) -> Chart {
        let names = values.indices.map { "s\($0)" }
        series.labelPosition = .none
        series.sliceBorderWidth = 0
        for (i, name) in names.enumerated() { series.sliceColors[name] = colors[i % colors.count] }
        let source = ArrayDataSource()
        source.add(series, values: values, names: names)
        let chart = Chart()
        chart.dataSource = source
        return chart
    }

    private func pixel(_ center: Point, radius: Double, degrees: Double) -> (Int, Int) {
        let a = degrees * .pi / 180
        return (Int((center.x + radius * cos(a)).rounded(.down)), Int((center.y + radius * sin(a)).rounded(.down)))
    }

    func testEachColourCoversTheAngleOfItsValue() throws {
        let pie = PieSeries(title: "pie")
        let chart = pieChart(pie)
        for scale in [1.0, 2.0] {
            let image = renderer.render(chart, size: size, scale: scale)
            PixelAssertions.keep(image, name: "radial-pie-1234-x\(Int(scale))")
            let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
            let slices = chart.slices(of: pie)
            // 1:2:3:4 of a turn is 36°, 72°, 108° and 144°, clockwise from 12 o'clock.
            XCTAssertEqual(slices.map { ($0.span * 180 / .pi * 1e9).rounded() / 1e9 }, [36, 72, 108, 144])
            var edge = -90.0
            for (k, span) in [36.0, 72, 108, 144].enumerated() {
                XCTAssertEqual(slices[k].startAngle * 180 / .pi, edge, accuracy: 1e-9)
                // Inside the slice, 1.5° from each edge and every few degrees between: its colour.
                for degrees in stride(from: edge + 1.5, through: edge + span - 1.5, by: 3) {
                    for r in [radius * 0.3, radius * 0.95] {
                        let (x, y) = pixel(center, radius: r, degrees: degrees)
                        PixelAssertions.assertColor(image, x: Int(Double(x) * scale), y: Int(Double(y) * scale),
                                                    colors[k], tolerance: 3, "slice \(k) at \(degrees)° ×\(scale)")
                    }
                }
                edge += span
            }
            // Just past the rim: background.
            let (x, y) = pixel(center, radius: radius + 2, degrees: 0)
            PixelAssertions.assertColor(image, x: Int(Double(x) * scale), y: Int(Double(y) * scale), background, tolerance: 3)
        }
    }
}
