import XCTest
@testable import ChartCore

/// Data labels of different series never overlap: each is placed greedily, in series order,
/// where its style puts it or at an alternative (the other side, right, left), or left out.
final class DataLabelCollisionTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    /// The text commands of the series layer with their rectangles (centred, top-anchored).
    private func labelRects(_ scene: Scene) -> [(text: TextCommand, rect: Rect)] {
        scene.series.compactMap { command in
            guard case .text(let text) = command else { return nil }
            let size = measurer.measure(text.text, font: text.font)
            return (text, Rect(x: text.position.x - size.width / 2, y: text.position.y, width: size.width, height: size.height))
        }
    }

    private func chart(_ ys: [[Double]], width: Double = 640) -> (Chart, Scene) {
        let chart = Chart(title: "Labels")
        let source = ArrayDataSource()
        for (i, y) in ys.enumerated() {
            let line = LineSeries(title: "s\(i)")
            line.style.showsLabels = true
            source.add(line, x: (0..<y.count).map(Double.init), y: y)
        }
        chart.dataSource = source
        return (chart, chart.makeScene(size: Size(width: width, height: 400), scale: 1, measurer: measurer))
    }

    func testLabelsOfDifferentSeriesNeverOverlap() {
        let (_, scene) = chart([[5, 5.1, 5, 5.1, 5.02], [5.05, 5, 5.1, 5, 5.06], [5, 5.05, 5, 5.05, 5.04],
                                [5.01, 5.06, 5.01, 5.04, 5.03]])
        let labels = labelRects(scene)
        XCTAssertGreaterThan(labels.count, 8)
        for i in labels.indices {
            for j in labels.indices where j > i {
                XCTAssertFalse(labels[i].rect.intersects(labels[j].rect), "\(labels[i].text.text) over \(labels[j].text.text)")
            }
            XCTAssertTrue(scene.plotArea.intersects(labels[i].rect))
        }
    }

    func testASecondSeriesOnTheSamePointsTakesTheOtherSide() throws {
        // Two series through the same points: at a point inside the plot one labels above, the
        // other below (at the edges the free side is left or right).
        let ys = [1.0, 3, 2, 4]
        let (chart, scene) = chart([ys, ys])
        let labels = labelRects(scene)
        XCTAssertEqual(labels.count, 8)
        let point = chart.yAxis.pixelValue(forDataValue: 2)
        let first = try XCTUnwrap(labels.first { $0.text.text == "2" }).rect
        let second = try XCTUnwrap(labels.last { $0.text.text == "2" }).rect
        // One above the point, the other below (which goes where depends on the lines around
        // the point: each keeps clear of the other's line where it can).
        let (upper, lower) = first.minY < second.minY ? (first, second) : (second, first)
        XCTAssertLessThan(upper.maxY, point, "one label above the point")
        XCTAssertGreaterThan(lower.minY, point, "the other below it")
        XCTAssertEqual(first.midX, second.midX, accuracy: 1e-9)
    }

    func testALabelWithNoFreePlaceIsLeftOut() {
        // Five series through one point: above, below, right and left hold four labels at most.
        let (_, scene) = chart(Array(repeating: [1, 1.5, 2], count: 5))
        let labels = labelRects(scene)
        let middle = labels.filter { $0.text.text == "1.5" }
        XCTAssertEqual(middle.count, 4)
    }

    func testALabelKeepsClearOfAnotherSeriesLineWhenAPlaceIsFree() throws {
        // Series 0 is labelled; series 1 (no labels) runs just above its points, where the labels
        // would go by default.
        let chart = Chart(title: "Labels")
        let source = ArrayDataSource()
        let labelled = LineSeries(title: "labelled")
        labelled.style.showsLabels = true
        let xs = (0..<6).map(Double.init)
        source.add(labelled, x: xs, y: [10, 10, 10, 10, 10, 10])
        let other = LineSeries(title: "other")
        source.add(other, x: xs, y: [10.6, 10.6, 10.6, 10.6, 10.6, 10.6])
        chart.dataSource = source
        chart.yAxis.setVisibleRange(AxisRange(min: 0, max: 20))
        let scene = chart.makeScene(size: Size(width: 640, height: 400), scale: 1, measurer: measurer)
        let labels = labelRects(scene)
        XCTAssertEqual(labels.count, 6, "every point keeps its label")
        let line = chart.yAxis.pixelValue(forDataValue: 10.6)
        for label in labels {
            XCTAssertFalse(label.rect.minY - 2 <= line && label.rect.maxY + 2 >= line,
                           "label \(label.text.text) at \(label.rect) sits on the other line at y \(line)")
        }
    }

    func testBarsOfOneSeriesPushAnotherSeriesLabelsOffThem() {
        // A line's labels go below its points by style, where they would sit on the columns
        // just under the line: they take the free place above instead.
        let chart = Chart(title: "Labels")
        let source = ArrayDataSource()
        let columns = ColumnSeries(title: "columns")
        let xs = (0..<5).map(Double.init)
        source.add(columns, x: xs, y: [10.5, 10.5, 10.5, 10.5, 10.5])
        let line = LineSeries(title: "line")
        line.style.showsLabels = true
        line.style.labelStyle.position = .below
        source.add(line, x: xs, y: [11, 11, 11, 11, 11])
        chart.dataSource = source
        chart.yAxis.setVisibleRange(AxisRange(min: 0, max: 20))
        let scene = chart.makeScene(size: Size(width: 640, height: 400), scale: 1, measurer: measurer)
        let labels = labelRects(scene)
        XCTAssertEqual(labels.count, 5)
        let bars = scene.series.flatMap { command -> [Rect] in
            if case .rects(let shapes) = command { return shapes.map(\.rect) }
            return []
        }
        XCTAssertFalse(bars.isEmpty)
        let point = chart.yAxis.pixelValue(forDataValue: 11)
        for label in labels {
            XCTAssertFalse(bars.contains { $0.intersects(label.rect) }, "\(label.text.text) on a column")
            XCTAssertLessThan(label.rect.maxY, point, "above its point")
        }
    }
}
