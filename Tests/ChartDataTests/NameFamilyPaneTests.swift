import Foundation
import XCTest
@testable import ChartData

/// Measures named as components of a few quantities get a pane per quantity
/// (`ChartChoice+NameFamilies`); names of no such shape, or families that would not read as
/// panes, keep the earlier choice. Synthetic logs of the shapes sensor exports write.
final class NameFamilyPaneTests: XCTestCase {
    private func choose(_ text: String) throws -> ChartChoice {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return try ChartChoice(schema: schema, request: ChartRequest())
    }

    private func log(_ names: [String], rows: Int = 200, size: (Int) -> Double = { _ in 1 }) -> String {
        var lines = [(["Counter"] + names).joined(separator: ",")]
        for row in 0..<rows {
            let cells = names.indices.map { String(format: "%.5f", size($0) * sin(Double(row) / 9 + Double($0))) }
            lines.append(([String(row)] + cells).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testFamiliesOfComponents() {
        XCTAssertEqual(ChartChoice.nameFamily("Acc_X"), "acc")
        XCTAssertEqual(ChartChoice.nameFamily("Gyroscope Z (deg/s)"), "gyroscope (deg/s)")
        XCTAssertEqual(ChartChoice.nameFamily("Quat_q2"), "quat")
        XCTAssertEqual(ChartChoice.nameFamily("magY"), "mag")
        XCTAssertEqual(ChartChoice.nameFamily("sensor 3 [V]"), "sensor [V]")
        for name in ["X", "price", "Barometer (hPa)", "Acc_XY", "temp_12"] {
            XCTAssertNil(ChartChoice.nameFamily(name), name)
        }
    }

    /// Thirteen channels of an inertial unit, all near ±1: four panes by quantity, not one tangle.
    func testThirteenChannelsOfFourQuantitiesGetAPaneEach() throws {
        let names = ["Acc_X", "Acc_Y", "Acc_Z", "Gyr_X", "Gyr_Y", "Gyr_Z", "Mag_X", "Mag_Y", "Mag_Z", "Quat_q0", "Quat_q1", "Quat_q2", "Quat_q3"]
        let choice = try choose(log(names))
        XCTAssertEqual(choice.x, "Counter", choice.explanation)
        XCTAssertEqual(choice.panes, [Array(names[0..<3]), Array(names[3..<6]), Array(names[6..<9]), Array(names[9..<13])], choice.explanation)
        XCTAssertTrue(choice.decision("panes")?.description.contains("components of 4 quantities") ?? false, choice.explanation)
    }

    /// Two sensors whose sizes differ (deg/s beside g) and a barometer: panes by quantity, the
    /// barometer on its own, where magnitude alone would have split them otherwise.
    func testQuantitiesOfDifferentSizesAreSplitByNameNotBySize() throws {
        let names = ["Gyroscope X (deg/s)", "Gyroscope Y (deg/s)", "Gyroscope Z (deg/s)", "Accelerometer X (g)", "Accelerometer Y (g)",
                     "Accelerometer Z (g)", "Magnetometer X (uT)", "Magnetometer Y (uT)", "Magnetometer Z (uT)", "Barometer (hPa)"]
        let sizes: [Double] = [200, 200, 200, 1, 1, 1, 40, 40, 40, 1000]
        let choice = try choose(log(names) { sizes[$0] })
        XCTAssertEqual(choice.panes.count, 4, choice.explanation)
        XCTAssertEqual(choice.panes.last, ["Barometer (hPa)"], choice.explanation)
    }

    /// Few measures of one size stay on one chart; names of no family keep the magnitude rule.
    func testFewSimilarMeasuresOrUnrelatedNamesKeepTheEarlierChoice() throws {
        let few = try choose(log(["Acc_X", "Acc_Y", "Gyr_X", "Gyr_Y"]))
        XCTAssertTrue(few.panes.isEmpty, few.explanation)
        let unrelated = ["price", "volume", "open", "close", "high", "low", "vwap", "trades", "spread"]
        let choice = try choose(log(unrelated))
        XCTAssertNil(choice.decision("panes")?.reasons.first { $0.contains("quantities") }, choice.explanation)
    }
}
