import Foundation
import XCTest
@testable import ChartData

/// The classes of wrong pictures the search could not reach before its candidates proposed them
/// (`ChartChoice+EventCounts`, `ChartChoice+NotMeasures`): events counted per period, positions
/// and codes and denominators left out of y; each with a table it must not touch.
final class InferenceClassTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
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

    /// An ISO date `day` days after 2020-01-01.
    private func date(_ day: Int) -> String {
        let (y, m, d) = CivilDate.from(days: CivilDate.days(year: 2020, month: 1, day: 1) + day)
        return String(format: "%04d-%02d-%02d", y, m, d)
    }

    // MARK: Periods

    func testCivilDatesAndPeriods() {
        XCTAssertEqual(CivilDate.days(year: 1970, month: 1, day: 1), 0)
        XCTAssertEqual(CivilDate.days(year: 2000, month: 3, day: 1), 11_017)
        for day in [-800_000, -1, 0, 59, 11_016, 20_000, 2_932_896] {
            let (y, m, d) = CivilDate.from(days: day)
            XCTAssertEqual(CivilDate.days(year: y, month: m, day: d), day)
        }
        let march15 = Double(CivilDate.days(year: 2021, month: 3, day: 15)) * 86_400 + 3_600
        XCTAssertEqual(ChartChoice.Period.month.start(of: march15), Double(CivilDate.days(year: 2021, month: 3, day: 1)) * 86_400)
        XCTAssertEqual(ChartChoice.Period.year.start(of: march15), Double(CivilDate.days(year: 2021, month: 1, day: 1)) * 86_400)
        // 2021-03-15 was a Monday.
        XCTAssertEqual(ChartChoice.Period.week.start(of: march15 + 2 * 86_400), Double(CivilDate.days(year: 2021, month: 3, day: 15)) * 86_400)
        XCTAssertEqual(ChartChoice.Period.fitting(spanSeconds: 90 * 86_400), .day)
        XCTAssertEqual(ChartChoice.Period.fitting(spanSeconds: 700 * 86_400), .week)
        XCTAssertEqual(ChartChoice.Period.fitting(spanSeconds: 10 * 365 * 86_400), .month)
        XCTAssertEqual(ChartChoice.Period.fitting(spanSeconds: 40 * 365 * 86_400), .year)
    }

    func testEventsAreTimesThatRepeatOrArriveIrregularly() {
        XCTAssertFalse(ChartChoice.areEvents((0..<100).map { Double($0) * 86_400 }), "daily samples")
        XCTAssertTrue(ChartChoice.areEvents((0..<100).map { (30 * noise($0)).rounded(.down) * 86_400 }), "a few a day, more some days")
        XCTAssertFalse(ChartChoice.areEvents((0..<100).map { Double($0 / 3) * 86_400 }), "three every day: a panel of three series")
        XCTAssertTrue(ChartChoice.areEvents((0..<100).map { pow(noise($0), 3) * 1e8 }), "bursts and lulls")
        XCTAssertTrue(ChartChoice.isAmount((0..<100).map { pow(10, 3 * noise($0)) }))
        XCTAssertFalse(ChartChoice.isAmount((0..<100).map { 2 + 5 * noise($0) }), "a magnitude")
        XCTAssertFalse(ChartChoice.isAmount((0..<100).map { 50 * noise($0) - 10 }), "negative values")
    }

    // MARK: Events counted per period

    /// A list of complaints: a date per row (several a day), an attribute of each; the count
    /// per period wins over the attribute drawn against the date.
    func testAListOfEventsIsCountedPerPeriod() throws {
        let precincts = [1, 5, 9, 13, 17, 40, 44, 52, 60, 73]
        let text = csv("reported,precinct,borough", 400) { i in
            "\(self.date(Int(self.noise(i) * 700))),\(precincts[i % 10]),b\(i % 5)"
        }
        let c = try ChartChoice.searched(schema: try schema(text), request: ChartRequest())
        XCTAssertEqual(c.aggregation, .count, c.explanation)
        XCTAssertEqual(c.rowsPerPeriod?.period, .week, c.explanation)
        XCTAssertTrue(c.explanation.contains("count of rows per week"), c.explanation)
    }

    /// Events in two bursts with months of nothing between: the empty months are drawn as 0,
    /// not bridged by a line; a count with an event in every period gains no point (must not).
    func testEmptyPeriodsCountZero() throws {
        // 60 events in the first 140 days, 60 in days 300…440 (a few a week): the weeks between
        // hold none.
        let text = csv("reported,kind", 120) { i in
            "\(self.date((i < 60 ? 0 : 300) + Int(self.noise(i) * 140))),k\(i % 3)"
        }
        let s = try schema(text)
        var c = try ChartChoice(schema: s, request: ChartRequest(x: "reported"))
        XCTAssertTrue(c.countPerPeriod(schema: s, amount: nil))
        let series = try XCTUnwrap(c.series(schema: s).first)
        XCTAssertEqual(c.rowsPerPeriod?.period, .week, c.explanation)
        XCTAssertEqual(series.y.reduce(0, +), 120)
        XCTAssertEqual(series.x.count, series.x.last.map { Int(($0 - series.x[0]) / (7 * 86_400)) + 1 }, "a point every week")
        XCTAssertTrue(series.y.contains(0))
        let april = Double(CivilDate.days(year: 1970, month: 4, day: 1)) * 86_400
        let months = ChartChoice.zeroFilled(x: [0, april], y: [5, 7], rows: [5, 7], period: .month)
        XCTAssertEqual(months.1, [5, 0, 0, 7])
        XCTAssertEqual(ChartChoice.zeroFilled(x: [0, 86_400, 172_800], y: [1, 2, 3], rows: [1, 2, 3], period: .day).1, [1, 2, 3])
        // Must not: a recording a week a month (thousands of samples each) paused between; the
        // empty months are no zeros.
        let recorded = ChartChoice.zeroFilled(x: [0, april], y: [4e5, 5e5], rows: [2500, 2400], period: .month)
        XCTAssertEqual(recorded.0, [0, april])
    }

    /// Orders with an amount: the amount summed per period.
    func testOrdersWithAnAmountAreSummedPerPeriod() throws {
        let text = csv("order date,sales,category", 600) { i in
            "\(self.date(Int(self.noise(i) * 1400))),\(self.f(pow(10, 3 * self.noise(i + 7000)))),c\(i % 4)"
        }
        let c = try ChartChoice.searched(schema: try schema(text), request: ChartRequest())
        XCTAssertEqual(c.aggregation, .sum, c.explanation)
        XCTAssertEqual(c.y, ["sales"], c.explanation)
        XCTAssertEqual(c.rowsPerPeriod?.period, .week, "1,400 days in 200 weeks: " + c.explanation)
    }

    /// Must not: events with a real measure of each (earthquakes and their magnitudes) stay
    /// points; counting them would leave the measure out.
    func testEventsWithARealMeasureStayPoints() throws {
        let text = csv("time,magnitude,depth", 300) { i in
            "\(self.date(Int(self.noise(i) * 900))),\(self.f(2 + 4 * self.noise(i + 500))),\(self.f(5 + 40 * self.noise(i + 900)))"
        }
        let c = try ChartChoice.searched(schema: try schema(text), request: ChartRequest())
        XCTAssertNil(c.rowsPerPeriod, c.explanation)
        XCTAssertTrue(c.y.contains("magnitude"), c.explanation)
    }

    /// Must not: samples at even times are never counted (the count is the sampling rate).
    func testSamplesAreNotCounted() throws {
        let s = try schema(csv("day,flow", 200) { i in "\(self.date(i)),\(self.f(pow(10, 3 * self.noise(i))))" })
        var counted = try ChartChoice(schema: s, request: ChartRequest(x: "day"))
        XCTAssertTrue(counted.countPerPeriod(schema: s, amount: nil))
        XCTAssertEqual(CandidateScore(choice: counted, schema: s).terms.first?.name, .samplesCounted)
        let c = try ChartChoice.searched(schema: s, request: ChartRequest())
        XCTAssertNil(c.rowsPerPeriod, c.explanation)
    }

    /// Must not: a panel (one row per stock and trading day, per city and month) repeats its
    /// times as often at every time: samples of several series, never counted or summed.
    func testAPanelOfSeriesIsNotCounted() throws {
        let tradingDays = (0..<40).map { 7 * ($0 / 5) + $0 % 5 }
        XCTAssertFalse(ChartChoice.areEvents(tradingDays.flatMap { day in Array(repeating: Double(day) * 86_400, count: 28) }))
        let text = csv("day,stock,open,volume", 28 * 40) { i in
            "\(self.date(tradingDays[i / 28])),s\(i % 28),\(self.f(50 + Double(i % 28) * 10 + self.noise(i))),\(Int(pow(10, 2 + 4 * self.noise(i + 9000))))"
        }
        let c = try ChartChoice.searched(schema: try schema(text), request: ChartRequest())
        XCTAssertNil(c.rowsPerPeriod, c.explanation)
    }

    // MARK: Positions and codes

    func testPositionsAndCodesAreFoundByTheirValues() throws {
        let weatherCodes: [Double] = [0, 1, 2, 3, 45, 48, 51, 53, 61, 63, 71, 80, 95]
        let text = csv("day,temp,direction,code,visitors", 260) { i in
            "\(self.date(i)),\(self.f(10 + 8 * self.noise(i))),\(Int(360 * self.noise(i + 300))),\(Int(weatherCodes[i % 13])),\(Int(6 * self.noise(i + 600)))"
        }
        let names = ChartChoice.positionsAndCodes(try schema(text)).map(\.name)
        XCTAssertTrue(names.contains("direction"), "\(names)")
        XCTAssertFalse(names.contains("visitors") || names.contains("temp"), "visitors (0…5, every value) is a count, temp a measure: \(names)")
        let c = try ChartChoice.searched(schema: try schema(text), request: ChartRequest())
        XCTAssertFalse(c.y.contains("direction") || c.y.contains("code"), c.explanation)
        XCTAssertTrue(c.y.contains("temp"), c.explanation)
    }

    /// Heights of 165…194 cm with `0` written where none was measured: the 0 stands apart from
    /// the rest by more than their span, a placeholder, not the first of sparse codes. Must not:
    /// codes whose smallest values are next to each other (0, 1, 2, 3, 45 …) keep their gaps.
    func testAPlaceholderBelowAMeasureIsNoCode() throws {
        var heights: [Double] = []
        for i in 0..<400 { heights.append(i % 9 == 0 ? 0 : Double(165 + (i * 7) % 30)) }
        let evidence = try XCTUnwrap(try schema("height\n" + heights.map { "\(Int($0))" }.joined(separator: "\n") + "\n")
            .column(named: "height")?.evidence)
        XCTAssertNil(ChartChoice.sparseCodes(heights, evidence: evidence))
        let above = heights.map { $0 == 0 ? 999 : $0 }
        XCTAssertNil(ChartChoice.sparseCodes(above, evidence: try XCTUnwrap(try schema("h\n" + above.map { "\(Int($0))" }.joined(separator: "\n") + "\n").column(named: "h")?.evidence)))
        let weatherCodes: [Double] = [0, 1, 2, 3, 45, 48, 51, 53, 61, 63, 71, 80, 95]
        let codes = (0..<260).map { weatherCodes[$0 % 13] }
        let codeEvidence = try XCTUnwrap(try schema("c\n" + codes.map { "\(Int($0))" }.joined(separator: "\n") + "\n").column(named: "c")?.evidence)
        XCTAssertEqual(ChartChoice.sparseCodes(codes, evidence: codeEvidence), 13)
        // TMY3's uncertainty codes: the 0 lies nearer the rest than twice their span, a code.
        let uncertainties: [Double] = [0, 15, 16, 21, 27, 28]
        let written = (0..<120).map { uncertainties[$0 % 6] }
        let uncertaintyEvidence = try XCTUnwrap(try schema("u\n" + written.map { "\(Int($0))" }.joined(separator: "\n") + "\n").column(named: "u")?.evidence)
        XCTAssertEqual(ChartChoice.sparseCodes(written, evidence: uncertaintyEvidence), 6)
    }

    /// Must not: a count with a long tail (0…9 most days, a few large) is no code.
    func testACountWithATailIsNoCode() throws {
        let text = csv("day,cases", 400) { i in "\(self.date(i)),\(self.noise(i) < 0.97 ? Int(10 * self.noise(i + 1)) : 40 + 10 * (i % 3))" }
        XCTAssertEqual(ChartChoice.positionsAndCodes(try schema(text)).map(\.name), [])
    }

    // MARK: Denominators

    private func states(_ extra: (Int, Int) -> String = { _, _ in "" }, header: String = "") -> String {
        csv("state,population,robbery,burglary,theft" + header, 50) { i in
            let population = Int(1e5 + 4e7 * pow(self.noise(i), 2))
            func count(_ rate: Double, _ k: Int) -> Int { Int(Double(population) * rate * (0.7 + 0.6 * self.noise(i + 100 * k))) }
            return "\(["Ala", "Bry", "Cor", "Dun", "Esk"][i % 5])\(["ton", "ford", "ley", "wick", "mere", "by", "ham", "stead", "worth", "field"][i / 5]),\(population),\(count(1e-4, 1)),\(count(4e-4, 2)),\(count(2e-3, 3))" + extra(i, population)
        }
    }

    func testAPopulationBesideItsCountsIsADenominator() throws {
        let s = try schema(states())
        XCTAssertEqual(ChartChoice.denominators(s).map(\.name), ["population"])
        let c = try ChartChoice.searched(schema: s, request: ChartRequest())
        XCTAssertFalse(c.y.contains("population"), c.explanation)
        XCTAssertFalse(c.y.isEmpty, c.explanation)
    }

    /// Must not: a large measure the counts do not rise with (an income beside children and
    /// cars), and a volume beside prices (not counts).
    func testALargeMeasureIsNoDenominatorUnlessTheCountsScaleWithIt() throws {
        let income = csv("household,income,children,cars,pets", 80) { i in
            "h\(i),\(Int(2e4 + 1e5 * self.noise(i))),\(Int(4 * self.noise(i + 1))),\(Int(3 * self.noise(i + 2))),\(Int(3 * self.noise(i + 3)))"
        }
        XCTAssertEqual(ChartChoice.denominators(try schema(income)).map(\.name), [])
        let prices = csv("day,open,close,volume", 100) { i in
            let p = 100 + Double(i) + 3 * self.noise(i)
            return "\(self.date(i)),\(self.f(p)),\(self.f(p + self.noise(i + 1))),\(Int(1e6 + 1e7 * self.noise(i + 2)))"
        }
        XCTAssertEqual(ChartChoice.denominators(try schema(prices)).map(\.name), [])
    }

    /// Must not: cases per year beside deaths per year (a wide layout) and a small count: the
    /// four large columns the deaths rise with are the table's main count, not four denominators.
    func testCasesPerYearBesideDeathsAreNoDenominators() throws {
        let years = 2019...2022
        let text = csv("state," + years.map { "\($0)_cases" }.joined(separator: ",") + "," + years.map { "\($0)_deaths" }.joined(separator: ",") + ",hospitals", 36) { i in
            let size = 100 + 3e4 * pow(self.noise(i), 2)
            let cases = years.map { Int(size * (0.3 + 1.4 * self.noise(i + 50 * $0))) }
            let deaths = cases.enumerated().map { k, c in Int(Double(c) * 0.002 * (0.3 + 1.4 * self.noise(i + 70 * k))) }
            return "s\(i)," + (cases + deaths + [Int(size / 500)]).map(String.init).joined(separator: ",")
        }
        let s = try schema(text)
        XCTAssertEqual(ChartChoice.denominators(s).map(\.name), [])
        let c = try ChartChoice.searched(schema: s, request: ChartRequest())
        XCTAssertFalse(c.explanation.contains("dropped ="), c.explanation)
    }

    // MARK: Totals

    /// 60 regions' cases per year 2000…2011 and the row `all` holding their sum.
    private func regionsWithTheirTotal() -> String {
        let regions = (0..<60).map { "r\($0)" }
        var lines = ["year,region,cases"]
        for year in 2000..<2012 {
            var sum = 0
            for (k, region) in regions.enumerated() {
                let cases = Int(100 + 50 * noise(year * 100 + k) + Double(k))
                sum += cases
                lines.append("\(year),\(region),\(cases)")
            }
            lines.append("\(year),all,\(sum)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A national total among regions, averaged in with them by the rules' fold: found by
    /// arithmetic (its value is the sum of the others' at every year) and drawn alone or left out.
    func testATotalAmongItsPartsIsNotPooled() throws {
        let s = try schema(regionsWithTheirTotal())
        let rules = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(rules.findTotal(schema: s)?.value, "all", rules.explanation)
        let c = try ChartChoice.searched(schema: s, request: ChartRequest())
        XCTAssertNotNil(c.rowFilter, c.explanation)
        XCTAssertTrue(c.explanation.contains("rows = "), c.explanation)
    }

    /// The total drawn alone holds one row per year: the mean over the regions the rules folded
    /// has nothing left to fold, so neither a title nor a warning says "mean"; the rules' answer
    /// and the parts without the total still fold (must not fire there).
    func testATotalDrawnAloneIsNoMean() throws {
        let s = try schema(regionsWithTheirTotal())
        var rules = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(rules.aggregation, .mean, rules.explanation)
        XCTAssertTrue(rules.warnings.contains { $0.contains("once per value of region") }, "\(rules.warnings)")
        rules.totalRows = rules.findTotal(schema: s)
        var without = rules
        without.rowFilter = .withoutTotal
        XCTAssertFalse(without.foldsSingleRows)
        var alone = rules
        alone.keepTotalAlone(schema: s)
        XCTAssertEqual(alone.rowFilter, .totalAlone)
        XCTAssertTrue(alone.foldsSingleRows, alone.explanation)
        XCTAssertFalse(alone.warnings.contains { $0.contains("once per value of region") }, "\(alone.warnings)")
        XCTAssertTrue(alone.explanation.contains("nothing is folded"), alone.explanation)
        XCTAssertEqual(alone.series(schema: s).first?.x.count, 12)
        XCTAssertFalse(rules.foldsSingleRows)
    }

    /// Must not: of three key values, one near the sum of the other two (within 2 % at most x,
    /// drifting off) is no total: a sum of two parts needs a closer agreement.
    func testANearSumOfTwoPartsIsNoTotal() throws {
        var lines = ["year,region,cases"]
        for k in 1...8 {
            for (i, region) in ["a", "b", "c"].enumerated() { lines.append("\(2000 + k),\(region),\(100 * (i + 1) + k)") }
        }
        let s = try schema(lines.joined(separator: "\n") + "\n")
        let rules = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertNil(rules.findTotal(schema: s), rules.explanation)
    }

    /// Must not: parts with no total (one large part is no sum of the rest).
    func testALargePartIsNoTotal() throws {
        var lines = ["year,region,cases"]
        for year in 2000..<2012 {
            for k in 0..<6 { lines.append("\(year),r\(k),\(Int((k == 0 ? 1000 : 100) + 30 * noise(year * 10 + k)))") }
        }
        let s = try schema(lines.joined(separator: "\n") + "\n")
        let rules = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertNil(rules.findTotal(schema: s), rules.explanation)
    }
}
