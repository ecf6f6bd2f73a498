import ChartCore
import Foundation
import XCTest

/// Data at magnitudes outside Float's range (1e−40, 1e300) or with spans far below it (1e−300):
/// every geometry builder keeps its vertices finite and of order one, and every vertex lands,
/// through its transform, within 0.01 device pixel of the exact Double position.
final class GeometryMagnitudeTests: XCTestCase {
    private let plot = Rect(x: 40, y: 20, width: 800, height: 500)
    private let measurer = ApproximateTextMeasurer()

    /// Where data point (x, y) belongs in points, computed in Double.
    private func exact(_ x: Double, _ y: Double, xRange: AxisRange, yRange: AxisRange) -> Point {
        Point(x: plot.minX + (x - xRange.min) / xRange.span * plot.width,
              y: plot.maxY - (y - yRange.min) / yRange.span * plot.height)
    }

    /// Asserts that vertex i of `geometry` stands for point `indices[i]` of (x, y): finite, of
    /// order one, and drawn by `transform` within 0.01 device pixel (at `scale`) of its place.
    private func assertPlaced(_ geometry: SeriesGeometry, _ transform: DataTransform, x: [Double], y: [Double],
                              indices: [Int]? = nil, xRange: AxisRange, yRange: AxisRange, scale: Double = 2,
                              file: StaticString = #filePath, line: UInt = #line) {
        let indices = indices ?? Array(x.indices)
        XCTAssertEqual(geometry.count, indices.count, "vertex count", file: file, line: line)
        for (vertex, index) in indices.enumerated() where vertex < geometry.count {
            let localX = geometry.vertices[2 * vertex], localY = geometry.vertices[2 * vertex + 1]
            XCTAssertTrue(localX.isFinite && localY.isFinite, "vertex \(vertex) is (\(localX), \(localY))",
                          file: file, line: line)
            XCTAssertLessThanOrEqual(max(abs(localX), abs(localY)), 4, "vertex \(vertex) is of order one",
                                     file: file, line: line)
            let drawn = transform.apply(localX: Double(localX), localY: Double(localY))
            let expected = exact(x[index], y[index], xRange: xRange, yRange: yRange)
            XCTAssertEqual(drawn.x * scale, expected.x * scale, accuracy: 0.01, "vertex \(vertex) x",
                           file: file, line: line)
            XCTAssertEqual(drawn.y * scale, expected.y * scale, accuracy: 0.01, "vertex \(vertex) y",
                           file: file, line: line)
            // As the GPU does it: offset and scale in device pixels, rounded to Float.
            let onGPU = (x: Float(transform.offsetX * scale) + localX * Float(transform.scaleX * scale),
                         y: Float(transform.offsetY * scale) + localY * Float(transform.scaleY * scale))
            XCTAssertEqual(Double(onGPU.x), expected.x * scale, accuracy: 0.01, "vertex \(vertex) x in Float",
                           file: file, line: line)
            XCTAssertEqual(Double(onGPU.y), expected.y * scale, accuracy: 0.01, "vertex \(vertex) y in Float",
                           file: file, line: line)
        }
    }

    // MARK: - The unit

    func testTheUnitIsThePowerOfTwoAtOrBelowTheSpan() {
        XCTAssertEqual(SeriesGeometry.unit(forSpan: 3), 2)
        XCTAssertEqual(SeriesGeometry.unit(forSpan: 4), 4)
        XCTAssertEqual(SeriesGeometry.unit(forSpan: 0.75), 0.5)
        for span in [1e-300, 2.2e-40, 7e-9, 1e30, 2.4e300, 1.7e308, Double.leastNonzeroMagnitude] {
            let unit = SeriesGeometry.unit(forSpan: span)
            XCTAssertEqual(unit.significand, 1, "\(span): a power of two")
            XCTAssertTrue(unit <= span && span < 2 * unit, "\(span): unit \(unit)")
        }
        for bad in [0, -1, .nan, .infinity] {
            XCTAssertEqual(SeriesGeometry.unit(forSpan: bad), 1, "\(bad)")
        }
    }

