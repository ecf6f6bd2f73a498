import Foundation
import XCTest
@testable import ChartData

/// Records against sequences: the column shapes that make rows a sequence of one measure, a
/// trace per key, a panel over a design x, a cross-section of entities or events at places, and
/// the warnings said where no choice makes the picture right.
final class InferenceRecordsTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return (try ChartChoice(schema: schema, request: request), schema)
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// A deterministic wobble in -1…1.
    private func wobble(_ i: Int) -> Double { sin(Double(i) * 12.9898) }

    // MARK: - One measure and a flag

    /// `data,label` (an ECG and its anomaly flag): the signal over the row number, the flag
    /// marking its points; never the flag drawn against the signal.
    func testALoneMeasureBesideAFlagIsDrawnOverTheRowsMarkedByTheFlag() throws {
        let text = csv("data,label", 200) { i in String(format: "%.3f,%d", sin(Double(i) / 5) + 0.01 * Double(i % 7), (120..<140).contains(i) ? 1 : 0) }
        let (choice, schema) = try choose(text)
        XCTAssertNil(choice.x, "x = the row index")
        XCTAssertEqual(choice.xAxis, .row)
        XCTAssertEqual(choice.y, ["data"])
        XCTAssertEqual(choice.by, "label")
        XCTAssertEqual(choice.kind, "scatter")
        XCTAssertEqual(choice.series(schema: schema).map(\.name), ["label = 0", "label = 1"])
        let x = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(x.contains("data is the only measure"), x)
    }

    /// Two measures and a flag stay as they were: the flag never makes a lone measure.
    func testTwoMeasuresAreNoLoneMeasure() throws {
        let text = csv("a,b,label", 60) { i in String(format: "%.3f,%.3f,%d", wobble(i), wobble(i + 99) * 3, i % 2) }
        let (choice, _) = try choose(text)
        XCTAssertNil(choice.marksBy)
        XCTAssertNotEqual(choice.y, ["label"])
    }

    // MARK: - Counters within a key

    /// MCMC draws: `draw` counts 0…N−1 again in every `chain` (more values than a design's
    /// settings): x = draw, one line per chain, never the draws folded by chain.
    func testACounterRestartingInEveryKeyIsTheXOfOneLinePerKey() throws {
        let text = csv("chain,draw,mu,tau", 4 * 120) { i in
            String(format: "%d,%d,%.4f,%.4f", i / 120, i % 120, 4 + wobble(i), 3 + wobble(i + 7) * 2)
        }
        let (choice, schema) = try choose(text)
        XCTAssertEqual(choice.x, "draw")
        XCTAssertEqual(choice.by, "chain")
        XCTAssertEqual(choice.y, ["mu"])
        XCTAssertNil(choice.aggregation, "no draws folded")
        XCTAssertEqual(choice.kind, "line")
        XCTAssertEqual(choice.series(schema: schema).count, 4)
        XCTAssertEqual(choice.series(schema: schema)[0].x.count, 120)
    }

    /// A whole number that does not count up by one inside each key (a measure of many values)
    /// is no counter past the design limit.
    func testManyWholeNumbersThatDoNotCountAreNoCounter() {
        XCTAssertFalse(TableSchema.countsWithinKeys([0, 2, 4, 0, 2, 4], codes: [0, 0, 0, 1, 1, 1], keyCount: 2))
        XCTAssertFalse(TableSchema.countsWithinKeys([0, 1, 2, 5, 6, 7], codes: [0, 0, 0, 1, 1, 1], keyCount: 2), "another start")
        XCTAssertTrue(TableSchema.countsWithinKeys([0, 0, 1, 1, 2, 2], codes: [0, 1, 0, 1, 0, 1], keyCount: 2), "interleaved keys")
    }

    // MARK: - Design x named like time

    /// river's chick weights, sorted by time then chick: the chick number is in order inside
    /// every time as much as time is inside every chick; the column named like time is the x.
    func testADesignXNamedLikeTimeBeatsANumberedEntityWhateverTheFileOrder() throws {
        var rows: [String] = []
        for step in 0..<8 {
            for chick in 1...12 { rows.append("\(40 + step * (5 + chick % 5)),\(step * 2),\(chick),\((chick - 1) / 3 + 1)") }
        }
        let (choice, schema) = try choose("weight,time,chick,diet\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "time")
        XCTAssertEqual(choice.by, "chick")
        XCTAssertEqual(choice.y, ["weight"])
        XCTAssertEqual(choice.series(schema: schema).count, 12)
    }

    // MARK: - Many or mixed measures per category

    /// ISLP College: a Yes/No category first and many measures of unlike units: not their
    /// means side by side in one column chart, but one measure against the one most related,
    /// coloured by the category.
    func testManyMeasuresPerCategoryBecomeACrossSectionColouredByIt() throws {
        let header = "Private," + (1...8).map { "m\($0)" }.joined(separator: ",")
        let text = csv(header, 80) { i in
            let group = i % 3 == 0 ? "No" : "Yes"
            let base = Double(i % 17) + (group == "No" ? 20 : 0)
            return group + "," + (1...8).map { String(format: "%.2f", base * Double($0) + wobble(i * $0) * 4) }.joined(separator: ",")
        }
        let (choice, _) = try choose(text)
        XCTAssertTrue(choice.isCrossSection)
        XCTAssertNil(choice.aggregation)
        XCTAssertEqual(choice.kind, "scatter")
        XCTAssertEqual(choice.y.count, 1)
        XCTAssertNotNil(choice.x)
        XCTAssertNotEqual(choice.x, "Private")
        XCTAssertEqual(choice.by, "Private")
        let y = try XCTUnwrap(choice.decision("y")).description
        XCTAssertTrue(y.contains("8 measures per Private (over 6)"), y)
    }

    /// ISLP OJ: a week number (~250) averaged beside prices (~2): magnitudes over 50× apart
    /// are not drawn as means on one axis either.
    func testMixedMagnitudesPerCategoryBecomeACrossSection() throws {
        let text = csv("Purchase,week,price,disc", 60) { i in
            String(format: "%@,%d,%.2f,%.2f", i % 2 == 0 ? "CH" : "MM", 227 + i % 50, 1.8 + wobble(i) * 0.2, 0.1 + wobble(i + 5) * 0.05)
        }
        let (choice, _) = try choose(text)
        XCTAssertTrue(choice.isCrossSection)
        XCTAssertNil(choice.aggregation)
        let y = try XCTUnwrap(choice.decision("y")).description
        XCTAssertTrue(y.contains("differ"), y)
    }

    /// An age (~45) beside times that are mostly near zero: largest values 5× apart, but the
    /// means drawn as bars over 50× apart, so no column chart of means either.
    func testMeansFarApartPerCategoryBecomeACrossSection() throws {
        let text = csv("dx,age,reltime,survtime", 60) { i in
            String(format: "%@,%d,%.3f,%.3f", i % 2 == 0 ? "CML" : "AML", 30 + (i * 7) % 30, i % 20 == 0 ? 9.0 : 0.001 * Double(i % 5), 0.5 + abs(wobble(i)))
        }
        let (choice, _) = try choose(text)
        XCTAssertTrue(choice.isCrossSection, choice.explanation)
        XCTAssertNil(choice.aggregation)
    }

    /// Three measures of one size per category stay a column chart of their means.
    func testAFewMeasuresOfOneSizePerCategoryStayColumns() throws {
        let text = csv("sex,a,b,c", 40) { i in String(format: "%@,%.1f,%.1f,%.1f", i % 2 == 0 ? "F" : "M", 10 + wobble(i), 12 + wobble(i + 1), 9 + wobble(i + 2)) }
        let (choice, _) = try choose(text)
        XCTAssertEqual(choice.x, "sex")
        XCTAssertEqual(choice.aggregation, .mean)
        XCTAssertEqual(choice.kind, "column")
        XCTAssertEqual(choice.y, ["a", "b", "c"])
    }

    // MARK: - Events at places

    /// Earthquakes: a time, a place per row, depth and magnitude: a map of the events, never
    /// depth and magnitude as zig-zag lines over time.
    func testEventsEachAtTheirOwnPlaceAreAMap() throws {
        let text = csv("time,lat,lon,depth,mag", 60) { i in
            String(format: "2020-01-%02dT%02d:%02d:00Z,%.3f,%.3f,%.1f,%.1f", 1 + i / 3, (i * 7) % 24, (i * 13) % 60,
                   wobble(i) * 60, wobble(i + 3) * 170, 10 + abs(wobble(i + 9)) * 600, 4 + abs(wobble(i + 11)) * 3)
        }
        let (choice, _) = try choose(text)
        XCTAssertEqual(choice.x, "lon")
        XCTAssertEqual(choice.y, ["lat"])
        XCTAssertEqual(choice.kind, "scatter")
        let x = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(x.contains("events at places"), x)
    }

    /// Stations measured over time keep time on x: their few places repeat on every row.
    func testStationsAtFewPlacesStayTimeSeries() throws {
        let stations = [(51.5, -0.1), (48.9, 2.35), (52.5, 13.4)]
        let text = csv("time,station,lat,lon,temp", 3 * 30) { i in
            let s = stations[i / 30]
            return String(format: "2020-01-%02d,S%d,%.2f,%.2f,%.1f", 1 + i % 30, i / 30, s.0, s.1, 5 + wobble(i) * 3)
        }
        let (choice, _) = try choose(text)
        XCTAssertEqual(choice.x, "time")
        XCTAssertEqual(choice.by, "station")
    }

    // MARK: - Codes nearly one to one with a name

    /// lifelines dd: `politycode` names the country as `ctryname` does, except for a few
    /// countries with two codes: a code, never the measure drawn.
    func testANumberNearlyOneToOneWithANameIsACode() throws {
        var rows: [String] = []
        for country in 0..<40 {
            for spell in 0..<3 {
                // One of 40 countries changes code in their last spell.
                let code = country < 1 && spell == 2 ? 900 + country : 100 + country * 5
                rows.append("C\(country),\(code).0,\(1950 + spell * 10 + country % 7),\(1 + (country * 7 + spell * 3) % 40)")
            }
        }
        let (choice, schema) = try choose("ctryname,politycode,start_year,duration\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(schema.column(named: "politycode")?.role, .code)
        XCTAssertFalse(choice.y.contains("politycode"), "\(choice.y)")
        XCTAssertTrue(choice.y.contains("duration"), "\(choice.y)")
    }

    func testNumbersSplitOverManyNamesAreNoCode() {
        // Half the values name two texts: a measure that happens to repeat.
        let values = (0..<80).map { Double($0 / 2) }
        let cells = (0..<80).map { "T\($0 % 40)" }
        XCTAssertFalse(TableSchema.isOneToOne(values, cells))
    }

    // MARK: - Warnings where the picture may be wrong

    /// A few values 10^6 times the rest squeeze every other point into one spot: said.
    func testOutliersThatSqueezeAnAxisAreWarned() throws {
        let text = csv("name,value,uncert", 120) { i in
            String(format: "n%d,%.4f,%.4f", i, i == 7 ? 9e12 : 1 + wobble(i), 0.1 + abs(wobble(i + 1)) * Double(i % 9 + 1))
        }
        let (choice, _) = try choose(text)
        XCTAssertTrue(choice.warnings.contains { $0.contains("\"value\": 90 % of its values lie in") && $0.contains("outliers squeeze") },
                      "\(choice.warnings) \(choice.explanation)")
    }

    func testSpikesOfAColumnMostlyOfOneValueAreNotWarned() throws {
        let text = csv("day,rain", 100) { i in "\(i),\(i % 37 == 5 ? 42 : 0)" }
        let (choice, _) = try choose(text)
        XCTAssertFalse(choice.warnings.contains { $0.contains("squeeze") }, "\(choice.warnings)")
    }

    func testSpreadValuesAreNotWarned() throws {
        let text = csv("x,y", 60) { i in String(format: "%d,%.3f", i, Double(i * i) + wobble(i)) }
        let (choice, _) = try choose(text)
        XCTAssertFalse(choice.warnings.contains { $0.contains("squeeze") }, "\(choice.warnings)")
    }

    /// The UCR layout: no header, a class label, then one value per time step: each row is a
    /// series chartview does not draw, and the warning says so.
    func testRowsThatAreSeriesAreWarned() throws {
        var lines: [String] = []
        for row in 0..<30 {
            var cells = ["\(row % 3)"]
            for step in 0..<24 { cells.append(String(format: "%.3f", sin(Double(step) / 4 + Double(row % 3)))) }
            lines.append(cells.joined(separator: ","))
        }
        let body = lines.joined(separator: "\n") + "\n"
        var names = ["label"]
        for column in 1...24 { names.append("column \(column + 1)") }
        let header = names.joined(separator: ",")
        let (choice, _) = try choose(header + "\n" + body)
        XCTAssertTrue(choice.warnings.contains { $0.contains("each row looks like a series (24 numbered columns") }, "\(choice.warnings)")
    }

    // MARK: - Rows within a coarse time

    /// ISLP Smarket: `Year` 2001…2005 in file order over 250 trading days each, lags of `Today`,
    /// `Volume`: the days are a sequence (x = the row number), never strips per year; the lags
    /// are `Today` again and are not drawn.
    func testRowsInOrderWithinACoarseYearAreASequence() throws {
        let days = 5 * 40
        let today = (0..<days).map { wobble($0) * 2 }
        let text = csv("Year,Lag1,Lag2,Volume,Today,Direction", days) { i in
            String(format: "%d,%.3f,%.3f,%.3f,%.3f,%@", 2001 + i / 40, i >= 1 ? today[i - 1] : 0.5, i >= 2 ? today[i - 2] : 0.3,
                   1.2 + Double(i) / 200 + wobble(i + 50) * 0.1, today[i], today[i] >= 0 ? "Up" : "Down")
        }
        let (choice, schema) = try choose(text)
        XCTAssertNil(choice.x)
        XCTAssertEqual(choice.xAxis, .row)
        XCTAssertEqual(choice.kind, "line")
        XCTAssertEqual(Set(choice.y), ["Volume", "Today"])
        XCTAssertEqual(schema.derivations["Lag1"]?.kind, .lag)
        let x = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(x.contains("Year never falls down the file"), x)
    }

    /// The same years in no order are a cohort of records, not a sequence.
    func testRowsOfShuffledYearsStayRecords() throws {
        let text = csv("year,age,wage", 200) { i in
            String(format: "%d,%d,%.2f", 2003 + (i * 7) % 5, 20 + (i * 13) % 40, 80 + wobble(i) * 30)
        }
        let (choice, _) = try choose(text)
        XCTAssertNotNil(choice.x)
        XCTAssertEqual(choice.kind, "scatter")
    }

    // MARK: - The value of folded keys

    /// dslabs us_contagious_diseases: folding 60 states, the value drawn is `count`, not the
    /// bookkeeping column before it (`weeks_reporting`).
    func testFoldingManyKeysDrawsTheValueNamedLikeACount() throws {
        var rows: [String] = []
        for year in 1990..<1998 {
            for state in 0..<60 {
                rows.append("measles,S\(state),\(year),\(40 + (state + year) % 12),\(100 + (state * 37 + year * 11) % 900)")
            }
        }
        let (choice, _) = try choose("disease,state,year,weeks_reporting,count\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.y, ["count"], choice.explanation)
        XCTAssertTrue(choice.explanation.contains("y = count: the measure named like a count or an outcome, folded over 60 state keys"), choice.explanation)
    }

    // MARK: - Dates in no order

    /// `id,issued,coupon,spread` of 300 bonds in id order: the issue dates fall in no order and,
    /// put in date order, coupon and spread still jump from bond to bond (records): points, not
    /// a band of zig-zags. The same measures as a shuffled daily series, which follow on once
    /// sorted, stay a line.
    func testDatesInNoOrderWhoseMeasuresJumpInTimeOrderAreRecords() throws {
        func day(_ n: Int) -> String {
            let date = Date(timeIntervalSince1970: 1_483_228_800 + Double(n) * 86_400)
            let f = ISO8601DateFormatter()
            f.formatOptions = [.withFullDate]
            return f.string(from: date)
        }
        // (a hash of the row, so no order of the rows makes the values follow on)
        func noise(_ i: Int) -> Double {
            var z = UInt64(truncatingIfNeeded: i) &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
            return Double((z ^ (z >> 29)) >> 11) / Double(1 << 52) - 1
        }
        let order = (0..<300).map { ($0 * 137) % 300 }
        let bonds = csv("issued,coupon,spread", 300) { i in
            String(format: "%@,%.3f,%.4f", day(order[i] * 5), 0.05 + 0.03 * noise(i), 0.02 + 0.015 * noise(i + 1000))
        }
        let (records, _) = try choose(bonds)
        XCTAssertEqual(records.kind, "scatter", records.explanation)
        XCTAssertTrue(records.explanation.contains("records, not a sequence"), records.explanation)
        let shuffled = csv("day,level,flow", 300) { i in
            let n = order[i]
            return String(format: "%@,%.3f,%.3f", day(n), 10 + sin(Double(n) / 30), 5 + cos(Double(n) / 25))
        }
        let (series, _) = try choose(shuffled)
        XCTAssertEqual(series.kind, "line", series.explanation)
    }

    /// Lines over R's row names whose measures jump from row to row: the rows may be entities,
    /// and the warning says so with the measures' lag-1 r.
    func testLinesOverNamedRowsWhoseMeasuresJumpAreWarnedOf() throws {
        func noise(_ i: Int) -> Double {
            var z = UInt64(truncatingIfNeeded: i) &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
            return Double((z ^ (z >> 29)) >> 11) / Double(1 << 52) - 1
        }
        // (KMsurv's bmt in shape: a group, two flags, event times and covariates per patient)
        func row(_ i: Int) -> String {
            let times = [1300 + 1200 * noise(i), 900 + 800 * noise(i + 500), 60 + 50 * noise(i + 700)]
            let covariates = [28 + 20 * noise(i + 900), 30 + 20 * noise(i + 1100)]
            let cells = ["\"\(i + 1)\"", "\(1 + i / 46)", String(format: "%.0f", times[0]), "\(i % 2)", String(format: "%.0f", times[1]),
                         "\((i / 3) % 2)", String(format: "%.0f", times[2])] + covariates.map { String(format: "%.0f", $0) }
            return cells.joined(separator: ",")
        }
        let text = "\"\",group,t1,d1,t2,d2,tp,z1,z2\n" + (0..<137).map(row).joined(separator: "\n") + "\n"
        // (by default such rows are a cross-section of entities; drawn as lines when asked)
        var request = ChartRequest()
        request.y = ["t1", "t2", "tp"]
        request.kind = "line"
        let (choice, _) = try choose(text, request)
        XCTAssertEqual(choice.kind, "line", choice.explanation)
        XCTAssertTrue(choice.warnings.contains { $0.contains("3 of 3 measures do not follow on from one row to the next") }, "\(choice.warnings)")
    }
}
