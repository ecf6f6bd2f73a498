import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The snippet of docs/annotations.md (once the README's "Annotations, crosshair and tooltips"),
/// compiled and run, and the picture beside it (written to docs/images when CHARTKIT_DOCS_IMAGES names that folder).
final class OverlayReadmeExampleTests: XCTestCase {
    func testAnnotationsSnippet() throws {
        let days = (0..<30).map(Double.init)
        let chart = Chart(title: "Deploys")
        let data = ArrayDataSource()
        data.add(LineSeries(title: "Latency"), x: days, y: days.map { 20 + 5 * sin($0 / 3) })
        data.add(StepLineSeries(title: "Replicas"), x: days, y: days.map { $0 < 12 ? 3 : 5 })
        chart.dataSource = data
        let (releaseDay, incidentStart, incidentEnd) = (12.0, 18.0, 21.0)

        // README snippet starts
        let release = chart.addAnnotation(Annotation(.verticalLine(x: releaseDay), label: "v2.1"))
        release.style.strokeColor = Color(hex: 0xd55e00)
        chart.addAnnotation(Annotation(.verticalBand(from: incidentStart, to: incidentEnd), label: "incident"))
        chart.addAnnotation(Annotation(.horizontalBand(from: 0, to: 25), layer: .underlay))  // under the data
        var note = AnnotationStyle()
        note.textBackground = .white
        note.anchor = .bottomLeft
        chart.addAnnotation(Annotation(.text("peak", at: .data(x: 7, y: 25)), style: note))

        chart.crosshair.mode = .floating        // every series' value at the pointer
        chart.crosshair.lines = .vertical
        chart.crosshair.outOfRange = .clamp
        chart.tooltipContent = { reading in      // or tooltipDrawing for draw commands of your own
            reading.rows.map { TooltipLine("\($0.seriesTitle): \($0.value(named: "y")?.text ?? "–")", swatch: $0.color) }
        }
        chart.setMeasurementCursors(5, 15)      // Δx, Δy, slope, min, max, mean per series
        // README snippet ends

        let renderer = try SharedRenderer.get()
        _ = renderer.render(chart, size: Size(width: 800, height: 480))
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 19.5), y: 200)
        let image = renderer.render(chart, size: Size(width: 800, height: 480))
        PixelAssertions.keep(image, name: "readme-annotations")
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(chart.crosshairReading()?.rows.count, 2)
        XCTAssertEqual(chart.annotations.count, 4)
        XCTAssertEqual(chart.measurementReading()?.series.count, 2)
    }

    /// The picture of docs/annotations.md: Assets/annotations.json with the floating crosshair over it.
    func testDocsImage() throws {
        let (chart, _) = try ChartFactory.makeChart(path: CommandRunner.packageRoot.appendingPathComponent("Assets/annotations.json").path,
                                                    options: ChartOptions.parse([]))
        let renderer = try SharedRenderer.get()
        let size = Size(width: 1000, height: 620)
        _ = renderer.render(chart, size: size, scale: 2)
        let plot = try XCTUnwrap(chart.lastLayout).plotArea
        chart.crosshair.pointerPosition = Point(x: plot.minX + plot.width * 0.3, y: plot.minY + plot.height * 0.35)
        let image = renderer.render(chart, size: size, scale: 2)
        let reading = try XCTUnwrap(chart.crosshairReading())
        XCTAssertEqual(reading.rows.map(\.seriesTitle), ["Rainfall (mm)", "Temperature (°C)"])
        XCTAssertFalse(reading.rows[0].values[0].text.contains("00:00"), "a monthly axis shows dates alone")
        if let folder = ProcessInfo.processInfo.environment["CHARTKIT_DOCS_IMAGES"] {
            try PNGWriter.write(image, to: "\(folder)/annotations.png")
        }
    }
}
