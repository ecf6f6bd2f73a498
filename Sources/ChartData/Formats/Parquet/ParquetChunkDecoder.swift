/// Decodes one column chunk (the pages of one column in one row group) into one value per row:
/// numbers with NaN for nulls, or texts with "" for nulls.
///
/// Pages follow each other from the chunk's first page (the dictionary page, when there is
/// one): a `PageHeader` in Thrift, then the page's bytes, compressed with the chunk's codec.
/// Data page v1 holds, after decompression, the definition levels (a 4-byte length, then the
/// RLE / bit-packed hybrid) and the values; v2 keeps its levels uncompressed before the values
/// and gives their lengths in the header (parquet-format README, "Data Pages").
struct ParquetChunkDecoder {
    enum Values {
        case numbers([Double])
        case texts([String])
    }

    struct Failure: Error {
        var reason: String
        /// A codec or encoding the reader lacks, in a chunk that may be sound: the column can be
        /// left out (`ParquetColumnFailures`), where a damaged chunk stops the read.
        var isUnsupported = false
    }

    let column: ParquetColumn
    let converter: ParquetValueConverter
    let chunk: ParquetMetadata.ColumnChunk
    let file: UnsafeRawBufferPointer
    let rows: Int

    /// The chunk's bytes in the file, once `decode` has found them.
    private(set) var byteRange: Range<Int> = 0..<0
    private var dictionary: Values?
    /// In `decode(sample:)`: the dictionary page unconverted, its entries converted as kept rows
    /// name them (`dictionary` stays nil).
    private var dictionaryPage: ParquetDictionaryPage?
    private var numbers: [Double] = []
    private var texts: [String] = []
    /// Where `decode(into:)` writes the rows, and how many it has written.
    private var target: UnsafeMutableBufferPointer<Double>?
    private var written = 0
    /// Values that went through an array of their page's values before reaching `target`
    /// (dictionary, delta and other encodings, pages with nulls); a PLAIN page without nulls is
    /// converted from its bytes straight into `target` and counts none.
    private(set) var stagedValues = 0
    /// In `decode(sample:)`: the rows kept; pages holding none of them are skipped undecoded.
    private var sample: RowSample?
    /// The rows of the page being decoded that `sample` keeps, from the page's first.
    private var pageKept: [Int]?
    /// What the pages read so far cost: those decoded, those skipped by their header alone.
    private(set) var cost = ParquetReadCost()

    init(column: ParquetColumn, chunk: ParquetMetadata.ColumnChunk, file: UnsafeRawBufferPointer, rows: Int) {
        self.column = column
        self.converter = ParquetValueConverter(column: column)
        self.chunk = chunk
        self.file = file
        self.rows = rows
    }

    private var codec: BlockDecompression.Codec? {
        get throws(Failure) {
            switch chunk.codec {
            case 0: return nil
            case 1: return .snappy
            case 2: return .gzip
            case 6: return .zstd
            case 7: return .lz4Raw
            case 4: return .brotli
            case 5: return .lz4Hadoop
            case 3: throw Failure(reason: "LZO compression is not supported", isUnsupported: true)
            default: throw Failure(reason: "compression codec \(chunk.codec) is not supported", isUnsupported: true)
            }
        }
    }

    /// Decodes every page of a number chunk straight into `target` (`rows` long): the values
    /// are written once, into the final column, never gathered in an array of the chunk first.
    mutating func decode(into target: UnsafeMutableBufferPointer<Double>) throws(Failure) {
        guard !converter.isText, target.count == rows else { throw Failure(reason: "wrong number of values") }
        self.target = target
        written = 0
        defer { self.target = nil }
        _ = try decode()
        guard written == rows else { throw Failure(reason: "wrong number of values") }
    }

    /// The chunk's rows in `sample` alone, in order: a data page holding none of them is passed
    /// over by its header (never decompressed), one holding some is decoded and only those kept,
    /// so what is held at once is one page's values and the sample.
    mutating func decode(sample: RowSample) throws(Failure) -> Values {
        self.sample = sample
        defer { self.sample = nil }
        return try decode()
    }

