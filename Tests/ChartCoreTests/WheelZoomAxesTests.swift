import XCTest
@testable import ChartCore

/// `NavigationOptions.wheelZoomAxes`: over the plot, the wheel zooms x alone for time series,
/// Shift+wheel y alone, Ctrl+wheel both; `.all` (the default) zooms both.
final class WheelZoomAxesTests: XCTestCase {
    private func scroll(_ r: GestureReplay, modifiers: InputEvent.Modifiers) {
        r.send(.scroll(dx: 0, dy: 2, position: r.center, modifiers: modifiers, isPrecise: false, time: r.time))
    }

    func testHorizontalWheelZoomsXAloneShiftYAloneControlBoth() {
        for (modifiers, xZooms, yZooms) in [([], true, false), ([.shift], false, true), ([.control], true, true)]
            as [(InputEvent.Modifiers, Bool, Bool)] {
            let r = GestureReplay.standard { $0.navigation.wheelZoomAxes = .horizontal }
            let x0 = r.x, y0 = r.y
            scroll(r, modifiers: modifiers)
            XCTAssertEqual(r.x.span < x0.span * 0.99, xZooms, "x with \(modifiers)")
            XCTAssertEqual(r.y.span < y0.span * 0.99, yZooms, "y with \(modifiers)")
            if !xZooms { XCTAssertEqual(r.x, x0) }
            if !yZooms { XCTAssertEqual(r.y, y0) }
        }
    }

    func testAllIsTheDefaultAndZoomsBoth() {
        let r = GestureReplay.standard()
        XCTAssertEqual(r.chart.navigation.wheelZoomAxes, .all)
        let x0 = r.x, y0 = r.y
        scroll(r, modifiers: [])
        XCTAssertLessThan(r.x.span, x0.span * 0.99)
        XCTAssertLessThan(r.y.span, y0.span * 0.99)
    }
}
