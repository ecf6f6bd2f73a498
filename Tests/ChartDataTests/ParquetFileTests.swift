@testable import ChartData
import Foundation
import XCTest

/// Parquet files written by pyarrow in every supported type × encoding × codec × data page
/// version read as the values pyarrow wrote; statistics, column choice, unsupported columns and
/// codecs; damaged files give one line.
final class ParquetFileTests: XCTestCase {
    func testEveryEncodingCodecAndPageVersionReadsTheValuesWritten() throws {
        let expected = try ColumnarFixtures.expected("parquet", "types.expected.csv")
        let files = try ColumnarFixtures.files("parquet", suffix: ".parquet").filter { $0.hasPrefix("types-") }
        // 4 encodings × 5 codecs × 2 page versions.
        XCTAssertEqual(files.count, 40)
        for name in files {
            let table = try ParquetFile(path: ColumnarFixtures.path("parquet", name)).table()
            ColumnarFixtures.assertTable(table, matches: expected, name)
            XCTAssertEqual(table.valueKinds, ColumnarFixtures.typedKinds, name)
        }
    }

    func testLegacyInt96TimestampsAndDecimalBytes() throws {
        let table = try ParquetFile(path: ColumnarFixtures.path("parquet", "legacy-int96-decimal-bytes.parquet")).table()
        ColumnarFixtures.assertTable(table, matches: try ColumnarFixtures.expected("parquet", "legacy-int96-decimal-bytes.expected.csv"), "legacy")
        XCTAssertEqual(table.valueKinds["ts_ms"], .instant)
    }

    /// Format 1.0 files (older writers) mark dictionaries PLAIN_DICTIONARY, not RLE_DICTIONARY;
    /// BYTE_STREAM_SPLIT also covers integers, dates, timestamps and fixed-width decimals (the
    /// format allows it since 2024); nanosecond timestamps with a zone are UTC instants like
    /// those without one (Scripts/fixtures/write-parquet-legacy-fixtures.py).
    func testPlainDictionaryByteStreamSplitIntegersAndZonedNanosecondTimestamps() throws {
        let legacy = try ColumnarFixtures.expected("parquet", "plain-dictionary-format1.expected.csv")
        for codec in ["none", "snappy", "gzip", "zstd"] {
            let name = "plain-dictionary-format1-\(codec).parquet"
            ColumnarFixtures.assertTable(try ParquetFile(path: ColumnarFixtures.path("parquet", name)).table(), matches: legacy, name)
        }
        let split = try ParquetFile(path: ColumnarFixtures.path("parquet", "byte-stream-split-fixed.parquet")).table()
        ColumnarFixtures.assertTable(split, matches: try ColumnarFixtures.expected("parquet", "byte-stream-split-fixed.expected.csv"), "split")
        let zoned = try ParquetFile(path: ColumnarFixtures.path("parquet", "timestamp-nanos-zones.parquet")).table()
        ColumnarFixtures.assertTable(zoned, matches: try ColumnarFixtures.expected("parquet", "timestamp-nanos-zones.expected.csv"), "zones")
        for name in ["ns_utc", "ns_paris", "ns_plain", "us_tokyo", "ms_utc"] {
            XCTAssertEqual(zoned.valueKinds[name], .instant, name)
        }
    }

