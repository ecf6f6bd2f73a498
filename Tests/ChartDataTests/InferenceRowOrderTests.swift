import Foundation
import XCTest
@testable import ChartData

/// What a row is, told by statistics of the data (`TableSchema+Counters`, `ChartChoice+RowOrder`):
/// counters and fixed-width ids are never measures, years named as codes are time, rows named
/// once each by a label are entities (a scatter, never lines over the rows or means per label),
/// columns that each follow on from row to row are a sequence (lines over the row index or the
/// column that orders them), and only strong name evidence makes an outcome. Synthetic tables of
/// the shapes that trigger each rule.
final class InferenceRowOrderTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    private func choice(_ text: String) throws -> ChartChoice {
        try ChartChoice(schema: schema(text), request: ChartRequest())
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// Values in 0…1 with no course from one row to the next.
    private func noise(_ row: Int, _ stream: Int) -> Double {
        Double(InferenceCodeAndOutcomeTests.noise(row, stream) % 1_000_000) / 1_000_000
    }

    private func f(_ value: Double) -> String { String(format: "%.4f", value) }

    // MARK: - Counters, ids, years

    /// `instant` 1…N beside a date and measures, `row` 3…N+2 (a counter that starts elsewhere):
    /// counters whatever their names, never a y series.
    func testACounterIsNeverAMeasure() throws {
        let text = csv("date,instant,row,count,temp", 60) { i in
            let day = String(format: "2020-%02d-%02d", 1 + i / 28, 1 + i % 28)
            return "\(day),\(i + 1),\(i + 3),\(100 + Int(50 * self.noise(i, 1))),\(self.f(10 + 5 * sin(Double(i) / 9)))"
        }
        let s = try schema(text)
        XCTAssertTrue(s.column(named: "instant")!.isCounter)
        XCTAssertTrue(s.column(named: "row")!.isCounter)
        XCTAssertTrue(s.column(named: "row")!.summary.contains("a counter: whole numbers 3…62, one per row, rising by 1 in file order"), s.column(named: "row")!.summary)
        XCTAssertFalse(s.column(named: "count")!.isCounter)
        let c = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(c.x, "date")
        XCTAssertEqual(c.y, ["count", "temp"], c.explanation)
    }

    /// A counter with a few rows left out (a step of 2 once in 30) is still a counter; measures
    /// that merely rise (cumulative sums) are not.
    func testACounterMaySkipARowButARisingMeasureIsNoCounter() throws {
        var ids = Array(1...31)
        ids.remove(at: 10)
        let values = ids.map(Double.init)
        let e = ColumnEvidence(values: values)
        XCTAssertEqual(TableSchema.counterStep(values, evidence: e, rowCount: values.count), 1)
        var total = 0.0
        let rising = (0..<30).map { i -> Double in total += Double(1 + i % 7); return total }
        XCTAssertNil(TableSchema.counterStep(rising, evidence: ColumnEvidence(values: rising), rowCount: rising.count))
        // TAI−UTC, one more leap second a row from 10 s: a measure that counts, not a numbering.
        let leaps = (10...37).map(Double.init)
        XCTAssertNil(TableSchema.counterStep(leaps, evidence: ColumnEvidence(values: leaps), rowCount: leaps.count))
    }

    /// `market_ids` holding 1971…1990: years, time, not a code because of the name.
    func testYearsNamedAsACodeAreTime() throws {
        let text = csv("market_ids,prices,shares", 100) { i in
            "\(1971 + i / 5),\(self.f(10 + 5 * self.noise(i, 2))),\(self.f(self.noise(i, 3)))"
        }
        let s = try schema(text)
        XCTAssertEqual(s.column(named: "market_ids")!.role, .time(.year))
        XCTAssertTrue(s.column(named: "market_ids")!.summary.contains("whatever the name says"))
    }

    // MARK: - Rows as entities

    /// A counter steps by one: a column growing by a constant 20,000 a row is data, and a
    /// year-valued column is left to the rules of time.
    func testOnlyANumberingByOneIsACounter() throws {
        let text = csv("Marriages,hhid,rate", 40) { i in "\(1_000_000 + 20_000 * i),\(1000 + i),\(self.f(self.noise(i, 28)))" }
        let s = try schema(text)
        XCTAssertFalse(s.column(named: "Marriages")!.isCounter)
        XCTAssertFalse(s.column(named: "hhid")!.isCounter)
        XCTAssertEqual(s.column(named: "hhid")!.role, .code)
    }

