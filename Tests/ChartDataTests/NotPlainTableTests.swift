@testable import ChartData
import Foundation
import XCTest

/// Inputs that are not one plain table: pages and documents under a data file's name, JSON under
/// any name, nested JSON, lists inside records, `;` comment lines, numeric first records, and
/// tables between report markers. Each shape is what a public file of that kind looks like.
final class NotPlainTableTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try FormatFixtures.scratch() }
    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: Not a table

    func testAnHTMLPageUnderADataNameIsOneLine() throws {
        let page = " <!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">\n <html>\n<body><p><hr>\n1,2\n</body></html>\n"
        for name in ["ephemeris.txt", "ephemeris.csv", "ephemeris.dat"] {
            let path = try write(name, page)
            XCTAssertEqual(FormatFixtures.failure(path)?.description, "\(path): an HTML page, not a data table")
        }
        let xml = try write("feed.csv", "<?xml version=\"1.0\"?>\n<rows><row a=\"1\"/></rows>\n")
        XCTAssertEqual(FormatFixtures.failure(xml)?.description, "\(xml): an XML document, not a data table")
        let pdf = try write("report.csv", "%PDF-1.7\n%\u{e2}\u{e3}\n1 0 obj\n")
        XCTAssertEqual(FormatFixtures.failure(pdf)?.description, "\(pdf): a PDF document, not a data table")
    }

    func testATableWhoseFirstCellStartsWithAnAngleBracketIsRead() throws {
        let path = try write("bins.csv", "<5,5-10\n1,2\n3,4\n")
        let table = try TableFile.read(path)
        XCTAssertEqual(table.columnNames, ["<5", "5-10"])
        XCTAssertEqual(table.rowCount, 2)
    }

    // MARK: JSON by content

    func testJSONInATextFileIsReadAsJSON() throws {
        // Channel positions as mne writes them: a record of x, y, z per channel.
        let positions = (1...12).map { "  \"C\($0)\": [\(Double($0) * 0.01), -0.5, 0.25]" }.joined(separator: ",\n")
        let path = try write("ch_pos.txt", "{\n\(positions)\n}\n")
        XCTAssertEqual(TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)), .jsonData)
        let table = try TableFile.read(path)
        XCTAssertEqual(table.columnNames, ["index", "column 1", "column 2", "column 3"])
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.textColumns["index"]?.prefix(2), ["C1", "C2"])
        XCTAssertEqual(table.column(named: "column 1")?.values.first, 0.01)
        let lines = try write("records.dat", "{\"t\": 1, \"v\": 2}\n{\"t\": 2, \"v\": 3}\n")
        XCTAssertEqual(TableFileFormat.detect(path: lines, leadingBytes: TableFile.leadingBytes(of: lines)), .jsonLines)
        XCTAssertEqual(try TableFile.read(lines).columnNames, ["t", "v"])
    }

    func testAFewLongColumnsStayColumns() throws {
        // Keys fewer than four times the list length: pandas' columns of arrays, as before.
        let table = try JSONDataTable.table(from: Array(#"{"t": [1, 2, 3], "v": [4, 5, 6]}"#.utf8), file: "a.json")
        XCTAssertEqual(table.columnNames, ["t", "v"])
        XCTAssertEqual(table.rowCount, 3)
    }

    // MARK: Nested JSON

    func testObjectsKeyedByIdWhoseValuesAreRecordsAreRows() throws {
        let json = """
        {"site-a": {"id": "site-a", "freq": "hourly", "unit": "kWh", "total": 10000, "base": 2000.5},
         "site-b": {"id": "site-b", "freq": "daily", "unit": "kWh", "total": 9000, "base": 1800.0},
         "site-c": {"id": "site-c", "freq": "daily", "unit": "therm", "total": 700, "base": null}}
        """
        let table = try JSONDataTable.table(from: Array(json.utf8), file: "metadata.json")
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.columnNames, ["index", "id", "freq", "unit", "total", "base"])
        XCTAssertEqual(table.column(named: "total")?.values, [10000, 9000, 700])
        XCTAssertEqual(table.textColumns["freq"], ["hourly", "daily", "daily"])
        // Columns of one kind each keep pandas' default `columns` orientation.
        let columns = try JSONDataTable.table(from: Array(#"{"a": {"x": 1, "y": 2}, "b": {"x": 3, "y": 4}, "c": {"x": 5, "y": 6}}"#.utf8), file: "c.json")
        XCTAssertEqual(columns.columnNames, ["index", "a", "b", "c"])
    }

    func testParametersNestedDeeperAreOneLineSayingSo() throws {
        let params = #"{"by_foot": {"scaler": {"mean": {"dist": 18.6, "angle": 22.3}}, "logreg": {"coefs": {"dist": -0.6}, "intercept": -2.4}}, "by_head": {"scaler": {"mean": {"dist": 9.1}}, "logreg": {"coefs": {"dist": -0.5}, "intercept": -2.3}}}"#
        let model = #"{"version": "", "name": "lead", "references": ["a paper"], "system": {"species": [{"name": "PB2"}]}}"#
        for text in [params, model] {
            XCTAssertThrowsError(try JSONDataTable.table(from: Array(text.utf8), file: "p.json")) { error in
                XCTAssertEqual("\(error)", "p.json: a JSON document of settings or a model description (nested objects, no table of records in it), not a table of data")
            }
        }
    }

    func testEntriesWithDifferentFieldsEachAreNoTable() throws {
        let entries = (1...6).map { entry in
            "\"D\(entry)\": {\"person\": \"K\", \"p\(entry)a\": \(entry), \"p\(entry)b\": 2.5, \"p\(entry)c\": {\"units\": \"%/h\"}}"
        }.joined(separator: ", ")
        XCTAssertThrowsError(try JSONDataTable.table(from: Array("{\(entries)}".utf8), file: "db.json")) { error in
            XCTAssertTrue("\(error)".hasSuffix("a collection of entries, not a table of data"), "\(error)")
        }
    }

    func testListsOfNumbersInsideRecordsAreTheData() throws {
        let json = """
        [{"name": "Null", "category": null, "start": 0, "step": 3600, "multipliers": [0]},
         {"name": "Day", "category": null, "start": 0, "step": 7200, "multipliers": [1.0, 1.2, 1.4]},
         {"name": "Night", "category": "res", "start": 0, "step": 3600, "multipliers": [0.5, 0.25]}]
        """
        let table = try JSONDataTable.table(from: Array(json.utf8), file: "patterns.json")
        XCTAssertEqual(table.columnNames, ["multipliers index", "Null", "Day", "Night"])
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.column(named: "multipliers index")?.values, [0, 1, 2])
        XCTAssertEqual(table.column(named: "Day")?.values, [1.0, 1.2, 1.4])
        XCTAssertEqual(table.column(named: "Night")?.values.prefix(2), [0.5, 0.25])
        XCTAssertEqual(table.column(named: "Night")?.values.last?.isNaN, true)
    }

    // MARK: Lines around the table

    func testSemicolonCommentLinesAboveBlankSeparatedNumbers() throws {
        var text = "; DATA_list: diodes.txt\n; Units: W/m^2; dark is counts\n; Format:\n;  HHMM A B 17.1 25.7 dark q0 CM CM\n;END_OF_HEADER\n2016 162 06 10\n"
        for minute in 0..<12 {
            text += String(format: "%04d  %.2e  %.2e", minute, 2e-7 + Double(minute) * 1e-9, 1.5e-10)
            text += String(repeating: "  4.98e-04", count: 6) + "\n"
        }
        let table = try TableFile.read(try write("diodes.txt", text))
        XCTAssertEqual(table.columnNames, ["HHMM", "A", "B", "17.1", "25.7", "dark", "q0", "CM", "CM.1"])
        XCTAssertEqual(table.rowCount, 12)
        XCTAssertEqual(table.column(named: "HHMM")?.values.prefix(3), [0, 1, 2])
    }

    func testAProseCommentWithADashNamesNoColumns() throws {
        var text = "# lambda (microns)   ABS(1) ... ABS(ntype)\n# nr of grain types - nr of lambda\n# 3   800\n"
        for row in 0..<10 { text += "  \(Double(row) * 0.1 + 0.04)  0.59  0.028  0.57  0.0037  0.038  0.29  1.53\n" }
        let table = try TableFile.read(try write("ext.txt", text))
        XCTAssertEqual(table.columnNames.first, "column 1")
    }

    func testASemicolonTableStartingWithAnEmptyCornerIsStillATable() throws {
        let table = try TableFile.read(try write("corner.csv", ";a;b\nx;1;2\ny;3;4\n"))
        XCTAssertEqual(table.rowCount, 2)
        XCTAssertEqual(table.columnNames.suffix(2), ["a", "b"])
    }

    func testANumericRecordWithADescriptionIsNoHeader() throws {
        var text = "3   2       0   2  2.789e-02  1.620e-02\t\"planar gradiometer size = 27.89 mm\"\n"
        text += " 61.7284  8.100e-03  0.000e+00  0.000e+00  0.000  0.000  1.000\n-61.7284 -8.100e-03  0.000e+00  0.000e+00  0.000  0.000  1.000\n"
        let table = try TableFile.read(try write("coil_def.dat", text))
        XCTAssertEqual(table.columnNames.first, "column 1")
        XCTAssertFalse(table.columnNames.contains("2"))
        // Numbers as names after a label's name are a header still.
        let wide = try TableFile.read(try write("wide.csv", "wavelength,400,500\n1.5,2,3\n2.5,4,5\n"))
        XCTAssertEqual(wide.columnNames, ["wavelength", "400", "500"])
    }

    func testARowOfEpochsUnderRepeatedModelNamesIsPartOfTheHeader() throws {
        var text = "# coefficients in nT\nc/s deg ord IGRF IGRF DGRF DGRF SV\ng/h n m 1900.0 1905.0 1910.0 1915.0 2020-25\n"
        text += "g 1 0 -31543 -31464 -31354 -31212 5.7\ng 1 1 -2298 -2298 -2297 -2306 7.4\nh 1 1 5922 5909 5898 5875 -25.9\n"
        let table = try TableFile.read(try write("igrf.txt", text))
        XCTAssertEqual(table.columnNames, ["c/s · g/h", "deg · n", "ord · m", "IGRF · 1900.0", "IGRF · 1905.0", "DGRF · 1910.0", "DGRF · 1915.0", "SV · 2020-25"])
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.column(named: "IGRF · 1905.0")?.values, [-31464, -2298, 5909])
        // A repeated name over one number and a dash is a table with its first row, as before.
        let plain = try TableFile.read(try write("plain.csv", "name,v,v\na,-,2\nb,1,3\nc,4,5\n"))
        XCTAssertEqual(plain.rowCount, 3)
    }

    func testRowsBetweenEphemerisMarkersAreTheTable() throws {
        var text = "API VERSION: 1.2\nAPI SOURCE: NASA/JPL Horizons API\n\n*******************\nEphemeris / API_USER Fri\nTarget body name: 1 Ceres\n"
        text += "Center body name: Earth (399)  {source: DE441}\n*******************\n Date__(UT)__HR:MN, Date_JDUT, R.A., DEC, APmag,\n*******************\n$$SOE\n"
        for day in 1...10 { text += " 2024-Aug-\(String(format: "%02d", day)) 00:00, \(2460538.5 + Double(day)), \(278.6 - Double(day) * 0.1), -30.9, 8.16,\n" }
        text += "$$EOE\n*******************\nColumn meaning:\n TIME\n  Times PRIOR to 1962 are UT1, a mean-solar time.\n"
        let table = try TableFile.read(try write("ceres-horizons.txt", text))
        XCTAssertEqual(table.rowCount, 10)
        XCTAssertEqual(table.columnNames.prefix(4), ["Date__(UT)__HR:MN", "Date_JDUT", "R.A.", "DEC"])
        XCTAssertTrue(table.readingNotes.contains { $0.contains("$$EOE") }, "\(table.readingNotes)")
    }
}
