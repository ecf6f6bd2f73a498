import ChartData
import ChartKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The fuzz targets for untrusted input (issue #22): binary headers, database results, the
/// live reader and the files a spec names. Registered in `FuzzTargets.names` and `run`.
extension FuzzTargets {
    /// A scratch folder of this process's own for the targets that need files (created once).
    /// It is removed when the process exits; a worker killed mid-input (libFuzzer's timeout, a
    /// campaign stopped) cannot remove its own, so the next one removes the folders of processes
    /// that no longer run.
    static let scratch: String = {
        removeScratchOfEndedProcesses()
        let path = NSTemporaryDirectory() + scratchPrefix + "\(getpid())"
        try? FileManager.default.createDirectory(atPath: path + "/spec/sub", withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + FuzzTargets.scratchPrefix + "\(getpid())") }
        return path
    }()

    /// The scratch folders' name, before the process id.
    static let scratchPrefix = "chartkit-fuzz-"

    /// Removes the `chartkit-fuzz-PID` folders in `folder` whose process has ended (`kill(pid, 0)`
    /// fails with ESRCH); a running fuzzer's, and any other name, are left alone.
    static func removeScratchOfEndedProcesses(in folder: String = NSTemporaryDirectory()) {
        let folder = folder.hasSuffix("/") ? folder : folder + "/"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(scratchPrefix) {
            guard let pid = pid_t(name.dropFirst(scratchPrefix.count)), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: folder + name)
            }
        }
    }

    /// Writes `bytes` to `path` in place (FileManager's `createFile` writes a temporary file
    /// and renames it, and removing the file after each input was as many calls again: a
    /// third of `compressed`'s time outside the readers).
    static func writeScratchFile(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { buffer in
            buffer.count == 0 || Glibc.write(descriptor, buffer.baseAddress, buffer.count) == buffer.count
        }
    }

    /// `.npy` and raw headers: the bytes as a file, mapped and opened as `.npy` and as a raw
    /// column of a type the first byte picks; every column's first and last values are read.
    /// A file that opens must have columns that fit in it (the checked sizes hold).
    static func npy(_ bytes: [UInt8]) {
        let path = scratch + "/fuzz.npy"
        guard writeScratchFile(bytes, to: path) else { return }
        do {
            let file = try NpyFile(path: path)
            precondition(file.columnCount <= DataTable.maximumColumnCount, "more columns than a table may have")
            for index in 0..<min(file.columnCount, 64) {
                let column = try file.column(index)
                if column.count > 0 {
                    _ = column[0]
                    _ = column[column.count - 1]
                }
                if column.count <= 4096 { _ = try column.seriesColumn() }
            }
        } catch {
            requireOneLine(error.description)
        }
        let names = ["f64", "f32", "f16", "i64", "i32", "i16", "i8", "u64", "u32", "u16", "u8"]
        do {
            let column = try RawColumnFile.open(path: path, type: NumericType(name: names[Int(bytes.first ?? 0) % names.count]))
            precondition(column.count * column.type.size == bytes.count, "a raw column covers its file")
            if column.count > 0 { _ = column[column.count - 1] }
            _ = try column.seriesColumn()
        } catch {
            requireOneLine(error.description)
        }
    }

    /// A ClickHouse server's answer (`ClickHouseTSV`: TabSeparatedWithNamesAndTypes, escapes,
    /// NULLs, an exception appended after rows) and its error text (`serverMessage`): rows as
    /// wide as the header, or one malformed-answer line; identifiers and literals quoted for
    /// ClickHouse read back as they were.
    static func clickhouse(_ bytes: [UInt8]) {
        do {
            let answer = try ClickHouseTSV(bytes: bytes)
            for row in answer.rows { precondition(row.count == answer.columns.count, "a row wider or narrower than the header") }
        } catch {
            // As the connection reports it: a DatabaseError, whose line escapes what it quotes.
            requireOneLine(DatabaseError(source: "clickhouse://h/db", problem: error.problem).description)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        requireOneLine(DatabaseError(source: "clickhouse://h/db", problem: ClickHouseConnection.serverMessage(text)).description)
        precondition(SQLDialect.clickhouse.unquoted(SQLDialect.clickhouse.quoted(text)) == text, "quoting does not read back")
        precondition(SQLDialect.clickhouse.literal(text).unicodeScalars.count >= text.unicodeScalars.count + 2)
    }

    /// SQLite and PostgreSQL result handling behind `SQLConnection`: a fake connection whose
    /// columns, declared types and every result set come from the bytes (short rows, NULLs,
    /// text where numbers belong, NaN and extremes), through `SQLTable`, `SQLChartSource` and
    /// two frames of a chart. Errors are one line.
    static func sql(_ bytes: [UInt8]) {
        var reader = FuzzByteReader(bytes)
        let connection = FuzzSQLConnection(reader: &reader)
        let names = connection.columnList.map(\.name)
        func pick() -> String? { names.isEmpty || reader.int(upTo: 4) == 0 ? nil : names[reader.int(upTo: names.count)] }
        let y = (0..<reader.int(upTo: 3)).compactMap { _ in pick() }
        let spec = reader.flag()
            ? SQLSeriesSpec(table: reader.text(), x: pick(), y: y, by: pick())
            : SQLSeriesSpec(query: reader.text(), x: pick(), y: y, by: pick())
        do {
            let source = try SQLChartSource(connection: connection, spec: spec)
            precondition(source.table.groups.count <= SQLTable.maximumGroups, "more groups than the cap")
            let chart = Chart()
            source.attach(to: chart)
            source.prefetchesMargins = false
            // Frames drive the source: each takes in a result and asks for the view's next one.
            for _ in 0..<3 {
                let scene = chart.makeScene(size: Size(width: 400, height: 300), measurer: ApproximateTextMeasurer())
                precondition(scene.plotArea.width.isFinite && scene.plotArea.height.isFinite, "a finite plot area")
                source.waitForPendingQueries()
            }
            if let error = source.lastError { requireOneLine(error.description) }
        } catch {
            requireOneLine(error.description)
        }
    }

    /// The live (standard input, `--follow`) reader: the bytes fed in pieces the first bytes
    /// choose, as CSV or JSON lines; every batch pairs each x with a y.
    static func live(_ bytes: [UInt8]) {
        let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % 7 + 1
        let parser = LiveRecordParser(file: "<stdin>", xKey: bytes.count > 1 && bytes[1] & 1 == 1 ? "t" : nil)
        var start = 0
        do {
            while start < bytes.count {
                let end = min(bytes.count, start + cut * (1 + start % 5))
                for batch in try parser.feed(Array(bytes[start..<end])) {
                    precondition(batch.x.count == batch.y.count, "a batch's x and y differ in length")
                }
                start = end
            }
            for batch in try parser.finish() { precondition(batch.x.count == batch.y.count, "a final batch's x and y differ") }
        } catch {
            requireOneLine(error.description)
        }
    }

    /// The spec folder with its links resolved (once: not part of what is fuzzed).
    private static let realSpecFolder = URL(fileURLWithPath: scratch + "/spec").resolvingSymlinksInPath().path

    /// The files a spec names: the bytes as a spec's `data` reference and as a data file in the
    /// spec's folder. A reference resolves only to a regular file below the folder; what is
    /// said about it is one line, holds no password, and never quotes the file.
    static func specFiles(_ bytes: [UInt8]) {
        let folder = scratch + "/spec"
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let reference = String(decoding: bytes[..<split], as: UTF8.self)
        let contents = Array(bytes[min(split + 1, bytes.count)...])
        let marker = "QQSECRETQQ"
        guard writeScratchFile(contents + Array(marker.utf8), to: folder + "/sub/d.csv") else { return }
        let specPath = folder + "/s.json"
        do {
            let resolved = try SpecFileAccess.resolve(reference, specPath: specPath, label: "s.json: data")
            precondition(resolved.hasPrefix(realSpecFolder + "/"), "a spec reached \(resolved), outside its folder")
        } catch {
            requireOneLine(ViewerOutput.oneLine(error.description))
            // An address's password never shows (a file name that only looks like one may).
            if reference.contains("://") {
                precondition(!ViewerOutput.oneLine(error.description).contains(":hunter2@"), "a password shown")
            }
        }
        do {
            _ = try SpecFileAccess.withholdingContents(label: "s.json", reference: "sub/d.csv") {
                let table = try DelimitedTextParser.parse(contentsOf: folder + "/sub/d.csv", keepTextColumns: true)
                return try TablePlan(table: table, choice: TableChoice(), file: "sub/d.csv")
            }
        } catch {
            precondition(!"\(error)".contains(marker), "an error quoted the file a spec named: \(error)")
            requireOneLine("\(error)")
        }
        requireOneLine(ViewerOutput.oneLine(reference))
        // Whatever follows an address, its own password goes (the rest may hold look-alikes).
        // Compared by scalars: a combining mark after the @ joins it into one Character.
        precondition(ViewerOutput.oneLine("postgresql://u:hunter2@" + reference).unicodeScalars
            .starts(with: "postgresql://u:***@".unicodeScalars), "a password shown after \(reference.debugDescription)")
    }
}