    /// A reference table: an epoch label per row (199 distinct of 200) and six angles. Rows are
    /// entities: a scatter of two measures, not 199 label categories with the means of six
    /// measures as grouped columns. (Angles named as a longitude and a latitude would be a
    /// location, drawn as a map: InferenceRoleTests.)
    func testALabelPerRowMakesRowsEntities() throws {
        let text = csv("equinox,elon_in,elat_in,ra,dec,elon_gal,elat_gal", 200) { i in
            let lon = 360 * self.noise(i, 9), lat = 180 * self.noise(i, 10) - 90
            return "\(i == 7 ? "J1993.06" : "J\(1990 + i / 2).\(i % 2 * 5)\(i)"),\(self.f(lon)),\(self.f(lat)),\(self.f(lon + 0.5)),\(self.f(lat - 0.2)),\(self.f(360 * self.noise(i, 11))),\(self.f(180 * self.noise(i, 12) - 90))"
        }
        let c = try choice(text)
        XCTAssertEqual(c.kind, "scatter", c.explanation)
        XCTAssertEqual(c.y, ["elon_in"], c.explanation)
        // (not ra: elon_in converted to another frame, the same quantity again)
        XCTAssertNotEqual(c.x, "ra", c.explanation)
        XCTAssertNotNil(c.x, c.explanation)
        XCTAssertTrue(c.isCrossSection)
        XCTAssertTrue(c.explanation.contains("rows are entities: equinox names 199 of 200 rows, and no time orders them"), c.explanation)
    }

    /// A catalogue of engines sorted by maker, whose properties follow on from row to row
    /// (similar engines side by side) and whose index is row numbers: still entities, since a
    /// label names every row: never lines over the row index.
    func testACatalogueSortedByNameIsNoSequence() throws {
        let text = csv(",uid,bpr,pr,thrust", 120) { i in
            "\(i),E\(1000 + i),\(self.f(1 + Double(i) / 20 + 0.1 * self.noise(i, 13))),\(self.f(10 + Double(i) / 6 + self.noise(i, 14))),\(self.f(1000 + 30 * Double(i) + 50 * self.noise(i, 15)))"
        }
        let c = try choice(text)
        XCTAssertNotNil(c.x, c.explanation)
        XCTAssertEqual(c.kind, "scatter", c.explanation)
        XCTAssertTrue(c.explanation.contains("rows are entities: uid names 120 of 120 rows"), c.explanation)
    }

    /// Up to `entityLabelLimit` rows the label stays x: a column per labelled row.
    func testFewLabelledRowsKeepTheirLabelOnX() throws {
        let text = csv("name,a,b", 12) { i in "item \(i),\(self.f(self.noise(i, 16))),\(self.f(self.noise(i, 17)))" }
        let c = try choice(text)
        XCTAssertFalse(c.explanation.contains("rows are entities"), c.explanation)
    }

    // MARK: - Rows as a sequence

    /// Three seismogram components (no time column, names not made up): each follows on from row
    /// to row, so they are lines over the row index, not one scattered against another.
    func testSmoothColumnsWithoutAnOrderAreLinesOverTheRows() throws {
        let text = csv("EHE,EHN,EHZ", 300) { i in
            let t = Double(i) / 15
            return "\(self.f(sin(t) * 100)),\(self.f(cos(t * 1.3) * 80)),\(self.f(sin(t * 0.7 + 1) * 120))"
        }
        let c = try choice(text)
        XCTAssertNil(c.x, c.explanation)
        XCTAssertEqual(c.y, ["EHE", "EHN", "EHZ"], c.explanation)
        XCTAssertEqual(c.kind, "line", c.explanation)
        XCTAssertTrue(c.decision("x")!.description.hasPrefix("x = row index: rows are a sequence (lag-1 r ≥ "), c.explanation)
    }

    /// A noise model saved as arrays in key order (`low`, `period`, `high`): the strictly rising
    /// column orders the rows and is x, whatever its place.
    func testTheColumnThatOrdersASequenceIsX() throws {
        let text = csv("low_noise,model_periods,high_noise", 100) { i in
            let p = pow(10, Double(i) / 25 - 1)
            return "\(self.f(-170 + 20 * sin(Double(i) / 12))),\(self.f(p)),\(self.f(-120 + 15 * cos(Double(i) / 15)))"
        }
        let c = try choice(text)
        XCTAssertEqual(c.x, "model_periods", c.explanation)
        XCTAssertEqual(c.y, ["low_noise", "high_noise"], c.explanation)
        XCTAssertTrue(c.decision("x")!.description.contains("model_periods rises strictly: it orders them"), c.explanation)
    }

    /// Test points listed along a grid (smooth in file order) with the name of each point's region
    /// are places, not samples of a signal: no lines over the rows.
    func testSmoothColumnsBesideNamesAreNoSignal() throws {
        let text = csv("a,b,region", 100) { i in "\(self.f(sin(Double(i) / 10) * 90)),\(self.f(cos(Double(i) / 13) * 40)),R\(i / 7)" }
        let c = try choice(text)
        XCTAssertFalse(c.explanation.contains("rows are a sequence"), c.explanation)
    }