    func testAppendAndDataPointUseTheUnit() {
        let geometry = SeriesGeometry(originX: 1e-40, originY: 1e300, unitX: 0x1p-133, unitY: 0x1p996)
        geometry.append(x: 1.5e-40, y: 1.2e300)
        XCTAssertEqual(geometry.vertices, [Float(0.5e-40 / 0x1p-133), Float((1.2e300 - 1e300) / 0x1p996)])
        let point = geometry.dataPoint(at: 0)
        XCTAssertEqual(point.x, 1.5e-40, accuracy: 1.5e-40 * 1e-7)
        XCTAssertEqual(point.y, 1.2e300, accuracy: 1.2e300 * 1e-7)
    }

    // MARK: - Lines

    func testALineOfCrossSectionsNear1eMinus40IsPlacedExactly() {
        let x = [0.0, 1, 2, 3], y = [1e-40, 3e-40, 2e-40, 2.5e-40]
        let xRange = AxisRange(min: -0.1, max: 3.1), yRange = AxisRange(min: 0.9e-40, max: 3.1e-40)
        let builder = LineGeometryBuilder()
        let transform = builder.update(data: SeriesData(x: x, y: y), xRange: xRange, yRange: yRange,
                                       plotRect: plot, scale: 2)
        assertPlaced(builder.geometry, transform, x: x, y: y, xRange: xRange, yRange: yRange)
        XCTAssertEqual(builder.geometry.unitY, 0x1p-132, "the power of two at or below the 2.2e-40 span")
    }

    func testALineSwingingBetweenPlusAndMinus1e300IsPlacedExactly() {
        let x = [0.0, 1, 2], y = [1e300, -1e300, 5e299]
        let xRange = AxisRange(min: 0, max: 2), yRange = AxisRange(min: -1.2e300, max: 1.2e300)
        let builder = LineGeometryBuilder()
        let transform = builder.update(data: SeriesData(x: x, y: y), xRange: xRange, yRange: yRange,
                                       plotRect: plot, scale: 2)
        assertPlaced(builder.geometry, transform, x: x, y: y, xRange: xRange, yRange: yRange)
        XCTAssertTrue(transform.scaleY.isFinite && transform.offsetY.isFinite)
    }

    func testPositionsSpanning1eMinus300ArePlacedExactly() {
        let x = (0..<50).map { Double($0) * 1e-300 + 3e-299 }
        let y = x.indices.map { sin(Double($0) / 5) }
        let xRange = AxisRange(min: 3e-299, max: 3e-299 + 49e-300), yRange = AxisRange(min: -1, max: 1)
        let builder = LineGeometryBuilder()
        let transform = builder.update(data: SeriesData(x: x, y: y), xRange: xRange, yRange: yRange,
                                       plotRect: plot, scale: 2)
        assertPlaced(builder.geometry, transform, x: x, y: y, xRange: xRange, yRange: yRange)
        XCTAssertTrue(transform.scaleX.isFinite, "points per unit computed on spans of order one")
    }

    func testAppendingAt1eMinus40StaysExactAndMatchesAFreshBuild() {
        var x = [0.0, 1, 2, 3], y = [1e-40, 3e-40, 2e-40, 2.5e-40]
        let data = SeriesData(x: x, y: y)
        let xRange = AxisRange(min: 0, max: 6), yRange = AxisRange(min: 0, max: 4e-40)
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 2)
        let revision = builder.geometry.revision
        let more = ([4.0, 5, 6], [3.5e-40, 0.5e-40, 1.25e-40])
        data.append(x: more.0, y: more.1)
        x += more.0
        y += more.1
        let transform = builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertTrue(builder.lastUpdateAppended)
        XCTAssertEqual(builder.geometry.revision, revision, "appended, not rebuilt")
        assertPlaced(builder.geometry, transform, x: x, y: y, xRange: xRange, yRange: yRange)