    /// Reads every page of the chunk; the result has `rows` values. With `leadingRows`, stops
    /// after the first page that reaches them: the result holds the chunk's first rows, at least
    /// `leadingRows` (all of a page: pages of different columns end at different rows).
    mutating func decode(leadingRows: Int? = nil) throws(Failure) -> Values {
        guard chunk.physicalType == column.physicalType else {
            throw Failure(reason: "chunk of type \(ParquetColumn.physicalTypeName(chunk.physicalType)) in a column of \(ParquetColumn.physicalTypeName(column.physicalType))")
        }
        let codec = try self.codec
        var start = chunk.dataPageOffset
        if let dictionaryOffset = chunk.dictionaryPageOffset, dictionaryOffset > 0, dictionaryOffset < start { start = dictionaryOffset }
        guard start >= 4, chunk.totalCompressedSize >= 0, start <= Int64(file.count),
              chunk.totalCompressedSize <= Int64(file.count) - start else {
            throw Failure(reason: "column chunk lies outside the file")
        }
        byteRange = Int(start)..<Int(start + chunk.totalCompressedSize)
        let bytes = UnsafeRawBufferPointer(rebasing: file[byteRange])
        // Not for a sample, which keeps a few of the chunk's rows: room for every row, held by
        // each chunk's result until the table is joined, came to 96 MB over the 120 chunks of a
        // 6·10^6-row file.
        if sample == nil {
            if converter.isText { texts.reserveCapacity(rows) } else if target == nil { numbers.reserveCapacity(rows) }
        }
        var position = 0
        var produced = 0
        let wanted = min(rows, leadingRows ?? rows)
        while produced < wanted {
            guard position < bytes.count else { throw Failure(reason: "pages end after \(produced) of \(rows) rows") }
            var reader = ThriftCompactReader(bytes, position: position)
            let header: ParquetPageHeader
            do { header = try ParquetPageHeader(&reader) } catch { throw Failure(reason: "page header: " + error.reason) }
            position = reader.position
            guard header.compressedSize <= bytes.count - position else { throw Failure(reason: "a page runs past its column chunk") }
            let body = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + header.compressedSize)])
            position += header.compressedSize
            switch header.kind {
            case .dictionary:
                guard dictionary == nil, dictionaryPage == nil else { throw Failure(reason: "a second dictionary page") }
                guard header.valueCount <= rows else { throw Failure(reason: "a dictionary of \(header.valueCount) values for \(rows) rows") }
                let decoder = self
                cost.count(decoded: header)
                if sample != nil {
                    let page = try Self.ownedPage(body, codec: codec, size: header.uncompressedSize, valueBound: header.valueCount,
                                                  width: column.fixedWidth)
                    do { dictionaryPage = try ParquetDictionaryPage(bytes: page, count: header.valueCount, column: column) } catch {
                        throw Failure(reason: error.reason)
                    }
                    if dictionaryPage == nil { dictionary = try page.withBytes { (raw) throws(Failure) in try plainValues(raw, count: header.valueCount) } }
                    continue
                }
                dictionary = try Self.withPage(body, codec: codec, size: header.uncompressedSize, valueBound: header.valueCount,
                                               width: column.fixedWidth) { (raw) throws(Failure) -> Values in
                    try decoder.plainValues(raw, count: header.valueCount)
                }
            case .dataV1, .dataV2:
                guard header.valueCount <= rows - produced else { throw Failure(reason: "a page holds more values than its row group's rows") }
                let pageRows = produced..<(produced + header.valueCount)
                if let sample, !sample.hasRow(in: pageRows) {
                    cost.pagesSkipped += 1
                } else {
                    let before = converter.isText ? texts.count : numbers.count
                    cost.count(decoded: header)
                    pageKept = sample?.rows(in: pageRows).map { $0 - pageRows.lowerBound }
                    defer { pageKept = nil }
                    let sampled = try dataPage(header, body: body, codec: codec)
                    if let sample, !sampled { keep(sample.rows(in: pageRows), pageRows: pageRows, from: before) }
                }
                produced += header.valueCount
            case .other:
                continue
            }
        }
        return converter.isText ? .texts(texts) : .numbers(numbers)
    }

    /// Calls `use` with a page's bytes, decompressed (in place when the chunk is not
    /// compressed): the size the header declares is refused when the page could not
    /// legitimately decompress to it (more than 1024 times its compressed size and more than its
    /// values need), before any allocation.
    private static func withPage<R>(_ body: UnsafeRawBufferPointer, codec: BlockDecompression.Codec?, size: Int, valueBound: Int,
                                    width: Int, _ use: (UnsafeRawBufferPointer) throws(Failure) -> R) throws(Failure) -> R {
        guard codec != nil else {
            guard size == body.count else { throw Failure(reason: "uncompressed page of \(body.count) bytes declares \(size)") }
            return try use(body)
        }
        return try ownedPage(body, codec: codec, size: size, valueBound: valueBound, width: width).withBytes(use)
    }

    /// A page's bytes decompressed, as `withPage` bounds them, or copied when the chunk is not
    /// compressed: bytes the caller keeps (a sample's unconverted dictionary page).
    private static func ownedPage(_ body: UnsafeRawBufferPointer, codec: BlockDecompression.Codec?, size: Int, valueBound: Int,
                                  width: Int) throws(Failure) -> [UInt8] {
        guard let codec else {
            guard size == body.count else { throw Failure(reason: "uncompressed page of \(body.count) bytes declares \(size)") }
            return [UInt8](body)
        }
        let (needed, overflow) = valueBound.multipliedReportingOverflow(by: max(width, 1) + 1)
        guard size <= body.count * 1024 + 4096 || (!overflow && size <= needed + 4096) else {
            throw Failure(reason: "page of \(body.count) bytes declares \(size) bytes decompressed")
        }
        do { return try BlockDecompression.decompress(body, codec: codec, size: size) } catch { throw Failure(reason: error.reason) }
    }

    /// What `pageValues` gave: values written straight to `target`, the page's present values,
    /// or only the values of the rows `pageKept` names.
    private enum PageValues {
        case written
        case values(Values)
        case kept(Values)
    }

    /// Decodes a data page; true when only its kept rows were appended (`pageKept`).
    @discardableResult
    private mutating func dataPage(_ header: ParquetPageHeader, body: UnsafeRawBufferPointer,
                                   codec: BlockDecompression.Codec?) throws(Failure) -> Bool {
        let count = header.valueCount
        var levels: [UInt32] = []
        // In `decode(into:)`, where this page's rows go.
        let direct = target.map { UnsafeMutableBufferPointer(rebasing: $0[written...]) }
        let decoder = self
        let values: PageValues
        if header.kind == .dataV1 {
            values = try Self.withPage(body, codec: codec, size: header.uncompressedSize, valueBound: count,
                                       width: column.fixedWidth) { (raw) throws(Failure) -> PageValues in
                var valuesStart = 0
                if decoder.column.maxDefinitionLevel > 0 {
                    guard raw.count >= 4 else { throw Failure(reason: "definition levels past the page") }
                    let length = Int(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
                    guard length <= raw.count - 4 else { throw Failure(reason: "definition levels past the page") }
                    do {
                        try ParquetEncodings.rleHybrid(UnsafeRawBufferPointer(rebasing: raw[4..<(4 + length)]), bitWidth: 1, count: count, into: &levels)
                    } catch { throw Failure(reason: "definition levels: " + ((error as? ParquetEncodings.Malformed)?.reason ?? "\(error)")) }
                    valuesStart = 4 + length
                }
                return try decoder.pageValues(UnsafeRawBufferPointer(rebasing: raw[valuesStart...]), header: header, levels: levels, direct: direct)
            }
        } else {
            guard header.repetitionLevelsLength == 0 else { throw Failure(reason: "repetition levels in a flat column") }
            let levelBytes = header.definitionLevelsLength
            guard levelBytes <= body.count, header.uncompressedSize >= levelBytes else { throw Failure(reason: "definition levels past the page") }
            if column.maxDefinitionLevel > 0 {
                do {
                    try ParquetEncodings.rleHybrid(UnsafeRawBufferPointer(rebasing: body[0..<levelBytes]), bitWidth: 1, count: count, into: &levels)
                } catch { throw Failure(reason: "definition levels: " + error.reason) }
            }
            let rest = UnsafeRawBufferPointer(rebasing: body[levelBytes...])
            let pageLevels = levels
            if header.isCompressed {
                values = try Self.withPage(rest, codec: codec, size: header.uncompressedSize - levelBytes, valueBound: count,
                                           width: column.fixedWidth) { (raw) throws(Failure) -> PageValues in
                    try decoder.pageValues(raw, header: header, levels: pageLevels, direct: direct)
                }
            } else {
                values = try pageValues(rest, header: header, levels: levels, direct: direct)
            }
        }
        switch values {
        case .written:
            written += count  // converted straight into `target`
            return false
        case .kept(.numbers(let kept)):
            numbers.append(contentsOf: kept)
            return true
        case .kept(.texts(let kept)):
            texts.append(contentsOf: kept)
            return true
        case .values(let values):
            let present = column.maxDefinitionLevel > 0 ? Self.presentCount(levels) : count
            // A page without nulls (the common case of an OPTIONAL column) is appended whole.
            try scatter(values, levels: column.maxDefinitionLevel > 0 && present < count ? levels : nil, count: count)
            return false
        }
    }

    /// The present values of a data page (`raw`: after its levels); `.written` when they were
    /// written straight to `direct` instead: PLAIN numbers of a fixed width without nulls,
    /// converted from the page's bytes into the final column. In a sample (`pageKept`), a page
    /// gives the kept rows alone where it can: PLAIN numbers without nulls read at their
    /// offsets; a dictionary-encoded page (numbers or text, nulls or not) by `keptDictionaryValues`.
    private func pageValues(_ raw: UnsafeRawBufferPointer, header: ParquetPageHeader, levels: [UInt32],
                            direct: UnsafeMutableBufferPointer<Double>?) throws(Failure) -> PageValues {
        let count = header.valueCount
        let present = column.maxDefinitionLevel > 0 ? Self.presentCount(levels) : count
        if let kept = pageKept, let last = kept.last, present == count, !converter.isText, last < count {
            if header.encoding == 0, column.fixedWidth > 0, column.physicalType != 0, column.physicalType != 6 {
                let width = column.fixedWidth
                let (needed, overflow) = count.multipliedReportingOverflow(by: width)
                guard !overflow, needed <= raw.count else { throw Failure(reason: "\(count) values need \(needed) bytes, the page has \(raw.count)") }
                var out: [Double] = []
                out.reserveCapacity(kept.count)
                for row in kept { converter.numbers(plain: UnsafeRawBufferPointer(rebasing: raw[(row * width)..<((row + 1) * width)]), count: 1, into: &out) }
                return .kept(.numbers(out))
            }
        }
        if let kept = pageKept, let last = kept.last, last < count, header.encoding == 2 || header.encoding == 8,
           dictionary != nil || dictionaryPage != nil {
            return .kept(try keptDictionaryValues(raw, kept: kept, levels: present < count ? levels : nil, present: present))
        }
        if let direct, present == count, header.encoding == 0, !converter.isText, column.fixedWidth > 0,
           column.physicalType != 0, column.physicalType != 6 {
            let (needed, overflow) = count.multipliedReportingOverflow(by: column.fixedWidth)
            guard !overflow, needed <= raw.count else { throw Failure(reason: "\(count) values need \(needed) bytes, the page has \(raw.count)") }
            guard count <= direct.count else { throw Failure(reason: "a page holds more values than its row group's rows") }
            converter.numbers(plain: raw, count: count, writingTo: direct)
            return .written
        }
        return .values(try decodeValues(raw, encoding: header.encoding, count: present))
    }

    /// The rows `kept` (ascending, within the page) of a dictionary-encoded page whose present
    /// values are `present` indices in `raw` (its bit width, then the hybrid), nulls where
    /// `levels` say so. Each kept row's index is reached by the runs' headers, not decoded with
    /// every index before it, and only the entries they name are converted (`dictionaryPage`),
    /// so a sampled page costs its decompression and little more.
    private func keptDictionaryValues(_ raw: UnsafeRawBufferPointer, kept: [Int], levels: [UInt32]?, present: Int) throws(Failure) -> Values {
        // Each kept row's place among the page's present values; nil for a null row.
        var places: [Int?] = []
        if let levels {
            places.reserveCapacity(kept.count)
            var row = 0, seen = 0
            for k in kept {
                while row < k { seen += Int(levels[row] & 1); row += 1 }
                places.append(levels[k] & 1 == 1 ? seen : nil)
            }
        } else {
            places = kept
        }
        let positions = places.compactMap { $0 }
        var indices: [UInt32] = []
        if let lastPosition = positions.last {
            guard lastPosition < present, let width = raw.first else { throw Failure(reason: "dictionary indices past the page") }
            do {
                indices = try ParquetEncodings.rleHybrid(UnsafeRawBufferPointer(rebasing: raw[1...]), bitWidth: Int(width), at: positions)
            } catch { throw Failure(reason: error.reason) }
            guard indices.count == positions.count else { throw Failure(reason: "dictionary indices past the page") }
        }
        let entries = try dictionaryEntries(indices)
        guard positions.count < places.count else { return entries }
        switch entries {
        case .numbers(let values): return .numbers(Self.withGaps(values, at: places, gap: .nan))
        case .texts(let values): return .texts(Self.withGaps(values, at: places, gap: ""))
        }
    }

    /// `values`, one for each place that is not nil, with `gap` at the nil ones.
    private static func withGaps<Value>(_ values: [Value], at places: [Int?], gap: Value) -> [Value] {
        var next = 0
        return places.map { place in
            guard place != nil else { return gap }
            defer { next += 1 }
            return values[next]
        }
    }

    /// The dictionary's entries at `indices`, converted: looked up in `dictionary`, or copied
    /// out of `dictionaryPage` and converted alone.
    private func dictionaryEntries(_ indices: [UInt32]) throws(Failure) -> Values {
        switch dictionary {
        // Two concrete loops, not one generic: a debug build runs a generic one through witnesses.
        case .numbers(let entries)?:
            var out: [Double] = []
            out.reserveCapacity(indices.count)
            for index in indices {
                guard Int(index) < entries.count else { throw Failure(reason: "dictionary index \(index) of \(entries.count) entries") }
                out.append(entries[Int(index)])
            }
            return .numbers(out)
        case .texts(let entries)?:
            var out: [String] = []
            out.reserveCapacity(indices.count)
            for index in indices {
                guard Int(index) < entries.count else { throw Failure(reason: "dictionary index \(index) of \(entries.count) entries") }
                out.append(entries[Int(index)])
            }
            return .texts(out)
        case nil:
            guard let dictionaryPage else { throw Failure(reason: "dictionary-encoded page without a dictionary page") }
            let plain: [UInt8]
            do { plain = try dictionaryPage.plainEntries(indices) } catch { throw Failure(reason: error.reason) }
            return try plain.withBytes { (raw) throws(Failure) in try plainValues(raw, count: indices.count) }
        }
    }

    /// How many of a page's rows `levels` say are present (a loop over the buffer: `reduce`'s
    /// closure per level cost a tenth of a stride sample's time in a debug build).
    private static func presentCount(_ levels: [UInt32]) -> Int {
        levels.withUnsafeBufferPointer { levels in
            var present = 0
            for level in levels { present &+= Int(level & 1) }
            return present
        }
    }

    /// Appends `count` rows: the values in order where a level says present, gaps elsewhere
    /// (in `decode(into:)`, written to `target` after the rows so far).
    private mutating func scatter(_ values: Values, levels: [UInt32]?, count: Int) throws(Failure) {
        switch values {
        case .numbers(let decoded):
            if let target {
                guard written + count <= target.count, levels != nil || decoded.count == count else {
                    throw Failure(reason: "a page holds \(decoded.count) values for \(count) rows")
                }
                stagedValues += decoded.count
                var next = 0
                for row in 0..<count {
                    if let levels, levels[row] & 1 == 0 {
                        target[written + row] = .nan
                    } else {
                        guard next < decoded.count else { throw Failure(reason: "a page holds \(decoded.count) values for more rows") }
                        target[written + row] = decoded[next]
                        next += 1
                    }
                }
                written += count
                return
            }
            guard let levels else { numbers.append(contentsOf: decoded); return }
            var next = 0
            for level in levels.prefix(count) {
                if level & 1 == 1 { numbers.append(decoded[next]); next += 1 } else { numbers.append(.nan) }
            }
        case .texts(let decoded):
            guard let levels else { texts.append(contentsOf: decoded); return }
            var next = 0
            for level in levels.prefix(count) {
                if level & 1 == 1 { texts.append(decoded[next]); next += 1 } else { texts.append("") }
            }
        }
    }

    /// Of the page of `pageRows` just appended from index `start`, keeps `kept` (chunk rows,
    /// ascending, within the page), moved down in place.
    private mutating func keep(_ kept: [Int], pageRows: Range<Int>, from start: Int) {
        var next = start
        if converter.isText {
            for row in kept { texts[next] = texts[start + row - pageRows.lowerBound]; next += 1 }
            texts.removeSubrange(next...)
        } else {
            for row in kept { numbers[next] = numbers[start + row - pageRows.lowerBound]; next += 1 }
            numbers.removeSubrange(next...)
        }
    }

    /// The specification's name of `encoding`; nil for a number it does not define.
    private func encodingName(_ encoding: Int32) -> String? {
        switch encoding {
        case 0: return "PLAIN"
        case 2: return "PLAIN_DICTIONARY"
        case 3: return "RLE"
        case 4: return "BIT_PACKED"
        case 5: return "DELTA_BINARY_PACKED"
        case 6: return "DELTA_LENGTH_BYTE_ARRAY"
        case 7: return "DELTA_BYTE_ARRAY"
        case 8: return "RLE_DICTIONARY"
        case 9: return "BYTE_STREAM_SPLIT"
        default: return nil
        }
    }

    private func unsupported(_ encoding: Int32) -> Failure {
        Failure(reason: "\(encodingName(encoding).map { "\($0) encoding" } ?? "encoding \(encoding)") of "
                    + "\(ParquetColumn.physicalTypeName(column.physicalType)) is not supported",
                isUnsupported: true)
    }

    /// `count` present values in `encoding`.
    private func decodeValues(_ raw: UnsafeRawBufferPointer, encoding: Int32, count: Int) throws(Failure) -> Values {
        do {
            switch encoding {
            case 0:
                return try plainValues(raw, count: count)
            case 2, 8:
                guard dictionary != nil || dictionaryPage != nil else { throw Failure(reason: "dictionary-encoded page without a dictionary page") }
                guard let width = raw.first else {
                    if count == 0 { return converter.isText ? .texts([]) : .numbers([]) }
                    throw Failure(reason: "dictionary indices past the page")
                }
                var indices: [UInt32] = []
                try ParquetEncodings.rleHybrid(UnsafeRawBufferPointer(rebasing: raw[1...]), bitWidth: Int(width), count: count, into: &indices)
                return try dictionaryEntries(indices)
            case 3 where column.physicalType == 0:
                // RLE booleans: a 4-byte length, then the hybrid at one bit.
                guard raw.count >= 4 else { throw Failure(reason: "RLE booleans past the page") }
                let length = Int(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
                guard length <= raw.count - 4 else { throw Failure(reason: "RLE booleans past the page") }
                var bits: [UInt32] = []
                try ParquetEncodings.rleHybrid(UnsafeRawBufferPointer(rebasing: raw[4..<(4 + length)]), bitWidth: 1, count: count, into: &bits)
                return .numbers(bits.map { Double($0 & 1) })
            case 5 where column.physicalType == 1 || column.physicalType == 2:
                var integers: [Int64] = []
                try ParquetEncodings.deltaBinaryPacked(raw, expected: count, into: &integers)
                guard integers.count == count else { throw Failure(reason: "DELTA_BINARY_PACKED holds \(integers.count) of \(count) values") }
                // INT32 deltas wrap at 32 bits.
                if column.physicalType == 1 { return .numbers(integers.map { converter.number(Int64(Int32(truncatingIfNeeded: $0))) }) }
                return .numbers(integers.map(converter.number))
            case 6 where column.physicalType == 6:
                return try byteArrayValues(try ParquetEncodings.deltaLengthByteArrays(raw, count: count).0)
            case 7 where column.physicalType == 6 || column.physicalType == 7:
                return try byteArrayValues(try ParquetEncodings.deltaByteArrays(raw, count: count))
            case 9 where column.fixedWidth > 0 && column.physicalType != 3:
                let joined = try ParquetEncodings.joinByteStreams(raw, count: count, width: column.fixedWidth)
                return try joined.withBytes { (plain) throws(Failure) -> Values in try plainValues(plain, count: count) }
            default:
                throw unsupported(encoding)
            }
        } catch let failure as Failure {
            throw failure
        } catch let malformed as ParquetEncodings.Malformed {
            throw Failure(reason: malformed.reason)
        } catch {
            throw Failure(reason: "\(error)")
        }
    }

    private func byteArrayValues(_ arrays: ParquetEncodings.ByteArrays) throws(Failure) -> Values {
        if converter.isText {
            var out: [String] = []
            converter.texts(arrays, into: &out)
            return .texts(out)
        }
        guard column.physicalType == 6 || column.physicalType == 7 else { throw Failure(reason: "byte arrays in a numeric column") }
        var out: [Double] = []
        converter.numbers(arrays, into: &out)
        return .numbers(out)
    }

    /// `count` PLAIN values.
    private func plainValues(_ raw: UnsafeRawBufferPointer, count: Int) throws(Failure) -> Values {
        switch column.physicalType {
        case 0:
            guard count <= raw.count * 8 else { throw Failure(reason: "\(count) booleans in \(raw.count) bytes") }
            var out: [Double] = []
            out.reserveCapacity(count)
            for i in 0..<count { out.append(Double((raw[i >> 3] >> UInt8(i & 7)) & 1)) }
            return .numbers(out)
        case 6:
            do { return try byteArrayValues(try ParquetEncodings.plainByteArrays(raw, count: count)) } catch let failure as Failure {
                throw failure
            } catch { throw Failure(reason: (error as? ParquetEncodings.Malformed)?.reason ?? "\(error)") }
        default:
            let width = column.fixedWidth
            guard width > 0 else { throw Failure(reason: "values of no width") }
            let (needed, overflow) = count.multipliedReportingOverflow(by: width)
            guard !overflow, needed <= raw.count else { throw Failure(reason: "\(count) values need \(needed) bytes, the page has \(raw.count)") }
            if column.physicalType == 7, converter.isText {
                var arrays = ParquetEncodings.ByteArrays()
                for i in 0..<count { arrays.append(UnsafeRawBufferPointer(rebasing: raw[(i * width)..<((i + 1) * width)])) }
                return try byteArrayValues(arrays)
            }
            var out: [Double] = []
            converter.numbers(plain: raw, count: count, into: &out)
            return .numbers(out)
        }
    }
}
