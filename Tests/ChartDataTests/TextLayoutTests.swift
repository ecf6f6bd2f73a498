import Foundation
import XCTest
@testable import ChartData

/// Text layouts of scientific and engineering tools that the delimited reader alone refuses or
/// misreads (issue #20, corpus 7): each told from the head of the file and read whole. The
/// fixtures are small, written inline in the shapes the tools write.
final class TextLayoutTests: XCTestCase {
    private func layoutTable(_ text: String, file: String = "t.dat") throws -> (TextLayout?, DataTable?) {
        let bytes = Array(text.utf8)
        guard let layout = TextLayout.detect(head: Array(bytes.prefix(TextLayout.sniffBytes))) else { return (nil, nil) }
        return (layout, try TextLayout.read(bytes, layout: layout, file: file))
    }

    /// Through `TableFile.read`, as `chartview FILE` reads it.
    private func readFile(_ text: String, name: String = "t.dat") throws -> DataTable {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("TextLayoutTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try TableFile.read(path)
    }

    func testIPACTableNamesUnitsAndNullValues() throws {
        let text = """
            \\intval = 1
            \\ a comment
            |     ra   |    dec   |   sai   |-----v2---|    sptype        |
            |    real  |   real   |   int   |    real  |     char         |
            |    deg   |   deg    |         |    km/s  |                  |
            |    null  |   null   |   -999  |    null  |     -999         |
               null      29.09056     -999    2.06000    -999
               1.5       30.5         12      3.5        K0
               2.5       31.0         13      null       M2

            """
        let (layout, table) = try layoutTable(text)
        XCTAssertEqual(layout, .ipac)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["ra", "dec", "sai", "v2", "sptype"])
        XCTAssertEqual(read.rowCount, 3)
        XCTAssertTrue(read.column(named: "ra")!.values[0].isNaN, "`null` is a gap")
        XCTAssertEqual(read.column(named: "ra")!.values[1...], [1.5, 2.5])
        XCTAssertTrue(read.column(named: "sai")!.values[0].isNaN, "the column's null value -999 is a gap")
        XCTAssertEqual(read.units["ra"], "deg")
        XCTAssertEqual(read.units["v2"], "km/s")
        XCTAssertNil(read.units["sai"])
        XCTAssertTrue(read.readingNotes.contains { $0.contains("IPAC") }, "\(read.readingNotes)")
    }

