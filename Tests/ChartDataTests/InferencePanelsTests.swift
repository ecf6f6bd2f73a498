import Foundation
import XCTest
@testable import ChartData

/// Long panels keyed by a numeric id with a numeric time (`TableSchema+PanelX`,
/// `ChartChoice+PanelKeys`): the column shapes that make one line per entity over an x that
/// starts again in each (NONMEM's ID/TIME/AMT/DV, an element's ionisation degrees), and the near
/// misses that must not (a table sorted by group and measure, a measure that repeats in runs
/// over one rising time, ids that do not come in runs, a long table by year).
final class InferencePanelsTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> ChartChoice {
        try ChartChoice(schema: schema(text), request: request)
    }

    /// A deterministic wobble in -1…1.
    private func wobble(_ i: Int) -> Double { sin(Double(i) * 12.9898) }

    /// A NONMEM data set: `subjects` ids, each on a run of rows with TIME from 0 at times of its
    /// own, a dose AMT (two amounts) on some rows, an observed DV on the others, a weight per
    /// subject (an attribute) and a 0/1 flag.
    private func nonmem(subjects: Int) -> String {
        var lines = ["ID,TIME,AMT,WT,DV,MDV"]
        var i = 0
        for id in 1...subjects {
            let weight = 50 + Double(id % 17) * 2.5
            var time = 0.0
            for step in 0..<10 {
                let dose = step % 3 == 0
                let amount = dose ? (id % 2 == 0 ? 25.0 : 50.0) : 0
                let observed = dose ? 0 : 10 * exp(-time / 30) + 3 * abs(wobble(i)) + 0.01 * Double(i)
                lines.append("\(id),\(String(format: "%.2f", time)),\(amount),\(weight),\(String(format: "%.3f", observed)),\(dose ? 1 : 0)")
                time += 2 + 4 * abs(wobble(i + 7))
                i += 1
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func testNONMEMDataSetDrawsTheObservationOverTimePerSubject() throws {
        let choice = try choose(nonmem(subjects: 6))
        XCTAssertEqual(choice.x, "TIME", choice.explanation)
        XCTAssertEqual(choice.by, "ID", choice.explanation)
        XCTAssertEqual(choice.y, ["DV"], choice.explanation)
        XCTAssertEqual(choice.kind, "line", choice.explanation)
        let x = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(x.contains("starting again at 100 % of the ID boundaries"), x)
        XCTAssertTrue(x.contains("6 of 6 starting at 0"), x)
        let y = try XCTUnwrap(choice.decision("y")).description
        XCTAssertTrue(y.contains("WT: no course of their own within each ID"), y)
        // DV is 0 on the dose rows, exactly where AMT is not: named in a warning.
        let warning = try XCTUnwrap(choice.warnings.first { $0.hasPrefix("DV is 0 on") }, "\(choice.warnings)")
        XCTAssertTrue(warning.contains("the rows where AMT is not"), warning)
    }

    /// 60 subjects (past the 50 keys a legend names): still one line each, a spaghetti plot,
    /// never a mean per TIME (each subject's times are its own).
    func testManySubjectsMakeASpaghettiPlot() throws {
        let choice = try choose(nonmem(subjects: 60))
        XCTAssertEqual(choice.x, "TIME", choice.explanation)
        XCTAssertEqual(choice.by, "ID", choice.explanation)
        XCTAssertNil(choice.aggregation, choice.explanation)
        XCTAssertEqual(choice.keyCount, 60)
        XCTAssertTrue(choice.decision("by")!.description.contains("spaghetti"), choice.explanation)
    }

    /// An element table: atomic number in runs, the ionisation degree 1…Z inside each, the energy.
    func testIonisationDegreesPerElement() throws {
        var lines = ["atomic_number,degree,energy"]
        for z in 1...12 {
            for degree in 1...z { lines.append("\(z),\(degree),\(String(format: "%.3f", 13.6 * Double(degree * degree) / Double(max(1, z - degree + 1))))") }
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "degree", choice.explanation)
        XCTAssertEqual(choice.by, "atomic_number", choice.explanation)
        XCTAssertEqual(choice.y, ["energy"], choice.explanation)
    }

    /// Near miss: rows sorted by group, then by price: price rises and falls back per group,
    /// but each group starts anywhere — a sorted listing, not a clock per entity.
    func testTableSortedByGroupAndMeasureIsNoPanel() throws {
        var lines = ["shop,price,sold"]
        var i = 0
        for shop in 1...8 {
            var price = 10 + Double(shop) * 7.3
            for _ in 0..<6 {
                lines.append("\(shop),\(String(format: "%.2f", price)),\(Int(50 + 20 * wobble(i)))")
                price += 1 + abs(wobble(i + 3))
                i += 1
            }
        }
        XCTAssertNil(try schema(lines.joined(separator: "\n") + "\n").panelX(excluding: []))
    }

    /// Near miss: a measure that repeats in runs (a set point held for a while) beside one
    /// elapsed time rising over the whole file: one sequence, not a panel.
    func testMeasureRepeatingInRunsOverOneRisingTimeIsNoPanel() throws {
        var lines = ["elapsed,setpoint,temperature"]
        for i in 0..<60 { lines.append("\(i * 10),\(20 + (i / 10) * 5),\(String(format: "%.2f", 20 + Double(i / 10) * 5 + wobble(i)))") }
        XCTAssertNil(try schema(lines.joined(separator: "\n") + "\n").panelX(excluding: []))
    }

    /// Near miss: ids interleaved (every subject at every visit, rows by visit): not runs; the
    /// design-x rule's, not this one's.
    func testInterleavedIdsAreNoPanel() throws {
        var lines = ["subject,hours,level"]
        var i = 0
        for hour in [0.0, 1.5, 4, 9, 20] {
            for subject in 1...6 {
                lines.append("\(subject),\(hour),\(String(format: "%.2f", 5 + wobble(i)))")
                i += 1
            }
        }
        XCTAssertNil(try schema(lines.joined(separator: "\n") + "\n").panelX(excluding: []))
    }

    /// Near miss: a long table by year (ages 0…9 in every year): the year is time and wins x,
    /// as before; the panel rule is not asked.
    func testLongTableByYearKeepsYearAsX() throws {
        var lines = ["year,age,population"]
        var i = 0
        for year in 2000...2009 {
            for age in 0..<10 {
                lines.append("\(year),\(age),\(1000 + 10 * age + Int(20 * wobble(i)))")
                i += 1
            }
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "year", choice.explanation)
        XCTAssertNotEqual(choice.decision("x")?.description.contains("a panel's x"), true, choice.explanation)
    }

    /// Named x or by: the rule stays out of it.
    func testNamedByIsKept() throws {
        let choice = try choose(nonmem(subjects: 6), ChartRequest(by: "MDV"))
        XCTAssertEqual(choice.by, "MDV", choice.explanation)
        XCTAssertNotEqual(choice.decision("x")?.description.contains("a panel's x"), true, choice.explanation)
    }

    /// 300 subjects, more than the lines drawn: no split, and a warning names the panel.
    func testMorePanelEntitiesThanLinesAreWarned() throws {
        let choice = try choose(nonmem(subjects: 300))
        XCTAssertNil(choice.by, choice.explanation)
        let warning = try XCTUnwrap(choice.warnings.first { $0.hasPrefix("TIME starts again in each of 300 ID") }, "\(choice.warnings)")
        XCTAssertTrue(warning.contains("--x TIME --by ID"), warning)
    }

    /// Near miss: two competitions, each ranked 1…21 (a listing sorted by rank): two keys say
    /// nothing of a common start, so no panel (prince's decathlon table).
    func testTwoGroupsRankedFromOneAreNoPanel() throws {
        var lines = ["athlete,Rank,Points,Competition"]
        for competition in ["Decastar", "OlympicG"] {
            for rank in 1...21 { lines.append("\(competition)\(rank),\(rank),\(9000 - rank * 40 + Int(10 * wobble(rank))),\(competition)") }
        }
        XCTAssertNil(try schema(lines.joined(separator: "\n") + "\n").panelX(excluding: []))
    }

    /// An age that rises with TIME step for step in every subject is a clock, not the measure
    /// drawn, however many distinct values it has.
    func testAgeRisingWithTimeIsNotTheMeasure() throws {
        var lines = ["ID,TIME,AGE,SCORE"]
        var i = 0
        for id in 1...5 {
            var time = 0.0
            for _ in 0..<8 {
                lines.append("\(id),\(String(format: "%.3f", time)),\(String(format: "%.3f", 40 + Double(id) * 3.1 + time)),\(Int(50 + 10 * wobble(i)))")
                time += 0.2 + abs(wobble(i + 1))
                i += 1
            }
        }
        let choice = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "TIME", choice.explanation)
        XCTAssertEqual(choice.y, ["SCORE"], choice.explanation)
    }
}