    /// An age model that turns back now and then (95 % of its steps rising) still orders the
    /// samples: it is x, and the measures are drawn over it.
    func testAColumnRisingInNearlyEveryStepOrdersASequence() throws {
        let text = csv("age,d13C,d18O", 200) { i in
            let age = Double(i) / 10 + (i % 25 == 7 ? -0.3 : 0)
            return "\(self.f(age)),\(self.f(sin(Double(i) / 20))),\(self.f(cos(Double(i) / 17) * 2))"
        }
        let c = try choice(text)
        XCTAssertEqual(c.x, "age", c.explanation)
        XCTAssertEqual(c.y, ["d13C", "d18O"], c.explanation)
        XCTAssertTrue(c.explanation.contains("age goes one way in 95 % of its steps or more: it orders them"), c.explanation)
    }

    /// Gases named once each whose first measure is squeezed by one outlier (lifetimes of tens of
    /// years and one of 50,000): no scatter of a flat line; the earlier choice stays.
    func testEntitiesWhoseMeasureIsSqueezedKeepTheEarlierChoice() throws {
        let text = csv("Name,Lifetime,GWP20,GWP100", 100) { i in
            "gas \(i),\(i == 3 ? 50_000 : 5 + i % 20),\(self.f(100 + 900 * self.noise(i, 30))),\(self.f(50 + 400 * self.noise(i, 31)))"
        }
        let c = try choice(text)
        XCTAssertFalse(c.explanation.contains("rows are entities"), c.explanation)
    }

    /// Measures of entities in no order (noise) stay a cross-section: the sequence rule needs
    /// every column to follow on from row to row.
    func testUnrelatedRowsStayACrossSection() throws {
        let text = csv("a,b,c", 100) { i in "\(self.f(self.noise(i, 18))),\(self.f(self.noise(i, 19))),\(self.f(self.noise(i, 20)))" }
        let c = try choice(text)
        XCTAssertFalse(c.explanation.contains("rows are a sequence"), c.explanation)
    }

    // MARK: - Outcomes by name

    /// Only strong name evidence: the last word names the outcome, a bare `y` only alone.
    func testOnlyTheHeadWordNamesAnOutcome() {
        XCTAssertTrue(ColumnName("price").soundsLikeOutcome)
        XCTAssertTrue(ColumnName("Sale Price").soundsLikeOutcome)
        XCTAssertTrue(ColumnName("y").soundsLikeOutcome)
        XCTAssertTrue(ColumnName("dep_var").soundsLikeOutcome)
        XCTAssertFalse(ColumnName("target.ra").soundsLikeOutcome)
        XCTAssertFalse(ColumnName("y_mean").soundsLikeOutcome)
        XCTAssertFalse(ColumnName("value_count").soundsLikeOutcome)
        // (units in brackets are no word of the name)
        XCTAssertTrue(ColumnName("Y (nT)").soundsLikeOutcome)
        XCTAssertTrue(ColumnName("price [USD]").soundsLikeOutcome)
        XCTAssertFalse(ColumnName("y_mean (px)").soundsLikeOutcome)
    }

    /// Sources with positions `x_mean`, `y_mean` and a flux: the positions, not `y_mean` "named
    /// like an outcome" against the flux.
    func testAPositionNamedWithYIsNoOutcome() throws {
        let text = csv("flux,x_mean,y_mean,x_stddev", 100) { i in
            "\(self.f(500 + 500 * self.noise(i, 21))),\(self.f(500 * self.noise(i, 22))),\(self.f(300 * self.noise(i, 23))),\(self.f(1 + self.noise(i, 24)))"
        }
        let c = try choice(text)
        XCTAssertEqual(c.x, "x_mean", c.explanation)
        XCTAssertEqual(c.y, ["y_mean"], c.explanation)
    }

    /// `season` 1…4 and `mnth` 1…12 beside daily dates hold for weeks of rows: steps of the time,
    /// not counts over it; a count of 0…5 events a day changes from row to row and is drawn.
    func testLevelsThatHoldForRunsOverTimeAreStepsOfIt() throws {
        let text = csv("dteday,season,mnth,storms,cnt", 336) { i in
            let month = 1 + i / 28
            let date = String(format: "2011-%02d-%02d", month, 1 + i % 28)
            return "\(date),\(1 + (month - 1) / 3),\(month),\(InferenceCodeAndOutcomeTests.noise(i, 25) % 6),\(1000 + Int(500 * self.noise(i, 26)))"
        }
        let c = try choice(text)
        XCTAssertEqual(c.x, "dteday", c.explanation)
        XCTAssertFalse(c.y.contains("season"), c.explanation)
        XCTAssertFalse(c.y.contains("mnth"), c.explanation)
        XCTAssertTrue(c.y.contains("storms"), c.explanation)
        XCTAssertTrue(c.y.contains("cnt"), c.explanation)
    }

}