    func testDAOPHOTRecordsJoinedAtBackslashesWithUnitsAndINDEFGaps() throws {
        let text = """
            #K IRAF       = NOAO/IRAFV2.10EXPORT    version    %-23s
            #N ID    XCENTER   YCENTER   \\
            #U ##    pixels    pixels    \\
            #F %-9d  %-10.3f   %-10.3f
            #N MAG      MERR
            #U mag      mag
            #F %-9.3f   %-6.3f
               1     12.500    40.250    \\
               20.100   0.030
               2     80.000    11.750    \\
               INDEF    INDEF

            """
        let (layout, table) = try layoutTable(text)
        XCTAssertEqual(layout, .daophot)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["ID", "XCENTER", "YCENTER", "MAG", "MERR"])
        XCTAssertEqual(read.rowCount, 2)
        XCTAssertEqual(read.column(named: "MAG")!.values[0], 20.1)
        XCTAssertTrue(read.column(named: "MAG")!.values[1].isNaN, "INDEF is a gap")
        XCTAssertEqual(read.units["XCENTER"], "pixels")
    }

    /// SPEC and DABAX files write `#N 3`, a column count, above their `#L` names: a lone `#N`
    /// with no `#U` or `#F` beside it is not a DAOPHOT table (each data line was drawn as a label).
    func testAColumnCountAfterHashNIsNotDAOPHOT() throws {
        let text = """
            #F f0.dat
            #S 1 H
            #N 3
            #L sin(theta)/lambda  f0  f1
            0.0   1.0   0.5
            0.1   0.9   0.4
            0.2   0.8   0.3

            """
        XCTAssertNotEqual(TextLayout.detect(head: Array(text.utf8)), .daophot)
    }

    func testByteByByteDescriptionReadsCellsByTheirBytes() throws {
        let text = """
            Title: A small table
            ================================================================================
            Byte-by-byte Description of file: t.dat
            --------------------------------------------------------------------------------
               Bytes Format Units   Label    Explanations
            --------------------------------------------------------------------------------
               1-  8 A8     ---     Name     Source name
              10- 15 F6.2   mag     Vmag     ? V magnitude
                  17 A1     ---   l_Kmag     Limit flag
              18- 22 F5.2   mag     Kmag     K magnitude
                                             (continued explanation)
            --------------------------------------------------------------------------------
            Note (1): a note.
            --------------------------------------------------------------------------------
            Star A    12.50  9.80
            Star B          >10.10
            Star C    13.75  8.20

            """
        let (layout, table) = try layoutTable(text)
        XCTAssertEqual(layout, .byteByByte)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["Name", "Vmag", "l_Kmag", "Kmag"])
        XCTAssertEqual(read.textColumns["Name"], ["Star A", "Star B", "Star C"], "a cell holding a blank stays one cell")
        XCTAssertEqual(read.column(named: "Vmag")!.values[0], 12.5)
        XCTAssertTrue(read.column(named: "Vmag")!.values[1].isNaN, "a blank cell is a gap, the cells after it stay in place")
        XCTAssertEqual(read.column(named: "Kmag")?.values, [9.8, 10.1, 8.2])
        XCTAssertEqual(read.units["Kmag"], "mag")
        XCTAssertNil(read.units["Name"], "`---` is no unit")
    }

    func testNumberedHeaderBlocksTakeTheLastBlockOfNames() throws {
        let text = """
                         1                2
                version_number       compiler
                    "r24.03.1"     "gfortran"

                         1                2                3
                  model_number        num_zones         star_age
                             1             1004    1.0000000000000001E-005
                             2             1025    2.1999999999999999E-005
                             3             1034    3.6400000000000004E-005

            """
        let (layout, table) = try layoutTable(text, file: "history.data")
        XCTAssertEqual(layout, .numberedHeader)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["model_number", "num_zones", "star_age"])
        XCTAssertEqual(read.column(named: "num_zones")?.values, [1004, 1025, 1034])
        XCTAssertTrue(read.readingNotes.contains { $0.contains("metadata") }, "\(read.readingNotes)")
    }

    func testPipeSeparatedDumpWithRuleRow() throws {
        let text = """
              |objID      |osrcid           |ra          |z          |
            |-----------|-----------------|------------|-----------|
            |     27795|S000.7044P00.7513|    0.704453|   0.086550|
            |     88997|S002.9051P14.7003|    2.905195|           |
            (2 rows)

            """
        let (layout, table) = try layoutTable(text, file: "dump.dbout")
        XCTAssertEqual(layout, .pipeSeparated)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["objID", "osrcid", "ra", "z"])
        XCTAssertEqual(read.column(named: "ra")?.values, [0.704453, 2.905195])
        XCTAssertTrue(read.column(named: "z")!.values[1].isNaN)
        XCTAssertTrue(read.readingNotes.contains { $0.contains("1 line without `|` skipped") }, "\(read.readingNotes)")
        // A cell more than the names is an error naming its line.
        XCTAssertThrowsError(try layoutTable("a | b\n--|--\n1 | 2 | 3\n")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains(":3:") && message.contains("expected 2"), message)
        }
    }

    func testStarCommentBlockAboveATable() throws {
        let text = """
            *-------------------------------------------
            * Station name: Somewhere
            * Column  Daily value
            * 1       day
            *-------------------------------------------
               1    2200.   2.0   9.7
               2    1000.   1.9  10.3
               3    1890.   3.3  11.6

            """
        let (layout, table) = try layoutTable(text, file: "w.976")
        XCTAssertEqual(layout, .commentBlock(prefix: UInt8(ascii: "*")))
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.rowCount, 3)
        XCTAssertEqual(read.column(named: "column 2")?.values, [2200, 1000, 1890])
        XCTAssertTrue(read.readingNotes.contains { $0.contains("led by `*`") }, "\(read.readingNotes)")
        // A numbered list of the columns in the block names them (CABO weather files), and a
        // line of numbers alone above the rows (the station's coordinates) is skipped.
        let described = """
            ** WCCFORMAT=2
            * Column  Daily value
            * 1       day
            * 2       irradiation                   (kJ m-2 d-1)
            * 3       minimum temperature           (degrees Celsius)
            * 4       maximum temperature           (degrees Celsius)
            *
               5.67  51.97     7.
               1    2200.   2.0   9.7
               2    1000.   1.9  10.3
               3    1890.   3.3  11.6
               4    1700.   3.1  11.0
               5    1600.   3.0  10.9
               6    1500.   2.8  10.1
               7    1400.   2.2   9.1
               8    1300.   2.1   9.0
               9    1200.   2.0   8.9

            """
        let named = try XCTUnwrap(layoutTable(described, file: "w.976").1)
        XCTAssertEqual(named.columnNames, ["day", "irradiation (kJ m-2 d-1)", "minimum temperature (degrees Celsius)",
                                           "maximum temperature (degrees Celsius)"])
        XCTAssertEqual(named.column(named: "day")?.values, [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }

    func testValueWithErrorCellsKeepTheValue() throws {
        let text = """
            # sma     intens          ellip        pa          grad   ndata
              10.00  1045.39(  1.07) 0.199(0.000) -45.00( 0.05) 0.002   56
              11.00   929.63(  0.83) 0.199(0.000) -45.07( 0.04) 0.001   62
              12.10   825.38(  0.66) 0.199(0.000) -45.02( 0.03) 0.001   68

            """
        let (layout, table) = try layoutTable(text, file: "isophotes.txt")
        XCTAssertEqual(layout, .valueWithError)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["sma", "intens", "ellip", "pa", "grad", "ndata"])
        XCTAssertEqual(read.column(named: "intens")?.values, [1045.39, 929.63, 825.38])
        XCTAssertEqual(read.column(named: "pa")?.values, [-45.0, -45.07, -45.02])
        XCTAssertTrue(read.readingNotes.contains { $0.contains("error dropped") }, "\(read.readingNotes)")
        // Under a status line, the commented names are still found (photutils' isophote table).
        let underStatus = try XCTUnwrap(layoutTable("Running object locator... Done.\n" + text + String(repeating: "  13.00   700.00(  0.50) 0.199(0.000) -45.00( 0.05) 0.002   70\n", count: 8)).1)
        XCTAssertEqual(underStatus.columnNames, ["sma", "intens", "ellip", "pa", "grad", "ndata"])
        XCTAssertTrue(ValueWithErrorCells.errors(in: ArraySlice(Array("f(1) x2(3) (4)".utf8))).isEmpty,
                      "a text before the parentheses is no value")
    }

    func testFixedWidthNamesWithSpacesAndCellsWithBlanks() throws {
        let text = """
            variable     flight phase    name                     opt     min
            to_v_lof     takeoff         Liftoff speed            85.3    74.5
            to_d_tof     takeoff         Takeoff distance         1.65    1.06
            ic_va_avg    initial_climb   Mean airspeed            83      76

            """
        let read = try XCTUnwrap(FixedWidthTable.read(Array(text.utf8), file: "wrap.txt"))
        XCTAssertEqual(read.columnNames, ["variable", "flight phase", "name", "opt", "min"])
        XCTAssertEqual(read.textColumns["name"], ["Liftoff speed", "Takeoff distance", "Mean airspeed"])
        XCTAssertEqual(read.column(named: "opt")?.values, [85.3, 1.65, 83])
        // Through the file reader: split at blanks these rows have six cells under six words, a
        // wrong table; the names of two words over one column choose the columns by position.
        XCTAssertEqual(TextLayout.detect(head: Array(text.utf8)), .fixedWidth)
        XCTAssertEqual(try readFile(text, name: "wrap.txt").columnNames, read.columnNames)
    }

    func testFixedWidthTitleLinesAboveNumberedColumns() throws {
        let text = """
            ak135 - P
            ak135 - S
                 0.000      5.8000      3.4600      2.7200
                20.000      5.8000      3.4600      2.7200
                35.000      8.0400      4.4800      3.3198

            """
        let read = try readFile(text, name: "ak135.tvel")
        XCTAssertEqual(read.columnNames, ["column 1", "column 2", "column 3", "column 4"])
        XCTAssertEqual(read.column(named: "column 1")?.values, [0, 20, 35])
        XCTAssertTrue(read.readingNotes.contains { $0.contains("a title") }, "\(read.readingNotes)")
    }

    /// A blank cell inside a row: split at blanks the cells after it would move left; the
    /// first lines show it, so the columns are read by position.
    func testBlankCellsInsideRowsChooseFixedWidth() throws {
        let text = """
             depth     vp     vs   rho
               0.0   5.80   3.46  2.72
              20.0   6.50         2.92
              35.0   8.04   4.48  3.32

            """
        let (layout, table) = try layoutTable(text)
        XCTAssertEqual(layout, .fixedWidth)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["depth", "vp", "vs", "rho"])
        XCTAssertTrue(read.column(named: "vs")!.values[1].isNaN)
        XCTAssertEqual(read.column(named: "rho")?.values, [2.72, 2.92, 3.32])
        XCTAssertNil(TextLayout.detect(head: Array("a b c\n1 2 3\n4 5\n6 7 8\n".utf8)), "a short last row is gaps at the end, not a layout")
        XCTAssertNil(TextLayout.detect(head: Array("a,b\n1,2\n3,4\n".utf8)))
    }

    func testEmptyExtraTrailingFieldIsReadAndANonEmptyOneStaysAnError() throws {
        let table = try DelimitedTextParser.parse("a,b\n1,2\n3,4,\n5,6\n", file: "t.txt", keepTextColumns: true)
        XCTAssertEqual(table.column(named: "b")?.values, [2, 4, 6])
        XCTAssertTrue(table.readingNotes.contains { $0.contains("first at line 3") }, "\(table.readingNotes)")
        let semicolons = try DelimitedTextParser.parse("1;2;x\n3;4;y;\n5;6;z\n", file: "t.txt", keepTextColumns: true)
        XCTAssertEqual(semicolons.rowCount, 3)
        XCTAssertThrowsError(try DelimitedTextParser.parse("a,b\n1,2\n3,4,9\n", file: "t.txt", keepTextColumns: true)) { error in
            XCTAssertTrue("\(error)".contains(":3:"), "\(error)")
        }
    }

    /// A file bigger than `largestFile` is never read whole for a layout, whatever its head
    /// shows: the delimited reader's sampled refusal keeps its bound (a sparse file here).
    func testHugeFileIsLeftToTheDelimitedReader() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("TextLayoutTests-\(UUID().uuidString).dat").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("\\key = 1\n|  a  |  b  |\n   1     2\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(truncate(path, off_t(TextLayout.largestFile + 1)), 0)
        XCTAssertNil(try TextLayout.read(TableInput(path: path)))
    }

    /// The layout is told from the head only: a file whose first 64 KiB are plain CSV is read
    /// by the delimited reader, whatever follows.
    func testSniffLooksAtTheHeadOnly() {
        var text = "x,y\n"
        while text.utf8.count < TextLayout.sniffBytes { text += "1,2\n" }
        XCTAssertNil(TextLayout.detect(head: Array(text.utf8.prefix(TextLayout.sniffBytes))))
    }
}
