import ChartData
import ChartKit
import Foundation

/// The bodies of the fuzz targets (Scripts/fuzz builds each with libFuzzer; the test suite
/// replays their corpora and every crash found, `FuzzCorpusTests`).
///
/// Each takes arbitrary bytes and must neither crash nor hang; errors thrown for bad input are
/// the expected outcome, and each target checks the properties that must hold on success (a
/// table's columns all have its row count; an error is one line).
///
/// ```swift
/// FuzzTargets.run("delimited", Array("x,y\n1,2\n".utf8))
/// ```
public enum FuzzTargets {
    /// The target names: `Scripts/fuzz NAME SECONDS`.
    public static let names = ["delimited", "cells", "dates", "spec", "layout",
                               "npy", "sql", "live", "specfiles", "parquet", "arrow",
                               "compressed", "xlsx", "jsondata", "numpy", "sidecar", "clickhouse", "hdf5", "stdin",
                               "ts", "tsf", "arff"]

    /// Runs target `name` on `bytes`. Unknown names do nothing.
    public static func run(_ name: String, _ bytes: [UInt8]) {
        switch name {
        case "delimited": delimited(bytes)
        case "cells": cells(bytes)
        case "dates": dates(bytes)
        case "spec": spec(bytes)
        case "layout": layout(bytes)
        case "npy": npy(bytes)
        case "sql": sql(bytes)
        case "live": live(bytes)
        case "specfiles": specFiles(bytes)
        case "parquet": parquet(bytes)
        case "arrow": arrow(bytes)
        case "compressed": compressed(bytes)
        case "xlsx": xlsx(bytes)
        case "jsondata": jsonData(bytes)
        case "numpy": numpy(bytes)
        case "sidecar": sidecar(bytes)
        case "clickhouse": clickhouse(bytes)
        case "hdf5": hdf5(bytes)
        case "stdin": standardInput(bytes)
        case "ts": timeSeriesFile(bytes) { bytes throws(DataFileError) in try SktimeTSFile.table(from: bytes, file: "fuzz.ts") }
        case "tsf": timeSeriesFile(bytes) { bytes throws(DataFileError) in try MonashTSFFile.table(from: bytes, file: "fuzz.tsf") }
        case "arff": timeSeriesFile(bytes) { bytes throws(DataFileError) in try ARFFFile.table(from: bytes, file: "fuzz.arff") }
        default: break
        }
    }

    /// The delimited text reader: CSV/TSV/semicolon detection, quoting, numbers, text columns.
    static func delimited(_ bytes: [UInt8]) {
        // The sniffs that decide a text is no table or JSON under another name, and the column
        // list of messages over names made of the bytes.
        _ = NotATable.detect(leadingBytes: bytes)
        _ = TableFileFormat.jsonFormat(leadingBytes: bytes)
        requireOneLine(DataFileError.columnList(String(decoding: bytes.prefix(4096), as: UTF8.self).split(separator: ",").map(String.init)))
        for keepText in [false, true] {
            do {
                let table = try bytes.withUnsafeBufferPointer { buffer throws(DataFileError) in
                    try DelimitedTextParser.parse(buffer, file: "fuzz.csv", keepTextColumns: keepText)
                }
                let rows = table.columns.first?.values.count ?? 0
                for column in table.columns { precondition(column.values.count == rows, "ragged table") }
            } catch {
                requireOneLine(error.description)
            }
        }
        // The text layouts (IPAC, CDS, DAOPHOT, fixed-width, …): the sniff, and each reader on
        // the bytes whether the sniff saw its layout or not.
        _ = TextLayout.detect(head: Array(bytes.prefix(TextLayout.sniffBytes)))
        for layout in TextLayout.all {
            do {
                guard let table = try TextLayout.read(bytes, layout: layout, file: "fuzz.dat") else { continue }
                for column in table.columns { precondition(column.values.count == table.rowCount, "ragged table") }
            } catch {
                requireOneLine(error.description)
            }
        }
    }

