import Foundation
import XCTest
@testable import ChartData

/// SPEC data files (`SPECTable`): names from the `#L` line, never from `#C` prose; scans of the
/// same columns stacked with their `#S` title in a `scan` column; scans of other columns left
/// out and counted; a name holding one blank kept whole.
final class SPECTableTests: XCTestCase {
    private func layoutTable(_ text: String, file: String = "t.dat") throws -> (TextLayout?, DataTable?) {
        let bytes = Array(text.utf8)
        guard let layout = TextLayout.detect(head: Array(bytes.prefix(TextLayout.sniffBytes))) else { return (nil, nil) }
        return (layout, try TextLayout.read(bytes, layout: layout, file: file))
    }

    /// A DABAX table: prose in `#C` and `#UD` lines, then one scan per ion, each of one row.
    func testDABAXScansOfOneRowAreStackedWithTheirTitles() throws {
        let text = """
            #F f0_WaasKirf.dat
            #UT  Elastic Photon-Atom Scattering, relativistic form factors.
            #C  This file belongs to the DABAX library. More information on
            #UD  This data set contains data calculated by D. Waasmaier & A. Kirfel.

            #S  1  H
            #N 4
            #L a1  a2  c  b1
              0.413048  0.294953  0.000049  15.569946
            #S  1  H1-
            #N 4
            #L a1  a2  c  b1
              0.702260  0.763666  0.000425  23.945604
            #S  2  He
            #N 4
            #L a1  a2  c  b1
              0.732354  0.753896  0.000487  11.553918

            """
        let (layout, table) = try layoutTable(text)
        XCTAssertEqual(layout, .spec)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["scan", "a1", "a2", "c", "b1"])
        XCTAssertEqual(read.rowCount, 3)
        XCTAssertEqual(read.textColumns["scan"], ["H", "H1-", "He"])
        XCTAssertEqual(read.column(named: "b1")!.values[2], 11.553918)
        XCTAssertTrue(read.readingNotes.contains { $0.contains("3 scans of these columns stacked") }, "\(read.readingNotes)")
    }

    /// A diffractometer file: names with one blank inside (`Two Theta`), comment and MCA lines in
    /// the scan skipped, a second scan of the same columns stacked (repeated titles told apart by
    /// order), a third of other columns left out and counted.
    func testScansOfOtherColumnsAreLeftOutAndCounted() throws {
        let text = """
            #F run.spec
            #E 1234
            #C a comment that is not a header

            #S 1  ascan  tth 10 12 2 1
            #N 3
            #L Two Theta  Monitor  Detector
            10 1000 5
            #C pause
            11 1000 9
            12 1000 4

            #S 2  ascan  tth 10 12 2 1
            #N 3
            #L Two Theta  Monitor  Detector
            10 1000 6
            11 1000 8
            @A 1 2 3
            12 1000 5

            #S 3  timescan
            #N 2
            #L Seconds  Detector
            0 1
            1 2

            """
        let (layout, table) = try layoutTable(text)
        XCTAssertEqual(layout, .spec)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["scan", "Two Theta", "Monitor", "Detector"])
        XCTAssertEqual(read.rowCount, 6)
        XCTAssertEqual(read.textColumns["scan"]?.first, "1 ascan  tth 10 12 2 1")
        XCTAssertEqual(read.column(named: "Detector")!.values, [5, 9, 4, 6, 8, 5])
        XCTAssertTrue(read.readingNotes.contains { $0.contains("1 scan of other columns or no rows left out") }, "\(read.readingNotes)")
    }

    /// One scan: no `scan` column; names by single blanks when that is what makes `#N`.
    func testOneScanKeepsItsColumnsAndNamesBySingleBlanksWhenTheCountSaysSo() throws {
        let text = """
            #S 1 energy scan
            #N 3
            #L E f1 f2
            10 1.5 0.2
            20 1.7 0.1

            """
        let (layout, table) = try layoutTable(text)
        XCTAssertEqual(layout, .spec)
        let read = try XCTUnwrap(table)
        XCTAssertEqual(read.columnNames, ["E", "f1", "f2"])
        XCTAssertEqual(read.rowCount, 2)
    }

    /// Near miss: `#S` with no `#L` after it (a comment block that happens to start so) is no
    /// SPEC file.
    func testHashSWithoutNamesIsNotSPEC() {
        let text = """
            #S some note
            # x y
            1 2
            3 4

            """
        XCTAssertNotEqual(TextLayout.detect(head: Array(text.utf8)), .spec)
    }
}
