import ChartKit
import Foundation
import XCTest

/// InteractionAndObservers.md.
final class InteractionArticleTests: ArticleTestCase {
    func testMovesFromCodeSnippet() {
        let chart = lineChart()
        chart.navigation.aspectLock = true
        chart.setRange(min: 10, max: 40, on: chart.xAxis, animated: true)
        chart.pan(to: .end, on: chart.xAxis)
        chart.setZoomLevel(4, on: chart.xAxis, around: 25)
        chart.resetZoom(animated: true)
    }

    func testDrivingAChartSnippet() {
        let chart = lineChart()
        let before = chart.xAxis.visibleRange
        let layout = chart.layout(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer())
        let start = Point(x: 400, y: 250)
        chart.handle(.pointerDown(button: .left, position: start, modifiers: [], clickCount: 1, time: 0), in: layout)
        chart.handle(.pointerMove(position: Point(x: 300, y: 250), buttons: [.left], time: 0.05), in: layout)
        chart.handle(.pointerUp(button: .left, position: Point(x: 300, y: 250), modifiers: [], time: 0.1), in: layout)
        var time = 0.1
        while chart.advance(to: time).isAnimating {
            time += 1.0 / 60                               // momentum slows the pan frame by frame
        }
        XCTAssertGreaterThan(chart.xAxis.visibleRange.min, before.min, "dragged left: later days in view")
        XCTAssertLessThan(time, 30, "momentum came to rest")
    }

    func testInteractionHandlersSnippet() throws {
        let chart = lineChart()
        var heard: [Point] = []
        chart.interactions.remove(named: "pan")                       // a drag no longer pans
        chart.interactions.move(named: "selection", before: "legendToggle")
        struct ClickLogger: ChartInteraction {
            let log: (ChartClick) -> Void
            func click(_ click: ChartClick, in context: InteractionContext) -> InteractionResult {
                log(click)
                return .ignored                                       // passed on: the legend still hears it
            }
        }
        chart.interactions.insert(ClickLogger { print("clicked at", $0.position) }, at: 0)
        XCTAssertEqual(chart.interactions.names, ["ClickLogger", "extensions", "rotate", "measurement", "crosshair", "keyboard", "zoom",
                                                  "boxZoom", "selection", "legendToggle"])
        chart.interactions.handlers[0] = ClickLogger { heard.append($0.position) }
        let layout = chart.layout(size: Size(width: 800, height: 500), measurer: ApproximateTextMeasurer())
        let before = chart.xAxis.visibleRange
        let start = Point(x: 400, y: 250), end = Point(x: 300, y: 250)
        chart.handle(.pointerDown(button: .left, position: start, modifiers: [], clickCount: 1, time: 0), in: layout)
        chart.handle(.pointerMove(position: end, buttons: [.left], time: 0.05), in: layout)
        chart.handle(.pointerUp(button: .left, position: end, modifiers: [], time: 0.1), in: layout)
        XCTAssertEqual(chart.xAxis.visibleRange, before, "without pan a drag moves nothing")
        XCTAssertEqual(heard, [], "a drag is no click")
        chart.handle(.pointerDown(button: .left, position: start, modifiers: [], clickCount: 1, time: 1), in: layout)
        chart.handle(.pointerUp(button: .left, position: start, modifiers: [], time: 1.05), in: layout)
        XCTAssertEqual(heard, [start], "a click reaches the handler first in the list")
    }

    func testObserverSnippet() {
        let chart = lineChart()
        final class PanLogger: ChartObserver {
            var causes: [NavigationCause] = []
            func chartDidFinishPanning(_ chart: Chart, movement: ChartMovement) {
                causes.append(movement.cause)                // .gesture, .momentum, .animation, …
            }
            func chart(_ chart: Chart, didClick click: ChartClick) {
                print("clicked at", click.xValue, click.yValue)
            }
        }
        let logger = PanLogger()
        let token = chart.addObserver(logger)            // heard until cancelled or released
        chart.pan(to: .end, on: chart.xAxis)                 // heard: .programmatic
        token.cancel()
        XCTAssertEqual(logger.causes, [.programmatic])
        chart.pan(to: .start, on: chart.xAxis)
        XCTAssertEqual(logger.causes.count, 1, "not heard once cancelled")
    }

    func testCrosshairAndLinkSnippets() throws {
        let chart = lineChart()
        chart.crosshair.mode = .floating                 // every series' value at the pointer
        chart.crosshair.lines = .vertical
        chart.tooltipContent = { reading in
            reading.rows.map { TooltipLine("\($0.seriesTitle): \($0.value(named: "y")?.text ?? "–")", swatch: $0.color) }
        }
        chart.addAnnotation(Annotation(.verticalBand(from: 3, to: 5), label: "incident"))
        chart.addAnnotation(Annotation(.horizontalLine(y: 20), layer: .underlay))

        let prices = lineChart("p"), volume = lineChart("v"), overview = lineChart("o")
        let cpu = lineChart("web-1"), memory = lineChart("web-1"), network = lineChart("web-1")
        let link = ChartLink(charts: [prices, volume])   // x ranges, momentum and crosshair x move together
        let selector = RangeSelector(main: prices, overview: overview)
        let dashboard = try ChartDashboard(charts: [cpu, memory, network])
        prices.setRange(min: 5, max: 15, on: prices.xAxis)
        XCTAssertEqual(volume.xAxis.visibleRange, prices.xAxis.visibleRange)
        XCTAssertEqual(selector.selection, prices.xAxis.visibleRange)
        withExtendedLifetime((link, dashboard)) {}
    }
}