        let fresh = LineGeometryBuilder()
        fresh.update(data: SeriesData(x: x, y: y), xRange: xRange, yRange: yRange, plotRect: plot, scale: 2)
        XCTAssertEqual(builder.geometry.vertices.map(\.bitPattern), fresh.geometry.vertices.map(\.bitPattern))
    }

    func testAppendingAt1e300StaysExact() {
        var x = [0.0, 1], y = [2e300, -3e300]
        let data = SeriesData(x: x, y: y)
        let xRange = AxisRange(min: 0, max: 3), yRange = AxisRange(min: -4e300, max: 4e300)
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        data.append(x: [2, 3], y: [3.9e300, 1e299])
        x += [2, 3]
        y += [3.9e300, 1e299]
        let transform = builder.update(data: data, xRange: xRange, yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertTrue(builder.lastUpdateAppended)
        assertPlaced(builder.geometry, transform, x: x, y: y, xRange: xRange, yRange: yRange, scale: 1)
    }

    func testPanningKeepsTheGeometryAndStaysExact() {
        let x = (0..<40).map(Double.init), y = x.map { 1e-40 * (1 + cos($0 / 3)) }
        let data = SeriesData(x: x, y: y)
        let yRange = AxisRange(min: 0, max: 2e-40)
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: AxisRange(min: 10, max: 20), yRange: yRange, plotRect: plot, scale: 2)
        let revision = builder.geometry.revision
        let panned = AxisRange(min: 12, max: 22), raised = AxisRange(min: 0.3e-40, max: 2.3e-40)
        let transform = builder.update(data: data, xRange: panned, yRange: raised, plotRect: plot, scale: 2)
        XCTAssertFalse(builder.lastUpdateRebuilt, "a pan changes only the transform")
        XCTAssertEqual(builder.geometry.revision, revision)
        assertPlaced(builder.geometry, transform, x: x, y: y, xRange: panned, yRange: raised)
    }

    func testZoomingIn2To60TimesPastTheUnitRebuildsInAFinerUnit() {
        let data = SeriesData(x: [-1, 0, 1], y: [0, 1, 0])
        let yRange = AxisRange(min: -1, max: 2)
        let builder = LineGeometryBuilder()
        builder.update(data: data, xRange: AxisRange(min: -1, max: 1), yRange: yRange, plotRect: plot, scale: 1)
        XCTAssertEqual(builder.geometry.unitX, 2)
        builder.update(data: data, xRange: AxisRange(min: -0x1p-50, max: 0x1p-50), yRange: yRange,
                       plotRect: plot, scale: 1)
        XCTAssertFalse(builder.lastUpdateRebuilt, "2^50 times in: the unit still suits")
        builder.update(data: data, xRange: AxisRange(min: -0x1p-70, max: 0x1p-70), yRange: yRange,
                       plotRect: plot, scale: 1)
        XCTAssertTrue(builder.lastUpdateRebuilt)
        XCTAssertEqual(builder.geometry.unitX, 0x1p-69)
    }

    // MARK: - Markers and bands

    func testDecimatedMarkersNear1eMinus40AreFiniteAndExact() throws {
        // One point per cell (they are far apart), so every point is kept, in order.
        let x = (0..<30).map { Double($0) * 1e-41 }, y = x.indices.map { 1e-40 + Double($0 % 7) * 3e-41 }
        let xRange = AxisRange(min: 0, max: 3e-40), yRange = AxisRange(min: 0.9e-40, max: 3.1e-40)
        let builder = MarkerGeometryBuilder()
        builder.decimationThreshold = 10
        let transform = try XCTUnwrap(builder.update(data: SeriesData(x: x, y: y), xRange: xRange, yRange: yRange,
                                                     plotRect: plot, scale: 2, markerReach: 4))
        assertPlaced(builder.geometry, transform, x: x, y: y, xRange: xRange, yRange: yRange)
    }

    func testDecimatedMarkersNear1e300AreFiniteAndExact() throws {
        let x = (0..<30).map { 1e300 + Double($0) * 1e298 }, y = x.indices.map { -1e300 + Double($0 % 5) * 4e299 }
        let xRange = AxisRange(min: 1e300, max: 1.3e300), yRange = AxisRange(min: -1.1e300, max: 1e300)
        let builder = MarkerGeometryBuilder()
        builder.decimationThreshold = 10
        let transform = try XCTUnwrap(builder.update(data: SeriesData(x: x, y: y), xRange: xRange, yRange: yRange,
                                                     plotRect: plot, scale: 2, markerReach: 4))
        assertPlaced(builder.geometry, transform, x: x, y: y, xRange: xRange, yRange: yRange)
    }

    func testBandLinesAt1e300AndSideways1eMinus40AreFiniteAndExact() {
        let positions = [0.0, 1, 2, 3]
        let high = [2e300, 3e300, 2.5e300, 1e300], low = [-1e300, 0, 5e299, -2e300]
        let builder = BandGeometryBuilder()
        let xRange = AxisRange(min: 0, max: 3), yRange = AxisRange(min: -3e300, max: 3.5e300)
        let transform = builder.update(upper: SeriesData(x: positions, y: high),
                                       lower: SeriesData(x: positions, y: low), xRange: xRange, yRange: yRange, plotRect: plot, scale: 2, vertical: false)
        assertPlaced(builder.upper, transform, x: positions, y: high, xRange: xRange, yRange: yRange)
        assertPlaced(builder.lower, transform, x: positions, y: low, xRange: xRange, yRange: yRange)

        // Vertical: values run along x.
        let tinyHigh = [2e-40, 3e-40, 2.5e-40, 1e-40], tinyLow = [-1e-40, 0, 5e-41, -2e-40]
        let valueRange = AxisRange(min: -3e-40, max: 3.5e-40)
        let sideways = builder.update(upper: SeriesData(x: positions, y: tinyHigh),
                                      lower: SeriesData(x: positions, y: tinyLow),
                                      xRange: valueRange, yRange: xRange, plotRect: plot, scale: 2, vertical: true)
        assertPlaced(builder.upper, sideways, x: tinyHigh, y: positions, xRange: valueRange, yRange: xRange)
        assertPlaced(builder.lower, sideways, x: tinyLow, y: positions, xRange: valueRange, yRange: xRange)
    }

    // MARK: - Series

    private func chart(_ series: ChartSeries, x: [Double], y: [Double], yRange: AxisRange) -> Chart {
        let chart = Chart(title: "Magnitudes")
        let source = ArrayDataSource()
        source.add(series, x: x, y: y)
        chart.dataSource = source
        chart.yAxis.explicitDefaultRange = yRange
        return chart
    }

    func testALineFillsDownToItsBaselineAt1eMinus40() throws {
        let line = LineSeries(title: "σ")
        line.style.showsFill = true
        line.style.fillBaseline = 0.5e-40
        let c = chart(line, x: [0, 1, 2, 3], y: [1e-40, 3e-40, 2e-40, 2.5e-40],
                      yRange: AxisRange(min: 0, max: 4e-40))
        let scene = c.makeScene(size: Size(width: 800, height: 500), scale: 2, measurer: measurer)
        let fill = try XCTUnwrap(scene.series.lazy.compactMap { command -> FillCommand? in
            if case .fill(let fill) = command { return fill }
            return nil
        }.first)
        let baselinePoint = fill.transform.offsetY + fill.baseline * fill.transform.scaleY
        XCTAssertEqual(baselinePoint * 2, c.yAxis.pixelValue(forDataValue: 0.5e-40) * 2, accuracy: 0.01)
        XCTAssertTrue(Float(fill.transform.scaleY * 2).isNormal, "the scale the GPU gets is a normal Float")
        XCTAssertTrue(Float(fill.baseline).isNormal, "the baseline is of order one in local units")
    }

    func testStepCornersAt1e300LieOnTheDataPixels() throws {
        let step = StepLineSeries(title: "steps")
        let x = [0.0, 1, 2, 3], y = [1e300, -2e300, 5e299, 3e300]
        let c = chart(step, x: x, y: y, yRange: AxisRange(min: -4e300, max: 4e300))
        let scene = c.makeScene(size: Size(width: 800, height: 500), scale: 2, measurer: measurer)
        let line = try XCTUnwrap(scene.series.lazy.compactMap { command -> PolylineCommand? in
            if case .polyline(let line) = command { return line }
            return nil
        }.first)
        let geometry = line.geometry.geometry
        XCTAssertGreaterThan(geometry.count, x.count, "corners between the points")
        XCTAssertTrue(Float(line.transform.scaleY * 2).isNormal, "the scale the GPU gets is a normal Float")
        let columns = x.map { c.xAxis.pixelValue(forDataValue: $0) }
        let rows = y.map { c.yAxis.pixelValue(forDataValue: $0) }
        for vertex in 0..<geometry.count {
            let localX = geometry.vertices[2 * vertex], localY = geometry.vertices[2 * vertex + 1]
            XCTAssertTrue(localX.isFinite && localY.isFinite, "vertex \(vertex)")
            let drawn = line.transform.apply(localX: Double(localX), localY: Double(localY))
            XCTAssertTrue(columns.contains { abs($0 - drawn.x) * 2 <= 0.01 }, "vertex \(vertex) x \(drawn.x)")
            XCTAssertTrue(rows.contains { abs($0 - drawn.y) * 2 <= 0.01 }, "vertex \(vertex) y \(drawn.y)")
        }
    }
}