/// A database whose schema and results come from fuzz bytes (`FuzzTargets.sql`).
final class FuzzSQLConnection: SQLConnection {
    let dialect: SQLDialect
    let name = "fuzz.db"
    let columnList: [SQLColumn]
    private var results: [[[SQLValue]]]
    private var next = 0
    private var failsAt: Int

    init(reader: inout FuzzByteReader) {
        dialect = reader.flag() ? .postgres : .sqlite
        let types = ["INTEGER", "REAL", "TEXT", "timestamp", "timestamptz", "date", "double precision", "bigint",
                     "numeric", "DATETIME", "", "boolean", "interval", "smallint"]
        columnList = (0..<reader.int(upTo: 5)).map { index in
            SQLColumn(name: reader.flag() ? reader.text() : "c\(index)", declaredType: types[reader.int(upTo: types.count)])
        }
        let width = max(columnList.count, 1)
        results = (0..<reader.int(upTo: 6) + 1).map { _ in
            (0..<reader.int(upTo: 8)).map { _ in
                (0..<(reader.int(upTo: 8) == 0 ? reader.int(upTo: 6) : width)).map { _ in
                    switch reader.int(upTo: 4) {
                    case 0: return .null
                    case 1: return .text(reader.flag() ? reader.text() : "2024-0\(reader.int(upTo: 10))-1\(reader.int(upTo: 10)) 12:00:00")
                    default: return .number(reader.double())
                    }
                }
            }
        }
        failsAt = reader.int(upTo: 16)
    }

    func rows(_ sql: String) throws(DatabaseError) -> [[SQLValue]] {
        defer { next += 1 }
        if next == failsAt { throw DatabaseError(source: name, problem: "fuzzed failure") }
        return results[next % results.count]
    }

    func columns(of sql: String) throws(DatabaseError) -> [SQLColumn] { columnList }

    func cancel() {}
}
