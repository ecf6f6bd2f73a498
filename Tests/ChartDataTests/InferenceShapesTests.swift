import Foundation
import XCTest
@testable import ChartData

/// Chart shapes (#20): the column shapes that make x logarithmic, a label per row the x of
/// columns per entity, a coordinate pair y against x, a restarting step runs of one system,
/// columns of far-apart magnitudes panes, a sorted table of entities a cross-section, and a
/// few rows of many values the variables of a transposed table; and the near shapes that do not.
final class InferenceShapesTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return (try ChartChoice(schema: schema, request: request), schema)
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// Deterministic noise in 0…1, neighbours unrelated.
    private func noise(_ i: Int) -> Double {
        let x = sin(Double(i) * 12.9898) * 43758.5453
        return x - x.rounded(.down)
    }

    // MARK: Log-spaced x

    /// An extinction curve: wavelengths 0.001…10,000 µm, evenly in log, a smooth value of each.
    private var extinction: String {
        csv("wave,ext", 141) { i in
            let wave = pow(10, -3 + 7 * Double(i) / 140)
            return "\(wave),\(1 / (1 + wave))"
        }
    }

    func testXSpreadEvenlyOverManyDecadesIsLogarithmicAndSaysWhy() throws {
        let (choice, _) = try choose(extinction)
        XCTAssertEqual(choice.x, "wave")
        XCTAssertEqual(choice.xAxis, .log)
        XCTAssertEqual(choice.kind, "line")
        let line = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(line.contains("x on a log axis: 0.001…1.0e4 spans 7.0 decades, evenly in log"), line)
        XCTAssertTrue(line.contains("beats linear x: 72 % of the values would lie in its first 1 %"), line)
        XCTAssertEqual(choice.decision("axes")?.value, "x log")
    }

    func testXOverFewDecadesOrLinearlySpacedOrNotPositiveStaysLinear() throws {
        // Two decades, evenly in log.
        let two = csv("f,g", 50) { i in "\(pow(10, 2 * Double(i) / 49)),\(i % 7)" }
        XCTAssertNotEqual(try choose(two).0.xAxis, .log)
        // 0.001…10,000 but evenly spaced: nearly every value in the top decade.
        let even = csv("f,g", 200) { i in "\(0.001 + 50 * Double(i)),\(i % 7)" }
        XCTAssertNotEqual(try choose(even).0.xAxis, .log)
        // Five small values, then many large ones (a calibration line): a linear axis squeezes
        // too few of them to lose.
        let calibration = csv("x,y", 30) { i in
            let x = i < 5 ? 0.2 + 0.1 * Double(i) : i < 9 ? 10 + Double(i - 5) / 2 : 100 + 43 * Double(i - 9)
            return "\(x),\(x + noise(i))"
        }
        XCTAssertNotEqual(try choose(calibration).0.xAxis, .log)
        // A zero: no log axis can show it.
        let zero = csv("f,g", 141) { i in "\(i == 0 ? 0 : pow(10, -3 + 7 * Double(i) / 140)),\(i % 7)" }
        XCTAssertNotEqual(try choose(zero).0.xAxis, .log)
        // A named axis kind wins.
        var request = ChartRequest()
        request.xAxis = .number
        XCTAssertEqual(try choose(extinction, request).0.xAxis, .number)
    }

    func testLogSpreadNeedsEveryDecadeFilled() {
        // Six decades, but the middle four empty: two clusters, not a log-spaced x.
        let low: [Double] = (0..<20).map { (i: Int) -> Double in 0.001 * (1 + Double(i) / 20) }
        let high: [Double] = (0..<20).map { (i: Int) -> Double in 1000 * (1 + Double(i) / 20) }
        let clusters = low + high
        XCTAssertNil(ChartChoice.logSpread(clusters))
        let even: [Double] = (0...60).map { (i: Int) -> Double in pow(10, Double(i) / 10) }
        let spread = ChartChoice.logSpread(even)
        XCTAssertEqual(spread?.decades ?? 0, 6, accuracy: 1e-9)
    }

    // MARK: Heavy tails

    /// Names counted by rank (Zipf): a million for the commonest, a few hundred for most, so on a
    /// linear axis all but the first few lie on zero. The value axis is logarithmic and says why.
    func testAHeavyTailedMeasureGetsALogValueAxis() throws {
        let names = csv("rank,count", 2000) { i in "\(i + 1),\(Int(1e6 / pow(Double(i + 1), 1.1) * (1 + 0.1 * self.noise(i))))" }
        let (choice, _) = try choose(names)
        XCTAssertEqual(choice.y, ["count"])
        XCTAssertEqual(choice.yAxis, .log)
        let line = try XCTUnwrap(choice.decision("y axis")).description
        XCTAssertTrue(line.contains("count span 3.6 decades, most of them near the lowest: a heavy tail"), line)
        XCTAssertFalse(choice.warnings.contains { $0.contains("squeeze") }, "\(choice.warnings)")
        // File sizes against their record counts, both heavy-tailed: log on both axes.
        let files = csv("records,bytes", 400) { i in
            let records = 10 * pow(10, 5 * pow(self.noise(i), 12))
            return "\(Int(records)),\(Int(records * (180 + 40 * self.noise(i + 7))))"
        }
        let (scatter, _) = try choose(files)
        XCTAssertEqual(scatter.kind, "scatter")
        XCTAssertEqual([scatter.xAxis, scatter.yAxis], [.log, .log])
    }

    /// One spike over a flat signal spans under three decades, a zero rules out a log axis, and
    /// values spread over their range need none: all stay linear.
    func testOutliersThatAreNoHeavyTailStayLinear() throws {
        let spike = csv("t,v", 500) { i in "\(i),\(i == 250 ? 900 : 10 + self.noise(i))" }
        XCTAssertEqual(try choose(spike).0.yAxis, .number)
        let zero = csv("rank,count", 2000) { i in "\(i + 1),\(i == 1999 ? 0 : Int(1e6 / pow(Double(i + 1), 1.1)))" }
        XCTAssertEqual(try choose(zero).0.yAxis, .number)
        let spread = csv("t,v", 500) { i in "\(i),\(0.001 + 1000 * self.noise(i))" }
        XCTAssertEqual(try choose(spread).0.yAxis, .number)
    }

    // MARK: Columns of magnitudes far apart

    /// A decathlon: an athlete per row, event results of 2–300 and points of ~8,000.
    private var decathlon: String {
        csv("athlete,jump,shot,run400,run1500,points", 30) { i in
            "A\(i),\(2 + 0.1 * noise(i)),\(14 + noise(i + 1)),\(48 + 2 * noise(i + 2)),\(270 + 10 * noise(i + 3)),\(8000 + Int(500 * noise(i + 4)))"
        }
    }

    func testColumnsOfFarApartMagnitudesGoIntoPanes() throws {
        let (choice, _) = try choose(decathlon)
        XCTAssertEqual(choice.x, "athlete")
        XCTAssertEqual(choice.kind, "column")
        XCTAssertFalse(choice.panes.isEmpty, choice.explanation)
        XCTAssertTrue(choice.panes.contains(["points"]), "\(choice.panes)")
        XCTAssertTrue(choice.explanation.contains("over 50×, in 3 groups: small multiples over one x"), choice.explanation)
    }

    func testSummedColumnsKeepOneAxis() {
        XCTAssertTrue(ChartChoice.isSideBySideColumns(kind: "column", aggregation: nil))
        XCTAssertTrue(ChartChoice.isSideBySideColumns(kind: "column", aggregation: .mean))
        XCTAssertFalse(ChartChoice.isSideBySideColumns(kind: "column", aggregation: .sum))
        XCTAssertFalse(ChartChoice.isSideBySideColumns(kind: "column", aggregation: .count))
        XCTAssertFalse(ChartChoice.isSideBySideColumns(kind: "line", aggregation: nil))
    }

    // MARK: A label per row

    /// Twelve counties: an id code, a name, and measures per county.
    private var counties: String {
        csv("county_id,county_name,segments,corn,soybeans", 12) { i in
            "\(i + 1),County\(["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"][i]),\(545 + i * 7),\(295 + 3 * noise(i)),\(189 + 5 * noise(i + 9))"
        }
    }

    func testALabelPerRowIsXAndTheMeasuresAreColumnsPerEntity() throws {
        let (choice, _) = try choose(counties)
        XCTAssertEqual(choice.x, "county_name")
        XCTAssertEqual(choice.xAxis, .category)
        XCTAssertEqual(choice.kind, "column")
        XCTAssertEqual(choice.y, ["segments", "corn", "soybeans"])
        let line = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(line.contains("names each of 12 rows once: the entities the measures describe"), line)
    }

    func testALabelIsNoXOverTimeNorForManyRowsNorWhenItRepeats() throws {
        // With a date, the date is x.
        let dated = csv("date,name,v", 12) { i in String(format: "2020-01-%02d,N%d,%d", i + 1, i, i * 3 % 7) }
        XCTAssertEqual(try choose(dated).0.x, "date")
        // 200 named rows: too many names for a category axis.
        let many = csv("id,name,v,w", 200) { i in "\(i + 1),N\(i),\(noise(i)),\(noise(i + 1000))" }
        XCTAssertFalse(try choose(many).0.explanation.contains("names each of"))
        // Numbers with a bad cell are no names.
        let bad = "x,y\n1,3\n2,\"1,000\"\n3,4\n4,6\n"
        XCTAssertFalse(try choose(bad).0.explanation.contains("names each of"))
        // A name that repeats is a category, not a label of each row.
        let repeated = csv("id,group,v", 12) { i in "\(i + 1),G\(i % 3),\(noise(i))" }
        XCTAssertFalse(try choose(repeated).0.explanation.contains("names each of"))
    }

    // MARK: A coordinate pair

    func testACoordinatePairIsDrawnYAgainstX() throws {
        // Outline points of shapes: x and y zig-zag down the file, a shape per team.
        let outline = csv(",team,x,y,segment", 120) { i in
            let angle = Double(i % 40) / 40 * 2 * .pi
            return "\(i),\(["a", "b", "c"][i / 40]),\(100 + 30 * cos(angle)),\(150 + 30 * sin(angle)),\(i % 40 < 20 ? "inner" : "outer")"
        }
        let (choice, _) = try choose(outline)
        XCTAssertEqual(choice.x, "x")
        XCTAssertEqual(choice.y, ["y"])
        XCTAssertTrue(try XCTUnwrap(choice.decision("x")).description.contains("a coordinate pair (x, y): a point per row, y against x"), choice.explanation)
        XCTAssertEqual(ChartChoice.coordinatePair(try choose(csv("pos_x,pos_y,v", 20) { i in "\(noise(i)),\(noise(i + 50)),\(i)" }).1)?.y, "pos_y")
    }

    func testAFitNamedForYIsDrawnBesideThePair() throws {
        let fit = csv("x,y,y_fit", 30) { i in "\(Double(i) / 10),\(sin(Double(i) / 10) + 0.1 * noise(i)),\(sin(Double(i) / 10))" }
        let (choice, _) = try choose(fit)
        XCTAssertEqual(choice.x, "x")
        XCTAssertEqual(choice.y, ["y", "y_fit"])
    }

    func testSeveralPairsOrOneLetterAloneAreNoCoordinatePair() throws {
        let tracking = csv("ball_x,ball_y,p1_x,p1_y", 20) { i in "\(noise(i)),\(noise(i + 1)),\(noise(i + 2)),\(noise(i + 3))" }
        XCTAssertNil(ChartChoice.coordinatePair(try choose(tracking).1))
        let alone = csv("x,value", 20) { i in "\(i),\(noise(i))" }
        XCTAssertNil(ChartChoice.coordinatePair(try choose(alone).1))
    }

    // MARK: A step that starts again

    /// Four runs of a simulation, stacked: the step 0…39 four times, two genes.
    private var runs: String {
        csv("it,gene1,gene2", 160) { i in
            let step = Double(i % 40), run = Double(i / 40)
            return "\(i % 40),\(0.8 * exp(-step / (10 + run))),\(1 - 0.8 * exp(-step / (12 + run)))"
        }
    }

    func testAStepThatStartsAgainIsRunsDrawnAsLinesOfEveryMeasure() throws {
        let (choice, schema) = try choose(runs)
        XCTAssertEqual(choice.x, "it")
        XCTAssertEqual(choice.y, ["gene1", "gene2"])
        XCTAssertEqual(choice.kind, "line")
        XCTAssertFalse(choice.isCrossSection)
        XCTAssertEqual(choice.runStarts, [40, 80, 120])
        XCTAssertTrue(try XCTUnwrap(choice.decision("runs")).description.contains("it rises from 0 and starts again 3×: 4 runs"), choice.explanation)
        // Each line breaks between runs: a gap (NaN) before each start.
        let series = choice.series(schema: schema)
        XCTAssertEqual(series[0].x.count, 163)
        XCTAssertTrue(series[0].x[40].isNaN)
        XCTAssertEqual(series[0].x[41], 0)
    }

    func testASettingConstantWithinEachRunIsNoMeasure() throws {
        // A parameter sweep: the width is fixed per run, the density varies over x.
        // (150 steps a run, each run at other steps: no key of a design)
        let sweep = csv("x,density,width", 450) { i in
            let width = 1.3 + 1.1 * Double(i / 150)
            let x = Double(i % 150) / 2 * (1 + 0.01 * Double(i / 150))
            return "\(x),\(1 / (1 + pow((x - 37) / width, 2))),\(width)"
        }
        let (choice, _) = try choose(sweep)
        XCTAssertEqual(choice.runStarts, [150, 300])
        XCTAssertEqual(choice.y, ["density"])
        XCTAssertTrue(choice.explanation.contains("width: constant within each run, differing between runs: a setting of the run"), choice.explanation)
        // The same sweep at the same 150 steps in every run: one grid written again per setting,
        // the x of a design whose key is the setting (a curve per width, told apart by colour).
        let grid = csv("x,density,width", 450) { i in
            let width = 1.3 + 1.1 * Double(i / 150)
            let x = Double(i % 150) / 2
            return "\(x),\(1 / (1 + pow((x - 37) / width, 2))),\(width)"
        }
        let (design, _) = try choose(grid)
        XCTAssertEqual(design.x, "x", design.explanation)
        XCTAssertEqual(design.by, "width", design.explanation)
        XCTAssertEqual(design.y, ["density"], design.explanation)
    }

    func testRunsNamedByAKeyAreTheKeysSeries() throws {
        // Ten years per firm: the firm names each run, so it splits them; no unnamed runs.
        let panel = csv("firm,year,invest", 60) { i in "F\(i / 10),\(1935 + i % 10),\(100 + Double(i % 10) * 3 + 20 * noise(i))" }
        let (choice, _) = try choose(panel)
        XCTAssertEqual(choice.runStarts, [])
        XCTAssertNil(choice.decision("runs"))
    }

    func testRestartsNeedTheSameStartAndLongRuns() {
        XCTAssertEqual(ChartChoice.restartingRuns([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]), [6])
        // A fall to another value: unsorted x, not runs.
        XCTAssertNil(ChartChoice.restartingRuns([0, 1, 2, 3, 4, 5, 2, 3, 4, 5, 6, 7]))
        // Runs too short to be sequences.
        XCTAssertNil(ChartChoice.restartingRuns([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]))
        // Many short runs (12 steps per subject, 20 subjects): records of a design.
        XCTAssertNil(ChartChoice.restartingRuns((0..<240).map { Double($0 % 12) }))
        // One run: sorted, nothing to break.
        XCTAssertNil(ChartChoice.restartingRuns((0..<20).map(Double.init)))
    }

    // MARK: Entities sorted by a measure

    /// Patients sorted by follow-up time `t`; relapse and death times mostly equal `t`.
    private var patients: String {
        csv("id,t,t_rel,t_pla,age", 137) { i in
            let t = 1 + i * 7 + Int(5 * noise(i))
            let rel = noise(i + 300) < 0.3 ? Int(Double(t) * noise(i + 600)) : t
            return "\(i + 1),\(t),\(rel),\(noise(i + 900) < 0.5 ? 2 + Int(30 * noise(i + 1200)) : t),\(20 + Int(30 * noise(i + 1500)))"
        }
    }

    func testEntitiesSortedByAMeasureAreACrossSectionNotASequence() throws {
        let (choice, _) = try choose(patients)
        XCTAssertTrue(choice.isCrossSection, choice.explanation)
        XCTAssertEqual(choice.kind, "scatter")
        XCTAssertTrue(choice.explanation.contains("no measure follows on from one row to the next beyond the sort by t"), choice.explanation)
    }

    func testASmoothSeriesBesideACumulativeCountStaysASequence() throws {
        let table = csv("total,level", 100) { i in "\(i * (i + 1) / 2 + Int(3 * noise(i))),\(sin(Double(i) / 8))" }
        let (choice, _) = try choose(table)
        XCTAssertFalse(choice.isCrossSection, choice.explanation)
    }

    // MARK: Rows that are variables

    func testAFewRowsWithAMonotoneRowAreVariablesOfATransposedTable() throws {
        // A 2 × 28 array: Julian dates, then ΔT.
        let header = (0..<28).map { "column \($0)" }.joined(separator: ",")
        let dates = (0..<28).map { "\(1538438.5 + 36524.0 * Double($0))" }.joined(separator: ",")
        // ΔT falls, then rises again: no axis.
        let delta = (0..<28).map { "\(17190 * exp(-Double($0) / 5) + 500 * sin(Double($0)))" }.joined(separator: ",")
        let table = try DelimitedTextParser.parse(header + "\n" + dates + "\n" + delta + "\n", file: "t.csv", keepTextColumns: true)
        let rows = try XCTUnwrap(RowVariablesTable(table))
        XCTAssertEqual(rows.axisRow, 1)
        XCTAssertEqual(rows.table.rowCount, 28)
        XCTAssertEqual(rows.table.columnNames, ["row 1", "row 2"])
        XCTAssertTrue(rows.explanation.hasPrefix("rows are variables: 2 rows of 28 values, row 1 strictly monotone"), rows.explanation)
        let choice = try ChartChoice(schema: TableSchema(table: rows.table), request: ChartRequest())
        XCTAssertEqual(choice.x, "row 1")
        XCTAssertEqual(choice.y, ["row 2"])
    }

    func testRowsOfRisingCurvesOrNamedColumnsOrManyRowsAreNotVariables() throws {
        func table(_ header: [String], _ rows: [[Double]]) throws -> DataTable {
            try DelimitedTextParser.parse(header.joined(separator: ",") + "\n" + rows.map { $0.map { "\($0)" }.joined(separator: ",") }.joined(separator: "\n") + "\n",
                                          file: "t.csv", keepTextColumns: true)
        }
        let made = (0..<20).map { "column \($0)" }
        // Every row rises: curves, not variables.
        XCTAssertNil(RowVariablesTable(try table(made, (0..<3).map { r in (0..<20).map { Double($0 + r) } })))
        // A header names the columns: a table of 20 variables.
        let named = (0..<20).map { "v\($0)x" }
        XCTAssertNil(RowVariablesTable(try table(named, [(0..<20).map(Double.init), (0..<20).map { noise($0) }])))
        // Ten rows: observations.
        XCTAssertNil(RowVariablesTable(try table(made, (0..<10).map { r in (0..<20).map { r == 0 ? Double($0) : noise($0 * 10 + r) } })))
    }
}
