import Foundation
import XCTest
@testable import ChartData

/// Kinds decided by what the values and names are, not by a row count near the data's size
/// (`ChartChoice+ItemKinds`, `ChartChoice+MeasureKinds`): the same table of 40 or 80 rows gets the
/// same kind of chart; and the near misses on each side.
final class InferenceKindByValuesTests: XCTestCase {
    private func choose(_ text: String) throws -> ChartChoice {
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        return try ChartChoice(schema: try TableSchema(table: table), request: ChartRequest())
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

    /// Symbols of letters: `Ab0`, `Ab1`, … (element-like names, one per row).
    private func symbol(_ i: Int) -> String {
        let letters = Array("ABCDEFGHIKLMNOPRSTUVWXYZ")
        return "\(letters[i % letters.count])\(Character(UnicodeScalar(97 + i / letters.count)!))"
    }

    // MARK: One value per named item

    /// Abundances per element over six decades: items named for themselves, so a bar each at 30
    /// items and at 76, never a histogram of them.
    func testItemsNamedWithLettersAreBarsAtFortyAndEighty() throws {
        for count in [30, 76] {
            let text = csv("var,value", count) { i in "\(self.symbol(i)),\(self.f(pow(10, 4 * self.noise(i) - 1.5)))" }
            let c = try choose(text)
            XCTAssertEqual(c.kind, "bar", "\(count): \(c.explanation)")
            XCTAssertEqual(c.x, "var")
            XCTAssertTrue(c.decision("kind")!.description.contains("\(count) items named to compare"), c.explanation)
        }
    }

    /// Months, one value each, are periods of a year, not items to rank: a column each in
    /// calendar order (`Mar, Jan, Feb, Apr` as the file has them → Jan…Apr), never bars sorted by
    /// value. Must not: names that are no months are still ranked.
    func testMonthsOneValueEachStayInCalendarOrder() throws {
        let months = try choose("month,sales\nMar,10\nJan,12\nFeb,9\nApr,14\n")
        XCTAssertEqual(months.kind, "column", months.explanation)
        XCTAssertEqual(months.categories, ["Jan", "Feb", "Mar", "Apr"], months.explanation)
        let names = try choose("shop,sales\nMarket,10\nJunction,12\nFerry,9\nAbbey,14\n")
        XCTAssertEqual(names.kind, "bar", names.explanation)
        XCTAssertEqual(names.categories, ["Ferry", "Market", "Junction", "Abbey"], names.explanation)
    }

    /// Bars of values over six decades are drawn on a log value axis; values within one decade
    /// or two stay linear.
    func testNamedValuesOverDecadesGetALogValueAxis() throws {
        let wide = csv("var,value", 50) { i in "\(self.symbol(i)),\(self.f(pow(10, 6 * Double(i) / 49 - 1.5)))" }
        let c = try choose(wide)
        XCTAssertEqual(c.kind, "bar", c.explanation)
        XCTAssertEqual(c.yAxis, .log, c.explanation)
        XCTAssertTrue(c.decision("value axis")!.description.hasPrefix("value axis = log: value spans 6.0 decades"), c.explanation)
        let narrow = csv("var,value", 50) { i in "\(self.symbol(i)),\(self.f(10 + 5 * self.noise(i)))" }
        XCTAssertEqual(try choose(narrow).yAxis, .number)
    }

    /// Values of a sample named by register numbers (CAS `1000-10-5`, no letters): from
    /// `distributionEvidence` items on, a histogram, at 40 items as at 80; fewer are bars.
    func testItemsNamedByRegisterNumbersAreADistribution() throws {
        for count in [40, 80] {
            let text = csv("CAS,RON", count) { i in "\(1000 + i)-1\(i % 10)-5,\(self.f(20 + 80 * self.noise(i)))" }
            let c = try choose(text)
            XCTAssertEqual(c.kind, "column", "\(count): \(c.explanation)")
            XCTAssertEqual(c.aggregation, .count)
            XCTAssertTrue(c.decision("kind")!.description.contains("named by numbers of a register"), c.explanation)
        }
        let few = csv("CAS,RON", 12) { i in "\(1000 + i)-1\(i % 10)-5,\(self.f(20 + 80 * self.noise(i)))" }
        XCTAssertEqual(try choose(few).kind, "bar")
    }

    /// Past `namedBarCapacity` items the names cannot be read, whatever they are.
    func testMoreItemsThanNamesFitAreAHistogram() throws {
        let text = csv("name,value", 150) { i in "item \(self.symbol(i)) \(i),\(self.f(10 + 5 * self.noise(i)))" }
        let c = try choose(text)
        XCTAssertEqual(c.kind, "column", c.explanation)
        XCTAssertTrue(c.decision("kind")!.description.contains("too many to name a bar each (over 100)"), c.explanation)
    }

    // MARK: Labelled rows: bars of one kind, or entities

    /// Sources named once each with ten attributes of different kinds (a position in degrees, a
    /// redshift, magnitudes and their errors, an exposure in seconds): more than the palette tells
    /// apart and no common scale, so never bars per source in panes; a scatter of entities at 45
    /// rows as at 90.
    func testLabelledRowsOfManyMeasuresOfDifferentKindsAreEntities() throws {
        let header = "source,ra,dec,z,magI,errI,magR,errR,expo,theta,flux"
        let scales = [360.0, 60, 2, 20, 0.03, 21, 0.02, 90_000, 8, 1e-14]
        for count in [45, 90] {
            let text = csv(header, count) { i in
                "S\(1000 + i)x," + scales.enumerated().map { k, scale in self.f(scale * (0.2 + self.noise(i + 131 * k))) }.joined(separator: ",")
            }
            let c = try choose(text)
            XCTAssertEqual(c.kind, "scatter", "\(count): \(c.explanation)")
            XCTAssertTrue(c.isCrossSection, c.explanation)
            XCTAssertTrue(c.explanation.contains("rows are entities: source names \(count) of \(count) rows"), c.explanation)
        }
    }

    /// Near miss: a decathlon's five events per athlete (2…8,000 in size) are few enough to tell
    /// apart: bars per athlete, a pane per magnitude (InferenceShapesTests).
    func testFewMeasuresOfDifferentKindsKeepTheirBars() throws {
        let text = csv("athlete,jump,shot,run400,run1500,points", 30) { i in
            "A\(i),\(self.f(2 + 0.1 * self.noise(i))),\(self.f(14 + self.noise(i + 1))),\(self.f(48 + 2 * self.noise(i + 2))),\(self.f(270 + 10 * self.noise(i + 3))),\(8000 + Int(500 * self.noise(i + 4)))"
        }
        let c = try choose(text)
        XCTAssertEqual(c.x, "athlete", c.explanation)
        XCTAssertEqual(c.kind, "column", c.explanation)
    }

    /// Near miss: 20 regions with three shares of a vote (10…60 %): measures of one kind, so the
    /// label stays x with a column per region for each.
    func testFewLabelledRowsOfOneKindKeepTheirBars() throws {
        let text = csv("region,left,centre,right", 20) { i in
            "region \(self.symbol(i)),\(self.f(10 + 50 * self.noise(i))),\(self.f(10 + 40 * self.noise(i + 50))),\(self.f(12 + 30 * self.noise(i + 90)))"
        }
        let c = try choose(text)
        XCTAssertEqual(c.x, "region", c.explanation)
        XCTAssertEqual(c.kind, "column", c.explanation)
        XCTAssertFalse(c.explanation.contains("rows are entities"), c.explanation)
        XCTAssertTrue(ChartChoice.measuresShareOneScale(try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))))
    }

    // MARK: Register codes (TableSchema+RegisterCodes)

    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    /// Countries with an ISO-like number (each once, spread evenly over 4…894, related to no
    /// measure), an area and a population: the number is a code, never the x of the scatter.
    func testEvenlySpreadDistinctNumbersBesideNamesAreACode() throws {
        let count = 120
        // A shuffled even spread: 4 + 7.4·k in a scrambled order.
        let numbers = (0..<count).map { 4 + (($0 * 37) % count) * 890 / count }
        let text = csv("name,isonumeric,area,population", count) { i in
            "Country \(self.symbol(i)) \(i),\(numbers[i]),\(self.f(pow(10, 2 + 5 * self.noise(i)))),\(self.f(pow(10, 4 + 5 * self.noise(i + 7))))"
        }
        let s = try schema(text)
        XCTAssertEqual(s.column(named: "isonumeric")?.role, .code, s.column(named: "isonumeric")!.summary)
        XCTAssertTrue(s.column(named: "isonumeric")!.summary.contains("a register's code"))
        XCTAssertEqual(s.column(named: "population")?.role, .measure)
        XCTAssertEqual(s.column(named: "area")?.role, .measure)
        let c = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertNotEqual(c.x, "isonumeric", c.explanation)
        XCTAssertFalse(c.y.contains("isonumeric"), c.explanation)
    }

    /// Near misses that stay measures: a numbering 1…N in any order (dense: an atomic number),
    /// heights 4,000…8,848 (far from zero), whole numbers that follow a measure, and the same
    /// even numbers in a table with no name per row.
    func testDenseFarOrRelatedNumbersStayMeasures() throws {
        let count = 100
        let order = (0..<count).map { ($0 * 37) % count }
        let text = csv("name,Z,height,score,mass", count) { i in
            let k = order[i]
            return "Thing \(self.symbol(i)) \(i),\(k + 1),\(4000 + k * 48),\(10 + k * 9),\(self.f(2.0 * Double(k) + 3 * self.noise(i)))"
        }
        let s = try schema(text)
        XCTAssertEqual(s.column(named: "Z")?.role, .measure, s.column(named: "Z")!.summary)
        XCTAssertEqual(s.column(named: "height")?.role, .measure, s.column(named: "height")!.summary)
        XCTAssertEqual(s.column(named: "score")?.role, .measure, s.column(named: "score")!.summary)
        let unnamed = csv("isonumeric,area", count) { i in "\(4 + order[i] * 8),\(self.f(pow(10, 2 + 5 * self.noise(i))))" }
        XCTAssertEqual(try schema(unnamed).column(named: "isonumeric")?.role, .measure)
    }
}