    /// The cell parser (numbers, gaps, thousands separators) on the bytes as one cell.
    static func cells(_ bytes: [UInt8]) {
        for separators in [false, true] {
            _ = CellParser.parse(bytes, allowsThousandsSeparators: separators)
        }
        _ = DataFileError.quoted(String(decoding: bytes, as: UTF8.self))
        requireOneLine(DataFileError.quoted(String(decoding: bytes, as: UTF8.self)))
    }

    /// The date cell parser, in UTC and in a zone with daylight saving time; a parsed date is finite.
    static func dates(_ bytes: [UInt8]) {
        let text = String(decoding: bytes.prefix(256), as: UTF8.self)
        for (zone, cellParser, parsers) in dateParsers {
            if let seconds = cellParser.seconds(from: text) {
                precondition(seconds.isFinite, "a parsed date must be finite")
            }
            for parser in parsers {
                if let seconds = parser.seconds(from: text) { precondition(seconds.isFinite, "a parsed date must be finite") }
            }
            _ = DateColumnParser.detect([text], timeZone: zone)
        }
        // The fixed-layout ISO reader (textscale2): where it reads a cell, the general parser's bits.
        if let layout = ISODateLayout(cell: bytes.prefix(256)) {
            let fast = bytes.prefix(256).withUnsafeBufferPointer { layout.seconds($0) }
            let general = dateParsers[0].2[0].seconds(from: text)
            precondition(fast == nil || fast?.bitPattern == general?.bitPattern, "the ISO layout reader must agree with the general parser")
            // A cell kept as a number (with its zone offset) must write back as exactly its bytes.
            let cell = Array(bytes.prefix(256))
            cell.withUnsafeBufferPointer { cell in
                guard let seconds = ISOTimeColumn.seconds(ofCell: cell, layout: layout) else { return }
                let offset = layout.hasOffset ? ISOTimeColumn.offsetMinutes(ofCell: cell) : 0
                let written = ISOTimeColumn.text(of: seconds, layout: layout, offsetMinutes: offset) ?? ""
                precondition(Array(written.utf8) == Array(cell), "an ISO time kept as a number must write back as its cell")
            }
        }
    }

    /// The parsers `dates` runs, made once (a zone looked up and parsers built per input were
    /// most of each run): in UTC and in a zone with daylight saving time, the written forms of
    /// date columns (two-digit years, weekdays, RFC 2822, quarters).
    private static let dateParsers: [(TimeZone, DateCellParser, [DateColumnParser])] =
        [TimeZone(identifier: "UTC")!, TimeZone(identifier: "America/New_York") ?? .current].map { zone in
            var parsers = [DateColumnParser.Form.yearFirst, .dayFirst, .monthFirst].map { DateColumnParser(form: $0, timeZone: zone) }
            if let pattern = DateColumnParser(pattern: "%a, %d %b %y %H:%M:%S %z", timeZone: zone) { parsers.append(pattern) }
            return (zone, DateCellParser(timeZone: zone), parsers)
        }

    /// The spec reader: the strict JSON scan, decoding and the unknown-key check.
    static func spec(_ bytes: [UInt8]) {
        do {
            let (document, decodable) = try SpecJSONScanner.decodable(bytes, file: "fuzz.json")
            // What the scanner accepts must be JSON to Foundation too.
            do {
                _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            } catch {
                preconditionFailure("scanned as JSON but JSONSerialization refused it: \(error)")
            }
            do {
                let spec = try SpecJSONScanner.gapDecoder.decode(ChartSpec.self, from: decodable)
                try SpecKeyCheck.check(document, decoded: spec, file: "fuzz.json")
            } catch let error as ViewerError {
                requireOneLine(error.description)
            } catch {}
        } catch {
            requireOneLine(error.description)
        }
    }

