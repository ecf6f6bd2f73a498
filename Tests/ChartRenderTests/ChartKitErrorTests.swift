import ChartKit
import Foundation
import XCTest

/// `ChartView` and `ChartImageRenderer` throw one typed error, naming the layer that failed.
final class ChartKitErrorTests: XCTestCase {
    func testChartsSharingAnAxisObjectAreRefusedBeforeAnyWindowOpens() {
        let shared = NumberAxis()
        shared.title = "load"
        let a = Chart(yAxis: shared), b = Chart(yAxis: shared)
        XCTAssertThrowsError(try ChartView(charts: [a, b], title: "t", size: Size(width: 100, height: 100))) { error in
            guard case .sharedAxis(let cause)? = error as? ChartKitError else {
                return XCTFail("expected ChartKitError.sharedAxis, got \(error)")
            }
            XCTAssertEqual(cause.firstChart, 0)
            XCTAssertEqual(cause.secondChart, 1)
            XCTAssertEqual(String(describing: error), cause.description, "the message is the cause's, one line")
        }
    }

    func testWithoutADisplayTheViewThrowsTheWindowsNoDisplay() {
        let saved: [(String, String?)] = ["DISPLAY", "WAYLAND_DISPLAY"].map { name in
            (name, getenv(name).map { String(cString: $0) })
        }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        unsetenv("DISPLAY")
        unsetenv("WAYLAND_DISPLAY")
        XCTAssertThrowsError(try ChartView(chart: Chart(), title: "t", size: Size(width: 100, height: 100))) { error in
            XCTAssertEqual(error as? ChartKitError, .window(.noDisplay(reason: "DISPLAY is not set")))
        }
    }
}
