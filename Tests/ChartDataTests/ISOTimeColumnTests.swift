@testable import ChartData
import Foundation
import XCTest

/// A big delimited file's column of ISO times is kept as numbers (`ISOTimeColumn`), never a
/// `String` a row, and is still the text column the whole read gives: the same cells, the same
/// inference, the same times; a late cell of another form turns it back into text, nothing lost.
final class ISOTimeColumnTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("iso-times-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, name: String = "t.csv") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `rows` rows of `time,value`: second `row` after 2020-01-01T00:00:00 in `form`'s layout.
    private func times(_ rows: Int, form: (Int) -> String = { ISOTimeColumnTests.plain($0) }) -> [String] {
        (0..<rows).map(form)
    }

    static func plain(_ row: Int) -> String {
        ISOTimeColumn.text(of: 1_577_836_800 + Double(row), layout: ISODateLayout(cell: Array("2020-01-01T00:00:00".utf8))!)!
    }

    private func csv(_ cells: [String]) -> String {
        "time,value\n" + cells.enumerated().map { "\($0.element),\($0.offset % 977)\n" }.joined()
    }

    private func options(partBytes: Int = 1 << 16) -> DelimitedFileReader.Options {
        var options = DelimitedFileReader.Options()
        options.partBytes = partBytes
        options.cachesColumns = false
        return options
    }

    private func whole(_ text: String) throws -> DataTable {
        var text = text
        return try text.withUTF8 { bytes in try DelimitedTextParser.parseSerially(bytes, file: "t.csv", keepTextColumns: true) }
    }

    /// The inference reads both tables alike: every column's role, summary and evidence, and the
    /// times of `name` bit for bit, in `timeZone`.
    private func assertSameInference(_ parts: DataTable, _ whole: DataTable, time name: String,
                                     timeZone: TimeZone = TimeZone(identifier: "UTC")!, file: StaticString = #filePath, line: UInt = #line) throws {
        let a = try TableSchema(table: parts, timeZone: timeZone), b = try TableSchema(table: whole, timeZone: timeZone)
        XCTAssertEqual(a.columns.map(\.name), b.columns.map(\.name), file: file, line: line)
        for (x, y) in zip(a.columns, b.columns) {
            XCTAssertEqual(x.role, y.role, x.name, file: file, line: line)
            XCTAssertEqual(x.summary, y.summary, x.name, file: file, line: line)
            XCTAssertEqual(x.evidence, y.evidence, x.name, file: file, line: line)
        }
        let u = try XCTUnwrap(a.timeValues(of: name), file: file, line: line), v = try XCTUnwrap(b.timeValues(of: name), file: file, line: line)
        XCTAssertEqual(u.map(\.bitPattern), v.map(\.bitPattern), "times of \(name)", file: file, line: line)
    }

    // MARK: - Memory

    /// The proof of bounded memory, without timing anything: while a file of 200,000 ISO rows is
    /// read in 64 KiB parts, the reader never holds more cell texts than one part has rows
    /// (~2,000 here), and the table keeps none: one number a row.
    func testTimesAreKeptAsNumbersNotAStringARow() throws {
        let rows = 200_000
        let cells = times(rows)
        let text = csv(cells)
        let reader = try DelimitedFileReader(path: try write(text), file: "t.csv", options: options())
        var mostTexts = 0
        var parts = 0
        while try reader.readNextPart() {
            mostTexts = max(mostTexts, reader.textCellsHeld)
            parts += 1
        }
        XCTAssertGreaterThan(parts, 50)
        XCTAssertLessThan(mostTexts, 5_000, "texts held while reading: one part's at most, not the file's \(rows)")
        let table = try reader.finish()
        XCTAssertTrue(table.textColumns.isEmpty)
        let column = try XCTUnwrap(table.isoTimes["time"])
        XCTAssertEqual(column.seconds.count, rows)
        XCTAssertLessThanOrEqual(column.seconds.capacity, rows * 11 / 10, "8 bytes a row, reserved once")
        XCTAssertEqual(Array(column), cells)
        XCTAssertEqual(column.seconds[rows - 1], 1_577_836_800 + Double(rows - 1))
        let expected = try whole(text)
        XCTAssertEqual(table, expected)
        try assertSameInference(table, expected, time: "time")
    }

    // MARK: - Cells of another form

    /// A late cell of another form (another date form, another ISO layout, a number) comes after thousands of folded rows: the column turns back into text, every
    /// cell as written, and the inference is the whole read's (the same warning for the odd cell).
    func testALateCellOfAnotherFormTurnsTheColumnBackIntoText() throws {
        let rows = 30_000
        for odd in ["03/15/2020 10:00", "2020-01-01T00:00:00.5", "2020-01-01 00:00:00", "12345", "2020-01-01T24:00:00",
                    "2020-02-30T00:00:00", "not a date"] {
            var cells = times(rows)
            cells[rows - 7] = odd
            let text = csv(cells)
            let table = try DelimitedFileReader(path: try write(text), file: "t.csv", options: options()).finish()
            let expected = try whole(text)
            XCTAssertNil(table.isoTimes["time"], odd)
            XCTAssertEqual(table.textColumns["time"], expected.textColumns["time"], odd)
            XCTAssertEqual(table, expected, odd)
            XCTAssertEqual(table.mixedColumns, expected.mixedColumns, odd)
            try assertSameInference(table, expected, time: "time")
        }
    }

    /// Cells a number cannot give back exactly are never folded: an hour 24, a leap second,
    /// more fraction digits than a double keeps at this size, a year past 9999.
    func testOnlyCellsThatWriteBackExactlyAreFolded() {
        func folds(_ cell: String, _ layoutCell: String) -> Bool {
            let layout = ISODateLayout(cell: Array(layoutCell.utf8))!
            return Array(cell.utf8).withUnsafeBufferPointer { ISOTimeColumn.seconds(ofCell: $0, layout: layout) } != nil
        }
        XCTAssertTrue(folds("2020-01-01T23:59:59", "2020-01-01T00:00:00"))
        XCTAssertTrue(folds("1899-12-31 08:00:00.125Z", "2020-01-01 00:00:00.000Z"))
        XCTAssertTrue(folds("0001/01/01", "2020/01/01"))
        XCTAssertTrue(folds("2020-06-01T12:30:15.123456", "2020-01-01T00:00:00.000000"))
        XCTAssertFalse(folds("2020-01-01T24:00:00", "2020-01-01T00:00:00"))
        XCTAssertFalse(folds("2016-12-31T23:59:60", "2020-01-01T00:00:00"))
        XCTAssertFalse(folds("2020-06-01T12:30:15.123456789", "2020-01-01T00:00:00.000000000"))
        XCTAssertFalse(folds("2020-01-01", "2020-01-01T00:00:00"))
        XCTAssertFalse(folds("2020-02-30", "2020-01-01"))
    }

    // MARK: - Gaps

    /// Empty cells are gaps: NaN, read back as empty texts, counted as the whole read counts them.
    func testEmptyCellsAreGaps() throws {
        var cells = times(20_000)
        for row in stride(from: 0, to: cells.count, by: 13) { cells[row] = "" }
        let text = csv(cells)
        let table = try DelimitedFileReader(path: try write(text), file: "t.csv", options: options(partBytes: 1 << 14)).finish()
        let column = try XCTUnwrap(table.isoTimes["time"])
        XCTAssertTrue(column.seconds[0].isNaN)
        XCTAssertEqual(column[13], "")
        XCTAssertEqual(column[14], cells[14])
        let expected = try whole(text)
        XCTAssertEqual(table, expected)
        try assertSameInference(table, expected, time: "time")
    }

    /// Gap markers (`NA`, `null`, `NaN`, `N/A`), 6 % of the cells, the first cell among them, are
    /// missing times: the column stays numbers (each marker a NaN naming it, read back as
    /// written), the whole read's table and inference, a time column (not text: markers are
    /// left out of the date detection's sample), its times NaN exactly at the markers; the
    /// column cache keeps them.
    func testGapMarkersAmongTimesAreGapsAndTheColumnStaysTimes() throws {
        var cells = times(30_000)
        let markers = ["NA", "null", "NaN", "N/A", "NULL"]
        for row in stride(from: 0, to: cells.count, by: 17) { cells[row] = markers[row % markers.count] }
        cells[29_990] = "NA"
        let text = csv(cells)
        let path = try write(text)
        var cached = options(partBytes: 1 << 14)
        cached.cachesColumns = true
        cached.cacheMinimumBytes = 1
        let reader = try DelimitedFileReader(path: path, file: "t.csv", options: cached)
        let table = try reader.finish()
        let column = try XCTUnwrap(table.isoTimes["time"], "kept as numbers")
        XCTAssertTrue(table.textColumns.isEmpty)
        XCTAssertEqual(Array(column), cells, "every cell reads back as written")
        let expected = try whole(text)
        XCTAssertEqual(table, expected)
        try assertSameInference(table, expected, time: "time")
        for zone in ["UTC", "Europe/Berlin"] {
            let schema = try TableSchema(table: table, timeZone: TimeZone(identifier: zone)!)
            XCTAssertEqual(schema.column(named: "time")?.role.isTime, true, "\(zone): a time column with gaps")
            let seconds = try XCTUnwrap(schema.timeValues(of: "time"))
            for row in [0, 1, 17, 18, 29_990, 29_999] {
                XCTAssertEqual(seconds[row].isNaN, CellParser.isGapMarker(cells[row]), "\(zone) row \(row)")
            }
            if zone == "UTC" { XCTAssertEqual(seconds[1], 1_577_836_801) }
        }
        // The cache gives the same column back, markers and all.
        let second = try DelimitedFileReader(path: path, file: "t.csv", options: cached)
        let again = try second.finish()
        XCTAssertTrue(second.usedCache)
        XCTAssertEqual(again.isoTimes, table.isoTimes)
        XCTAssertEqual(again.isoTimes["time"].map(Array.init), cells)
    }

    // MARK: - Zones and layouts

    /// Layouts with `Z`, fractions, a space or `/`, dates alone, in UTC and in a zone with
    /// daylight saving time: the same times as the texts parsed (`parseAll`), bit for bit.
    func testEveryLayoutGivesTheTimesOfItsTexts() throws {
        let forms: [(String, Double)] = [("2021-03-28T00:00:00", 60), ("2021-10-31 00:00:00.250Z", 61.5), ("2021/10/30 22:00", 300),
                                         ("2021-03-27", 86_400), ("2021-03-28T01:59:59.123456", 0.001)]
        for (first, step) in forms {
            let layout = try XCTUnwrap(ISODateLayout(cell: Array(first.utf8)), first)
            let start = try XCTUnwrap(Array(first.utf8).withUnsafeBufferPointer { layout.seconds($0) })
            let cells = (0..<12_000).map { ISOTimeColumn.text(of: start + Double($0) * step, layout: layout) ?? "" }
            let text = csv(cells)
            let table = try DelimitedFileReader(path: try write(text), file: "t.csv", options: options(partBytes: 1 << 14)).finish()
            let expected = try whole(text)
            if cells.allSatisfy({ !$0.isEmpty }) { XCTAssertNotNil(table.isoTimes["time"], first) }
            XCTAssertEqual(table, expected, first)
            for zone in ["UTC", "Europe/Berlin", "America/New_York"] {
                try assertSameInference(table, expected, time: "time", timeZone: TimeZone(identifier: zone)!)
            }
        }
    }

    /// Times with a zone offset, across both daylight saving changes of a year (the offset
    /// of each cell its own): kept as numbers and an offset a row on the fast path of the parts,
    /// the same cells, inference and instants as the texts parsed whole, bit for bit.
    func testZonedTimesAcrossOffsetChangesAreTheTextsTimes() throws {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let start = 1_616_886_000.0 - 86_400 * 2  // two days before 2021-03-28T01:00:00Z
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = berlin
        formatter.formatOptions = [.withInternetDateTime]
        var cells: [String] = []
        for row in 0..<40_000 {
            // Every 3 hours for about 14 years, written as Berlin's wall clock with its offset;
            // every 4th row a quarter second later (written with a fraction).
            var cell = formatter.string(from: Date(timeIntervalSince1970: start + Double(row) * 10_800))
            if row % 4 == 1 { cell.insert(contentsOf: ".250", at: cell.index(cell.startIndex, offsetBy: 19)) }
            cells.append(cell)
        }
        // A column of each layout: whole seconds, and with a fraction.
        for form in [cells.enumerated().filter { $0.offset % 4 != 1 }.map(\.element),
                     cells.enumerated().filter { $0.offset % 4 == 1 }.map(\.element)] {
            var form = form
            form[17] = ""
            form[23] = "NA"
            let text = csv(form)
            XCTAssertTrue(Set(form.filter { $0.count > 3 }.map { String($0.suffix(6)) }) == ["+01:00", "+02:00"], "both offsets")
            let table = try DelimitedFileReader(path: try write(text), file: "t.csv", options: options(partBytes: 1 << 14)).finish()
            let expected = try whole(text)
            let times = try XCTUnwrap(table.isoTimes["time"], "kept as numbers")
            XCTAssertEqual(times.offsetMinutes.count, form.count)
            XCTAssertEqual(Array(times), form, "every cell written back as it was")
            XCTAssertEqual(table, expected)
            for zone in ["UTC", "Europe/Berlin", "America/New_York"] {
                try assertSameInference(table, expected, time: "time", timeZone: TimeZone(identifier: zone)!)
            }
            // The instants are the cells' own, whatever the zone the table is read in.
            let parsed = DateColumnParser(form: .yearFirst, timeZone: berlin).parseAll(form)
            XCTAssertEqual(times.instants(in: TimeZone(identifier: "America/New_York")!).map(\.bitPattern),
                           parsed.map { $0.isNaN ? Double.nan.bitPattern : $0.bitPattern })
            // In x order (a sort) the offsets follow their rows.
            let order = Array((0..<form.count).reversed())
            XCTAssertEqual(Array(times.reordered(order)), order.map { form[$0] })
        }
    }

    /// A cell of another offset form (`+0100`) late in a zoned column turns it back into text.
    func testAnotherOffsetFormTurnsAZonedColumnBackIntoText() throws {
        let layout = ISODateLayout(cell: Array("2021-03-28T01:00:00+01:00".utf8))!
        var cells = (0..<30_000).map { ISOTimeColumn.text(of: 1_616_893_200 + Double($0) * 60, layout: layout, offsetMinutes: 60)! }
        cells[29_990] = "2021-03-29T00:00:00+0100"
        let text = csv(cells)
        let table = try DelimitedFileReader(path: try write(text), file: "t.csv", options: options()).finish()
        XCTAssertNil(table.isoTimes["time"])
        XCTAssertEqual(table.textColumns["time"], cells)
        XCTAssertEqual(table, try whole(text))
    }

    // MARK: - Cache

    /// The column cache keeps a column of ISO times as its numbers and layout: the second open
    /// gives the same table, no text dictionary, and the cache is far smaller than one.
    func testCacheKeepsTheNumbersAndLayout() throws {
        let cells = times(50_000, form: { row in
            ISOTimeColumn.text(of: 1_600_000_000 + Double(row) * 0.01, layout: ISODateLayout(cell: Array("2020-09-13 12:26:40.000Z".utf8))!)!
        })
        let text = csv(cells) + "\n"
        let path = try write(text)
        var options = options()
        options.cachesColumns = true
        options.cacheMinimumBytes = 1
        let first = try DelimitedFileReader(path: path, file: "t.csv", options: options)
        let table = try first.finish()
        XCTAssertFalse(first.usedCache)
        XCTAssertNotNil(table.isoTimes["time"])
        let cacheBytes = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: ColumnCacheSidecar.path(for: path))[.size] as? Int)
        XCTAssertLessThan(cacheBytes, 50_000 * 16 + 64 << 10, "numbers, not a dictionary of 50,000 texts")
        let second = try DelimitedFileReader(path: path, file: "t.csv", options: options)
        let cached = try second.finish()
        XCTAssertTrue(second.usedCache)
        XCTAssertEqual(cached.isoTimes, table.isoTimes)
        XCTAssertTrue(cached.textColumns.isEmpty)
        XCTAssertEqual(cached.columnNames, table.columnNames)
        XCTAssertEqual(cached, try whole(text))
        try assertSameInference(cached, try whole(text), time: "time")
    }

    /// `--date-format` reads the texts: a reader told so keeps them, and a table of ISO times
    /// given a pattern is read as texts by the inference.
    func testADateFormatReadsTheTexts() throws {
        let text = csv(times(5_000))
        var options = options()
        options.parsesTimes = false
        let texts = try DelimitedFileReader(path: try write(text), file: "t.csv", options: options).finish()
        XCTAssertNotNil(texts.textColumns["time"])
        let numbers = try DelimitedFileReader(path: try write(text, name: "u.csv"), file: "t.csv", options: self.options()).finish()
        let pattern = "%Y-%m-%dT%H:%M:%S"
        let a = try TableSchema(table: numbers, dateFormat: pattern), b = try TableSchema(table: texts, dateFormat: pattern)
        XCTAssertEqual(a.columns.map(\.summary), b.columns.map(\.summary))
        XCTAssertEqual(a.timeValues(of: "time"), b.timeValues(of: "time"))
    }
}