    /// A frame written by pandas' own `to_parquet` / `to_feather`: its named DatetimeIndex is a
    /// column of instants, nullable integers have gaps, a categorical column is text.
    func testPandasWrittenParquetAndFeather() throws {
        let parquet = try ParquetFile(path: ColumnarFixtures.path("parquet", "pandas-frame.parquet")).table()
        ColumnarFixtures.assertTable(parquet, matches: try ColumnarFixtures.expected("parquet", "pandas-frame.parquet.expected.csv"), "parquet")
        let feather = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "pandas-frame.feather")).table()
        ColumnarFixtures.assertTable(feather, matches: try ColumnarFixtures.expected("arrow", "pandas-frame.feather.expected.csv"), "feather")
        for table in [parquet, feather] {
            XCTAssertEqual(table.valueKinds["time"], .instant)
            XCTAssertEqual(table.column(named: "count")?.values.filter(\.isNaN).count, 27)
        }
    }

    func testOneRowNoRowsEmptyRowGroupAndNullColumns() throws {
        for name in ["one-row", "no-rows", "empty-row-group", "all-null"] {
            let table = try ParquetFile(path: ColumnarFixtures.path("parquet", name + ".parquet")).table()
            ColumnarFixtures.assertTable(table, matches: try ColumnarFixtures.expected("parquet", name + ".expected.csv"), name)
        }
    }

    func testAMillionRows() throws {
        let file = try ParquetFile(path: ColumnarFixtures.path("parquet", "million.parquet"))
        XCTAssertEqual(file.rowCount, 1_000_000)
        let table = try file.table()
        let time = try XCTUnwrap(table.column(named: "time")).values
        let value = try XCTUnwrap(table.column(named: "value")).values
        XCTAssertEqual(table.valueKinds["time"], .instant)
        for i in [0, 1, 4999, 500_000, 999_999] {
            XCTAssertEqual(time[i], 1_600_000_000 + Double(i) / 100, accuracy: 1e-6)
            XCTAssertEqual(value[i], (sin(Double(i) / 5000) * 100 * 10).rounded() / 10, accuracy: 1e-9, "row \(i)")
        }
        XCTAssertEqual(file.range(of: "time"), 1_600_000_000...(1_600_000_000 + 9_999.99))
    }

    func testFooterStatisticsGiveRangesWithoutReadingPages() throws {
        let expected = try ColumnarFixtures.expected("parquet", "types.expected.csv")
        let file = try ParquetFile(path: ColumnarFixtures.path("parquet", "types-plain-zstd-v1.parquet"))
        for name in ["i8", "i32", "u64", "f64", "day", "ts_ms", "ts_ns", "dec9", "flag"] {
            let c = expected.names.firstIndex(of: name)!
            let values = expected.rows.compactMap { Double($0[c]) }
            let range = try XCTUnwrap(file.range(of: name), name)
            XCTAssertEqual(range.lowerBound, values.min()!, accuracy: abs(values.min()!) * 1e-15, name)
            XCTAssertEqual(range.upperBound, values.max()!, accuracy: abs(values.max()!) * 1e-15, name)
        }
        XCTAssertNil(file.range(of: "word"), "text has no numeric range")
    }

    func testOnlyTheColumnsAskedForAreRead() throws {
        let file = try ParquetFile(path: ColumnarFixtures.path("parquet", "types-dictionary-snappy-v2.parquet"))
        let table = try file.table(columns: ["ts_us", "word"])
        XCTAssertEqual(table.columnNames, ["word", "ts_us"])
        XCTAssertEqual(table.columns.map(\.name), ["ts_us"])
        XCTAssertEqual(table.textColumns.keys.sorted(), ["word"])
        XCTAssertThrowsError(try file.table(columns: ["price"])) { error in
            XCTAssertTrue("\(error)".contains("no column \"price\""), "\(error)")
        }
    }

    /// Proof that pages are not read: with every page byte of the other columns (or of all
    /// columns) wiped, the columns asked for, and the footer's ranges, still read.
    func testPagesOfColumnsNotAskedForAreNeverRead() throws {
        let path = ColumnarFixtures.path("parquet", "types-plain-none-v1.parquet")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let original = try ParquetFile(bytes: bytes, name: "mem:plain")
        let expected = try original.table(columns: ["f64"])
        let keep = try XCTUnwrap(original.column(named: "f64")).chunkIndex
        var wiped = bytes
        var allWiped = bytes
        for group in original.metadata.rowGroups {
            for (index, chunk) in group.columns.enumerated() {
                let start = Int(chunk.dictionaryPageOffset.map { min($0, chunk.dataPageOffset) } ?? chunk.dataPageOffset)
                for i in start..<(start + Int(chunk.totalCompressedSize)) {
                    if index != keep { wiped[i] = 0xA5 }
                    allWiped[i] = 0xA5
                }
            }
        }
        let damaged = try ParquetFile(bytes: wiped, name: "mem:wiped")
        XCTAssertEqual(try damaged.table(columns: ["f64"]), expected)
        XCTAssertThrowsError(try damaged.table(columns: ["i32"]))
        let blank = try ParquetFile(bytes: allWiped, name: "mem:blank")
        XCTAssertEqual(blank.range(of: "f64"), original.range(of: "f64"))
        XCTAssertNotNil(blank.range(of: "ts_us"))
        XCTAssertThrowsError(try blank.table(columns: ["f64"]))
    }

    func testNestedColumnsAreNamedInOneLine() throws {
        let nested = try ParquetFile(path: ColumnarFixtures.path("parquet", "nested.parquet"))
        XCTAssertEqual(try nested.table().columnNames, ["x"], "readable columns of a nested file still read")
        for name in ["tags", "point"] {
            XCTAssertThrowsError(try nested.table(columns: [name])) { error in
                XCTAssertTrue("\(error)".contains("column \"\(name)\": nested columns"), "\(error)")
            }
        }
    }

    /// An unsupported codec (LZO, in the footer) and an unsupported or unknown encoding
    /// (BIT_PACKED, 42, in a data page's header) are one line naming the column, the row group and what is not
    /// supported when the column is asked for by name; with every column asked for (nil), the
    /// whole read and both coarse ones leave it out with that line as a warning, as a nested
    /// column is left out (`Scripts/fixtures/write-formats13-fixtures.py` patches pyarrow's
    /// files, as no writer here makes them).
    func testAnUnsupportedCodecOrEncodingNamesTheColumn() throws {
        let cases = [("lzo-value", "LZO compression is not supported"),
                     ("bit-packed-value", "BIT_PACKED encoding of DOUBLE is not supported"),
                     // An encoding no Parquet version defines (`Scripts/fixtures/write-formats21-fixtures.py`).
                     ("unknown-encoding-value", "encoding 42 of DOUBLE is not supported")]
        for (name, reason) in cases {
            let path = ColumnarFixtures.path("parquet", name + ".parquet")
            let file = try ParquetFile(path: path)
            for names: Set<String> in [["value"], ["time", "value"]] {
                XCTAssertThrowsError(try file.table(columns: names)) { error in
                    XCTAssertEqual("\(error)", "\(path): column \"value\", row group 1: \(reason)")
                }
                XCTAssertThrowsError(try file.leadingRowsTable(columns: names, rowsPerGroup: 10)) { error in
                    XCTAssertEqual("\(error)", "\(path): column \"value\", row group 1: \(reason)")
                }
                XCTAssertThrowsError(try file.strideSample(columns: names, rows: 10)) { error in
                    XCTAssertEqual("\(error)", "\(path): column \"value\", row group 1: \(reason)")
                }
            }
            let warning = "left out column \"value\", row group 1: \(reason)"
            let whole = try file.table()
            XCTAssertEqual(whole.columnNames, ["time", "other"], name)
            XCTAssertEqual(whole.readingWarnings, [warning], name)
            XCTAssertEqual(whole.rowCount, 300, name)
            for coarse in [try file.leadingRowsTable(rowsPerGroup: 10), try file.strideSample(rows: 30)] {
                XCTAssertEqual(coarse.columnNames, ["time", "other"], name)
                XCTAssertEqual(coarse.readingWarnings, [warning], name)
                XCTAssertGreaterThanOrEqual(coarse.rowCount, 10, name)
                XCTAssertEqual(coarse.column(named: "other")?.values.first, 0, name)
            }
            let others = try file.table(columns: ["time", "other"])
            XCTAssertEqual(others.rowCount, 300, name)
            XCTAssertEqual(others.column(named: "other")?.values.prefix(4), [0, 7, 14, 21], name)
        }
    }

    func testBrotliPagesReadTheValuesWritten() throws {
        let table = try ParquetFile(path: ColumnarFixtures.path("parquet", "brotli-types.parquet")).table()
        ColumnarFixtures.assertTable(table, matches: try ColumnarFixtures.expected("parquet", "types.expected.csv"), "brotli")
        XCTAssertEqual(try ParquetFile(path: ColumnarFixtures.path("parquet", "brotli.parquet")).table().rowCount, 5)
    }

    func testHadoopFramedLZ4BlocksAndRawLZ4UnderTheSameCodec() throws {
        let framed = try Data(contentsOf: URL(fileURLWithPath: ColumnarFixtures.path("parquet", "lz4-hadoop.bin")))
        let expected = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ColumnarFixtures.path("parquet", "lz4-hadoop.expected.bin"))))
        let decoded = try framed.withUnsafeBytes { try BlockDecompression.decompress($0, codec: .lz4Hadoop, size: expected.count) }
        XCTAssertEqual(decoded, expected)
        // Older parquet-cpp wrote one raw block under the same codec: the block after the
        // first frame's 8-byte header is one (the first 1000 bytes).
        let first = framed.withUnsafeBytes { raw in Int(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self))) }
        let raw = try framed.subdata(in: 8..<(8 + first)).withUnsafeBytes {
            try BlockDecompression.decompress($0, codec: .lz4Hadoop, size: 1000)
        }
        XCTAssertEqual(raw, Array(expected.prefix(1000)))
        // Neither: one line, no crash.
        XCTAssertThrowsError(try Data(framed.reversed()).withUnsafeBytes {
            try BlockDecompression.decompress($0, codec: .lz4Hadoop, size: expected.count)
        })
    }

    func testLeadingRowsOfEveryRowGroupAreTheFilesRows() throws {
        let file = try ParquetFile(path: ColumnarFixtures.path("parquet", "row-groups.parquet"))
        let full = try file.table()
        let coarse = try file.leadingRowsTable(rowsPerGroup: 7)
        XCTAssertEqual(coarse.rowCount, 70)
        XCTAssertEqual(coarse.columnNames, full.columnNames)
        XCTAssertEqual(coarse.valueKinds, full.valueKinds)
        for name in full.columnNames {
            let all = try XCTUnwrap(full.column(named: name)).values
            let some = try XCTUnwrap(coarse.column(named: name)).values
            XCTAssertEqual(some, (0..<10).flatMap { group in all[(group * 100)..<(group * 100 + 7)] }, name)
        }
        // A file of texts and numbers in several pages per chunk: the rows every column decoded.
        let types = try ParquetFile(path: ColumnarFixtures.path("parquet", "types-plain-snappy-v1.parquet"))
        let typed = try types.leadingRowsTable(rowsPerGroup: 40)
        let whole = try types.table()
        XCTAssertGreaterThan(typed.rowCount, 0)
        let index = try XCTUnwrap(typed.column(named: "index")).values
        let words = try XCTUnwrap(typed.textColumns["word"])
        let allWords = try XCTUnwrap(whole.textColumns["word"])
        XCTAssertEqual(words.count, index.count)
        for (row, value) in index.enumerated() where value == value {
            XCTAssertEqual(words[row], allWords[Int(value)], "row \(row)")
        }
    }

    func testTableFileDetectsParquetByItsMagic() throws {
        let path = ColumnarFixtures.path("parquet", "one-row.parquet")
        XCTAssertEqual(TableFileFormat.detect(path: "data.csv", leadingBytes: Array("PAR1".utf8)), .parquet)
        let table = try TableFile.read(path, options: TableFile.Options(columns: ["f64"]))
        XCTAssertEqual(table.columnNames, ["f64"])
    }

    /// Truncated at every structural boundary region (every byte of the footer and its length,
    /// and evenly through the pages) and with bytes flipped: a table or one line, no crash.
    func testDamagedFilesGiveOneLine() throws {
        for name in ["types-dictionary-snappy-v1.parquet", "types-delta-zstd-v2.parquet", "types-plain-gzip-v1.parquet"] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ColumnarFixtures.path("parquet", name))))
            var cuts = Array(stride(from: 0, to: bytes.count, by: max(bytes.count / 150, 1)))
            let footerLength = Int(bytes[bytes.count - 8]) | Int(bytes[bytes.count - 7]) << 8 | Int(bytes[bytes.count - 6]) << 16
            cuts += Array(max(0, bytes.count - footerLength - 16)..<bytes.count).filter { $0 % 3 == 0 }
            for cut in cuts {
                ColumnarFixtures.assertReadsOrFailsInOneLine({ try ParquetFile(bytes: Array(bytes[..<cut]), name: "mem:\(name)").table() }, "\(name) cut at \(cut)")
            }
            var sequence = ColumnarFixtures.Sequence(state: UInt64(bytes.count))
            for round in 0..<300 {
                var damaged = bytes
                for _ in 0...sequence.next(4) {
                    // Half the flips land in the footer, where one byte changes a size or a count.
                    let at = round % 2 == 0 ? bytes.count - 8 - sequence.next(footerLength) : sequence.next(bytes.count)
                    damaged[at] ^= UInt8(1 << sequence.next(8))
                }
                // Keep the magic and footer length usually intact so the flips reach the decoder.
                ColumnarFixtures.assertReadsOrFailsInOneLine({ try ParquetFile(bytes: damaged, name: "mem:\(name)").table() }, "\(name) flip round \(round)")
            }
        }
    }

    func testAFooterLongerThanTheFileIsRefused() throws {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ColumnarFixtures.path("parquet", "one-row.parquet"))))
        let small = try ParquetFile(bytes: bytes, name: "mem:one-row")
        XCTAssertEqual(small.rowCount, 1)
        bytes = Array("PAR1".utf8) + [0x15, 0x00, 0x00, 0x00] + [0xff, 0xff, 0xff, 0x7f] + Array("PAR1".utf8)
        XCTAssertThrowsError(try ParquetFile(bytes: bytes, name: "mem:tiny")) { error in
            XCTAssertTrue("\(error)".hasPrefix("mem:tiny: not a valid Parquet file"), "\(error)")
        }
    }

    /// Number columns read a batch of row groups at a time: every batch sees the rows decoded so
    /// far (growing, in file order, as the full read has them), and the result is the table's.
    func testNumberColumnsArriveBatchAfterBatch() throws {
        let file = try ParquetFile(path: FormatFixtures.path("same/same-snappy.parquet"))
        XCTAssertGreaterThan(file.rowGroupCount, 2)
        let whole = try file.table(columns: ["x", "b"])
        var seen: [Int] = []
        let columns = try file.numberColumns(["b", "x"], batchRows: 1) { done, decoded in
            seen.append(done)
            XCTAssertEqual(decoded.map(\.count), [done, done])
            XCTAssertEqual(Array(decoded[1]), Array(whole.column(named: "x")!.values.prefix(done)))
        }
        XCTAssertEqual(seen, seen.sorted())
        XCTAssertGreaterThanOrEqual(seen.count, 1)
        XCTAssertLessThan(seen.last ?? .max, file.rowCount)
        // Column equality counts NaN (a null) equal to NaN.
        XCTAssertEqual(DataTable.Column(name: "b", values: columns[0]), whole.column(named: "b"))
        XCTAssertEqual(DataTable.Column(name: "x", values: columns[1]), whole.column(named: "x"))
        XCTAssertThrowsError(try file.numberColumns(["nope"]))
    }

    /// Decoded into a temporary file instead of memory (`numberColumns(_:into:)`): the same
    /// numbers bit for bit, the rows written so far readable between batches, and the file
    /// unlinked from its folder from the start (nothing is left behind, however the process ends).
    func testNumberColumnsDecodeIntoAnUnlinkedMappedFile() throws {
        let folder = try FormatFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try ParquetFile(path: FormatFixtures.path("same/same-snappy.parquet"))
        let inMemory = try file.numberColumns(["b", "x"])
        let scratch = try XCTUnwrap(ScratchDoublesFile(columns: 2, rows: file.rowCount, directory: folder.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        var seen: [Int] = []
        try file.numberColumns(["b", "x"], into: scratch, batchRows: 1) { done in
            seen.append(done)
            XCTAssertEqual(Array(scratch.written(column: 1, rows: 0..<done)), Array(inMemory[1].prefix(done)))
            scratch.releaseViewedPages()
        }
        XCTAssertFalse(seen.isEmpty)
        let mapped = try scratch.finish(file: file.path)
        XCTAssertEqual(mapped.byteCount, 2 * file.rowCount * 8)
        for c in 0..<2 {
            XCTAssertEqual(scratch.column(c).map(\.bitPattern), inMemory[c].map(\.bitPattern))
        }
        XCTAssertNoThrow(try mapped.checkUnchanged())
        let other = try XCTUnwrap(ScratchDoublesFile(columns: 1, rows: file.rowCount, directory: folder.path))
        XCTAssertThrowsError(try file.numberColumns(["nope"], into: other))
        // No room (the folder does not exist): nil, the caller reads into memory.
        XCTAssertNil(ScratchDoublesFile(columns: 1, rows: 10, directory: folder.appendingPathComponent("none").path))
    }
}
