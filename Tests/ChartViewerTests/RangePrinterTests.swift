import ChartKit
import XCTest
@testable import ChartViewer

/// `--print-ranges` lines: exact text, one per range change, numbers that read back exactly; and
/// `--print-layout`'s.
final class RangePrinterTests: XCTestCase {
    func testALineNamesEveryAxisAndTheCause() {
        let chart = Chart()
        chart.setRange(min: -2.5, max: 10, on: chart.xAxis)
        chart.setRange(min: 0.1, max: 1e-7, on: chart.yAxis)
        XCTAssertEqual(RangePrinter.line(for: chart, cause: "pan"),
                       "{\"x\":[-2.5,10],\"y\":[1e-07,0.1],\"cause\":\"pan\"}\n")
        XCTAssertEqual(RangePrinter.line(for: chart, cause: "box", chartIndex: 1),
                       "{\"chart\":1,\"x\":[-2.5,10],\"y\":[1e-07,0.1],\"cause\":\"box\"}\n")
    }

    /// `--print-layout`: left, top, right, bottom; the chart's index only in a window of several.
    func testALayoutLineGivesThePlotAreasEdges() {
        let plot = Rect(x: 44.5, y: 30, width: 720, height: 410.25)
        XCTAssertEqual(LayoutPrinter.line(plot: plot, chartIndex: nil), "{\"plot\":[44.5,30,764.5,440.25]}\n")
        XCTAssertEqual(LayoutPrinter.line(plot: plot, chartIndex: 2), "{\"chart\":2,\"plot\":[44.5,30,764.5,440.25]}\n")
    }

    func testNumbersReadBackExactlyAndNonFiniteOnesAreNull() throws {
        for value in [0.1 + 0.2, 1.7e9 + 0.001, -1e300, Double.leastNonzeroMagnitude, 123456789012345.0, 1e15, -0.0] {
            let text = RangePrinter.number(value)
            XCTAssertEqual(Double(text), value, text)
            XCTAssertEqual(Double(text)?.sign, value.sign, text)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)), "valid JSON: \(text)")
        }
        XCTAssertEqual(RangePrinter.number(.nan), "null")
        XCTAssertEqual(RangePrinter.number(-.infinity), "null")
    }

    func testEveryStepOfAMovementPrintsOneLineWithItsCause() {
        let chart = Chart()
        var lines: [String] = []
        let printer = RangePrinter { lines.append($0) }
        chart.delegate = printer
        chart.setRange(min: 0, max: 4, on: chart.xAxis)
        chart.setRange(min: 1, max: 5, on: chart.xAxis, animated: true)
        var time = 0.0
        while chart.isNavigationAnimating {
            time += 0.05
            chart.advance(to: time)
        }
        XCTAssertEqual(lines.first, "{\"x\":[0,4],\"y\":[0,1],\"cause\":\"programmatic\"}\n")
        XCTAssertEqual(lines.last, "{\"x\":[1,5],\"y\":[0,1],\"cause\":\"animation\"}\n")
        XCTAssertEqual(lines.count, 1 + Int((0.35 / 0.05).rounded(.up)))
        withExtendedLifetime(printer) {}
    }
}