    /// Layout: random ranges, sizes, scales, series kinds and data (NaN, ±infinity, extremes
    /// included) into `Chart.makeScene` with the approximate measurer; every text and the plot
    /// area must be finite.
    static func layout(_ bytes: [UInt8]) {
        var reader = FuzzByteReader(bytes)
        let chart = Chart(title: reader.flag() ? reader.text() : nil)
        let source = ArrayDataSource()
        let seriesCount = reader.int(upTo: 4) + 1
        // Up to 24 points a series: crashes come from values and their combinations, not from
        // counts (lengths past the pyramid's block size are the data tests' business).
        for index in 0..<seriesCount {
            let count = reader.int(upTo: 24)
            let xs = (0..<count).map { _ in reader.double() }
            let ys = (0..<count).map { _ in reader.double() }
            let series: ChartSeries
            switch reader.int(upTo: 9) {
            case 7:
                // Bubbles: areas scale sizes and pad the fitted ranges (Axis+MarkReach.swift).
                let bubbles = BubbleSeries(title: "s\(index)")
                bubbles.style.showsLabels = reader.flag()
                source.add(bubbles, x: xs, y: ys, area: (0..<count).map { _ in reader.double() })
                continue
            case 8:
                // Data labels, placed across series (DataLabelOccupancy).
                let line = LineSeries(title: "s\(index)")
                line.style.showsLabels = true
                series = line
            case 0: series = LineSeries(title: "s\(index)")
            case 1: series = ScatterSeries(title: "s\(index)")
            case 2: series = ColumnSeries(title: "s\(index)")
            case 3: series = BarSeries(title: "s\(index)")
            case 4: series = StepLineSeries(title: "s\(index)")
            case 5:
                let line = LineSeries(title: "s\(index)")
                line.stackIndex = 0
                series = line
            default:
                let column = ColumnSeries(title: "s\(index)")
                column.stackIndex = 1
                series = column
            }
            source.add(series, x: xs, y: ys)
        }
        // A date axis now and then: calendar ticks for any range (CalendarTickLocator, LocalTime).
        if reader.int(upTo: 4) == 0 { chart.xAxis = DateTimeAxis() }
        chart.dataSource = source
        if reader.flag() { chart.xAxis.setVisibleRange(AxisRange(min: reader.double(), max: reader.double())) }
        if reader.flag() { chart.yAxis.setVisibleRange(AxisRange(min: reader.double(), max: reader.double())) }
        // Sizes to 1200 points at scales to 4: beyond that only the number of ticks and grid
        // lines grows, not the paths taken, and formatting tick labels was most of each run's
        // time (perf: 44 % measuring axes, 18 % NumberLabelFormatter).
        let size = Size(width: reader.double(in: -10...1200), height: reader.double(in: -10...1200))
        let scale = reader.double(in: -1...4)
        let scene = chart.makeScene(size: size, scale: scale, measurer: ApproximateTextMeasurer())
        for case .text(let text) in scene.chrome {
            precondition(text.position.x.isFinite && text.position.y.isFinite, "a text at a non-finite position")
        }
        _ = chart.xAxis.pixelValue(forDataValue: reader.double())
    }

    /// The Parquet reader: footer, schema, pages, encodings and codecs from arbitrary bytes; a
    /// table read has every column at its row count, an error is one line.
    static func parquet(_ bytes: [UInt8]) {
        do {
            let file = try ParquetFile(bytes: bytes, name: "fuzz.parquet")
            for column in file.columns { _ = file.range(of: column.name) }
            // The window's coarse first table (every k-th row, the pages holding none skipped)
            // and the plan's (the first pages of every chunk, or of a few).
            requireConsistent(try file.strideSample(rows: 16))
            requireConsistent(try file.leadingRowsTable(rowsPerGroup: 3))
            requireConsistent(try file.leadingRowsTable(rowsPerGroup: 3, groupLimit: 2))
            requireConsistent(try file.table())
        } catch {
            requireOneLine(error.description)
        }
    }

