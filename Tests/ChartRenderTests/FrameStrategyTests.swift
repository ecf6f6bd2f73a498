import ChartCore
@testable import ChartGL
import XCTest

/// Moving frames or whole redraws, chosen from measurements on the device (`FrameStrategy`):
/// the choice follows the timings it is given, and a renderer draws pans the way its strategy
/// chose (moved plot pictures, or none).
final class FrameStrategyTests: RendererTestCase {
    func testChoiceFollowsTheMeasuredMedians() {
        let slowMoves = FrameStrategy()
        for k in 0..<FrameStrategy.probesPerKind {
            XCTAssertEqual(slowMoves.choice, .measuring)
            XCTAssertEqual(slowMoves.nextKind, .moving, "kinds alternate while measuring")
            slowMoves.record(.moving, seconds: 0.53e-3 + Double(k) * 1e-6)
            XCTAssertEqual(slowMoves.nextKind, .redraw)
            slowMoves.record(.redraw, seconds: 0.30e-3)
        }
        // The H200's figures at 10^3 points: the redraw wins.
        XCTAssertEqual(slowMoves.choice, .wholeRedraws)
        XCTAssertEqual(slowMoves.nextKind, .redraw)
        slowMoves.record(.moving, seconds: 0)
        XCTAssertEqual(slowMoves.measurements.moving.count, FrameStrategy.probesPerKind, "nothing taken once chosen")

        let fastMoves = FrameStrategy()
        for _ in 0..<FrameStrategy.probesPerKind {
            fastMoves.record(.moving, seconds: 1e-3)
            fastMoves.record(.redraw, seconds: 9e-3)
        }
        XCTAssertEqual(fastMoves.choice, .movingFrames)

        // Moves that never happen: redraws after three times the probes.
        let neverMoves = FrameStrategy()
        for _ in 0..<(3 * FrameStrategy.probesPerKind - 1) { neverMoves.record(.redraw, seconds: 1e-3) }
        XCTAssertEqual(neverMoves.choice, .measuring)
        neverMoves.record(.redraw, seconds: 1e-3)
        XCTAssertEqual(neverMoves.choice, .wholeRedraws)
    }

    func testSharedStrategyIsPerDevice() {
        XCTAssertTrue(FrameStrategy.shared(device: "card A") === FrameStrategy.shared(device: "card A"))
        XCTAssertFalse(FrameStrategy.shared(device: "card A") === FrameStrategy.shared(device: "card B"))
        XCTAssertTrue(renderer.frameStrategy === FrameStrategy.shared(device: renderer.deviceName))
        XCTAssertFalse(renderer.deviceName.isEmpty)
    }

    /// A fresh chart panned by 3 px a frame on `renderer` (a fresh one by default: a moving frame
    /// needs a picture of the same chart drawn before).
    private func panFrames(_ count: Int, on given: ChartRenderer? = nil, measuring: Bool = true,
                           strategy: FrameStrategy? = nil) throws -> [FrameStats] {
        let renderer = try given ?? ChartRenderer(atlas: atlas)
        renderer.allowsMovingFrames = true
        renderer.choosesFramesByMeasuring = measuring
        if let strategy { renderer.frameStrategy = strategy }
        let chart = Chart(title: "pans")
        let source = ArrayDataSource()
        let x = (0..<1_000).map(Double.init)
        source.add(LineSeries(title: "wave"), x: x, y: x.map { sin($0 / 17) })
        chart.dataSource = source
        let size = Size(width: 400, height: 260)
        var stats: [FrameStats] = []
        var plotWidth = 300.0
        for i in 0..<count {
            let range = chart.xAxis.visibleRange
            let step = i == 0 ? 0 : 3 * range.span / plotWidth
            chart.xAxis.setVisibleRange(AxisRange(min: range.min + step, max: range.max + step))
            chart.prepareFrame()
            let layout = chart.layout(size: size, scale: 1, measurer: atlas.library)
            let image = renderer.renderImage(chart.makeScene(layout: layout, measurer: atlas.library))
            XCTAssertEqual(image.width, 400, "each pan step is drawn")
            plotWidth = layout.plotArea.width
            stats.append(renderer.lastFrameStats)
        }
        return stats
    }

    func testRendererDrawsTheInjectedChoice() throws {
        XCTAssertTrue(try panFrames(12, strategy: FrameStrategy(decided: .movingFrames)).contains { $0.movedPlotPicture },
                      "moving frames chosen: pans move the picture")
        XCTAssertFalse(try panFrames(12, strategy: FrameStrategy(decided: .wholeRedraws)).contains { $0.movedPlotPicture },
                       "redraws chosen: no pan moves the picture")
        // Without measuring, allowsMovingFrames alone decides, as before.
        XCTAssertTrue(try panFrames(12, measuring: false, strategy: FrameStrategy(decided: .wholeRedraws))
            .contains { $0.movedPlotPicture })
    }

    func testMeasuringTimesBothKindsThenChooses() throws {
        let strategy = FrameStrategy()
        let frames = try panFrames(4 * FrameStrategy.probesPerKind + 4, strategy: strategy)
        XCTAssertTrue(frames.contains { $0.movedPlotPicture }, "moving frames were tried")
        XCTAssertNotEqual(strategy.choice, .measuring)
        XCTAssertEqual(strategy.measurements.redraw.count >= FrameStrategy.probesPerKind, true)
        XCTAssertTrue(strategy.measurements.moving.count + strategy.measurements.redraw.count >= 2 * FrameStrategy.probesPerKind)
    }
}
