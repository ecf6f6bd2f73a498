import Foundation
import XCTest
@testable import ChartData

/// The choice as a search (`ChartChoice+Candidates`): the terms of `CandidateScore` measured on
/// small synthetic tables, and candidates winning or losing for the reason their terms give.
final class InferenceSearchTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    private func searched(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> ChartChoice {
        try ChartChoice.searched(schema: try schema(text), request: request)
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// Deterministic noise in 0…1, neighbours unrelated.
    private func noise(_ i: Int) -> Double {
        let x = sin(Double(i) * 12.9898) * 43758.5453
        return x - x.rounded(.down)
    }

    private func f(_ value: Double) -> String { String(format: "%.4g", value) }

    private func penalty(_ score: CandidateScore, _ name: CandidateScore.Name) -> Double {
        score.terms.first { $0.name == name }?.penalty ?? 0
    }

    // MARK: Terms

    func testRowNumbersAndSerialNamesAreRecognised() {
        XCTAssertTrue(CandidateScore.isRowNumber([1, 2, 3, 4]))
        XCTAssertTrue(CandidateScore.isRowNumber([0, 1, 2]))
        XCTAssertFalse(CandidateScore.isRowNumber([1, 2, 4]))
        XCTAssertFalse(CandidateScore.isRowNumber([1, 2]), "two rows are too few to say")
        XCTAssertFalse(CandidateScore.isRowNumber([2008, 2009, 2010]), "years are no row numbers")
        XCTAssertEqual(CandidateScore.serialShare((1...40).map { String(format: "sub-%02d", $0) }), 1)
        XCTAssertNil(CandidateScore.serialShare(["H", "He", "Li", "Be"]), "symbols hold no number")
        XCTAssertEqual(CandidateScore.serialShare(["S1", "S2", "P3", "P4"]), 0.5)
    }

    /// A long table whose time repeats per station, drawn as one line: x steps back at every
    /// station (saw-teeth); split by the station, none does.
    func testSawTeethMarkALineOfSeveralThings() throws {
        let text = csv("station,day,temp", 60) { i in "st\(i / 20),\(i % 20),\(self.f(10 + 5 * self.noise(i)))" }
        let s = try schema(text)
        let split = try ChartChoice(schema: s, request: ChartRequest(x: "day", y: ["temp"], by: "station"))
        var merged = split  // (the rules split it themselves: ChartChoice+LongTables)
        merged.by = nil
        XCTAssertGreaterThan(penalty(CandidateScore(choice: merged, schema: s), .xSawTeeth), 0.5)
        XCTAssertEqual(penalty(CandidateScore(choice: split, schema: s), .xSawTeeth), 0)
    }

    /// A line whose x has few values against many rows is drawn as vertical strokes (stacked);
    /// one x under every point is a vertical line (constant).
    func testStackedAndConstantX() throws {
        let text = csv("hour,year,temp", 48) { i in "\(i),\(2000 + i / 24),\(self.f(10 + 5 * self.noise(i)))" }
        let s = try schema(text)
        var coarse = try ChartChoice(schema: s, request: ChartRequest(x: "year", y: ["temp"]))
        coarse.kind = "line"  // (the rules draw such rows as points: ChartChoice+Records)
        var one = coarse
        one.xValues = Array(repeating: 2013, count: 48)
        let fine = try ChartChoice(schema: s, request: ChartRequest(x: "hour", y: ["temp"]))
        XCTAssertGreaterThan(penalty(CandidateScore(choice: coarse, schema: s), .xStacked), 0.9)
        XCTAssertEqual(penalty(CandidateScore(choice: one, schema: s), .xConstant), 1)
        XCTAssertEqual(penalty(CandidateScore(choice: fine, schema: s), .xStacked), 0)
        XCTAssertEqual(penalty(CandidateScore(choice: fine, schema: s), .xConstant), 0)
    }

    /// A series 1,000 times smaller than another on their shared axis is flattened.
    func testFlattenedSeriesOnASharedAxis() throws {
        let s = try schema(csv("t,big,small", 20) { i in "\(i),\(1000 + i),\(self.f(self.noise(i)))" })
        let choice = try ChartChoice(schema: s, request: ChartRequest(x: "t", y: ["big", "small"]))
        let shared = [ChartChoice.Series(name: "big", x: Array(0..<20).map(Double.init), y: (0..<20).map { 1000 + Double($0) }),
                      ChartChoice.Series(name: "small", x: Array(0..<20).map(Double.init), y: (0..<20).map { noise($0) })]
        XCTAssertEqual(penalty(CandidateScore(choice: choice, schema: s, series: shared), .flattened), 0.5)
        var apart = shared
        apart[1].onRightAxis = true
        XCTAssertEqual(penalty(CandidateScore(choice: choice, schema: s, series: apart), .flattened), 0)
    }

    /// Twelve series in one pane are more than the palette tells apart.
    func testIndistinctSeries() throws {
        let s = try schema(csv("t,v", 12) { i in "\(i),\(i)" })
        let choice = try ChartChoice(schema: s, request: ChartRequest(x: "t", y: ["v"]))
        let many = (0..<12).map { ChartChoice.Series(name: "s\($0)", x: [0, 1], y: [1, 2]) }
        XCTAssertEqual(penalty(CandidateScore(choice: choice, schema: s, series: many), .indistinct), 4.0 / 12, accuracy: 1e-9)
        XCTAssertEqual(penalty(CandidateScore(choice: choice, schema: s, series: Array(many.prefix(8))), .indistinct), 0)
    }

    /// A counter drawn as y is an id drawn as a measure.
    func testRowNumbersDrawnAsYAreIds() throws {
        let s = try schema(csv("when,n,v", 30) { i in "2020-01-\(String(format: "%02d", i + 1)),\(i + 1),\(self.f(self.noise(i)))" })
        let choice = try ChartChoice(schema: s, request: ChartRequest(x: "when", y: ["n", "v"]))
        XCTAssertEqual(penalty(CandidateScore(choice: choice, schema: s), .idAsMeasure), 0.5, CandidateScore(choice: choice, schema: s).terms.description)
    }

    /// A coarser time as x when a finer one exists costs; the finest costs nothing.
    func testFinestTimePreferred() throws {
        let s = try schema(csv("year,when,v", 40) { i in "\(2000 + i / 20),2020-01-\(String(format: "%02d", i % 28 + 1)) \(String(format: "%02d", i % 24)):00,\(self.f(self.noise(i)))" })
        let coarse = try ChartChoice(schema: s, request: ChartRequest(x: "year", y: ["v"]))
        let fine = try ChartChoice(schema: s, request: ChartRequest(x: "when", y: ["v"]))
        XCTAssertGreaterThan(penalty(CandidateScore(choice: coarse, schema: s), .coarserTime), 0.5,
                             CandidateScore(choice: coarse, schema: s).terms.description)
        XCTAssertEqual(penalty(CandidateScore(choice: fine, schema: s), .coarserTime), 0)
    }

    // MARK: Candidates

    /// 40 participants named by one stem and a number (`sub-01`): bars would compare members of
    /// a sample one by one; the histogram of their ages wins, and `--explain` says why.
    func testSerialNamedItemsBecomeADistribution() throws {
        let text = csv("participant,age", 40) { i in String(format: "sub-%02d", i + 1) + ",\(20 + Int(30 * self.noise(i)))" }
        let c = try searched(text)
        XCTAssertTrue(c.binsX, c.explanation)
        let chart = c.decision("chart")!.description
        XCTAssertTrue(chart.hasPrefix("chart = without bar per named item"), chart)
        XCTAssertTrue(chart.contains("serial labels"), chart)
    }

    /// Near miss: element symbols are names that mean something, so the bars stay.
    func testItemsNamedForThemselvesKeepTheirBars() throws {
        let letters = Array("ABCDEFGHIKLMNOPRSTUVWXYZ")
        let text = csv("var,value", 40) { i in "\(letters[i % 24])\(Character(UnicodeScalar(97 + i / 24)!)),\(self.f(10 * self.noise(i)))" }
        let c = try searched(text)
        XCTAssertEqual(c.kind, "bar", c.explanation)
        XCTAssertTrue(c.decision("chart")!.description.hasPrefix("chart = the rules' choice"), c.explanation)
    }

    /// Names of letters, one per row: `Ab`, `Bb`, … (names that mean something, no number).
    private func word(_ i: Int) -> String {
        let letters = Array("ABCDEFGHIKLMNOPRSTUVWXYZ")
        return "\(letters[i % letters.count])\(Character(UnicodeScalar(97 + i / letters.count)!))"
    }

    /// A few labelled rows of nine measures of different kinds: the rules draw two of them as a
    /// scatter; the bars per row in panes show all nine and fit, so they win.
    func testFewLabelledRowsShowEveryMeasure() throws {
        let header = "item,a,b,c,d,e,f,g,h,i"
        let scales = [1.0, 6000, 360, 2000, 20, 60, 50, 1, 0.9]
        let text = csv(header, 30) { i in
            "thing \(self.word(i))," + scales.enumerated().map { k, scale in self.f(scale * (0.2 + self.noise(i + 131 * k))) }.joined(separator: ",")
        }
        let s = try schema(text)
        XCTAssertEqual(try ChartChoice(schema: s, request: ChartRequest()).kind, "scatter", "the rules' answer")
        let c = try ChartChoice.searched(schema: s, request: ChartRequest())
        XCTAssertEqual(c.kind, "column", c.explanation)
        XCTAssertTrue(c.decision("chart")!.description.contains("measures left out"), c.explanation)
    }

    /// Near miss: ninety rows of the same make more bars per pane than can be told apart, so the
    /// scatter stays.
    func testManyLabelledRowsKeepTheScatter() throws {
        let header = "item,a,b,c,d,e,f,g,h,i"
        let scales = [1.0, 6000, 360, 2000, 20, 60, 50, 1, 0.9]
        let text = csv(header, 90) { i in
            "thing \(self.word(i))," + scales.enumerated().map { k, scale in self.f(scale * (0.2 + self.noise(i + 131 * k))) }.joined(separator: ",")
        }
        let c = try searched(text)
        XCTAssertEqual(c.kind, "scatter", c.explanation)
    }

    /// What the user names is never searched over.
    func testNamedChoicesAreNotSearched() throws {
        let text = csv("participant,age", 40) { i in String(format: "sub-%02d", i + 1) + ",\(20 + Int(30 * self.noise(i)))" }
        let c = try searched(text, ChartRequest(y: ["age"]))
        XCTAssertNil(c.decision("chart"), c.explanation)
    }

    /// A line over a falling x (sieves, largest first) is one stroke, not saw-teeth.
    func testFallingXIsNoSawTooth() throws {
        let s = try schema(csv("size,v", 30) { i in "\(self.f(pow(0.8, Double(i)))),\(self.f(self.noise(i)))" })
        let choice = try ChartChoice(schema: s, request: ChartRequest(x: "size", y: ["v"]))
        XCTAssertEqual(penalty(CandidateScore(choice: choice, schema: s), .xSawTeeth), 0)
    }

    /// A run of years kept as numbers, drawn as y, is the rows' order: the candidate with it as
    /// x wins over the rules' scatter with it as y. (Unrelated neighbours would make the line
    /// over it noise: then the scatter stays, `rows without order`.)
    func testAColumnThatOrdersTheRowsIsProposedAsX() throws {
        // (a price that moves from year to year as prices do: neighbours related)
        let text = csv("Price,Date", 14) { i in "\(self.f(20 + 10 * sin(Double(i) / 3) + self.noise(i))),\(2008 + i)" }
        let c = try searched(text)
        XCTAssertEqual(c.x, "Date", c.explanation)
        XCTAssertEqual(c.y, ["Price"], c.explanation)
        XCTAssertTrue(c.decision("chart")!.description.contains("order as measure"), c.explanation)
    }

    /// Rows of a sequence that the rules already draw over the row index: no candidate beats
    /// them by the margin, so the rules' answer is kept and `--explain` says so.
    func testTheRulesAnswerIsKeptWhenNothingScoresBetter() throws {
        let text = csv("a,b,c,d,e", 40) { i in
            (0..<5).map { k in self.f(sin(Double(i) / 6 + Double(k)) * pow(10, Double(k % 2)) + 0.3 * self.noise(i + 50 * k)) }.joined(separator: ",")
        }
        let c = try searched(text)
        XCTAssertNil(c.x, c.explanation)
        XCTAssertEqual(c.y.count, 5, c.explanation)
        XCTAssertTrue(c.decision("chart")!.description.hasPrefix("chart = the rules' choice"), c.explanation)
    }

    /// Runs of a step repeated, broken by gaps, are strokes of their own: x starting again after
    /// a gap stacks nothing.
    func testRunsBrokenByGapsAreNotStacked() throws {
        let s = try schema(csv("t,v", 20) { i in "\(i),\(i)" })
        let choice = try ChartChoice(schema: s, request: ChartRequest(x: "t", y: ["v"]))
        let steps = (0..<15).map(Double.init)
        let runs = [ChartChoice.Series(name: "v", x: steps + [.nan] + steps, y: steps + [.nan] + steps)]
        XCTAssertEqual(penalty(CandidateScore(choice: choice, schema: s, series: runs), .xStacked), 0)
        XCTAssertEqual(penalty(CandidateScore(choice: choice, schema: s, series: runs), .xSawTeeth), 0)
        let joined = [ChartChoice.Series(name: "v", x: steps + steps, y: steps + steps)]
        XCTAssertGreaterThan(penalty(CandidateScore(choice: choice, schema: s, series: joined), .xSawTeeth), 0.9)
    }
}
