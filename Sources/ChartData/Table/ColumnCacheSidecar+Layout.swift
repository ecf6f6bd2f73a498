import Foundation

extension ColumnCacheSidecar {
    /// Where everything is in a cache, read from its header and checked against the file's length.
    ///
    /// Header words (little-endian): 0 magic, 1 version, 2 source size, 3–4 modification seconds
    /// and nanoseconds, 5 inode, 6 hash of the source's ends, 7 options checksum, 8 rows,
    /// 9 numeric columns, 10 text columns, 11 metadata bytes, 12 file length, 13–14 zero,
    /// 15 checksum of the header and everything up to the data. Then one (offset, checksum) pair
    /// per numeric column, then per text column; then the metadata (`Metadata`), padded to words.
    struct Layout {
        static let headerWords = 16

        struct Section {
            var offset: Int
            var checksum: UInt64
        }

        var rowCount: Int
        var numeric: [Section]
        var text: [Section]
        var metadata: Metadata

        init?(_ file: UnsafeRawBufferPointer, identity: SourceIdentity, options: UInt64, checksums: Bool) {
            func word(_ index: Int) -> UInt64? {
                let offset = index * 8
                guard offset >= 0, offset + 8 <= file.count else { return nil }
                return UInt64(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            guard word(0) == magic, word(1) == formatVersion, word(2) == identity.size,
                  word(3) == UInt64(bitPattern: identity.modifiedSeconds), word(4) == UInt64(bitPattern: identity.modifiedNanoseconds),
                  word(5) == identity.inode, word(6) == identity.contentHash, word(7) == options,
                  let rows = word(8).flatMap({ Int(exactly: $0) }), rows < Int(UInt32.max),
                  let numericCount = word(9).flatMap({ Int(exactly: $0) }), numericCount <= DataTable.maximumColumnCount,
                  let textCount = word(10).flatMap({ Int(exactly: $0) }), textCount <= DataTable.maximumColumnCount,
                  let metadataBytes = word(11).flatMap({ Int(exactly: $0) }), metadataBytes < 1 << 40,
                  word(12) == UInt64(file.count), word(13) == 0, word(14) == 0, let stored = word(15)
            else { return nil }
            let tableStart = Self.headerWords * 8
            let metadataStart = tableStart + (numericCount + textCount) * 16
            let dataStart = metadataStart + (metadataBytes + 7) / 8 * 8
            guard dataStart <= file.count else { return nil }
            if checksums {
                guard stored == Self.checksum(header: UnsafeRawBufferPointer(rebasing: file[0..<tableStart - 8]),
                                              rest: UnsafeRawBufferPointer(rebasing: file[tableStart..<dataStart]))
                else { return nil }
            }
            var sections: [Section] = []
            for index in 0..<(numericCount + textCount) {
                guard let offset = word(Self.headerWords + index * 2).flatMap({ Int(exactly: $0) }),
                      let checksum = word(Self.headerWords + index * 2 + 1) else { return nil }
                let bytes = rows * (index < numericCount ? 8 : 4)
                // Every section after the metadata, inside the file, on its element's alignment.
                guard offset >= dataStart, offset <= file.count - bytes, offset % (index < numericCount ? 8 : 4) == 0 else { return nil }
                sections.append(Section(offset: offset, checksum: checksum))
            }
            guard let metadata = Metadata(UnsafeRawBufferPointer(rebasing: file[metadataStart..<metadataStart + metadataBytes]),
                                          textCount: textCount) else { return nil }
            rowCount = rows
            numeric = Array(sections.prefix(numericCount))
            text = Array(sections.dropFirst(numericCount))
            self.metadata = metadata
        }

        static func checksum(header: UnsafeRawBufferPointer, rest: UnsafeRawBufferPointer) -> UInt64 {
            var first = ColumnHasher()
            first.addBytes(header)
            var second = ColumnHasher()
            second.addBytes(rest)
            return first.finish(count: header.count) ^ (second.finish(count: rest.count) &* 0x9E37_79B9_7F4A_7C15)
        }
    }

    /// A cache ready to write: the header, section table and metadata (`front`), and where each
    /// column's data goes.
    struct Image {
        struct Section {
            var offset: Int
            var write: (Int32) -> Bool
        }

        var front: [UInt8]
        var sections: [Section]
        var length: Int
    }

    /// The cache image of `table`; nil when it cannot be cached (`canStore`).
    static func encode(_ table: DataTable, identity: SourceIdentity, options: UInt64) -> Image? {
        #if _endian(big)
        return nil
        #else
        guard canStore(table) else { return nil }
        let rows = table.rowCount
        let textNames = table.textColumns.keys.sorted()
        // ISO time columns are stored as numeric columns after the others (their layout in the
        // metadata), so the second open maps their numbers as it maps any column's.
        let isoNames = table.isoTimes.keys.sorted()
        // Then each zoned column's offsets (minutes, a number a row), so that every cell writes
        // back as it was after the second open too.
        let zonedNames = isoNames.filter { table.isoTimes[$0]!.layout.hasOffset }
        let numericColumns = table.columns + isoNames.map { DataTable.Column(name: $0, values: table.isoTimes[$0]!.seconds) }
            + zonedNames.map { DataTable.Column(name: $0, values: table.isoTimes[$0]!.offsetMinutes.map(Double.init)) }
        var metadata = Metadata.Writer()
        var textCodes: [[UInt32]] = []
        metadata.write(table: table, numericNames: numericColumns.map(\.name), textNames: textNames)
        for name in textNames {
            let (dictionary, codes) = Metadata.dictionaryEncode(table.textColumns[name]!)
            metadata.strings(dictionary)
            textCodes.append(codes)
        }
        metadata.write(evidence: table.columnEvidence)
        metadata.strings(isoNames)
        metadata.strings(isoNames.map { ISOTimeColumn.text(of: 0, layout: table.isoTimes[$0]!.layout) ?? "" })
        let metadataBytes = metadata.bytes.count
        metadata.bytes += Array(repeating: 0, count: (8 - metadataBytes % 8) % 8)
        let numericCount = numericColumns.count
        var header: [UInt64] = [magic, formatVersion, identity.size, UInt64(bitPattern: identity.modifiedSeconds),
                                UInt64(bitPattern: identity.modifiedNanoseconds), identity.inode, identity.contentHash, options,
                                UInt64(rows), UInt64(numericCount), UInt64(textNames.count), UInt64(metadataBytes), 0, 0, 0, 0]
        // The sections: numeric columns first, each at a big array's place within a page, so the
        // second open can map its pages into the array; then the codes.
        let dataStart = (Layout.headerWords + (numericCount + textNames.count) * 2) * 8 + metadata.bytes.count
        let page = pageBytes
        let inPage = arrayElementsPageOffset
        var end = dataStart
        var sectionWords: [UInt64] = []
        var sections: [Image.Section] = []
        for column in numericColumns {
            var offset = (end - inPage + page - 1) / page * page + inPage
            if offset < end { offset += page }
            let checksum = column.values.withUnsafeBytes { sectionChecksum($0, count: rows) }
            sectionWords += [UInt64(offset), checksum]
            let values = column.values
            sections.append(Image.Section(offset: offset) { descriptor in values.withUnsafeBytes { writeAll(descriptor, $0) } })
            end = offset + rows * 8
        }
        for codes in textCodes {
            let offset = (end + 7) / 8 * 8
            let checksum = codes.withUnsafeBytes { sectionChecksum($0, count: rows) }
            sectionWords += [UInt64(offset), checksum]
            // Little-endian already (this is compiled for little-endian machines only).
            sections.append(Image.Section(offset: offset) { descriptor in codes.withUnsafeBytes { writeAll(descriptor, $0) } })
            end = offset + rows * 4
        }
        header[12] = UInt64(end)
        func bytes(_ words: [UInt64]) -> [UInt8] { words.flatMap { word in withUnsafeBytes(of: word.littleEndian) { Array($0) } } }
        // The front built once, in place: the metadata holds every text cell of a column of
        // distinct texts (10^7 ISO times: ~230 MB), and joining copies of it (header + rest)
        // held it three times over at the end of a first open.
        var front = bytes(header)
        front.reserveCapacity(front.count + sectionWords.count * 8 + metadata.bytes.count)
        front += bytes(sectionWords)
        front += metadata.bytes
        metadata = Metadata.Writer()
        let checksumStart = (Layout.headerWords - 1) * 8
        header[15] = front.withUnsafeBytes { raw in
            Layout.checksum(header: UnsafeRawBufferPointer(rebasing: raw[0..<checksumStart]),
                            rest: UnsafeRawBufferPointer(rebasing: raw[(checksumStart + 8)...]))
        }
        withUnsafeBytes(of: header[15].littleEndian) { front.replaceSubrange(checksumStart..<checksumStart + 8, with: $0) }
        return Image(front: front, sections: sections, length: end)
        #endif
    }

    static var pageBytes: Int { max(4096, Int(sysconf(Int32(_SC_PAGESIZE)))) }

    /// Where in a page the elements of a big `[Double]` start in this process (allocated, never
    /// touched: no memory is used). Numeric columns are written at this place within a page.
    static let arrayElementsPageOffset: Int = {
        let probe = [Double](unsafeUninitializedCapacity: mappedMinimumValues) { _, count in count = 0 }
        return probe.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { Int(bitPattern: $0) % pageBytes } ?? 0
        }
    }()
}
