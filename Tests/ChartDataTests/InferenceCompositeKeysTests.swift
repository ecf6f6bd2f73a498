import Foundation
import XCTest
@testable import ChartData

/// Long tables whose entities are told apart only by several columns together, by a number of few
/// values, or by runs of rows (`ChartChoice+CompositeKeys`), and the design axis that a
/// repeated-measures mean would average away (`TableSchema+Factors`): the column shapes that
/// split each, and the ones that must stay as they were.
final class InferenceCompositeKeysTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return (try ChartChoice(schema: schema, request: request), schema)
    }

    /// Characteristic lines written long: (component, parameter, method, x, y), each curve a run
    /// of rows over its own x grid. Component and parameter together leave one pair of curves
    /// (the same component and parameter by two methods) sharing x values, so only the three
    /// columns make (key, x) unique.
    private func characteristicLines() -> String {
        var lines = ["component,parameter,method,x,y"]
        let curves: [(String, String, String, Int)] = [
            ("Turbine", "eta", "DEFAULT", 12), ("Turbine", "eta", "TRAUPEL", 12), ("Pump", "eta", "DEFAULT", 9),
            ("Pipe", "kA", "DEFAULT", 14), ("Pipe", "UA", "DEFAULT", 14), ("Condenser", "kA1", "DEFAULT", 18),
            ("Condenser", "kA2", "DEFAULT", 10), ("Compressor", "eta", "DEFAULT", 17), ("Heater", "UA", "FLUID", 11),
            ("Heater", "UA", "DEFAULT", 16),
        ]
        for (c, (component, parameter, method, points)) in curves.enumerated() {
            for i in 0..<points {
                let x = Double(i) * 0.1 * Double(1 + c % 3)
                lines.append("\(component),\(parameter),\(method),\(x),\(String(format: "%.4f", 0.9 + Double(c) * 0.01 + 0.05 * sin(x)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testCurvesToldApartByThreeColumnsTogetherAreALinePerCompositeKey() throws {
        let (choice, schema) = try choose(characteristicLines())
        XCTAssertEqual(choice.x, "x", choice.explanation)
        XCTAssertEqual(choice.by, "component+parameter+method", choice.explanation)
        XCTAssertEqual(choice.y, ["y"], choice.explanation)
        XCTAssertEqual(choice.kind, "line", choice.explanation)
        let series = choice.series(schema: schema)
        XCTAssertEqual(series.count, 10)
        XCTAssertEqual(series.first?.name, "Turbine, eta, DEFAULT")
        XCTAssertTrue(series.allSatisfy { ChartChoice.isSorted($0.x) }, "each curve is one sequence")
        XCTAssertTrue(choice.decision("by")!.description.contains("10 keys of component, parameter, method together"), choice.explanation)
    }

    /// Only --x and --y named: the curves are split all the same, and the explanation says so.
    func testCurvesAreSplitByTheCompositeKeyWhenOnlyXAndYAreNamed() throws {
        let (choice, _) = try choose(characteristicLines(), ChartRequest(x: "x", y: ["y"]))
        XCTAssertEqual(choice.by, "component+parameter+method", choice.explanation)
        XCTAssertTrue(choice.decision("by")!.description.contains("split although only --x and --y were named"), choice.explanation)
    }

    /// The same table with the user naming the composite key, as `--print-spec` writes it back.
    func testACompositeKeyNamedByItsColumnsIsAccepted() throws {
        let (choice, schema) = try choose(characteristicLines(), ChartRequest(x: "x", y: ["y"], by: "component+parameter+method"))
        XCTAssertEqual(choice.by, "component+parameter+method")
        XCTAssertEqual(schema.keyParts(of: "component+parameter+method"), ["component", "parameter", "method"])
        XCTAssertNil(schema.keyParts(of: "component+nothing"))
        XCTAssertNil(schema.keyParts(of: "component"))
        XCTAssertEqual(choice.series(schema: schema).count, 10)
    }

    /// Power curves stacked long: two turbines, one of them at a range of air densities (a number
    /// of few values, each on many rows), wind speed stepping up inside each curve, a row-number
    /// first column. Neither the turbine nor the density alone keys the curves (one density is
    /// shared by both turbines); together they do.
    func testPowerCurvesOverWindSpeedSplitByTurbineAndDensity() throws {
        var lines = [",turbine,air_density,wind_speed,power_kw"]
        var row = 0
        func curve(_ turbine: String, _ density: Double, speeds: [Double], rated: Double) {
            for speed in speeds {
                let power = min(rated, density * pow(max(speed - 3, 0), 3) * 2)
                lines.append("\(row),\(turbine),\(String(format: "%.3f", density)),\(speed),\(String(format: "%.1f", power))")
                row += 1
            }
        }
        curve("Small", 1.225, speeds: (4...25).map(Double.init), rated: 2750)
        for d in 0..<8 { curve("Large", 1.175 + 0.025 * Double(d), speeds: stride(from: 3.0, through: 25, by: 0.5).map { $0 }, rated: 3000) }
        let (choice, schema) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "wind_speed", choice.explanation)
        XCTAssertEqual(choice.by, "turbine+air_density", choice.explanation)
        XCTAssertEqual(choice.y, ["power_kw"], choice.explanation)
        let series = choice.series(schema: schema)
        XCTAssertEqual(series.count, 9)
        XCTAssertEqual(series.first?.name, "Small, air_density = 1.225")
    }

    /// One turbine's curves at several air densities: the density, a number of few values whose
    /// rows come in runs, keys the curves over wind speed alone.
    func testPowerCurvesOverWindSpeedSplitByADensityAlone() throws {
        var lines = ["air_density,wind_speed,power_kw"]
        for d in 0..<6 {
            let density = 0.95 + 0.05 * Double(d)
            for speed in stride(from: 3.0, through: 25, by: 0.5) {
                lines.append("\(String(format: "%.3f", density)),\(speed),\(String(format: "%.1f", min(3000, density * pow(speed - 2.5, 3) * 2)))")
            }
        }
        let (choice, schema) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "wind_speed", choice.explanation)
        XCTAssertEqual(choice.by, "air_density", choice.explanation)
        XCTAssertEqual(choice.y, ["power_kw"], choice.explanation)
        XCTAssertEqual(choice.series(schema: schema).first?.name, "air_density = 0.95")
    }

    /// Power curves at two turbulence intensities, each at the same 54 uneven wind speeds: more
    /// levels than a design usually has, but one grid written again per curve is still its x,
    /// and the two-valued intensity keys the curves (it is no x: two values only).
    func testOneGridWrittenAgainPerCurveIsTheXWhateverItsLevels() throws {
        var lines = ["TI,ws,power,thrust_coefficient"]
        let middle: [Double] = (0..<50).map { (i: Int) -> Double in 3 + 0.44 * Double(i) + 0.01 * Double(i % 3) }
        let speeds: [Double] = [0.0, 2.9] + middle + [25.0, 50.0]
        for ti in [0.06, 0.08] {
            for ws in speeds {
                // (the same power at both intensities, flat at its rating: few distinct values)
                let power = ws < 3 || ws > 25 ? 0 : min(15_000, 8 * pow(ws - 2.5, 3))
                lines.append("\(ti),\(ws),\(String(format: "%.4f", power)),\(String(format: "%.4f", ws < 3 ? 0 : 0.8 / (1 + 0.01 * ws * ws)))")
            }
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "ws", choice.explanation)
        XCTAssertEqual(choice.by, "TI", choice.explanation)
        XCTAssertEqual(choice.y.first, "power", choice.explanation)
        XCTAssertTrue(TableSchema.repeatsOneGrid(speeds + speeds))
        XCTAssertFalse(TableSchema.repeatsOneGrid(speeds + Array(speeds.dropLast())), "a second grid cut short")
        let shifted: [Double] = speeds.map { $0 + 0.01 }
        XCTAssertFalse(TableSchema.repeatsOneGrid(speeds + shifted), "another grid")
    }

    /// Events labelled by two categories interleaved over one time: the pairs may be unique, but
    /// no key's rows come as a run of their own, so no composite key splits them.
    func testInterleavedLabelsAreNoCompositeKey() throws {
        var lines = ["t,shop,product,amount"]
        for i in 0..<240 {
            lines.append("\(i / 4),\(["north", "south"][i % 2]),\(["tea", "cake"][(i / 2) % 2]),\(10 + (i * 37) % 23)")
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertFalse(choice.by?.contains("+") ?? false, choice.explanation)
    }

    /// A select mortality table melted long: (Age, duration, qx), qx rising smoothly with age in
    /// every duration. Age is numbered like subjects, but the measure follows on along it: it is
    /// the x, duration the key, never a mean per duration over the ages.
    func testAMeasureFollowingOnAlongNumberedRowsIsDrawnOverThemNotAveraged() throws {
        var lines = ["Age,duration,qx"]
        for duration in 0..<6 {
            for age in 18...120 {
                lines.append("\(age),d\(duration),\(String(format: "%.8f", 0.0002 * exp(Double(age - 18) * 0.08) * (1 + 0.1 * Double(duration))))")
            }
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "Age", choice.explanation)
        XCTAssertEqual(choice.by, "duration", choice.explanation)
        XCTAssertNil(choice.aggregation, choice.explanation)
    }

    /// Subjects numbered 1…k, each measured once per level of a factor, their measure unrelated
    /// from one subject to the next: still a repeated-measures design (a mean per level).
    func testSubjectsWhoseMeasureDoesNotFollowOnStayARepeatedMeasuresDesign() throws {
        var lines = ["subject,session,score"]
        for session in ["pre", "mid", "post"] {
            for subject in 1...30 { lines.append("\(subject),\(session),\((subject * 37 + session.count * 11) % 41)") }
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "session", choice.explanation)
        XCTAssertEqual(choice.aggregation, .mean, choice.explanation)
    }

    /// Positions of several bodies as a coordinate pair, each body's rows a run of their own:
    /// a track per body, not one cloud.
    func testACoordinatePairIsSplitByAKeyWhoseRowsComeInRuns() throws {
        var lines = ["body,x_km,y_km"]
        for (b, body) in ["sat-A", "sat-B", "sat-C", "sat-D", "sat-E"].enumerated() {
            let radius = 7000 + 1500 * Double(b)
            for step in 0..<20 {
                let angle = Double(step) * 2.1 + Double(b)
                lines.append("\(body),\(radius * cos(angle)),\(radius * sin(angle))")
            }
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "x_km", choice.explanation)
        XCTAssertEqual(choice.by, "body", choice.explanation)
        XCTAssertTrue(choice.decision("by")!.description.contains("5 keys, each on a run of rows of its own"), choice.explanation)
    }

    /// The same pair with the labels interleaved row by row: no runs, one cloud stays.
    func testACoordinatePairWithInterleavedLabelsStaysOneCloud() throws {
        var lines = ["kind,x,y"]
        for i in 0..<100 { lines.append("\(["a", "b", "c"][i % 3]),\(sin(Double(i) * 1.7) * 10),\(cos(Double(i) * 2.3) * 10)") }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "x", choice.explanation)
        XCTAssertNil(choice.by, choice.explanation)
    }
}
