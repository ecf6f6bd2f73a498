import ChartData
import ChartTestSupport
import Foundation
import XCTest

/// Issue #22 through the command a service would run: special files never block, error lines
/// never quote the files a spec names nor show a password, a spec stays in its folder, a
/// failing run prints one line, and counts that cannot be drawn are refused with the way out.
/// Runs that could hang or exhaust memory without their fix are bounded by `timeout` and
/// `ulimit` (a hang or a crash fails the status check; nothing is timed).
final class UntrustedInputTests: XCTestCase {
    private var chartview: String!
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        scratch = try ScratchFolder("untrusted")
    }

    /// `chartview ARGS` under a bound: killed (status 124) rather than left hanging, and with
    /// `addressLimitKB` as its `ulimit -v` when given.
    private func run(_ arguments: [String], addressLimitKB: Int? = nil) throws -> CommandResult {
        let quoted = ([chartview] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let limit = addressLimitKB.map { "ulimit -v \($0); " } ?? ""
        return try CommandRunner.run("/bin/sh", ["-c", "\(limit)exec timeout -s KILL 300 " + quoted.joined(separator: " ")])
    }

    private func assertOneLine(_ result: CommandResult, _ expected: String? = nil, contains: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)", file: file, line: line)
        if let expected { XCTAssertEqual(result.stderr, "chartview: " + expected + "\n", file: file, line: line) }
        if let contains { XCTAssertTrue(result.stderr.contains(contains), result.stderr, file: file, line: line) }
    }

    // MARK: Special files

    func testAFIFOWithNoWriterIsRefusedWhereverItIsNamed() throws {
        let fifo = scratch.path("pipe.csv")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let npy = scratch.path("pipe.npy"), db = scratch.path("pipe.db"), png = scratch.path("pipe.png")
        for path in [npy, db, png] { XCTAssertEqual(mkfifo(path, 0o600), 0) }
        let data = try scratch.write("data.csv", "x,y\n1,2\n2,3\n")
        let specData = try scratch.write("fifo-data.json", #"{"data": "pipe.csv"}"#)
        let specImage = try scratch.write("fifo-image.json", """
            {"series": [{"y": [1, 2]}], "annotations": [{"type": "image", "image": "pipe.png", "x": 0, "y": 1}]}
            """)
        let out = scratch.path("out.png")
        let cases: [[String]] = [
            ["render", fifo, "-o", out],
            ["render", npy, "-o", out],
            ["render", fifo, "--dtype", "u8", "-o", out],
            ["render", db, "--table", "t", "-o", out],
            ["render", data, "--annotations", fifo, "-o", out],
            ["render", specData, "-o", out],
            ["render", specImage, "-o", out],
        ]
        for arguments in cases {
            let result = try run(arguments)
            assertOneLine(result, contains: "named pipe (FIFO)")
        }
    }

    /// A socket cannot even be opened (`ENXIO`); it is refused by its kind, as a FIFO is, as
    /// data, as a spec's data and as an annotations file.
    func testASocketIsRefusedByItsKind() throws {
        let path = scratch.path("listening.csv")
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let name = Array(path.utf8)
        try XCTSkipIf(name.count >= MemoryLayout.size(ofValue: address.sun_path), "\(path) is too long for a socket's address")
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: name) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, String(cString: strerror(errno)))
        let data = try scratch.write("data.csv", "x,y\n1,2\n2,3\n")
        let spec = try scratch.write("socket.json", #"{"data": "listening.csv"}"#)
        let out = scratch.path("out.png")
        for arguments in [["render", path, "-o", out], ["render", spec, "-o", out], ["render", data, "--annotations", path, "-o", out]] {
            assertOneLine(try run(arguments), contains: "it is a socket, not a file")
        }
    }

    // MARK: Binary files

    func testANarrowRawFileTooBigToConvertIsRefusedUnderAnAddressLimit() throws {
        // 10^9 u8 values (a sparse file) as Doubles need 8 GB: refused before allocating, in one
        // line, under a 4 GB address limit (it aborted there), for a line and for a scatter.
        let path = scratch.path("big.u8")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, 1_000_000_000), 0)
        for type in ["line", "scatter"] {
            let result = try run(["render", path, "--dtype", "u8", "--type", type, "-o", scratch.path("u8.png")],
                                 addressLimitKB: 4 << 20)
            assertOneLine(result, contains: "\(path): 1000000000 values would need")
        }
    }

    func testAnOverflowingNpyShapeIsOneLine() throws {
        var header = "{'descr': '<f8', 'fortran_order': True, 'shape': (4294967296, 4294967296), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        let bytes = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count), 0] + Array(header.utf8) + [UInt8](repeating: 0, count: 64)
        let path = scratch.path("wrap.npy")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        assertOneLine(try run(["render", path, "-o", scratch.path("x.png")]),
                      "\(path): shape [4294967296, 4294967296] of 8-byte elements is larger than any file can be")
    }

    // MARK: Specs from strangers

    func testASpecReadsOnlyBelowItsFolder() throws {
        let outside = try ScratchFolder("untrusted-outside")
        try outside.write("secret.csv", "x,y\n1,topsecret\n")
        let spec = try scratch.write("spec.json", #"{"data": "/etc/passwd"}"#)
        let result = try run(["render", spec, "-o", scratch.path("x.png")])
        assertOneLine(result, "\(spec): data \"/etc/passwd\" is outside the spec's folder; a spec reads files only below its own folder (allow more with --allow-path DIR)")
        let relative = "../" + outside.url.lastPathComponent + "/secret.csv"
        let escaping = try scratch.write("escape.json", "{\"data\": \"\(relative)\"}")
        assertOneLine(try run(["render", escaping, "-o", scratch.path("x.png")]), contains: "is outside the spec's folder")
        // A link inside the folder is followed to where it really points.
        XCTAssertEqual(symlink(outside.path("secret.csv"), scratch.path("link.csv")), 0)
        let linked = try scratch.write("link.json", #"{"data": "link.csv"}"#)
        assertOneLine(try run(["render", linked, "-o", scratch.path("x.png")]), contains: "is outside the spec's folder")
        // --allow-path widens the rule; the error then is the file's, without its contents.
        try outside.write("secret.csv", "x,y\n1,2\n2,3\n")
        let allowed = try run(["render", escaping, "-o", scratch.path("x.png"), "--allow-path", outside.url.path])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
    }

    func testErrorsAboutASpecsFilesNeverQuoteThem() throws {
        try scratch.write("cells.csv", "x,y\n1,2\n2,hunter2\n3,4\n")
        let spec = try scratch.write("cells.json", #"{"data": "cells.csv", "x": "x"}"#)
        let result = try run(["render", spec, "-o", scratch.path("x.png")])
        assertOneLine(result, "\(spec): data \"cells.csv\": cannot be drawn as the spec asks (details withheld from spec runs; open the file with chartview to see them)")
        // A file shaped like /etc/shadow, in the folder: neither of its lines shows.
        try scratch.write("shadow", "root:$y$j9T$abc:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n")
        for body in [#"{"data": "shadow", "y": ["v"]}"#, #"{"data": "shadow", "x": "root"}"#, #"{"data": "shadow", "by": "x"}"#] {
            let shadow = try run(["render", try scratch.write("shadow.json", body), "-o", scratch.path("x.png")])
            assertOneLine(shadow)
            XCTAssertFalse(shadow.stderr.contains("root") || shadow.stderr.contains("daemon") || shadow.stderr.contains("$y$"), shadow.stderr)
        }
        // The same file named on the command line is the user's own: its cell is shown.
        let direct = try run(["render", scratch.path("cells.csv"), "-o", scratch.path("x.png")])
        assertOneLine(direct, contains: "\"hunter2\"")
        // An annotations file given on the command line is not quoted either.
        let data = try scratch.write("data.csv", "x,y\n1,2\n2,3\n")
        let events = try scratch.write("events.csv", "x,label\n1,start\nroot:x:0:0,secret\n")
        let annotated = try run(["render", data, "--annotations", events, "-o", scratch.path("x.png")])
        assertOneLine(annotated, "\(events):3: x: expected a number, an ISO date on a date axis, or a category name")
    }

    func testASpecCannotNameADatabaseAndPasswordsNeverShow() throws {
        let spec = try scratch.write("db.json", #"{"data": "postgresql://reader:hunter2@127.0.0.1:1/lab"}"#)
        let result = try run(["render", spec, "-o", scratch.path("x.png")])
        assertOneLine(result, "\(spec): data \"postgresql://reader:***@127.0.0.1:1/lab\": a spec cannot name a database; give its address to chartview on the command line")
        // On the command line the address is used, and any line about it hides the password.
        let direct = try run(["render", "postgresql://reader:hunter2@127.0.0.1:1/lab", "-o", scratch.path("x.png")])
        assertOneLine(direct)
        XCTAssertFalse(direct.stderr.contains("hunter2"), direct.stderr)
    }

    // MARK: Dashboards

    /// The files a dashboard's panes name are read as a spec's `data` is: below its folder unless
    /// `--allow-path` widens it, no database, errors with the place and kind only, warnings
    /// dropped. `render` draws the panes; the window (`--frames`) builds them the same way.
    func testADashboardsPanesAreReadAsASpecsDataIs() throws {
        try scratch.write("cells.csv", "x,y\n1,2\n2,hunter2\n3,4\n")
        let withheld = "cannot be drawn as the spec asks (details withheld from spec runs; open the file with chartview to see them)"
        let cells = try scratch.write("cells.json", #"{"panes": [{"data": "cells.csv"}]}"#)
        for command in [["render", cells, "-o", scratch.path("x.png")], [cells, "--frames", "1"]] {
            assertOneLine(try run(command), "\(cells): panes[0]: data \"cells.csv\": \(withheld)")
        }
        // A pane's `spec` naming a data file is read no more freely.
        let asSpec = try scratch.write("as-spec.json", #"{"panes": [{"spec": "cells.csv"}]}"#)
        assertOneLine(try run(["render", asSpec, "-o", scratch.path("x.png")]), "\(asSpec): panes[0]: spec \"cells.csv\": \(withheld)")
        let outside = try scratch.write("outside.json", #"{"panes": [{"data": "/etc/passwd"}]}"#)
        assertOneLine(try run(["render", outside, "-o", scratch.path("x.png")]),
                      "\(outside): panes[0] \"/etc/passwd\" is outside the spec's folder; a spec reads files only below its own folder (allow more with --allow-path DIR)")
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path("lab.db"), contents: nil))
        let database = try scratch.write("database.json", #"{"panes": [{"data": "lab.db"}]}"#)
        assertOneLine(try run(["render", database, "-o", scratch.path("x.png")]),
                      "\(database): panes[0]: data \"lab.db\": a spec cannot name a database; give it to chartview on the command line")
        // --allow-path lets a pane reach another folder, still without quoting what it finds.
        let shared = try ScratchFolder("untrusted-shared")
        try shared.write("private.csv", "x,y\n1,2\n2,hunter2\n3,4\n")
        try shared.write("fine.csv", "x,y\n1,2\n2,3\n")
        let reaching = try scratch.write("reaching.json", "{\"panes\": [{\"data\": \"\(shared.path("private.csv"))\"}]}")
        assertOneLine(try run(["render", reaching, "-o", scratch.path("x.png")]), contains: "is outside the spec's folder")
        let allowed = try run(["render", reaching, "-o", scratch.path("x.png"), "--allow-path", shared.url.path])
        assertOneLine(allowed, contains: "\(reaching): panes[0]: data \"")
        XCTAssertTrue(allowed.stderr.hasSuffix(withheld + "\n"), allowed.stderr)
        XCTAssertFalse(allowed.stderr.contains("hunter2"), allowed.stderr)
        let fine = try scratch.write("fine.json", "{\"panes\": [{\"data\": \"\(shared.path("fine.csv"))\"}]}")
        let drawn = try run(["render", fine, "-o", scratch.path("x.png"), "--allow-path", shared.url.path])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
    }

    /// A gap cell in a pane's file is a warning that would quote the cell: a dashboard drops it,
    /// drawn by `render` and in the window, while the same file on the command line warns.
    func testADashboardDropsWarningsAboutItsPanesFiles() throws {
        let rows = (1...20).map { "\($0),\($0 == 5 ? "oops" : String($0))" }
        let data = try scratch.write("gap.csv", "x,y\n" + rows.joined(separator: "\n") + "\n")
        let dashboard = try scratch.write("gap.json", #"{"panes": [{"data": "gap.csv"}, {"data": "gap.csv"}]}"#)
        let rendered = try run(["render", dashboard, "-o", scratch.path("x.png")])
        XCTAssertEqual(rendered.status, 0, rendered.stderr)
        XCTAssertEqual(rendered.stderr, "")
        let direct = try run(["render", data, "-o", scratch.path("x.png")])
        XCTAssertTrue(direct.stderr.contains("oops"), "the user's own file is quoted: \(direct.stderr)")
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let x = try XvfbSession(width: 1000, height: 900)
        defer { x.stop() }
        let shown = try CommandRunner.run(chartview, [dashboard, "--frames", "1"], environment: ["DISPLAY": x.display])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertFalse(shown.stderr.contains("oops"), shown.stderr)
    }

    /// A live dashboard (`"live": true`) follows its panes' files on threads of their own: a
    /// reading error there is said with the place only, as a drawn pane's is, never the cell.
    func testALiveDashboardsReadingErrorsWithholdTheFile() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        // A line that is no JSON object ends the reading (a CSV's bad cell would be a gap).
        try scratch.write("cells.jsonl", "{\"x\": 1, \"y\": 2}\nhunter2\n")
        let live = try scratch.write("live.json", #"{"live": true, "panes": [{"data": "cells.jsonl"}]}"#)
        let errors = URL(fileURLWithPath: scratch.path("live.err"))
        XCTAssertTrue(FileManager.default.createFile(atPath: errors.path, contents: nil))
        let x = try XvfbSession(width: 1000, height: 900)
        defer { x.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chartview)
        process.arguments = [live]
        process.environment = x.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        defer { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        let line = OutputLines(errors, writer: process).waitForLine { $0.contains("panes[0]") }
        XCTAssertEqual(line, "chartview: \(live): panes[0]: data \"cells.jsonl\": cannot be followed as the spec asks "
                       + "(details withheld from spec runs; open the file with chartview to see them)")
        XCTAssertFalse(OutputLines(errors).lines.contains { $0.contains("hunter2") }, "\(OutputLines(errors).lines)")
    }

    // MARK: One line

    func testAWarningBeforeAnErrorIsDropped() throws {
        // A cell drawn as a gap is a warning; the bad theme after it is the one line printed.
        let rows = (1...20).map { "\($0),\($0 == 5 ? "oops" : String($0))" }
        let data = try scratch.write("gap.csv", "x,y\n" + rows.joined(separator: "\n") + "\n")
        assertOneLine(try run(["render", data, "--theme", "purple", "-o", scratch.path("x.png")]),
                      "--theme purple: expected light, dark, vivid")
        let ok = try run(["render", data, "-o", scratch.path("x.png")])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stderr.contains("warning"), "the warning still shows when the run succeeds: \(ok.stderr)")
    }

    func testControlCharactersInEchoedNamesAreEscaped() throws {
        let spec = try scratch.write("newline.json", "{\"data\": \"a\\nb.csv\"}")
        let result = try run(["render", spec, "-o", scratch.path("x.png")])
        assertOneLine(result, contains: "a\\nb.csv")
    }

    func testNegativeRangesParse() throws {
        let data = try scratch.write("r.csv", "x,y\n-4,-3\n4,-2\n")
        for arguments in [["--x-range", "-5:5"], ["--y-range", "-5:-1"], ["--x-range=-5:5"], ["--x-range", "-5:5", "--y-range", "-5:-1"]] {
            let result = try run(["render", data, "-o", scratch.path("r.png")] + arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
    }

    // MARK: Counts that cannot be drawn

    /// A line of 20 M fields (40 MB) is refused by its count in one line, within an address
    /// limit of 1.5 GB: past the most columns a table may have its fields are counted, not kept,
    /// and delimiter detection stops counting there. Before, every field was stored and read as a
    /// cell for each candidate delimiter (52 M fields: 85 s of CPU and 1.85 GB; this line aborted
    /// under the limit).
    func testALineOfMillionsOfFieldsIsRefusedByItsCountWithinBoundedMemory() throws {
        let path = scratch.path("wide-line.csv")
        try Data((String(repeating: "1,", count: 20_000_000) + "1\n").utf8).write(to: URL(fileURLWithPath: path))
        assertOneLine(try run(["render", path, "-o", scratch.path("x.png")], addressLimitKB: 1_500_000),
                      "\(path):1: 20000001 columns, more than the 100000 chartview reads; cut the columns you need (e.g. cut -d, -f1-10)")
    }

    func testTooManyByKeysOrSlicesAreRefusedWithTheCountAndTheWayOut() throws {
        let rows = (0..<1000).map { "\($0),\($0),key\($0)" }
        let data = try scratch.write("keys.csv", "x,y,k\n" + rows.joined(separator: "\n") + "\n")
        assertOneLine(try run(["render", data, "--by", "k", "-o", scratch.path("x.png")]),
                      "\(data): --by k has 1,000 distinct values; chartview draws at most 256 series: filter the rows or choose a coarser key")
        // A spec's own series (10^6 of them took minutes and GBs), lines or pies alike.
        for type in ["line", "pie"] {
            let series = (0..<300).map { _ in #"{"y": [1, 2]}"# }.joined(separator: ", ")
            let spec = try scratch.write("series-\(type).json", "{\"type\": \"\(type)\", \"series\": [\(series)]}")
            assertOneLine(try run(["render", spec, "-o", scratch.path("x.png")]),
                          "\(spec):1:\(type.count + 14): 300 series; a chart draws at most 256: keep the series you need, or split them over several charts")
        }
        // 10^6 series are counted before any is decoded: entries that are not even series
        // objects (each a decoding error) still give the count, not series[0]'s problem.
        let million = try scratch.write("million.json", "{\"series\": [" + Array(repeating: "0", count: 1_000_000).joined(separator: ",") + "]}")
        assertOneLine(try run(["render", million, "-o", scratch.path("x.png")]),
                      "\(million):1:2: 1,000,000 series; a chart draws at most 256: keep the series you need, or split them over several charts")
        // An SQLite table's keys are counted by the database, up to one past the cap.
        let database = scratch.path("keys.db")
        XCTAssertTrue(FileManager.default.createFile(atPath: database, contents: nil))  // opened as a new database
        let connection = try SQLiteConnection(path: database, writable: true)
        _ = try connection.rows("CREATE TABLE t (x REAL, y REAL, k TEXT)")
        _ = try connection.rows("WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 299) "
                                + "INSERT INTO t SELECT i, i, 'key' || i FROM n")
        assertOneLine(try run(["render", database, "--table", "t", "--x", "x", "--y", "y", "--by", "k", "-o", scratch.path("x.png")]),
                      "\(database): --by k has 300 distinct values; chartview draws at most 256 series: filter the rows or choose a coarser key")
        let slices = try scratch.write("slices.csv", "name,v\n" + (0..<300).map { "s\($0),1" }.joined(separator: "\n") + "\n")
        assertOneLine(try run(["render", slices, "--type", "pie", "--x", "name", "-o", scratch.path("x.png")]),
                      contains: "300 slices; a pie draws at most 256")
    }
}
