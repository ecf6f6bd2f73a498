import ChartKit
import Foundation
import XCTest

/// Rotation.md.
final class RotationArticleTests: ArticleTestCase {
    func testRotationSnippets() throws {
        let chart = Chart()
        final class RotationLogger: ChartObserver {
            var angles: [Double] = []
            func chart(_ chart: Chart, isRotating rotation: ChartRotation) {
                angles.append(rotation.angle)
            }
            func chart(_ chart: Chart, didFinishRotating rotation: ChartRotation) {
                print("rested at", rotation.angle, "after", rotation.cause)
            }
        }
        let rotationLogger = RotationLogger()
        let rotationToken = chart.addObserver(rotationLogger)
        defer { rotationToken.cancel() }

        let pie = PieSeries(title: "Energy")
        let data = ArrayDataSource()
        data.add(pie, values: [38, 24, 15, 10], names: ["Gas", "Wind", "Nuclear", "Solar"])
        chart.dataSource = data

        chart.rotate(pie, to: .pi / 4, animated: true)     // or set pie.rotationAngle
        chart.rotateSlice(1, of: pie, to: -.pi / 2)        // Wind's middle to the top, the shorter way
        pie.rotateSelectedSliceTo = .pi / 2                // a selected slice turns to face the bottom
        let facingDown = chart.slice(atAngle: .pi / 2, in: pie)

        var time = 0.0
        while chart.advance(to: time).isAnimating { time += 1.0 / 60 }
        XCTAssertNotNil(facingDown)
        XCTAssertEqual(chart.slice(atAngle: -.pi / 2, in: pie)?.name, "Wind")
        XCTAssertFalse(rotationLogger.angles.isEmpty, "observers hear the animation's steps")
        XCTAssertEqual(rotationLogger.angles.last ?? .nan, pie.rotationAngle, accuracy: 1e-12)

        pie.gesturesEnabled = true                         // a drag turns it
        pie.momentumEnabled = false                        // a release stops it where it is
        pie.rotationFriction = 6                           // with momentum: how fast a spin slows
        XCTAssertFalse(pie.momentumEnabled)
    }
}
