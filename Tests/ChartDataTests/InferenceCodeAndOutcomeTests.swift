import Foundation
import XCTest
@testable import ChartData

/// Codes told by how they are written (zero-padded, a code word fused with a number word, a copy
/// of a code), the measure that stands for a table (not one fixed by x, not whole numbers that
/// label, the outcome named as one), constants never on an axis of their own, and the warning
/// when y was taken by column order. Synthetic columns of the shapes that trigger each rule.
final class InferenceCodeAndOutcomeTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    private func choice(_ text: String) throws -> ChartChoice {
        try ChartChoice(schema: schema(text), request: ChartRequest())
    }

    /// A whole number in 0..<2^31 that looks random in `row` (SplitMix64's mix): rows of
    /// entities in no order, with no course from one row to the next.
    static func noise(_ row: Int, _ stream: Int) -> Int {
        var z = UInt64(row) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(stream) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) >> 33)
    }

    /// Rows of `body(i)` for i in 0..<count, after `header`.
    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    // MARK: - Codes

    /// County codes written `"06001"` (quoted, as Census exports write them) and postal codes
    /// `02134` unquoted: the reader marks the column zero-padded, the schema makes it a code,
    /// and it is never drawn as a measure.
    func testZeroPaddedNumbersAreCodes() throws {
        let text = csv("Area,county,employees,area_km2", 40) { i in
            "\"County \(i)\",\"\(String(format: "%05d", 6001 + 2 * i))\",\(1000 + 37 * i * i),\(String(format: "%.1f", 300 + 11.5 * Double(i)))"
        }
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        XCTAssertEqual(table.zeroPaddedColumns, ["county"])
        let s = try TableSchema(table: table)
        XCTAssertEqual(s.column(named: "county")?.role, .code)
        XCTAssertTrue(s.column(named: "county")!.summary.contains("leading zeros (06001: 6001…6079 as read)"), s.column(named: "county")!.summary)
        XCTAssertEqual(s.column(named: "employees")?.role, .measure)
        let c = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertFalse(c.y.contains("county"), c.explanation)
        let postal = try schema(csv("zip,sales", 30) { i in "0\(2100 + 3 * i),\(50 + i % 7)" })
        XCTAssertEqual(postal.column(named: "zip")?.role, .code)
    }

    /// Zero padding that is part of a time or a plain number stays what it was: months `01…12`
    /// beside a year combine into a date; `0.5` and a lone `0` are no padding.
    func testPaddingOfDatePartsAndDecimalsIsNoCode() throws {
        let s = try schema(csv("year,month,value,share", 36) { i in
            "\(2000 + i / 12),\(String(format: "%02d", i % 12 + 1)),\(10 + i),\(i % 3 == 0 ? "0" : "0.\(i % 9 + 1)")"
        })
        XCTAssertEqual(s.column(named: "month")?.role, .time(.datePart))
        XCTAssertEqual(s.column(named: "share")?.role, .measure)
        XCTAssertNotNil(s.dateParts)
        XCTAssertTrue(try DelimitedTextParser.parse("a,b\n0.5,1\n0,2\n-0.25,3\n", file: "t.csv").zeroPaddedColumns.isEmpty)
    }

    /// A clock written hhmm with its zeros (`0000`, `0001`, … under `HHMM`) is a time of day,
    /// also in a file of a few minutes (too few values for the clock rule's evidence alone).
    func testPaddedClockUnderATimeNameIsNoCode() throws {
        let s = try schema(csv("HHMM,flux,counts", 10) { i in "\(String(format: "%04d", i)),\(2.1 + 0.1 * Double(i % 4)),\(40 + i * i)" })
        XCTAssertNotEqual(s.column(named: "HHMM")?.role, .code, s.column(named: "HHMM")!.summary)
        let c = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(c.x, "HHMM", c.explanation)
        // The same zeros under a code's name stay a code.
        let codes = try schema(csv("station,flux", 10) { i in "\(String(format: "%04d", 7 * i + 1)),\(2.1 + 0.1 * Double(i % 4))" })
        XCTAssertEqual(codes.column(named: "station")?.role, .code)
    }

    /// `FIPSNO`, `idnum`, `zip_no` written as one word: a code word fused with a number word.
    /// Words that merely contain the letters (`casino`, `piano`) are not.
    func testCodeWordFusedWithNumberWordIsACode() {
        XCTAssertTrue(TableSchema.soundsLikeNumberedCode(ColumnName("FIPSNO")))
        XCTAssertTrue(TableSchema.soundsLikeNumberedCode(ColumnName("IDnum0")))
        XCTAssertTrue(TableSchema.soundsLikeNumberedCode(ColumnName("zipnr")))
        XCTAssertFalse(TableSchema.soundsLikeNumberedCode(ColumnName("casino")))
        XCTAssertFalse(TableSchema.soundsLikeNumberedCode(ColumnName("piano")))
        XCTAssertFalse(TableSchema.soundsLikeNumberedCode(ColumnName("HR8488")))
    }

    /// A first column of county numbers named `FIPSNO` is no x: the cross-section draws the
    /// rates against each other.
    func testNumberedCodeIsNeverX() throws {
        let c = try choice(csv("FIPSNO,HR8488,HR8893,HC8488", 60) { i in
            let code = i < 30 ? 17001 + 2 * ((i * 7) % 30) : 29001 + 2 * ((i * 11) % 30)
            return "\(code),\(String(format: "%.3f", 1 + Double((i * 13) % 17) / 3)),\(String(format: "%.3f", 2 + Double((i * 5) % 19) / 4)),\((i * 3) % 11)"
        })
        XCTAssertNotEqual(c.x, "FIPSNO", c.explanation)
        XCTAssertFalse(c.y.contains("FIPSNO"), c.explanation)
    }

    /// A whole-number column equal to a code column (`FIPS` named a code, `FIPSNUM` beside it
    /// under a name that says nothing) is the same code, never a measure.
    func testCopyOfACodeIsACode() throws {
        let s = try schema(csv("FIPS,COUNTYKEY,rate,count", 40) { i in
            "\(17001 + 2 * i),\(17001 + 2 * i),\(String(format: "%.2f", 3 + Double(i % 9) / 2)),\(i * 3 % 17)"
        })
        XCTAssertEqual(s.column(named: "FIPS")?.role, .code)
        XCTAssertEqual(s.column(named: "COUNTYKEY")?.role, .code, s.column(named: "COUNTYKEY")!.summary)
        XCTAssertEqual(s.column(named: "rate")?.role, .measure)
        // Two measures of distinct values pair one to one whatever they are: not a copy, no code.
        let two = try schema(csv("id,pop", 20) { i in "\(100 + i),\(5000 + 17 * i * i)" })
        XCTAssertEqual(two.column(named: "pop")?.role, .measure)
    }

    /// A layer exported with its geometry as WKT text (`POLYGON ((…))` per county) beside the
    /// attributes: the shapes are no category axis; the attributes are drawn as a cross-section.
    /// Text that merely starts with a geometry word (`Point Reyes`) is no shape.
    func testWKTGeometriesAreNeverCategories() throws {
        let s = try schema(csv("WKT,NAME,rate,count", 40) { i in
            "\"POLYGON ((-89.\(i) 39.9,-89.5 40.0,-89.6 40.1,-89.\(i) 39.9))\",County \(i),\(String(format: "%.2f", Double(Self.noise(i, 1) % 900) / 100)),\(Self.noise(i, 2) % 70)"
        })
        XCTAssertEqual(s.column(named: "WKT")?.role, .identifier, s.column(named: "WKT")!.summary)
        let c = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertNotEqual(c.x, "WKT", c.explanation)
        XCTAssertTrue(TableSchema.areWKTGeometries(["POINT (1 2)", "POINT Z (1 2 3)", "MULTIPOLYGON EMPTY"]))
        XCTAssertFalse(TableSchema.areWKTGeometries(["Point Reyes", "Pointe-Claire", "Polygon Lake"]))
    }

    // MARK: - Which measure

    /// An institution number (whole numbers, 18 values, each in many rows) first among the
    /// measures of a cross-section is no y: the first continuous measure is, with a warning that
    /// names the other candidates, the last column first.
    func testCodeLikeWholeNumbersAreNotTheCrossSectionsMeasure() throws {
        let c = try choice(csv(",inst,time,age,meal.cal,wt.loss", 200) { i in
            "\(i),\(Double(1 + Self.noise(i, 1) % 18)),\(5 + Self.noise(i, 2) % 900),\(40 + Self.noise(i, 3) % 39),\(500 + Self.noise(i, 4) % 1700),\(Self.noise(i, 5) % 45 - 5)"
        })
        XCTAssertEqual(c.y, ["time"], c.explanation)
        XCTAssertTrue(c.decision("y")!.description.contains("inst: whole numbers"), c.explanation)
        let warning = try XCTUnwrap(c.warnings.first { $0.hasPrefix("drew time against") }, "\(c.warnings)")
        XCTAssertTrue(warning.contains("other candidates: wt.loss"), warning)
        XCTAssertTrue(c.decision("y")!.description.contains("other candidates: wt.loss"), c.explanation)
        XCTAssertFalse(warning.contains("\n"))
    }

    /// Candidates in a run of replicates (`brr_1` … `brr_32`) are named once, as their span.
    func testRunsOfReplicatesAreNamedOnceAmongCandidates() {
        XCTAssertEqual(ChartChoice.collapsedRuns(["height", "brr_2", "age", "brr_1", "brr_10", "x1", "y2"]),
                       ["height", "brr_1…brr_10", "age", "x1", "y2"])
    }

    /// A measure named as the model's dependent variable (`dep_var`) is drawn, and a cross-section
    /// whose y is named as an outcome carries no column-order warning.
    func testDependentVariableIsTheOutcome() throws {
        XCTAssertTrue(ColumnName("dep_var").soundsLikeOutcome)
        XCTAssertTrue(ColumnName("DependentVariable").soundsLikeOutcome)
        XCTAssertFalse(ColumnName("dep_delay").soundsLikeOutcome)
        let c = try choice(csv("a,b,c,dep_var", 60) { i in
            "\((i * 17) % 41),\(String(format: "%.2f", Double((i * 7) % 23) / 3)),\((i * 11) % 37),\(String(format: "%.2f", Double((i * 5) % 29) * 1.5))"
        })
        XCTAssertEqual(c.y, ["dep_var"], c.explanation)
        XCTAssertFalse(c.warnings.contains { $0.hasPrefix("drew ") }, "\(c.warnings)")
    }

    /// A panel of many units per year folded by group: a measure with one value per year (a
    /// simulated year effect, the same for every group) and one with one value per unit are not
    /// the value drawn; the varying outcome is.
    func testMeasureFixedByXIsNotTheFoldedValue() throws {
        var rows: [String] = []
        for unit in 0..<120 {
            for year in 1990..<2000 {
                let yearEffect = Double((year * 7) % 5) / 10
                let unitEffect = Double((unit * 13) % 17)
                let outcome = unitEffect + yearEffect + Double((unit * year) % 7) / 3
                rows.append("\(unit),Group \(unit % 3),\(unitEffect),\(year),\(yearEffect),\(String(format: "%.3f", outcome))")
            }
        }
        let c = try choice("unit,group,unit_fe,year,year_fe,dep_var\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(c.x, "year", c.explanation)
        XCTAssertEqual(c.y, ["dep_var"], c.explanation)
        XCTAssertEqual(c.aggregation, .mean, c.explanation)
    }

    /// A measure named `y` beside the coordinate pair `x_coord`/`y_coord` 10^5 times smaller is
    /// another quantity: the map draws the coordinates alone.
    func testMeasureOfAnotherScaleIsNoThirdCoordinate() throws {
        let c = try choice(csv("Area,x_coord,y_coord,y,yhat", 80) { i in
            "\(i),\(900000 + (i * 7919) % 50000),\(3500000 + (i * 104729) % 90000),\(String(format: "%.1f", 5 + Double((i * 13) % 30))),\(String(format: "%.1f", 6 + Double((i * 11) % 28)))"
        })
        XCTAssertEqual(c.x, "x_coord", c.explanation)
        XCTAssertEqual(c.y, ["y_coord"], c.explanation)
    }

    /// Sensors: `x`, `y`, `z` and each sensor's normal (`ez_x`, `ez_y`, …, `ez_y` ≈ y / radius so
    /// r ≈ 1 with y). y is drawn against its x coordinate, the layout, not against the column
    /// that follows it by construction.
    func testYCoordinateIsDrawnAgainstItsX() throws {
        let c = try choice(csv("name,kind,x,y,z,ez_x,ez_y,ez_z", 120) { i in
            let a = Double(i) * 0.37, b = Double(i % 11) * 0.13
            let (x, y, z) = (0.1 * cos(a) * cos(b), 0.1 * sin(a) * cos(b), 0.1 * sin(b))
            return "S\(i),\(i % 2 == 0 ? 3012 : 3024),\(x),\(y),\(z),\(x * 10),\(y * 10),\(z * 10)"
        })
        XCTAssertEqual(c.x, "x", c.explanation)
        XCTAssertEqual(c.y, ["y"], c.explanation)
    }

    // MARK: - Constants

    /// A table of constants only draws them (nothing else is left) as flat lines on one axis, with
    /// a warning that says every column holds one value; none gets an axis of its own.
    func testConstantsShareOneAxisAndAreNamedInAWarning() throws {
        let c = try choice(csv("time,predicted,high,low_f", 6) { i in "2037-0\(i + 1)-15,0.1,10.1,67.7" })
        XCTAssertEqual(c.x, "time")
        XCTAssertTrue(c.rightAxisSeries.isEmpty, c.explanation)
        XCTAssertTrue(c.panes.isEmpty, c.explanation)
        XCTAssertTrue(c.warnings.contains { $0.hasPrefix("every numeric column holds one value (predicted = 0.1") }, "\(c.warnings)")
    }

    /// Columns of only NaN hold no value at all: the warning names them as empty, never as one
    /// value `()`; beside a real constant they are named after it.
    func testColumnsOfOnlyGapsAreNamedEmptyNotConstant() throws {
        let empty = try choice(csv("a,b", 6) { _ in "NaN,NaN" })
        XCTAssertTrue(empty.warnings.contains { $0.hasPrefix("no numeric column holds a number: a, b hold no number") }, "\(empty.warnings)")
        XCTAssertFalse(empty.warnings.contains { $0.contains("()") }, "\(empty.warnings)")
        let mixed = try choice(csv("a,b", 6) { _ in "1e308,NaN" })
        XCTAssertTrue(mixed.warnings.contains { $0.hasPrefix("every numeric column holds one value (a = 1e+308): drawn as flat lines; b holds no number") },
                      "\(mixed.warnings)")
    }

    /// Beside measures a constant is never a series.
    func testConstantBesideMeasuresIsNeverASeries() throws {
        let c = try choice(csv("time,level,flow", 20) { i in "2020-01-\(String(format: "%02d", i + 1)),5,\(i * i % 13)" })
        XCTAssertEqual(c.y, ["flow"], c.explanation)
    }
}
