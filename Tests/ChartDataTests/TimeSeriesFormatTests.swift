@testable import ChartData
import Foundation
import XCTest

/// The time-series learning formats (sktime/aeon `.ts`, Monash `.tsf`, Weka ARFF), read from
/// hand-written fixtures (`Scripts/fixtures/write-timeseries-fixtures.py`): each grammar
/// feature, the table each gives, and one line naming the line for each kind of bad input.
final class TimeSeriesFormatTests: XCTestCase {
    private func path(_ name: String) -> String { FormatFixtures.path("timeseries/\(name)") }

    private func text(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path(name)))) }

    private func failure(_ name: String) -> String {
        FormatFixtures.failure(path(name)).map { "\($0)" } ?? ""
    }

    // MARK: - Detection

    func testTheHeaderLinesTellTheFormatWhateverTheName() throws {
        for (name, format) in [("classes.ts", TableFileFormat.sktimeTS), ("timestamps.ts", .sktimeTS), ("yearly.tsf", .monashTSF),
                               ("no-start.tsf", .monashTSF), ("plain.arff", .arff), ("relational.arff", .arff)] {
            XCTAssertEqual(TableFileFormat.detect(path: "data.txt", leadingBytes: Array(try text(name).prefix(4096))), format, name)
        }
        // TypeScript and CSV are no time-series format, whatever their name.
        XCTAssertNil(TableFileFormat.headerFormat(leadingBytes: Array("import x from 'y';\n".utf8)))
        XCTAssertEqual(TableFileFormat.detect(path: "a.ts", leadingBytes: Array("t,v\n1,2\n".utf8)), .delimitedText)
        // A comment led by `%` above a .ts header (aeon's UnitTest file).
        XCTAssertEqual(TableFileFormat.headerFormat(leadingBytes: Array("% note\n@problemName x\n".utf8)), .sktimeTS)
    }

    // MARK: - sktime .ts

    func testAUnivariateFileIsARowPerCaseColouredByClass() throws {
        let table = try TableFile.read(path("classes.ts"))
        XCTAssertEqual(table.rowCount, 6)
        XCTAssertEqual(table.columnNames.first, "class")
        XCTAssertEqual(table.columnNames.count, 31)
        XCTAssertEqual(table.textColumns["class"], ["up", "up", "up", "down", "down", "down"])
        XCTAssertTrue(table.column(named: "5")!.values[1].isNaN, "? is a gap")
        let stated = try XCTUnwrap(table.statedRowSeries)
        XCTAssertEqual(stated.label, "class")
        XCTAssertEqual(stated.positions, (0..<30).map(Double.init))
        let rows = try XCTUnwrap(RowSeriesTable(table))
        XCTAssertTrue(rows.labelRepeats)
        XCTAssertEqual(rows.labelCount, 2)
        XCTAssertTrue(rows.explanation.contains("as the file declares"), rows.explanation)
    }

    func testMultivariateCasesOfUnequalLengthWithATarget() throws {
        let table = try TableFile.read(path("multivariate-target.ts"))
        // A row per case and dimension, shorter series ending in gaps; a number is no class.
        XCTAssertEqual(table.rowCount, 6)
        XCTAssertEqual(Array(table.columnNames.prefix(3)), ["target", "dimension", "0"])
        XCTAssertEqual(table.column(named: "target")?.values, [1.5, 1.5, 2.5, 2.5, 3.5, 3.5])
        XCTAssertEqual(table.textColumns["dimension"], ["dimension 1", "dimension 2", "dimension 1", "dimension 2", "dimension 1", "dimension 2"])
        XCTAssertTrue(table.column(named: "7")!.values[2].isNaN, "case 2 is 6 long")
        XCTAssertEqual(table.statedRowSeries?.label, "dimension")
    }

    func testSharedTimestampsAreTheX() throws {
        let table = try TableFile.read(path("timestamps.ts"))
        let stated = try XCTUnwrap(table.statedRowSeries)
        XCTAssertTrue(stated.positionsAreInstants)
        XCTAssertEqual(stated.positions.first, 1_167_609_600)  // 2007-01-01 00:00 UTC
        XCTAssertEqual(stated.positions[1] - stated.positions[0], 60)
        XCTAssertEqual(table.textColumns["class"], ["1", "2", "1", "2"])
        let rows = try XCTUnwrap(RowSeriesTable(table))
        XCTAssertEqual(rows.long(table).valueKinds["position"], .instant)
        // Timestamps that differ between cases: each case over its position, said in a note.
        let differing = "@problemName d\n@timeStamps true\n@univariate true\n@classLabel false\n@data\n(1,2.0),(2,3.0)\n(5,2.0),(6,1.0)\n"
        let other = try SktimeTSFile.table(from: Array(differing.utf8), file: "d.ts")
        XCTAssertEqual(other.statedRowSeries?.positions, [0, 1])
        XCTAssertTrue(other.readingNotes.contains { $0.contains("timestamps differ") }, "\(other.readingNotes)")
    }

    func testNoClassIsARowPerCase() throws {
        let table = try TableFile.read(path("no-class.ts"))
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertNil(table.statedRowSeries?.label)
        XCTAssertEqual(table.columnNames.first, "0")
    }

    func testBadTSFilesAreOneLineNamingTheLine() {
        XCTAssertTrue(failure("bad-no-data.ts").hasSuffix("bad-no-data.ts: no @data line: the header ends without data (a truncated .ts file?)"))
        XCTAssertTrue(failure("bad-dimensions.ts").hasSuffix("bad-dimensions.ts:7: 1 dimension, expected 2 (as the header or the first case says)"))
        XCTAssertTrue(failure("bad-value.ts").hasSuffix("bad-value.ts:6: dimension 1, value 2 is not a number"))
        XCTAssertTrue(failure("bad-label.ts").hasSuffix("bad-label.ts:6: a class label not listed in @classLabel"))
        XCTAssertTrue(failure("bad-garbage.ts").hasSuffix("bad-garbage.ts:2: a line before @data that is no header line (@problemName, @classLabel, …)"))
        for name in ["bad-value.ts", "bad-garbage.ts", "bad-label.ts"] {
            let message = failure(name)
            XCTAssertFalse(message.contains("secret") || message.contains("zz"), "no file contents echoed: \(message)")
        }
        // Header values that are not what the keyword takes; an unclosed pair.
        for (text, problem) in [("@dimensions two\n@data\n", ":1: @dimensions must be followed by a positive whole number"),
                                ("@timeStamps maybe\n@data\n", ":1: @timeStamps must be followed by true or false"),
                                ("@timeStamps true\n@univariate true\n@data\n(1,2),(2,3\n", ":4: a ( not closed on its line"),
                                ("@univariate true\n@targetLabel true\n@data\n1,2,3:x\n", ":4: the target (the last field) is not a number")] {
            XCTAssertThrowsError(try SktimeTSFile.table(from: Array(text.utf8), file: "h.ts")) { error in
                XCTAssertEqual("\(error)", "h.ts" + problem)
            }
        }
    }

    // MARK: - Monash .tsf

    func testYearlySeriesGetDatesFromTheirStartAndFrequency() throws {
        let table = try TableFile.read(path("yearly.tsf"))
        XCTAssertEqual(table.columnNames, ["time", "T1", "T2", "T3"])
        XCTAssertEqual(table.valueKinds["time"], .date)
        // T3 starts in 1973 and T1 ends in 1983: the rows are the years 1973 … 1983.
        XCTAssertEqual(table.rowCount, 11)
        let first = TypedCellTable.civilDate(days: Int(table.column(named: "time")!.values[0] / 86_400))
        XCTAssertEqual(first.year, 1973)
        let t1 = table.column(named: "T1")!.values
        XCTAssertTrue(t1[6].isFinite && t1[5].isNaN, "T1 starts in 1979")
        XCTAssertTrue(table.column(named: "T2")!.values[7].isNaN, "? is a gap")
    }

    func testHierarchicalNamesAndSubDailySteps() throws {
        let table = try TableFile.read(path("half-hourly.tsf"))
        XCTAssertEqual(table.columnNames, ["time", "G1 · T1", "G2 · T1"])
        XCTAssertEqual(table.valueKinds["time"], .instant)
        let times = table.column(named: "time")!.values
        XCTAssertEqual(times[1] - times[0], 1800)
        // G2 starts an hour later: 6 distinct times of 30 minutes.
        XCTAssertEqual(table.rowCount, 6)
    }

    func testWithoutAStartTheXIsThePosition() throws {
        let table = try TableFile.read(path("no-start.tsf"))
        XCTAssertEqual(table.valueKinds["time"], .integer)
        XCTAssertEqual(table.column(named: "time")?.values, [0, 1, 2, 3, 4])
        XCTAssertTrue(table.readingNotes.contains { $0.contains("no start timestamp") }, "\(table.readingNotes)")
    }

    func testEveryFrequencyStepsAsItSays() {
        let start = 0.0  // 1970-01-01
        XCTAssertEqual(MonashTSFFile.Step("quarterly")?.times(from: start, count: 2).last, 90 * 86_400)
        XCTAssertEqual(MonashTSFFile.Step("monthly")?.times(from: start, count: 3).last, 59 * 86_400)
        XCTAssertEqual(MonashTSFFile.Step("weekly")?.times(from: start, count: 2).last, 7 * 86_400)
        XCTAssertEqual(MonashTSFFile.Step("daily")?.times(from: start, count: 2).last, 86_400)
        XCTAssertEqual(MonashTSFFile.Step("hourly")?.times(from: start, count: 2).last, 3600)
        XCTAssertEqual(MonashTSFFile.Step("10_minutes")?.times(from: start, count: 2).last, 600)
        XCTAssertEqual(MonashTSFFile.Step("minutely")?.times(from: start, count: 2).last, 60)
        XCTAssertEqual(MonashTSFFile.Step("4_seconds")?.times(from: start, count: 2).last, 4)
        XCTAssertNil(MonashTSFFile.Step("fortnightly-ish"))
        XCTAssertNil(MonashTSFFile.Step("99999999999999_yearly"), "a count that would overflow the months is no frequency")
        XCTAssertNotNil(MonashTSFFile.Step("1000_years"))
        // A month's day is kept, clamped to the month's last (31 January → 28 February).
        let january31 = 30.0 * 86_400
        XCTAssertEqual(MonashTSFFile.Step("monthly")?.times(from: january31, count: 2).last, (31 + 27) * 86_400)
    }

    func testBadTSFFilesAreOneLineNamingTheLine() {
        XCTAssertTrue(failure("bad-attributes.tsf").hasSuffix("bad-attributes.tsf:7: 1 attribute before the values, expected 2 (one per @attribute)"))
        XCTAssertTrue(failure("bad-no-data.tsf").hasSuffix("bad-no-data.tsf: no @data line: the header ends without data (a truncated .tsf file?)"))
        let text = "@relation r\n@attribute n string\n@attribute s date\n@frequency daily\n@data\nT1:1979-13-01 00-00-00:1,2\n"
        XCTAssertThrowsError(try MonashTSFFile.table(from: Array(text.utf8), file: "d.tsf")) { error in
            XCTAssertEqual("\(error)", "d.tsf:6: field 2, a date attribute, is not a date (YYYY-MM-DD hh-mm-ss)")
        }
    }

    // MARK: - ARFF

    func testAPlainARFFIsATable() throws {
        let table = try TableFile.read(path("plain.arff"))
        XCTAssertEqual(table.columnNames, ["outside temp", "humidity", "visits", "station", "day", "play"])
        XCTAssertEqual(table.column(named: "outside temp")?.values, [21.5, 22, 19.25])
        XCTAssertTrue(table.column(named: "humidity")!.values[1].isNaN, "? is a gap")
        XCTAssertEqual(table.valueKinds["visits"], .integer)
        XCTAssertEqual(table.textColumns["station"], ["north, main", "south", "east 'x'"])
        XCTAssertEqual(table.valueKinds["day"], .date)
        XCTAssertEqual(table.textColumns["play"], ["yes", "no", "yes"])
        XCTAssertNil(table.statedRowSeries)
    }

    func testSparseRowsFillLeftOutValuesWithZero() throws {
        let table = try TableFile.read(path("sparse.arff"))
        XCTAssertEqual(table.column(named: "a")?.values, [0, 1, 1])
        XCTAssertEqual(table.column(named: "b")?.values, [2.5, 0, 2])
        XCTAssertEqual(table.column(named: "c")?.values, [0, 7, 3])
        // Left out, a nominal is its first value; the dense row's weight `{4}` is no value.
        XCTAssertEqual(table.textColumns["kind"], ["q", "p", "p"])
    }

    func testARelationalAttributeIsACollectionOfSeries() throws {
        let table = try TableFile.read(path("relational.arff"))
        // Four cases of three dimensions: a row each, coloured by the nominal class.
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(Array(table.columnNames.prefix(3)), ["class", "dimension", "0"])
        XCTAssertEqual(table.columnNames.count, 27)
        XCTAssertEqual(Array(table.textColumns["class"]!.prefix(4)), ["walk", "walk", "walk", "run"])
        XCTAssertEqual(table.statedRowSeries?.label, "class")
        XCTAssertEqual(table.column(named: "0")?.values[1], 2 * table.column(named: "0")!.values[0], "dimension 2 is twice dimension 1")
    }

    func testBadARFFFilesAreOneLineNamingTheLine() {
        XCTAssertTrue(failure("bad-no-data.arff").hasSuffix("bad-no-data.arff: no @data line: the header ends without data (a truncated ARFF file?)"))
        XCTAssertTrue(failure("bad-width.arff").hasSuffix("bad-width.arff:6: 3 values, expected 2 (one per @attribute)"))
        XCTAssertTrue(failure("bad-quote.arff").hasSuffix("bad-quote.arff:5: a quote not closed on its line"))
        for (text, problem) in [("@relation r\n@attribute a complex\n@data\n", ":2: an attribute type ARFF does not have (numeric, real, integer, string, date, {…} or relational)"),
                                ("@relation r\n@attribute a relational\n@attribute b numeric\n@data\n", ":4: @data inside a relational attribute (no @end before it)"),
                                ("@relation r\n@attribute a numeric\n@data\n{5 1}\n", ":4: a sparse entry that is not an attribute index (0 to 0) and a value"),
                                ("@relation r\n@attribute a numeric\nrubbish\n", ":3: a line before @data that is no header line (@relation, @attribute, …)")] {
            XCTAssertThrowsError(try ARFFFile.table(from: Array(text.utf8), file: "h.arff")) { error in
                XCTAssertEqual("\(error)", "h.arff" + problem)
            }
        }
    }

    // MARK: - Rows drawn

    /// A collection sorted by class keeps an equal share of rows of each class, not the first
    /// class's rows alone (2 classes of 60 cases: 25 of each).
    func testManyCasesKeepAShareOfEachClass() throws {
        var collection = SeriesCollection(labelKind: .classLabel)
        for case_ in 0..<120 {
            collection.cases.append(.init(dimensions: [[Double(case_), 1, 2]], label: case_ < 60 ? "a" : "b"))
        }
        let table = try collection.table(format: "test", file: "t.ts")
        let rows = try XCTUnwrap(RowSeriesTable(table))
        XCTAssertEqual(rows.drawnRows.filter { $0 < 60 }.count, 25)
        XCTAssertEqual(rows.drawnRows.filter { $0 >= 60 }.count, 25)
        XCTAssertEqual(rows.warning, "each row is a series: drew 50 of 120 rows (at most 25 rows of each value of class), 70 left out so the lines stay apart; to see others, keep the rows you want in a file of their own, or name --x/--y to draw the columns")
    }

    /// A multivariate case is kept or left out whole: 3 classes of 10 cases of 4 dimensions keep
    /// 4 cases of each (48 rows), every one with its 4 dimensions.
    func testMultivariateCasesAreKeptWhole() throws {
        var collection = SeriesCollection(labelKind: .classLabel)
        for case_ in 0..<30 {
            collection.cases.append(.init(dimensions: (0..<4).map { [Double($0), Double(case_), 2] }, label: ["a", "b", "c"][case_ / 10]))
        }
        let table = try collection.table(format: "test", file: "t.ts")
        XCTAssertEqual(table.statedRowSeries?.rowsPerCase, 4)
        let rows = try XCTUnwrap(RowSeriesTable(table))
        XCTAssertEqual(rows.drawnRows.count, 48)
        XCTAssertEqual(Set(rows.drawnRows.map { $0 / 4 }).count, 12)
        XCTAssertTrue(rows.drawnRows.allSatisfy { row in (0..<4).allSatisfy { rows.drawnRows.contains(row / 4 * 4 + $0) } })
        XCTAssertTrue(rows.warning?.contains("(at most 4 cases (4 rows each) of each value of class)") ?? false, rows.warning ?? "")
    }
}
