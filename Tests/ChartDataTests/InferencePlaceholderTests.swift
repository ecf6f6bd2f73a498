import Foundation
import XCTest
@testable import ChartData

/// Values that stand for no value (`TableSchema+Placeholders`): round, far outside the rest and
/// repeated, read as gaps and said in `--explain`; and the near misses that stay data. Synthetic
/// columns of the shapes that trigger each case.
final class InferencePlaceholderTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    private func f(_ value: Double) -> String { String(format: "%.4f", value) }

    private func values(_ s: TableSchema, _ name: String) -> [Double] {
        s.drawnTable.column(named: name)!.values
    }

    // MARK: - Read as gaps

    /// An energy grid with f1 unknown (`-9999.`) in its first 60 rows: those are gaps, f1 keeps
    /// its real range, f2 is untouched, and the choice says why first.
    func testNinesFarBelowTheRestAreGaps() throws {
        let text = csv("E,f1,f2", 400) { i in
            let e = 10 * pow(1.02, Double(i))
            return "\(self.f(e)),\(i < 60 ? "-9999." : self.f(20 + 30 * sin(Double(i) / 40))),\(self.f(1 + Double(i) / 50))"
        }
        let s = try schema(text)
        XCTAssertEqual(s.placeholders.count, 1)
        let p = s.placeholders[0]
        XCTAssertEqual(p.column, "f1")
        XCTAssertEqual(p.value, -9999)
        XCTAssertEqual(p.rows, 60)
        XCTAssertTrue(p.isBelow)
        XCTAssertEqual(values(s, "f1").prefix(60).filter(\.isNaN).count, 60)
        XCTAssertGreaterThan(s.column(named: "f1")!.evidence.low!, -11)
        XCTAssertEqual(s.column(named: "f1")!.evidence.filled, 340)
        XCTAssertTrue(p.description.hasPrefix("f1: -9999 read as a gap (60 rows, "), p.description)
        XCTAssertTrue(p.description.hasSuffix("IQRs below the rest)"), p.description)
        let c = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(c.decisions.first?.subject, "gaps", c.explanation)
        XCTAssertTrue(c.decisions.first!.value.hasPrefix("f1: -9999 read as a gap"), c.explanation)
        // f1 and f2 now differ less than 50×: one axis, none on the right.
        XCTAssertTrue(c.rightAxisSeries.isEmpty, c.explanation)
    }

    /// NONMEM's iteration codes -1000000000…-1000000008 after iterations 0 and 12: one run of codes
    /// counted on from -1e9, read as gaps though the rest is two values.
    func testARunOfCodesFromAHugeRoundBaseIsGaps() throws {
        var rows = ["0,4.69,587.3", "12,4.70,586.2"]
        for k in 0...8 { rows.append("\(-1_000_000_000 - k),\(self.f(0.1 * Double(k))),0") }
        let s = try schema("ITERATION,THETA1,OBJ\n" + rows.joined(separator: "\n") + "\n")
        let p = try XCTUnwrap(s.placeholders.first { $0.column == "ITERATION" })
        XCTAssertEqual(p.value, -1_000_000_008)
        XCTAssertEqual(p.through, -1_000_000_000)
        XCTAssertEqual(p.rows, 9)
        XCTAssertEqual(values(s, "ITERATION").filter(\.isFinite), [0, 12])
        XCTAssertTrue(p.description.contains("-1000000008…-1000000000 read as a gap (9 rows"), p.description)
    }

    /// A sounding's first level holds `-9999.00` once in each of four columns: once per column,
    /// but the same value in several columns is a code. A machine sentinel (`-32768`) and a
    /// placeholder above the rest (`99999`) are found too.
    func testOneRowOfTheSameValueInSeveralColumnsIsGaps() throws {
        let text = csv("p,temp,dwpt,wdir,wspd,elev", 60) { i in
            let p = 1000 - 15 * Double(i)
            if i == 0 { return "\(self.f(p)),-9999.00,-9999.00,-9999.00,-9999.00,120" }
            let elev = i % 20 == 5 ? "-32768" : "\(100 + i)"
            let wspd = i % 25 == 7 ? "99999" : self.f(10 + Double(i) / 3)
            return "\(self.f(p)),\(self.f(20 - Double(i))),\(self.f(15 - 1.2 * Double(i))),\(self.f(200 + Double(i))),\(wspd),\(elev)"
        }
        let s = try schema(text)
        XCTAssertEqual(Set(s.placeholders.filter { $0.value == -9999 }.map(\.column)), ["temp", "dwpt", "wdir", "wspd"])
        XCTAssertEqual(s.placeholders.first { $0.column == "elev" }?.value, -32768)
        XCTAssertEqual(s.placeholders.first { $0.column == "wspd" && $0.value == 99999 }?.isBelow, false)
        XCTAssertTrue(values(s, "temp")[0].isNaN)
        XCTAssertEqual(values(s, "elev").filter(\.isNaN).count, 3)
    }

    /// Collisions in one city with a few places unknown, written `0,0`: both coordinates are
    /// gaps in those rows, the map keeps the city's extent, and other zeros stay data.
    func testZeroLocationFarFromEveryPlaceIsGaps() throws {
        let text = csv("injured,LATITUDE,LONGITUDE", 300) { i in
            i % 50 == 7 ? "\(i % 3),0,0" : "\(i % 3),\(self.f(40.6 + Double(i % 17) / 100)),\(self.f(-74.0 + Double(i % 13) / 100))"
        }
        let s = try schema(text)
        XCTAssertEqual(Set(s.placeholders.map(\.column)), ["LATITUDE", "LONGITUDE"])
        XCTAssertTrue(s.placeholders.allSatisfy { $0.value == 0 && $0.rows == 6 })
        XCTAssertEqual(values(s, "LONGITUDE").filter(\.isNaN).count, 6)
        XCTAssertGreaterThan(s.column(named: "LATITUDE")!.evidence.low!, 40)
        XCTAssertEqual(values(s, "injured").filter { $0 == 0 }.count, 100)
        XCTAssertEqual(s.coordinates?.longitude, "LONGITUDE")
    }

    /// Places around longitude 0 (London), or a zero in only one coordinate's far side, keep it.
    func testZeroLocationAmongThePlacesStaysData() throws {
        let london = csv("lat,lon", 200) { i in i % 40 == 3 ? "0,0" : "\(self.f(51.4 + Double(i % 9) / 50)),\(self.f(-0.3 + Double(i % 11) / 20))" }
        XCTAssertTrue(try schema(london).placeholders.isEmpty)
        let equator = csv("lat,lon", 200) { i in i % 40 == 3 ? "0,0" : "\(self.f(-0.5 + Double(i % 9) / 8)),\(self.f(30 + Double(i % 11) / 20))" }
        XCTAssertTrue(try schema(equator).placeholders.isEmpty)
    }

    func testRoundValues() {
        for value in [-9999.0, 9999, -999.9, 99.99, 9999.9, -9900, 99, -1, -1000, -1e9, 1e10, 1e20, -32768, 65535, 9.969209968386869e36] {
            XCTAssertTrue(TableSchema.isRoundPlaceholder(value), "\(value)")
        }
        for value in [0.0, 1, 10, 100, 1000, 1e5, 0.99, 5, 9, 90, 9e15, 9998, 12.5, -1234, 2.5e9] {
            XCTAssertFalse(TableSchema.isRoundPlaceholder(value), "\(value)")
        }
        XCTAssertEqual(TableSchema.placeholderBase(-1_000_000_008), -1e9)
        XCTAssertNil(TableSchema.placeholderBase(1_600_000_000))
        XCTAssertNil(TableSchema.placeholderBase(-1_000_000_500))  // 500 on: no run of a few codes
        XCTAssertNil(TableSchema.placeholderBase(1_000_000_003))   // above zero: a count near a round number
        XCTAssertNil(TableSchema.placeholderBase(-1_000_000_000.5))
    }

    // MARK: - Near misses: real data stays

    /// Counts with many zeros and a few large values, a 0/1 flag, shares that reach 100 and
    /// counts that reach 1000: no round extreme that lies far and alone, nothing read as a gap.
    func testCountsFlagsAndSharesStayData() throws {
        let text = csv("count,flag,share,total", 200) { i in
            let count = i % 3 == 0 ? 0 : (i % 50 == 1 ? 900 : i % 7)
            let share = i % 40 == 0 ? "100" : self.f(Double(i % 20))
            let total = i % 60 == 0 ? "1000" : "\(i % 30)"
            return "\(count),\(i % 2),\(share),\(total)"
        }
        XCTAssertEqual(try schema(text).placeholders, [])
    }

    /// Temperatures of the upper air that reach -99.9 (twice) beside -98.5, -97.2: within the
    /// rest, not beyond it; `-1` among counts 0…5: one step below, not far.
    func testRoundValuesWithinOrNearTheRestStayData() throws {
        let text = csv("temp,count", 120) { i in
            let temp = i % 60 == 59 ? "-99.9" : self.f(15 - Double(i) * 0.95)
            let count = i % 30 == 3 ? "-1" : "\(i % 6)"
            return "\(temp),\(count)"
        }
        XCTAssertEqual(try schema(text).placeholders, [])
    }

    /// `99.99` twice among prices 1…10: far in spreads, but only 10× the largest price (a price
    /// list's top item, not a code).
    func testNinesOnlyTenTimesTheRestStayData() throws {
        let text = csv("item,price", 100) { i in "i\(i),\(i % 50 == 0 ? "99.99" : self.f(1 + Double(i % 10) * 0.9))" }
        XCTAssertEqual(try schema(text).placeholders, [])
    }

    /// A single round outlier in one column (one reading of 9999 among readings of 10…80) may be
    /// real: a code needs two rows, or the same value in another column.
    func testOneRoundValueInOneRowOfOneColumnStaysData() throws {
        let text = csv("t,v", 100) { i in "\(i),\(i == 50 ? "9999" : self.f(10 + Double(i) * 0.7))" }
        XCTAssertEqual(try schema(text).placeholders, [])
    }

    /// Depths that reach -10000 m beside -8000 m: round and below, but within a few spreads of the
    /// rest and of its size: sea floor, not a code.
    func testARoundExtremeOfTheSameSizeAsTheRestStaysData() throws {
        let text = csv("station,depth", 100) { i in "s\(i),\(i % 40 == 0 ? "-10000" : self.f(-Double(i) * 80))" }
        XCTAssertEqual(try schema(text).placeholders, [])
    }

    /// Populations of 1,000,000,000 + a few beside millions (one country far bigger): a count
    /// near a round number, never a run of codes.
    func testACountNearAHugeRoundNumberStaysData() throws {
        let text = csv("country,year,pop", 30) { i in
            "\(["India", "Norway", "Chile"][i / 10]),\(1952 + i % 10 * 5),\(Int([1e9, 4e6, 1.5e7][i / 10]) + i)"
        }
        XCTAssertEqual(try schema(text).placeholders, [])
    }

    /// A weather year with `-9900` for "not measured" in two columns: far below hours of
    /// precipitation (0…10), near below depths (0…760 mm, only 13× in size): the value found far
    /// in one column is the file's convention, a gap in both. A column where -9900 lies inside
    /// the rest (elevations down to -10,500) keeps it.
    func testAPlaceholderFoundFarInOneColumnIsAGapWhereverItRepeatsBeyondTheRest() throws {
        let text = csv("hours,depth,elev", 200) { i in
            let missing = i % 4 == 0
            let elev = i == 7 ? "-9900" : i == 9 ? "-9900" : self.f(-10_500 + 60 * Double(i))
            return "\(missing ? "-9900" : "\(i % 11)"),\(missing ? "-9900" : self.f(Double(i) * 3.8)),\(elev)"
        }
        let s = try schema(text)
        XCTAssertEqual(Set(s.placeholders.map(\.column)), ["hours", "depth"])
        XCTAssertEqual(values(s, "depth").filter(\.isNaN).count, 50)
        XCTAssertEqual(values(s, "elev").filter(\.isNaN).count, 0)
    }
}