    /// The Arrow IPC reader (file and stream format): messages, flatbuffers, buffers, codecs.
    static func arrow(_ bytes: [UInt8]) {
        do {
            let file = try ArrowIPCFile(bytes: bytes, name: "fuzz.arrow")
            // What drawing in place reads: the mapped columns' last values.
            for column in file.columns {
                if let mapped = file.mappedColumn(named: column.name), mapped.count > 0 { _ = mapped[mapped.count - 1] }
                // Many batches read in place as one chunked column: every run's ends, and the
                // pyramid built from the runs (leaves straddling batches).
                if let chunked = file.mappedChunks(named: column.name), chunked.count > 0 {
                    for run in chunked.chunks { _ = run[0] + run[run.count - 1] }
                    _ = chunked[chunked.count - 1]
                    ChunkedPyramid(column: chunked).build(stepPoints: 1 << 20) { true }
                }
            }
            // The window's coarse first table: every k-th row in place, or a few batches decoded.
            requireConsistent(try file.strideSample(rows: 16, compressedBatches: 3))
            requireConsistent(try file.table())
        } catch {
            requireOneLine(error.description)
        }
    }

    /// The column cache's reader (`ColumnCacheSidecar`) on arbitrary bytes as a cache file: it
    /// gives a consistent table or nil, never trusts a count or offset. The input's own header
    /// words stand for the source's identity and options, so the fuzzer gets past that check;
    /// the last byte's low bit skips the checksums, so it gets past those too.
    static func sidecar(_ bytes: [UInt8]) {
        func word(_ index: Int) -> UInt64 {
            var value: UInt64 = 0
            for byte in 0..<8 where index * 8 + byte < bytes.count { value |= UInt64(bytes[index * 8 + byte]) << (8 * UInt64(byte)) }
            return value
        }
        let identity = ColumnCacheSidecar.SourceIdentity(size: word(2), modifiedSeconds: Int64(bitPattern: word(3)),
                                                         modifiedNanoseconds: Int64(bitPattern: word(4)), inode: word(5),
                                                         contentHash: word(6))
        let skipsChecksums = (bytes.last ?? 0) & 1 == 1
        let table = bytes.withUnsafeBytes { raw in
            ColumnCacheSidecar.decode(raw, identity: identity, options: word(7), checksums: !skipsChecksums)
        }
        if let table { requireConsistent(table) }
    }

    static func requireConsistent(_ table: DataTable) {
        for column in table.columns { precondition(column.values.count == table.rowCount, "ragged table") }
        for (_, texts) in table.textColumns { precondition(texts.count == table.rowCount, "ragged text column") }
        for (_, times) in table.isoTimes { precondition(times.count == table.rowCount, "ragged time column") }
    }

    /// Errors are one line: no line feed, carriage return or other line-breaking character.
    static func requireOneLine(_ message: String) {
        precondition(!message.unicodeScalars.contains(where: DataFileError.breaksLine), "a message of more than one line: \(message)")
    }
}

/// Draws typed values from fuzz input bytes; zero when they run out.
struct FuzzByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func flag() -> Bool { byte() & 1 == 1 }

    mutating func int(upTo limit: Int) -> Int { Int(byte()) % Swift.max(limit, 1) }

    /// Mostly interesting values (0, ±1, extremes, NaN, infinities, subnormals), else raw bits.
    mutating func double() -> Double {
        let specials: [Double] = [0, 1, -1, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                  .nan, .infinity, -.infinity, .leastNonzeroMagnitude, Double("1e-310")!, 0.5, 1e9, 1.7e9, 100]
        let choice = byte()
        if choice < 128 { return specials[Int(choice) % specials.count] }
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(byte()) / 255 * (range.upperBound - range.lowerBound)
    }

    mutating func text() -> String {
        let count = int(upTo: 64)
        return String(decoding: (0..<count).map { _ in byte() }, as: UTF8.self)
    }
}
