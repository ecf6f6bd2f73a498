import ChartKit
import Foundation
import XCTest

/// `ChartView` and `ChartImageRenderer` throw one typed error, naming the layer that failed.
final class ChartKitErrorTests: XCTestCase {
    func testChartsSharingAnAxisObjectAreAccepted() {
        let saved: [(String, String?)] = ["DISPLAY", "WAYLAND_DISPLAY"].map { name in
            (name, getenv(name).map { String(cString: $0) })
        }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        unsetenv("DISPLAY")
        unsetenv("WAYLAND_DISPLAY")
        let shared = NumberAxis()
        shared.title = "load"
        let a = Chart(yAxis: shared), b = Chart(yAxis: shared)
        XCTAssertTrue(shared.isShared)
        // No display here: the view gets as far as opening its window, past any check of axes.
        XCTAssertThrowsError(try ChartView(charts: [a, b], title: "t", size: Size(width: 100, height: 100))) { error in
            XCTAssertEqual(error as? ChartKitError, .window(.noDisplay(reason: "DISPLAY is not set")))
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
