import ChartKit
import Foundation
import XCTest

/// MeasurementCursors.md.
final class MeasurementArticleTests: ArticleTestCase {
    func testCursorSnippets() throws {
        let chart = lineChart("Oslo")
        final class MeasurementLogger: ChartObserver {
            var lastDeltaX: Double?
            func chart(_ chart: Chart, didChangeMeasurement reading: MeasurementReading?) {
                lastDeltaX = reading?.deltaX
            }
        }
        let measurementLogger = MeasurementLogger()
        let measurementToken = chart.addObserver(measurementLogger)
        defer { measurementToken.cancel() }

        chart.setMeasurementCursors(5, 15)                 // or one: setMeasurementCursors(5)
        chart.placeMeasurementCursor(at: 20)               // the nearer of the two moves to 20
        XCTAssertEqual(chart.measurementCursors, [5, 20])
        let rows = try XCTUnwrap(chart.measurementReading()).series
        XCTAssertEqual(rows.first?.seriesTitle, "Oslo")
        XCTAssertEqual(rows.first?.count, 16, "days 5 to 20 inclusive")
        XCTAssertEqual(rows.first?.y1 ?? .nan, temperatures[5], accuracy: 1e-9)
        let scene = chart.makeScene(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer())
        XCTAssertFalse(scene.plotOverlay.isEmpty, "the frame draws the two cursors")
        XCTAssertEqual(measurementLogger.lastDeltaX, 15, "heard when the frame was built")

        // The article's block, as written.
        chart.setMeasurementCursors(5, 15)                 // or one: setMeasurementCursors(5)
        chart.placeMeasurementCursor(at: 20)               // the nearer of the two moves to 20
        if let reading = chart.measurementReading() {      // nil with fewer than two cursors
            for row in reading.series {
                let slope = row.slope(deltaX: reading.deltaX)
                print(row.seriesTitle, row.deltaY ?? .nan, slope ?? .nan, row.mean ?? .nan, row.count)
            }
        }
        chart.clearMeasurementCursors()

        XCTAssertNil(chart.measurementReading())
        let bare = chart.makeScene(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer())
        XCTAssertTrue(bare.plotOverlay.isEmpty, "no cursor drawn")
        XCTAssertNil(measurementLogger.lastDeltaX, "and nil once the cursors are gone")
    }
}
