import Foundation
import XCTest
@testable import ChartData

/// Long tables and many series (`ChartChoice+LongTables`, `+LongGrid`, `+ManySeries`): the
/// column shapes that split rows by a key whatever how far the keys' x ranges overlap, that make
/// a long (x, y, value) table a heatmap, that keep the few most varying of many measures, and
/// that keep empty columns out of every role.
final class InferenceLongTablesTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> ChartChoice {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return try ChartChoice(schema: schema, request: request)
    }

    /// A deterministic wobble in -1…1.
    private func wobble(_ i: Int) -> Double { sin(Double(i) * 12.9898) }

    /// `yyyy-mm-dd` of day `n` after 1970-01-01.
    private func day(_ n: Int) -> String {
        let date = Date(timeIntervalSince1970: Double(n) * 86_400)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// M4's shape: (id, date, value) with each id's days in a period of its own; only two of the
    /// four ids share some days, so dates repeat 1.2× per value (far under the 2× a split needed).
    private func idsWithHardlyOverlappingDates() -> String {
        var lines = ["id,date,value"]
        let spans = [("D10", 16_000, 300), ("D160", 11_000, 400), ("D410", 3_000, 300), ("D500", 11_200, 400)]
        var i = 0
        for (id, start, length) in spans {
            for d in 0..<length {
                lines.append("\(id),\(day(start + d)),\(String(format: "%.2f", 1000 + Double(d) + 30 * wobble(i)))")
                i += 1
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testKeysWhoseDatesHardlyOverlapSplitTheRows() throws {
        let choice = try choose(idsWithHardlyOverlappingDates())
        XCTAssertEqual(choice.x, "date")
        XCTAssertEqual(choice.by, "id", choice.explanation)
        let line = try XCTUnwrap(choice.decision("by")).description
        XCTAssertTrue(line.contains("within its own span"), line)
        XCTAssertTrue(line.contains("pairs 100 % unique"), line)
    }

    func testKeysWhoseDatesHardlyOverlapSplitWhenOnlyXAndYAreNamed() throws {
        let choice = try choose(idsWithHardlyOverlappingDates(), ChartRequest(x: "date", y: ["value"]))
        XCTAssertEqual(choice.by, "id", choice.explanation)
        XCTAssertTrue(choice.decision("by")!.description.contains("split although only --x and --y were named"), choice.explanation)
    }

    /// Keys in periods of their own that never share a day: x is unique but starts again (jumps
    /// back) at each key, so the merged line would join the periods.
    func testKeysInDisjointPeriodsThatRestartAreSplit() throws {
        var lines = ["station,date,level"]
        for (k, start) in [("north", 9_000), ("south", 2_000), ("west", 6_000)].enumerated() {
            for d in 0..<200 { lines.append("\(start.0),\(day(start.1 + d)),\(Double(k) + wobble(d))") }
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.by, "station", choice.explanation)
        XCTAssertTrue(choice.decision("by")!.description.contains("x starting again per key"), choice.explanation)
    }

    /// A label per hour of one sequence (the weather's condition): x is unique and in order, so
    /// the label never splits it, however it pairs with x.
    func testALabelOfAUniqueOrderedSequenceDoesNotSplitIt() throws {
        var lines = ["time,condition,temp"]
        for h in 0..<500 { lines.append("\(day(10_000 + h)),\(["sun", "rain", "cloud"][(h / 7) % 3]),\(wobble(h))") }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "time")
        XCTAssertNil(choice.by, choice.explanation)
    }

    /// Events labelled by a category spread over the whole range (orders by pizza name): each
    /// name is seen at a few of the instants inside its own span, so the rows are records.
    func testEventsLabelledAcrossTheWholeRangeAreNotSplit() throws {
        var lines = ["time,pizza,price"]
        for i in 0..<600 {
            // a few instants shared by two orders: x repeats a little
            lines.append("\(day(12_000 + i - (i % 10 == 0 ? 1 : 0))),\(["margherita", "diavola", "funghi", "marinara", "capricciosa", "quattro"][(i * 7 + i / 3) % 6]),\(10 + wobble(i))")
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertNil(choice.by, choice.explanation)
    }

    // MARK: - Empty columns

    /// simbench's PowerPlant: qPP is NULL in every row. It is constant (no values), never y.
    func testAColumnEmptyInEveryRowIsNeverChosen() throws {
        var lines = ["id,type,pPP,qPP,sR,pMax"]
        for i in 0..<60 {
            lines.append("plant \(i),\(["wind", "gas", "coal"][i % 3]),\(Double(i % 17) + wobble(i)),NULL,\(Double(i % 11) * 2 + wobble(i + 1)),\(Double(i % 13) * 3)")
        }
        let text = lines.joined(separator: "\n") + "\n"
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        XCTAssertEqual(schema.column(named: "qPP")?.role, .constant)
        XCTAssertTrue(schema.column(named: "qPP")!.summary.contains("no values"))
        let choice = try ChartChoice(schema: schema, request: ChartRequest())
        XCTAssertNotEqual(choice.x, "qPP")
        XCTAssertFalse(choice.y.contains("qPP"), choice.explanation)
        XCTAssertNotEqual(choice.by, "qPP")
    }

    func testAnEmptyFirstColumnIsNeverX() throws {
        var lines = ["blank,a,b"]
        for i in 0..<40 { lines.append(",\(i),\(wobble(i))") }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertNotEqual(choice.x, "blank", choice.explanation)
        XCTAssertFalse(choice.y.contains("blank"), choice.explanation)
    }

    // MARK: - Long grids

    /// A 2-D histogram written long (IRIS noise PDF: freq, power, hits): every (freq, power)
    /// once, the grid full.
    private func longHistogram(xs: Int, ys: Int, dropEvery: Int = 0, offset: Double = 50) -> String {
        var lines = ["freq,power,hits"]
        var i = 0
        for f in 0..<xs {
            for p in 0..<ys {
                i += 1
                if dropEvery > 0 && i % dropEvery == 0 { continue }
                lines.append("\(String(format: "%.5f", 0.001 * pow(1.1, Double(f)))),\(-200 + p),\(Int(offset + 50 * wobble(i)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testALongTableOfAFullGridIsAHeatmap() throws {
        let choice = try choose(longHistogram(xs: 30, ys: 20))
        XCTAssertEqual(choice.kind, "heatmap", choice.explanation)
        let grid = try XCTUnwrap(choice.grid)
        XCTAssertEqual(grid.shape, .long)
        XCTAssertEqual(grid.long, TableGrid.LongCells(x: "freq", y: "power", value: "hits"))
        let line = try XCTUnwrap(choice.decision("kind")).description
        XCTAssertTrue(line.contains("30 × 20 values"), line)
        XCTAssertTrue(line.contains("a heatmap of hits over freq × power"), line)
    }

    func testALongTableOfANearFullGridIsAHeatmap() throws {
        // One cell in ten missing (90 % filled).
        XCTAssertEqual(try choose(longHistogram(xs: 30, ys: 20, dropEvery: 10)).grid?.shape, .long)
    }

    func testSmallOrSparseOrRepeatedPairsStaySeries() throws {
        // 5 power levels: a few lines, not a grid.
        XCTAssertNil(try choose(longHistogram(xs: 30, ys: 5)).grid)
        // Half the cells missing and values below zero: no histogram, no grid.
        XCTAssertNil(try choose(longHistogram(xs: 30, ys: 20, dropEvery: 2, offset: 0)).grid)
        // A cloud of points: every x once (a scatter of three measures), no grid.
        var cloud = ["a,b,c"]
        for i in 0..<400 { cloud.append("\(Double(i) * 0.37),\(i % 20),\(50 + wobble(i))") }
        XCTAssertNil(try choose(cloud.joined(separator: "\n") + "\n").grid)
        // A pair written twice: rows are records, not cells.
        let twice = longHistogram(xs: 20, ys: 20)
        let doubled = twice + twice.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
        XCTAssertNil(try choose(doubled).grid)
    }

    /// The IRIS noise PDF keeps only its non-empty cells (12 % of freq × power): counts on a
    /// lattice, still a heatmap.
    func testASparseLongHistogramOfCountsIsAHeatmap() throws {
        var lines = ["freq,power,hits"]
        for f in 0..<40 {
            for p in 0..<30 where (f + p) % 8 == 0 || (f * 3 + p) % 11 == 0 { lines.append("\(0.001 * pow(1.1, Double(f))),\(-200 + p),\(1 + (f * p) % 9)") }
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.grid?.shape, .long, choice.explanation)
        XCTAssertTrue(choice.decision("kind")!.description.contains("a histogram's empty cells left out"), choice.explanation)
    }

    /// A panel (linearmodels' wage_panel: a person id once per year, wage, hours) is no sparse
    /// grid of the other numbers: the year makes it series.
    func testAPanelBesideATimeIsNoLongGrid() throws {
        var lines = ["nr,year,lwage,hours"]
        for i in 0..<180 { lines.append("\(1000 + i / 3 * 13),\(1980 + i % 3),\(Double(i % 17) / 10 + 1),\(2000 + i % 300)") }
        XCTAssertNil(try choose(lines.joined(separator: "\n") + "\n").grid)
    }

    func testANamedLongGridColumnKeepsTheSeries() throws {
        XCTAssertNil(try choose(longHistogram(xs: 30, ys: 20), ChartRequest(x: "freq", y: ["hits"])).grid)
    }

    // MARK: - Many series

    private func measures(_ count: Int) -> String {
        var lines = ["t," + (0..<count).map { "m\($0)" }.joined(separator: ",")]
        for t in 0..<100 {
            // column c swings by (c % 10 + 1) around 100: m9, m19, m29… vary most for their size
            lines.append("\(t)," + (0..<count).map { c in String(format: "%.3f", 100 + Double(c % 10 + 1) * wobble(t * 31 + c)) }.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testPastTheLimitTheMostVaryingMeasuresAreDrawnWithAWarning() throws {
        let choice = try choose(measures(42))
        XCTAssertEqual(choice.y.count, ChartChoice.paletteSize, choice.explanation)
        XCTAssertTrue(choice.y.contains { ["m9", "m19", "m29", "m39"].contains($0) }, "\(choice.y)")
        XCTAssertFalse(choice.y.contains { ["m0", "m10", "m20", "m30"].contains($0) }, "\(choice.y)")
        let warning = try XCTUnwrap(choice.warnings.first { $0.contains("42 measures") })
        XCTAssertTrue(warning.contains("34 others left out"), warning)
        XCTAssertTrue(warning.contains("--y"), warning)
        XCTAssertTrue(choice.decision("y")!.description.contains("vary most for their size"), choice.explanation)
    }

    /// 30 profiles: 26 near-copies of one daily swing and 4 of other shapes. The kept ones are
    /// representatives of each shape, not eight copies of the largest.
    func testTheKeptMeasuresAreLeastAlike() throws {
        var lines = ["t," + (0..<30).map { "p\($0)" }.joined(separator: ",")]
        for t in 0..<200 {
            let swing = sin(Double(t) / 8)
            let others = [cos(Double(t) / 3), Double(t % 50) / 50, wobble(t), t < 100 ? 0.0 : 1.0]
            lines.append("\(t)," + (0..<30).map { c in
                String(format: "%.4f", c < 26 ? 1 + 1.2 * swing + 0.01 * wobble(t + c) : 1 + 0.9 * others[c - 26])
            }.joined(separator: ","))
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.y.count, ChartChoice.paletteSize)
        XCTAssertTrue(Set(["p26", "p27", "p28", "p29"]).isSubset(of: Set(choice.y)), "\(choice.y)")
    }

    /// Thousands of points a line: the kept measures go in panes (small multiples), as
    /// overlaid they are a block.
    func testKeptMeasuresOfThousandsOfPointsGoInPanes() throws {
        var lines = ["t," + (0..<30).map { "p\($0)" }.joined(separator: ",")]
        for t in 0..<ChartChoice.densePointCount {
            lines.append("\(t)," + (0..<30).map { c in String(format: "%.3f", 1 + wobble(t * 7 + c * 13)) }.joined(separator: ","))
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.y.count, ChartChoice.paletteSize)
        XCTAssertEqual(choice.panes.count, ChartChoice.maximumPanes, choice.explanation)
        XCTAssertEqual(Set(choice.panes.joined()), Set(choice.y))
        XCTAssertTrue(choice.decision("panes")!.description.contains("2,000 points a line"), choice.explanation)
        // Fewer points: one chart.
        XCTAssertTrue(try choose(measures(30)).panes.isEmpty)
    }

    func testUpToTheLimitEveryMeasureIsDrawn() throws {
        let choice = try choose(measures(ChartChoice.manySeriesLimit))
        XCTAssertEqual(choice.y.count, ChartChoice.manySeriesLimit)
        XCTAssertFalse(choice.warnings.contains { $0.contains("measures are too many") })
    }

    func testNamedMeasuresAreAllDrawn() throws {
        let names = (0..<30).map { "m\($0)" }
        let choice = try choose(measures(30), ChartRequest(x: "t", y: names))
        XCTAssertEqual(choice.y, names)
    }

    // MARK: - Warnings that name the fault

    /// Stations over hours where one station has extra rows at some hours: (station, time) is
    /// 89 % unique, too few to split, and a warning names the key that nearly did.
    func testAKeyThatNearlySplitsIsNamedWhenTheRowsStayMerged() throws {
        var lines = ["time,station,temp"]
        for h in 0..<200 {
            for s in ["A", "B", "C"] { lines.append("\(h),\(s),\(wobble(h * 3 + s.count))") }
            if h % 3 == 0 { lines.append("\(h),A,\(wobble(h + 7))") }
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n", ChartRequest(x: "time", y: ["temp"]))
        XCTAssertNil(choice.by)
        let warning = try XCTUnwrap(choice.warnings.first { $0.contains("nearly tells the rows apart") }, "\(choice.warnings)")
        XCTAssertTrue(warning.contains("--by station"), warning)
    }

    /// A split whose pairs are 96 % unique says so: a second key may be missing.
    func testASplitOnPairsThatSometimesRepeatIsWarned() throws {
        var lines = ["time,station,temp"]
        for h in 0..<100 {
            for s in ["A", "B", "C"] { lines.append("\(day(9_000 + h)),\(s),\(wobble(h * 3 + s.count))") }
            if h % 10 == 0 { lines.append("\(day(9_000 + h)),B,\(wobble(h + 7))") }
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.by, "station", choice.explanation)
        XCTAssertTrue(choice.warnings.contains { $0.hasPrefix("split by station although 4 % of the rows") }, "\(choice.warnings)")
    }

    /// Two date columns alike (start and end of a period): the first is x by column order, and
    /// a warning names the other; a single time column says nothing.
    func testTwoTimeColumnsAlikeAreACloseCall() throws {
        var lines = ["start,end,load"]
        for d in 0..<50 { lines.append("\(day(10_000 + 2 * d)),\(day(10_001 + 2 * d)),\(wobble(d))") }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "start")
        let warning = try XCTUnwrap(choice.warnings.first { $0.hasPrefix("x = start by column order over end") }, "\(choice.warnings)")
        XCTAssertTrue(warning.contains("--x end"), warning)
        let single = try choose(lines.map { $0.split(separator: ",").enumerated().filter { $0.offset != 1 }.map(\.element).joined(separator: ",") }
            .joined(separator: "\n") + "\n")
        XCTAssertTrue(single.warnings.isEmpty, "\(single.warnings)")
    }
}
