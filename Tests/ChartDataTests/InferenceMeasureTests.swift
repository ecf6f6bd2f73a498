import Foundation
import XCTest
@testable import ChartData

/// Which columns are measures and how they share axes, each rule with the column shapes that
/// trigger it (counters, counts, derived columns, locations, cross-sections, records,
/// magnitude groups).
final class InferenceMeasureTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return (try ChartChoice(schema: schema, request: request), schema)
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// A fixed pseudo-random sequence in 0..<1 (the same on every run).
    private func noise(_ i: Int, _ salt: Int = 0) -> Double {
        var z = UInt64(truncatingIfNeeded: i &* 2_654_435_761 &+ salt &* 40_503 &+ 1)
        z = (z ^ (z >> 13)) &* 0x5bd1e995
        z ^= z >> 15
        return Double(z % 10_000) / 10_000
    }

    func testACounterPastTheFirstColumnIsNeverAMeasure() throws {
        // statsmodels copper: YEAR first, TIME 1…25 last.
        let (choice, schema) = try choose(csv("YEAR,PRICE,TIME", 25) { "\(1951 + $0),\(20 + $0 % 7),\($0 + 1)" })
        XCTAssertEqual(schema.column(named: "TIME")?.role, .identifier)
        XCTAssertTrue(schema.column(named: "TIME")!.summary.contains("a counter"))
        XCTAssertEqual(choice.x, "YEAR")
        XCTAssertEqual(choice.y, ["PRICE"])
    }

    func testCountsNamedLikeCountsStayMeasuresAndScalesStayLevels() throws {
        let s = try TableSchema(table: DelimitedTextParser.parse(csv("Quantity,numdep,rating,Sales", 200) { i in
            "\(1 + i % 14),\(i % 7),\(1 + i % 5),\(Double(i) * 1.5)"
        }, file: "t.csv", keepTextColumns: true))
        XCTAssertEqual(s.column(named: "Quantity")?.role, .measure)
        XCTAssertEqual(s.column(named: "numdep")?.role, .measure)
        XCTAssertEqual(s.column(named: "rating")?.role, .category, "a 1–5 scale is levels")
    }

    func testSquaresLogarithmsAndLagsNamedFromAColumnAreNotDrawn() throws {
        let (choice, schema) = try choose(csv("year,wage,lwage,exper,expersq,price,price_1", 40) { i in
            let wage = 3 + noise(i) * 10, exper = 1 + i % 30, price = 50 + Double(i) + noise(i, 1)
            let previous = i == 0 ? "" : String(50 + Double(i - 1) + noise(i - 1, 1))
            return "\(1960 + i),\(wage),\(log(wage)),\(exper),\(exper * exper),\(price),\(previous)"
        })
        XCTAssertEqual(schema.derivations["lwage"], TableSchema.Derivation(base: "wage", kind: .logarithm))
        XCTAssertEqual(schema.derivations["expersq"], TableSchema.Derivation(base: "exper", kind: .square))
        XCTAssertEqual(schema.derivations["price_1"], TableSchema.Derivation(base: "price", kind: .lag))
        XCTAssertEqual(choice.y, ["wage", "exper", "price"])
        XCTAssertTrue(choice.decision("y")!.description.contains("lwage: the logarithm of wage, adds nothing to draw"))
        // The square of x itself is the data (a parabola), not a derivation to hide.
        let (parabola, _) = try choose(csv("t,tsq", 20) { "\($0),\($0 * $0)" })
        XCTAssertEqual(parabola.x, "t")
        XCTAssertEqual(parabola.y, ["tsq"])
    }

    func testMadeUpNamesDeriveNothing() throws {
        // matplotlib's headerless x, x², x³: `column 2` is the square of `column 1`, but the reader
        // named both, so the file is drawn as written.
        let (choice, _) = try choose(csv("column 1,column 2,column 3", 11) { "\($0 * 2 + 1),\(($0 * 2 + 1) * ($0 * 2 + 1)),\($0 * $0 * $0)" })
        XCTAssertEqual(choice.y, ["column 2", "column 3"])
    }

    func testAYearFlooredToADecadeIsNeitherXNorAMeasure() throws {
        // plotnine huron: year, level, decade.
        let (choice, schema) = try choose(csv("year,level,decade", 98) { i in "\(1875 + i),\(580 + noise(i) * 3),\((1875 + i) / 10 * 10)" })
        XCTAssertEqual(schema.column(named: "decade")?.role, .derived)
        XCTAssertEqual(choice.x, "year")
        XCTAssertEqual(choice.y, ["level"])
    }

    func testALocationIsNeverAYSeries() throws {
        let (choice, _) = try choose(csv("year,country,lat,lon,pop", 60) { i in
            "\(1950 + i / 3 * 5),\(["A", "B", "C"][i % 3]),\(10 + i % 3),\(20 + i % 3),\(1000 + i * 10)"
        })
        XCTAssertEqual(choice.x, "year")
        XCTAssertFalse(choice.y.contains("lat") || choice.y.contains("lon"), "\(choice.y)")
    }

    /// Houses in no order: price (named like an outcome) on y against the measure most related
    /// to it, coloured by the flag that explains most of it; never lines over the row index.
    func testACrossSectionDrawsTheOutcomeAgainstTheMostRelatedMeasure() throws {
        var request = ChartRequest()
        request.firstColumnMayBeX = false
        let (choice, _) = try choose(csv("lotsize,sqrft,colonial,price", 80) { i in
            let sqrft = 1000 + noise(i) * 2000, colonial = noise(i, 3) < 0.5 ? 1 : 0
            return "\(5000 + noise(i, 2) * 9000),\(sqrft),\(colonial),\(sqrft * 0.15 + Double(colonial) * 120 + noise(i, 4) * 20)"
        }, request)
        XCTAssertTrue(choice.isCrossSection)
        XCTAssertEqual(choice.y, ["price"])
        XCTAssertEqual(choice.x, "sqrft")
        XCTAssertEqual(choice.by, "colonial")
        XCTAssertEqual(choice.kind, "scatter")
    }

    func testRowsThatFollowOnFromEachOtherStayASequence() throws {
        var request = ChartRequest()
        request.firstColumnMayBeX = false
        let (choice, _) = try choose(csv("a,b", 100) { i in "\(sin(Double(i) / 10) + noise(i) * 0.1),\(cos(Double(i) / 7))" }, request)
        XCTAssertFalse(choice.isCrossSection)
        XCTAssertNil(choice.x)
        XCTAssertEqual(choice.y, ["a", "b"])
    }

    func testAFirstColumnCodeIsNoXOfACrossSection() throws {
        // lifelines lung: inst (18 institution codes) first.
        let (choice, _) = try choose(csv("inst,time,age,weight", 200) { i in
            "\(Double(1 + Int(noise(i) * 18))),\(100 + noise(i, 1) * 900),\(40 + noise(i, 2) * 40),\(50 + noise(i, 3) * 50)"
        })
        XCTAssertTrue(choice.isCrossSection)
        XCTAssertNotEqual(choice.x, "inst")
        XCTAssertEqual(choice.y, ["time"])
    }

    func testACoarseYearOfRecordsIsAColourNotAnAxis() throws {
        // palmerpenguins: species, two measures, year 2007–2009.
        let (choice, _) = try choose(csv("species,bill_length,flipper_length,year", 150) { i in
            let species = i % 3, flipper = 180 + Double(species) * 15 + noise(i) * 10
            return "\(["Adelie", "Gentoo", "Chinstrap"][species]),\(30 + flipper / 10 + Double(species) * 5 + noise(i, 1)),\(flipper),\(2007 + i % 3)"
        })
        XCTAssertTrue(choice.isCrossSection)
        XCTAssertEqual(choice.y, ["bill_length"])
        XCTAssertEqual(choice.x, "flipper_length")
        XCTAssertEqual(choice.by, "species")
    }

    func testASingleMeasureDrawsItsMeanPerGroup() throws {
        // lifelines waltons: T, E (a 0/1 event flag), group.
        let (choice, _) = try choose(csv("T,E,group", 60) { i in "\(Double(i % 2 == 0 ? 20 : 55) + noise(i) * 10),\(i % 3 == 0 ? 0 : 1),\(i % 2 == 0 ? "miR-137" : "control")" })
        XCTAssertEqual(choice.x, "group")
        XCTAssertEqual(choice.y, ["T"])
        XCTAssertEqual(choice.aggregation, .mean)
    }

    func testRecordsDrawOneMeasureColouredByACategory() throws {
        // vega cars: many cars per model year, no key.
        let (choice, _) = try choose(csv("Year,Miles_per_Gallon,Weight,Origin", 120) { i in
            let origin = i % 3
            return String(format: "19%02d-01-01", 70 + i / 10) + ",\(15 + Double(origin) * 8 + noise(i) * 3),\(2000 + noise(i, 1) * 2500),\(["USA", "Europe", "Japan"][origin])"
        })
        XCTAssertEqual(choice.y, ["Miles_per_Gallon"])
        XCTAssertEqual(choice.by, "Origin")
        XCTAssertEqual(choice.kind, "scatter")
    }

    func testThreeMagnitudeGroupsBecomePanes() throws {
        // us_marriages_divorces: population 3e8, marriages 1e6, rates per 1000.
        let (choice, schema) = try choose(csv("Year,Marriages,Population,Marriages_per_1000", 50) { i in
            "\(1900 + i),\(1_000_000 + i * 20_000),\(76_000_000 + i * 3_000_000),\(9 + noise(i) * 3)"
        })
        XCTAssertEqual(choice.panes, [["Marriages"], ["Population"], ["Marriages_per_1000"]])
        XCTAssertTrue(choice.rightAxisSeries.isEmpty)
        XCTAssertEqual(choice.series(schema: schema).map(\.pane), [0, 1, 2])
        XCTAssertNotNil(choice.decision("panes"))
    }

    func testOneOrTwoSeriesOfAnotherSizeTakeTheRightAxis() throws {
        // Prices beside volume.
        let (choice, _) = try choose(csv("date,open,close,volume", 30) { i in
            String(format: "2024-01-%02d", i + 1) + ",\(100 + noise(i) * 5),\(100 + noise(i, 1) * 5),\(40_000_000 + i * 1000)"
        })
        XCTAssertEqual(choice.rightAxisSeries, ["volume"])
        XCTAssertTrue(choice.panes.isEmpty)
    }

    func testTwoGroupsOfSeveralSeriesBecomePanes() throws {
        let (choice, _) = try choose(csv("date,a,b,c,d,e,f", 30) { i in
            String(format: "2024-01-%02d", i + 1) + ",\(1 + noise(i)),\(2 + noise(i, 1)),\(3 + noise(i, 2)),\(500 + noise(i, 3)),\(600 + noise(i, 4)),\(700 + noise(i, 5))"
        })
        XCTAssertEqual(choice.panes, [["a", "b", "c"], ["d", "e", "f"]])
        XCTAssertTrue(choice.rightAxisSeries.isEmpty)
    }

    func testAMeltedValueColumnMixesUnits() throws {
        // ggplot2 economics_long: date, variable, value (population beside rates).
        let (choice, _) = try choose(csv("date,variable,value", 36) { i in
            String(format: "2000-%02d-01", i % 12 + 1) + "," + ["pop", "pce", "psavert"][i / 12] + ",\([300_000.0, 8_000, 10][i / 12] + noise(i))"
        })
        XCTAssertEqual(choice.by, "variable")
        XCTAssertFalse(choice.rightAxisSeries.isEmpty && choice.panes.isEmpty, "a value column of several variables may take two scales")
    }

    func testOneColumnSplitByAKeySharesOneAxis() throws {
        // grunfeld: invest of firms from 1 to 1,500, one column split by firm.
        let (choice, _) = try choose(csv("year,firm,invest", 60) { i in
            "\(1935 + i % 20),\(["GM", "US Steel", "Diamond"][i / 20]),\([1000.0, 300, 5][i / 20] + noise(i) * 5)"
        })
        XCTAssertEqual(choice.by, "firm")
        XCTAssertTrue(choice.rightAxisSeries.isEmpty)
        XCTAssertTrue(choice.panes.isEmpty)
        // One unit, one scale: logarithmic past 50× when every value is positive (grunfeld's log
        // axis, InferencePanelTests), else one linear axis with a warning.
        XCTAssertTrue(choice.yAxis == .log || choice.warnings.contains { $0.contains("one column split by firm") },
                      "\(choice.yAxis) \(choice.warnings)")
    }
}
